/**
 * The champ landing pages (spec §2 Sports page types `champ/{epl|laliga|europaleague|ipl}`):
 * the feed's champs with their live games, next games, latest results and league table.
 */
import type { SportsPricing } from '../../../schemas/sports-pricing.ts';
import type { LanguageCode } from '../../../schemas/language.ts';
import { localizedHref } from '../../domain/routing/resolve.ts';
import type { CalendarSchedule } from '../../domain/feed/schedule.ts';
import { champOfPage, sportsPath, type SportsSection } from '../../domain/feed/slugs.ts';
import { nameIn } from '../../domain/feed/catalogue.ts';
import { computeStandings, seasonSoFar, teamsOf } from '../../domain/feed/standings.ts';
import { DEFAULT_ROW_GROUP } from '../../domain/feed/live-sync.ts';
import { CHAMP_PAGE_LINE_LIMIT, CHAMP_PAGE_RESULTS_LIMIT, type ChampLandingPageData } from '../../domain/pages/sports.ts';
import { feedNow } from '../feed/clock.ts';
import { getFeed, windowGames, type Feed, type WindowGame } from '../feed/service.ts';
import { resultRowOf, stateOf } from '../feed/views.ts';
import { loaded, type PageLoader } from './load.ts';

/**
 * The latest slot of a champ's calendar schedule finished at `now` (kick-off + game length ≤ now),
 * the same search as the window's statuses.
 */
function lastFinishedSlot(schedule: CalendarSchedule, now: number): number {
  return schedule.firstLiveSlot(now) - 1;
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
 * Europa League or IPL data. The other children: `/champ/{page}/game/{id}` is the
 * `champ-page-game` page; `/champ/{page}/final` has no page (no final in the feed's leagues).
 */
export function champLandingPage(feed: Feed, params: Record<string, string | undefined>, lng: LanguageCode, now: number, pricing: SportsPricing): ChampLandingPageData | null {
  const champ = champOfPage(params.champPage);
  if (!champ) return null;
  const games = windowGames(feed, now).filter((g) => g.match.champId === champ.champId);
  const state = (g: WindowGame) => stateOf(feed, g, now, { lng, groupId: DEFAULT_ROW_GROUP, pricing });
  const live = games.filter((g) => g.status === 'live').map(state);
  const line = games.filter((g) => g.status === 'line').slice(0, CHAMP_PAGE_LINE_LIMIT).map(state);
  const results = games.filter((g) => g.status === 'finished').reverse().slice(0, CHAMP_PAGE_RESULTS_LIMIT).map((g) => resultRowOf(g, lng));
  const schedule = feed.schedules.get(champ.champId);
  if (!schedule) return null;
  const season = seasonSoFar(schedule.order, schedule.blocks, lastFinishedSlot(schedule, now), champ.champId);
  if (!season) return null;
  const href = (section: SportsSection) => localizedHref(lng, sportsPath({ section, champId: champ.champId }));
  return {
    kind: 'champ',
    page: params.champPage!,
    champId: champ.champId,
    champName: nameIn(champ.names, lng),
    countryName: nameIn(champ.countryNames, lng),
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

/** Loads a champ landing page; `europaleague`, `ipl` and unknown slugs are the 404 page. */
export const loadChampPage: PageLoader<ChampLandingPageData> = async (ctx) =>
  loaded(champLandingPage(await getFeed(), ctx.params, ctx.lng, feedNow(), ctx.brand.sportsPricing));
