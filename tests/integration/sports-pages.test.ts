/**
 * The sports pages over HTTP on the built server: line and live lists, filters, game
 * pages with their market groups, results with the real scores, statistics with the real numbers,
 * multi-live, the home page's top games, the header navigation, the champ landing pages
 * (`champ/{epl|laliga}` with the league table, their game redirects and 404s), and the 404s of
 * unknown slugs and games. Pages are parsed with jsdom; the real data comes from data/football-data.
 */
import { describe, expect, inject, it } from 'vitest';
import { get } from '../helpers/server.ts';
import { gameDetailResponse, gameListResponse } from '../../schemas/feed-api.ts';
import { loadFeedData } from '../../src/server/feed/data.ts';
import { feedChamps, sportsPath } from '../../src/domain/feed/slugs.ts';

/** jsdom (a devDependency that ships no types) parses the pages. */
const { JSDOM } = (await import('jsdom' as string)) as { JSDOM: new (html: string) => { window: { document: Document } } };

const base = () => inject('portalUrl');
const MAIN = { host: 'localhost' };
const VIP = { host: 'vip.betportal.test' };
const real = new Map(loadFeedData().result.rows.map((m) => [m.permanentId, m]));
const slugOf = (champId: number) => feedChamps().find((c) => c.champId === champId)!.slug;

/** GET a page and parse it. */
async function page(path: string, headers: Record<string, string> = MAIN) {
  const res = await get(base(), path, headers);
  return { status: res.status, headers: res.headers, document: new JSDOM(res.body).window.document };
}

/** GET a feed API as JSON. */
async function api(path: string) {
  const res = await get(base(), path, MAIN);
  expect(res.status, `${path}: ${res.body}`).toBe(200);
  return JSON.parse(res.body) as unknown;
}

/** The games of a list page: permanent id, status, seq, champ heading. */
function listedGames(document: ParentNode) {
  return [...document.querySelectorAll<HTMLElement>('li.game')].map((li) => ({
    id: Number(li.dataset.game),
    status: li.dataset.status,
    seq: Number(li.dataset.seq),
    champ: li.closest('section.champ')?.querySelector('.champ-title a')?.textContent,
    outcomes: li.querySelectorAll('[data-outcome]').length,
    score: li.querySelector('.scoreboard-score')?.getAttribute('data-score') ?? null,
  }));
}

