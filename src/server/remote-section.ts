/**
 * The scripts of the remote sections (spec §4 Remote sections; §7 "Remote section page fetch ...
 * response scriptsToLoad, made absolute"): a section rendered as JSON by the host page needs the
 * browser modules that show it, its island and the island's renderer. Their built URLs are known
 * only after the client build: src/server/remote-section-integration.ts writes them into
 * `dist/server/remote-section-scripts.json` ({@link SECTION_SCRIPTS_FILE}), which this module reads
 * once per process; `astro dev` serves the source modules themselves.
 */
import { existsSync, readFileSync } from 'node:fs';

/** The remote sections and the island module that shows each, relative to the project root. */
export const REMOTE_SECTION_ISLANDS = { footer: 'src/islands/shell/Footer.tsx' } as const;

/** A remote section's name. */
export type RemoteSectionName = keyof typeof REMOTE_SECTION_ISLANDS;

/** The client renderer of the islands (React), as Astro names its entry. */
export const ISLAND_RENDERER_ENTRY = '@astrojs/react/client.js';

/** The file of the built URLs, in the server build's folder: `{ [section]: [path, ...] }`. */
export const SECTION_SCRIPTS_FILE = 'remote-section-scripts.json';

let built: Partial<Record<RemoteSectionName, string[]>> | null = null;

/** The built scripts, read from the first folder up from this module that holds the file; none found: `{}`. */
function builtScripts(): Partial<Record<RemoteSectionName, string[]>> {
  if (built) return built;
  let folder = new URL('./', import.meta.url);
  for (let level = 0; level < 4; level++, folder = new URL('../', folder)) {
    const file = new URL(SECTION_SCRIPTS_FILE, folder);
    if (existsSync(file)) return (built = JSON.parse(readFileSync(file, 'utf8')) as Record<RemoteSectionName, string[]>);
  }
  return (built = {});
}

/**
 * The scripts a section needs, as absolute URLs on `origin` (`https://host`): the renderer first,
 * then the island. Under `astro dev` the source modules Vite serves.
 */
export function sectionScripts(section: RemoteSectionName, origin: string): string[] {
  const paths = import.meta.env.DEV ? [`/@id/${ISLAND_RENDERER_ENTRY}`, `/${REMOTE_SECTION_ISLANDS[section]}`] : (builtScripts()[section] ?? []);
  return paths.map((path) => new URL(path, origin).href);
}
