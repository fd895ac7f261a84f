/**
 * The newsletter unsubscribe link (spec §2 user/stopnewsletter): `/{lng}/user/stopnewsletter?u=<player id>&sig=<mac>`,
 * one click, no login. The mac is HMAC-SHA-256 (node:crypto) with the server secret
 * `newsletter_hmac` over `stopnewsletter:<brand>:<player id>`, base64url: it names one player of
 * one brand and cannot be made for another without the secret. It does not expire, so an old
 * message's link still works; unsubscribing is idempotent (src/server/office/newsletter.ts).
 */
import { createHmac } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { serverSecret } from './secrets.ts';
import { safeEqual } from './crypto.ts';

const macOf = (secret: string, brandId: string, playerId: number) =>
  createHmac('sha256', secret).update(`stopnewsletter:${brandId}:${playerId}`).digest('base64url');

/** The signed query of a player's unsubscribe link: `{ u, sig }`. */
export async function newsletterSignature(db: Db, brandId: string, playerId: number): Promise<{ u: string; sig: string }> {
  return { u: String(playerId), sig: macOf(await serverSecret(db, 'newsletter_hmac'), brandId, playerId) };
}

/** The full unsubscribe link of a player on an origin (`https://host`) in a page language. */
export async function newsletterLink(db: Db, origin: string, lng: string, brandId: string, playerId: number): Promise<string> {
  const { u, sig } = await newsletterSignature(db, brandId, playerId);
  return `${origin}/${lng}/user/stopnewsletter?${new URLSearchParams({ u, sig })}`;
}

/**
 * The player id of a valid unsubscribe query on a brand; null for a missing, malformed or wrong
 * signature (compared in constant time).
 */
export async function verifyNewsletterSignature(db: Db, brandId: string, u: string | null, sig: string | null): Promise<number | null> {
  if (!u || !sig || !/^[1-9]\d{0,15}$/.test(u) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return null;
  const playerId = Number(u);
  if (!Number.isSafeInteger(playerId)) return null;
  return safeEqual(macOf(await serverSecret(db, 'newsletter_hmac'), brandId, playerId), sig) ? playerId : null;
}
