/**
 * HTML of server-only React components (rendered without hydration, e.g. LineGames under
 * StaticOutcomes), kept per shared data object: lists computed once per feed tick
 * (src/server/feed/tick-cache.ts, src/server/pages/blocks/shared-data.ts) are the same object for
 * every request of the tick, and islands render in UTC with no player state
 * (src/islands/shell/Moment.tsx), so their HTML is too — rendered on the tick's first request,
 * reused until the object is dropped (a WeakMap: nothing to expire).
 *
 * Pages write the result with `<Fragment set:html={…} />`. Only for components without a client
 * directive and whose output depends on nothing but `props` (React's `useId` values repeat between
 * copies, which is harmless for one copy per page).
 */
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';

const rendered = new WeakMap<object, Map<string, string>>();

/**
 * The HTML of `<Component {...props} />`, kept for `owner` (the shared data the props are made
 * of) under `key` (everything else the props depend on: brand, language, variant).
 */
export function staticReactHtml<P extends object>(owner: object, key: string, Component: ComponentType<P>, props: P): string {
  let byKey = rendered.get(owner);
  if (!byKey) rendered.set(owner, (byKey = new Map()));
  let html = byKey.get(key);
  if (html === undefined) {
    html = renderToString(createElement(Component, props));
    byKey.set(key, html);
  }
  return html;
}
