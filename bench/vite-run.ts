/**
 * Runs a benchmark that imports server modules (`node bench/vite-run.ts bench/<name>.ts`) through
 * Vite's server module runner with the project's Astro/Vite config — the same module graph the
 * built server and the database tests (vitest) use — because server modules rely on Vite
 * features plain Node lacks (`import.meta.glob` of the brand files, `import.meta.env`).
 * The benchmark's exit code is kept; a throw ends the process with code 1.
 */
import { resolve } from 'node:path';
import { createServer, createServerModuleRunner } from 'vite';
import { getViteConfig } from 'astro/config';

const file = process.argv[2];
if (!file) {
  console.error('usage: node bench/vite-run.ts bench/<name>.ts');
  process.exit(2);
}
const makeConfig = getViteConfig({}) as unknown as (env: { mode: string; command: 'serve' | 'build' }) => Promise<Record<string, unknown>>;
const config = await makeConfig({ mode: 'production', command: 'serve' });
const server = await createServer({
  ...config,
  configFile: false,
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  appType: 'custom',
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
  await runner.import(resolve(file));
  await runner.close();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await server.close();
}
