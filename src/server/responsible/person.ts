/**
 * Exclusion is per person and reaches every session (ARCHITECTURE "Responsible gaming: limits
 * where money moves", spec §7 limit service; MGA: one exclusion per person across the operator's
 * brands). Players are rows per brand; the rows of one person are found by the SQL function
 * `rg_person_players` (src/server/db/functions/rg_person_players.sql), the ONE definition of the linking rule:
 * the same VERIFIED e-mail (activation_type 1 or 2 on both rows), the same VERIFIED phone
 * (activation_type 2 or 3 on both rows), or the same approved identity document (passport, ID card
 * or driving licence with the same sha256 of the file), closed transitively. `rg_spend`, the one
 * check of every money movement, uses the same function inside the movement's transaction.
 *
 * Setting an exclusion (self-exclusion 30, time-out 33, a support or staff ban):
 * 1. {@link lockPerson} takes the advisory lock `rg:{id}` of EVERY player row of the person, in
 *    ascending id order, before the exclusion is written — `rg_spend` takes `rg:{player}` of the
 *    moving player, so a bet or deposit on another brand either committed before the exclusion or
 *    waits and then reads it (refused). Ascending order keeps two exclusions of one person from
 *    deadlocking; a movement holds one such lock only. There is no per-person lock key on purpose:
 *    the person is not a stored entity (its rows are computed), and locking the rows' own keys
 *    needs no second key kept in step with them.
 * 2. The player sessions of every row end in the same transaction ({@link endPersonSessions}).
 * 3. After the commit, {@link endGameSessions} ends every open casino game session of the person
 *    by data (its expiry set to the exclusion's instant: the wallet's bet refuses an expired
 *    session, a win is still paid). It runs after the commit on purpose: a bet holds its session
 *    row while it waits for the player's lock, so ending game sessions under the locks could
 *    deadlock; and from the commit on, `rg_spend` refuses every bet of the person whatever its
 *    session, even one whose facts the wallet remembers.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { revokeAllSessions } from '../auth/sessions.ts';

/**
 * Every player row of the operator that is the same person as `playerId` (itself included),
 * ascending ids, by the linking rule of `rg_person_players` (src/server/db/functions/rg_person_players.sql).
 */
export async function samePersonIds(db: Db | Tx, playerId: number): Promise<number[]> {
  const result = (await db.execute(sql`select player_id::text as id from rg_person_players(${playerId}::bigint) order by player_id`)) as unknown as { rows: { id: string }[] };
  return result.rows.map((r) => Number(r.id));
}

/**
 * Takes the responsible-gaming lock `rg:{id}` of every player row of the person of `playerId`
 * (ascending ids; held until the transaction ends), the lock `rg_spend` takes per movement.
 * @returns the person's player ids, ascending
 */
export async function lockPerson(tx: Tx, playerId: number): Promise<number[]> {
  const ids = await samePersonIds(tx, playerId);
  for (const id of ids) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`rg:${id}`}, 0))`);
  return ids;
}

/** Ends every player session (cookie and API token) of the given player rows, in the caller's transaction. */
export async function endPersonSessions(tx: Db | Tx, ids: readonly number[], now = new Date()): Promise<void> {
  for (const id of ids) await revokeAllSessions(tx, id, now);
}

/**
 * Ends every casino game session of the given player rows still open at `now` (feed clock, UTC
 * ms): its expiry becomes `now`, so the wallet refuses its next bet (`RS_ERROR_TOKEN_EXPIRED`) and
 * no bet moves it forward again; wins and rollbacks of rounds already played are still accepted.
 * Call it after the exclusion committed (see the module comment). @returns how many were ended
 */
export async function endGameSessions(db: Db | Tx, ids: readonly number[], now: number): Promise<number> {
  if (ids.length === 0) return 0;
  const at = new Date(now).toISOString();
  const result = (await db.execute(sql`update casino_sessions set expires_at = ${at}::timestamptz
    where player_id = any(${`{${ids.join(',')}}`}::bigint[]) and expires_at > ${at}::timestamptz`)) as unknown as { rowCount?: number | null; affectedRows?: number };
  return Number(result.rowCount ?? result.affectedRows ?? 0);
}
