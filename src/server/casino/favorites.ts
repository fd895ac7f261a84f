/**
 * A player's favourite casino games and recently played games (spec §2 Casino `my-casino`,
 * `my-casino/favorites`). Adding a favourite twice keeps one row, removing one that is not there
 * changes nothing (both idempotent). Recently played games are the games of the player's launches
 * (casino_sessions), newest first. Both lists keep only games the lobby lists for the brand and
 * country (src/server/casino/lobby.ts).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import type { LobbyGame } from '../../domain/pages/casino.ts';
import { catalogueGame } from './launch.ts';
import { lobbyGames } from './lobby.ts';

type Row = Record<string, unknown>;

/** Most recently played games shown. */
const RECENT_LIMIT = 16;

/**
 * Adds (`favorite` true) or removes a favourite game of the player.
 * @throws AppError not_found when the brand does not list the game
 */
export async function setFavorite(db: Db, playerId: number, brandId: string, gameId: number, favorite: boolean): Promise<void> {
  if (!(await catalogueGame(db, brandId, gameId))) throw new AppError('not_found', 'There is no such game here.');
  if (favorite) await db.execute(sql`insert into casino_favorites (player_id, game_id) values (${playerId}, ${gameId}) on conflict do nothing`);
  else await db.execute(sql`delete from casino_favorites where player_id = ${playerId} and game_id = ${gameId}`);
}

/** The ids of the player's favourite games. */
export async function favoriteIds(db: Db, playerId: number): Promise<number[]> {
  const result = (await db.execute(sql`select game_id from casino_favorites where player_id = ${playerId} order by created_at desc, game_id`)) as unknown as { rows: Row[] };
  return result.rows.map((r) => Number(r.game_id));
}

/** The player's favourite games listed in the lobby, most recently added first. */
export async function favoriteGames(db: Db, playerId: number, brandId: string, country: string | null): Promise<LobbyGame[]> {
  const ids = await favoriteIds(db, playerId);
  const games = new Map((await lobbyGames(db, brandId, country)).map((g) => [g.id, g]));
  return ids.flatMap((id) => games.get(id) ?? []);
}

/** The games the player launched last (newest first, each once, at most {@link RECENT_LIMIT}). */
export async function recentGames(db: Db, playerId: number, brandId: string, country: string | null): Promise<LobbyGame[]> {
  const result = (await db.execute(sql`select game_id, max(created_at) as last from casino_sessions where player_id = ${playerId} and brand_id = ${brandId}
    group by game_id order by last desc limit ${RECENT_LIMIT}`)) as unknown as { rows: Row[] };
  const games = new Map((await lobbyGames(db, brandId, country)).map((g) => [g.id, g]));
  return result.rows.flatMap((r) => games.get(Number(r.game_id)) ?? []);
}
