/**
 * Toto draws from the running feed (src/domain/toto/schedule.ts): the 15 replayed football games
 * of a draw, fixed in `toto_draws` when its first coupon is placed (a draw with coupons never
 * changes with the feed), and their real results once finished.
 */
import { eq, inArray } from 'drizzle-orm';
import { FOOTBALL_SPORT_ID, footballLeagues } from '../../domain/feed/match.ts';
import { MATCH_WALL_MS } from '../../domain/feed/replay.ts';
import { drawGames, drawStart, type TotoGame } from '../../domain/toto/schedule.ts';
import { outcomeOf, type TotoResult } from '../../domain/toto/pool.ts';
import { totoDraws } from '../db/schema.ts';
import type { Db, Tx } from '../db/client.ts';
import { upcomingGames, type Feed } from '../feed/service.ts';

/** Replayed games looked at after a draw's start to find its 15 football games. */
const LOOK_AHEAD = 200;

/** A draw: its id, games, deadline (first kick-off) and completion (last game finished). */
export interface TotoDraw {
  drawId: number;
  games: TotoGame[];
  /** UTC ms. */
  deadline: number;
  /** UTC ms. */
  completesAt: number;
}

const computed = new WeakMap<Feed, Map<number, TotoDraw | null>>();

/** A draw as the feed's schedule makes it (not the stored one); null when the feed lacks 15 games. */
export function scheduledTotoDraw(feed: Feed, drawId: number): TotoDraw | null {
  let cache = computed.get(feed);
  if (!cache) computed.set(feed, (cache = new Map()));
  if (cache.has(drawId)) return cache.get(drawId)!;
  const start = drawStart(drawId);
  const candidates: TotoGame[] = upcomingGames(feed, start, LOOK_AHEAD)
    .filter((g) => g.match.sportId === FOOTBALL_SPORT_ID)
    .map((g) => ({ permanentId: g.match.permanentId, cycle: g.cycle, kickoff: g.kickoff, home: g.match.home.name, away: g.match.away.name, champName: footballLeagues()[g.match.league]?.champName ?? '' }));
  const games = drawGames(drawId, candidates);
  const draw = games ? { drawId, games, deadline: games[0]!.kickoff, completesAt: games.at(-1)!.kickoff + MATCH_WALL_MS } : null;
  if (cache.size > 64) cache.clear();
  cache.set(drawId, draw);
  return draw;
}

/** The stored draw (fixed at its first coupon), or null. */
export async function storedTotoDraw(db: Db | Tx, drawId: number): Promise<TotoDraw | null> {
  const [row] = await db.select().from(totoDraws).where(eq(totoDraws.drawId, drawId));
  return row ? { drawId, games: row.games, deadline: row.deadline.getTime(), completesAt: row.completesAt.getTime() } : null;
}

/** The stored draws among `drawIds` (one query), by draw id. */
export async function storedTotoDraws(db: Db, drawIds: readonly number[]): Promise<Map<number, TotoDraw>> {
  if (drawIds.length === 0) return new Map();
  const rows = await db.select().from(totoDraws).where(inArray(totoDraws.drawId, [...drawIds]));
  return new Map(rows.map((row) => [row.drawId, { drawId: row.drawId, games: row.games, deadline: row.deadline.getTime(), completesAt: row.completesAt.getTime() }]));
}

/** The draw as shown: the stored one when it has coupons, else the schedule's. */
export async function totoDraw(db: Db, feed: Feed, drawId: number): Promise<TotoDraw | null> {
  return (await storedTotoDraw(db, drawId)) ?? scheduledTotoDraw(feed, drawId);
}

/** Stores a draw unless stored already, and answers the stored one. */
export async function fixTotoDraw(tx: Tx, draw: TotoDraw): Promise<TotoDraw> {
  await tx
    .insert(totoDraws)
    .values({ drawId: draw.drawId, deadline: new Date(draw.deadline), completesAt: new Date(draw.completesAt), games: draw.games })
    .onConflictDoNothing();
  return (await storedTotoDraw(tx, draw.drawId))!;
}

/**
 * The results of a draw's games at `now`: the real full-time result of each finished game, `void`
 * for a game the feed no longer has, null for one not finished yet.
 */
export function totoResults(feed: Feed, draw: TotoDraw, now: number): (TotoResult | null)[] {
  return draw.games.map((g) => {
    const match = feed.byId.get(g.permanentId);
    if (!match) return 'void';
    return now >= g.kickoff + MATCH_WALL_MS ? outcomeOf(match.fullTime) : null;
  });
}
