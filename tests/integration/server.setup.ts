/**
 * Vitest global setup: one built server for the integration project, its URL in `PORTAL_URL`.
 * It runs as behind one reverse proxy (TRUST_PROXY=1), so a test can stand for a client address of
 * its own with `X-Forwarded-For`.
 */
import type { TestProject } from 'vitest/node';
import { startBuiltServer } from '../helpers/server.ts';

export default async function setup(project: TestProject) {
  const server = await startBuiltServer({ PORTAL_DEV_TOOLS: '1', PORTAL_CAPTCHA_COST: '50', PORTAL_CAPTCHA_COUNTER_MAX: '40', TRUST_PROXY: '1' });
  project.provide('portalUrl', server.url);
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string;
  }
}
