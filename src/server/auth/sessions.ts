/**
 * Server-side sessions (OWASP ASVS 5 V7): a new 256-bit token on every login, stored as sha256,
 * idle and absolute timeouts, revocation on logout, and short-lived API bearer tokens
 * (`GET /web-api/user/gettoken`) bound to the session.
 * Timeouts: 30 min idle / 12 h absolute; with "save" (remember me) 7 days idle / 30 days absolute.
 */
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { playerSettings, players, sessions } from '../db/schema.ts';
import { randomToken, sha256 } from './crypto.ts';
import { SESSION_PLAYER_FIELDS, type SessionPlayer } from '../../domain/player/session-player.ts';

/** The columns of a {@link SessionPlayer}: a session query reads these and no secret. */
const sessionPlayerColumns = Object.fromEntries(SESSION_PLAYER_FIELDS.map((field) => [field, players[field]])) as {
  [K in (typeof SESSION_PLAYER_FIELDS)[number]]: (typeof players)[K];
};

/** Session timeouts, seconds. */
export const SESSION_TIMEOUTS = {
  idle: 30 * 60,
  absolute: 12 * 3600,
  rememberIdle: 7 * 24 * 3600,
  rememberAbsolute: 30 * 24 * 3600,
} as const;
/** API bearer token lifetime, seconds. */
const API_TOKEN_SECONDS = 10 * 60;
/** last_seen_at is written at most this often, ms (keeps reads cheap). */
const TOUCH_EVERY_MS = 60_000;

/** The session cookie name (spec §4 Logout: "removes the ua and user_token cookies"). */
export const SESSION_COOKIE = 'user_token';

/** A resolved session. */
export interface ActiveSession {
  /** sha256 of the token. */
  id: string;
  playerId: number;
  brandId: string;
  absoluteExpiresAt: Date;
  idleSeconds: number;
}

/**
 * Starts a session for a player, noting the device label and client address it came from (shown
 * on the office security page). @returns the token for the cookie (never stored) and the session;
 * the cookie's Max-Age should be the absolute lifetime.
 */
export async function createSession(
  db: Db, playerId: number, brandId: string, remember: boolean, now = new Date(),
  client: { device?: string | null; address?: string | null } = {},
) {
  const token = randomToken();
  const idleSeconds = remember ? SESSION_TIMEOUTS.rememberIdle : SESSION_TIMEOUTS.idle;
  const absoluteSeconds = remember ? SESSION_TIMEOUTS.rememberAbsolute : SESSION_TIMEOUTS.absolute;
  const absoluteExpiresAt = new Date(now.getTime() + absoluteSeconds * 1000);
  const session: ActiveSession = { id: sha256(token), playerId, brandId, absoluteExpiresAt, idleSeconds };
  await db.insert(sessions).values({ ...session, lastSeenAt: now, createdAt: now, device: client.device ?? null, clientAddress: client.address ?? null });
  return { token, maxAgeSeconds: absoluteSeconds, session };
}

/**
 * The live session of a cookie token for a brand, or null when missing, revoked, idle too long,
 * past its absolute lifetime, or from another brand; with the player and their stored settings
 * (one query: a page needs all three). Refreshes last_seen_at (at most once a minute).
 */
export async function resolveSession(db: Db, token: string | undefined, brandId: string, now = new Date()): Promise<SessionWithPlayer | null> {
  if (!token || token.length > 100) return null;
  const [found] = await db
    .select({ row: sessions, player: sessionPlayerColumns, settings: playerSettings.settings })
    .from(sessions)
    .innerJoin(players, eq(players.id, sessions.playerId))
    .leftJoin(playerSettings, eq(playerSettings.playerId, sessions.playerId))
    .where(eq(sessions.id, sha256(token)));
  const row = found?.row;
  if (!found || !row || row.revokedAt || row.brandId !== brandId) return null;
  if (now >= row.absoluteExpiresAt) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > row.idleSeconds * 1000) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.id));
  }
  return { ...activeSession(row), player: found.player, storedSettings: found.settings ?? null };
}

/** The live session of an API bearer token, or null. */
export async function resolveApiToken(db: Db, bearer: string | undefined, brandId: string, now = new Date()): Promise<SessionWithPlayer | null> {
  if (!bearer || bearer.length > 100) return null;
  const [found] = await db
    .select({ row: sessions, player: sessionPlayerColumns })
    .from(sessions)
    .innerJoin(players, eq(players.id, sessions.playerId))
    .where(and(eq(sessions.apiTokenHash, sha256(bearer)), isNull(sessions.revokedAt), gt(sessions.apiTokenExpiresAt, now)));
  if (!found || found.row.brandId !== brandId || now >= found.row.absoluteExpiresAt) return null;
  return { ...activeSession(found.row), player: found.player };
}

function activeSession(row: typeof sessions.$inferSelect): ActiveSession {
  return { id: row.id, playerId: row.playerId, brandId: row.brandId, absoluteExpiresAt: row.absoluteExpiresAt, idleSeconds: row.idleSeconds };
}

/** Issues a new API bearer token for a session (the previous one stops working). */
export async function issueApiToken(db: Db, sessionId: string, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + API_TOKEN_SECONDS * 1000);
  await db.update(sessions).set({ apiTokenHash: sha256(token), apiTokenExpiresAt: expiresAt }).where(eq(sessions.id, sessionId));
  return { token, expiresAt };
}

/** Revokes a session (logout): its cookie and API token stop working at once. */
export async function revokeSession(db: Db, sessionId: string, now = new Date()): Promise<void> {
  await db.update(sessions).set({ revokedAt: now, apiTokenHash: null }).where(eq(sessions.id, sessionId));
}

/**
 * Revokes every live session of a player (password reset, completed user transfer), but
 * `keepSessionId` when given (the session that changed the password stays logged in).
 */
export async function revokeAllSessions(db: Db | Tx, playerId: number, now = new Date(), keepSessionId?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, apiTokenHash: null })
    .where(and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt), keepSessionId ? ne(sessions.id, keepSessionId) : undefined));
}

/** A live session with its player, read in the same query (once per request); no secret column. */
export interface SessionWithPlayer extends ActiveSession {
  player: SessionPlayer;
  /**
   * The player's stored settings as saved (player_settings.settings; null when none), read with
   * the session by a cookie; undefined when not read (an API token). Validate before use
   * (`userSettingsFrom`, src/server/player-settings.ts).
   */
  storedSettings?: unknown;
}
