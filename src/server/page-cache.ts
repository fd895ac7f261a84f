/**
 * Micro-cache of rendered pages for guests: the same brand, language and URL within
 * {@link PAGE_CACHE_TTL_MS} get the same HTML without rendering again. Only guest GETs of pages
 * that rendered 200 text/html are kept (players see their own header), never with a Set-Cookie
 * of the render itself (cookies are set per request by the middleware) and never a page that
 * says it is personal (`Cache-Control: private` or `no-store`, the page registry's private flag).
 * One render per key at a time (single flight): while a page is re-rendered, other requests get
 * the previous copy for up to {@link PAGE_STALE_MS}, or wait for the render when there is none.
 * Bounded: the oldest entries go first past {@link PAGE_CACHE_MAX}. Prices on cached pages are at
 * most a few seconds old; live updates reach the islands over SSE anyway.
 * A stored page is compressed once per encoding the visitors accept (brotli quality 4 or gzip level
 * 6, the server's own settings: scripts/serve.ts), not once per request; the server's compressor
 * leaves an answer that already has a Content-Encoding as it is.
 */
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';

/** How long a rendered page is served again, ms. */
export const PAGE_CACHE_TTL_MS = Number(process.env.PORTAL_PAGE_CACHE_MS ?? 2000);
/** How long past its TTL a page may be served while its re-render is under way, ms. */
const PAGE_STALE_MS = 10_000;
/** Most pages kept. */
const PAGE_CACHE_MAX = 500;

interface Entry {
  expiresAt: number;
  /** The brand's generation when the render started (see {@link invalidateBrandPages}). */
  generation: number;
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  /** The body compressed, made on the first hit that accepts each encoding. */
  encoded?: Partial<Record<PageEncoding, Uint8Array<ArrayBuffer>>>;
}

/** Encodings a stored page is sent in, preferred first (as the server's compressor prefers them). */
const PAGE_ENCODINGS = ['br', 'gzip'] as const;
type PageEncoding = (typeof PAGE_ENCODINGS)[number];
/** Pages smaller than this are sent as they are (the compressor's threshold). */
const COMPRESS_THRESHOLD = 1024;

/** The encoding of a stored page for a request's Accept-Encoding (q-values honoured), or null for none. */
export function pageEncodingFor(acceptEncoding: string | null | undefined): PageEncoding | null {
  if (!acceptEncoding) return null;
  // negotiator 1.x takes the server's preference among equal q-values as `preferred` (its types are 0.6's).
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }) as unknown as { encoding(available: string[], options: { preferred: string[] }): string | undefined };
  const chosen = negotiator.encoding([...PAGE_ENCODINGS, 'identity'], { preferred: [...PAGE_ENCODINGS] });
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

function encodedBody(entry: Entry, encoding: PageEncoding): Uint8Array<ArrayBuffer> {
  let encoded = entry.encoded?.[encoding];
  if (!encoded) {
    const bytes = encoding === 'br'
      ? brotliCompressSync(entry.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: entry.body.length } })
      : gzipSync(entry.body, { level: 6 });
    encoded = new Uint8Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    entry.encoded = { ...entry.encoded, [encoding]: encoded };
  }
  return encoded;
}

const entries = new Map<string, Entry>();
/** Keys whose render read a player's own data, until when (ms): their requests skip the cache. */
const personalUntil = new Map<string, number>();
/** How long a key stays known personal, ms: a page's personal reads do not change between renders. */
const PERSONAL_MEMO_MS = 60_000;

function rememberPersonal(key: string): void {
  personalUntil.delete(key);
  if (personalUntil.size >= PAGE_CACHE_MAX * 4) personalUntil.delete(personalUntil.keys().next().value!);
  personalUntil.set(key, Date.now() + PERSONAL_MEMO_MS);
}
const inflight = new Map<string, Promise<Entry | null>>();
/** Generation of each brand's pages: moved by {@link invalidateBrandPages}; older entries are never served. */
const generations = new Map<string, number>();

const brandOfKey = (key: string) => key.slice(0, key.indexOf('\u0000'));

/**
 * The generation of a brand's shared page data: it moves when the brand's settings change or a CMS
 * page of the brand is published, so data kept under an older one is never served again (the guest
 * pages here, the block data of src/server/pages/blocks/shared-data.ts).
 */
export function brandGeneration(brandId: string): number {
  return generations.get(brandId) ?? 0;
}
const generationOf = (key: string) => generations.get(brandOfKey(key)) ?? 0;

/**
 * The cache key of a request: brand, host (a domain may have settings of its own), language, URL
 * and the variant of the page the visitor's first-visit choices select (whether the consent banner
 * and the age popup are in it: `firstVisitCacheVariant`, src/domain/visitor-choices.ts). The brand
 * id comes first ({@link invalidateBrandPages} finds a brand's keys by it).
 */
export function pageCacheKey(brandId: string, lng: string, url: URL, variant = ''): string {
  return `${brandId}\u0000${url.hostname}\u0000${lng}\u0000${variant}\u0000${url.pathname}${url.search}`;
}

/**
 * Drops every page of a brand (its settings changed, src/server/settings/state.ts): stored copies
 * go at once, and a render under way when the change arrived is not stored.
 */
export function invalidateBrandPages(brandId: string): void {
  generations.set(brandId, (generations.get(brandId) ?? 0) + 1);
  for (const key of entries.keys()) if (brandOfKey(key) === brandId) entries.delete(key);
}