describe('line page', () => {
  it('lists 300 upcoming real games grouped by champ when asked (?limit=300), 100 by default', async () => {
    const { status, document } = await page('/en/line?limit=300');
    expect(status).toBe(200);
    // The first 100 rows are in the page; the next come from its next-rows links (as the page fetches them on scroll).
    expect(listedGames(document)).toHaveLength(100);
    const games = [...listedGames(document)];
    for (let next = document.querySelector('a[data-rows-next]')?.getAttribute('href'); next; ) {
      const more = await page(next);
      expect(more.status).toBe(200);
      games.push(...listedGames(more.document));
      next = more.document.querySelector('a[data-rows-next]')?.getAttribute('href');
    }
    expect(games).toHaveLength(300);
    expect(new Set(games.map((g) => g.id)).size).toBe(300);
    for (const game of games) {
      const match = real.get(game.id)!;
      expect(match, String(game.id)).toBeDefined();
      expect(game.status).toBe('line');
      // Football 1X2 (three outcomes), the two-way winner of the other sports; none when the data has
      // no price, nor for a tennis walkover (src/domain/sports/tennis.ts prices none: the match is not played).
      const priced = match.detail?.kind === 'tennis' ? match.detail.odds !== undefined && match.detail.ending !== 'walkover'
        : match.detail ? true : match.odds.opening1x2 !== undefined;
      expect(game.outcomes, `game ${game.id} (${match.detail?.kind ?? "football"})`).toBe(priced ? (match.detail ? 2 : 3) : 0);
      expect(game.champ).toBe(feedChamps().find((c) => c.champId === match.champId)!.champName);
    }
    const firstRow = document.querySelector('li.game')!;
    const match = real.get(Number(firstRow.getAttribute('data-game')))!;
    expect(firstRow.querySelector('.game-home')?.textContent).toBe(match.home.name);
    expect(firstRow.querySelector('.game-away')?.textContent).toBe(match.away.name);
    expect(firstRow.querySelector('a.game-teams')?.getAttribute('href')).toBe(`/en/line/all/football/${slugOf(match.champId)}/${match.permanentId}`);
    expect(document.querySelector('h1')?.textContent).toContain('Line');
    expect(listedGames((await page('/en/line')).document)).toHaveLength(100);
    const capped = (await page('/en/line?limit=9999')).document;
    expect(listedGames(capped)).toHaveLength(100);
    expect(capped.querySelector('.games-count')?.getAttribute('data-shown')).toBe('500');
  });

  it('shows the same games as the line API, in the sports menu with counts', async () => {
    const { document } = await page('/en/line/all/football/serie-a?limit=20');
    const listed = listedGames(document).map((g) => g.id);
    const fromApi = gameListResponse.parse(await api('/bff-api/feed/line?champId=102&limit=20')).games.map((g) => g.permanentId);
    expect(listed).toEqual(fromApi);
    const menu = document.querySelector('nav.sports-menu')!;
    const champLinks = [...menu.querySelectorAll<HTMLAnchorElement>('a[data-champ]')];
    expect(champLinks.map((a) => a.getAttribute('href'))).toEqual(feedChamps().map((c) => `/en${sportsPath({ section: 'line', menuSection: 'all', champId: c.champId })}?limit=20`));
    expect(menu.querySelector('a[aria-current="page"]')?.getAttribute('data-champ')).toBe('102');
    // Every league of the catalogue is in the line (its window holds all its matches but the ones just played).
    expect(champLinks.every((a) => Number(a.querySelector(".count")?.textContent) > 10)).toBe(true); // the ATP Finals have 45 matches, 30 kept as results
  });

  it('offers the market type filters and match tabs as links, server-rendered', async () => {
    const { document } = await page('/en/line/all/football?market=17&limit=10');
    const markets = [...document.querySelectorAll<HTMLAnchorElement>('nav.market-filters a')];
    expect(markets.map((a) => a.dataset.market)).toEqual(['1', '8', '17', '2', '19', '20', '136']);
    expect(document.querySelector('nav.market-filters a[aria-current]')?.textContent).toBe('Total goals');
    for (const li of document.querySelectorAll('li.game')) {
      expect([...li.querySelectorAll('.outcome-label')].map((l) => l.textContent)).toEqual([expect.stringMatching(/^Over \d\.5$/), expect.stringMatching(/^Under \d\.5$/)]);
    }
    const tabs = [...document.querySelectorAll('nav.match-tabs [data-tab]')];
    expect(tabs.map((t) => [t.getAttribute('data-tab'), t.tagName, t.getAttribute('aria-disabled')])).toEqual([
      ['0', 'A', null], ['1', 'A', null], ['2', 'SPAN', 'true'], ['3', 'SPAN', 'true'], ['4', 'SPAN', 'true'], ['5', 'A', null], ['6', 'A', null],
    ]);
    expect(tabs[1]!.getAttribute('href')).toBe('/en/line/all/football?tab=1&market=17&limit=10');
    const soon = listedGames((await page('/en/line?tab=1')).document);
    expect(soon.length).toBeGreaterThan(0);
    // Each league kicks off once every 105 min: at most one game of each within the hour.
    expect(soon.length).toBeLessThanOrEqual(feedChamps().length);
  });

  it('lists the teams on tab 5 and one team\'s games with ?team=', async () => {
    const { document } = await page('/en/line/all/football/la-liga?tab=5');
    const teams = [...document.querySelectorAll<HTMLAnchorElement>('nav.team-filters a[data-team]')].filter((a) => a.dataset.team !== '');
    expect(teams.length).toBeGreaterThanOrEqual(18);
    const team = teams.find((a) => a.textContent === 'Barcelona') ?? teams[0]!;
    const chosen = await page(team.getAttribute('href')!);
    expect(chosen.document.querySelector('nav.team-filters a[aria-current]')?.textContent).toBe(team.textContent);
    const games = [...chosen.document.querySelectorAll('li.game')];
    expect(games.length).toBeGreaterThan(0);
    for (const game of games) expect(game.textContent).toContain(team.textContent!);
    expect(listedGames((await page('/en/line?tab=6')).document).length).toBeGreaterThan(0);
  });
});

describe('live page', () => {
  it('shows the live games with score and the seq they include', async () => {
    const before = gameListResponse.parse(await api('/bff-api/feed/live?sportId=1')).games.map((g) => g.permanentId);
    const games = listedGames((await page('/en/live/all/football')).document);
    const after = gameListResponse.parse(await api('/bff-api/feed/live?sportId=1')).games.map((g) => g.permanentId);
    // The pinned instant's football games in play on the replayed calendar (tests/helpers/feed-clock.ts).
    expect(games.length).toBeGreaterThanOrEqual(3);
    // Kick-offs every few minutes: the page shows the live games of the moment it was rendered.
    for (const game of games) {
      expect(before.includes(game.id) || after.includes(game.id)).toBe(true);
      expect(game.status).toBe('live');
      expect(game.seq).toBeGreaterThan(0);
      expect(game.score).toMatch(/^\d+:\d+$/);
    }
    expect(games.filter((g) => before.includes(g.id)).length).toBeGreaterThanOrEqual(Math.min(before.length, games.length) - 1);
  });

  it('splits the live games by half (?tab=2, ?tab=3)', async () => {
    const first = (await page('/en/live/all/football?tab=2')).document;
    const second = (await page('/en/live/all/football?tab=3')).document;
    expect([...first.querySelectorAll('.scoreboard')].every((s) => s.getAttribute('data-period') === '1')).toBe(true);
    expect([...second.querySelectorAll('.scoreboard')].every((s) => s.getAttribute('data-period') === '3')).toBe(true);
  });

  it('puts all live games on the multi-live page, with their scoreboards', async () => {
    const { status, document } = await page('/en/multi');
    expect(status).toBe(200);
    const games = listedGames(document);
    expect(games.length).toBeGreaterThanOrEqual(6);
    expect(document.querySelectorAll('.games-multi .scoreboard')).toHaveLength(games.length);
  });
});

