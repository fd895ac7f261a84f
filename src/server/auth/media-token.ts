/**
 * The media video token (spec §7 "Media video token reload every 10 minutes", `POST
 * /web-api/user/updatetoken`, response `token`): a token signed by the server for one player's
 * session, valid {@link MEDIA_TOKEN_TTL_MS} (longer than the 10 minute refresh, so a stream never
 * sees a gap), which a video stream checks with {@link verifyMediaToken}. A revoked session's
 * token is refused by the endpoint (no new one) and lapses within the validity.
 */
import type { Db } from '../db/client.ts';
import { signToken, verifySignedToken } from './signed-token.ts';

/** How long a media token is valid, ms (15 min; the browser refreshes it every 10). */
export const MEDIA_TOKEN_TTL_MS = 15 * 60 * 1000;
const PURPOSE = 'media';

/** A new media token for a player's session. */
export async function issueMediaToken(db: Db, playerId: number, sessionId: string, now: Date = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + MEDIA_TOKEN_TTL_MS);
  return { token: await signToken(db, 'token_hmac', PURPOSE, `${playerId}.${sessionId}`, expiresAt), expiresAt };
}

/** The player and session of a valid media token at `now`; null for a bad, forged or expired one. */
export async function verifyMediaToken(db: Db, token: string, now: Date = new Date()): Promise<{ playerId: number; sessionId: string } | null> {
  const verified = await verifySignedToken(db, 'token_hmac', PURPOSE, token, now);
  const m = verified ? /^(\d{1,15})\.(.+)$/.exec(verified.subject) : null;
  return m ? { playerId: Number(m[1]), sessionId: m[2]! } : null;
}
