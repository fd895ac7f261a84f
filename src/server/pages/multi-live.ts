/**
 * The multi-live page (spec §2 `/multi`): every game in play.
 */
import type { SportsPricing } from '../../../schemas/sports-pricing.ts';
import type { LanguageCode } from '../../../schemas/language.ts';
import type { MultiLivePageData } from '../../domain/pages/sports.ts';
import { feedNow } from '../feed/clock.ts';
import { getFeed, type Feed } from '../feed/service.ts';
import { liveGames } from '../feed/views.ts';
import { pageData, type PageLoader } from './load.ts';

/** `/multi`: every live game. */
export function multiLivePage(feed: Feed, lng: LanguageCode, now: number, pricing: SportsPricing): MultiLivePageData {
  return { kind: 'multi', games: liveGames(feed, Number.POSITIVE_INFINITY, lng, now, pricing), serverTime: now };
}

/** Loads the multi-live page. */
export const loadMultiLive: PageLoader<MultiLivePageData> = async (ctx) => pageData(multiLivePage(await getFeed(), ctx.lng, feedNow(), ctx.brand.sportsPricing));
