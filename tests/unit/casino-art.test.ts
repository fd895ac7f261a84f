/**
 * The casino lobby's pictures (spec §2 Casino): every game of our catalogue and every lobby
 * category (spec §3 categories and sections) has its SVG under public/casino/art/, each file is
 * exactly what scripts/casino-art.ts draws (src/domain/casino/art-drawings.ts), the folder says
 * its licence, and the lobby's links (src/domain/casino/art.ts) name those files — a provider's
 * game without a picture of its own wears its category's.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OWN_GAMES } from '../../src/domain/casino/catalogue.ts';
import { CASINO_CATEGORIES, CASINO_SECTIONS, categorySlug } from '../../src/domain/casino/lobby.ts';
import { artCategorySlugs, casinoArt } from '../../src/domain/casino/art-drawings.ts';
import { categoryArtHref, gameArtHref } from '../../src/domain/casino/art.ts';

const DIR = new URL('../../public/', import.meta.url);
const fileOf = (href: string) => new URL(`.${href}`, DIR);

describe('casino art', () => {
  it('has a picture for every game of the catalogue', () => {
    for (const game of OWN_GAMES) {
      const href = gameArtHref({ slug: game.id, categories: [game.category, game.section] });
      expect(href, game.id).toBe(`/casino/art/${game.id}.svg`);
      expect(existsSync(fileOf(href)), href).toBe(true);
    }
  });

  it('has a picture for every category and section', () => {
    const slugs = [...CASINO_CATEGORIES.map(categorySlug), ...CASINO_SECTIONS];
    expect(new Set(artCategorySlugs())).toEqual(new Set(slugs));
    for (const slug of slugs) expect(existsSync(fileOf(categoryArtHref(slug))), slug).toBe(true);
  });

  it('gives a provider\'s game its first category\'s picture', () => {
    expect(gameArtHref({ slug: 'book-of-somewhere', categories: ['slots'] })).toBe('/casino/art/category-slots.svg');
    expect(gameArtHref({ slug: 'big-wheel', categories: ['climb to victory'] })).toBe('/casino/art/category-climb-to-victory.svg');
    expect(gameArtHref({ slug: 'unknown', categories: [] })).toBe('/casino/art/category-other.svg');
  });

  it('keeps the files equal to what the script draws, and nothing else', () => {
    const drawn = casinoArt();
    const files = readdirSync(new URL('casino/art/', DIR)).filter((f) => f.endsWith('.svg')).sort();
    expect(files).toEqual(Object.keys(drawn).sort());
    for (const [file, svg] of Object.entries(drawn)) expect(readFileSync(new URL(`casino/art/${file}`, DIR), 'utf8'), file).toBe(svg);
  });

  it('states its licence and draws no text a language would need', () => {
    expect(readFileSync(new URL('casino/art/LICENCE.md', DIR), 'utf8')).toContain('CC0 1.0');
    for (const [file, svg] of Object.entries(casinoArt())) {
      const words = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!).filter((t) => /\p{L}{2,}/u.test(t));
      expect(words, file).toEqual([]);
    }
  });
});
