/**
 * Astro integration: in the browser build, every `import … from 'zod'` of the portal's own modules
 * resolves to src/client/shell/zod-jitless.ts (zod with its jitless mode set, re-exported). Every
 * module that builds a schema then depends on the setting, so it runs first whatever order the
 * islands of a page load in; a per-island import left a race in which the first island to load a
 * shared schema chunk decided for all. Server builds and zod's own modules resolve zod as usual.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';

/** The module the browser build imports instead of zod. */
export const ZOD_JITLESS_MODULE = fileURLToPath(new URL('../client/shell/zod-jitless.ts', import.meta.url));

/** A file path with forward slashes (importers arrive so on every platform). */
const slashed = (path: string) => path.replaceAll('\\', '/');
const JITLESS_FILE = slashed(ZOD_JITLESS_MODULE);
/** The project's root folder; importers outside it (node_modules, Astro's virtual modules) are left alone. */
const ROOT = slashed(fileURLToPath(new URL('../../', import.meta.url)));

/**
 * Where `source` imported by `importer` resolves in an environment whose consumer is `consumer`:
 * the jitless module for the portal's own browser modules, `null` (the usual resolution) otherwise.
 */
export function zodJitlessTarget(source: string, importer: string | undefined, consumer: string | undefined): string | null {
  if (source !== 'zod' || consumer !== 'client' || !importer) return null;
  const file = slashed(importer).split('?')[0]!;
  if (file === JITLESS_FILE || !file.startsWith(ROOT) || file.includes('/node_modules/')) return null;
  return ZOD_JITLESS_MODULE;
}

/** The Vite plugin doing the resolution. */
export function zodJitlessPlugin(): Plugin {
  return {
    name: 'portal:zod-jitless',
    enforce: 'pre',
    resolveId(source, importer) {
      return zodJitlessTarget(source, importer, this.environment?.config.consumer);
    },
  };
}

/** The integration; add it in astro.config.mjs. */
export function zodJitless(): AstroIntegration {
  return {
    name: 'portal:zod-jitless',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [zodJitlessPlugin()] } });
      },
    },
  };
}
