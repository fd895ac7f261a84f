/**
 * Views of the running feed computed once per feed tick and shared by every request of that tick
 * (guests and players alike): the replay is a pure function of the feed and the instant, so two
 * requests in the same tick would compute the same lists. A tick is {@link FEED_TICK_MS}, the live
 * publisher's period (src/server/live/publisher.ts): a page rendered from a view computed earlier
 * in the tick shows the state and the live `seq` of that instant, and its live island applies the
 * stream from that seq on, so nothing is missed. A move of the dev feed clock lands in another
 * tick and recomputes. Prices depend on the brand's sports pricing (schemas/sports-pricing.ts), so
 * every view is kept under the pricing's value ({@link pricingKey}): brands of one pricing share a
 * view, and a brand whose pricing changes (its settings, src/server/settings/state.ts) finds no
 * view of its old pricing from its next request on.
 *
 * Values are shared between requests: callers must not mutate them (arrays are frozen).
 */
import type { SportsPricing } from '../../../schemas/sports-pricing.ts';
import { pricingKey } from '../../domain/feed/real-prices.ts';
import type { Feed } from './service.ts';

/** Feed tick, ms: the live publisher's period. */
export const FEED_TICK_MS = 1000;

interface TickEntries {
  tick: number;
  values: Map<string, unknown>;
}

const byFeed = new WeakMap<Feed, TickEntries>();
/** Most views kept in one tick: keys may carry a request's query, so a flood of distinct ones is computed, not kept. */
const PER_TICK_MAX = 500;

/**
 * The view named `key` (every other parameter it depends on: list, language, limit, …) of `feed`
 * at `pricing` and the tick of `now`: computed by `compute(feed, now, pricing)` on the first call
 * of the tick for that pricing and key, then reused; the previous tick's views are dropped when a
 * new tick starts.
 */
export function perTick<T>(feed: Feed, pricing: SportsPricing, key: string, now: number, compute: (feed: Feed, now: number, pricing: SportsPricing) => T): T {
  const tick = Math.floor(now / FEED_TICK_MS);
  let entries = byFeed.get(feed);
  if (!entries || entries.tick !== tick) {
    entries = { tick, values: new Map() };
    byFeed.set(feed, entries);
  }
  const full = `${pricingKey(pricing)}\u0000${key}`;
  if (entries.values.has(full)) return entries.values.get(full) as T;
  const value = compute(feed, now, pricing);
  if (entries.values.size < PER_TICK_MAX) entries.values.set(full, Array.isArray(value) ? Object.freeze(value) : value);
  return value;
}
