/**
 * Data of the champ landing pages (src/server/pages/champ-page.ts, champ-page-game.ts)
 * on a feed of the real matches, without a database: the champ's live, upcoming and finished
 * games as the list and results pages show them, the league table of the current replay season,
 * the game child's redirect, and null (404) for the champs and finals the feed does not have.
 */
import { describe, expect, it } from 'vitest';
import { NOW, feed, q, real, rows } from './feed-fixture.ts';
import { CHAMP_PAGE_LINE_LIMIT, CHAMP_PAGE_RESULTS_LIMIT } from '../../src/domain/pages/sports.ts';
import { champLandingPage } from '../../src/server/pages/champ-page.ts';
import { champGamePage } from '../../src/server/pages/champ-page-game.ts';
import { listPage } from '../../src/server/pages/sports-list.ts';
import { resultsPage } from '../../src/server/pages/results.ts';
import { windowGames } from '../../src/server/feed/service.ts';
import { pages } from '../../src/registry/pages.ts';
import { brands } from '../../src/server/brands.ts';
import { CHAMP_PAGES, champOfPage } from '../../src/domain/feed/slugs.ts';
import { computeStandings, teamsOf } from '../../src/domain/feed/standings.ts';
import { tFor } from '../../src/i18n/index.ts';
import { DEFAULT_SPORTS_PRICING as PRICING } from '../../schemas/sports-pricing.ts';

const ids = (games: readonly { permanentId: number }[]) => games.map((g) => g.permanentId);

describe('champ page slugs', () => {
  it('map epl and laliga to the feed\'s champs; europaleague, ipl and others to none', () => {
    expect(Object.keys(CHAMP_PAGES)).toEqual(['epl', 'laliga', 'europaleague', 'ipl']);
    expect(champOfPage('epl')?.slug).toBe('premier-league');
    expect(champOfPage('laliga')?.slug).toBe('la-liga');
    for (const page of ['europaleague', 'ipl', 'seriea', 'toString', '', undefined]) expect(champOfPage(page), String(page)).toBeNull();
  });
});

describe('champLandingPage', () => {
  const epl = champLandingPage(feed, { champPage: 'epl' }, 'en', NOW, PRICING)!;

  it('names the champ and links its line, live and results pages', () => {
    expect(epl).toMatchObject({
      kind: 'champ', page: 'epl', champId: 101, champName: 'Premier League', countryName: 'England',
      lineHref: '/en/line/all/football/premier-league', liveHref: '/en/live/all/football/premier-league', resultsHref: '/en/champs/101', serverTime: NOW,
    });
    // Champ and country named in the page language.
    expect(champLandingPage(feed, { champPage: 'laliga' }, 'ru', NOW, PRICING)).toMatchObject({ champId: 103, champName: 'Ла Лига', countryName: 'Испания', resultsHref: '/ru/champs/103' });
    const main = brands.byId.get('main')!;
    expect(pages['champ-page'].title(epl, tFor('main', 'en'), { brand: main, lng: 'en' })).toBe(`Premier League · Matches, results and table · ${main.name}`);
  });

  it('lists the champ\'s live games and next 20 upcoming games as the list pages do, outcomes included', () => {
    const params = { menuSection: 'all', sport: 'football', champ: 'premier-league' };
    expect(epl.line).toHaveLength(CHAMP_PAGE_LINE_LIMIT);
    expect(ids(epl.line)).toEqual(ids(listPage(feed, 'line', params, q('limit=20'), 'en', NOW, PRICING)!.groups.flatMap((g) => g.games)));
    expect(ids(epl.live)).toEqual(ids(listPage(feed, 'live', params, q(), 'en', NOW, PRICING)!.groups.flatMap((g) => g.games)));
    for (const game of epl.line) {
      expect(game).toMatchObject({ status: 'line', champId: 101, href: `/en/line/all/football/premier-league/${game.permanentId}` });
      expect([game.home, game.away]).toEqual([real.get(game.permanentId)!.home.name, real.get(game.permanentId)!.away.name]);
      expect(game.row.map((o) => o.coef).every((c) => c >= 1.01)).toBe(true);
      expect(game.row).toHaveLength(3);
    }
    for (const game of epl.live) {
      expect(game).toMatchObject({ status: 'live', champId: 101 });
      expect(game.seq).toBeGreaterThan(0);
    }
    expect(epl.line.map((g) => g.start)).toEqual([...epl.line.map((g) => g.start)].sort((a, b) => a - b));
  });

  it('shows the champ\'s latest 10 results with their real scores, as the results page does', () => {
    expect(epl.results).toHaveLength(CHAMP_PAGE_RESULTS_LIMIT);
    expect(epl.results).toEqual(resultsPage(feed, 'champs', { champId: '101' }, q('limit=10'), 'en', NOW, PRICING)!.groups[0]!.rows);
    for (const row of epl.results) {
      const match = real.get(row.permanentId)!;
      expect(row.score).toEqual(match.fullTime);
      expect(row.halfTimeScore).toEqual(match.halfTime);
    }
  });

  it('tables the current replay season up to now: every real result of the season replayed so far', () => {
    // Independently: the champ's matches of the season of its latest finished game whose real
    // kick-off is not after the real kick-off of that game (each champ has its own schedule).
    const finished = windowGames(feed, NOW).filter((g) => g.status === 'finished');
    const latestOfChamp = finished.filter((g) => g.match.champId === 101).at(-1)!.match;
    const latest = latestOfChamp;
    expect(epl.season).toBe(latestOfChamp.season);
    const season = rows.filter((m) => m.champId === 101 && m.season === epl.season);
    const played = season.filter((m) => m.kickoff < latest.kickoff || (m.kickoff === latest.kickoff && m.permanentId <= latest.permanentId));
    expect(epl.seasonPlayed).toBe(played.length);
    expect(epl.seasonTotal).toBe(season.length);
    expect(epl.standings).toEqual(computeStandings(teamsOf(season), played));
    expect(epl.standings).toHaveLength(20);
    expect(epl.standings.reduce((sum, r) => sum + r.played, 0)).toBe(2 * epl.seasonPlayed);
    // The latest results of the season are in the table.
    for (const row of epl.results.filter((r) => real.get(r.permanentId)!.season === epl.season)) {
      expect(played.some((m) => m.permanentId === row.permanentId), String(row.permanentId)).toBe(true);
    }
  });

  it('keeps a 20-team table of one season through a whole replay cycle (season changes and the cycle restart)', { timeout: 60_000 }, () => {
    const seen = new Set<number>();
    // A full cycle of the replay calendar, every 4 days and 7 hours.
    const cycleHours = feed.calendar.cycleMs / 3600_000;
    for (let hours = 0; hours <= cycleHours; hours += 4 * 24 + 7) {
      const at = NOW + hours * 3600_000;
      for (const champPage of ['epl', 'laliga']) {
        const page = champLandingPage(feed, { champPage }, 'en', at, PRICING)!;
        seen.add(page.season);
        expect(page.standings, `${champPage} at ${new Date(at).toISOString()}`).toHaveLength(20);
        expect(page.seasonPlayed).toBeGreaterThan(0);
        expect(page.seasonPlayed).toBeLessThanOrEqual(page.seasonTotal);
        expect(page.standings.reduce((sum, r) => sum + r.played, 0)).toBe(2 * page.seasonPlayed);
        expect(page.line).toHaveLength(CHAMP_PAGE_LINE_LIMIT);
        expect(page.results).toHaveLength(CHAMP_PAGE_RESULTS_LIMIT);
      }
    }
    expect([...seen].sort()).toEqual([2023, 2024, 2025]);
  });

  it('answers null for europaleague, ipl and unknown pages (no such data in the feed)', () => {
    for (const champPage of ['europaleague', 'ipl', 'seriea', undefined]) expect(champLandingPage(feed, { champPage }, 'en', NOW, PRICING), String(champPage)).toBeNull();
  });
});

