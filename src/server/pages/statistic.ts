/**
 * The statistic page (spec §2 `/statistic/{gameId}`, and the `statisticpopup/{gameId}/*` pop-up
 * in the empty layout), for every sport: the real statistics of a finished football game, the
 * score by set or quarter of a finished tennis or NFL game, and for every game the earlier
 * meetings of its sides and their latest results in the imported files (src/domain/feed/statistic.ts).
 */
import type { SportsPricing } from '../../../schemas/sports-pricing.ts';
import type { LanguageCode } from '../../../schemas/language.ts';
import type { SideStats } from '../../domain/feed/match.ts';
import { DEFAULT_ROW_GROUP, gameStateOf } from '../../domain/feed/live-sync.ts';
import type { StatisticPageData } from '../../domain/pages/sports.ts';
import { feedNow } from '../feed/clock.ts';
import { gameDetail, getFeed, type Feed } from '../feed/service.ts';
import { gameHref, lastSeqAt } from '../feed/views.ts';
import { loaded, redirectTo, type PageLoader } from './load.ts';
import { localizedHref } from '../../domain/routing/resolve.ts';

/**
 * Where bare `/statistic` (spec §2) leads: the results of finished games, whose sides' statistics
 * are each game's statistic page; there is no statistic of the feed as a whole.
 */
const STATISTIC_INDEX = '/results';
import { headToHead, indexByTeam, periodScores, recentResults, type TeamIndex } from '../../domain/feed/statistic.ts';
import { sportOfMatch } from '../../domain/sports/index.ts';

const STATISTICS: readonly [keyof SideStats, string][] = [
  ['shots', 'stat_shots'],
  ['shotsOnTarget', 'stat_shots_on_target'],
  ['corners', 'stat_corners'],
  ['fouls', 'stat_fouls'],
  ['yellow', 'stat_yellow_cards'],
  ['red', 'stat_red_cards'],
];

/** The feed's games by team, built once per feed. */
const teamIndexes = new WeakMap<Feed, TeamIndex>();
function teamIndex(feed: Feed): TeamIndex {
  let index = teamIndexes.get(feed);
  // Every real game of the served champs, placed in the replay or not: the sides' real history.
  if (!index) teamIndexes.set(feed, (index = indexByTeam([...feed.matches, ...feed.unplaced.values()])));
  return index;
}

/**
 * `/statistic/{gameId}`: the real statistics of a finished football game (shots, on target,
 * corners, fouls, yellow and red cards per side), the score by period of a finished tennis or
 * NFL game; a game not finished yet has none of these. Head-to-head and the sides' latest results
 * are shown for every game. Null without an id or for a game outside the feed.
 */
export function statisticPage(feed: Feed, params: Record<string, string | undefined>, lng: LanguageCode, now: number, pricing: SportsPricing): StatisticPageData | null {
  if (params.gameId === undefined) return null;
  const id = Number(params.gameId);
  const match = Number.isSafeInteger(id) ? feed.byId.get(id) : undefined;
  if (!match) return null;
  const detail = gameDetail(feed, id, now, pricing);
  if (!detail) return null;
  const markets = detail.groups.flatMap((g) => g.markets);
  const href = gameHref(lng, detail.game);
  const game = gameStateOf(detail.game, markets, { groupId: DEFAULT_ROW_GROUP, href, seq: lastSeqAt(match, detail.game.start * 1000, now), at: now });
  const stats = detail.stats;
  const finished = game.status === 'finished';
  // Only some sports' files carry match statistics (football's); the others' record is by period.
  const rows = stats && sportOfMatch(match).matchStatistics ? STATISTICS.map(([field, key]) => ({ key, home: stats.home[field] ?? null, away: stats.away[field] ?? null })) : null;
  const index = teamIndex(feed);
  // Earlier games are dated by this game's own shift (its block's): the previous real matches at
  // their replayed dates, just before this one (src/domain/feed/calendar.ts).
  const { realTimes } = feed.calendar;
  const shift = detail.game.start * 1000 - (realTimes.get(match.permanentId) ?? match.kickoff);
  const replayedAt = (m: typeof match) => (realTimes.get(m.permanentId) ?? m.kickoff) + shift;
  return {
    kind: 'statistic',
    game,
    rows,
    periods: finished ? periodScores(match) : [],
    headToHead: headToHead(index, match, replayedAt),
    recent: { home: recentResults(index, match, 'home', replayedAt), away: recentResults(index, match, 'away', replayedAt) },
    gameHref: href,
    serverTime: now,
  };
}

/** Loads the statistic page; bare `/statistic` leads to {@link STATISTIC_INDEX}, an unknown game is the 404 page. */
export const loadStatistic: PageLoader<StatisticPageData> = async (ctx) =>
  ctx.params.gameId === undefined && ctx.route.name === 'statistic'
    ? redirectTo(localizedHref(ctx.lng, STATISTIC_INDEX))
    : loaded(statisticPage(await getFeed(), ctx.params, ctx.lng, feedNow(), ctx.brand.sportsPricing));
