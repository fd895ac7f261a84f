/**
 * Astro integration that records the built URLs of the remote sections' scripts
 * (src/server/remote-section.ts): from the build's manifest (`entryModules`: source module → built
 * file) it writes `{ [section]: [renderer, island] }` into the server build's folder once the build
 * is done. A section whose island or renderer the build lacks stops the build.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { ISLAND_RENDERER_ENTRY, REMOTE_SECTION_ISLANDS, SECTION_SCRIPTS_FILE } from './remote-section.ts';

/** A built file as a URL path: `_astro/x.js` → `/_astro/x.js`; a URL with a scheme (an assets prefix) stays. */
const urlPath = (file: string) => (/^[a-z]+:\/\//i.test(file) || file.startsWith('/') ? file : `/${file}`);

/** The integration; add it in astro.config.mjs. */
export function remoteSectionScripts(): AstroIntegration {
  let serverDir: URL | null = null;
  let scripts: Record<string, string[]> | null = null;
  return {
    name: 'portal:remote-section-scripts',
    hooks: {
      'astro:config:done': ({ config }) => {
        serverDir = config.build.server;
      },
      'astro:build:ssr': ({ manifest }) => {
        const entries = Object.entries(manifest.entryModules);
        const built = (matches: (key: string) => boolean, name: string) => {
          const file = entries.find(([key, value]) => value && matches(key.replaceAll('\\', '/')))?.[1];
          if (!file) throw new Error(`remote section scripts: the build has no module ${name}`);
          return urlPath(file);
        };
        const renderer = built((key) => key === ISLAND_RENDERER_ENTRY, ISLAND_RENDERER_ENTRY);
        scripts = Object.fromEntries(Object.entries(REMOTE_SECTION_ISLANDS).map(([section, island]) => [section, [renderer, built((key) => key.endsWith(`/${island}`), island)]]));
      },
      'astro:build:done': () => {
        if (!serverDir || !scripts) return;
        mkdirSync(fileURLToPath(serverDir), { recursive: true });
        writeFileSync(fileURLToPath(new URL(SECTION_SCRIPTS_FILE, serverDir)), `${JSON.stringify(scripts)}\n`);
      },
    },
  };
}
