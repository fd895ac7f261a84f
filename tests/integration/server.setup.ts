/** Vitest global setup: one built server for the integration project, its URL in `PORTAL_URL`. */
import type { TestProject } from 'vitest/node';
import { startBuiltServer } from '../helpers/server.ts';

export default async function setup(project: TestProject) {
  const server = await startBuiltServer();
  project.provide('portalUrl', server.url);
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string;
  }
}
