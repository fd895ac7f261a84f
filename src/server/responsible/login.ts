/**
 * The login rule of self-exclusion (spec §3 limit type 30; UKGC, MGA): while a self-exclusion of
 * the same person runs on any brand of the operator, a login is refused. Players are per brand, so
 * the person is every player row linked by `rg_person_players` (src/server/responsible/person.ts:
 * verified e-mail, verified phone or approved identity document). Called by `startSession`
 * (src/server/auth/cookies.ts), the one way every login and registration gets a session; a
 * real-money game launch asks {@link assertPlayAllowed}, which also refuses a time-out or a ban.
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { players, rgLimits } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { LIMIT_TYPE, refusalKey, type LimitType } from '../../domain/responsible/limits.ts';
import { samePersonIds } from './person.ts';


/** The person's running exclusion of one of `types` that ends last, if any. */
async function runningExclusion(db: Db | Tx, ids: number[], types: LimitType[], now: number): Promise<{ limitType: LimitType; endsAt: Date } | null> {
  const [row] = await db.select({ limitType: rgLimits.limitType, endsAt: rgLimits.endsAt }).from(rgLimits)
    .where(and(inArray(rgLimits.playerId, ids), inArray(rgLimits.limitType, types), eq(rgLimits.state, 'ACTIVE'), sql`${rgLimits.endsAt} > ${new Date(now).toISOString()}::timestamptz`))
    .orderBy(rgLimits.limitType, sql`${rgLimits.endsAt} desc`).limit(1);
  return row?.endsAt ? { limitType: row.limitType as LimitType, endsAt: row.endsAt } : null;
}

/**
 * Refuses a login while a self-exclusion of the same person (any brand) runs.
 * @throws AppError self_excluded (403) with `meta.endsAt`
 */
export async function assertLoginAllowed(db: Db | Tx, playerId: number, now: number): Promise<void> {
  const running = await runningExclusion(db, await samePersonIds(db, playerId), [LIMIT_TYPE.selfExclusion], now);
  if (running) {
    throw new AppError('self_excluded', `You are self-excluded until ${running.endsAt.toISOString()}: logging in is not possible until then.`, { endsAt: running.endsAt.toISOString(), i18nKey: 'responsible_gaming_refused_self_excluded' });
  }
}

/**
 * Refuses real-money play (a casino launch) while the person is excluded on any brand: a
 * self-exclusion or a time-out running, or a player row of the person banned.
 * @throws AppError self_excluded (403; `meta.limitType` 30 or 33 and `meta.endsAt`), player_banned (403)
 */
export async function assertPlayAllowed(db: Db | Tx, playerId: number, now: number): Promise<void> {
  const ids = await samePersonIds(db, playerId);
  const running = await runningExclusion(db, ids, [LIMIT_TYPE.selfExclusion, LIMIT_TYPE.depositTimeout], now);
  if (running) {
    throw new AppError('self_excluded', `Play is paused until ${running.endsAt.toISOString()}.`, { limitType: running.limitType, endsAt: running.endsAt.toISOString(), i18nKey: refusalKey(running.limitType) });
  }
  const [banned] = await db.select({ id: players.id }).from(players).where(and(inArray(players.id, ids), gt(players.banLevel, 0))).limit(1);
  if (banned) throw new AppError('player_banned', 'Your account is blocked: real-money play is not possible.', { i18nKey: 'responsible_gaming_refused_banned' });
}
