/**
 * Ban appeals (spec §2 `block-appeal-history`, §4 Ban): a banned player reads the ban (level,
 * version, the reason and time staff recorded with `players.ban`) and appeals it once per ban;
 * staff with `players.view` on the brand list the appeals in the console.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditLog, blockAppeals, players } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { BlockAppealPageData, BlockAppealView } from '../../domain/pages/office-security.ts';
import { ALL_BRANDS, brandsAllowing } from '../../domain/staff/roles.ts';
import type { StaffPrincipal } from '../staff/sessions.ts';

const view = (row: typeof blockAppeals.$inferSelect): BlockAppealView => ({
  id: row.id, playerId: row.playerId, brandId: row.brandId, banLevel: row.banLevel, banVersion: row.banVersion, text: row.text, createdAt: row.createdAt.toISOString(),
});

/** The player's ban, its recorded reason and the appeals sent. @throws AppError not_found for no such player */
export async function banState(db: Db, playerId: number): Promise<Omit<BlockAppealPageData, 'kind'>> {
  const [player] = await db.select({ banLevel: players.banLevel, banVersion: players.banVersion }).from(players).where(eq(players.id, playerId));
  if (!player) throw new AppError('not_found', 'No such player.');
  const [record] = await db.select({ reason: auditLog.reason, at: auditLog.at }).from(auditLog)
    .where(and(eq(auditLog.action, 'players.ban'), eq(auditLog.key, `player:${playerId}`))).orderBy(desc(auditLog.id)).limit(1);
  const appeals = (await db.select().from(blockAppeals).where(eq(blockAppeals.playerId, playerId)).orderBy(desc(blockAppeals.createdAt), desc(blockAppeals.id))).map(view);
  return {
    banLevel: player.banLevel,
    banVersion: player.banVersion,
    reason: player.banLevel > 0 ? record?.reason ?? null : null,
    bannedAt: player.banLevel > 0 ? record?.at.toISOString() ?? null : null,
    appealed: appeals.some((a) => a.banLevel === player.banLevel && a.banVersion === player.banVersion),
    appeals,
  };
}

/**
 * Stores an appeal against the player's current ban.
 * @throws AppError conflict (409) when the player is not banned or already appealed this ban
 */
export async function appealBan(db: Db, player: { id: number; brandId: string }, text: string): Promise<BlockAppealView> {
  const [current] = await db.select({ banLevel: players.banLevel, banVersion: players.banVersion }).from(players).where(eq(players.id, player.id));
  if (!current || current.banLevel <= 0) throw new AppError('conflict', 'You are not banned.');
  const rows = await db.insert(blockAppeals)
    .values({ playerId: player.id, brandId: player.brandId, banLevel: current.banLevel, banVersion: current.banVersion, text })
    .onConflictDoNothing()
    .returning();
  if (rows.length === 0) throw new AppError('conflict', 'You have already appealed this ban.');
  return view(rows[0]!);
}

/** Appeals of the brands the staff member views players on, newest first (at most 500). */
export async function staffAppeals(db: Db, member: StaffPrincipal): Promise<BlockAppealView[]> {
  const brands = brandsAllowing(member.grants, 'players.view');
  if (brands.length === 0) return [];
  const where = brands.includes(ALL_BRANDS) ? undefined : inArray(blockAppeals.brandId, brands);
  return (await db.select().from(blockAppeals).where(where).orderBy(desc(blockAppeals.createdAt), desc(blockAppeals.id)).limit(500)).map(view);
}
