/**
 * Data of the sports pages (spec §2 Sports: line and live lists, game, results, statistic,
 * multi-live, champ landing pages), as the page components receive it. The loaders of
 * `src/server/pages/` build it from the running feed; components import these types from here,
 * never from a loader. Times are UTC ms unless a field says Unix seconds.
 */
import type { Score } from '../../../schemas/game.ts';
import type { GameState, GroupState } from '../feed/live-sync.ts';
import type { MarketFilter, MatchTab } from '../feed/filters.ts';
import type { MenuSection, SportsSection } from '../feed/slugs.ts';
import type { StandingRow } from '../feed/standings.ts';
import type { PastGame, PeriodScore, SideResult } from '../feed/statistic.ts';

/** A team of tab 5's team list. */
export interface TeamLink {
  teamId: number;
  name: string;
  href: string;
  active: boolean;
}

/** A champ of the sports menu with the number of games. */
interface MenuChamp {
  champId: number;
  /** Champ name in the page's language (catalogue). */
  name: string;
  /** Country name in the page's language (catalogue). */
  countryName: string;
  count: number;
  href: string;
  active: boolean;
}

/** A sport of the sports menu with its champs. */
export interface MenuSport {
  sportId: number;
  /** Sport name in the page's language (catalogue). */
  name: string;
  count: number;
  href: string;
  active: boolean;
  champs: MenuChamp[];
}

/** Games of one champ. */
export interface ChampGroup {
  champId: number;
  champName: string;
  countryName: string;
  href: string;
  games: GameState[];
}

/** A filter link. */
interface FilterLink<T> {
  item: T;
  href: string;
  active: boolean;
}

/** The line or live list page. */
export interface ListPageData {
  kind: 'list';
  section: SportsSection;
  menuSection: MenuSection;
  sportId: number | undefined;
  champId: number | undefined;
  menu: MenuSport[];
  menuSections: FilterLink<MenuSection>[];
  tab: number;
  tabs: FilterLink<MatchTab>[];
  /** Tab 5: the teams of the page's games, by name; empty on the other tabs. */
  teams: TeamLink[];
  /** Tab 5's chosen team (`?team=`). */
  teamId: number | undefined;
  market: number;
  /** The row group of each sport's games for {@link market}, by sport id (src/domain/feed/filters.ts `rowGroupOf`). */
  rowGroups: Record<number, number>;
  markets: FilterLink<MarketFilter>[];
  limit: number;
  /** Games matching the page's filters, before the limit. */
  total: number;
  /** The same list with more games, while some are not shown (up to the most a page lists). */
  moreHref: string | null;
  /** The next rows of a long line list (`?from`, LIST_RENDER_ROWS at a time), while the limit has more. */
  nextRowsHref: string | null;
  groups: ChampGroup[];
  serverTime: number;
}

/** The game page. */
export interface GamePageData {
  kind: 'game';
  section: SportsSection;
  game: GameState;
  groups: GroupState[];
  numberOfMarkets: number;
  statisticHref: string | null;
  backHref: string;
  serverTime: number;
}

/** A finished (or live) game of the results pages. */
export interface ResultRow {
  permanentId: number;
  champId: number;
  /** Replayed kick-off, Unix seconds. */
  start: number;
  home: string;
  away: string;
  score: Score;
  halfTimeScore: Score | null;
  statisticHref: string;
}

/** The results pages: `/champs/{champId}?` and `/results/{live}?`. */
export interface ResultsPageData {
  kind: 'results';
  mode: 'finished' | 'live';
  /** The page the champ links are relative to. */
  page: 'champs' | 'results';
  champId: number | undefined;
  champs: FilterLink<{ champId: number | undefined; name: string | null }>[];
  modes: FilterLink<'finished' | 'live'>[];
  /** Finished games by champ. */
  groups: { champId: number; champName: string; countryName: string; rows: ResultRow[] }[];
  /** Live games (mode live), for the live island. */
  live: GameState[];
  limit: number;
  serverTime: number;
}

/** One statistic of both sides. */
interface StatisticRow {
  /** i18n key of the statistic. */
  key: string;
  home: number | null;
  away: number | null;
}

/** The statistic page. */
export interface StatisticPageData {
  kind: 'statistic';
  game: GameState;
  /** The statistics of a finished football game; null while it is not finished, and for sports whose files have none (tennis, NFL). */
  rows: StatisticRow[] | null;
  /** The score by period of a finished tennis (sets) or NFL (quarters, overtime) game; empty otherwise. */
  periods: PeriodScore[];
  /** Earlier meetings of the two sides in the files, newest first. */
  headToHead: PastGame[];
  /** Each side's latest results in the files before the game, newest first. */
  recent: { home: SideResult[]; away: SideResult[] };
  gameHref: string;
  serverTime: number;
}

/** The multi-live page. */
export interface MultiLivePageData {
  kind: 'multi';
  games: GameState[];
  serverTime: number;
}

/** Upcoming games a champ landing page lists. */
export const CHAMP_PAGE_LINE_LIMIT = 20;
/** Latest results a champ landing page lists. */
export const CHAMP_PAGE_RESULTS_LIMIT = 10;

/** A champ landing page (spec §2 page types `champ/{epl|laliga}`). */
export interface ChampLandingPageData {
  kind: 'champ';
  /** The page slug, `epl` or `laliga`. */
  page: string;
  champId: number;
  champName: string;
  countryName: string;
  /** The games of the champ in play now (LiveGames island). */
  live: GameState[];
  /** The next {@link CHAMP_PAGE_LINE_LIMIT} upcoming games of the champ (LineGames island). */
  line: GameState[];
  /** The champ's latest {@link CHAMP_PAGE_RESULTS_LIMIT} finished games, newest first, real scores. */
  results: ResultRow[];
  /** The table of the current replay season up to now (src/domain/feed/standings.ts). */
  standings: StandingRow[];
  /** Season of the table by its starting year. */
  season: number;
  /** Matches of the season finished so far, and in all. */
  seasonPlayed: number;
  seasonTotal: number;
  /** The champ's line list, live list and results pages. */
  lineHref: string;
  liveHref: string;
  resultsHref: string;
  serverTime: number;
}
