/**
 * Expiring tokens signed with a server secret (HMAC-SHA-256, node:crypto): `<exp>.<subject>.<mac>`,
 * exp in unix seconds, subject base64url of the signed text, mac over `purpose:exp:subject` so a
 * token of one purpose is never one of another. Used by the media video token (spec §7
 * updatetoken), the device fingerprint token (spec §3 Fingerprint) and the secure-data grant
 * (spec §7, src/server/auth/grant.ts).
 */
import { createHmac } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { serverSecret, type SecretName } from './secrets.ts';
import { safeEqual } from './crypto.ts';

/** The longest token {@link verifySignedToken} reads. */
const SIGNED_TOKEN_MAX = 400;

const mac = (secret: string, purpose: string, exp: number, subject: string) =>
  createHmac('sha256', secret).update(`${purpose}:${exp}:${subject}`).digest('base64url');

/**
 * A token for `subject` (text, at most 200 characters) valid until `expiresAt`.
 * @throws RangeError for a longer subject
 */
export async function signToken(db: Db, secret: SecretName, purpose: string, subject: string, expiresAt: Date): Promise<string> {
  if (subject.length > 200) throw new RangeError('a signed token subject has at most 200 characters');
  const exp = Math.floor(expiresAt.getTime() / 1000);
  const encoded = Buffer.from(subject, 'utf8').toString('base64url');
  return `${exp}.${encoded}.${mac(await serverSecret(db, secret), purpose, exp, encoded)}`;
}

/** The subject and expiry of a valid token of `purpose` at `now`; null for a bad, forged or expired one. */
export async function verifySignedToken(db: Db, secret: SecretName, purpose: string, token: string, now: Date = new Date()): Promise<{ subject: string; expiresAt: Date } | null> {
  if (token.length > SIGNED_TOKEN_MAX) return null;
  const m = /^(\d{1,12})\.([A-Za-z0-9_-]{1,300})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const exp = Number(m[1]);
  if (exp * 1000 <= now.getTime()) return null;
  if (!safeEqual(mac(await serverSecret(db, secret), purpose, exp, m[2]!), m[3]!)) return null;
  return { subject: Buffer.from(m[2]!, 'base64url').toString('utf8'), expiresAt: new Date(exp * 1000) };
}
