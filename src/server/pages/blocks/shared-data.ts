/**
 * Block data shared by the requests of one tick: a block loader reads only the brand, the language
 * and the block's props (src/server/pages/blocks/load.ts: nothing of the player), so every request
 * of the same brand × language × block props within one tick gets the same data, loaded once
 * (single flight: concurrent requests share the load). A tick is one second of the wall clock and
 * one feed tick (src/server/feed/tick-cache.ts), so a dev clock move loads again; a CMS publish or a
 * settings change of the brand moves its generation (src/server/page-cache.ts `brandGeneration`),
 * which is part of the key, so its data is loaded again at once. Guests' pages
 * are cached whole anyway (src/server/page-cache.ts); this is what players' pages share.
 *
 * The data is shared: block components must not mutate it.
 */
import { feedNow } from '../../feed/clock.ts';
import { FEED_TICK_MS } from '../../feed/tick-cache.ts';
import { brandGeneration } from '../../page-cache.ts';

const propsKeys = new WeakMap<object, string>();
let tickKey = '';
let entries = new Map<string, Promise<unknown>>();

/** The key of a props object (its JSON, computed once per object: page schemas are parsed once). */
function propsKey(props: object): string {
  let key = propsKeys.get(props);
  if (key === undefined) {
    key = JSON.stringify(props);
    propsKeys.set(props, key);
  }
  return key;
}

/**
 * The data of a block (type `type`, `props`) for a brand and language in this tick: `load()`'s
 * answer, loaded on the tick's first request of that key. A load that fails is not kept.
 */
export function sharedBlockData<T>(brandId: string, lng: string, type: string, props: object, load: () => T | Promise<T>): Promise<T> {
  const tick = `${Math.floor(Date.now() / FEED_TICK_MS)}:${Math.floor(feedNow() / FEED_TICK_MS)}`;
  if (tick !== tickKey) {
    tickKey = tick;
    entries = new Map();
  }
  const key = `${brandId}\u0000${brandGeneration(brandId)}\u0000${lng}\u0000${type}\u0000${propsKey(props)}`;
  let data = entries.get(key) as Promise<T> | undefined;
  if (!data) {
    const own = entries;
    data = Promise.resolve().then(load);
    own.set(key, data);
    data.catch(() => own.delete(key));
  }
  return data;
}
