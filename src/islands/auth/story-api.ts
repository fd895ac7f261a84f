/**
 * Stories only: a mock of the portal's `/web-api/` for the identity islands' stories
 * (AuthPanel, UserTransfer) and the recharge modal's. Not imported by the islands themselves.
 */
import { useLayoutEffect, type DependencyList } from 'react';

/** A JSON response, `status` 200 unless given. */
export const json = (body: unknown, status = 200): Response => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Routes same-origin `/web-api/` fetches to `answer` (other fetches go out) and sets the CSRF
 * cookie a page response would, in a layout effect so it is in place before the island's effects
 * run; the real fetch comes back on unmount or when `deps` change.
 */
export function useMockApi(answer: (request: Request) => Response | Promise<Response>, deps: DependencyList): void {
  useLayoutEffect(() => {
    const realFetch = globalThis.fetch;
    document.cookie = 'csrf_token=story-csrf-token; path=/';
    globalThis.fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), globalThis.location.href), init);
      const url = new URL(request.url);
      if (url.origin !== globalThis.location.origin || !url.pathname.startsWith('/web-api/')) return realFetch(input, init);
      return answer(request);
    };
    return () => {
      globalThis.fetch = realFetch;
    };
  }, deps);
}
