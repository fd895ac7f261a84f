/**
 * Views of the feed's games shared by the sports page loaders (`src/server/pages/`) and the
 * top-games block: a window game's island state, its page link, its result row, the seq a page
 * already shows. Read straight from the running feed (no HTTP to itself).
 *
 * Cost: the replay window (every match of a cycle, ~3200) is located by slot arithmetic only;
 * states and prices are computed for the games shown (pre-match prices are cached per match by
 * `marketsAt`).
 */
import type { LanguageCode } from '../../../schemas/language.ts';
import { localizedHref } from '../../domain/routing/resolve.ts';
import type { ImportedMatch } from '../../domain/feed/match.ts';
import { replayState, type ReplayMarket } from '../../domain/feed/replay.ts';
import { liveEventPlan } from '../../domain/feed/live-events.ts';
import { TOP_MENU_SECTION, sportsPath, type MenuSection, type SportsSection } from '../../domain/feed/slugs.ts';
import { MATCH_TAB, type TabGame } from '../../domain/feed/filters.ts';
import { DEFAULT_ROW_GROUP, gameStateOf, type GameState } from '../../domain/feed/live-sync.ts';
import type { ResultRow } from '../../domain/pages/sports.ts';
import { isTopGame } from '../../domain/feed/game-view.ts';
import type { GameView } from '../../../schemas/game.ts';
import type { SportsPricing } from '../../../schemas/sports-pricing.ts';
import { gameView, marketsAt, scheduledAt, windowGames, type Feed, type WindowGame } from './service.ts';

/**
 * The seq of the last live event of a game that has happened by `now` (0 before kick-off): what a
 * page rendered at `now` already shows, so the live island applies the stream from the next one.
 */
export function lastSeqAt(match: ImportedMatch, kickoff: number, now: number): number {
  if (now < kickoff) return 0;
  let seq = 0;
  for (const event of liveEventPlan(match)) {
    if (kickoff + event.offsetMs > now) break;
    seq = event.seq;
  }
  return seq;
}

/** Markets of a window game at `now` at a brand's pricing (none when finished). */
function marketsOf(feed: Feed, game: WindowGame, now: number, pricing: SportsPricing): ReplayMarket[] {
  return game.status === 'finished' ? [] : marketsAt(feed, game.match, now, game.kickoff, pricing);
}

/**
 * Spec §3: a top game (`isTopGame` of its markets at `now`: their count, whatever the pricing).
 * Before kick-off the answer is kept per match, as its markets are (they do not change until
 * kick-off): the top list asks it of every upcoming game of the window, more than the markets
 * cache of `marketsAt` holds, and pricing them all again (tennis most) cost seconds per list.
 */
export function isTop(feed: Feed, game: WindowGame, now: number, pricing: SportsPricing): boolean {
  if (game.status === 'finished') return false;
  if (now >= game.kickoff) return isTopGame(marketsOf(feed, game, now, pricing));
  let known = prematchTop.get(feed);
  if (!known) prematchTop.set(feed, (known = new Map()));
  let top = known.get(game.match.permanentId);
  if (top === undefined) {
    // Counted once per match and not kept: the warm-up asks this of every upcoming game of the window.
    top = isTopGame(marketsAt(feed, game.match, now, game.kickoff, pricing, false));
    known.set(game.match.permanentId, top);
  }
  return top;
}

/** Pre-match top answers per feed and match (a boolean per match of the catalogue at most). */
const prematchTop = new WeakMap<Feed, Map<number, boolean>>();

/** Longest stretch (ms) {@link warmTopAnswers} prices before it gives the event loop back. */
const WARM_SLICE_MS = 20;
/** The window list whose upcoming games all have their answer, per feed. */
const warmedWindow = new WeakMap<Feed, readonly WindowGame[]>();
/** The warm-up under way per feed; concurrent callers wait on the same one. */
const warming = new WeakMap<Feed, Promise<void>>();

/**
 * Answers {@link isTop} for every upcoming game of the window at `now`, in slices of at most
 * {@link WARM_SLICE_MS} with the event loop given back between them. The first top list of a
 * process prices every upcoming game of the window (seconds, tennis most): done in one go it holds
 * every other request, whose headers then wait unparsed until the HTTP server's header limit
 * answers them 408. Loaders that list top games await this first; the answers are kept as `isTop`
 * keeps them, so later calls return at once. `sliceMs`: the slice length (tests: 0, a yield after
 * every game).
 */
export function warmTopAnswers(feed: Feed, now: number, pricing: SportsPricing, sliceMs = WARM_SLICE_MS): Promise<void> {
  const under = warming.get(feed);
  if (under) return under;
  // The window list is one object until a game kicks off or finishes: a warmed one returns at once.
  const window = windowGames(feed, now);
  if (warmedWindow.get(feed) === window) return Promise.resolve();
  const known = prematchTop.get(feed);
  const todo = window.filter((game) => game.status === 'line' && now < game.kickoff && !known?.has(game.match.permanentId));
  if (todo.length === 0) {
    warmedWindow.set(feed, window);
    return Promise.resolve();
  }
  const job = (async () => {
    let sliceStart = performance.now();
    for (const game of todo) {
      isTop(feed, game, now, pricing);
      if (performance.now() - sliceStart >= sliceMs) {
        await new Promise((resolve) => setImmediate(resolve));
        sliceStart = performance.now();
      }
    }
    warmedWindow.set(feed, window);
  })().finally(() => warming.delete(feed));
  warming.set(feed, job);
  return job;
}

