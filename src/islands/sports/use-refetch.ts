/**
 * One re-fetch per game at a time: a call while that game's re-fetch is under way makes it run
 * once more after it (so the last change is never missed, and a burst of stream gaps costs at
 * most two requests per game). Used by the live islands and the coupon.
 */
import { useCallback, useRef } from 'react';

/**
 * @param load fetches game `id` and applies what it got; errors are the caller's to catch
 * @returns `refetch(id)`
 */
export function useCoalescedRefetch(load: (id: number) => Promise<void>): (id: number) => Promise<void> {
  const inFlight = useRef(new Map<number, { again: boolean }>());
  return useCallback(
    async (id: number) => {
      const running = inFlight.current.get(id);
      if (running) {
        running.again = true;
        return;
      }
      const entry = { again: true };
      inFlight.current.set(id, entry);
      try {
        while (entry.again) {
          entry.again = false;
          await load(id);
        }
      } finally {
        inFlight.current.delete(id);
      }
    },
    [load],
  );
}