describe('champGamePage', () => {
  const window = windowGames(feed, NOW);
  const of = (champId: number, status: string) => window.find((g) => g.match.champId === champId && g.status === status)!.match.permanentId;

  it('redirects a game of the champ to its canonical page: line before kick-off, live from then on', () => {
    expect(champGamePage(feed, { champPage: 'epl', game: String(of(101, 'line')) }, 'en', NOW)).toEqual({ kind: 'redirect', location: `/en/line/all/football/premier-league/${of(101, 'line')}` });
    const live = window.find((g) => g.status === 'live' && (g.match.champId === 101 || g.match.champId === 103))!;
    const [page, slug] = live.match.champId === 101 ? ['epl', 'premier-league'] : ['laliga', 'la-liga'];
    expect(champGamePage(feed, { champPage: page, game: String(live.match.permanentId) }, 'ru', NOW)).toEqual({ kind: 'redirect', location: `/ru/live/all/football/${slug}/${live.match.permanentId}` });
    expect(champGamePage(feed, { champPage: 'epl', game: String(of(101, 'finished')) }, 'en', NOW)).toEqual({ kind: 'redirect', location: `/en/live/all/football/premier-league/${of(101, 'finished')}` });
  });

  it('answers null for a game of another champ, an unknown game and the champs the feed does not have', () => {
    expect(champGamePage(feed, { champPage: 'epl', game: String(of(103, 'line')) }, 'en', NOW)).toBeNull();
    expect(champGamePage(feed, { champPage: 'laliga', game: String(of(102, 'line')) }, 'en', NOW)).toBeNull();
    expect(champGamePage(feed, { champPage: 'epl', game: '1' }, 'en', NOW)).toBeNull();
    expect(champGamePage(feed, { champPage: 'epl', game: '99999999999999999999' }, 'en', NOW)).toBeNull();
    expect(champGamePage(feed, { champPage: 'europaleague', game: String(of(101, 'line')) }, 'en', NOW)).toBeNull();
    expect(champGamePage(feed, { champPage: 'ipl', game: String(of(101, 'line')) }, 'en', NOW)).toBeNull();
  });
});
