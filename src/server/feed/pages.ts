/**
 * Data of the sports pages (issue 5, spec §2 Sports) and of the champ landing pages
 * (`champ/{epl|laliga}` with the league table): what each page shows, read straight from
 * the running feed (no HTTP to itself). Each loader answers null for a request the page cannot
 * serve (unknown slug, game or champ), which the catch-all page answers with the 404 page, or a
 * redirect to the game's canonical path.
 *
 * Cost: the replay window (every match of a cycle, ~3200) is located by slot arithmetic only;
 * states and prices are computed for the games shown (pre-match prices are cached per match by
 * `marketsAt`).
 */
import type { LanguageCode } from '../../../schemas/language.ts';
import type { PageComponent } from '../../domain/routing/types.ts';
import { localizedHref } from '../../domain/routing/resolve.ts';
import type { ImportedMatch, SideStats } from '../../domain/feed/match.ts';
import { MATCH_WALL_MS, replayState, type ReplayMarket } from '../../domain/feed/replay.ts';
import { liveEventPlan } from '../../domain/feed/live-events.ts';
import {
  CHAMPS, SPORTS, TOP_MENU_SECTION, champById, champBySlug, champOfPage, menuSectionOf, sportBySlug, sportsPath,
  type MenuSection, type SportsSection,
} from '../../domain/feed/slugs.ts';
import { computeStandings, seasonSoFar, teamsOf, type StandingRow } from '../../domain/feed/standings.ts';
import {
  DEFAULT_LIST_LIMIT, MATCH_TAB, MAX_LIST_LIMIT, MARKET_FILTERS, inTab, listLimitOf, marketFilterOf, matchTabOf, matchTabs, teamFilterOf,
  type MarketFilter, type MatchTab, type TabGame,
} from '../../domain/feed/filters.ts';
import { feedNow } from './clock.ts';
import { DEFAULT_ROW_GROUP, gameStateOf, groupStates, type GameState, type GroupState } from '../../domain/feed/live-sync.ts';
import {
  gameDetail, gameView, getFeed, isTopGame, marketsAt, scheduledAt, statusAt, windowGames, type Feed, type GameView, type WindowGame,
} from './service.ts';

export { windowGames } from './service.ts';

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

/** Markets of a window game at `now` (none when finished). */
function marketsOf(feed: Feed, game: WindowGame, now: number): ReplayMarket[] {
  return game.status === 'finished' ? [] : marketsAt(feed, game.match, now, game.kickoff);
}

/** Spec §3: a top game (`isTopGame` of its markets at `now`). */
function isTop(feed: Feed, game: WindowGame, now: number): boolean {
  return isTopGame(marketsOf(feed, game, now));
}

/** The feed's view of a window game. */
function viewOf(feed: Feed, game: WindowGame, now: number, markets: readonly ReplayMarket[]): GameView {
  return gameView(feed, scheduledAt(game, now), now, markets);
}

/** Section of the page a game belongs on: line before kick-off, live from then on. */
const sectionOfStatus = (status: GameState['status']): SportsSection => (status === 'line' ? 'line' : 'live');

/** Link of a game's page. */
export function gameHref(lng: LanguageCode, game: { status: GameState['status']; champId: number; permanentId: number }, menuSection?: MenuSection): string {
  return localizedHref(lng, sportsPath({ section: sectionOfStatus(game.status), menuSection, champId: game.champId, game: game.permanentId }));
}

