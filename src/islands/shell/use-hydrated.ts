/**
 * False while an island's server HTML is being hydrated, true after: for what only the browser
 * knows (localStorage, a chunk loaded on use), rendered the same as the server until hydration.
 * Shared by the islands of every area (src/islands/shell/ holds the shared React helpers).
 */
import { createElement, Fragment, useSyncExternalStore, type ComponentType, type ReactElement } from 'react';

const noSubscription = () => () => {};

/** False during the server render and hydration, true afterwards. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

/**
 * An island that only the browser can render (it reads storage, media queries or timers while
 * rendering): renders nothing on the server and while hydrating, then `Component`. Used with
 * `client:idle` instead of `client:only`, so that the island's scripts load once the page has
 * painted rather than while its HTML is parsed.
 */
export function browserOnly<P extends object>(Component: ComponentType<P>): (props: P) => ReactElement {
  function BrowserOnly(props: P): ReactElement {
    // An element, not null, even on the server: Astro's React renderer recognises a component by the element it returns.
    return useHydrated() ? createElement(Component, props) : createElement(Fragment);
  }
  BrowserOnly.displayName = `BrowserOnly(${Component.displayName ?? Component.name})`;
  return BrowserOnly;
}
