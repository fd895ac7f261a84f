/**
 * The visitor's country from the client address (spec §4 Block state, §7 block/light): a lookup
 * in the GeoLite2 country database bundled with the `geoip-country` package (no network; loaded
 * into memory on the first lookup of a public address). The address is the one
 * src/server/client-request.ts determines (the socket's peer, or with TRUST_PROXY the proxy's
 * report). Loopback, private, link-local, shared and documentation addresses are not looked up;
 * an address the database does not know, a malformed one, or a database that fails to load
 * answers null — and null never blocks anyone.
 */
import { BlockList, isIP } from 'node:net';

/** Ranges that are never a visitor's country. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 3],
] as const) NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [['::', 127], ['fc00::', 7], ['fe80::', 10], ['2001:db8::', 32], ['ff00::', 8]] as const) NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/**
 * The address in a form `isIP` takes: without IPv6 brackets or zone, an IPv4-mapped IPv6 address
 * as its IPv4 part. @returns the address and its family, or null when it is not an IP address
 */
function normaliseAddress(address: string): { address: string; family: 'ipv4' | 'ipv6' } | null {
  let value = address.trim().replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(value);
  if (mapped) value = mapped[1]!;
  const version = isIP(value);
  return version === 4 ? { address: value, family: 'ipv4' } : version === 6 ? { address: value.toLowerCase(), family: 'ipv6' } : null;
}

/** True for an address that can have a country (not loopback, private, link-local, ...). */
export function isPublicAddress(address: string): boolean {
  const parsed = normaliseAddress(address);
  return parsed !== null && !NOT_PUBLIC.check(parsed.address, parsed.family);
}

type Lookup = (ip: string) => { country: string } | null;

let lookup: Promise<Lookup | null> | null = null;

/** The database's lookup, loaded once; null (logged once) when the package or its data cannot be loaded. */
function loadLookup(): Promise<Lookup | null> {
  lookup ??= import('geoip-country')
    .then((module) => {
      const api = (module as { default?: { lookup?: Lookup }; lookup?: Lookup }).default ?? module;
      if (typeof api.lookup !== 'function') throw new Error('geoip-country has no lookup function');
      return api.lookup.bind(api);
    })
    .catch((error: unknown) => {
      console.error('GeoIP database not loaded; no visitor gets a country', error);
      return null;
    });
  return lookup;
}

/** The ISO 3166-1 alpha-2 country of a client address, or null when it has none (never throws). */
export async function countryOfAddress(address: string | null | undefined): Promise<string | null> {
  if (!address || !isPublicAddress(address)) return null;
  const find = await loadLookup();
  if (!find) return null;
  try {
    const country = find(normaliseAddress(address)!.address)?.country;
    return typeof country === 'string' && /^[A-Z]{2}$/.test(country) ? country : null;
  } catch {
    return null;
  }
}
