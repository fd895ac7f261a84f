/**
 * The game page (spec §2 Sports: `/{line|live}/{menuSection}/{sport}/{champ}/{game}`): the
 * route's SEO stream is the section; a game of the other section redirects to its canonical page.
 */
import type { SportsPricing } from '../../../schemas/sports-pricing.ts';
import type { LanguageCode } from '../../../schemas/language.ts';
import { localizedHref } from '../../domain/routing/resolve.ts';
import { champBySlug, menuSectionOf, sportBySlug, sportsPath, type SportsSection } from '../../domain/feed/slugs.ts';
import { DEFAULT_ROW_GROUP, gameStateOf, groupStates } from '../../domain/feed/live-sync.ts';
import type { GamePageData } from '../../domain/pages/sports.ts';
import { feedNow } from '../feed/clock.ts';
import { gameDetail, getFeed, type Feed } from '../feed/service.ts';
import { gameHref, lastSeqAt, sectionOfStatus } from '../feed/views.ts';
import { loaded, type PageLoader } from './load.ts';
import { perTick } from '../feed/tick-cache.ts';

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
  pricing: SportsPricing,
): GamePageData | { kind: 'redirect'; location: string } | null {
  const menuSection = menuSectionOf(params.menuSection);
  const sport = params.sport === undefined ? null : sportBySlug(params.sport);
  const champ = params.champ === undefined ? null : champBySlug(params.champ);
  const id = Number(params.game);
  if (!menuSection || !sport || !champ || champ.sportId !== sport.sportId || !Number.isSafeInteger(id)) return null;
  const match = feed.byId.get(id);
  if (!match || match.champId !== champ.champId) return null;
  const detail = gameDetail(feed, id, now, pricing);
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

/**
 * Loads the game page of the route's section (`line` or `live` stream), once per feed tick per
 * address, language and brand pricing (src/server/feed/tick-cache.ts).
 */
export const loadSportsGame: PageLoader<GamePageData> = async (ctx) => {
  const section = ctx.route.stream === 'live' ? 'live' : 'line';
  const key = `game\u0000${section}\u0000${ctx.lng}\u0000${JSON.stringify(ctx.params)}`;
  return loaded(perTick(await getFeed(), ctx.brand.sportsPricing, key, feedNow(), (feed, now, pricing) => gamePage(feed, section, ctx.params, ctx.lng, now, pricing)));
};
