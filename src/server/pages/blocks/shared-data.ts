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
/** This tick's data per brand object: the request's brand with its evaluated flags (a stable object per flag variant, src/server/settings/flags.ts). */
let entries = new WeakMap<object, Map<string, Promise<unknown>>>();

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
 * answer, loaded on the tick's first request of that key. Kept per brand object, so a brand with
 * other flags (a flag variant, a brand changed by its settings) never sees another's data. A load
 * that fails is not kept.
 */
export function sharedBlockData<T>(brand: { id: string }, lng: string, type: string, props: object, load: () => T | Promise<T>): Promise<T> {
  const tick = `${Math.floor(Date.now() / FEED_TICK_MS)}:${Math.floor(feedNow() / FEED_TICK_MS)}`;
  if (tick !== tickKey) {
    tickKey = tick;
    entries = new WeakMap();
  }
  const own = entries.get(brand) ?? new Map<string, Promise<unknown>>();
  entries.set(brand, own);
  const key = `${brandGeneration(brand.id)}\u0000${lng}\u0000${type}\u0000${propsKey(props)}`;
  let data = own.get(key) as Promise<T> | undefined;
  if (!data) {
    data = Promise.resolve().then(load);
    own.set(key, data);
    data.catch(() => own.delete(key));
  }
  return data;
}
