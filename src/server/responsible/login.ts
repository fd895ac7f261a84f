/**
 * The login rule of self-exclusion (spec §3 limit type 30; UKGC, MGA): while a self-exclusion of
 * the same person runs on any brand of the operator, a login is refused. Players are per brand, so
 * the person is matched by the same lowercased e-mail or the same E.164 phone number on any brand
 * (every brand this deployment serves is one operator's). Called by `startSession`
 * (src/server/auth/cookies.ts), the one way every login and registration gets a session.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { players, rgLimits } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { LIMIT_TYPE } from '../../domain/responsible/limits.ts';

/** Every player of the operator who is the same person as `playerId` (itself included). */
export async function samePersonIds(db: Db | Tx, playerId: number): Promise<number[]> {
  const [player] = await db.select({ email: players.email, phone: players.phone }).from(players).where(eq(players.id, playerId));
  if (!player) return [playerId];
  const rows = await db.select({ id: players.id }).from(players).where(or(
    eq(players.id, playerId),
    player.email ? eq(players.email, player.email) : undefined,
    player.phone ? eq(players.phone, player.phone) : undefined,
  ));
  return rows.map((r) => r.id);
}

/**
 * Refuses a login while a self-exclusion of the same person (any brand: same e-mail or phone) runs.
 * @throws AppError self_excluded (403) with `meta.endsAt`
 */
export async function assertLoginAllowed(db: Db | Tx, playerId: number, now: number): Promise<void> {
  const ids = await samePersonIds(db, playerId);
  const [row] = await db.select({ endsAt: rgLimits.endsAt }).from(rgLimits)
    .where(and(inArray(rgLimits.playerId, ids), eq(rgLimits.limitType, LIMIT_TYPE.selfExclusion), eq(rgLimits.state, 'ACTIVE'), sql`${rgLimits.endsAt} > ${new Date(now).toISOString()}::timestamptz`))
    .orderBy(sql`${rgLimits.endsAt} desc`).limit(1);
  if (row?.endsAt) {
    throw new AppError('self_excluded', `You are self-excluded until ${row.endsAt.toISOString()}: logging in is not possible until then.`, { endsAt: row.endsAt.toISOString(), i18nKey: 'responsible_gaming_refused_self_excluded' });
  }
}

