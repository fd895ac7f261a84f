/**
 * Where the staff console lives: the same server answers the console on staff host
 * names only — `PORTAL_STAFF_HOSTS` (comma-separated hostnames, default `admin.localhost`, which
 * browsers and curl resolve to this machine) — and never on a brand's domain.
 */
import { hostnameOf } from '../brand-registry.ts';

/** Default staff host. */
const DEFAULT_STAFF_HOST = 'admin.localhost';

/** The staff hostnames (lowercase, no port) from the environment. */
function staffHosts(env: Record<string, string | undefined> = process.env): ReadonlySet<string> {
  const listed = (env.PORTAL_STAFF_HOSTS ?? DEFAULT_STAFF_HOST).split(',').map((host) => hostnameOf(host)).filter(Boolean);
  return new Set(listed);
}

const HOSTS = staffHosts();

/** True when the Host header names a staff host. */
export function isStaffHost(host: string | null | undefined): boolean {
  return HOSTS.has(hostnameOf(host));
}

/** True for the console's own paths: `/console`, `/console/…` and `/console-api/…`. */
export function isConsolePath(pathname: string): boolean {
  return pathname === '/console' || pathname.startsWith('/console/') || pathname.startsWith('/console-api/');
}