/** The island state of a window game. */
function stateOf(feed: Feed, game: WindowGame, now: number, options: { lng: LanguageCode; groupId: number; menuSection?: MenuSection }): GameState {
  const markets = marketsOf(feed, game, now);
  const view = viewOf(feed, game, now, markets);
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
function tabGameOf(game: WindowGame, tab: number, now: number): TabGame {
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

/** A team of tab 5's team list. */
export interface TeamLink {
  teamId: number;
  name: string;
  href: string;
  active: boolean;
}

/** A champ of the sports menu with the number of games. */
export interface MenuChamp {
  champId: number;
  name: string;
  countryName: string;
  count: number;
  href: string;
  active: boolean;
}

/** A sport of the sports menu with its champs. */
export interface MenuSport {
  sportId: number;
  nameKey: string;
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
export interface FilterLink<T> {
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
  markets: FilterLink<MarketFilter>[];
  limit: number;
  /** Games matching the page's filters, before the limit. */
  total: number;
  /** The same list with more games, while some are not shown (up to the most a page lists). */
  moreHref: string | null;
  groups: ChampGroup[];
  serverTime: number;
}

/** A list link with its query: the kept filters (tab, market, limit), one of them possibly changed. */
function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Tab 5's team links: each team of the games once, by name. */
function teamLinks(games: readonly WindowGame[], teamId: number | undefined, hrefOf: (teamId: number) => string): TeamLink[] {
  const names = new Map<number, string>();
  for (const g of games) for (const team of [g.match.home, g.match.away]) names.set(team.id, team.name);
  return [...names].sort((a, b) => a[1].localeCompare(b[1], 'en')).map(([id, name]) => ({ teamId: id, name, href: hrefOf(id), active: id === teamId }));
}

/** Groups games by champ, champs in the league table's order. */
function byChamp(lng: LanguageCode, section: SportsSection, menuSection: MenuSection, games: readonly GameState[]): ChampGroup[] {
  return CHAMPS.flatMap((champ) => {
    const list = games.filter((g) => g.champId === champ.champId);
    if (list.length === 0) return [];
    return [{ champId: champ.champId, champName: champ.champName, countryName: champ.countryName, href: localizedHref(lng, sportsPath({ section, menuSection, champId: champ.champId })), games: list }];
  });
}

/**
 * The line or live page: `/{section}/{menuSection}?/{sport}?/{champ}?` with `?tab`, `?market`,
 * `?limit`. Null for an unknown menu section, sport or champ (or a champ of another sport).
 */
export function listPage(
  feed: Feed,
  section: SportsSection,
  params: Record<string, string | undefined>,
  query: URLSearchParams,
  lng: LanguageCode,
  now: number,
): ListPageData | null {
  const menuSection = menuSectionOf(params.menuSection);
  if (!menuSection) return null;
  const sport = params.sport === undefined ? undefined : sportBySlug(params.sport);
  if (sport === null) return null;
  const champ = params.champ === undefined ? undefined : champBySlug(params.champ);
  if (champ === null || (champ && champ.sportId !== sport?.sportId)) return null;
  const tab = matchTabOf(query.get('tab'), section);
  const market = marketFilterOf(query.get('market'));
  const limit = listLimitOf(query.get('limit'));
  const teamId = tab === MATCH_TAB.teams ? teamFilterOf(query.get('team')) : undefined;
  // Links keep the filters that differ from their defaults.
  const keep = {
    tab: tab === 0 ? undefined : tab,
    team: teamId,
    market: market === DEFAULT_ROW_GROUP ? undefined : market,
    limit: query.has('limit') && limit !== DEFAULT_LIST_LIMIT ? limit : undefined,
  };

  const inTabAnyTeam = windowGames(feed, now).filter((g) => {
    if (g.status === 'finished') return false;
    if (!inTab(tabGameOf(g, tab, now), tab, section, now)) return false;
    return menuSection !== TOP_MENU_SECTION || isTop(feed, g, now);
  });
  const inPage = teamId === undefined ? inTabAnyTeam : inTabAnyTeam.filter((g) => g.match.home.id === teamId || g.match.away.id === teamId);
  const countOf = (test: (g: WindowGame) => boolean) => inPage.filter(test).length;
  const path = (location: { sportId?: number; champId?: number; menuSection?: MenuSection }) =>
    localizedHref(lng, sportsPath({ section, menuSection: location.menuSection ?? (params.menuSection === undefined ? undefined : menuSection), ...location }));

  const menu: MenuSport[] = SPORTS.map((s) => ({
    sportId: s.sportId,
    nameKey: s.nameKey,
    count: countOf((g) => g.match.sportId === s.sportId),
    href: withQuery(path({ sportId: s.sportId, menuSection }), { ...keep, team: undefined }),
    active: sport?.sportId === s.sportId,
    champs: CHAMPS.filter((c) => c.sportId === s.sportId).map((c) => ({
      champId: c.champId,
      name: c.champName,
      countryName: c.countryName,
      count: countOf((g) => g.match.champId === c.champId),
      href: withQuery(path({ champId: c.champId, menuSection }), { ...keep, team: undefined }),
      active: champ?.champId === c.champId,
    })),
  }));

  const selected = inPage.filter((g) => (!sport || g.match.sportId === sport.sportId) && (!champ || g.match.champId === champ.champId));
  const states = selected.slice(0, limit).map((g) => stateOf(feed, g, now, { lng, groupId: market, menuSection }));
  const here = path({ sportId: sport?.sportId, champId: champ?.champId });
  return {
    kind: 'list',
    section,
    menuSection,
    sportId: sport?.sportId,
    champId: champ?.champId,
    menu,
    menuSections: (['all', 'top'] as const).map((item) => ({
      item,
      href: withQuery(localizedHref(lng, sportsPath({ section, menuSection: item, sportId: sport?.sportId, champId: champ?.champId })), keep),
      active: item === menuSection,
    })),
    tab,
    tabs: matchTabs(section).map((item) => ({ item, href: withQuery(here, { ...keep, team: undefined, tab: item.id === 0 ? undefined : item.id }), active: item.id === tab })),
    teams: tab === MATCH_TAB.teams ? teamLinks(inTabAnyTeam.filter((g) => (!sport || g.match.sportId === sport.sportId) && (!champ || g.match.champId === champ.champId)), teamId, (id) => withQuery(here, { ...keep, team: id })) : [],
    teamId,
    market,
    markets: MARKET_FILTERS.map((item) => ({
      item,
      href: withQuery(here, { ...keep, market: item.groupId === DEFAULT_ROW_GROUP ? undefined : item.groupId }),
      active: item.groupId === market,
    })),
    limit,
    total: selected.length,
    moreHref: selected.length > limit && limit < MAX_LIST_LIMIT ? withQuery(here, { ...keep, limit: Math.min(MAX_LIST_LIMIT, limit + DEFAULT_LIST_LIMIT) }) : null,
    groups: byChamp(lng, section, menuSection, states),
    serverTime: now,
  };
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

/**
 * The game page `/{section}/{menuSection}/{sport}/{champ}/{game}`: null for unknown slugs, a game
 * outside the feed or one of another champ; a redirect when the game belongs to the other
 * section (a line game that has kicked off is on live).
 */
export function gamePage(
  feed: Feed,
  section: SportsSection,
  params: Record<string, string | undefined>,
  lng: LanguageCode,
  now: number,
): GamePageData | { kind: 'redirect'; location: string } | null {
  const menuSection = menuSectionOf(params.menuSection);
  const sport = params.sport === undefined ? null : sportBySlug(params.sport);
  const champ = params.champ === undefined ? null : champBySlug(params.champ);
  const id = Number(params.game);
  if (!menuSection || !sport || !champ || champ.sportId !== sport.sportId || !Number.isSafeInteger(id)) return null;
  const match = feed.byId.get(id);
  if (!match || match.champId !== champ.champId) return null;
  const detail = gameDetail(feed, id, now);
  if (!detail) return null;
  const view = detail.game;
  const canonical = sectionOfStatus(view.status);
  if (canonical !== section) return { kind: 'redirect', location: gameHref(lng, view, menuSection) };
  const markets = detail.groups.flatMap((g) => g.markets);
  const kickoff = view.start * 1000;
  return {
    kind: 'game',
    section,
    game: gameStateOf(view, markets, { groupId: DEFAULT_ROW_GROUP, href: gameHref(lng, view, menuSection), seq: lastSeqAt(match, kickoff, now), at: now }),
    groups: groupStates(detail.groups),
    numberOfMarkets: view.numberOfMarkets,
    statisticHref: view.status === 'finished' ? localizedHref(lng, `/statistic/${id}`) : null,
    backHref: localizedHref(lng, sportsPath({ section, menuSection, champId: champ.champId })),
    serverTime: now,
  };
}

/** A finished (or live) game of the results pages. */
export interface ResultRow {
  permanentId: number;
  champId: number;
  /** Replayed kick-off, Unix seconds. */
  start: number;
  home: string;
  away: string;
  score: [number, number];
  halfTimeScore: [number, number] | null;
  statisticHref: string;
}

/** The result row of a finished window game: its real final and half-time scores. */
function resultRowOf(g: WindowGame, lng: LanguageCode): ResultRow {
  return {
    permanentId: g.match.permanentId,
    champId: g.match.champId,
    start: Math.floor(g.kickoff / 1000),
    home: g.match.home.name,
    away: g.match.away.name,
    score: [g.match.fullTime.home, g.match.fullTime.away],
    halfTimeScore: [g.match.halfTime.home, g.match.halfTime.away],
    statisticHref: localizedHref(lng, `/statistic/${g.match.permanentId}`),
  };
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

/**
 * Results: finished games (newest first, up to `?limit`) with their real final and half-time
 * scores, by champ; `/champs/{champId}` one champ; `/results/live` the games in play. Null for an
 * unknown champ and for `/results/zone` (no zone data in this feed).
 */
export function resultsPage(
  feed: Feed,
  page: 'champs' | 'results',
  params: Record<string, string | undefined>,
  query: URLSearchParams,
  lng: LanguageCode,
  now: number,
): ResultsPageData | null {
  const champId = page === 'champs' && params.champId !== undefined ? Number(params.champId) : undefined;
  if (champId !== undefined && !champById(champId)) return null;
  if (page === 'results' && params.resultsSection === 'zone') return null;
  const mode = page === 'results' && params.resultsSection === 'live' ? 'live' : 'finished';
  const limit = listLimitOf(query.get('limit'));
  const all = windowGames(feed, now);
  const finished = mode === 'finished'
    ? all.filter((g) => g.status === 'finished' && (champId === undefined || g.match.champId === champId)).reverse().slice(0, limit)
    : [];
  const rows = finished.map((g) => resultRowOf(g, lng));
  const live = mode === 'live' ? all.filter((g) => g.status === 'live').map((g) => stateOf(feed, g, now, { lng, groupId: DEFAULT_ROW_GROUP })) : [];
  return {
    kind: 'results',
    mode,
    page,
    champId,
    champs: [{ champId: undefined, name: null }, ...CHAMPS.map((c) => ({ champId: c.champId, name: c.champName }))].map((item) => ({
      item,
      href: localizedHref(lng, item.champId === undefined ? '/champs' : `/champs/${item.champId}`),
      active: page === 'champs' && item.champId === champId,
    })),
    modes: (['finished', 'live'] as const).map((item) => ({
      item,
      href: localizedHref(lng, item === 'live' ? '/results/live' : '/results'),
      active: page === 'results' && item === mode,
    })),
    groups: CHAMPS.flatMap((c) => {
      const list = rows.filter((r) => r.champId === c.champId);
      return list.length ? [{ champId: c.champId, champName: c.champName, countryName: c.countryName, rows: list }] : [];
    }),
    live,
    limit,
    serverTime: now,
  };
}

/** One statistic of both sides. */
export interface StatisticRow {
  /** i18n key of the statistic. */
  key: string;
  home: number | null;
  away: number | null;
}

/** The statistic page. */
export interface StatisticPageData {
  kind: 'statistic';
  game: GameState;
  /** The statistics of a finished game; null while it is not finished. */
  rows: StatisticRow[] | null;
  gameHref: string;
  serverTime: number;
}

const STATISTICS: readonly [keyof SideStats, string][] = [
  ['shots', 'stat_shots'],
  ['shotsOnTarget', 'stat_shots_on_target'],
  ['corners', 'stat_corners'],
  ['fouls', 'stat_fouls'],
  ['yellow', 'stat_yellow_cards'],
  ['red', 'stat_red_cards'],
];

/**
 * `/statistic/{gameId}`: the real statistics of a finished game (shots, on target, corners,
 * fouls, yellow and red cards per side); a game not finished yet has none to show. Null without
 * an id or for a game outside the feed.
 */
export function statisticPage(feed: Feed, params: Record<string, string | undefined>, lng: LanguageCode, now: number): StatisticPageData | null {
  if (params.gameId === undefined) return null;
  const id = Number(params.gameId);
  const match = Number.isSafeInteger(id) ? feed.byId.get(id) : undefined;
  if (!match) return null;
  const detail = gameDetail(feed, id, now);
  if (!detail) return null;
  const markets = detail.groups.flatMap((g) => g.markets);
  const href = gameHref(lng, detail.game);
  const game = gameStateOf(detail.game, markets, { groupId: DEFAULT_ROW_GROUP, href, seq: lastSeqAt(match, detail.game.start * 1000, now), at: now });
  const stats = detail.stats;
  const rows = stats ? STATISTICS.map(([field, key]) => ({ key, home: stats.home[field] ?? null, away: stats.away[field] ?? null })) : null;
  return { kind: 'statistic', game, rows, gameHref: href, serverTime: now };
}

/** The multi-live page. */
export interface MultiLivePageData {
  kind: 'multi';
  games: GameState[];
  serverTime: number;
}

/** `/multi`: every live game. */
export function multiLivePage(feed: Feed, lng: LanguageCode, now: number): MultiLivePageData {
  const games = windowGames(feed, now)
    .filter((g) => g.status === 'live')
    .map((g) => stateOf(feed, g, now, { lng, groupId: DEFAULT_ROW_GROUP }));
  return { kind: 'multi', games, serverTime: now };
}

/** The first `limit` upcoming top games (spec §3: at least 10 markets), with their 1X2 row. */
export function topGames(feed: Feed, limit: number, lng: LanguageCode, now: number): GameState[] {
  const out: GameState[] = [];
  const around = feed.schedule.gamesAround(now, { pastCount: 0, futureCount: Math.max(limit * 4, 40) });
  for (const scheduled of around) {
    if (out.length >= limit) break;
    if (scheduled.state.status !== 'line') continue;
    const game: WindowGame = { match: scheduled.match, kickoff: scheduled.kickoff, cycle: scheduled.cycle, status: 'line' };
    if (!isTop(feed, game, now)) continue;
    out.push(stateOf(feed, game, now, { lng, groupId: DEFAULT_ROW_GROUP, menuSection: TOP_MENU_SECTION }));
  }
  return out;
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

/**
 * The latest slot of the feed's cadence schedule finished at `now` (kick-off + 105 min ≤ now),
 * the same arithmetic as the window's statuses.
 */
function lastFinishedSlot(feed: Feed, now: number): number {
  const { epochMs, cadenceMs } = feed.schedule;
  return Math.floor((now - MATCH_WALL_MS - epochMs) / cadenceMs);
}

/**
 * The champ landing page `/champ/{champPage}` (spec §2 Sports page types
 * `champ/epl/laliga/europaleague/ipl`, each with home, game and final children), for the champs
 * the feed has: `epl` → Premier League (champ 101), `laliga` → La Liga (103)
 * (src/domain/feed/slugs.ts `CHAMP_PAGES`). It shows the champ's name and country, its games in
 * play, its next {@link CHAMP_PAGE_LINE_LIMIT} upcoming games, its latest
 * {@link CHAMP_PAGE_RESULTS_LIMIT} results with the real scores, and the league table of the
 * current replay season up to now (`seasonSoFar` and `computeStandings` of
 * src/domain/feed/standings.ts: the season of the champ's latest finished game, every team of
 * that season, the real results finished in the replay so far).
 *
 * Null (the 404 page) for an unknown page slug and for `europaleague` and `ipl`: the feed has no
 * Europa League or IPL data. The other children: `/champ/{page}/game/{id}` is
 * {@link champGamePage}; `/champ/{page}/final` is always the 404 page (no final in the feed's
 * leagues, see {@link loadSportsPage}).
 */
export function champLandingPage(feed: Feed, params: Record<string, string | undefined>, lng: LanguageCode, now: number): ChampLandingPageData | null {
  const champ = champOfPage(params.champPage);
  if (!champ) return null;
  const games = windowGames(feed, now).filter((g) => g.match.champId === champ.champId);
  const state = (g: WindowGame) => stateOf(feed, g, now, { lng, groupId: DEFAULT_ROW_GROUP });
  const live = games.filter((g) => g.status === 'live').map(state);
  const line = games.filter((g) => g.status === 'line').slice(0, CHAMP_PAGE_LINE_LIMIT).map(state);
  const results = games.filter((g) => g.status === 'finished').reverse().slice(0, CHAMP_PAGE_RESULTS_LIMIT).map((g) => resultRowOf(g, lng));
  const season = seasonSoFar(feed.schedule.order, lastFinishedSlot(feed, now), champ.champId);
  if (!season) return null;
  const href = (section: SportsSection) => localizedHref(lng, sportsPath({ section, champId: champ.champId }));
  return {
    kind: 'champ',
    page: params.champPage!,
    champId: champ.champId,
    champName: champ.champName,
    countryName: champ.countryName,
    live,
    line,
    results,
    standings: computeStandings(teamsOf(season.fixtures), season.played),
    season: season.season,
    seasonPlayed: season.played.length,
    seasonTotal: season.fixtures.length,
    lineHref: href('line'),
    liveHref: href('live'),
    resultsHref: localizedHref(lng, `/champs/${champ.champId}`),
    serverTime: now,
  };
}

/**
 * `/champ/{champPage}/game/{id}`: a redirect to the game's canonical page (line before kick-off,
 * live from then on, `gameHref`) when the game is one of the page's champ; null (the 404 page)
 * for an unknown or unsupported champ page (`europaleague`, `ipl`), an unknown game or a game of
 * another champ.
 */
export function champGamePage(feed: Feed, params: Record<string, string | undefined>, lng: LanguageCode, now: number): { kind: 'redirect'; location: string } | null {
  const champ = champOfPage(params.champPage);
  const id = Number(params.game);
  if (!champ || !Number.isSafeInteger(id)) return null;
  const match = feed.byId.get(id);
  if (!match || match.champId !== champ.champId) return null;
  const status = statusAt(feed.schedule.slotOf(match, now).kickoff, now);
  return { kind: 'redirect', location: gameHref(lng, { status, champId: match.champId, permanentId: match.permanentId }) };
}

/**
 * Sports page types of spec §2 (`/{pageType}` with `game/{id}` and `final` children). `topgame`
 * is the feed's top games: the page is the top-games line list (`/line/top`, 302) and its game
 * child the game's page; the other types (betsonyour, marble, team, ufc, politics) have no data
 * in this feed and every `final` child has none either: null, the 404 page.
 */
export function pageTypePage(params: Record<string, string | undefined>, lng: LanguageCode): { kind: 'redirect'; location: string } | null {
  if (params.pageType !== 'topgame') return null;
  return { kind: 'redirect', location: localizedHref(lng, sportsPath({ section: 'line', menuSection: TOP_MENU_SECTION })) };
}

/** `/topgame/game/{id}`: a redirect to the game's page (see {@link pageTypePage}); null otherwise. */
export function pageTypeGamePage(feed: Feed, params: Record<string, string | undefined>, lng: LanguageCode, now: number): { kind: 'redirect'; location: string } | null {
  const id = Number(params.game);
  if (params.pageType !== 'topgame' || !Number.isSafeInteger(id)) return null;
  const match = feed.byId.get(id);
  if (!match) return null;
  const status = statusAt(feed.schedule.slotOf(match, now).kickoff, now);
  return { kind: 'redirect', location: gameHref(lng, { status, champId: match.champId, permanentId: match.permanentId }, TOP_MENU_SECTION) };
}

/** The data of a sports page, by page component. */
export type SportsPageData = ListPageData | GamePageData | ResultsPageData | StatisticPageData | MultiLivePageData | ChampLandingPageData;

/** Page components of the route table served by this module. */
export const SPORTS_COMPONENTS = [
  'sports-line', 'sports-live', 'sports-game', 'champ-results', 'results', 'statistic', 'multi-live',
  'champ-page', 'champ-page-game', 'champ-page-final', 'page-type', 'page-type-game', 'page-type-final',
] as const satisfies readonly PageComponent[];
/** A sports page component. */
export type SportsComponent = (typeof SPORTS_COMPONENTS)[number];

/** True for the page components this module serves. */
export function isSportsComponent(component: string | null | undefined): component is SportsComponent {
  return (SPORTS_COMPONENTS as readonly string[]).includes(component ?? '');
}

/**
 * Loads a sports page: its data, a redirect, or null for the 404 page.
 * @param routeStream the route's SEO stream (line or live), which section a game page is in
 */
export async function loadSportsPage(
  component: SportsComponent,
  request: { params: Record<string, string | undefined>; query: URLSearchParams; lng: LanguageCode; routeStream: string },
  now: number = feedNow(),
): Promise<SportsPageData | { kind: 'redirect'; location: string } | null> {
  const feed = await getFeed();
  const { params, query, lng } = request;
  switch (component) {
    case 'sports-line':
      return listPage(feed, 'line', params, query, lng, now);
    case 'sports-live':
      return listPage(feed, 'live', params, query, lng, now);
    case 'sports-game':
      return gamePage(feed, request.routeStream === 'live' ? 'live' : 'line', params, lng, now);
    case 'champ-results':
      return resultsPage(feed, 'champs', params, query, lng, now);
    case 'results':
      return resultsPage(feed, 'results', params, query, lng, now);
    case 'statistic':
      return statisticPage(feed, params, lng, now);
    case 'multi-live':
      return multiLivePage(feed, lng, now);
    case 'champ-page':
      return champLandingPage(feed, params, lng, now);
    case 'champ-page-game':
      return champGamePage(feed, params, lng, now);
    case 'champ-page-final':
    case 'page-type-final':
      // Spec §2's final child of a champ page or page type: none of the feed's leagues has a final.
      return null;
    case 'page-type':
      return pageTypePage(params, lng);
    case 'page-type-game':
      return pageTypeGamePage(feed, params, lng, now);
  }
}

/** The document title of a sports page (without the brand). */
export function sportsPageTitle(data: SportsPageData, t: (key: string) => string): string {
  switch (data.kind) {
    case 'list': {
      const champ = data.champId === undefined ? null : champById(data.champId);
      const section = t(data.section === 'line' ? 'sports_line_title' : 'sports_live_title');
      return champ ? `${champ.champName} · ${section}` : section;
    }
    case 'game':
      return `${data.game.home} \u2013 ${data.game.away} · ${data.game.champName}`;
    case 'results': {
      const champ = data.champId === undefined ? null : champById(data.champId);
      return champ ? `${champ.champName} · ${t('results_title')}` : t('results_title');
    }
    case 'statistic':
      return `${data.game.home} \u2013 ${data.game.away} · ${t('statistic_title')}`;
    case 'multi':
      return t('multi_live_title');
    case 'champ':
      return `${data.champName} · ${t('champ_page_title')}`;
  }
}