/** A stored page as it goes out: status, headers (the cache state and encoding set) and body bytes. */
export interface PageAnswer {
  status: number;
  headers: Headers;
  bytes: Uint8Array<ArrayBuffer>;
}

/** The answer of a stored page for a request's Accept-Encoding (compressed once per encoding, kept on the entry). */
function pageAnswer(entry: Entry, state: 'hit' | 'stale', acceptEncoding: string | null): PageAnswer {
  const encoding = entry.body.length >= COMPRESS_THRESHOLD ? pageEncodingFor(acceptEncoding) : null;
  const bytes = encoding ? encodedBody(entry, encoding) : entry.body;
  const headers = new Headers(entry.headers);
  headers.set('x-page-cache', state);
  headers.append('Vary', 'Accept-Encoding');
  if (encoding) {
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(bytes.length));
  }
  return { status: entry.status, headers, bytes };
}

function toResponse(entry: Entry, state: 'hit' | 'stale', acceptEncoding: string | null): Response {
  const { status, headers, bytes } = pageAnswer(entry, state, acceptEncoding);
  // The bytes are never written to after they are stored, so every response streams the same ones
  // (a Response built from a buffer would copy them, which costs more than the rest of a hit).
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  return new Response(body, { status, headers });
}

/**
 * The stored page of `key` when it is fresh (within its TTL, of the brand's current generation),
 * as it goes out for `acceptEncoding`; `player`: the key is a logged-in player's (null while the
 * key is known personal). Null otherwise — a stale or missing page is left to
 * {@link servePage}, which re-renders it once. The direct guest page path
 * (src/server/direct/page-hit.ts) answers from this without entering the page pipeline.
 */
export function freshPageAnswer(key: string, acceptEncoding: string | null, player = false): PageAnswer | null {
  // A player's key whose last render was personal is rendered again, as servePage does.
  if (player && (personalUntil.get(key) ?? 0) > Date.now()) return null;
  const entry = entries.get(key);
  if (!entry || entry.generation !== generationOf(key) || entry.expiresAt <= Date.now()) return null;
  return pageAnswer(entry, 'hit', acceptEncoding);
}

/**
 * How a page's render may be shared: a guest's (the default) when it does not say it is private;
 * a player's when `shareable()` holds after the render (src/server/player-pages.ts) — every page of
 * a player says private, for the browser and any proxy, which is kept on the stored copy.
 */
export interface ShareRule {
  shareable: () => boolean;
}

function cacheable(response: Response, rule: ShareRule | undefined): boolean {
  const type = response.headers.get('content-type') ?? '';
  const control = response.headers.get('cache-control') ?? '';
  const shared = rule ? rule.shareable() : !/\b(private|no-store)\b/.test(control);
  return PAGE_CACHE_TTL_MS > 0 && shared && response.status === 200 && type.startsWith('text/html') && !response.headers.has('set-cookie');
}

/**
 * The page for `key`: from the cache when fresh (or stale while another request re-renders it),
 * else rendered by `render` once for all concurrent requests of the key. `acceptEncoding` is the
 * request's Accept-Encoding: a stored page goes out compressed when it allows (a fresh render is
 * left to the server's compressor). `rule`: how the render may be shared ({@link ShareRule}; a
 * guest's by default).
 */
export async function servePage(key: string, render: () => Promise<Response>, acceptEncoding: string | null = null, rule?: ShareRule): Promise<Response> {
  const now = Date.now();
  // A key whose last render was personal renders at once, without waiting on another's render.
  if (rule && (personalUntil.get(key) ?? 0) > now) return render();
  const generation = generationOf(key);
  const found = entries.get(key);
  const entry = found && found.generation === generation ? found : undefined;
  if (entry && entry.expiresAt > now) return toResponse(entry, 'hit', acceptEncoding);
  const pending = inflight.get(key);
  if (pending) {
    if (entry && entry.expiresAt + PAGE_STALE_MS > now) return toResponse(entry, 'stale', acceptEncoding);
    const rendered = await pending.catch(() => null);
    return rendered && rendered.generation === generationOf(key) ? toResponse(rendered, 'hit', acceptEncoding) : render();
  }
  let resolveJob!: (entry: Entry | null) => void;
  const job = new Promise<Entry | null>((resolve) => (resolveJob = resolve));
  inflight.set(key, job);
  try {
    const response = await render();
    if (!cacheable(response, rule)) {
      if (rule && !rule.shareable()) rememberPersonal(key);
      resolveJob(null);
      return response;
    }
    const body = new Uint8Array(await response.arrayBuffer());
    const stored: Entry = { expiresAt: Date.now() + PAGE_CACHE_TTL_MS, generation, status: response.status, headers: [...response.headers], body };
    entries.delete(key);
    if (generationOf(key) !== generation) {
      resolveJob(null);
      return new Response(body, { status: response.status, headers: stored.headers });
    }
    if (entries.size >= PAGE_CACHE_MAX) entries.delete(entries.keys().next().value!);
    entries.set(key, stored);
    resolveJob(stored);
    return new Response(body, { status: response.status, headers: stored.headers });
  } catch (error) {
    resolveJob(null);
    throw error;
  } finally {
    inflight.delete(key);
  }
}

/** Drops every stored page of a brand and moves its generation (a CMS publish: src/server/cms/sync.ts). */
export function clearPageCacheOfBrand(brandId: string): void {
  generations.set(brandId, (generations.get(brandId) ?? 0) + 1);
  const prefix = `${brandId}\u0000`;
  for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
}

/** Empties the cache (tests). */
export function clearPageCache(): void {
  entries.clear();
  personalUntil.clear();
}
