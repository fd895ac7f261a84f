/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

/**
 * Two projects: `unit` (pure rules, schemas, islands in jsdom) and `integration` (the built
 * server over HTTP; `npm run test:integration` builds first).
 */
export default getViteConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/server.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
