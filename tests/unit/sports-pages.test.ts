/**
 * Data of the sports pages (src/server/pages/) on a feed of the real matches, without a
 * database: lists, filters, game pages, results, statistics, top games; and the outcome labels
 * with their parameters (src/islands/sports/labels.ts).
 */
import { describe, expect, it } from 'vitest';
import { NOW, feed, q, real, rows } from './feed-fixture.ts';
import { gameDetail, listGames, windowGames } from '../../src/server/feed/service.ts';
import { TOP_MIN_MARKETS } from '../../src/domain/feed/game-view.ts';
import { lastSeqAt, topGames } from '../../src/server/feed/views.ts';
import { listPage } from '../../src/server/pages/sports-list.ts';
import { LIST_RENDER_ROWS } from '../../src/domain/feed/filters.ts';
import { gamePage } from '../../src/server/pages/sports-game.ts';
import { multiLivePage } from '../../src/server/pages/multi-live.ts';
import { resultsPage } from '../../src/server/pages/results.ts';
import { statisticPage } from '../../src/server/pages/statistic.ts';
import { eventsSince } from '../../src/domain/feed/live-events.ts';
import { GROUP, TYPE } from '../../src/domain/feed/odds-model.ts';
import { PERIODS } from '../../src/domain/feed/replay.ts';
import { feedChamps } from '../../src/domain/feed/slugs.ts';
import { createIslandT } from '../../src/islands/shell/i18n.tsx';
import { coefText, coefViewText, lineText, outcomeText } from '../../src/islands/sports/labels.ts';
import en from '../../src/i18n/locales/en.json' with { type: 'json' };
import ru from '../../src/i18n/locales/ru.json' with { type: 'json' };
import { DEFAULT_SPORTS_PRICING as PRICING } from '../../schemas/sports-pricing.ts';

describe('the replay window', () => {
  it('holds each match at most once (each champ its window), with the statuses the feed APIs list', () => {
    const window = windowGames(feed, NOW);
    expect(window).toHaveLength([...feed.schedules.values()].reduce((sum, s) => sum + s.windowSize, 0));
    expect(new Set(window.map((g) => g.match.permanentId)).size).toBe(window.length);
    expect(window.length).toBeGreaterThan(rows.length / 2);
    const live = window.filter((g) => g.status === 'live').map((g) => g.match.permanentId);
    expect(live).toEqual(listGames(feed, 'live', NOW, PRICING).map((g) => g.permanentId));
    expect(window.filter((g) => g.status === 'line').slice(0, 50).map((g) => g.match.permanentId)).toEqual(listGames(feed, 'line', NOW, PRICING, { limit: 50 }).map((g) => g.permanentId));
  });

  it("gives a live game the seq of its last event so far (what a reconnecting client asks from)", () => {
    for (const game of windowGames(feed, NOW).filter((g) => g.status === 'live')) {
      const seen = eventsSince(game.match, game.kickoff, 0, NOW, PRICING);
      expect(lastSeqAt(game.match, game.kickoff, NOW)).toBe(seen.at(-1)?.seq ?? 0);
      expect(eventsSince(game.match, game.kickoff, lastSeqAt(game.match, game.kickoff, NOW), NOW, PRICING)).toEqual([]);
    }
    const upcoming = windowGames(feed, NOW).find((g) => g.status === 'line')!;
    expect(lastSeqAt(upcoming.match, upcoming.kickoff, NOW)).toBe(0);
  });
});

describe('the catalogue leagues in the replay', () => {
  it('keeps every one of the 22 leagues upcoming and finished at any instant, live on its replayed calendar (one schedule per league)', () => {
    const football = feedChamps().filter((c) => c.sportId === 1);
    expect(football).toHaveLength(22);
    for (let hours = 0; hours < 24 * 40; hours += 37.3) {
      const now = NOW + Math.round(hours * 3_600_000);
      const window = windowGames(feed, now);
      for (const champ of football) {
        const mine = window.filter((g) => g.match.champId === champ.champId);
        const by = (status: string) => mine.filter((g) => g.status === status).length;
        expect([champ.slug, by('line') > 0, by('finished')]).toEqual([champ.slug, true, 20]);
        // A league plays a round at once: at most its number of games of a matchday live.
        expect(by('live')).toBeLessThanOrEqual(12);
      }
    }
  });

  it('answers the same kick-offs on two feeds built at different instants (deterministic across instances)', async () => {
    const { createFeed } = await import('../../src/server/feed/service.ts');
    const other = createFeed([...rows].reverse(), NOW + 123_456_789);
    const ids = (f: typeof feed) => windowGames(f, NOW).map((g) => `${g.match.permanentId}@${g.kickoff}`);
    expect(ids(other)).toEqual(ids(feed));
  });
});

