/**
 * One re-fetch per game at a time, for React: the rule of src/domain/feed/live-sync.ts
 * `coalescedRefetch` with its under-way re-fetches kept for the component's life. Used by the
 * live islands and the coupon.
 */
import { useMemo, useRef } from 'react';
import { coalescedRefetch } from '../../domain/feed/live-sync.ts';

/**
 * @param load fetches game `id` and applies what it got; errors are the caller's to catch
 * @returns `refetch(id)`
 */
export function useCoalescedRefetch(load: (id: number) => Promise<void>): (id: number) => Promise<void> {
  const inFlight = useRef(new Map<number, { again: boolean }>());
  return useMemo(() => coalescedRefetch(inFlight.current, load), [load]);
}
