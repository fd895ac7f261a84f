/**
 * Ideas players send from the office (spec §2 `share-idea`): stored per player and brand, listed
 * to the player and, in the console, to staff with `ideas.view` on the brand.
 */
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { playerIdeas } from '../db/schema.ts';
import type { IdeaView } from '../../domain/pages/office-security.ts';
import { ALL_BRANDS, brandsAllowing } from '../../domain/staff/roles.ts';
import type { StaffPrincipal } from '../staff/sessions.ts';

const view = (row: typeof playerIdeas.$inferSelect): IdeaView => ({ id: row.id, playerId: row.playerId, brandId: row.brandId, text: row.text, createdAt: row.createdAt.toISOString() });

/** Stores an idea. @returns it */
export async function shareIdea(db: Db, player: { id: number; brandId: string }, text: string): Promise<IdeaView> {
  const [row] = await db.insert(playerIdeas).values({ playerId: player.id, brandId: player.brandId, text }).returning();
  return view(row!);
}

/** The player's ideas, newest first (at most 100). */
export async function playerIdeasOf(db: Db, playerId: number): Promise<IdeaView[]> {
  return (await db.select().from(playerIdeas).where(eq(playerIdeas.playerId, playerId)).orderBy(desc(playerIdeas.createdAt), desc(playerIdeas.id)).limit(100)).map(view);
}

/** Ideas of the brands the staff member may read them on, newest first (at most 500). */
export async function staffIdeas(db: Db, member: StaffPrincipal): Promise<IdeaView[]> {
  const brands = brandsAllowing(member.grants, 'ideas.view');
  if (brands.length === 0) return [];
  const where = brands.includes(ALL_BRANDS) ? undefined : inArray(playerIdeas.brandId, brands);
  return (await db.select().from(playerIdeas).where(where).orderBy(desc(playerIdeas.createdAt), desc(playerIdeas.id)).limit(500)).map(view);
}
