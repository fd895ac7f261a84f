/**
 * Starts the built server (scripts/serve.ts over `dist/server/entry.mjs`) on a free port for tests and benchmarks,
 * and sends requests with any Host header (node:http, since fetch forbids setting Host).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { request } from 'node:http';
import { cpSync, createWriteStream, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEV_TOKEN } from './dev-token.ts';
import { testFeedClock } from './feed-clock.ts';
import { SERVER_NODE_FLAGS } from '../../scripts/node-flags.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export { DEV_TOKEN };

/**
 * Fills an empty or missing PGlite data directory with a copy of the run's migrated PGlite
 * (tests/setup/database-templates.ts); leaves a directory that holds anything, and does nothing
 * outside vitest's db and integration projects.
 */
export function copyPgliteTemplate(dataDir: string): void {
  const template = process.env.PORTAL_TEST_PGLITE_DIR;
  if (!template || (existsSync(dataDir) && readdirSync(dataDir).length > 0)) return;
  cpSync(template, dataDir, { recursive: true });
}

/** A running server. */
export interface RunningServer {
  /** Base URL, e.g. `http://127.0.0.1:40123`. */
  url: string;
  /** Port. */
  port: number;
  /** The server's process id. */
  pid: number;
  /** Stops the server. */
  stop: () => Promise<void>;
  /** Kills the server with SIGKILL (no shutdown work at all) and waits until it is gone; keeps its data directory. */
  kill: () => Promise<void>;
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts scripts/serve.ts (the build's one start path) with the current Node binary and the
 * servers' Node flags (scripts/node-flags.ts), with
 * PORTAL_DEV_TOKEN = {@link DEV_TOKEN}, registration and password-recovery limits no test reaches from 127.0.0.1, the
 * feed clock pinned to {@link testFeedClock} when `env` turns PORTAL_DEV_TOOLS on (only such servers
 * honour a pin; a production-like server runs on the wall clock and must not read the feed's time)
 * (each overridable through `env`), with its own PGlite directory in the system temp folder
 * (removed on stop; a copy of the run's migrated PGlite when there is one, see copyPgliteTemplate)
 * unless `env.PORTAL_DATA_DIR` names one (kept), and waits until it answers and
 * has loaded its feed. It listens on `fixedPort` when given (a browser test whose base URL is
 * fixed when its file loads), else on a free port. `script` is the start script (default
 * scripts/serve.ts, one process; scripts/serve-cores.ts runs the workers of PORTAL_WORKERS).
 * @throws Error when there is no build or the server does not answer within 180 s
 */
export async function startBuiltServer(env: Record<string, string> = {}, fixedPort?: number, script = 'scripts/serve.ts'): Promise<RunningServer> {
  const entry = `${ROOT}dist/server/entry.mjs`;
  if (!existsSync(entry)) throw new Error(`no build at ${entry}: run npm run build first`);
  const port = fixedPort ?? (await freePort());
  const ownDir = env.PORTAL_DATA_DIR === undefined;
  const dataDir = env.PORTAL_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'portal-server-'));
  if (ownDir) copyPgliteTemplate(dataDir);
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, `${ROOT}${script}`], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), ASTRO_NODE_LOGGING: 'disabled', PORTAL_DATA_DIR: dataDir, PORTAL_DEV_TOKEN: DEV_TOKEN, PORTAL_REGISTRATION_LIMIT: '100000', PORTAL_RECOVERY_LIMIT: '100000', ...(env.PORTAL_DEV_TOOLS === '1' ? { PORTAL_FEED_CLOCK: testFeedClock() } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  // PORTAL_TEST_SERVER_LOG=<dir>: each server's output also goes to <dir>/server-<port>.log (debugging a run).
  const logDir = process.env.PORTAL_TEST_SERVER_LOG;
  if (logDir) {
    const log = createWriteStream(join(logDir, `server-${port}.log`));
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
  }
  const url = `http://127.0.0.1:${port}`;
  let stopping = false;
  let ready = false;
  // A server that dies under the tests says why: its last output goes to the test run's log.
  child.once('exit', (code, signal) => {
    if (ready && !stopping) console.error(`built server ${url} exited (${code ?? signal}):\n${output.slice(-6000)}`);
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      await get(url, '/bff-api/config/all.json', { host: 'localhost' });
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`server did not answer on ${url}:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  // Load the feed now (the first feed request imports the real files into the fresh database),
  // so no test pays that start-up cost inside its own time limit.
  const feed = await get(url, '/bff-api/feed/live?limit=1', { host: 'localhost' }, 300_000);
  if (feed.status !== 200) throw new Error(`the feed of ${url} answered ${feed.status}:\n${output}`);
  ready = true;
  return {
    url,
    port,
    pid: child.pid!,
    kill: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
    stop: async () => {
      stopping = true;
      await new Promise<void>((resolve) => {
        // Exited already (with a code, or by a signal such as SIGKILL).
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      if (ownDir) for (const path of [dataDir, `${dataDir}.lock`, `${dataDir}.lock.pid`]) rmSync(path, { recursive: true, force: true });
    },
  };
}

/** A response read whole. */
export interface SimpleResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * GET `path` from `base` with the given headers (Host included). Redirects are not followed.
 * @param timeoutMs how long the connection may stay silent before the request fails, ms
 */
export function get(base: string, path: string, headers: Record<string, string> = {}, timeoutMs = 15_000): Promise<SimpleResponse> {
  const target = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname: target.hostname, port: target.port, path: target.pathname + target.search, method: 'GET', headers },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`timeout GET ${path}`)));
    req.end();
  });
}

/** An answer with its body as bytes. */
export interface BytesResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A request with an optional binary body; the answer's body as bytes. `ownConnection` sends it on
 * a connection of its own instead of Node's shared keep-alive agent.
 */
export function requestBytes(base: string, method: string, path: string, headers: Record<string, string> = {}, body?: Buffer, ownConnection = false): Promise<BytesResponse> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname: url.hostname, port: url.port, path: url.pathname + url.search, method, headers, ...(ownConnection ? { agent: false } : {}) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

/** GET with the body as bytes (images; {@link get} reads text). */
export function getBytes(base: string, path: string, headers: Record<string, string> = {}): Promise<BytesResponse> {
  return requestBytes(base, 'GET', path, headers);
}

/**
 * Lists the top games of `host` once with a generous limit: the first top list of a server prices
 * every upcoming game of the replay window (src/server/feed/views.ts `warmTopAnswers`, seconds on
 * a loaded machine), so a test's later page requests with top-game blocks answer within their limit.
 * @throws Error when the list does not answer 2xx/3xx
 */
export async function warmTopGames(url: string, host = 'localhost'): Promise<void> {
  const top = await get(url, '/en/line/top', { host }, 180_000);
  if (top.status >= 400) throw new Error(`warming /en/line/top on ${host} answered ${top.status}`);
}
