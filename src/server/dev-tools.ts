/**
 * Access to the development tools under `/web-api/dev/*` (outbox, back-office flags, feed clock,
 * live bus). They exist only in `astro dev` or on a server started with `PORTAL_DEV_TOOLS=1`, and
 * then answer only requests carrying `X-Dev-Token` equal to `PORTAL_DEV_TOKEN` (16+ characters,
 * compared in constant time). A server with dev tools on refuses to start unless it listens on a
 * loopback address and has a token ({@link devToolsStartupProblem}, checked by scripts/serve.ts).
 * Plain JavaScript types only: scripts/serve.ts imports this file directly.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { jsonError } from './http.ts';

/** The request header carrying the token. */
const DEV_TOKEN_HEADER = 'x-dev-token';
/** Shortest token accepted. */
const DEV_TOKEN_MIN_LENGTH = 16;

type Env = Record<string, string | undefined>;

/** True when the dev tools are switched on by the environment. */
export function devToolsOn(env: Env = process.env): boolean {
  return env.PORTAL_DEV_TOOLS === '1';
}

/**
 * Cookie overriding the inactivity period before the auto-logoff (minutes, a positive number),
 * read only with dev tools on (tests of the auto-logoff).
 */
export const IDLE_TEST_COOKIE = 'idle_minutes_test';

/** The auto-logoff period (minutes) `cookie` overrides it with on a dev-tools server, or null. */
export function idleMinutesOverride(cookie: string | undefined, env: Env = process.env): number | null {
  if (!devToolsOn(env) || cookie === undefined) return null;
  const minutes = Number(cookie);
  return Number.isFinite(minutes) && minutes > 0 ? minutes : null;
}

/** True for `localhost`, 127.0.0.0/8 and ::1 (also as ::ffff:127.x.x.x). */
export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (h === 'localhost') return true;
  if (isIP(h) === 4) return h.startsWith('127.');
  if (isIP(h) === 6) return h === '::1' || /^::ffff:127\./.test(h);
  return false;
}

/**
 * Why a server with this environment must not start, or null. With dev tools on: HOST must be a
 * loopback address (the server's default 127.0.0.1 when unset) and PORTAL_DEV_TOKEN must be set.
 */
export function devToolsStartupProblem(env: Env = process.env): string | null {
  if (!devToolsOn(env)) return null;
  const host = env.HOST ?? '127.0.0.1';
  if (!isLoopbackHost(host)) {
    return `PORTAL_DEV_TOOLS=1 exposes test back-office tools; refusing to listen on the non-loopback HOST ${host}. Unset PORTAL_DEV_TOOLS or listen on 127.0.0.1.`;
  }
  if ((env.PORTAL_DEV_TOKEN ?? '').length < DEV_TOKEN_MIN_LENGTH) {
    return `PORTAL_DEV_TOOLS=1 needs PORTAL_DEV_TOKEN (at least ${DEV_TOKEN_MIN_LENGTH} characters), which requests send as X-Dev-Token.`;
  }
  return null;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The refusal for a dev-tools request, or null when it may go on: 404 (as for any unknown API)
 * when the tools are off, 401 without the right token.
 * @param dev true under `astro dev` (`import.meta.env.DEV` of the caller)
 */
export function devToolsRefusal(request: Request, dev: boolean, env: Env = process.env): Response | null {
  if (!dev && !devToolsOn(env)) {
    return jsonError([{ status: '404', code: 'not_found', title: 'Not found', detail: `No API at ${new URL(request.url).pathname}` }]);
  }
  const token = env.PORTAL_DEV_TOKEN ?? '';
  const sent = request.headers.get(DEV_TOKEN_HEADER) ?? '';
  // Digests have one length, so the comparison takes the same time whatever was sent.
  if (token.length < DEV_TOKEN_MIN_LENGTH || !timingSafeEqual(digest(sent), digest(token))) {
    return jsonError([{ status: '401', code: 'unauthorized', title: 'unauthorized', detail: 'Dev tools need the X-Dev-Token header (PORTAL_DEV_TOKEN).' }]);
  }
  return null;
}
