/**
 * Filters of the line and live lists, as query parameters (server-rendered links, no script
 * needed):
 * - `?market={groupId}`: the market type filter (spec §9 "Market type filter list"): which market
 *   group each game row shows. One rule for every sport: a sport offers the groups its pricing
 *   model (the catalogue's `model`) prices, {@link MODEL_ROW_GROUPS}; a list offers the groups of
 *   the sports it lists (its sport's, or every sport's on an all-sports list), and each row shows
 *   the chosen group when its game's sport has it, else its result (1X2 / winner / moneyline)
 *   row. An unknown or unoffered id falls back to the result group.
 * - `?tab={id}`: the match tab filter (spec §3 "Match tab filter ids": 0 matches, 1 upcoming,
 *   2 first period, 3 second period, 4 event, 5 teams, 6 recommended): 0 all games; 1 games
 *   kicking off within the next hour; 2 / 3 games in the first / second half (live only);
 *   4 games with a goal in the last {@link EVENT_WINDOW_MS} (live only); 5 the teams of the
 *   page's games as links, and with `?team={teamId}` only that team's games; 6 evenly matched
 *   games: the real opening 1X2 prices of home and away within {@link RECOMMENDED_MAX_RATIO} of
 *   each other (the contests the bookmaker could not split, which we put forward).
 * - `?limit={n}`: games listed, 1..{@link MAX_LIST_LIMIT} (default {@link DEFAULT_LIST_LIMIT}).
 */
import type { GameStatus } from '../../../schemas/game.ts';
import { MARKET_GROUPS } from './odds-model.ts';
import { MODELS } from '../../../schemas/catalogue.ts';
import { SPORTS } from '../sports/index.ts';
import { CATALOGUE, catalogueSport, type CatalogueSport } from './catalogue.ts';
import { PERIODS } from './replay.ts';
import { DEFAULT_ROW_GROUP } from './live-sync.ts';
import type { SportsSection } from './slugs.ts';

/** Games listed without `?limit`. */
export const DEFAULT_LIST_LIMIT = 100;
/** Most games a list page shows. */
export const MAX_LIST_LIMIT = 500;
/**
 * Line games one HTML response renders: a longer line list sends its first rows and a link to
 * the next ones (`?from=`), which the page fetches and appends as the player scrolls
 * (src/client/sports/static-outcomes-loader.ts) and which, without script, is the next page.
 */
export const LIST_RENDER_ROWS = 100;
/** "Upcoming" (tab 1): kick-off within this many ms. */
export const UPCOMING_WINDOW_MS = 60 * 60_000;
/** "Event" (tab 4): a goal within this many ms of wall time before now. */
export const EVENT_WINDOW_MS = 10 * 60_000;
/** "Recommended" (tab 6): the larger of the home and away opening prices over the smaller, at most. */
export const RECOMMENDED_MAX_RATIO = 1.6;

/** A market type filter: the group id and the i18n key of its name. */
export interface MarketFilter {
  groupId: number;
  nameKey: string;
}

/**
 * The market groups a list row can show, per pricing model, in the filters' order: every group the
 * model prices (each sport module's `rowGroups`, src/domain/sports/<sport>.ts), the result first.
 */
export const MODEL_ROW_GROUPS: Readonly<Record<CatalogueSport['model'], readonly number[]>> = Object.fromEntries(
  MODELS.map((model) => [model, SPORTS[model].rowGroups]),
) as Record<CatalogueSport['model'], readonly number[]>;

/** The groups a sport's rows can show (its model's); the result group only for a sport not in the catalogue. */
export function sportRowGroups(sportId: number): readonly number[] {
  const sport = catalogueSport(sportId);
  return sport ? MODEL_ROW_GROUPS[sport.model] : [DEFAULT_ROW_GROUP];
}

/** The group a row of a game of `sportId` shows for the chosen filter: the filter's when the sport has it, else the result group. */
export function rowGroupOf(sportId: number, market: number): number {
  return sportRowGroups(sportId).includes(market) ? market : DEFAULT_ROW_GROUP;
}

/** Every catalogue sport's row group for the chosen filter, by sport id (what the list islands apply to each game). */
export function rowGroupsBySport(market: number): Record<number, number> {
  return Object.fromEntries(CATALOGUE.sports.map((sport) => [sport.id, rowGroupOf(sport.id, market)]));
}

/**
 * The market type filters a list offers: the groups of its sports (one sport, or every sport of the
 * catalogue when `sportIds` is omitted), each once, in the sports' and then their models' order.
 */
export function marketFilters(sportIds: readonly number[] = CATALOGUE.sports.map((s) => s.id)): MarketFilter[] {
  const ids = [...new Set(sportIds.flatMap(sportRowGroups))];
  return ids.map((groupId) => ({ groupId, nameKey: MARKET_GROUPS.find((g) => g.groupId === groupId)!.nameKey }));
}

/** The market type filters of a football list (the football model's groups). */
export const MARKET_FILTERS: readonly MarketFilter[] = MODEL_ROW_GROUPS['poisson-goals'].map((groupId) => ({ groupId, nameKey: MARKET_GROUPS.find((g) => g.groupId === groupId)!.nameKey }));

