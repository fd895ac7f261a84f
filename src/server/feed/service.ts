/**
 * The running feed: the stored real matches, replayed on the replay calendar, one schedule per
 * champ (a pure function of the data, so every instance agrees; see {@link champSchedules}), with fitted models cached per match, and the views the APIs
 * and pages show (spec §3 Game, Market). Loaded once per process from the database after the start's
 * import run (the catalogue and the data files are read at run time, never built in); only the
 * matches of the running catalogue's champs are served.
 */
import type { Db } from '../db/client.ts';
import { getDatabase } from '../database.ts';
import type { ImportedMatch } from '../../domain/feed/match.ts';
import { calendarSchedule, type CalendarSchedule, type ScheduledGame } from '../../domain/feed/schedule.ts';
import { planCalendar, type ReplayCalendar } from '../../domain/feed/calendar.ts';
import { MATCH_WALL_MS, type ReplayMarket } from '../../domain/feed/replay.ts';
import { sportOfMatch } from '../../domain/sports/index.ts';
import { bookChoiceKey, pricingKey } from '../../domain/feed/real-prices.ts';
import type { SportsPricing } from '../../../schemas/sports-pricing.ts';
import { dayPlanOfModel, gameMarkets, gameState, wallMsOfModel } from '../../domain/feed/sport-rules.ts';
import { CATALOGUE, catalogueChamp, catalogueSport } from '../../domain/feed/catalogue.ts';
import type { ModelFit } from '../../domain/feed/odds-model.ts';
import { replayId } from '../../domain/feed/outcome-key.ts';
import { gameViewOf, groupMarkets } from '../../domain/feed/game-view.ts';
import type { GameDetail, GameStatus, GameView } from '../../../schemas/game.ts';
import { dataRoot } from './data.ts';
import { loadStoredMatches } from './store.ts';
import { catalogueFile, ensureCatalogue } from './catalogue-file.ts';
import { recordUnserved, runFeedImport } from './import-run.ts';
import { feedNow } from './clock.ts';


/** The feed of one process. */
export interface Feed {
  /** The matches served: those of the champs (and sports) of the running catalogue the replay calendar places. */
  matches: readonly ImportedMatch[];
  byId: ReadonlyMap<number, ImportedMatch>;
  /**
   * Stored matches NOT served (their champ or sport left the catalogue): no list, game page or
   * placement shows them; settlement still settles the open bets on them from their stored real
   * result (src/server/bets/settle.ts), so no stake is left held.
   */
  unserved: ReadonlyMap<number, ImportedMatch>;
  /**
   * Matches of served champs the replay calendar does not replay (the rest of a season cut at the
   * cycle's end, a tournament no week had room for: src/domain/feed/calendar.ts): never listed or
   * offered; history pages still show them as earlier real games, and settlement settles open bets
   * on them from their stored result.
   */
  unplaced: ReadonlyMap<number, ImportedMatch>;
  /** One calendar schedule per champ that has matches, by champ id (catalogue order). */
  schedules: ReadonlyMap<number, CalendarSchedule>;
  /** The replay calendar the schedules repeat (src/domain/feed/calendar.ts). */
  calendar: ReplayCalendar;
  /**
   * The schedule of a match's champ.
   * @throws Error for a champ without matches in the feed
   */
  scheduleOf(match: Pick<ImportedMatch, 'champId'>): CalendarSchedule;
  /** Fitted model of a match under a pricing's choice of real books (cached per choice). */
  fit(match: ImportedMatch, pricing: SportsPricing): ModelFit | undefined;
}

/** Replay calendars already planned, per list of served matches and catalogue (planning takes a while). */
const calendars = new WeakMap<object, Map<string, ReplayCalendar>>();

/**
 * The replay calendar of the served matches (src/domain/feed/calendar.ts) for the running
 * catalogue's sports and champs in catalogue order: planned once per feed load, kept per input.
 * Deterministic: every instance with the same data and catalogue computes the same kick-offs.
 */
