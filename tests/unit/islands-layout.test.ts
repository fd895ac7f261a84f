/**
 * The islands are laid out by area (src/islands/index.ts): the root of src/islands/ holds only
 * the index, and every other island file lives in one of the named area folders.
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
