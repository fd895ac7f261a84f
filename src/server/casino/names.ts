/**
 * A casino game's name in the page language: our game server's games have their names in the
 * dictionaries (`gs_game_<code>`, the same text the game's own page shows); another provider's
 * game keeps the name it is published under.
 */
import type { LanguageCode } from '../../../schemas/language.ts';
import { tFor } from '../../i18n/index.ts';

/** The name of game `code` (its catalogue `name` when the dictionaries have none) in `lng`. */
export function gameName(code: string, name: string, brandId: string, lng: LanguageCode): string {
  const key = `gs_game_${code}`;
  const text = tFor(brandId, lng)(key);
  return text === key || text === '' ? name : text;
}