function replayCalendar(all: readonly ImportedMatch[], matches: readonly ImportedMatch[]): ReplayCalendar {
  const key = JSON.stringify(CATALOGUE.sports.map((sport) => [sport.id, sport.model, CATALOGUE.champs.filter((c) => c.sportId === sport.id).map((c) => c.champId)]));
  let byCatalogue = calendars.get(all);
  if (!byCatalogue) calendars.set(all, (byCatalogue = new Map()));
  let calendar = byCatalogue.get(key);
  if (!calendar) {
    calendar = planCalendar(matches, CATALOGUE.sports.map((sport) => ({
      sportId: sport.id,
      champIds: CATALOGUE.champs.filter((c) => c.sportId === sport.id).map((c) => c.champId),
      wallMs: wallMsOfModel(sport.model),
      dayPlan: dayPlanOfModel(sport.model),
    })));
    byCatalogue.set(key, calendar);
  }
  return calendar;
}

/** One calendar schedule per champ of the calendar, with its sport's finished count and game length. */
function champSchedules(calendar: ReplayCalendar, now: number): Map<number, CalendarSchedule> {
  const schedules = new Map<number, CalendarSchedule>();
  for (const [champId, entries] of calendar.champs) {
    const sport = catalogueSport(catalogueChamp(champId)!.sportId)!;
    schedules.set(champId, calendarSchedule({
      entries,
      cycleMs: calendar.cycleMs,
      now,
      finishedBehind: sport.replay.finishedBehind,
      wallMs: wallMsOfModel(sport.model),
      stateAt: gameState,
    }));
  }
  return schedules;
}

/** Whether the running catalogue serves a match: its champ is in it, under the match's sport. */
function servedByCatalogue(match: Pick<ImportedMatch, 'champId' | 'sportId'>): boolean {
  return catalogueChamp(match.champId)?.sportId === match.sportId && catalogueSport(match.sportId) !== undefined;
}

/**
 * Builds a feed over matches (tests use this directly): the matches of the running catalogue's
 * champs are served, the others kept apart as {@link Feed.unserved} (never a 500, never listed).
 * @param now the schedule's default instant, UTC ms (the server passes {@link feedNow})
 */
export function createFeed(all: readonly ImportedMatch[], now: number): Feed {
  const fits = new Map<string, ModelFit | undefined>();
  const served = all.filter(servedByCatalogue);
  const unserved = all.filter((match) => !servedByCatalogue(match));
  const calendar = replayCalendar(all, served);
  const schedules = champSchedules(calendar, now);
  const placed = new Set([...calendar.champs.values()].flat().map((entry) => entry.match.permanentId));
  const matches = served.filter((match) => placed.has(match.permanentId));
  return {
    calendar,
    matches,
    byId: new Map(matches.map((m) => [m.permanentId, m])),
    unserved: new Map(unserved.map((m) => [m.permanentId, m])),
    unplaced: new Map(served.filter((match) => !placed.has(match.permanentId)).map((m) => [m.permanentId, m])),
    schedules,
    scheduleOf(match) {
      const schedule = schedules.get(match.champId);
      if (!schedule) throw new Error(`no schedule for champ ${match.champId}`);
      return schedule;
    },
    fit(match, pricing) {
      const key = `${bookChoiceKey(pricing)}|${match.permanentId}`;
      if (!fits.has(key)) fits.set(key, sportOfMatch(match).fit(match, pricing));
      return fits.get(key);
    },
  };
}

/**
 * The feed of the running catalogue (src/server/feed/catalogue-file.ts, read at the start): first
 * the import run (src/server/feed/import-run.ts: each sport whose catalogue entry or files changed
 * since the last run is imported again, problems summarised per file in the log and stored with
 * the run), then every stored match, the ones whose champ left the catalogue not served (counted
 * in the log and on the run).
 * @param options.root the data root (default `PORTAL_DATA_ROOT` or data/); `log` one line at a time
 */
