/**
 * Cookies the page itself reads and writes (not the session's, which are HttpOnly): reading one
 * by name, and writing one for the whole site (Path=/, SameSite=Lax, Secure on https).
 */

/** The value of a cookie readable by the page, or null. */
export function readCookie(name: string, cookies: string = typeof document === 'undefined' ? '' : document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return null;
}

/**
 * Sets a site-wide cookie (no-op outside a document).
 * @param value written URI-encoded
 * @param maxAgeS how long it is kept, s
 */
export function writeCookie(name: string, value: string, maxAgeS: number): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${Math.trunc(maxAgeS)}; SameSite=Lax${secure}`;
}
