/** The host step (src/server/middleware/host.ts) alone: staff hosts, the casino wallet API and the portal take their own chains. */
import { describe, expect, it } from 'vitest';
import type { MiddlewareHandler } from 'astro';
import { routeByHost } from '../../src/server/middleware/host.ts';
import { renderNext, stepContext } from '../helpers/middleware-context.ts';

/** A portal chain that notes it was taken. */
function portalChain(): MiddlewareHandler & { taken: number } {
  const chain = Object.assign(((_context, next) => {
    chain.taken++;
    return next();
  }) as MiddlewareHandler, { taken: 0 });
  return chain;
}

describe('host step', () => {
  it('hands a staff host to the console chain (its strict headers), never to the portal', async () => {
    const portal = portalChain();
    const response = (await routeByHost(portal)(stepContext('http://admin.localhost/', { headers: { host: 'admin.localhost' } }), renderNext())) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/console');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(portal.taken).toBe(0);
  });

  it('answers the casino wallet API with the security headers only', async () => {
    const portal = portalChain();
    const next = renderNext();
    const context = stepContext('http://localhost/casino-wallet-api/v1/p/user/info', { method: 'POST', headers: { host: 'localhost' }, body: '{}' });
    const response = (await routeByHost(portal)(context, next)) as Response;
    expect(next.calls).toBe(1);
    expect(response.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(portal.taken).toBe(0);
  });

  it('hands every other request to the portal chain', async () => {
    const portal = portalChain();
    const next = renderNext();
    await routeByHost(portal)(stepContext('http://localhost/en', { headers: { host: 'localhost' } }), next);
    expect(portal.taken).toBe(1);
    expect(next.calls).toBe(1);
  });
});
