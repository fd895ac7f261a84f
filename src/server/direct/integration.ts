/**
 * Astro integration that emits the direct routes (src/server/direct/index.ts) as
 * `dist/server/direct.mjs`, an entry of the SSR build beside `entry.mjs` sharing its chunks (one
 * module instance of the database per process), which scripts/serve.ts imports. Nothing under
 * `astro dev`: there the same calls reach their Astro endpoints.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';

/** File name of the direct routes' entry in the server build's output folder (`dist/server/`). */
const DIRECT_ENTRY_FILE = 'direct.mjs';

const source = fileURLToPath(new URL('./index.ts', import.meta.url));

function directEntry(): Plugin {
  return {
    name: 'portal-direct-entry',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    buildStart() {
      this.emitFile({ type: 'chunk', id: source, fileName: DIRECT_ENTRY_FILE, preserveSignature: 'strict' });
    },
  };
}

/** The integration; add it in astro.config.mjs. */
export function directRoutes(): AstroIntegration {
  return {
    name: 'portal-direct-routes',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [directEntry()] } });
      },
    },
  };
}
