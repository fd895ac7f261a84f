/**
 * Loaders of the blocks that list games of the running feed with their 1X2 prices: top games
 * (spec §3: at least 10 markets), game rows (one champ or all, top games or all) and live now (games
 * in play). Nothing (an empty list) for a brand that does not serve the list the block links to, or
 * when the feed cannot be read (logged; the rest of the page still renders).
 */
import { feedListPath, LIVE_LIST_PATH } from '../../../domain/pages/blocks.ts';
import type { GameState } from '../../../domain/feed/live-sync.ts';
import { isServedPath } from '../../../domain/routing/resolve.ts';
import { getFeed, type Feed } from '../../feed/service.ts';
import { feedNow } from '../../feed/clock.ts';
import { gameRows } from '../../feed/game-rows.ts';
import { liveGames, topGames, warmTopAnswers } from '../../feed/views.ts';
import { perTick } from '../../feed/tick-cache.ts';
import type { BlockContext, BlockLoader } from './load.ts';
import type { SportsPricing } from '../../../../schemas/sports-pricing.ts';

/**
 * The games `read` picks from the feed, or none (see the module); computed once per feed tick for
 * each `key` (the block and every prop the list depends on, with the language) and the brand's
 * pricing (tick-cache.ts). `asksTop`: `read` asks upcoming games whether they are top, so they are
 * priced in slices first (`warmTopAnswers`).
 */
async function feedGames(ctx: BlockContext, listPath: string, block: string, key: string, read: (feed: Feed, now: number, pricing: SportsPricing) => GameState[], asksTop = true): Promise<GameState[]> {
  const served = ctx.brand.features.sports === true && isServedPath(ctx.brand, ctx.lng, listPath, import.meta.env.PROD);
  if (!served) return [];
  try {
    const feed = await getFeed();
    // A block that asks upcoming games whether they are top has them priced in slices first.
    if (asksTop) await warmTopAnswers(feed, feedNow(), ctx.brand.sportsPricing);
    return perTick(feed, ctx.brand.sportsPricing, `${block}|${ctx.lng}|${key}`, feedNow(), read);
  } catch (error) {
    console.error(`${block} block: the feed could not be read`, error);
    return [];
  }
}

/** The next `props.limit` upcoming top games. */
export const loadTopGames: BlockLoader<'topGames'> = (props, ctx) =>
  feedGames(ctx, feedListPath(true), 'top games', String(props.limit), (feed, now, pricing) => topGames(feed, props.limit, ctx.lng, now, pricing));

/** The next upcoming games of the block's champ (or all), top games only when `props.onlyTop`. */
export const loadGameRows: BlockLoader<'gameRows'> = (props, ctx) =>
  feedGames(ctx, feedListPath(props.onlyTop), 'game rows', JSON.stringify([props.champ, props.onlyTop, props.limit]), (feed, now, pricing) => gameRows(feed, { champ: props.champ, onlyTop: props.onlyTop, limit: props.limit }, ctx.lng, now, pricing));

/** The first `props.limit` games in play, by kick-off. */
export const loadLiveNow: BlockLoader<'liveNow'> = (props, ctx) =>
  feedGames(ctx, LIVE_LIST_PATH, 'live now', String(props.limit), (feed, now, pricing) => liveGames(feed, props.limit, ctx.lng, now, pricing), false);