async function loadFeed(db: Db, options: { root?: string; log?: (line: string) => void } = {}): Promise<Feed> {
  const log = options.log ?? ((line: string) => console.warn(line));
  const catalogue = ensureCatalogue();
  const run = await runFeedImport(db, catalogue, { root: options.root ?? dataRoot(), catalogueFile: catalogueFile(), log });
  const feed = createFeed(await loadStoredMatches(db), feedNow());
  if (feed.unserved.size) {
    const byChamp = new Map<number, number>();
    for (const match of feed.unserved.values()) byChamp.set(match.champId, (byChamp.get(match.champId) ?? 0) + 1);
    log(`feed: ${feed.unserved.size} stored games not served, their champ is not in the catalogue: ${[...byChamp].map(([champId, n]) => `champ ${champId} (${n})`).join(', ')}; open bets on them settle from their stored results`);
  }
  await recordUnserved(db, run.runId, feed.unserved.size);
  return feed;
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

/** Pre-match markets per pricing and match: they do not change before kick-off (the model is fitted once). */
const prematch = new WeakMap<Feed, Map<string, ReplayMarket[]>>();
/** Matches whose pre-match markets are kept per feed (about a cycle's upcoming games). */
const PREMATCH_CACHE_SIZE = 4000;

/**
 * Markets of a game at `now` at a brand's pricing (pre-match ones cached: they stay the same until kick-off).
 * @param pricing the brand's sports pricing (its effective `sportsPricing`)
 * @param keep whether markets computed here join the pre-match cache (default true); a caller that
 *   only reads them once per match (the top answers of src/server/feed/views.ts, which keep their own
 *   boolean) passes false, so a scan of every upcoming game does not fill the cache (about 4.6 KB a
 *   match) with games no page shows nor evict the ones pages do show
 */
export function marketsAt(feed: Feed, match: ImportedMatch, now: number, kickoff: number, pricing: SportsPricing, keep = true): ReplayMarket[] {
  if (now >= kickoff) return gameMarkets(match, now, kickoff, pricing, feed.fit(match, pricing)).markets;
  let cache = prematch.get(feed);
  if (!cache) prematch.set(feed, (cache = new Map()));
  const key = `${pricingKey(pricing)}|${match.permanentId}`;
  let markets = cache.get(key);
  if (!markets) {
    markets = gameMarkets(match, now, kickoff, pricing, feed.fit(match, pricing)).markets;
    if (!keep) return markets;
    if (cache.size >= PREMATCH_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(key, markets);
  }
  return markets;
}

/**
 * The list view of a scheduled game at `now` at a brand's pricing.
 * @param markets the game's markets at `now`, when the caller already has them
 */
export function gameView(
  feed: Feed,
  game: Pick<ScheduledGame, 'match' | 'state' | 'replayId'>,
  now: number,
  pricing: SportsPricing,
  markets: readonly ReplayMarket[] = game.state.status === 'finished' ? [] : marketsAt(feed, game.match, now, game.state.start, pricing),
): GameView {
  return gameViewOf(game.match, game.replayId, game.state, markets);
}

/** A game of the replay window, located by slot arithmetic only (no state computed). */
export interface WindowGame {
  match: ImportedMatch;
  /** Replayed kick-off, UTC ms. */
  kickoff: number;
  /** The match's replay number of the slot (src/domain/feed/schedule.ts rule 3). */
  cycle: number;
  status: GameStatus;
}

/**
 * Status at `now` of a game kicking off at `kickoff` (UTC ms).
 * @param wallMs the game's length, wall ms (its sport's; default football's)
 */
export function statusAt(kickoff: number, now: number, wallMs: number = MATCH_WALL_MS): WindowGame['status'] {
  return now < kickoff ? 'line' : now < kickoff + wallMs ? 'live' : 'finished';
}

/** The last window computed per feed, kept while no slot boundary is crossed. */
const windows = new WeakMap<Feed, { key: string; games: readonly WindowGame[] }>();

/**
 * Every game of the replay windows around `now` (each champ's `gamesAround(now)` window), by
 * kick-off, without computing states: callers compute them only for the games they show. Located
 * by slot search; the list is reused until a game of some champ kicks off or finishes (the
 * window and every status stay the same in between), so repeated calls are cheap.
 */
export function windowGames(feed: Feed, now: number): readonly WindowGame[] {
  const bounds: number[] = [];
  for (const schedule of feed.schedules.values()) bounds.push(schedule.firstLiveSlot(now), schedule.lastStartedSlot(now));
  const key = bounds.join(',');
  const cached = windows.get(feed);
  if (cached && cached.key === key) return cached.games;
  const out: WindowGame[] = [];
  for (const schedule of feed.schedules.values()) {
    const { windowSize, wallMs, order } = schedule;
    const first = schedule.firstLiveSlot(now) - schedule.finishedBehind;
    for (let slot = first; slot < first + windowSize; slot++) {
      const { index, kickoff, cycle } = schedule.slotInfo(slot);
      out.push({ match: order[index]!, kickoff, cycle, status: statusAt(kickoff, now, wallMs) });
    }
  }
  out.sort((a, b) => a.kickoff - b.kickoff || a.match.permanentId - b.match.permanentId);
  const games = Object.freeze(out);
  windows.set(feed, { key, games });
  return games;
}

/** A window game with its replay id and its state at `now` (the shape {@link gameView} reads). */
export function scheduledAt(game: Pick<WindowGame, 'match' | 'kickoff' | 'cycle'>, now: number): Pick<ScheduledGame, 'match' | 'state' | 'replayId'> {
  return { match: game.match, replayId: replayId(game.match.permanentId, game.cycle), state: gameState(game.match, now, game.kickoff) };
}

/**
 * Games by section at `now` (of one champ or sport when asked): upcoming (line, by kick-off), in play (live) or finished (results,
 * newest first), at most `limit` (default 100); states and prices (at the brand's `pricing`) only for the games answered.
 */
export function listGames(feed: Feed, section: 'line' | 'live' | 'finished', now: number, pricing: SportsPricing, options: { champId?: number; sportId?: number; limit?: number } = {}): GameView[] {
  const picked = windowGames(feed, now).filter((g) => g.status === section && (options.champId === undefined || g.match.champId === options.champId) && (options.sportId === undefined || g.match.sportId === options.sportId));
  const ordered = section === 'finished' ? picked.reverse() : picked;
  return ordered.slice(0, options.limit ?? 100).map((g) => gameView(feed, scheduledAt(g, now), now, pricing));
}

/**
 * One game at `now` (its slot in the replay window) with its markets grouped; null for a
 * permanent id the feed does not have.
 * @param permanentId the game's permanent id
 * @param pricing the brand's sports pricing
 */
export function gameDetail(feed: Feed, permanentId: number, now: number, pricing: SportsPricing): (GameDetail & { stats: ImportedMatch['stats'] | null }) | null {
  const match = feed.byId.get(permanentId);
  if (!match) return null;
  // The match's slot in the window (every match of the feed has one): one state, not the window's.
  const game = scheduledAt({ match, ...feed.scheduleOf(match).slotOf(match, now) }, now);
  const { state } = game;
  const markets = state.status === 'finished' ? [] : marketsAt(feed, match, now, state.start, pricing);
  const view = gameView(feed, game, now, pricing, markets);
  return { game: view, groups: groupMarkets(markets, game.replayId), stats: state.status === 'finished' ? match.stats : null };
}

/**
 * The next games of every champ from `now` (each schedule's `gamesAround(now)` with no finished
 * games and up to `futureCount` ahead), merged by kick-off. For pages that list what comes next
 * across champs (game-row blocks, the toto pool).
 */
export function upcomingGames(feed: Feed, now: number, futureCount: number): ScheduledGame[] {
  const out: ScheduledGame[] = [];
  for (const schedule of feed.schedules.values()) out.push(...schedule.gamesAround(now, { pastCount: 0, futureCount }));
  return out.sort((a, b) => a.kickoff - b.kickoff || a.match.permanentId - b.match.permanentId);
}
