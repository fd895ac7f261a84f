/**
 * Ban appeals (spec §2 `block-appeal-history`, §4 Ban): a banned player reads the ban (level,
 * version, the reason and time staff recorded with `players.ban`) and appeals it once per ban;
 * staff with `players.view` on the brand list the appeals in the console, and staff with
 * `players.ban` answer each once: upheld (the ban stays) or lifted (ban level 0), with a reply the
 * player reads.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditLog, blockAppeals, players } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { AppealDecision, BlockAppealPageData, BlockAppealView, ConsoleAppealView } from '../../domain/pages/office-security.ts';
import { ALL_BRANDS, brandsAllowing, can } from '../../domain/staff/roles.ts';
import type { StaffPrincipal } from '../staff/sessions.ts';
import type { StaffSource } from '../staff/player-access.ts';
import { recordAudit } from '../staff/audit.ts';
import { setBan } from '../staff/players.ts';

const view = (row: typeof blockAppeals.$inferSelect): BlockAppealView => ({
  id: row.id, playerId: row.playerId, brandId: row.brandId, banLevel: row.banLevel, banVersion: row.banVersion, text: row.text, createdAt: row.createdAt.toISOString(),
  decision: (row.decision as AppealDecision | null) ?? null, reply: row.reply ?? null, answeredAt: row.answeredAt?.toISOString() ?? null,
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

/**
 * Appeals of the brands the staff member views players on, newest first (at most 500), each with
 * whether this member may answer it (`players.ban` on its brand, not answered yet).
 */
export async function staffAppeals(db: Db, member: StaffPrincipal): Promise<ConsoleAppealView[]> {
  const brands = brandsAllowing(member.grants, 'players.view');
  if (brands.length === 0) return [];
  const where = brands.includes(ALL_BRANDS) ? undefined : inArray(blockAppeals.brandId, brands);
  return (await db.select().from(blockAppeals).where(where).orderBy(desc(blockAppeals.createdAt), desc(blockAppeals.id)).limit(500))
    .map((row) => ({ ...view(row), canAnswer: row.decision === null && can(member.grants, 'players.ban', row.brandId) }));
}

/** The player an appeal belongs to (for the caller's role check); null for no such appeal. */
export async function appealPlayer(db: Db, appealId: number): Promise<number | null> {
  const [row] = await db.select({ playerId: blockAppeals.playerId }).from(blockAppeals).where(eq(blockAppeals.id, appealId));
  return row?.playerId ?? null;
}

/**
 * Answers an appeal once, in one transaction: the reply and decision stored, `appeals.answer`
 * audited with the reply as reason, and for `lifted` the ban set to level 0 (audited
 * `players.ban`, {@link setBan}). The caller checked `players.ban` on the player's brand.
 * @throws AppError not_found (no such appeal), conflict (409: answered already, or — for `lifted`
 *   — the player's ban is no longer the one appealed)
 */
export async function answerAppeal(db: Db, source: StaffSource, appealId: number, answer: { decision: AppealDecision; reply: string }, now = new Date()): Promise<BlockAppealView> {
  return db.transaction(async (tx) => {
    const [appeal] = await tx.select().from(blockAppeals).where(eq(blockAppeals.id, appealId)).for('update');
    if (!appeal) throw new AppError('not_found', 'No such appeal.');
    if (appeal.decision !== null) throw new AppError('conflict', 'This appeal has been answered already.', { decision: appeal.decision });
    if (answer.decision === 'lifted') {
      const [player] = await tx.select({ banLevel: players.banLevel, banVersion: players.banVersion }).from(players).where(eq(players.id, appeal.playerId)).for('update');
      if (!player || player.banLevel !== appeal.banLevel || player.banVersion !== appeal.banVersion) {
        throw new AppError('conflict', 'The player\'s ban has changed since this appeal; it cannot be lifted from here.');
      }
      await setBan(tx, { ...source, reason: answer.reply }, appeal.playerId, { banLevel: 0 });
    }
    const [answered] = await tx.update(blockAppeals)
      .set({ decision: answer.decision, reply: answer.reply, answeredAt: now, answeredBy: source.actor.id })
      .where(eq(blockAppeals.id, appealId)).returning();
    await recordAudit(tx, {
      staffId: source.actor.id, action: 'appeals.answer', brandId: appeal.brandId, key: `appeal:${appealId}`,
      before: { decision: null }, after: { decision: answer.decision, playerId: appeal.playerId }, reason: answer.reply, clientAddress: source.clientAddress,
    });
    return view(answered!);
  });
}
