/**
 * Vitest global setup: one built server for the integration project, its URL in `portalUrl`, and
 * a console session of every demo staff member in `staffJars`.
 * It runs as behind one reverse proxy (TRUST_PROXY=1), so a test can stand for a client address of
 * its own with `X-Forwarded-For`.
 */
import type { TestProject } from 'vitest/node';
import { startBuiltServer, warmTopGames } from '../helpers/server.ts';
import { brands } from '../../src/server/brands.ts';
import { loginJars } from '../helpers/console.ts';

export default async function setup(project: TestProject) {
  const server = await startBuiltServer({ PORTAL_DEV_TOOLS: '1', PORTAL_CAPTCHA_COST: '50', PORTAL_CAPTCHA_COUNTER_MAX: '40', TRUST_PROXY: '1' });
  project.provide('portalUrl', server.url);
  // The first top list of a process prices every upcoming game of the replay window in one go
  // (seconds on a loaded machine); requests arriving meanwhile wait unparsed and the server's
  // header limit can answer them 408. Each brand's pricing is warmed here, before any test file
  // (a brand that shows guests no line, as vip, answers the login redirect and shares a pricing).
  for (const brand of brands.byId.values()) await warmTopGames(server.url, brand.domains[0]!);
  // Each demo staff member logs in once here: a TOTP time step is accepted once, so test files
  // running side by side would otherwise race for the same member's codes.
  project.provide('staffJars', await loginJars(server.url));
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string;
    /** Cookies of a logged-in console session per demo staff e-mail, on the shared server. */
    staffJars: Record<string, [string, string][]>;
  }
}
