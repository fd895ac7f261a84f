/** The session view of a player by id (the fields of `SessionPlayer`, no secret), for office pages that need the user config. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema.ts';
import { SESSION_PLAYER_FIELDS, type SessionPlayer } from '../../domain/player/session-player.ts';

const columns = Object.fromEntries(SESSION_PLAYER_FIELDS.map((field) => [field, players[field]])) as {
  [K in (typeof SESSION_PLAYER_FIELDS)[number]]: (typeof players)[K];
};

/** The player's session fields, or null when there is no such player. */
export async function getSessionPlayer(db: Db, playerId: number): Promise<SessionPlayer | null> {
  const [row] = await db.select(columns).from(players).where(eq(players.id, playerId));
  return row ?? null;
}
