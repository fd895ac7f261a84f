/**
 * Device fingerprint (spec §3 Fingerprint: token, expiresAt, data; §7 "then a device fingerprint";
 * login calls carry the fingerprint data). The browser computes a device hash with ThumbmarkJS and
 * sends it to `POST /web-api/session/fingerprint`; the answer is a token signed by the server
 * (src/server/auth/signed-token.ts) valid for {@link FINGERPRINT_TTL_MS}. The identity calls
 * (login, two-step, SMS code) read it from the `X-Fingerprint` header.
 *
 * Validity rule: no header is accepted (a browser without script still logs in); a header that is
 * not a token this server signed, or one past its expiry, is refused with 400 `fingerprint_invalid`,
 * on which the browser takes a new fingerprint and repeats the call once (src/client/shell/api.ts).
 */
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { signToken, verifySignedToken } from './signed-token.ts';

/** How long a fingerprint token is valid, ms (24 h). */
export const FINGERPRINT_TTL_MS = 24 * 60 * 60 * 1000;
/** Header the identity calls carry the token in. */
export const FINGERPRINT_HEADER = 'x-fingerprint';
const PURPOSE = 'fingerprint';

/** A fingerprint as the API answers it (spec §3). */
export interface FingerprintView {
  token: string;
  /** ISO 8601. */
  expiresAt: string;
  data: { hash: string };
}

/** Signs the device hash of a browser. */
export async function issueFingerprint(db: Db, hash: string, now: Date = new Date()): Promise<FingerprintView> {
  const expiresAt = new Date(now.getTime() + FINGERPRINT_TTL_MS);
  return { token: await signToken(db, 'token_hmac', PURPOSE, hash, expiresAt), expiresAt: expiresAt.toISOString(), data: { hash } };
}

/**
 * The device hash of the request's fingerprint header; null when the request has none.
 * @throws AppError fingerprint_invalid (400) when the header is not a valid token
 */
export async function requestFingerprint(db: Db, request: Request, now: Date = new Date()): Promise<string | null> {
  const header = request.headers.get(FINGERPRINT_HEADER);
  if (header === null || header === '') return null;
  const verified = await verifySignedToken(db, 'token_hmac', PURPOSE, header, now);
  if (!verified) throw new AppError('fingerprint_invalid', 'The device fingerprint is not valid or has expired: take a new one and repeat the request.');
  return verified.subject;
}
