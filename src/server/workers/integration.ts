/**
 * Astro integration that makes the server's workers (src/server/workers/index.ts) reachable from
 * the process that serves the app:
 * - build: the SSR build emits that module as `dist/server/workers.mjs`, a second entry beside
 *   `entry.mjs` sharing its chunks (one module instance of the database, bus and feed per
 *   process); scripts/serve.ts starts the workers after it listens and stops them on shutdown;
 * - `astro dev`: the workers start in the dev server's SSR module runner (the one that runs the
 *   pages) once it listens, and stop when it closes.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { isRunnableDevEnvironment, type Plugin, type ViteDevServer } from 'vite';
import type { RunningWorkers } from './registry.ts';

/** File name of the workers' entry in the server build's output folder (`dist/server/`). */
const WORKERS_ENTRY_FILE = 'workers.mjs';

const source = fileURLToPath(new URL('./index.ts', import.meta.url));

/** Emits the workers' module as an entry of the SSR build. */
function workersEntry(): Plugin {
  return {
    name: 'portal-workers-entry',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    buildStart() {
      this.emitFile({ type: 'chunk', id: source, fileName: WORKERS_ENTRY_FILE, preserveSignature: 'strict' });
    },
  };
}

/** The integration; add it in astro.config.mjs. */
export function serverWorkers(): AstroIntegration {
  let devServer: ViteDevServer | null = null;
  let running: RunningWorkers | null = null;
  return {
    name: 'portal-server-workers',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [workersEntry()] } });
      },
      'astro:server:setup': ({ server }) => {
        devServer = server;
      },
      'astro:server:start': ({ logger }) => {
        const ssr = devServer?.environments.ssr;
        if (!ssr || !isRunnableDevEnvironment(ssr)) return logger.warn('no runnable SSR environment: the workers do not run');
        // Not awaited: the dev server is ready at once, the workers start once their modules load.
        ssr.runner.import(source).then(
          (workers) => (running = (workers as typeof import('./index.ts')).startServerWorkers()),
          (error: unknown) => logger.error(`the workers did not start: ${String(error)}`),
        );
      },
      'astro:server:done': () => {
        running?.stop();
        running = null;
      },
    },
  };
}
