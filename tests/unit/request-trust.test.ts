/**
 * The pure rules of proxy trust (src/server/client-request.ts), the dev-tools start-up check
 * (src/server/dev-tools.ts) and the session binding of CSRF tokens (src/server/auth/csrf.ts).
 */
import { describe, expect, it } from 'vitest';
import { clientAddressOf, isHttpsRequest, trustedProxyHops } from '../../src/server/client-request.ts';
import { devToolsStartupProblem, isLoopbackHost } from '../../src/server/dev-tools.ts';
import { csrfTokenFor, csrfTokenValid } from '../../src/server/auth/csrf.ts';

describe('TRUST_PROXY', () => {
  it('reads the number of proxies; anything else trusts none', () => {
    expect(trustedProxyHops({})).toBe(0);
    expect(trustedProxyHops({ TRUST_PROXY: '1' })).toBe(1);
    expect(trustedProxyHops({ TRUST_PROXY: 'true' })).toBe(1);
    expect(trustedProxyHops({ TRUST_PROXY: '2' })).toBe(2);
    expect(trustedProxyHops({ TRUST_PROXY: 'false' })).toBe(0);
    expect(trustedProxyHops({ TRUST_PROXY: 'yes please' })).toBe(0);
  });

  it('takes the client address the outermost trusted proxy saw, never a header without trust', () => {
    expect(clientAddressOf('10.0.0.1', '203.0.113.5', 0)).toBe('10.0.0.1');
    expect(clientAddressOf('10.0.0.1', '198.51.100.1, 203.0.113.5', 1)).toBe('203.0.113.5');
    expect(clientAddressOf('10.0.0.1', 'spoofed, 198.51.100.1, 203.0.113.5', 2)).toBe('198.51.100.1');
    expect(clientAddressOf('10.0.0.1', '', 1)).toBe('10.0.0.1');
    expect(clientAddressOf(undefined, null, 0)).toBe('unknown');
  });

  it('counts X-Forwarded-Proto only with trust', () => {
    expect(isHttpsRequest('http:', 'https', 0)).toBe(false);
    expect(isHttpsRequest('http:', 'https', 1)).toBe(true);
    expect(isHttpsRequest('http:', 'http, https', 1)).toBe(true);
    expect(isHttpsRequest('http:', 'https, http', 1)).toBe(false);
    expect(isHttpsRequest('https:', null, 0)).toBe(true);
  });
});

describe('dev tools start-up', () => {
  it('knows loopback hosts', () => {
    for (const host of ['127.0.0.1', '127.5.4.3', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.2', 'example.com', '128.0.0.1']) expect(isLoopbackHost(host), host).toBe(false);
  });

  it('refuses dev tools on a non-loopback host or without a token; is silent when they are off', () => {
    const token = 'x'.repeat(16);
    expect(devToolsStartupProblem({ HOST: '0.0.0.0' })).toBeNull();
    expect(devToolsStartupProblem({ PORTAL_DEV_TOOLS: '1', PORTAL_DEV_TOKEN: token })).toBeNull();
    expect(devToolsStartupProblem({ PORTAL_DEV_TOOLS: '1', HOST: '0.0.0.0', PORTAL_DEV_TOKEN: token })).toMatch(/non-loopback HOST 0\.0\.0\.0/);
    expect(devToolsStartupProblem({ PORTAL_DEV_TOOLS: '1', PORTAL_DEV_TOKEN: 'short' })).toMatch(/PORTAL_DEV_TOKEN/);
  });
});

describe('CSRF token', () => {
  it('is valid only for the session (or guest) and secret it was made for', () => {
    const token = csrfTokenFor('secret-a', 'session-1');
    expect(csrfTokenValid('secret-a', 'session-1', token)).toBe(true);
    expect(csrfTokenValid('secret-a', 'session-2', token)).toBe(false);
    expect(csrfTokenValid('secret-a', undefined, token)).toBe(false);
    expect(csrfTokenValid('secret-b', 'session-1', token)).toBe(false);
    const guest = csrfTokenFor('secret-a', undefined);
    expect(csrfTokenValid('secret-a', undefined, guest)).toBe(true);
    expect(csrfTokenValid('secret-a', 'session-1', guest)).toBe(false);
    expect(csrfTokenValid('secret-a', 'session-1', 'x'.repeat(40))).toBe(false);
  });
});
