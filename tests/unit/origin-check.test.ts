/**
 * The cross-site form check of the middleware (src/server/middleware/origin-check.ts, Astro's
 * checkOrigin rule applied by the middleware so the casino wallet API can be left out): form-like or
 * missing Content-Type from another origin is 403; same origin, JSON, safe methods and the wallet
 * API pass.
 */
import { describe, expect, it } from 'vitest';
import { crossSiteFormRefusal } from '../../src/server/middleware/origin-check.ts';

const url = (path: string) => new URL(`http://localhost:4321${path}`);
const req = (method: string, path: string, headers: Record<string, string>) => new Request(url(path), { method, headers });

describe('cross-site form check', () => {
  it('refuses a cross-site POST with a form-like or no Content-Type', () => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain', 'TEXT/PLAIN;charset=UTF-8', null]) {
      const headers: Record<string, string> = { origin: 'http://evil.example', ...(type === null ? {} : { 'content-type': type }) };
      const refused = crossSiteFormRefusal(req('POST', '/en', headers), url('/en'), false);
      expect(refused?.status, String(type)).toBe(403);
    }
    expect(crossSiteFormRefusal(req('DELETE', '/web-api/x', {}), url('/web-api/x'), false)?.status).toBe(403);
  });

  it('lets same-origin forms, JSON, safe methods and prerendered pages through', () => {
    expect(crossSiteFormRefusal(req('POST', '/en', { origin: 'http://localhost:4321', 'content-type': 'text/plain' }), url('/en'), false)).toBeNull();
    expect(crossSiteFormRefusal(req('POST', '/web-api/x', { origin: 'http://evil.example', 'content-type': 'application/json' }), url('/web-api/x'), false)).toBeNull();
    expect(crossSiteFormRefusal(req('GET', '/en', { origin: 'http://evil.example' }), url('/en'), false)).toBeNull();
    expect(crossSiteFormRefusal(req('POST', '/en', { origin: 'http://evil.example' }), url('/en'), true)).toBeNull();
  });

  it('leaves out the casino wallet API (signed server-to-server calls answer their own protocol)', () => {
    for (const headers of [{ 'content-type': 'text/plain' }, {}] as Record<string, string>[]) {
      expect(crossSiteFormRefusal(req('POST', '/casino-wallet-api/v1/p/user/info', headers), url('/casino-wallet-api/v1/p/user/info'), false)).toBeNull();
    }
  });
});
