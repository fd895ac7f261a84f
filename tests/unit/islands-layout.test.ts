/**
 * The islands are laid out by area (src/islands/index.ts): the root of src/islands/ holds only
 * the index, and every other island file lives in one of the named area folders.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ISLAND_AREAS } from '../../src/islands/index.ts';

const ISLANDS = fileURLToPath(new URL('../../src/islands/', import.meta.url));

/** Root files besides the index that the sports area has yet to take in: the sport scoreboards. */
const SCOREBOARDS_OUTSIDE_SPORTS = new Set([
  'AmericanFootballScoreboard.stories.tsx', 'AmericanFootballScoreboard.tsx', 'FootballScoreboard.stories.tsx', 'FootballScoreboard.tsx',
  'LiveScoreboard.tsx', 'TennisScoreboard.stories.tsx', 'TennisScoreboard.tsx',
]);

describe('src/islands layout', () => {
  const entries = readdirSync(ISLANDS, { withFileTypes: true });

  it('holds only the index in its root', () => {
    const files = entries.filter((e) => e.isFile() && !SCOREBOARDS_OUTSIDE_SPORTS.has(e.name)).map((e) => e.name);
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