describe('game page', () => {
  it('shows the header and every market group of an upcoming game (≥ 10 markets)', async () => {
    const line = gameListResponse.parse(await api('/bff-api/feed/line?sportId=1&limit=3')).games[2]!;
    const detail = gameDetailResponse.parse(await api(`/bff-api/feed/game/${line.permanentId}`));
    const { status, document } = await page(`/en/line/all/football/${slugOf(line.champId)}/${line.permanentId}`);
    expect(status).toBe(200);
    expect(document.querySelector('h1')?.textContent).toBe(`${line.opponents[0].name} – ${line.opponents[1].name}`);
    const groups = [...document.querySelectorAll('.market-group')];
    expect(groups.map((g) => g.querySelector('h2')?.textContent)).toEqual(
      ['Match result', 'Double chance', 'Total goals', 'Asian handicap', 'Both teams to score', 'Half-time result', 'Correct score'].filter((_, i) =>
        detail.groups.some((dg) => dg.name === ['market_group_result', 'market_group_double_chance', 'market_group_total', 'market_group_asian_handicap', 'market_group_both_teams_score', 'market_group_half_time_result', 'market_group_correct_score'][i])),
    );
    const outcomes = document.querySelectorAll('.market-group [data-outcome]');
    expect(outcomes.length).toBeGreaterThanOrEqual(10);
    expect(outcomes.length).toBe(detail.game.numberOfMarkets);
    expect(groups.map((g) => g.querySelector('.market-grid')?.getAttribute('data-columns'))).toEqual(detail.groups.map((g) => String(g.columns)));
    const labels = [...document.querySelectorAll('.market-group .outcome-label')].map((l) => l.textContent);
    expect(labels).toContain('Over 2.5');
    expect(labels).toContain('1-0');
    expect(labels.some((l) => /^Home \([−+]?\d/.test(l!)) || !detail.groups.some((g) => g.groupId === 2)).toBe(true);
    expect(document.querySelector('.game-meta [data-markets]')?.textContent).toBe(`Markets: ${detail.game.numberOfMarkets}`);
  });

  it('shows a live game with its scoreboard, and sends a line URL of a live game to live', async () => {
    const live = gameListResponse.parse(await api('/bff-api/feed/live?sportId=1')).games.at(-1)!;
    const path = `/football/${slugOf(live.champId)}/${live.permanentId}`;
    const { status, document } = await page(`/en/live/top${path}`);
    expect(status).toBe(200);
    const detail = document.querySelector<HTMLElement>(`.live-games[data-stream="off"] .game-detail[data-game="${live.permanentId}"]`)!;
    expect(detail.querySelector('.scoreboard')).not.toBeNull();
    expect({ id: detail.dataset.gameId, status: detail.dataset.status, seq: Number(detail.dataset.seq) > 0 }).toEqual({ id: live.id, status: 'live', seq: true });
    // Only the scoreboard is an island: the market groups are server-rendered, with no props.
    expect(document.querySelectorAll('astro-island[component-url*="LiveGames"]')).toHaveLength(0);
    expect(detail.querySelector('astro-island[component-url*="LiveScoreboard"] .scoreboard')).not.toBeNull();
    const groups = [...detail.querySelectorAll('[data-static-outcomes] .market-group')];
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.filter((g) => g.closest('astro-island'))).toHaveLength(0);
    expect(detail.querySelectorAll('[data-static-outcomes] button[data-outcome][data-coef]').length).toBeGreaterThan(0);
    const moved = await get(base(), `/en/line/top${path}`, MAIN);
    expect(moved.status).toBe(302);
    expect(new URL(moved.headers.location as string, base()).pathname).toBe(`/en/live/top${path}`);
  });

  it('answers 404 for a bad game id, a game of another champ and unknown slugs', async () => {
    const line = gameListResponse.parse(await api('/bff-api/feed/line?sportId=1&limit=1')).games[0]!;
    const other = feedChamps().find((c) => c.champId !== line.champId)!.slug;
    for (const path of [
      `/en/line/all/football/${slugOf(line.champId)}/1`,
      `/en/line/all/football/${slugOf(line.champId)}/99999999999999999999`,
      `/en/line/all/football/${slugOf(line.champId)}/12ab`,
      `/en/line/all/football/${other}/${line.permanentId}`,
      `/en/live/all/football/eerste-divisie/${line.permanentId}`,
      '/en/line/all/football/eerste-divisie',
      '/en/live/all/football/premier-leag',
      '/en/line/all/basketball',
      '/en/line/favourites',
    ]) {
      const res = await get(base(), path, MAIN);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toContain('This page could not be found');
    }
  });
});

