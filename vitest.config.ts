/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';
import SlowFirstSequencer from './tests/setup/sequencer.ts';

/**
 * Three projects: `unit` (pure rules, schemas, islands in jsdom), `db` (services on PGlite and
 * on the PostgreSQL at 127.0.0.1:5432) and `integration` (the built server over HTTP, after a build).
 */
export default getViteConfig({
  test: {
    // Vitest's default on this 2-core machine is one worker (cores − 1), which runs the whole suite
    // file after file; the integration files mostly wait on their servers and the db files on the
    // PostgreSQL, so 3 at a time halves the suite's time. Each db file makes its own databases
    // (a PGlite in memory, a new PostgreSQL database), so db files run side by side too.
    maxWorkers: 3,
    // The slowest files first, across projects (tests/setup/sequencer.ts).
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        extends: true,
        // A unit file shares the 2 cores with two other workers (often a db file and the integration
        // server): a test that needs 1–3 s alone (feed replay over the catalogue, islands in jsdom
        // waiting on real-time animations) must not fail at vitest's 5 s default under that load.
        // Files of a worker share loaded modules (isolate: false): re-importing the module graph per
        // file was over half of the project's time, and unit files keep no state between files
        // (no module mocks; stubbed globals and environment variables are restored after each test).
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node', isolate: false, unstubGlobals: true, unstubEnvs: true, setupFiles: ['tests/setup/catalogue.ts'], testTimeout: 20_000 },
      },
      {
        extends: true,
        test: {
          name: 'db',
          include: ['tests/db/**/*.test.ts'],
          setupFiles: ['tests/setup/catalogue.ts'],
          globalSetup: ['tests/setup/database-templates.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          setupFiles: ['tests/setup/catalogue.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/database-templates.ts', 'tests/integration/server.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
