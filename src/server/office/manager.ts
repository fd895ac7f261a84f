/**
 * Personal managers (spec §2 office `manager`): staff with `players.manager` on a player's brand
 * give the player a manager — a staff member holding a role on that brand, not disabled — and the
 * manager's direct line, or take the manager away. One manager per player; every change audited
 * (`players.manager`, before/after) in the same transaction.
 */
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { playerManagers, players, staff, staffRoles } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { ALL_BRANDS } from '../../domain/staff/roles.ts';
import type { ManagerCandidate, PersonalManagerView } from '../../domain/office/manager.ts';
import { recordAudit } from '../staff/audit.ts';
import { playerKey, type StaffSource } from '../staff/player-access.ts';

/** The player's manager, or null when none is assigned (or the manager's account was disabled). */
export async function personalManagerOf(db: Db, playerId: number): Promise<PersonalManagerView | null> {
  const [row] = await db
    .select({ staffId: staff.id, name: staff.name, email: staff.email, phone: playerManagers.phone, since: playerManagers.assignedAt })
    .from(playerManagers)
    .innerJoin(staff, eq(staff.id, playerManagers.staffId))
    .where(and(eq(playerManagers.playerId, playerId), isNull(staff.disabledAt)));
  return row ? { ...row, since: row.since.toISOString() } : null;
}

/** Staff who may manage the brand's players: any role on the brand or on every brand, not disabled; by name. */
export async function managerCandidates(db: Db, brandId: string): Promise<ManagerCandidate[]> {
  const rows = await db
    .selectDistinct({ staffId: staff.id, name: staff.name, email: staff.email })
    .from(staff)
    .innerJoin(staffRoles, eq(staffRoles.staffId, staff.id))
    .where(and(isNull(staff.disabledAt), or(eq(staffRoles.brandId, brandId), eq(staffRoles.brandId, ALL_BRANDS))));
  return rows.sort((a, b) => a.name.localeCompare(b.name) || a.staffId - b.staffId);
}

/**
 * Gives the player a manager (`staffId`, with an optional direct line) or takes it away
 * (`staffId` null). The caller checked `players.manager` on the player's brand.
 * @throws AppError not_found (no such player), manager_invalid (422: the staff member has no role
 *   on the player's brand or is disabled)
 */
export async function assignManager(
  db: Db, source: StaffSource & { reason: string }, playerId: number, change: { staffId: number | null; phone: string | null }, now = new Date(),
): Promise<PersonalManagerView | null> {
  await db.transaction(async (tx) => {
    const [player] = await tx.select({ brandId: players.brandId }).from(players).where(eq(players.id, playerId)).for('update');
    if (!player) throw new AppError('not_found', 'No such player.');
    const [before] = await tx.select().from(playerManagers).where(eq(playerManagers.playerId, playerId));
    if (change.staffId !== null) {
      const eligible = await tx.select({ id: staff.id }).from(staff).innerJoin(staffRoles, eq(staffRoles.staffId, staff.id))
        .where(and(eq(staff.id, change.staffId), isNull(staff.disabledAt), inArray(staffRoles.brandId, [player.brandId, ALL_BRANDS]))).limit(1);
      if (eligible.length === 0) {
        throw new AppError('manager_invalid', 'This staff member holds no role on the player\'s brand.', { fields: ['staffId'] });
      }
      await tx.insert(playerManagers)
        .values({ playerId, staffId: change.staffId, phone: change.phone, assignedBy: source.actor.id, assignedAt: now })
        .onConflictDoUpdate({ target: playerManagers.playerId, set: { staffId: change.staffId, phone: change.phone, assignedBy: source.actor.id, assignedAt: now } });
    } else {
      await tx.delete(playerManagers).where(eq(playerManagers.playerId, playerId));
    }
    await recordAudit(tx, {
      staffId: source.actor.id, action: 'players.manager', brandId: player.brandId, key: playerKey(playerId),
      before: before ? { staffId: before.staffId, phone: before.phone } : null,
      after: change.staffId === null ? null : { staffId: change.staffId, phone: change.phone },
      reason: source.reason, clientAddress: source.clientAddress,
    });
  });
  return personalManagerOf(db, playerId);
}
