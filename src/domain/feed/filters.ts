/**
 * Filters of the line and live lists, as query parameters (server-rendered links, no script
 * needed):
 * - `?market={groupId}`: the market type filter (spec §9 "Market type filter list"): which market
 *   group each game row shows. The spec's list has 15 ids; this feed prices 7 groups, and only
 *   those are offered (an unknown id falls back to 1X2).
 * - `?tab={id}`: the match tab filter (spec §3 "Match tab filter ids": 0 matches, 1 upcoming,
 *   2 first period, 3 second period, 4 event, 5 teams, 6 recommended). 0–3 work: all games;
 *   games kicking off within the next hour; games in the first half; games in the second half
 *   (2 and 3 on live only). 4–6 are listed but disabled: the feed has no event, team or
 *   recommendation data.
 * - `?limit={n}`: games listed, 1..{@link MAX_LIST_LIMIT} (default {@link DEFAULT_LIST_LIMIT}).
 */
import { MARKET_GROUPS } from './odds-model.ts';
import { PERIODS } from './replay.ts';
import { DEFAULT_ROW_GROUP } from './live-sync.ts';
import type { SportsSection } from './slugs.ts';

/** Games listed without `?limit`. */
export const DEFAULT_LIST_LIMIT = 100;
/** Most games a list page shows. */
export const MAX_LIST_LIMIT = 500;
/** "Upcoming" (tab 1): kick-off within this many ms. */
export const UPCOMING_WINDOW_MS = 60 * 60_000;

/** A market type filter: the group id and the i18n key of its name. */
export interface MarketFilter {
  groupId: number;
  nameKey: string;
}

/** The market type filters offered: every group the feed prices, in display order. */
export const MARKET_FILTERS: readonly MarketFilter[] = MARKET_GROUPS.map((g) => ({ groupId: g.groupId, nameKey: g.nameKey }));

/** The market group of a `?market=` value; 1X2 when absent or unknown. */
export function marketFilterOf(value: string | null | undefined): number {
  const id = Number(value);
  return MARKET_FILTERS.some((f) => f.groupId === id) && value !== '' ? id : DEFAULT_ROW_GROUP;
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
    if (id >= MATCH_TAB.event) return { id, nameKey, disabledKey: 'sports_tab_reason_no_data' };
    if (section === 'line' && (id === MATCH_TAB.firstPeriod || id === MATCH_TAB.secondPeriod)) {
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

/** What a tab reads of a game. */
export interface TabGame {
  status: 'line' | 'live' | 'finished';
  periodId: number;
  /** Kick-off, UTC ms. */
  startMs: number;
}

/**
 * True when a game belongs in a tab at `now`. Tab 1 (upcoming) is the games not started that
 * kick off within {@link UPCOMING_WINDOW_MS}, on both pages: on the live page the games about to
 * go live.
 * @param section the page's section: its own games are the line or the live ones
 */
export function inTab(game: TabGame, tab: number, section: SportsSection, now: number): boolean {
  switch (tab) {
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
