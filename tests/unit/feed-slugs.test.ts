/**
 * Slugs of the sports pages (src/domain/feed/slugs.ts), the route table's parameter rules built
 * from them, and the list filters (src/domain/feed/filters.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  feedChamps, CHAMP_SLUG_RULE, MENU_SECTION_RE, SPORT_SLUG_RULE, champById, champBySlug, menuSectionOf, slugify, sportBySlug, sportsPath,
} from '../../src/domain/feed/slugs.ts';
import { footballLeagues } from '../../src/domain/feed/match.ts';
import {
  DEFAULT_LIST_LIMIT, EVENT_WINDOW_MS, RECOMMENDED_MAX_RATIO, isEvenlyMatched, teamFilterOf, MARKET_FILTERS, MAX_LIST_LIMIT, MATCH_TAB, UPCOMING_WINDOW_MS, inTab, listLimitOf, marketFilterOf, matchTabOf, matchTabs,
} from '../../src/domain/feed/filters.ts';
import { GROUP } from '../../src/domain/feed/odds-model.ts';
import { matchRoute } from '../../src/domain/routing/match.ts';
import { resolvePageRequest } from '../../src/domain/routing/resolve.ts';
import { resolveBrand } from '../helpers/brand-fixture.ts';

describe('slugs', () => {
  it.each([
    ['Premier League', 'premier-league'],
    ['Serie A', 'serie-a'],
    ['La Liga', 'la-liga'],
    ['  Ligue 1 — Uber Eats ', 'ligue-1-uber-eats'],
    ['Süper Lig', 'super-lig'],
    ["Nott'm Forest", 'nott-m-forest'],
  ])('slugify(%j) = %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('names every champ of the feed by its slug, both ways', () => {
    expect(feedChamps().slice(0, 3).map((c) => [c.champId, c.slug])).toEqual([[101, 'premier-league'], [102, 'serie-a'], [103, 'la-liga']]);
    expect(feedChamps().filter((c) => c.countryName === 'Scotland').map((c) => c.slug)).toEqual(['scottish-premiership', 'scottish-championship', 'scottish-league-one', 'scottish-league-two']);
    expect(new Set(feedChamps().map((c) => c.slug)).size).toBe(feedChamps().length);
    expect(feedChamps().filter((c) => c.sportId === 1)).toHaveLength(Object.keys(footballLeagues()).length);
    expect(feedChamps().filter((c) => c.sportId !== 1).map((c) => c.slug)).toEqual(['atp-grand-slam', 'atp-masters-1000', 'atp-500', 'atp-250', 'atp-finals', 'nfl']);
    for (const champ of feedChamps()) {
      expect(champBySlug(champ.slug)).toBe(champ);
      expect(champById(champ.champId)).toBe(champ);
    }
    expect(champBySlug('bundesliga')?.champId).toBe(105);
    expect(champBySlug('eerste-divisie')).toBeNull();
    expect(champById(999)).toBeNull();
    expect(sportBySlug('football')?.sportId).toBe(1);
    expect(sportBySlug('tennis')?.sportId).toBe(2);
    expect(sportBySlug('american-football')?.sportId).toBe(3);
    expect(sportBySlug('basketball')).toBeNull();
  });

  it('reads menu sections: top, all, and none as all', () => {
    expect(menuSectionOf(undefined)).toBe('all');
    expect(menuSectionOf('top')).toBe('top');
    expect(menuSectionOf('all')).toBe('all');
    expect(menuSectionOf('favourites')).toBeNull();
  });

  it('builds sports paths', () => {
    expect(sportsPath({ section: 'line' })).toBe('/line');
    expect(sportsPath({ section: 'live', menuSection: 'top' })).toBe('/live/top');
    expect(sportsPath({ section: 'line', sportId: 1 })).toBe('/line/all/football');
    expect(sportsPath({ section: 'line', menuSection: 'top', champId: 102 })).toBe('/line/top/football/serie-a');
    expect(sportsPath({ section: 'live', champId: 103, game: 42 })).toBe('/live/all/football/la-liga/42');
    expect(() => sportsPath({ section: 'line', champId: 999 })).toThrow('unknown champ 999');
    expect(() => sportsPath({ section: 'line', game: 42 })).toThrow('needs its champ');
  });

  it('gives the route table rules that accept exactly the slugs', () => {
    expect(MENU_SECTION_RE.test('top') && MENU_SECTION_RE.test('all')).toBe(true);
    expect(MENU_SECTION_RE.test('topx')).toBe(false);
    expect(SPORT_SLUG_RULE.test('football')).toBe(true);
    expect(SPORT_SLUG_RULE.test('football2')).toBe(false);
    expect(feedChamps().every((c) => CHAMP_SLUG_RULE.test(c.slug))).toBe(true);
    expect(CHAMP_SLUG_RULE.test('serie-a-b')).toBe(false);
  });
});

describe('sports routes', () => {
  const brand = resolveBrand();
  const decide = (path: string) =>
    resolvePageRequest({
      pathname: path, query: new URLSearchParams(), brand, isAuthenticated: false, preferredLanguages: [], maintenanceCookie: undefined,
      blockReason: null, production: true,
    });

  it.each([
    ['/en/line', 'line'],
    ['/en/line/top', 'line'],
    ['/en/live/all/football', 'live'],
    ['/en/live/top/football/la-liga', 'live'],
    ['/en/line/all/football/premier-league/123', 'lineGame'],
    ['/en/live/top/football/serie-a/123', 'liveGame'],
    ['/en/multi', 'multiLive'],
    ['/en/champs', 'champResults'],
    ['/en/champs/101', 'champResults'],
    ['/en/results', 'results'],
    ['/en/results/live', 'results'],
    ['/en/statistic/123', 'statistic'],
    ['/en/champ/epl', 'champPage'],
    ['/en/champ/laliga/game/123', 'champPageGame'],
    ['/en/statisticpopup/123', 'statisticPopup'],
    ['/en/topgame', 'pageType'],
    ['/en/topgame/final', 'pageTypeFinal'],
    ['/en/topgame/game/42', 'pageTypeGame'],
    ['/en/statisticpopup/123/extra/parts', 'statisticPopup'],
  ])('%s is a built page (%s)', (path, name) => {
    expect(decide(path)).toEqual(expect.objectContaining({ kind: 'page', route: expect.objectContaining({ name }) }));
  });

  it.each([
    ['/en/line/favourites', 'bad-param'],
    ['/en/line/all/basketball', 'bad-param'],
    ['/en/line/all/football/eerste-divisie', 'bad-param'],
    ['/en/live/all/football/eerste-divisie/123', 'bad-param'],
    ['/en/live/all/football/la-liga/12x', 'bad-param'],
    ['/en/champs/epl', 'bad-param'],
    ['/en/statisticpopup/x1', 'bad-param'],
    ['/en/epl', 'no-route'],
    // Cyber: no real esports feed, so the brands switch the feature off (brand.json), not the code.
    ['/en/cyber', 'feature-off'],
    ['/en/cyber/disciplines/all', 'feature-off'],
    // Page types and champ pages without data, and the leagues' finals: not built, by the route table's stated reason.
    ['/en/champ/europaleague', 'not-built'],
    ['/en/champ/ipl/final', 'not-built'],
    ['/en/champ/epl/final', 'not-built'],
    ['/en/ufc', 'not-built'],
    ['/en/politics/final', 'not-built'],
    ['/en/champ/seriea', 'no-route'],
    ['/en/champ/epl/game/12x', 'bad-param'],
  ])('%s answers 404 (%s)', (path, reason) => {
    expect(decide(path)).toEqual(expect.objectContaining({ kind: 'not-found', reason }));
  });

  it('keeps the route match for rows of the routing table', () => {
    expect(matchRoute('/line/all/football/nope')?.failedParam).toBe('champ');
  });
});

describe('list filters', () => {
  it('offers the priced market groups, 1X2 by default', () => {
    expect(MARKET_FILTERS.map((f) => f.groupId)).toEqual([GROUP.result, GROUP.doubleChance, GROUP.total, GROUP.handicap, GROUP.bothScore, GROUP.halfTimeResult, GROUP.correctScore]);
    expect(marketFilterOf('17')).toBe(GROUP.total);
    expect(marketFilterOf('136')).toBe(GROUP.correctScore);
    for (const value of [null, undefined, '', '0', '999', 'x', '1.5']) expect(marketFilterOf(value)).toBe(GROUP.result);
  });

  it('lists the seven match tabs of spec §3, all usable on live, 2–4 live only', () => {
    expect(matchTabs('live').map((t) => [t.id, t.disabledKey ?? null])).toEqual([
      [0, null], [1, null], [2, null], [3, null], [4, null], [5, null], [6, null],
    ]);
    expect(matchTabs('line').map((t) => [t.id, t.disabledKey ?? null])).toEqual([
      [0, null], [1, null], [2, 'sports_tab_reason_live_only'], [3, 'sports_tab_reason_live_only'], [4, 'sports_tab_reason_live_only'], [5, null], [6, null],
    ]);
    expect(matchTabOf('2', 'live')).toBe(2);
    expect(matchTabOf('2', 'line')).toBe(0);
    expect(matchTabOf('4', 'line')).toBe(0);
    expect(matchTabOf('5', 'live')).toBe(5);
    expect(matchTabOf('6', 'line')).toBe(6);
    expect(matchTabOf('7', 'line')).toBe(0);
    expect(matchTabOf(null, 'live')).toBe(0);
    expect(matchTabOf('abc', 'line')).toBe(0);
  });

  it('clamps ?limit to 1..500, default 100', () => {
    expect([null, '', 'x', '300', '500', '501', '0', '-3', '12.7'].map(listLimitOf)).toEqual([
      DEFAULT_LIST_LIMIT, DEFAULT_LIST_LIMIT, DEFAULT_LIST_LIMIT, 300, MAX_LIST_LIMIT, MAX_LIST_LIMIT, 1, 1, 12,
    ]);
  });

  it('puts games in tabs', () => {
    const now = Date.UTC(2026, 0, 1, 12);
    const line = { status: 'line' as const, periodId: 0, startMs: now + 30 * 60_000 };
    const later = { ...line, startMs: now + UPCOMING_WINDOW_MS + 1 };
    const first = { status: 'live' as const, periodId: 1, startMs: now - 10 * 60_000 };
    const ht = { status: 'live' as const, periodId: 2, startMs: now - 50 * 60_000 };
    const second = { status: 'live' as const, periodId: 3, startMs: now - 70 * 60_000 };
    const on = (tab: number, section: 'line' | 'live') => [line, later, first, ht, second].map((g) => inTab(g, tab, section, now));
    expect(on(MATCH_TAB.matches, 'line')).toEqual([true, true, false, false, false]);
    expect(on(MATCH_TAB.matches, 'live')).toEqual([false, false, true, true, true]);
    expect(on(MATCH_TAB.upcoming, 'live')).toEqual([true, false, false, false, false]);
    expect(on(MATCH_TAB.firstPeriod, 'live')).toEqual([false, false, true, false, false]);
    expect(on(MATCH_TAB.secondPeriod, 'live')).toEqual([false, false, false, false, true]);
  });

  it('tab 4 keeps live games with a goal in the last 10 minutes', () => {
    const now = Date.UTC(2026, 0, 1, 12);
    const live = { status: 'live' as const, periodId: 1, startMs: now - 30 * 60_000 };
    expect(inTab({ ...live, lastGoalMs: now - EVENT_WINDOW_MS }, MATCH_TAB.event, 'live', now)).toBe(true);
    expect(inTab({ ...live, lastGoalMs: now - EVENT_WINDOW_MS - 1 }, MATCH_TAB.event, 'live', now)).toBe(false);
    expect(inTab({ ...live, lastGoalMs: undefined }, MATCH_TAB.event, 'live', now)).toBe(false);
    expect(inTab({ ...live, status: 'line', lastGoalMs: now }, MATCH_TAB.event, 'line', now)).toBe(false);
  });

  it('tab 5 keeps the chosen team\'s games, all without a team', () => {
    const now = Date.UTC(2026, 0, 1, 12);
    const game = { status: 'line' as const, periodId: 0, startMs: now + 1, teamIds: [11, 22] as const };
    expect(inTab(game, MATCH_TAB.teams, 'line', now)).toBe(true);
    expect(inTab(game, MATCH_TAB.teams, 'line', now, 22)).toBe(true);
    expect(inTab(game, MATCH_TAB.teams, 'line', now, 33)).toBe(false);
    expect([null, '', '0', '-4', '1.5', 'x', '42'].map(teamFilterOf)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, 42]);
  });

  it('tab 6 keeps evenly matched games by their real opening prices', () => {
    const now = Date.UTC(2026, 0, 1, 12);
    const game = { status: 'line' as const, periodId: 0, startMs: now + 1 };
    expect(inTab({ ...game, opening: { home: 2.5, away: 2.9 } }, MATCH_TAB.recommended, 'line', now)).toBe(true);
    expect(inTab({ ...game, opening: { home: 2.0, away: 2.0 * RECOMMENDED_MAX_RATIO } }, MATCH_TAB.recommended, 'line', now)).toBe(true);
    expect(inTab({ ...game, opening: { home: 1.3, away: 9 } }, MATCH_TAB.recommended, 'line', now)).toBe(false);
    expect(inTab({ ...game, opening: undefined }, MATCH_TAB.recommended, 'line', now)).toBe(false);
    expect(isEvenlyMatched({ home: 4.2, away: 2.7 })).toBe(true);
  });
});
