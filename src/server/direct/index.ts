/**
 * Routes the built server answers before the page pipeline (scripts/serve.ts calls
 * {@link directRoute} first): calls whose answer needs none of the middleware chain (no brand,
 * session, CSRF, page decision) and whose rate matters, served on node:http's request and response
 * without building a fetch `Request`/`Response` or running Astro's router: the casino wallet API
 * (`POST /casino-wallet-api/v1/…`, src/server/casino/wallet-http.ts), which game providers call
 * for every bet and win; and guests' hits of stored pages ({@link servePageHit}, ./page-hit.ts),
 * asked through the pipeline's own decision functions. Under `astro dev` the same calls reach the
 * Astro endpoint or page, which answers through the same functions.
 *
 * The build emits this module as `dist/server/direct.mjs`, an entry sharing the app's chunks
 * (one database pool per process; src/server/direct/integration.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { WALLET_SIGNATURE_HEADER } from '../../../schemas/casino-wallet.ts';
import { WALLET_PATH_PREFIX, walletHttpCall } from '../casino/wallet-http.ts';
import { bodyTooLarge, JSON_BODY_LIMIT } from '../request-body.ts';
import { AppError } from '../errors.ts';
import { feedNow } from '../feed/clock.ts';

export { servePageHit } from './page-hit.ts';

/**
 * Reads a node request's body as UTF-8 text, at most `limit` bytes: a declared length over it is
 * refused before reading, a streamed one as soon as it passes (the rest is discarded).
 * @throws AppError payload_too_large (413), bad_request for bytes that are not UTF-8
 */
export function readNodeBodyText(req: IncomingMessage, limit: number = JSON_BODY_LIMIT): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = req.headers['content-length'];
    if (declared !== undefined && Number(declared) > limit) {
      req.resume();
      reject(bodyTooLarge(limit));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        reject(bodyTooLarge(limit));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (done) return;
      done = true;
      try {
        resolve(new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks, size)));
      } catch {
        reject(new AppError('bad_request', 'The request body is not UTF-8 text.'));
      }
    });
    req.on('error', (error) => {
      if (done) return;
      done = true;
      reject(error);
    });
  });
}

/** Writes a JSON answer with `Cache-Control: no-store` (the security headers are already set by the server). */
function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

/** The wallet call of a path under {@link WALLET_PATH_PREFIX}: provider and call, decoded; null when a segment does not decode. */
function walletTarget(pathname: string): { provider: string; call: string } | null {
  const rest = pathname.slice(WALLET_PATH_PREFIX.length);
  const slash = rest.indexOf('/');
  try {
    return slash < 0 ? { provider: decodeURIComponent(rest), call: '' } : { provider: decodeURIComponent(rest.slice(0, slash)), call: decodeURIComponent(rest.slice(slash + 1)) };
  } catch {
    return null;
  }
}

/**
 * Answers the request when it is one of the direct routes and returns true; returns false (and
 * touches nothing) for every other request, which goes to the page pipeline.
 */
export function directRoute(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? '';
  if (req.method !== 'POST' || !url.startsWith(WALLET_PATH_PREFIX)) return false;
  const query = url.indexOf('?');
  const target = walletTarget(query < 0 ? url : url.slice(0, query));
  if (!target) return false;
  const signature = req.headers[WALLET_SIGNATURE_HEADER];
  walletHttpCall(target.provider, target.call, () => readNodeBodyText(req), typeof signature === 'string' ? signature : null, feedNow).then(
    (answer) => sendJson(res, answer.status, answer.body),
    (error: unknown) => {
      console.error('casino wallet call failed', error);
      if (!res.headersSent) sendJson(res, 500, { status: 'RS_ERROR_UNKNOWN' });
      else res.destroy();
    },
  );
  return true;
}
