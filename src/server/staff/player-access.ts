/**
 * Who may act on a player in the staff console: a player belongs to one brand,
 * and the staff member's grants must allow the action on that brand (src/domain/staff/roles.ts).
 * A refusal is recorded in the audit log (`access.denied`, brand, key `player:{id}`) before the 403.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { can, type ConsoleAction } from '../../domain/staff/roles.ts';
import type { PlayerSummary } from '../../domain/console/players.ts';
import { recordAudit } from './audit.ts';
import type { StaffPrincipal } from './sessions.ts';

/** Who acts, and from which client address. */
export interface StaffSource {
  actor: StaffPrincipal;
  clientAddress: string;
}

/** The audit key of a player: `player:{id}`. */
export const playerKey = (playerId: number): string => `player:${playerId}`;

/** The columns of a {@link PlayerSummary}. */
export const summaryColumns = {
  id: players.id, brandId: players.brandId, login: players.login, email: players.email, phone: players.phone,
  banLevel: players.banLevel, createdAt: players.createdAt,
};

/** A player row as {@link summaryColumns} reads it. */
export type SummaryRow = { id: number; brandId: string; login: string | null; email: string | null; phone: string | null; banLevel: number; createdAt: Date };

/** A summary row as the console shows it (ISO times). */
export const summary = (row: SummaryRow): PlayerSummary => ({ ...row, createdAt: row.createdAt.toISOString() });

/**
 * Refuses `action` on a player of a brand the grants do not allow: records `access.denied`
 * (brand, key `player:{id}`, the action in `after`, the request as the reason) and throws.
 * @param request what was asked, e.g. `GET /console-api/players/42`
 * @throws AppError forbidden (403), always
 */
export async function refusePlayer(db: Db, source: StaffSource, action: ConsoleAction, player: { id: number; brandId: string }, request: string): Promise<never> {
  await recordAudit(db, {
    staffId: source.actor.id, action: 'access.denied', brandId: player.brandId, key: playerKey(player.id),
    after: { action }, reason: request, clientAddress: source.clientAddress,
  });
  throw new AppError('forbidden', 'Your roles do not allow this for the player’s brand.', { action, brandId: player.brandId });
}

/**
 * The player when the staff member may do `action` on the player's brand.
 * @param request what was asked, for the audit of a refusal
 * @throws AppError not_found (no such player); forbidden (audited)
 */
export async function playerFor(db: Db, source: StaffSource, action: ConsoleAction, playerId: number, request: string): Promise<SummaryRow> {
  const [row] = await db.select(summaryColumns).from(players).where(eq(players.id, playerId));
  if (!row) throw new AppError('not_found', 'No such player.');
  if (!can(source.actor.grants, action, row.brandId)) await refusePlayer(db, source, action, row, request);
  return row;
}
