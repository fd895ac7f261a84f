/**
 * Starts the built server (`dist/server/entry.mjs`) on a free port for tests and benchmarks,
 * and sends requests with any Host header (node:http, since fetch forbids setting Host).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { request } from 'node:http';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A running server. */
export interface RunningServer {
  /** Base URL, e.g. `http://127.0.0.1:40123`. */
  url: string;
  /** Port. */
  port: number;
  /** Stops the server. */
  stop: () => Promise<void>;
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
 * Starts `dist/server/entry.mjs` with the current Node binary, with its own PGlite directory in
 * the system temp folder (removed on stop), and waits until it answers.
 * @throws Error when there is no build or the server does not answer within 20 s
 */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const entry = `${ROOT}dist/server/entry.mjs`;
  if (!existsSync(entry)) throw new Error(`no build at ${entry}: run npm run build first`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-server-'));
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), ASTRO_NODE_LOGGING: 'disabled', PORTAL_DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
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
  return {
    url,
    port,
    stop: async () => {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A response read whole. */
export interface SimpleResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** GET `path` from `base` with the given headers (Host included). Redirects are not followed. */
export function get(base: string, path: string, headers: Record<string, string> = {}): Promise<SimpleResponse> {
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
    req.setTimeout(15_000, () => req.destroy(new Error(`timeout GET ${path}`)));
    req.end();
  });
}
