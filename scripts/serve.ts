/**
 * The portal's HTTP server: the one way to serve the build (`npm start` after building and setting
 * up the database, the test servers, the browser tests, the benchmarks). It serves the Astro node
 * adapter's handler (`dist/server/entry.mjs`, middleware mode) and the build's static files
 * (`serveStatic`) from our own node:http server so that every response carries the security
 * headers (src/server/security-headers.ts), including the ones that do not pass our middleware:
 * static files, the 400 for an undecodable URL, the framework's 403 origin refusals and redirects,
 * and the 400/408/431 of Node's HTTP parser (`clientError`: malformed request, header or request
 * timeout, oversized headers), which get a JSON body too.
 * Calls that need none of the middleware chain (the casino wallet API) and guests' hits of stored
 * pages are answered first by the build's direct routes (`dist/server/direct.mjs`,
 * src/server/direct/), on node:http alone.
 * Once it listens it starts the background workers (`dist/server/workers.mjs`, built from
 * src/server/workers/: settlement, payment recovery, bonus and tournament sweeps); SIGTERM and
 * SIGINT stop them, then close the server and exit.
 *
 * Environment: HOST (default 127.0.0.1), PORT (default 4321), TRUST_PROXY (src/server/client-request.ts),
 * SERVER_CERT_PATH + SERVER_KEY_PATH for TLS, PORTAL_DEV_TOOLS + PORTAL_DEV_TOKEN
 * (src/server/dev-tools.ts: the server exits with a message when dev tools are on and HOST is not
 * loopback or there is no token), PORTAL_DATA_ROOT (the data folder with the sport catalogue and the
 * feed's files, read at the start; src/server/feed/catalogue-file.ts). ASTRO_NODE_LOGGING=disabled
 * silences the start line.
 *
 * Responses are compressed (the `compression` package: brotli quality 4 or gzip level 6, as the
 * request's Accept-Encoding allows, for compressible types of 1 KiB and more) — pages, styles,
 * scripts and API answers alike; the live stream (`text/event-stream`) is sent as written, since a
 * compressor would hold its events back until its buffer fills.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer as createHttpServer, STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { posix } from 'node:path';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import send from 'send';
import compression from 'compression';
import { devToolsStartupProblem } from '../src/server/dev-tools.ts';
import { isHttpsRequest, trustedProxyHops } from '../src/server/client-request.ts';
import { defaultSecurityHeaders } from '../src/server/security-headers.ts';
import { readCatalogueFile } from '../src/server/feed/catalogue-file.ts';

const problem = devToolsStartupProblem(process.env);
if (problem) {
  console.error(`portal: ${problem}`);
  process.exit(1);
}
// The sport catalogue is data read at run time (src/server/feed/catalogue-file.ts): a bad file stops
// the start here, with one message naming the file and each field.
try {
  readCatalogueFile();
} catch (error) {
  console.error(`portal: the sport catalogue cannot be used:\n${(error as Error).message}`);
  process.exit(1);
}

// The adapter's middleware mode: its handler renders through the app (a path no route matches gets
// the 404 page); the static files are ours to serve (`serveStatic`).
const entry = new URL('../dist/server/entry.mjs', import.meta.url);
const { handler } = (await import(entry.href)) as { handler: (req: IncomingMessage, res: ServerResponse, next?: () => void, locals?: object) => Promise<void> };
// The background workers: an entry of the same build (src/server/workers/), sharing its modules.
const workersEntry = new URL('../dist/server/workers.mjs', import.meta.url);
const { startServerWorkers } = (await import(workersEntry.href)) as typeof import('../src/server/workers/index.ts');
// Routes answered before the page pipeline (the casino wallet API): an entry of the same build (src/server/direct/).
const directEntry = new URL('../dist/server/direct.mjs', import.meta.url);
const { directRoute, servePageHit } = (await import(directEntry.href)) as typeof import('../src/server/direct/index.ts');

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4321);
const hops = trustedProxyHops();
const tls = Boolean(process.env.SERVER_CERT_PATH && process.env.SERVER_KEY_PATH);

function forwardedProto(req: IncomingMessage): string | undefined {
  const value = req.headers['x-forwarded-proto'];
  return Array.isArray(value) ? value.join(',') : value;
}

/**
 * Methods a fetch `Request` cannot carry (the adapter builds one per request and would answer a
 * bare 500): refused here with 405 and the API's JSON error body.
 */
const UNSERVED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);

/** The package works on node:http's request and response; its types name Express's, which extend them. */
type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
const defaultFilter = compression.filter as unknown as (req: IncomingMessage, res: ServerResponse) => boolean;

