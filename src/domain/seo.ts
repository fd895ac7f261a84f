/**
 * The canonical origin of a brand (canonical URLs, sitemap): `https://` and the brand's
 * first public domain (not `localhost` or a loopback address), the same whatever Host a request
 * came with — pages shared between guests by the page cache must not carry one request's host.
 */

/** Hosts that are never a brand's public domain. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);

/** The brand's public domain: its first domain that is not a local host (else its first). */
export function publicDomain(domains: readonly string[]): string {
  return domains.find((domain) => !LOCAL_HOSTS.has(domain)) ?? domains[0] ?? 'localhost';
}

/** `https://{public domain}`. */
export function canonicalOrigin(domains: readonly string[]): string {
  return `https://${publicDomain(domains)}`;
}
