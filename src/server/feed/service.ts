/**
 * The running feed: the stored real matches, replayed on the cadence schedule (fixed
 * epoch, so every instance agrees), with fitted models cached per match, and the views the APIs
 * and pages show (spec §3 Game, Market). Loaded once per process from the database; an empty
 * database is filled from `data/football-data/` first.
 */
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { getDatabase } from '../db/client.ts';
import { games } from '../db/schema.ts';
import type { ImportedMatch } from '../../domain/feed/match.ts';
import { cadenceSchedule, type CadenceSchedule, type ScheduledGame } from '../../domain/feed/schedule.ts';
import { MATCH_WALL_MS, fitMatch, replayMarkets, replayState, type ReplayMarket } from '../../domain/feed/replay.ts';
import type { ModelFit } from '../../domain/feed/odds-model.ts';
import { replayId } from '../../domain/feed/outcome-key.ts';
import { gameViewOf, groupMarkets } from '../../domain/feed/game-view.ts';
import type { GameDetail, GameStatus, GameView } from '../../../schemas/game.ts';
import { FOOTBALL_DATA_FILES, loadFootballData } from './data.ts';
import { loadStoredMatches, storeImport } from './store.ts';
import { feedNow } from './clock.ts';


/** The feed of one process. */
export interface Feed {
  matches: readonly ImportedMatch[];
  byId: ReadonlyMap<number, ImportedMatch>;
  schedule: CadenceSchedule;
  /** Fitted model of a match (cached). */
  fit(match: ImportedMatch): ModelFit | undefined;
}

/**
 * Builds a feed over matches (tests use this directly).
 * @param now the schedule's default instant, UTC ms (the server passes {@link feedNow})
 */
export function createFeed(matches: readonly ImportedMatch[], now: number): Feed {
  const fits = new Map<number, ModelFit | undefined>();
  return {
    matches,
    byId: new Map(matches.map((m) => [m.permanentId, m])),
    schedule: cadenceSchedule({ matches, now }),
    fit(match) {
      if (!fits.has(match.permanentId)) fits.set(match.permanentId, fitMatch(match));
      return fits.get(match.permanentId);
    },
  };
}

/** Loads the stored matches, importing the real files first when the database has none. */
export async function loadFeed(db: Db): Promise<Feed> {
  const [stored] = await db.select({ n: count() }).from(games);
  if ((stored?.n ?? 0) === 0) await storeImport(db, loadFootballData(), FOOTBALL_DATA_FILES);
  return createFeed(await loadStoredMatches(db), feedNow());
}

let shared: Promise<Feed> | null = null;

/** The server's feed, loaded once. */
export function getFeed(): Promise<Feed> {
  shared ??= getDatabase()
    .then((database) => loadFeed(database.db))
    .catch((error: unknown) => {
      shared = null;
      throw error;
    });
  return shared;
}

/** Pre-match markets per match: they do not change before kick-off (the model is fitted once). */
const prematch = new WeakMap<Feed, Map<number, ReplayMarket[]>>();
/** Matches whose pre-match markets are kept per feed (about a cycle's upcoming games). */
const PREMATCH_CACHE_SIZE = 4000;

/** Markets of a game at `now` (pre-match ones cached: they stay the same until kick-off). */
export function marketsAt(feed: Feed, match: ImportedMatch, now: number, kickoff: number): ReplayMarket[] {
  if (now >= kickoff) return replayMarkets(match, now, { kickoff }, feed.fit(match)).markets;
  let cache = prematch.get(feed);
  if (!cache) prematch.set(feed, (cache = new Map()));
  let markets = cache.get(match.permanentId);
  if (!markets) {
    markets = replayMarkets(match, now, { kickoff }, feed.fit(match)).markets;
    if (cache.size >= PREMATCH_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(match.permanentId, markets);
  }
  return markets;
}

/**
 * The list view of a scheduled game at `now`.
 * @param markets the game's markets at `now`, when the caller already has them
 */
export function gameView(
  feed: Feed,
  game: Pick<ScheduledGame, 'match' | 'state' | 'replayId'>,
  now: number,
  markets: readonly ReplayMarket[] = game.state.status === 'finished' ? [] : marketsAt(feed, game.match, now, game.state.start),
): GameView {
  return gameViewOf(game.match, game.replayId, game.state, markets);
}

/** A game of the replay window, located by slot arithmetic only (no state computed). */
export interface WindowGame {
  match: ImportedMatch;
  /** Replayed kick-off, UTC ms. */
  kickoff: number;
  /** Replay cycle of the slot. */
  cycle: number;
  status: GameStatus;
}

/** Status at `now` of a game kicking off at `kickoff` (UTC ms). */
export function statusAt(kickoff: number, now: number): WindowGame['status'] {
  return now < kickoff ? 'line' : now < kickoff + MATCH_WALL_MS ? 'live' : 'finished';
}

/**
 * Every game of the replay window around `now` (the window of `feed.schedule.gamesAround(now)`),
 * by kick-off, without computing states: callers compute them only for the games they show.
 */
export function windowGames(feed: Feed, now: number): WindowGame[] {
  const out: WindowGame[] = feed.matches.map((match) => {
    const slot = feed.schedule.slotOf(match, now);
    return { match, kickoff: slot.kickoff, cycle: slot.cycle, status: statusAt(slot.kickoff, now) };
  });
  return out.sort((a, b) => a.kickoff - b.kickoff || a.match.permanentId - b.match.permanentId);
}

/** A window game with its replay id and its state at `now` (the shape {@link gameView} reads). */
export function scheduledAt(game: Pick<WindowGame, 'match' | 'kickoff' | 'cycle'>, now: number): Pick<ScheduledGame, 'match' | 'state' | 'replayId'> {
  return { match: game.match, replayId: replayId(game.match.permanentId, game.cycle), state: replayState(game.match, now, { kickoff: game.kickoff }) };
}

/**
 * Games by section at `now`: upcoming (line, by kick-off), in play (live) or finished (results,
 * newest first), at most `limit` (default 100); states and prices only for the games answered.
 */
export function listGames(feed: Feed, section: 'line' | 'live' | 'finished', now: number, options: { champId?: number; limit?: number } = {}): GameView[] {
  const picked = windowGames(feed, now).filter((g) => g.status === section && (options.champId === undefined || g.match.champId === options.champId));
  const ordered = section === 'finished' ? picked.reverse() : picked;
  return ordered.slice(0, options.limit ?? 100).map((g) => gameView(feed, scheduledAt(g, now), now));
}

/**
 * One game at `now` (its slot in the replay window) with its markets grouped; null for a
 * permanent id the feed does not have.
 * @param permanentId the game's permanent id
 */
export function gameDetail(feed: Feed, permanentId: number, now: number): (GameDetail & { stats: ImportedMatch['stats'] | null }) | null {
  const match = feed.byId.get(permanentId);
  if (!match) return null;
  // The match's slot in the window (every match of the feed has one): one state, not the window's.
  const game = scheduledAt({ match, ...feed.schedule.slotOf(match, now) }, now);
  const { state } = game;
  const markets = state.status === 'finished' ? [] : marketsAt(feed, match, now, state.start);
  const view = gameView(feed, game, now, markets);
  return { game: view, groups: groupMarkets(markets, game.replayId), stats: state.status === 'finished' ? match.stats : null };
}
