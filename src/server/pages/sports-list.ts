/**
 * The line and live list pages (spec §2 Sports: `/line/...`, `/live/...`): the route's SEO
 * stream picks the section; an unknown menu section, sport or champ is the 404 page.
 */
import type { SportsPricing } from '../../../schemas/sports-pricing.ts';
import type { LanguageCode } from '../../../schemas/language.ts';
import { localizedHref } from '../../domain/routing/resolve.ts';
import {
  feedChamps, feedSports, TOP_MENU_SECTION, champById, champBySlug, menuSectionOf, sportBySlug, sportsPath, type MenuSection, type SportsSection,
} from '../../domain/feed/slugs.ts';
import {
  DEFAULT_LIST_LIMIT, LIST_RENDER_ROWS, MATCH_TAB, MAX_LIST_LIMIT, inTab, listFromOf, listLimitOf, marketFilterOf, marketFilters, matchTabOf, matchTabs, rowGroupOf, rowGroupsBySport, teamFilterOf,
} from '../../domain/feed/filters.ts';
import { nameIn } from '../../domain/feed/catalogue.ts';
import { DEFAULT_ROW_GROUP, type GameState } from '../../domain/feed/live-sync.ts';
import type { ChampGroup, ListPageData, MenuSport, TeamLink } from '../../domain/pages/sports.ts';
import { feedNow } from '../feed/clock.ts';
import { getFeed, windowGames, type Feed, type WindowGame } from '../feed/service.ts';
import { isTop, stateOf, tabGameOf, warmTopAnswers } from '../feed/views.ts';
import { perTick } from '../feed/tick-cache.ts';
import { loaded, type PageLoader } from './load.ts';
import { hiddenSports } from '../../domain/office/settings.ts';

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
  return feedChamps().flatMap((champ) => {
    const list = games.filter((g) => g.champId === champ.champId);
    if (list.length === 0) return [];
    return [{ champId: champ.champId, champName: nameIn(champ.names, lng), countryName: nameIn(champ.countryNames, lng), href: localizedHref(lng, sportsPath({ section, menuSection, champId: champ.champId })), games: list }];
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
  pricing: SportsPricing,
): ListPageData | null {
  const menuSection = menuSectionOf(params.menuSection);
  if (!menuSection) return null;
  const sport = params.sport === undefined ? undefined : sportBySlug(params.sport);
  if (sport === null) return null;
  const champ = params.champ === undefined ? undefined : champBySlug(params.champ);
  if (champ === null || (champ && champ.sportId !== sport?.sportId)) return null;
  const tab = matchTabOf(query.get('tab'), section);
  // The filters of the sport listed (every sport's on an all-sports list); each row shows the chosen group when its sport has it.
  const offered = marketFilters(sport ? [sport.sportId] : undefined);
  const market = marketFilterOf(query.get('market'), offered);
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
    return menuSection !== TOP_MENU_SECTION || isTop(feed, g, now, pricing);
  });
  const inPage = teamId === undefined ? inTabAnyTeam : inTabAnyTeam.filter((g) => g.match.home.id === teamId || g.match.away.id === teamId);
  const countOf = (test: (g: WindowGame) => boolean) => inPage.filter(test).length;
  const path = (location: { sportId?: number; champId?: number; menuSection?: MenuSection }) =>
    localizedHref(lng, sportsPath({ section, menuSection: location.menuSection ?? (params.menuSection === undefined ? undefined : menuSection), ...location }));

  const menu: MenuSport[] = feedSports().map((s) => ({
    sportId: s.sportId,
    name: nameIn(s.names, lng),
    count: countOf((g) => g.match.sportId === s.sportId),
    href: withQuery(path({ sportId: s.sportId, menuSection }), { ...keep, team: undefined }),
    active: sport?.sportId === s.sportId,
    champs: feedChamps().filter((c) => c.sportId === s.sportId).map((c) => ({
      champId: c.champId,
      name: nameIn(c.names, lng),
      countryName: nameIn(c.countryNames, lng),
      count: countOf((g) => g.match.champId === c.champId),
      href: withQuery(path({ champId: c.champId, menuSection }), { ...keep, team: undefined }),
      active: champ?.champId === c.champId,
    })),
  }));

  const selected = inPage.filter((g) => (!sport || g.match.sportId === sport.sportId) && (!champ || g.match.champId === champ.champId));
  // Line lists render LIST_RENDER_ROWS games per response from `from`; live lists (hydrated, on the stream) all at once.
  const from = section === 'line' ? listFromOf(query.get('from'), limit) : 0;
  const until = section === 'line' ? Math.min(limit, from + LIST_RENDER_ROWS) : limit;
  const states = selected.slice(from, until).map((g) => stateOf(feed, g, now, { lng, groupId: rowGroupOf(g.match.sportId, market), pricing, menuSection }));
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
    rowGroups: rowGroupsBySport(market),
    markets: offered.map((item) => ({
      item,
      href: withQuery(here, { ...keep, market: item.groupId === DEFAULT_ROW_GROUP ? undefined : item.groupId }),
      active: item.groupId === market,
    })),
    limit,
    total: selected.length,
    moreHref: selected.length > limit && limit < MAX_LIST_LIMIT ? withQuery(here, { ...keep, limit: Math.min(MAX_LIST_LIMIT, limit + DEFAULT_LIST_LIMIT) }) : null,
    nextRowsHref: until < Math.min(limit, selected.length) ? withQuery(here, { ...keep, limit, from: until }) : null,
    groups: byChamp(lng, section, menuSection, states),
    serverTime: now,
  };
}

/**
 * The list without the sports a player hid from this section (spec §3 disallow_line_sport /
 * disallow_live_sport): gone from the menu and from the games; a page about a hidden sport keeps
 * its games (the player asked for it by its address).
 */
function withoutHiddenSports(data: ListPageData, hidden: ReadonlySet<number>): ListPageData {
  if (hidden.size === 0) return data;
  const keep = (sportId: number | undefined) => sportId === undefined || sportId === data.sportId || !hidden.has(sportId);
  const groups = data.groups.filter((group) => keep(champById(group.champId)?.sportId));
  return { ...data, menu: data.menu.filter((sport) => keep(sport.sportId)), groups };
}

/**
 * Loads the list page of the route's section (`line` or `live` stream), computed once per feed tick
 * for each address, language and brand pricing (src/server/feed/tick-cache.ts); a player's hidden sports are left out.
 */
export const loadSportsList: PageLoader<ListPageData> = async (ctx) => {
  const section = ctx.route.stream === 'live' ? 'live' : 'line';
  const key = `list\u0000${section}\u0000${ctx.lng}\u0000${JSON.stringify(ctx.params)}\u0000${ctx.query.toString()}`;
  const feed = await getFeed();
  // The top menu asks every upcoming game of the window whether it is top: priced in slices first.
  if (menuSectionOf(ctx.params.menuSection) === TOP_MENU_SECTION) await warmTopAnswers(feed, feedNow(), ctx.brand.sportsPricing);
  const data = perTick(feed, ctx.brand.sportsPricing, key, feedNow(), (feed, now, pricing) => listPage(feed, section, ctx.params, ctx.query, ctx.lng, now, pricing));
  if (data === null || ctx.userSettings === undefined) return loaded(data);
  return loaded(withoutHiddenSports(data, hiddenSports(ctx.userSettings, section)));
};
