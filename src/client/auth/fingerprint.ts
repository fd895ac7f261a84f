/**
 * The browser's device fingerprint (spec §3 Fingerprint: token, expiresAt, data; §7 "then a device
 * fingerprint"): a device hash computed with ThumbmarkJS (loaded only when a fingerprint is taken;
 * its sampled logging off), signed by the server (`POST /web-api/session/fingerprint`) and kept in
 * localStorage until a minute before its expiry. The API client sends the token as `X-Fingerprint`
 * and takes a new one when the server answers `fingerprint_invalid` (src/server/auth/fingerprint.ts).
 */
import type { ApiClient } from '../shell/api.ts';
import { STORAGE_KEYS, readItem, removeItem, writeItem } from '../shell/storage.ts';

/** A stored fingerprint: the server's answer. */
export interface StoredFingerprint {
  token: string;
  /** ISO 8601. */
  expiresAt: string;
  data: { hash: string };
}

/** Margin before the expiry after which a stored token is not sent any more, ms. */
const EXPIRY_MARGIN_MS = 60_000;

/** The stored fingerprint text parsed; null for none or anything unexpected. */
function parseStoredFingerprint(raw: string | null): StoredFingerprint | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredFingerprint>;
    if (typeof value.token !== 'string' || typeof value.expiresAt !== 'string' || Number.isNaN(Date.parse(value.expiresAt))) return null;
    return { token: value.token, expiresAt: value.expiresAt, data: { hash: String(value.data?.hash ?? '') } };
  } catch {
    return null;
  }
}

/** The token to send at `now`: the stored one while it has more than a minute left; else null. */
export function currentFingerprint(now: number = Date.now()): string | null {
  const stored = parseStoredFingerprint(readItem(STORAGE_KEYS.fingerprint));
  return stored && Date.parse(stored.expiresAt) - EXPIRY_MARGIN_MS > now ? stored.token : null;
}

/**
 * Takes a new fingerprint: computes the device hash and has the server sign it.
 * @throws the API client's error when the server refuses (the old token is dropped either way)
 */
export async function refreshFingerprint(client: ApiClient): Promise<StoredFingerprint> {
  removeItem(STORAGE_KEYS.fingerprint);
  const { getThumbmark, setOption } = await import('@thumbmarkjs/thumbmarkjs');
  setOption('logging', false);
  const { thumbmark } = await getThumbmark();
  const answer = await client.post<StoredFingerprint>('/web-api/session/fingerprint', { hash: thumbmark }, { auth: false });
  writeItem(STORAGE_KEYS.fingerprint, JSON.stringify(answer));
  return answer;
}