/** Whether a response is compressed: compression's own rule (type, no-transform), never the live stream. */
function shouldCompress(req: IncomingMessage, res: ServerResponse): boolean {
  if (String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream')) return false;
  return defaultFilter(req, res);
}

const compress = compression({ filter: shouldCompress }) as unknown as NodeMiddleware;

/** The build's client folder (Vite's assets under `_astro/`, `public/`'s files), read once at the start. */
const clientDir = fileURLToPath(new URL('../dist/client/', import.meta.url));
/** Its top-level names: only a path under one of them, whose last segment has an extension, can be a file. */
const clientRoots = new Set(readdirSync(clientDir));
/** Vite's fingerprinted assets: the same name is the same bytes for ever. */
const ASSETS_PREFIX = '/_astro/';

/** Whether a path may name a file of the client folder: its first segment is one, its last has an extension. */
function staticCandidate(pathname: string): boolean {
  const slash = pathname.indexOf('/', 1);
  const root = slash < 0 ? pathname.slice(1) : pathname.slice(1, slash);
  return clientRoots.has(root) && pathname.slice(pathname.lastIndexOf('/') + 1).includes('.');
}

/**
 * The file of a static path from the client folder (send: conditional GET, ranges, no dot files, no
 * path outside the folder), or `fallback` when there is none. Pages never stat the disk: a path is
 * a file candidate only by its first segment and extension ({@link clientRoots}).
 */
function serveStatic(req: IncomingMessage, res: ServerResponse, pathname: string, fallback: () => void): void {
  if (!staticCandidate(pathname)) {
    fallback();
    return;
  }
  const file = posix.normalize(pathname);
  const stream = send(req, file, { root: clientDir, dotfiles: 'deny', index: false });
  let found = false;
  stream.on('file', () => (found = true));
  stream.on('error', (error: { statusCode?: number }) => {
    if (!found) {
      fallback();
      return;
    }
    res.writeHead(error.statusCode ?? 500);
    res.end();
  });
  stream.on('stream', () => {
    if (file.startsWith(ASSETS_PREFIX)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  });
  stream.pipe(res);
}

/**
 * The app's answer (every page and API); a failure the adapter did not answer is a 500. `locals`:
 * what the direct page path already resolved for the request (src/server/direct/page-hit.ts).
 */
function render(req: IncomingMessage, res: ServerResponse, locals?: object): void {
  handler(req, res, undefined, locals).catch((error: unknown) => {
    console.error('portal: a request failed', error);
    if (!res.headersSent) {
      res.writeHead(500);
      res.end();
    } else res.destroy();
  });
}

function serve(req: IncomingMessage, res: ServerResponse): void {
  // Defaults first: Astro's own headers (a page's CSP with its hashes) replace them when it answers.
  const https = isHttpsRequest(tls ? 'https:' : 'http:', forwardedProto(req), hops);
  const headers = defaultSecurityHeaders(https);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (UNSERVED_METHODS.has((req.method ?? '').toUpperCase())) {
    const body = JSON.stringify({ errors: [{ status: '405', code: 'method_not_allowed', title: 'Method Not Allowed', detail: `${req.method} is not served here.` }] });
    res.writeHead(405, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', Allow: 'GET, HEAD, POST, PUT, DELETE, OPTIONS' });
    res.end(body);
    req.resume();
    return;
  }
  if (directRoute(req, res)) return;
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  let pathname: string;
  try {
    pathname = decodeURI(query < 0 ? url : url.slice(0, query));
  } catch {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Bad request.');
    return;
  }
  if (req.method === 'GET' && !staticCandidate(pathname)) {
    // A hit of a stored page is written at once (src/server/direct/page-hit.ts); the rest renders.
    void servePageHit(req, res, https).then((outcome) => {
      if (outcome !== true) compress(req, res, () => render(req, res, outcome));
    });
    return;
  }
  compress(req, res, () => serveStatic(req, res, pathname, () => render(req, res)));
}

/** Node's parser refused the request before any handler ran: answer like the API does. */
function refuseMalformed(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const title = STATUS_CODES[status] ?? 'Bad Request';
  const body = JSON.stringify({ errors: [{ status: String(status), code: status === 431 ? 'headers_too_large' : 'bad_request', title, detail: `The request could not be read: ${title}.` }] });
  const headers = {
    ...defaultSecurityHeaders(tls),
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  socket.end(`HTTP/1.1 ${status} ${title}\r\n${head}\r\n${body}`);
}

/**
 * Time limits of a request's arrival: its headers within 10 s, the whole request (headers and body)
 * within 20 s, checked every second; past either, Node's parser refuses it (408, `refuseMalformed`)
 * and the connection closes, so half-sent requests cannot hold connections (Node's defaults are
 * 60 s and 300 s, checked every 30 s). The response time is not limited: the live stream stays open.
 */
const ARRIVAL_LIMITS = { headersTimeout: 10_000, requestTimeout: 20_000, connectionsCheckingInterval: 1_000 } as const;

const server = tls
  ? createHttpsServer({ ...ARRIVAL_LIMITS, key: readFileSync(process.env.SERVER_KEY_PATH!), cert: readFileSync(process.env.SERVER_CERT_PATH!) }, serve)
  : createHttpServer(ARRIVAL_LIMITS, serve);
server.on('clientError', refuseMalformed);
let workers: { stop(): void } | null = null;
server.listen(port, host, () => {
  const origin = `${tls ? 'https' : 'http'}://${host.includes(':') ? `[${host}]` : host}:${port}`;
  if (process.env.ASTRO_NODE_LOGGING !== 'disabled') console.log(`portal: listening on ${origin}`);
  workers = startServerWorkers();
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    workers?.stop();
    server.close(() => process.exit(0));
  });
}
