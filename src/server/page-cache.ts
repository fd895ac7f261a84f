/**
 * Micro-cache of rendered pages for guests: the same brand, language and URL within
 * {@link PAGE_CACHE_TTL_MS} get the same HTML without rendering again. Only guest GETs of pages
 * that rendered 200 text/html are kept (players see their own header), and never with a
 * Set-Cookie of the render itself: cookies are set per request by the middleware. Bounded: the
 * oldest entries go first past {@link PAGE_CACHE_MAX}. Prices on cached pages are at most the TTL
 * old; live updates reach islands over SSE anyway.
 */

/** How long a rendered page is served again, ms. */
export const PAGE_CACHE_TTL_MS = Number(process.env.PORTAL_PAGE_CACHE_MS ?? 2000);
/** Most pages kept. */
export const PAGE_CACHE_MAX = 500;

interface Entry {
  expiresAt: number;
  status: number;
  headers: [string, string][];
  body: Uint8Array;
}

const entries = new Map<string, Entry>();

/** The cache key of a request. */
export function pageCacheKey(brandId: string, lng: string, url: URL): string {
  return `${brandId}\u0000${lng}\u0000${url.pathname}${url.search}`;
}

/** A cached page for the key, as a new Response, or null. */
export function cachedPage(key: string, now = Date.now()): Response | null {
  const entry = entries.get(key);
  if (!entry) return null;
  if (entry.expiresAt <= now) {
    entries.delete(key);
    return null;
  }
  const response = new Response(entry.body.slice(), { status: entry.status, headers: entry.headers });
  response.headers.set('x-page-cache', 'hit');
  return response;
}

/**
 * Keeps a rendered page when it may be shared; returns the response to send (the original, whose
 * body was read, is replaced by a copy).
 */
export async function storePage(key: string, response: Response, now = Date.now()): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (PAGE_CACHE_TTL_MS <= 0 || response.status !== 200 || !type.startsWith('text/html') || response.headers.has('set-cookie')) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = [...response.headers];
  if (entries.size >= PAGE_CACHE_MAX) entries.delete(entries.keys().next().value!);
  entries.set(key, { expiresAt: now + PAGE_CACHE_TTL_MS, status: response.status, headers, body });
  return new Response(body, { status: response.status, headers });
}

/** Empties the cache (tests). */
export function clearPageCache(): void {
  entries.clear();
}