describe('results and statistics', () => {
  it('show finished games with their real final and half-time scores, by champ', async () => {
    for (const path of ['/en/results?limit=200', '/en/champs?limit=200']) {
      const { status, document } = await page(path);
      expect(status).toBe(200);
      const rows = [...document.querySelectorAll<HTMLElement>('.results-table tbody tr')];
      expect(rows).toHaveLength(200);
      for (const row of rows) {
        const match = real.get(Number(row.dataset.game))!;
        expect(row.querySelector('[data-score]')?.getAttribute('data-score')).toBe(`${match.fullTime.home}:${match.fullTime.away}`);
        expect(row.querySelector('[data-ht]')?.getAttribute('data-ht')).toBe(`${match.halfTime.home}:${match.halfTime.away}`);
        expect(row.closest('section')?.getAttribute('data-champ')).toBe(String(match.champId));
        expect(row.querySelector('.game-home')?.textContent).toBe(match.home.name);
      }
    }
    const fromApi = gameListResponse.parse(await api('/bff-api/feed/results?champId=103&limit=30')).games;
    const { document } = await page('/en/champs/103?limit=30');
    expect([...document.querySelectorAll<HTMLElement>('.results-table tbody tr')].map((r) => Number(r.dataset.game))).toEqual(fromApi.map((g) => g.permanentId));
    expect([...document.querySelectorAll('section.results-champ')].map((s) => s.getAttribute('data-champ'))).toEqual(['103']);
  });

  it('shows the games in play on results/live, and 404 for an unknown champ or results/zone', async () => {
    expect(listedGames((await page('/en/results/live')).document).length).toBeGreaterThanOrEqual(6);
    for (const path of ['/en/champs/999', '/en/champs/abc', '/en/results/zone', '/en/results/other']) {
      expect((await get(base(), path, MAIN)).status, path).toBe(404);
    }
  });

  it('shows the real statistics of a finished game', async () => {
    const finished = gameListResponse.parse(await api('/bff-api/feed/results?sportId=1&limit=5')).games;
    for (const game of finished) {
      const match = real.get(game.permanentId)!;
      const { status, document } = await page(`/en/statistic/${game.permanentId}`);
      expect(status).toBe(200);
      const stat = (key: string) => {
        const row = document.querySelector(`tr[data-stat="${key}"]`)!;
        return [row.querySelector('[data-side="home"]')?.textContent, row.querySelector('[data-side="away"]')?.textContent];
      };
      const s = (n: number | undefined) => (n === undefined ? '–' : String(n));
      expect(stat('stat_shots')).toEqual([s(match.stats.home.shots), s(match.stats.away.shots)]);
      expect(stat('stat_shots_on_target')).toEqual([s(match.stats.home.shotsOnTarget), s(match.stats.away.shotsOnTarget)]);
      expect(stat('stat_corners')).toEqual([s(match.stats.home.corners), s(match.stats.away.corners)]);
      expect(stat('stat_fouls')).toEqual([s(match.stats.home.fouls), s(match.stats.away.fouls)]);
      expect(stat('stat_yellow_cards')).toEqual([s(match.stats.home.yellow), s(match.stats.away.yellow)]);
      expect(stat('stat_red_cards')).toEqual([s(match.stats.home.red), s(match.stats.away.red)]);
      expect(document.querySelector('.statistic-score')?.getAttribute('data-score')).toBe(`${match.fullTime.home}:${match.fullTime.away}`);
      expect(document.querySelector('.statistic-score')?.getAttribute('data-ht')).toBe(`${match.halfTime.home}:${match.halfTime.away}`);
    }
  });

  it('says statistics come after the final whistle for a game not finished, and 404 for no or an unknown game', async () => {
    const line = gameListResponse.parse(await api('/bff-api/feed/line?sportId=1&limit=1')).games[0]!;
    const { status, document } = await page(`/en/statistic/${line.permanentId}`);
    expect(status).toBe(200);
    expect(document.querySelector('.statistic-pending')?.textContent).toBe('Statistics will be available after the final whistle.');
    expect(document.querySelector('.statistic-table')).toBeNull();
    for (const path of ['/en/statistic/1', '/en/statistic/x']) expect((await get(base(), path, MAIN)).status, path).toBe(404);
    // Bare statistic leads to the results of finished games.
    const bare = await get(base(), '/en/statistic', MAIN);
    expect([bare.status, bare.headers.location]).toEqual([302, '/en/results']);
  });

  it('shows the same statistics in the pop-up (statisticpopup/*), without the site chrome', async () => {
    const game = gameListResponse.parse(await api('/bff-api/feed/results?sportId=1&limit=1')).games[0]!;
    const match = real.get(game.permanentId)!;
    for (const path of [`/en/statisticpopup/${game.permanentId}`, `/en/statisticpopup/${game.permanentId}/any/tail`]) {
      const { status, document } = await page(path);
      expect(status, path).toBe(200);
      expect(document.querySelector('.statistic-score')?.getAttribute('data-score')).toBe(`${match.fullTime.home}:${match.fullTime.away}`);
      expect(document.querySelector('tr[data-stat="stat_corners"] [data-side="home"]')?.textContent).toBe(String(match.stats.home.corners ?? '–'));
      expect(document.querySelector('header.site-header, .site-header')).toBeNull();
    }
    for (const path of ['/en/statisticpopup/1', '/en/statisticpopup/x']) expect((await get(base(), path, MAIN)).status, path).toBe(404);
  });
});

