/**
 * Hardening over HTTP on the built server: the login throttle under a burst, the per-address
 * registration limit, dev tools behind a token (and their start-up refusal), security headers on
 * responses the framework writes by itself, TRUST_PROXY, private caching of personal pages and the
 * session-bound CSRF token.
 *
 * Most tests use the shared server (TRUST_PROXY=1, dev tools on with the test token); this file
 * also starts a server of its own with the production defaults of dev tools and proxy trust and a
 * registration limit of 3 an hour.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import { TEST_PASSWORD, createClient, registerPlayer, solveCaptcha } from '../helpers/http-client.ts';
import { DEV_TOKEN, startBuiltServer, type RunningServer } from '../helpers/server.ts';

const base = () => inject('portalUrl');
let counter = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++counter}@example.com`;
const PASSWORD = TEST_PASSWORD;
const SECURITY_HEADERS = ['x-content-type-options', 'x-frame-options', 'referrer-policy', 'content-security-policy', 'permissions-policy'];

function expectSecurityHeaders(headers: Headers, what: string): void {
  for (const name of SECURITY_HEADERS) expect(headers.get(name), `${name} on ${what}`).toBeTruthy();
}

/** A client of `url` with its guest CSRF cookie. */
async function guestOf(url: string) {
  const client = createClient(url);
  await client.init();
  return client;
}

