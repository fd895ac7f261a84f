/**
 * Where the casino lobby's pictures are (spec §2 Casino): files under `public/casino/art/`, drawn by
 * scripts/casino-art.ts (src/domain/casino/art-drawings.ts). A game of our catalogue has its own
 * picture, by its catalogue id (= its URL slug); any other game (a provider's) wears the picture
 * of its first lobby category, and a game with no category the `other` picture.
 */
import { OWN_GAMES } from './catalogue.ts';

/** URL path of the art folder. */
const ART_PATH = '/casino/art';

const OWN_IDS = new Set(OWN_GAMES.map((g) => g.id));

/** The picture of a lobby category or section, by its URL slug (`card-games`, `fast-games`, …). */
export function categoryArtHref(slug: string): string {
  return `${ART_PATH}/category-${slug}.svg`;
}

/** The picture of a game: its own for our games, else its first category's (see the module). */
export function gameArtHref(game: { slug: string; categories: readonly string[] }): string {
  if (OWN_IDS.has(game.slug)) return `${ART_PATH}/${game.slug}.svg`;
  const first = game.categories[0];
  return categoryArtHref(first ? first.replace(/ /g, '-') : 'other');
}
