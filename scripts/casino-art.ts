/**
 * Draws the casino lobby's art (spec §2 Casino): one SVG per game of our own catalogue
 * (src/domain/casino/catalogue.ts OWN_GAMES, by id = the game's URL slug) and one per lobby
 * category (the spec §3 categories and the sections, by URL slug), written to
 * `public/casino/art/` with a LICENCE note (CC0: drawn here, by the project). Every picture of one
 * spec §3 category shares its palette and frame; a section takes the palette of the category most
 * of its games belong to. Game tiles are 240 × 320 (3 : 4), category pictures 96 × 96.
 *
 * Run: `node_modules/.bin/node scripts/casino-art.ts` (after changing a drawing or adding a game;
 * tests/unit/casino-art.test.ts checks that every game and category has its file and that the files
 * are what this script draws).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { casinoArt } from '../src/domain/casino/art-drawings.ts';

const dir = fileURLToPath(new URL('../public/casino/art/', import.meta.url));
mkdirSync(dir, { recursive: true });
for (const [file, svg] of Object.entries(casinoArt())) writeFileSync(`${dir}${file}`, svg);
writeFileSync(`${dir}LICENCE.md`, `# Casino art

Every picture in this folder was drawn in code by the project (scripts/casino-art.ts,
src/domain/casino/art-drawings.ts): no third-party artwork is used.

Licence: CC0 1.0 Universal (public domain dedication),
https://creativecommons.org/publicdomain/zero/1.0/
`);
console.log(`casino art: ${Object.keys(casinoArt()).length} files in ${dir}`);
