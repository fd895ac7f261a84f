/**
 * The player's profile as the office account page shows it (spec §3 Account): id, login, name,
 * contact, date of birth and registration time, answered by `GET /web-api/office/profile` to the
 * page's profile island (shape: schemas/office-account.ts `officeProfile`).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema.ts';
import type { OfficeProfile } from '../../../schemas/office-account.ts';

/** The profile of `playerId`, or null for an unknown player. Missing texts are ''. */
export async function officeProfile(db: Db, playerId: number): Promise<OfficeProfile | null> {
  const [player] = await db
    .select({ id: players.id, login: players.login, email: players.email, phone: players.phone, name: players.userName, birthDate: players.birthDate, createdAt: players.createdAt })
    .from(players)
    .where(eq(players.id, playerId));
  if (!player) return null;
  return {
    id: player.id, login: player.login ?? '', email: player.email ?? '', phone: player.phone ?? '', name: player.name ?? '',
    birthDate: player.birthDate, registeredAt: player.createdAt.toISOString(),
  };
}
