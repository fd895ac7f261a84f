/**
 * A small HTTP client for integration tests that behaves like a browser towards the portal: a
 * cookie jar, the CSRF header echoed from the csrf_token cookie on writes, and an ALTCHA solver
 * for captcha challenges (altcha-lib's own solveChallenge, the proof of work a browser does).
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { request as httpRequest } from 'node:http';
import { DEV_TOKEN } from './dev-token.ts';

/** A response read as JSON (or text when not JSON). */
export interface JsonResponse {
  status: number;
  headers: Headers;
  body: any;
}

/** Solves an ALTCHA challenge; returns the `X-Captcha-Solution` header value. */
export async function solveCaptcha(challenge: unknown): Promise<string> {
  const solution = await solveChallenge({ challenge: challenge as never, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** One HTTP exchange over node:http (fetch cannot set Host, which picks the brand). */
export function exchange(base: string, method: string, path: string, headers: Record<string, string>, body?: string) {
  const url = new URL(path, base);
  return new Promise<{ status: number; headers: Headers; text: string }>((resolve, reject) => {
    const req = httpRequest({ hostname: url.hostname, port: url.port, path: url.pathname + url.search, method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => {
        const h = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) h.append(name, v);
        }
        resolve({ status: res.statusCode ?? 0, headers: h, text });
      });
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** A browser-like client bound to a base URL and, optionally, a Host header (the brand). */
export function createClient(base: string, host?: string) {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

  async function request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<JsonResponse> {
    const h: Record<string, string> = { ...(host ? { host } : {}), ...headers };
    if (jar.size) h.cookie = cookieHeader();
    if (body !== undefined) h['content-type'] = 'application/json';
    if (method !== 'GET' && jar.has('csrf_token') && !('x-csrf-token' in h)) h['x-csrf-token'] = jar.get('csrf_token')!;
    // Browsers send Origin on every write; Astro's origin check relies on it.
    if (method !== 'GET' && !('origin' in h)) h.origin = `http://${host ? `${host}:${new URL(base).port}` : new URL(base).host}`;
    const res = await exchange(base, method, path, h, body === undefined ? undefined : JSON.stringify(body));
    for (const cookie of res.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      const expired = attributes.some((a) => /max-age=0/i.test(a.trim()) || /expires=Thu, 01 Jan 1970/i.test(a.trim()));
      if (expired || value === '' || value === 'deleted') jar.delete(name!.trim());
      else jar.set(name!.trim(), value);
    }
    const text = res.text;
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, headers: res.headers, body: parsed };
  }

  /** Sends a request; on a captcha refusal solves it and repeats once with the solution header. */
  async function withCaptcha(method: string, path: string, body?: unknown): Promise<JsonResponse> {
    const first = await request(method, path, body);
    if (first.status !== 400 || !first.body?.captcha) return first;
    return request(method, path, body, { 'x-captcha-solution': await solveCaptcha(first.body.captcha.challenge) });
  }

  return {
    jar,
    request,
    withCaptcha,
    get: (path: string, headers?: Record<string, string>) => request('GET', path, undefined, headers),
    post: (path: string, body: unknown = {}, headers?: Record<string, string>) => request('POST', path, body, headers),
    /** GET of a dev tool (`/web-api/dev/*`) with the test servers' `X-Dev-Token`. */
    devGet: (path: string) => request('GET', path, undefined, { 'x-dev-token': DEV_TOKEN }),
    /** POST to a dev tool (`/web-api/dev/*`) with the test servers' `X-Dev-Token`. */
    devPost: (path: string, body: unknown = {}) => request('POST', path, body, { 'x-dev-token': DEV_TOKEN }),
    /** Fetches the session (sets the CSRF cookie). */
    init: () => request('GET', '/web-api/session'),
  };
}

/** The password every test player registers with. */
export const TEST_PASSWORD = 'correct horse battery staple';

let uniqueCounter = 0;
/** A string unique to this test process: `prefix` + time + counter. */
export function uniqueText(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${++uniqueCounter}`;
}

/**
 * Registers a new player by e-mail through the API (the captcha solved) and answers the logged-in
 * client, the e-mail, the player's id and the id of its first (main) account.
 * @param email the e-mail to register; a new unique one (`prefix…@example.com`) when absent
 * @throws Error with the response body when the registration is not 201
 */
export async function registerPlayer(
  base: string,
  prefix: string,
  email = `${uniqueText(prefix)}@example.com`,
): Promise<{ client: ReturnType<typeof createClient>; email: string; userId: number; accountId: number }> {
  const client = createClient(base);
  await client.init();
  const res = await client.withCaptcha('POST', '/web-api/auth/register', { type: 'email', email, password: TEST_PASSWORD });
  if (res.status !== 201) throw new Error(`registration answered ${res.status}: ${JSON.stringify(res.body)}`);
  const accountId = (await client.get('/web-api/user/balance')).body.all_accounts[0].id as number;
  return { client, email, userId: res.body.user_id as number, accountId };
}

/** A new client of `base` logged in as the player with `email` (the {@link TEST_PASSWORD} of {@link registerPlayer}). */
export async function loginPlayer(base: string, email: string): Promise<ReturnType<typeof createClient>> {
  const client = createClient(base);
  await client.init();
  const res = await client.post('/web-api/auth/login', { mode: 'login_password', uLogin: email, uPassword: TEST_PASSWORD });
  if (res.body?.status !== 'ok') throw new Error(`login answered ${res.status}: ${JSON.stringify(res.body)}`);
  return client;
}

/**
 * A single of 10 on the first upcoming football game (kick-off ≥ 2 min away) with a priced, open 1X2
 * home outcome, placed by `client` from `accountId`. @returns the coupon id @throws when none of the
 * first five such games takes the bet
 */
export async function placeSingleBet(client: ReturnType<typeof createClient>, accountId: number, refPrefix = 'bet-'): Promise<number> {
  const line = (await client.get('/bff-api/feed/line?sportId=1&limit=100')).body as { serverTime: number; games: { permanentId: number; start: number; main: { isLocked: boolean }[] }[] };
  const games = line.games.filter((g) => g.start * 1000 > line.serverTime + 120_000 && g.main.length === 3 && g.main.every((m) => !m.isLocked));
  for (const game of games.slice(0, 5)) {
    const detail = (await client.get(`/bff-api/feed/game/${game.permanentId}`)).body as { groups: { markets: { groupId: number; typeId: number; param?: number; gameId: string; coef: number }[] }[] };
    const market = detail.groups.flatMap((g) => g.markets).find((m) => m.groupId === 1 && m.typeId === 1 && m.param === undefined);
    if (!market) continue;
    const placed = await client.post('/web-api/coupon/place', {
      refId: uniqueText(refPrefix), typeId: 0, accountId, amount: '10', changeCoefAction: 1,
      bets: [{ key: `${game.permanentId}:1:1:`, gameId: market.gameId, coef: market.coef }],
    });
    if (placed.status === 200 || placed.status === 201) return placed.body.couponId as number;
  }
  throw new Error('no bet could be placed');
}
