/**
 * Signed preview links: a draft version of a CMS document is shown on the
 * brand's domain at `/{lng}/cms-preview/{documentId}/{version}?exp={unix s}&sig={mac}`, mac =
 * HMAC-SHA-256 (the database's `cms_preview_hmac` secret) of `documentId:version:exp`, base64url.
 * A link is valid for {@link PREVIEW_TTL_SECONDS}; a bad or expired signature is the 404 page.
 */
import { createHmac } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { serverSecret } from '../auth/secrets.ts';
import { safeEqual } from '../auth/crypto.ts';

/** How long a preview link works, seconds. */
const PREVIEW_TTL_SECONDS = 3600;

function mac(secret: string, documentId: number, version: number, exp: number): string {
  return createHmac('sha256', secret).update(`cms-preview:${documentId}:${version}:${exp}`).digest('base64url');
}

/** The path (without origin) of a preview link of a version in a language, valid from `now`. */
export async function previewPath(db: Db, lng: string, documentId: number, version: number, now: Date = new Date()): Promise<string> {
  const exp = Math.floor(now.getTime() / 1000) + PREVIEW_TTL_SECONDS;
  const sig = mac(await serverSecret(db, 'cms_preview_hmac'), documentId, version, exp);
  return `/${lng}/cms-preview/${documentId}/${version}?${new URLSearchParams({ exp: String(exp), sig })}`;
}

/** True when `sig` signs the document, version and `exp`, and `exp` is still ahead of `now`. */
export async function previewValid(db: Db, documentId: number, version: number, exp: string | null, sig: string | null, now: Date = new Date()): Promise<boolean> {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp) || sig.length > 100) return false;
  const expiry = Number(exp);
  if (expiry * 1000 <= now.getTime() || expiry * 1000 > now.getTime() + PREVIEW_TTL_SECONDS * 1000 + 60_000) return false;
  return safeEqual(mac(await serverSecret(db, 'cms_preview_hmac'), documentId, version, expiry), sig);
}