/**
 * The market group of a `?market=` value among the filters offered (default: every sport's); the
 * result group when absent, unknown or not offered there.
 */
export function marketFilterOf(value: string | null | undefined, offered: readonly MarketFilter[] = marketFilters()): number {
  const id = Number(value);
  return offered.some((f) => f.groupId === id) && value !== '' ? id : DEFAULT_ROW_GROUP;
}

/** Match tab ids of spec §3. */
export const MATCH_TAB = { matches: 0, upcoming: 1, firstPeriod: 2, secondPeriod: 3, event: 4, teams: 5, recommended: 6 } as const;

/** A match tab: id, i18n key of its name, and the reason key when it cannot be used. */
export interface MatchTab {
  id: number;
  nameKey: string;
  /** i18n key of why the tab is disabled here; absent when it works. */
  disabledKey?: string;
}

const TAB_NAMES: readonly [number, string][] = [
  [MATCH_TAB.matches, 'sports_tab_matches'],
  [MATCH_TAB.upcoming, 'sports_tab_upcoming'],
  [MATCH_TAB.firstPeriod, 'sports_tab_first_period'],
  [MATCH_TAB.secondPeriod, 'sports_tab_second_period'],
  [MATCH_TAB.event, 'sports_tab_event'],
  [MATCH_TAB.teams, 'sports_tab_teams'],
  [MATCH_TAB.recommended, 'sports_tab_recommended'],
];

/** The seven tabs of a section, each with its availability. */
export function matchTabs(section: SportsSection): MatchTab[] {
  return TAB_NAMES.map(([id, nameKey]) => {
    if (section === 'line' && (id === MATCH_TAB.firstPeriod || id === MATCH_TAB.secondPeriod || id === MATCH_TAB.event)) {
      return { id, nameKey, disabledKey: 'sports_tab_reason_live_only' };
    }
    return { id, nameKey };
  });
}

/** The tab of a `?tab=` value: an enabled tab of the section, else 0. */
export function matchTabOf(value: string | null | undefined, section: SportsSection): number {
  const id = Number(value);
  const tab = value ? matchTabs(section).find((t) => t.id === id) : undefined;
  return tab && !tab.disabledKey ? tab.id : MATCH_TAB.matches;
}

/** `?limit=` clamped to 1..{@link MAX_LIST_LIMIT}; the default when absent or not a number. */
export function listLimitOf(value: string | null | undefined): number {
  const n = Math.floor(Number(value));
  if (!value || !Number.isFinite(n)) return DEFAULT_LIST_LIMIT;
  return Math.min(MAX_LIST_LIMIT, Math.max(1, n));
}

/**
 * The first row of a line list response (`?from`): a multiple of {@link LIST_RENDER_ROWS} below
 * `limit`; 0 for anything else.
 */
export function listFromOf(value: string | null | undefined, limit: number): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 && n < limit && n % LIST_RENDER_ROWS === 0 ? n : 0;
}

/** What a tab reads of a game. */
export interface TabGame {
  status: GameStatus;
  periodId: number;
  /** Kick-off, UTC ms. */
  startMs: number;
  /** Instant of the game's latest goal by now, UTC ms (tab 4); undefined when none yet. */
  lastGoalMs?: number | undefined;
  /** Home and away team ids (tab 5). */
  teamIds?: readonly [number, number];
  /** Real opening 1X2 home and away prices (tab 6); undefined when the match has none. */
  opening?: { home: number; away: number } | undefined;
}

/** `?team=` of tab 5: a positive integer team id, else undefined (all teams). */
export function teamFilterOf(value: string | null | undefined): number | undefined {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** Tab 6: home and away opening prices within {@link RECOMMENDED_MAX_RATIO} of each other. */
export function isEvenlyMatched(opening: { home: number; away: number } | undefined): boolean {
  if (!opening) return false;
  return Math.max(opening.home, opening.away) / Math.min(opening.home, opening.away) <= RECOMMENDED_MAX_RATIO;
}

/**
 * True when a game belongs in a tab at `now`. Tab 1 (upcoming) is the games not started that
 * kick off within {@link UPCOMING_WINDOW_MS}, on both pages: on the live page the games about to
 * go live.
 * @param section the page's section: its own games are the line or the live ones
 * @param teamId tab 5's `?team=`: only games of that team
 */
export function inTab(game: TabGame, tab: number, section: SportsSection, now: number, teamId?: number): boolean {
  switch (tab) {
    case MATCH_TAB.event:
      return game.status === 'live' && game.lastGoalMs !== undefined && now - game.lastGoalMs <= EVENT_WINDOW_MS;
    case MATCH_TAB.teams:
      return game.status === section && (teamId === undefined || (game.teamIds?.includes(teamId) ?? false));
    case MATCH_TAB.recommended:
      return game.status === section && isEvenlyMatched(game.opening);
    case MATCH_TAB.upcoming:
      return game.status === 'line' && game.startMs - now <= UPCOMING_WINDOW_MS;
    case MATCH_TAB.firstPeriod:
      return game.status === 'live' && game.periodId === PERIODS.firstHalf.id;
    case MATCH_TAB.secondPeriod:
      return game.status === 'live' && game.periodId === PERIODS.secondHalf.id;
    default:
      return game.status === section;
  }
}