describe('line and live lists', () => {
  it('lists up to ?limit upcoming games grouped by champ, 100 rows per response, with the sports menu counts', () => {
    const page = listPage(feed, 'line', {}, q('limit=300'), 'en', NOW, PRICING)!;
    const first = page.groups.flatMap((g) => g.games);
    expect(first).toHaveLength(LIST_RENDER_ROWS);
    expect(page.limit).toBe(300);
    expect(page.total).toBeGreaterThan(2000);
    // The next rows follow by `from` until the limit: 300 distinct games in the list's order.
    expect(page.nextRowsHref).toBe('/en/line?limit=300&from=100');
    const second = listPage(feed, 'line', {}, q('limit=300&from=100'), 'en', NOW, PRICING)!;
    expect(second.nextRowsHref).toBe('/en/line?limit=300&from=200');
    const third = listPage(feed, 'line', {}, q('limit=300&from=200'), 'en', NOW, PRICING)!;
    expect(third.nextRowsHref).toBeNull();
    const games2 = [page, second, third].flatMap((p) => p.groups.flatMap((g) => g.games));
    expect(games2).toHaveLength(300);
    expect(new Set(games2.map((g) => g.permanentId)).size).toBe(300);
    // Groups keep the order of the champs (the fixture feed is football's: 22 leagues).
    const order = feedChamps().filter((c) => c.sportId === 1).map((c) => c.champId);
    const ids = page.groups.map((g) => g.champId);
    expect(ids).toEqual(order.filter((id) => ids.includes(id)));
    for (const game of games2) {
      expect(game.status).toBe('line');
      expect([game.home, game.away]).toEqual([real.get(game.permanentId)!.home.name, real.get(game.permanentId)!.away.name]);
      expect(game.href).toBe(`/en/line/all/football/${feedChamps().find((c) => c.champId === game.champId)!.slug}/${game.permanentId}`);
    }
    expect(page.menu[0]!.count).toBe(page.total);
    expect(page.menu[0]!.champs.reduce((sum, c) => sum + c.count, 0)).toBe(page.total);
    expect(page.moreHref).toBe('/en/line?limit=400');
    // A `from` that is not a multiple of the rows per response, or past the limit, starts at 0.
    expect(listPage(feed, 'line', {}, q('limit=300&from=150'), 'en', NOW, PRICING)!.nextRowsHref).toBe('/en/line?limit=300&from=100');
    expect(listPage(feed, 'line', {}, q('limit=300&from=300'), 'en', NOW, PRICING)!.nextRowsHref).toBe('/en/line?limit=300&from=100');
    expect(listPage(feed, 'line', {}, q(), 'en', NOW, PRICING)!.groups.flatMap((g) => g.games)).toHaveLength(100);
    expect(listPage(feed, 'line', {}, q(), 'en', NOW, PRICING)!.nextRowsHref).toBeNull();
  });

  it('filters by champ and keeps the filters in its links', () => {
    const page = listPage(feed, 'line', { menuSection: 'top', sport: 'football', champ: 'serie-a' }, q('market=17&limit=20'), 'ru', NOW, PRICING)!;
    expect(page.groups.map((g) => g.champName)).toEqual(['Серия A']); // the catalogue's Russian name
    expect(page.groups[0]!.games).toHaveLength(20);
    expect(page.markets.find((m) => m.active)!.item.groupId).toBe(GROUP.total);
    expect(page.menu[0]!.champs.find((c) => c.active)!.href).toBe('/ru/line/top/football/serie-a?market=17&limit=20');
    expect(page.tabs.find((t) => t.item.id === 1)!.href).toBe('/ru/line/top/football/serie-a?tab=1&market=17&limit=20');
    expect(page.markets.find((m) => m.item.groupId === GROUP.result)!.href).toBe('/ru/line/top/football/serie-a?limit=20');
    // The total row: the main line's over and under.
    for (const game of page.groups[0]!.games) expect(game.row.map((o) => o.typeId)).toEqual([TYPE.over, TYPE.under]);
  });

  it('answers null for unknown slugs', () => {
    expect(listPage(feed, 'line', { menuSection: 'favourites' }, q(), 'en', NOW, PRICING)).toBeNull();
    expect(listPage(feed, 'line', { menuSection: 'all', sport: 'hockey' }, q(), 'en', NOW, PRICING)).toBeNull();
    expect(listPage(feed, 'live', { menuSection: 'all', sport: 'football', champ: 'eerste-divisie' }, q(), 'en', NOW, PRICING)).toBeNull();
  });

  it('lists the live games with their seqs, and the tabs split them by half', () => {
    const page = listPage(feed, 'live', {}, q(), 'en', NOW, PRICING)!;
    const games = page.groups.flatMap((g) => g.games);
    expect(games.length).toBeGreaterThanOrEqual(6);
    for (const game of games) {
      expect(game.status).toBe('live');
      expect(game.seq).toBeGreaterThan(0);
    }
    const half = (tab: number) => listPage(feed, 'live', {}, q(`tab=${tab}`), 'en', NOW, PRICING)!.groups.flatMap((g) => g.games);
    expect(half(2).every((g) => g.periodId === PERIODS.firstHalf.id)).toBe(true);
    expect(half(3).every((g) => g.periodId === PERIODS.secondHalf.id)).toBe(true);
    expect(half(2).length + half(3).length).toBe(games.filter((g) => g.periodId !== PERIODS.halfTime.id).length);
    const soon = half(1);
    // The next hour's kick-offs on the replayed calendar (none at some instants).
    expect(soon.length).toBe(Math.min(100, windowGames(feed, NOW).filter((g) => g.status === 'line' && g.kickoff - NOW <= 3600_000).length));
    expect(soon.every((g) => g.status === 'line' && g.start * 1000 - NOW <= 3600_000)).toBe(true);
  });

  it('tab 4 lists the live games with a goal in the last 10 minutes, by the replayed events', { timeout: 30_000 }, () => {
    let checked = 0;
    for (let minute = 0; minute < 120; minute += 3) {
      const now = NOW + minute * 60_000;
      const live = listPage(feed, 'live', {}, q(), 'en', now, PRICING)!.groups.flatMap((g) => g.games);
      const event = new Set(listPage(feed, 'live', {}, q('tab=4'), 'en', now, PRICING)!.groups.flatMap((g) => g.games).map((g) => g.permanentId));
      for (const game of live) {
        const recent = eventsSince(real.get(game.permanentId)!, game.start * 1000, 0, now, PRICING).some((e) => e.kind === 'goal' && now - e.at <= 10 * 60_000);
        expect(event.has(game.permanentId)).toBe(recent);
      }
      checked += event.size;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('tab 5 links the teams of the page and lists one team\'s games', () => {
    const page = listPage(feed, 'line', { menuSection: 'all', sport: 'football', champ: 'premier-league' }, q('tab=5&limit=500'), 'en', NOW, PRICING)!;
    expect(page.teams.length).toBeGreaterThanOrEqual(18);
    expect(page.teams.map((t) => t.name)).toEqual([...page.teams.map((t) => t.name)].sort((a, b) => a.localeCompare(b, 'en')));
    const team = page.teams[0]!;
    expect(team.href).toBe(`/en/line/all/football/premier-league?tab=5&team=${team.teamId}&limit=500`);
    const one = listPage(feed, 'line', { menuSection: 'all', sport: 'football', champ: 'premier-league' }, q(`tab=5&team=${team.teamId}&limit=500`), 'en', NOW, PRICING)!;
    const games = one.groups.flatMap((g) => g.games);
    expect(games.length).toBeGreaterThan(0);
    for (const game of games) {
      const match = real.get(game.permanentId)!;
      expect([match.home.id, match.away.id]).toContain(team.teamId);
    }
    expect(one.teams.find((t) => t.active)?.teamId).toBe(team.teamId);
    // Other tabs drop the team; other pages show no team list.
    expect(one.tabs.find((t) => t.item.id === 0)!.href).toBe('/en/line/all/football/premier-league?limit=500');
    expect(listPage(feed, 'line', {}, q(`team=${team.teamId}`), 'en', NOW, PRICING)!.teams).toEqual([]);
  });

  it('tab 6 lists the evenly matched games by their real opening prices', () => {
    const allPage = listPage(feed, 'line', {}, q('limit=500'), 'en', NOW, PRICING)!;
    const recommendedPage = listPage(feed, 'line', {}, q('tab=6&limit=500'), 'en', NOW, PRICING)!;
    expect(recommendedPage.total).toBeGreaterThan(0);
    expect(recommendedPage.total).toBeLessThan(allPage.total);
    const even = (id: number) => {
      const o = real.get(id)!.odds.opening1x2;
      return o !== undefined && Math.max(o.home, o.away) / Math.min(o.home, o.away) <= 1.6;
    };
    // Both lists run by kick-off: the even games among the first 500 open the recommended list.
    const expected = allPage.groups.flatMap((g) => g.games).filter((g) => even(g.permanentId)).map((g) => g.permanentId).sort();
    const recommended = recommendedPage.groups.flatMap((g) => g.games).map((g) => g.permanentId);
    expect(recommended.every(even)).toBe(true);
    const lastKickoff = Math.max(...allPage.groups.flatMap((g) => g.games).map((g) => g.start));
    expect(recommendedPage.groups.flatMap((g) => g.games).filter((g) => g.start < lastKickoff).map((g) => g.permanentId).sort())
      .toEqual(allPage.groups.flatMap((g) => g.games).filter((g) => g.start < lastKickoff && even(g.permanentId)).map((g) => g.permanentId).sort());
    expect(expected.length).toBeGreaterThan(0);
  });

  it('lists only top games (at least 10 markets) in the top menu section', () => {
    const top = listPage(feed, 'line', { menuSection: 'top' }, q('limit=500'), 'en', NOW, PRICING)!;
    const all = listPage(feed, 'line', { menuSection: 'all' }, q('limit=500'), 'en', NOW, PRICING)!;
    expect(top.total).toBeLessThanOrEqual(all.total);
    for (const game of top.groups.flatMap((g) => g.games)) expect(gameDetail(feed, game.permanentId, NOW, PRICING)!.game.numberOfMarkets).toBeGreaterThanOrEqual(TOP_MIN_MARKETS);
  });
});

describe('game, results, statistic and multi-live pages', () => {
  const line = listGames(feed, 'line', NOW, PRICING, { limit: 1 })[0]!;
  const live = listGames(feed, 'live', NOW, PRICING)[0]!;
  const finished = listGames(feed, 'finished', NOW, PRICING, { limit: 1 })[0]!;
  const slug = (champId: number) => feedChamps().find((c) => c.champId === champId)!.slug;
  const params = (game: { champId: number; permanentId: number }, champ = slug(game.champId)) => ({ menuSection: 'all', sport: 'football', champ, game: String(game.permanentId) });

  it('shows every market group of a game', () => {
    const page = gamePage(feed, 'line', params(line), 'en', NOW, PRICING);
    if (page?.kind !== 'game') throw new Error('no game page');
    expect(page.numberOfMarkets).toBeGreaterThanOrEqual(10);
    expect(page.groups.reduce((n, g) => n + g.outcomes.length, 0)).toBe(page.numberOfMarkets);
    expect(page.groups.map((g) => [g.name, g.columns])).toContainEqual(['market_group_total', 2]);
    expect(page.groups[0]!.outcomes.map((o) => o.label)).toEqual(['market_outcome_home', 'market_outcome_draw', 'market_outcome_away']);
  });

  it('sends a game to its section, and answers null for an unknown game or another champ', () => {
    expect(gamePage(feed, 'line', params(live), 'en', NOW, PRICING)).toEqual({ kind: 'redirect', location: `/en/live/all/football/${slug(live.champId)}/${live.permanentId}` });
    expect(gamePage(feed, 'live', params(live), 'en', NOW, PRICING)?.kind).toBe('game');
    expect(gamePage(feed, 'line', { ...params(line), game: '1' }, 'en', NOW, PRICING)).toBeNull();
    const other = feedChamps().find((c) => c.champId !== line.champId)!.slug;
    expect(gamePage(feed, 'line', params(line, other), 'en', NOW, PRICING)).toBeNull();
  });

  it('shows finished games with their real final and half-time scores', () => {
    const page = resultsPage(feed, 'results', {}, q('limit=400'), 'en', NOW, PRICING)!;
    const all = page.groups.flatMap((g) => g.rows);
    expect(all).toHaveLength(400);
    for (const row of all) {
      const match = real.get(row.permanentId)!;
      expect(row.score).toEqual(match.fullTime);
      expect(row.halfTimeScore).toEqual(match.halfTime);
    }
    const serieA = resultsPage(feed, 'champs', { champId: '102' }, q(), 'en', NOW, PRICING)!;
    expect(serieA.groups.map((g) => g.champId)).toEqual([102]);
    expect(resultsPage(feed, 'champs', { champId: '999' }, q(), 'en', NOW, PRICING)).toBeNull();
    expect(resultsPage(feed, 'results', { resultsSection: 'zone' }, q(), 'en', NOW, PRICING)).toBeNull();
    expect(resultsPage(feed, 'results', { resultsSection: 'live' }, q(), 'en', NOW, PRICING)!.live.length).toBeGreaterThanOrEqual(6);
  });

  it('shows the real statistics of a finished game, none before', () => {
    const page = statisticPage(feed, { gameId: String(finished.permanentId) }, 'en', NOW, PRICING)!;
    const stats = real.get(finished.permanentId)!.stats;
    expect(page.rows).toEqual([
      { key: 'stat_shots', home: stats.home.shots ?? null, away: stats.away.shots ?? null },
      { key: 'stat_shots_on_target', home: stats.home.shotsOnTarget ?? null, away: stats.away.shotsOnTarget ?? null },
      { key: 'stat_corners', home: stats.home.corners ?? null, away: stats.away.corners ?? null },
      { key: 'stat_fouls', home: stats.home.fouls ?? null, away: stats.away.fouls ?? null },
      { key: 'stat_yellow_cards', home: stats.home.yellow ?? null, away: stats.away.yellow ?? null },
      { key: 'stat_red_cards', home: stats.home.red ?? null, away: stats.away.red ?? null },
    ]);
    expect(statisticPage(feed, { gameId: String(live.permanentId) }, 'en', NOW, PRICING)!.rows).toBeNull();
    expect(statisticPage(feed, {}, 'en', NOW, PRICING)).toBeNull();
    expect(statisticPage(feed, { gameId: '1' }, 'en', NOW, PRICING)).toBeNull();
  });

  it('lists every live game on multi-live, and the next top games for the home page', () => {
    expect(multiLivePage(feed, 'en', NOW, PRICING).games.map((g) => g.permanentId)).toEqual(listGames(feed, 'live', NOW, PRICING).map((g) => g.permanentId));
    const top = topGames(feed, 8, 'en', NOW, PRICING);
    expect(top).toHaveLength(8);
    expect(top.every((g) => g.status === 'line' && g.row.length === 3)).toBe(true);
    expect(top.map((g) => g.start)).toEqual([...top.map((g) => g.start)].sort((a, b) => a - b));
  });
});

describe('outcome labels', () => {
  const t = createIslandT('en', en);
  const label = (groupId: number, _typeId: number, key: string, param?: number) => outcomeText(t, { groupId, label: key, ...(param === undefined ? {} : { param }) });

  it('show the parameter of totals, handicaps and correct scores', () => {
    expect(label(GROUP.total, TYPE.over, 'market_outcome_over', 2.5)).toBe('Over 2.5');
    expect(label(GROUP.total, TYPE.under, 'market_outcome_under', 0.5)).toBe('Under 0.5');
    expect(label(GROUP.handicap, TYPE.handicapHome, 'market_outcome_handicap_home', -0.75)).toBe('Home (\u22120.75)');
    expect(label(GROUP.handicap, TYPE.handicapAway, 'market_outcome_handicap_away', 0.75)).toBe('Away (+0.75)');
    expect(label(GROUP.handicap, TYPE.handicapAway, 'market_outcome_handicap_away', 0)).toBe('Away (0)');
    expect(label(GROUP.correctScore, TYPE.score, 'market_outcome_score', 201)).toBe('2-1');
    expect(label(GROUP.correctScore, TYPE.score, 'market_outcome_score', 4)).toBe('0-4');
    expect(label(GROUP.correctScore, TYPE.scoreOther, 'market_outcome_other_score')).toBe('Any other score');
    expect(label(GROUP.result, TYPE.draw, 'market_outcome_draw')).toBe('Draw');
    expect(outcomeText(createIslandT('ru', ru), { groupId: GROUP.total, label: 'market_outcome_over', param: 3.5 })).toBe('Больше 3.5');
  });

  it('write prices with 2 to 3 decimals and lines plainly', () => {
    expect([1.5, 2.375, 12, 1.01].map(coefText)).toEqual(['1.50', '2.375', '12.00', '1.01']);
    // In the player's coefficient view (spec §9): decimal as above, fractional, american, Malay.
    expect(coefViewText(2.375, 0)).toBe('2.375');
    expect([coefViewText(1.91, 1), coefViewText(1.25, 2), coefViewText(2.5, 6)]).toEqual(['10/11', '-400', '-0.67']);
    expect([lineText(2.5), lineText(-1.25, true), lineText(1, true)]).toEqual(['2.5', '\u22121.25', '+1']);
  });
});
