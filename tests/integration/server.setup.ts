/** Vitest global setup: one built server for the integration project, its URL in `PORTAL_URL`. */
import type { TestProject } from 'vitest/node';
import { startBuiltServer } from '../helpers/server.ts';

export default async function setup(project: TestProject) {
  const server = await startBuiltServer({ PORTAL_DEV_TOOLS: '1', PORTAL_CAPTCHA_COST: '50', PORTAL_CAPTCHA_COUNTER_MAX: '40' });
  project.provide('portalUrl', server.url);
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string;
  }
}
