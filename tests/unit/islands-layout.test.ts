/**
 * The islands are laid out by area (src/islands/index.ts): the root of src/islands/ holds only
 * the index, and every other island file lives in one of the named area folders. The browser
 * helpers without React (src/client/) are laid out by the same areas, beside the hydration
 * directives (src/client/directives/).
 */
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ISLAND_AREAS } from '../../src/islands/index.ts';

const ISLANDS = fileURLToPath(new URL('../../src/islands/', import.meta.url));

describe('src/islands layout', () => {
  const entries = readdirSync(ISLANDS, { withFileTypes: true });

  it('holds only the index in its root', () => {
    const files = entries.filter((e) => e.isFile()).map((e) => e.name);
    expect(files).toEqual(['index.ts']);
  });

  it('has exactly the ten area folders, each holding islands', () => {
    const folders = entries.filter((e) => e.isDirectory()).map((e) => e.name).sort();
    expect(folders).toEqual([...ISLAND_AREAS].sort());
    for (const area of ISLAND_AREAS) {
      expect(readdirSync(`${ISLANDS}${area}`).some((f) => f.endsWith('.tsx')), area).toBe(true);
    }
  });
});

describe('src/client layout', () => {
  const CLIENT = fileURLToPath(new URL('../../src/client/', import.meta.url));
  const entries = readdirSync(CLIENT, { withFileTypes: true });

  it('holds no file in its root, only folders named after island areas and the directives', () => {
    expect(entries.filter((e) => e.isFile()).map((e) => e.name)).toEqual([]);
    const areas = new Set<string>([...ISLAND_AREAS, 'directives']);
    expect(entries.filter((e) => e.isDirectory() && !areas.has(e.name)).map((e) => e.name)).toEqual([]);
  });
});