describe('sports page types (spec §2)', () => {
  it('topgame is the top games: /topgame goes to the top line list, its game child to the game page', async () => {
    const top = await get(base(), '/en/topgame', MAIN);
    expect(top.status).toBe(302);
    expect(top.headers.location).toBe('/en/line/top');
    const game = gameListResponse.parse(await api('/bff-api/feed/line?sportId=1&limit=1')).games[0]!;
    const child = await get(base(), `/en/topgame/game/${game.permanentId}`, MAIN);
    expect(child.status).toBe(302);
    expect(child.headers.location).toMatch(new RegExp(`^/en/(line|live)/top/football/[a-z0-9-]+/${game.permanentId}$`));
    expect((await get(base(), child.headers.location as string, MAIN)).status).toBe(200);
  });

  it('page types without data, their finals and unknown games answer 404', async () => {
    for (const path of ['/en/betsonyour', '/en/marble', '/en/team', '/en/ufc', '/en/politics', '/en/ufc/final', '/en/ufc/game/1', '/en/topgame/game/1']) {
      expect((await get(base(), path, MAIN)).status, path).toBe(404);
    }
  });

  it('topgame/final leads to the game page of a real tennis final of the feed', async () => {
    const res = await get(base(), '/en/topgame/final', MAIN);
    expect(res.status).toBe(302);
    const { status, document } = await page(res.headers.location as string);
    expect(status).toBe(200);
    // The game is a final of an ATP tournament (round "The Final" of data/tennis-data).
    expect(res.headers.location).toMatch(/^\/en\/(line|live)\/[^/]+\/tennis\//);
    expect(document.querySelector('h1')?.textContent ?? '').not.toBe('');
  });
});

describe('home page and navigation', () => {
  it.each([
    ['main', MAIN, '/en'],
    ['vip', VIP, '/en'],
  ])('%s: the top games block after the hero, then the games in play; the product bar starts with sports and live', async (_brand, headers, path) => {
    const { status, document } = await page(path, headers);
    expect(status).toBe(200);
    const block = document.querySelector('section.block-top-games')!;
    // The block's area styles (AreaStyles.astro) may stand between the two.
    let previous = block.previousElementSibling;
    while (previous?.tagName === 'STYLE') previous = previous.previousElementSibling;
    expect(previous?.classList.contains('hero')).toBe(true);
    const games = listedGames(block);
    expect(games).toHaveLength(8);
    expect(games.every((g) => g.status === 'line' && (g.outcomes === 3 || g.outcomes === 2))).toBe(true); // 1X2, or a two-way winner (tennis)
    // Live now: games in play with their score, and the way to the live list.
    const live = document.querySelector('section.block-live-now')!;
    const liveGames = listedGames(live);
    expect(liveGames.length).toBeGreaterThan(0);
    expect(liveGames.length).toBeLessThanOrEqual(6);
    expect(liveGames.every((g) => g.status === 'live')).toBe(true);
    expect([...live.querySelectorAll('li.game')].every((li) => li.querySelector('.scoreboard[data-status="live"]') !== null)).toBe(true);
    expect(live.querySelector('a.button')?.getAttribute('href')).toBe('/en/live');
    const bar = [...document.querySelectorAll<HTMLAnchorElement>('header .product-bar-list a')].map((a) => [a.textContent?.trim(), a.getAttribute('href')]);
    expect(bar.slice(0, 2)).toEqual([['Sports', '/en/line'], ['Live', '/en/live']]);
  });

  it('translates the sports pages (Russian)', async () => {
    const { document } = await page('/ru/line?limit=5');
    expect(document.querySelector('h1')?.textContent).toContain('Линия');
    expect(document.querySelector('.outcome-label')?.textContent).toBe('Хозяева');
    expect(document.querySelector('header .product-bar-list a[aria-current="page"]')?.textContent?.trim()).toBe('Спорт');
  });
});

describe('champ landing pages', () => {
  it('/en/champ/epl shows the champ, its live and next games, the latest results and a 20-team table', async () => {
    const { status, document } = await page('/en/champ/epl');
    expect(status).toBe(200);
    expect(document.querySelector('h1')?.textContent).toContain('Premier League');
    expect(document.querySelector('h1 .heading-sub')?.textContent).toBe('England');
    expect(document.title).toContain('Premier League');

    const table = document.querySelector<HTMLTableElement>('table.standings-table')!;
    expect(table.querySelector('caption')?.textContent).toMatch(/^Premier League, season \d{4}\/\d{2}: \d+ of \d+ matches played$/);
    expect([...table.querySelectorAll('thead th')].map((th) => th.getAttribute('scope'))).toEqual(Array(10).fill('col'));
    const rows = [...table.querySelectorAll<HTMLElement>('tbody tr')];
    expect(rows).toHaveLength(20);
    const stat = (row: Element, field: string) => Number(row.querySelector(`td[data-stat="${field}"]`)?.getAttribute('data-value'));
    const teams = rows.map((row) => row.querySelector('th[scope="row"]')?.textContent);
    const seasonTeams = new Set([...real.values()].filter((m) => m.champId === 101 && m.season === Number(table.dataset.season)).flatMap((m) => [m.home.name, m.away.name]));
    expect(new Set(teams)).toEqual(seasonTeams);
    rows.forEach((row, index) => {
      expect(row.dataset.position).toBe(String(index + 1));
      expect(stat(row, 'points')).toBe(3 * stat(row, 'won') + stat(row, 'drawn'));
      expect(stat(row, 'played')).toBe(stat(row, 'won') + stat(row, 'drawn') + stat(row, 'lost'));
      if (index > 0) expect(stat(rows[index - 1]!, 'points')).toBeGreaterThanOrEqual(stat(row, 'points'));
    });
    expect(rows.reduce((sum, row) => sum + stat(row, 'played'), 0)).toBe(2 * Number(table.dataset.played));

    const live = listedGames(document.querySelector('.champ-page-live')!);
    for (const game of live) expect([game.status, real.get(game.id)?.champId]).toEqual(['live', 101]);
    expect(document.querySelectorAll('.champ-page-live .games-multi .scoreboard')).toHaveLength(live.length);
    // Every id once (the live cards and the line list both head their champ).
    const idsOnPage = [...document.querySelectorAll('[id]')].map((e) => e.id);
    expect(idsOnPage.length).toBe(new Set(idsOnPage).size);
    const line = listedGames(document.querySelector('.champ-page-line')!);
    expect(line).toHaveLength(20);
    for (const game of line) {
      expect([game.status, real.get(game.id)?.champId, game.outcomes]).toEqual(['line', 101, 3]);
    }
    expect(document.querySelector('.champ-page-line li.game a.game-teams')?.getAttribute('href')).toBe(`/en/line/all/football/premier-league/${line[0]!.id}`);

    const results = [...document.querySelectorAll<HTMLElement>('.champ-page-results tbody tr')];
    expect(results).toHaveLength(10);
    for (const row of results) {
      const match = real.get(Number(row.dataset.game))!;
      expect(match.champId).toBe(101);
      expect(row.querySelector('[data-score]')?.getAttribute('data-score')).toBe(`${match.fullTime.home}:${match.fullTime.away}`);
    }
  });

  it('/ru/champ/laliga is La Liga in Russian', async () => {
    const { status, document } = await page('/ru/champ/laliga');
    expect(status).toBe(200);
    expect(document.querySelector('h1')?.textContent).toContain('Ла Лига');
    expect(document.querySelector('table.standings-table caption')?.textContent).toMatch(/^Ла Лига, сезон \d{4}\/\d{2}: сыграно \d+ из \d+ матчей$/);
    expect(document.querySelectorAll('table.standings-table tbody tr')).toHaveLength(20);
    expect(document.querySelector('#champ-standings-heading')?.textContent).toBe('Турнирная таблица');
  });

  it('answers 404 for europaleague, ipl, every final and unknown champ pages', async () => {
    const line = gameListResponse.parse(await api('/bff-api/feed/line?champId=101&limit=1')).games[0]!;
    for (const path of [
      '/en/champ/europaleague', '/en/champ/ipl', '/en/champ/epl/final', '/en/champ/laliga/final', '/en/champ/europaleague/final',
      `/en/champ/europaleague/game/${line.permanentId}`, `/en/champ/ipl/game/${line.permanentId}`, '/en/champ/seriea', '/en/champ',
    ]) {
      const res = await get(base(), path, MAIN);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toContain('This page could not be found');
    }
  });

  it('/champ/{page}/game/{id} redirects a game of the champ to its page, 404 otherwise', async () => {
    // The third upcoming game: still upcoming when the redirect is asked (kick-offs every 15 min).
    const epl = gameListResponse.parse(await api('/bff-api/feed/line?champId=101&limit=3')).games[2]!;
    const moved = await get(base(), `/en/champ/epl/game/${epl.permanentId}`, MAIN);
    expect(moved.status).toBe(302);
    expect(new URL(moved.headers.location as string, base()).pathname).toBe(`/en/line/all/football/premier-league/${epl.permanentId}`);
    expect((await page(new URL(moved.headers.location as string, base()).pathname)).status).toBe(200);
    const laliga = gameListResponse.parse(await api('/bff-api/feed/live?champId=103')).games[0];
    if (laliga) {
      const live = await get(base(), `/ru/champ/laliga/game/${laliga.permanentId}`, MAIN);
      expect(live.status).toBe(302);
      expect(new URL(live.headers.location as string, base()).pathname).toBe(`/ru/live/all/football/la-liga/${laliga.permanentId}`);
    }
    const serieA = gameListResponse.parse(await api('/bff-api/feed/line?champId=102&limit=1')).games[0]!;
    for (const path of [`/en/champ/epl/game/${serieA.permanentId}`, `/en/champ/laliga/game/${epl.permanentId}`, '/en/champ/epl/game/1', '/en/champ/epl/game/12ab']) {
      expect((await get(base(), path, MAIN)).status, path).toBe(404);
    }
  });
});

describe('tennis and American football pages', () => {
  it.each([
    ['tennis', 2, '.scoreboard-tennis', 'tennis'],
    ['american-football', 3, '.scoreboard-quarters', 'americanFootball'],
  ] as const)('%s: line, live, a live game with its scoreboard, and results by the real result', async (slug, sportId, scoreboard, kind) => {
    const line = await page(`/en/line/all/${slug}?limit=20`);
    expect(line.status).toBe(200);
    const upcoming = listedGames(line.document);
    expect(upcoming).toHaveLength(20);
    for (const game of upcoming) expect(real.get(game.id)?.sportId).toBe(sportId);

    const liveGames = gameListResponse.parse(await api(`/bff-api/feed/live?sportId=${sportId}`)).games;
    expect(liveGames.length).toBeGreaterThanOrEqual(2);
    for (const game of liveGames) expect(game.board?.kind).toBe(kind);
    const live = await page(`/en/live/all/${slug}`);
    expect(listedGames(live.document).length).toBeGreaterThanOrEqual(2);
    expect(live.document.querySelectorAll(`li.game ${scoreboard}`).length).toBeGreaterThanOrEqual(2);
    const game = liveGames[0]!;
    const detail = await page(`/en/live/all/${slug}/${slugOf(game.champId)}/${game.permanentId}`);
    expect(detail.status).toBe(200);
    expect(detail.document.querySelector(`.game-detail[data-game="${game.permanentId}"] ${scoreboard}`)).not.toBeNull();

    const results = gameListResponse.parse(await api(`/bff-api/feed/results?sportId=${sportId}&limit=30`)).games;
    expect(results).toHaveLength(30);
    for (const result of results) {
      expect(result.status).toBe('finished');
      expect(result.score).toEqual(real.get(result.permanentId)!.fullTime);
      expect(result.board?.kind).toBe(kind);
    }
  });
});

describe('market type filters per sport', () => {
  /** The market groups of a list's game rows, from their outcomes (`permanentId:group:type:param`). */
  const rowGroups = (document: Document) =>
    [...document.querySelectorAll('li.game')].map((li) => [...new Set([...li.querySelectorAll<HTMLElement>('[data-outcome]')].map((b) => Number(b.dataset.outcome!.split(':')[1])))]);

  it.each([
    ['tennis', 'line', ['1', '40', '41', '42', '43'], 41, 2],
    ['tennis', 'live', ['1', '40', '41', '42', '43'], 42, 2],
    ['american-football', 'line', ['1', '50', '51', '52', '53', '54'], 50, 2],
    ['american-football', 'live', ['1', '50', '51', '52', '53', '54'], 51, 2],
  ] as const)('%s %s: the sport\'s own groups, and the rows show the chosen one', async (slug, section, offered, chosen, columns) => {
    const { status, document } = await page(`/en/${section}/all/${slug}?market=${chosen}&limit=20`);
    expect(status).toBe(200);
    const links = [...document.querySelectorAll<HTMLAnchorElement>('nav.market-filters a')];
    expect(links.map((a) => a.dataset.market)).toEqual([...offered]);
    expect(document.querySelector('nav.market-filters a[aria-current]')?.getAttribute('data-market')).toBe(String(chosen));
    // The links keep the sport's page and the other filters.
    expect(links[0]!.getAttribute('href')).toBe(`/en/${section}/all/${slug}?limit=20`);
    const rows = rowGroups(document);
    expect(rows.length).toBeGreaterThan(0);
    // A game priced in the group shows its main line (two outcomes); a live market already decided is left out.
    for (const groups of rows) expect(groups.length === 0 || (groups.length === 1 && groups[0] === chosen)).toBe(true);
    expect(rows.filter((g) => g.length === 1).length).toBeGreaterThan(0);
    for (const li of document.querySelectorAll('li.game')) {
      const n = li.querySelectorAll('[data-outcome]').length;
      expect(n === 0 || n === columns).toBe(true);
    }
  });

  it('a football group on a tennis list is not offered there: the rows fall back to the winner', async () => {
    const { document } = await page('/en/line/all/tennis?market=17&limit=10');
    expect(document.querySelector('nav.market-filters a[aria-current]')?.getAttribute('data-market')).toBe('1');
    // A match the file has no prices for (a walkover) shows no outcome at all.
    const priced = rowGroups(document).filter((groups) => groups.length > 0);
    expect(priced.length).toBeGreaterThan(5);
    for (const groups of priced) expect(groups).toEqual([1]);
  });

  it('the all-sports list offers every sport\'s groups; each row shows the chosen group when its sport has it', async () => {
    const { document } = await page('/en/line?market=41&limit=300');
    expect([...document.querySelectorAll<HTMLAnchorElement>('nav.market-filters a')].map((a) => a.dataset.market)).toEqual(
      ['1', '8', '17', '2', '19', '20', '136', '40', '41', '42', '43', '50', '51', '52', '53', '54'],
    );
    const bySport = new Map<number, Set<string>>();
    for (const li of document.querySelectorAll<HTMLElement>('li.game')) {
      const sportId = real.get(Number(li.dataset.game))!.sportId;
      const groups = [...li.querySelectorAll<HTMLElement>('[data-outcome]')].map((b) => b.dataset.outcome!.split(':')[1]!);
      for (const g of groups) (bySport.get(sportId) ?? bySport.set(sportId, new Set()).get(sportId)!).add(g);
    }
    expect([...bySport.get(1) ?? []]).toEqual(['1']);
    if (bySport.has(2)) expect([...bySport.get(2)!]).toEqual(['41']);
  });
});

describe('statistic page of tennis and NFL games', () => {
  it.each([
    [2, 'sets'],
    [3, 'quarters'],
  ] as const)('sport %i: the final score, the score by %s, head to head and latest results from the files', async (sportId, _periods) => {
    const finished = gameListResponse.parse(await api(`/bff-api/feed/results?sportId=${sportId}&limit=5`)).games;
    expect(finished.length).toBeGreaterThan(0);
    for (const game of finished) {
      const match = real.get(game.permanentId)!;
      const { status, document } = await page(`/en/statistic/${game.permanentId}`);
      expect(status).toBe(200);
      expect(document.querySelector('.statistic-table')).toBeNull();
      expect(document.querySelector('.statistic-pending')).toBeNull();
      expect(document.querySelector('.statistic-score')?.getAttribute('data-score')).toBe(`${match.fullTime.home}:${match.fullTime.away}`);
      const cells = (side: string) => [...document.querySelectorAll(`.statistic-periods tr[data-side="${side}"] td`)].map((td) => Number(td.textContent));
      const detail = match.detail!;
      const periods = detail.kind === 'tennis' ? detail.sets : [...detail.quarters, ...(detail.overtime ? [detail.overtime] : [])];
      expect(cells('home')).toEqual(periods.map((p) => p.home));
      expect(cells('away')).toEqual(periods.map((p) => p.away));
      // Head to head and each side's latest results: real earlier games of these sides only.
      expect(document.querySelector('.statistic-h2h h2')?.textContent).toBe('Head to head');
      for (const row of document.querySelectorAll<HTMLElement>('.statistic-h2h tr[data-game]')) {
        const past = real.get(Number(row.dataset.game))!;
        expect(new Set([past.home.id, past.away.id])).toEqual(new Set([match.home.id, match.away.id]));
        expect(past.kickoff).toBeLessThan(match.kickoff);
        expect(row.dataset.score).toBe(`${past.fullTime.home}:${past.fullTime.away}`);
      }
      for (const side of ['home', 'away'] as const) {
        const section = document.querySelector(`.statistic-recent[data-side="${side}"]`)!;
        expect(section.querySelector('h2')?.textContent).toBe(`Latest results: ${match[side].name}`);
        for (const row of section.querySelectorAll<HTMLElement>('tr[data-game]')) {
          const past = real.get(Number(row.dataset.game))!;
          expect([past.home.id, past.away.id]).toContain(match[side].id);
          expect(past.kickoff).toBeLessThan(match.kickoff);
          expect(['win', 'draw', 'loss']).toContain(row.dataset.outcome);
        }
      }
    }
  });
});