/** One raw exchange (any path, any headers), for what the http-client would normalise. */
function raw(baseUrl: string, method: string, path: string, headers: Record<string, string>, body?: string) {
  const url = new URL(baseUrl);
  return new Promise<{ status: number; headers: Headers; text: string }>((resolve, reject) => {
    const req = httpRequest({ hostname: url.hostname, port: url.port, path, method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => {
        const h = new Headers();
        for (const [name, value] of Object.entries(res.headers)) for (const v of [value].flat()) if (v !== undefined) h.append(name, v);
        resolve({ status: res.statusCode ?? 0, headers: h, text });
      });
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** A new registered, logged-in player. */
const registered = (email = unique('h')) => registerPlayer(base(), 'h', email);

describe('login throttle over HTTP', () => {
  it('100 parallel logins from one address, each with a solved captcha, one with the right password: at most 5 are evaluated', async () => {
    const { email } = await registered();
    const attacker = createClient(base());
    await attacker.init();
    const address = `198.51.100.${10 + Math.floor(Math.random() * 200)}`;
    const solutions = await Promise.all(Array.from({ length: 100 }, async () => solveCaptcha((await attacker.get('/web-api/captcha/challenge')).body)));
    const responses = await Promise.all(solutions.map((solution, i) => attacker.post(
      '/web-api/auth/login',
      { mode: 'login_password', uLogin: email, uPassword: i === 99 ? PASSWORD : `wrong-guess-${i}` },
      { 'x-captcha-solution': solution, 'x-forwarded-for': address, 'x-csrf-token': attacker.jar.get('csrf_token')! },
    )));
    const statuses = responses.map((r) => r.status);
    const evaluated = responses.filter((r) => r.status === 200 || r.body?.errors?.[0]?.code === 'invalid_credentials').length;
    expect(evaluated, JSON.stringify(statuses)).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - evaluated);
    for (const r of responses.filter((x) => x.status === 429)) expect(r.body.errors[0].code).toBe('too_many_attempts');
  }, 90_000);
});

describe('known device over HTTP', () => {
  it('a login sets the signed known_device cookie; it lets the owner in (with a captcha) while unknown devices are refused', async () => {
    const { client: owner, email } = await registered();
    const cookie = owner.jar.get('known_device');
    expect(cookie).toMatch(/^\d+\.[\w-]+\.[\w-]{43}$/);
    // 20 wrong guesses of the identifier from 20 addresses, each with a solved captcha.
    const subnet = 10 + Math.floor(Math.random() * 200);
    const guesses = await Promise.all(Array.from({ length: 20 }, async (_, i) => {
      const guest = await guestOf(base());
      const challenge = (await guest.get('/web-api/captcha/challenge')).body;
      return guest.post('/web-api/auth/login', { mode: 'login_password', uLogin: email, uPassword: `wrong-${i}` },
        { 'x-forwarded-for': `198.18.${subnet}.${i}`, 'x-captcha-solution': await solveCaptcha(challenge) });
    }));
    expect(guesses.map((g) => g.status)).toEqual(Array(20).fill(400));
    // The right password from a device the account does not know is refused now...
    const stranger = await guestOf(base());
    const challenge = (await stranger.get('/web-api/captcha/challenge')).body;
    const refused = await stranger.post('/web-api/auth/login', { mode: 'login_password', uLogin: email, uPassword: PASSWORD },
      { 'x-forwarded-for': `198.18.${subnet}.250`, 'x-captcha-solution': await solveCaptcha(challenge) });
    expect(refused.status).toBe(429);
    // ...while the owner's browser, with its known_device cookie, answers the captcha and gets in.
    const back = await owner.withCaptcha('POST', '/web-api/auth/login', { mode: 'login_password', uLogin: email, uPassword: PASSWORD });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
  }, 90_000);
});

describe('dev tools on the shared server (PORTAL_DEV_TOOLS=1)', () => {
  it('answer 401 without the token or with a wrong one, and work with it', async () => {
    const client = createClient(base());
    await client.init();
    const path = `/web-api/dev/outbox?recipient=${encodeURIComponent('nobody@example.com')}`;
    const none = await client.get(path);
    expect(none.status).toBe(401);
    expect(none.body.errors[0].code).toBe('unauthorized');
    expect((await client.get(path, { 'x-dev-token': `${DEV_TOKEN}x` })).status).toBe(401);
    expect((await client.post('/web-api/dev/player', { playerId: 1, banLevel: 10 })).status).toBe(401);
    expect((await client.devGet(path)).status).toBe(200);
  });

  it('POST /web-api/dev/player for an unknown id is a JSON 404; with no flags it answers the current ones', async () => {
    const { userId } = await registered();
    const client = createClient(base());
    await client.init();
    const unknown = await client.devPost('/web-api/dev/player', { playerId: 987_654_321 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].code).toBe('not_found');
    expect((await client.devPost('/web-api/dev/player', { playerId: 987_654_321, banLevel: 1 })).status).toBe(404);
    const current = await client.devPost('/web-api/dev/player', { playerId: userId });
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ id: userId, banLevel: 0 });
  });
});

describe('security headers on responses the framework writes itself', () => {
  it('431 for oversized headers, 400 for an undecodable URL, static files, the origin refusal and redirects (ours and the framework\'s)', async () => {
    const big = await raw(base(), 'GET', '/en', { host: 'localhost', 'x-padding': 'a'.repeat(40_000) });
    expect(big.status).toBe(431);
    expectSecurityHeaders(big.headers, '431');
    expect(JSON.parse(big.text).errors[0].status).toBe('431');

    // A method a fetch Request cannot carry (the adapter would answer a bare 500).
    const trace = await raw(base(), 'TRACE', '/web-api/session', { host: 'localhost' });
    expect(trace.status).toBe(405);
    expectSecurityHeaders(trace.headers, 'TRACE');
    expect(JSON.parse(trace.text).errors[0].code).toBe('method_not_allowed');

    const badUrl = await raw(base(), 'GET', '/%E0%A4%A', { host: 'localhost' });
    expect(badUrl.status).toBe(400);
    expectSecurityHeaders(badUrl.headers, 'undecodable URL');

    const asset = await raw(base(), 'GET', '/favicon.svg', { host: 'localhost' });
    expect(asset.status).toBe(200);
    expectSecurityHeaders(asset.headers, 'static file');
    // A fingerprinted build asset is kept for ever; one that is not in the build is the 404 page.
    const page = await raw(base(), 'GET', '/en', { host: 'localhost' });
    const script = /\/_astro\/[\w.-]+\.js/.exec(page.text)?.[0];
    expect(script).toBeDefined();
    const built = await raw(base(), 'GET', script!, { host: 'localhost' });
    expect(built.status).toBe(200);
    expect(built.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(built.headers, 'build asset');
    const missing = await raw(base(), 'GET', '/_astro/none-such.js', { host: 'localhost' });
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing.headers, 'missing asset');

    const crossSite = await raw(base(), 'POST', '/en', { host: 'localhost', origin: 'http://evil.example', 'content-type': 'application/x-www-form-urlencoded' }, 'a=1');
    expect(crossSite.status).toBe(403);
    expectSecurityHeaders(crossSite.headers, 'origin refusal');

    const redirect = await raw(base(), 'GET', '/', { host: 'localhost' });
    expect([301, 302]).toContain(redirect.status);
    expectSecurityHeaders(redirect.headers, 'redirect');

    // Astro collapses duplicate slashes with a redirect of its own, before any middleware.
    const frameworkRedirect = await raw(base(), 'GET', '/en//', { host: 'localhost' });
    expect(frameworkRedirect.status).toBe(301);
    expectSecurityHeaders(frameworkRedirect.headers, 'framework redirect');
  });

  it('a request Node cannot parse gets a 400 with the headers', async () => {
    const url = new URL(base());
    const { connect } = await import('node:net');
    const text = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(url.port), url.hostname, () => socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nBad Header Line\r\n\r\n'));
      let data = '';
      socket.on('data', (chunk) => (data += chunk));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(text).toMatch(/^HTTP\/1\.1 400/);
    expect(text.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(text.toLowerCase()).toContain('content-security-policy:');
  });
});

describe('half-sent requests', () => {
  /** Sends `part` and keeps the connection open; resolves with what the server wrote and when it closed (ms after sending). */
  async function halfSent(part: string) {
    const url = new URL(base());
    const { connect } = await import('node:net');
    return new Promise<{ text: string; closedAfterMs: number }>((resolve, reject) => {
      let sentAt = 0;
      const socket = connect(Number(url.port), url.hostname, () => {
        socket.write(part);
        sentAt = performance.now();
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('close', () => resolve({ text, closedAfterMs: performance.now() - sentAt }));
      socket.on('error', reject);
    });
  }

  it('headers never finished: 408 with the security headers and the connection closed after the 10 s header limit, well before Node\'s 60 s', async () => {
    const { text, closedAfterMs } = await halfSent('GET /ru HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1\r\n');
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(text.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(closedAfterMs).toBeGreaterThanOrEqual(9_000);
    expect(closedAfterMs).toBeLessThan(25_000);
  }, 40_000);
});

describe('TRUST_PROXY=1 on the shared server', () => {
  it('X-Forwarded-Proto: https gives HSTS and Secure cookies; plain HTTP gives neither', async () => {
    const proxied = await raw(base(), 'GET', '/web-api/session', { host: 'localhost', 'x-forwarded-proto': 'https' });
    expect(proxied.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(proxied.headers.getSetCookie().find((c) => c.startsWith('csrf_token='))).toMatch(/;\s*Secure/i);
    const plain = await raw(base(), 'GET', '/web-api/session', { host: 'localhost' });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    expect(plain.headers.getSetCookie().find((c) => c.startsWith('csrf_token='))).not.toMatch(/;\s*Secure/i);
  });
});

describe('personal pages', () => {
  it('answer Cache-Control: private, no-store and Vary: Cookie (an office page, and any page of a logged-in player)', async () => {
    const { client } = await registered();
    for (const path of ['/en/office/history', '/en']) {
      const page = await client.get(path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('cache-control'), path).toBe('private, no-store');
      expect(page.headers.get('vary')?.toLowerCase(), path).toContain('cookie');
    }
  });
});

/** A write whose `csrf_token` cookie and `X-CSRF-Token` header are both `token` (the session cookie unchanged). */
async function writeWithPair(client: ReturnType<typeof createClient>, token: string) {
  const own = client.jar.get('csrf_token')!;
  client.jar.set('csrf_token', token);
  try {
    return await client.request('POST', '/web-api/user/bonus-choice', { choice: 'none' }, { 'x-csrf-token': token });
  } finally {
    client.jar.set('csrf_token', own);
  }
}

describe('session-bound CSRF token', () => {
  it('an equal cookie/header pair not issued for the session is refused; the session token works', async () => {
    const { client } = await registered();
    const own = client.jar.get('csrf_token')!;
    const write = (token: string) => writeWithPair(client, token);

    const made = 'a'.repeat(22) + '.' + 'b'.repeat(43);
    expect((await write(made)).status).toBe(403);
    expect((await write('x'.repeat(40))).status).toBe(403);
    // A guest's genuine token, planted into a session, is not this session's.
    const guest = createClient(base());
    await guest.init();
    expect((await write(guest.jar.get('csrf_token')!)).status).toBe(403);
    // Another player's genuine token neither.
    const other = await registered();
    expect((await write(other.client.jar.get('csrf_token')!)).status).toBe(403);
    expect((await write(own)).status).toBe(200);
  });

  it('logging in renews the token: the guest token stops working for the new session', async () => {
    const { email } = await registered();
    const client = createClient(base());
    await client.init();
    const guestToken = client.jar.get('csrf_token')!;
    const login = await client.withCaptcha('POST', '/web-api/auth/login', { mode: 'login_password', uLogin: email, uPassword: PASSWORD });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const sessionToken = client.jar.get('csrf_token')!;
    expect(sessionToken).not.toBe(guestToken);
    expect((await client.get('/web-api/session')).body.csrfToken).toBe(sessionToken);
    expect((await writeWithPair(client, guestToken)).status).toBe(403);
    expect((await client.post('/web-api/user/bonus-choice', { choice: 'none' })).status).toBe(200);
  });
});

describe('a server with production defaults (no dev tools, no proxy trust, 3 registrations an hour)', () => {
  let own: RunningServer;
  beforeAll(async () => {
    own = await startBuiltServer({ PORTAL_CAPTCHA_COST: '50', PORTAL_CAPTCHA_COUNTER_MAX: '40', PORTAL_REGISTRATION_LIMIT: '3' });
  }, 60_000);
  afterAll(() => own?.stop());

  it('dev tools answer 404, token or not', async () => {
    const client = createClient(own.url);
    await client.init();
    expect((await client.devGet('/web-api/dev/outbox?recipient=someone%40example.com')).status).toBe(404);
    expect((await client.devPost('/web-api/dev/player', { playerId: 1, banLevel: 10 })).status).toBe(404);
    // The diagnostics page is for servers with dev tools only (spec §2: outside production).
    expect((await client.get('/en/debugger')).status).toBe(404);
  });

  it('the fourth registration from one address within the hour is a JSON 429, and X-Forwarded-For does not get around it', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await (await guestOf(own.url)).withCaptcha('POST', '/web-api/auth/register', { type: 'fast' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const refused = await (await guestOf(own.url)).withCaptcha('POST', '/web-api/auth/register', { type: 'fast' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toContain('application/json');
    expect(refused.body.errors[0]).toMatchObject({ status: '429', code: 'too_many_attempts' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const spoofing = await guestOf(own.url);
    const first = await spoofing.post('/web-api/auth/register', { type: 'fast' }, { 'x-forwarded-for': '203.0.113.99' });
    const spoofed = await spoofing.post('/web-api/auth/register', { type: 'fast' }, { 'x-forwarded-for': '203.0.113.99', 'x-captcha-solution': await solveCaptcha(first.body.captcha.challenge) });
    expect(spoofed.status).toBe(429);
  });

  it('X-Forwarded-Proto is ignored: no HSTS, no Secure cookie', async () => {
    const res = await raw(own.url, 'GET', '/web-api/session', { host: 'localhost', 'x-forwarded-proto': 'https' });
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.getSetCookie().find((c) => c.startsWith('csrf_token='))).not.toMatch(/;\s*Secure/i);
  });
});

describe('start-up refusal of dev tools', () => {
  it('a server with dev tools on a non-loopback HOST, or without a token, exits with a clear message', async () => {
    const outcome = (env: Record<string, string>) => startBuiltServer(env).then(
      async (server) => {
        await server.stop();
        return 'started';
      },
      (error: Error) => error.message,
    );
    expect(await outcome({ PORTAL_DEV_TOOLS: '1', HOST: '0.0.0.0' })).toMatch(/non-loopback HOST 0\.0\.0\.0/);
    expect(await outcome({ PORTAL_DEV_TOOLS: '1', PORTAL_DEV_TOKEN: '' })).toMatch(/needs PORTAL_DEV_TOKEN/);
  }, 60_000);
});
