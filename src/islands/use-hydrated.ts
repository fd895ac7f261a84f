/**
 * False while an island's server HTML is being hydrated, true after: for what only the browser
 * knows (localStorage, a chunk loaded on use), rendered the same as the server until hydration.
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False during the server render and hydration, true afterwards. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