/** The feed's view of a window game. */
function viewOf(feed: Feed, game: WindowGame, now: number, pricing: SportsPricing, markets: readonly ReplayMarket[]): GameView {
  return gameView(feed, scheduledAt(game, now), now, pricing, markets);
}

/** Section of the page a game belongs on: line before kick-off, live from then on. */
export const sectionOfStatus = (status: GameState['status']): SportsSection => (status === 'line' ? 'line' : 'live');

/** Link of a game's page. */
export function gameHref(lng: LanguageCode, game: { status: GameState['status']; champId: number; permanentId: number }, menuSection?: MenuSection): string {
  return localizedHref(lng, sportsPath({ section: sectionOfStatus(game.status), menuSection, champId: game.champId, game: game.permanentId }));
}

/** The island state of a window game, priced at the brand's `pricing`. */
export function stateOf(feed: Feed, game: WindowGame, now: number, options: { lng: LanguageCode; groupId: number; pricing: SportsPricing; menuSection?: MenuSection }): GameState {
  const markets = marketsOf(feed, game, now, options.pricing);
  const view = viewOf(feed, game, now, options.pricing, markets);
  return gameStateOf(view, markets, {
    groupId: options.groupId,
    href: gameHref(options.lng, view, options.menuSection),
    seq: lastSeqAt(game.match, game.kickoff, now),
    at: now,
  });
}

/** Instant of a game's latest goal by `now` (UTC ms), undefined when none yet. */
function lastGoalAt(match: ImportedMatch, kickoff: number, now: number): number | undefined {
  let at: number | undefined;
  for (const event of liveEventPlan(match)) {
    if (kickoff + event.offsetMs > now) break;
    if (event.kind === 'goal') at = kickoff + event.offsetMs;
  }
  return at;
}

/** What the match tabs read of a window game; the costly parts only for the tab that needs them. */
export function tabGameOf(game: WindowGame, tab: number, now: number): TabGame {
  const live = game.status === 'live';
  const opening = game.match.odds.opening1x2;
  return {
    status: game.status,
    // The period only matters to the first and second period tabs (live games).
    periodId: live && (tab === MATCH_TAB.firstPeriod || tab === MATCH_TAB.secondPeriod) ? replayState(game.match, now, { kickoff: game.kickoff }).period.id : 0,
    startMs: game.kickoff,
    lastGoalMs: live && tab === MATCH_TAB.event ? lastGoalAt(game.match, game.kickoff, now) : undefined,
    teamIds: [game.match.home.id, game.match.away.id],
    opening: opening && { home: opening.home, away: opening.away },
  };
}

/** The result row of a finished window game: its real final and half-time scores. */
export function resultRowOf(g: WindowGame, lng: LanguageCode): ResultRow {
  return {
    permanentId: g.match.permanentId,
    champId: g.match.champId,
    start: Math.floor(g.kickoff / 1000),
    home: g.match.home.name,
    away: g.match.away.name,
    score: { home: g.match.fullTime.home, away: g.match.fullTime.away },
    halfTimeScore: { home: g.match.halfTime.home, away: g.match.halfTime.away },
    statisticHref: localizedHref(lng, `/statistic/${g.match.permanentId}`),
  };
}

/** The first `limit` upcoming top games (spec §3: at least 10 markets), with their 1X2 row at the brand's pricing. */
export function topGames(feed: Feed, limit: number, lng: LanguageCode, now: number, pricing: SportsPricing): GameState[] {
  const out: GameState[] = [];
  const around = [...feed.schedules.values()]
    .flatMap((schedule) => schedule.gamesAround(now, { pastCount: 0, futureCount: Math.max(limit * 4, 40) }).filter((g) => g.state.status === 'line').slice(0, Math.max(limit * 4, 40)))
    .sort((a, b) => a.kickoff - b.kickoff || a.match.permanentId - b.match.permanentId);
  for (const scheduled of around) {
    if (out.length >= limit) break;
    if (scheduled.state.status !== 'line') continue;
    const game: WindowGame = { match: scheduled.match, kickoff: scheduled.kickoff, cycle: scheduled.cycle, status: 'line' };
    if (!isTop(feed, game, now, pricing)) continue;
    out.push(stateOf(feed, game, now, { lng, groupId: DEFAULT_ROW_GROUP, pricing, menuSection: TOP_MENU_SECTION }));
  }
  return out;
}

/** The first `limit` games in play at `now`, by kick-off, with their 1X2 row at the brand's pricing (the live now block; all of them on /multi). */
export function liveGames(feed: Feed, limit: number, lng: LanguageCode, now: number, pricing: SportsPricing): GameState[] {
  return windowGames(feed, now)
    .filter((g) => g.status === 'live')
    .slice(0, limit)
    .map((g) => stateOf(feed, g, now, { lng, groupId: DEFAULT_ROW_GROUP, pricing }));
}
