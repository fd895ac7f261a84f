/**
 * The multi-live page (spec §2 `/multi`): every game in play.
 */
import type { LanguageCode } from '../../../schemas/language.ts';
import { DEFAULT_ROW_GROUP } from '../../domain/feed/live-sync.ts';
import type { MultiLivePageData } from '../../domain/pages/sports.ts';
import { feedNow } from '../feed/clock.ts';
import { getFeed, windowGames, type Feed } from '../feed/service.ts';
import { stateOf } from '../feed/views.ts';
import { pageData, type PageLoader } from './load.ts';

/** `/multi`: every live game. */
export function multiLivePage(feed: Feed, lng: LanguageCode, now: number): MultiLivePageData {
  const games = windowGames(feed, now)
    .filter((g) => g.status === 'live')
    .map((g) => stateOf(feed, g, now, { lng, groupId: DEFAULT_ROW_GROUP }));
  return { kind: 'multi', games, serverTime: now };
}

/** Loads the multi-live page. */
export const loadMultiLive: PageLoader<MultiLivePageData> = async (ctx) => pageData(multiLivePage(await getFeed(), ctx.lng, feedNow()));
