/**
 * The office security page's services (spec §2 `office/security`; §3 protection methods; §4
 * protection level): change the password, list the player's live sessions and end one of them,
 * turn two-step login off with a current code. Set-up and enabling of two-step login are the
 * existing `POST /web-api/user/two-step/setup|enable` (src/server/auth/service.ts).
 */
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { players, sessions } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { sha256 } from '../auth/crypto.ts';
import { assertPassword, hashPassword, verifyPassword } from '../auth/password.ts';
import { revokeAllSessions, SESSION_TIMEOUTS } from '../auth/sessions.ts';
import { totpFor } from '../auth/service.ts';
import type { SessionView } from '../../../schemas/office-api.ts';

/**
 * A session's public reference: the first 24 hex digits of sha256 of its id (which is itself the
 * sha256 of the cookie token), so the page can name a session without ever sending its id.
 */
export function sessionRefOf(sessionId: string): string {
  return sha256(`session-ref:${sessionId}`).slice(0, 24);
}

/**
 * Changes the password after checking the current one; every other session of the player ends
 * (the one that changed it stays logged in) and the change time is stored (protection method
 * `is_changed_password`).
 * @throws AppError invalid_credentials (400) for a wrong current password; bad_request (400) when
 *   the new password breaks the policy or equals the current one
 */
export async function changePassword(db: Db, playerId: number, currentSessionId: string, oldPassword: string, newPassword: string, now = new Date()): Promise<{ saved: true }> {
  const [player] = await db.select().from(players).where(eq(players.id, playerId));
  if (!player) throw new AppError('not_found', 'No such player.');
  if (!(await verifyPassword(player.passwordHash, oldPassword))) {
    throw new AppError('invalid_credentials', 'The current password is wrong.', { field: 'oldPassword' });
  }
  if (oldPassword === newPassword) throw new AppError('bad_request', 'The new password must differ from the current one.', { field: 'newPassword' });
  assertPassword(newPassword, [player.login, player.email, player.phone]);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(players).set({ passwordHash, passwordChangedAt: now }).where(eq(players.id, playerId));
    await revokeAllSessions(tx, playerId, now, currentSessionId);
  });
  return { saved: true };
}

/** The player's live sessions (not revoked, not past either timeout), newest activity first. */
export async function listSessions(db: Db, playerId: number, currentSessionId: string, now = new Date()): Promise<SessionView[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt), gt(sessions.absoluteExpiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt));
  return rows
    .filter((row) => now.getTime() - row.lastSeenAt.getTime() <= row.idleSeconds * 1000)
    .map((row) => ({
      ref: sessionRefOf(row.id),
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      expiresAt: row.absoluteExpiresAt.toISOString(),
      remembered: row.idleSeconds === SESSION_TIMEOUTS.rememberIdle,
      current: row.id === currentSessionId,
      device: row.device,
      address: row.clientAddress,
    }));
}

/**
 * Ends one of the player's other sessions, named by its reference.
 * @throws AppError not_found (404) when the player has no live session with that reference
 *   (another player's session included); conflict (409) for the current session (log out instead)
 */
export async function endSession(db: Db, playerId: number, currentSessionId: string, ref: string, now = new Date()): Promise<{ ended: true }> {
  const live = await db.select({ id: sessions.id }).from(sessions).where(and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt)));
  const target = live.find((row) => sessionRefOf(row.id) === ref);
  if (!target) throw new AppError('not_found', 'No such session.');
  if (target.id === currentSessionId) throw new AppError('conflict', 'This is the session you are using: log out to end it.');
  await db.update(sessions).set({ revokedAt: now, apiTokenHash: null }).where(eq(sessions.id, target.id));
  return { ended: true };
}

/**
 * Turns two-step login off after a current code from the authenticator app; the secret is
 * dropped, so turning it on again needs a new set-up.
 * @throws AppError conflict (409) when two-step login is off; wrong_code (400) for a wrong code
 */
export async function disableTwoStep(db: Db, playerId: number, code: string): Promise<{ enabled: false }> {
  const [player] = await db.select({ secret: players.totpSecret, enabled: players.totpEnabled }).from(players).where(eq(players.id, playerId));
  if (!player?.enabled || !player.secret) throw new AppError('conflict', 'Two-step login is off.');
  if (totpFor(player.secret).validate({ token: code, window: 1 }) === null) throw new AppError('wrong_code', 'The code is wrong.');
  await db.update(players).set({ totpEnabled: false, totpSecret: null }).where(eq(players.id, playerId));
  return { enabled: false };
}
