/**
 * The mocked portal API of the product islands' stories (LottoTicket, TotoCoupon, VirtualBets):
 * the session, the bearer token, and the product's placement endpoint answering with the refusal
 * the story names in `parameters.productApi` (a placement accepted would reload the page). Every
 * body posted is kept in {@link productRequests}, so a story can check that a retry reuses the
 * refId and a change draws a new one.
 */
import { useLayoutEffect } from 'react';
import type { Decorator } from '@storybook/react-vite';

/** What the placement endpoint answers: an error of the portal's shape. */
interface ProductApi {
  status: number;
  code: string;
  detail: string;
}

/** The request bodies the placement endpoint received, oldest first. */
export const productRequests: Record<string, unknown>[] = [];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Installs the mocked API in a layout effect (before the island's own effects) and removes it after. */
export const withProductApi: Decorator = (Story, { parameters }) => {
  const refusal = (parameters.productApi ?? { status: 409, code: 'insufficient_funds', detail: 'Not enough money on the account.' }) as ProductApi;
  useLayoutEffect(() => {
    const realFetch = globalThis.fetch;
    productRequests.length = 0;
    document.cookie = 'csrf_token=story-csrf-token; path=/';
    globalThis.fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), globalThis.location.href), init);
      const url = new URL(request.url);
      if (url.origin !== globalThis.location.origin || !url.pathname.startsWith('/web-api/')) return realFetch(input, init);
      if (url.pathname === '/web-api/session') return json({ authenticated: true, user_id: 42, csrfToken: 'story-csrf-token' });
      if (url.pathname === '/web-api/user/gettoken') return json({ token: 'story-token', expiresAt: new Date(Date.now() + 600_000).toISOString() });
      if (url.pathname === '/web-api/user/updatetoken') return json({ token: 'story-media-token', expiresAt: new Date(Date.now() + 900_000).toISOString() });
      if (request.method === 'POST' && /^\/web-api\/(lotto\/ticket|toto\/coupon|virtual\/bet)$/.test(url.pathname)) {
        productRequests.push((await request.json()) as Record<string, unknown>);
        return json({ errors: [{ status: String(refusal.status), code: refusal.code, title: refusal.code, detail: refusal.detail }] }, refusal.status);
      }
      return json({ errors: [{ status: '404', code: 'not_found', title: 'Not found', detail: `No API at ${url.pathname}` }] }, 404);
    };
    return () => {
      globalThis.fetch = realFetch;
    };
  }, [refusal]);
  return <Story />;
};
