/**
 * Boundary shapes of the casino lobby's web API (spec §2 Casino): the search query and the
 * favourites body.
 */
import { z } from 'zod';
import { safeString } from './primitives.ts';
import { changeReason } from './staff-reason.ts';
import { LOBBY_CATEGORY_NAMES } from '../src/domain/casino/lobby.ts';

/** `GET /web-api/casino/search?q=`: 1–80 characters, no NUL. */
export const casinoSearchQuery = z.strictObject({
  q: safeString().trim().min(1).max(80),
});

/** `POST /web-api/casino/favorites` `{ gameId, favorite }`: add (true) or remove (false) a favourite. */
export const casinoFavoriteBody = z.strictObject({
  gameId: z.number().int().positive(),
  favorite: z.boolean(),
});

/** `POST /console-api/casino/{brandId}/games/{gameId}`: a game's availability, lobby position and categories on a brand, with the audited reason. */
/** The answer of `GET` and `POST /web-api/casino/favorites`: the player's favourite game ids. */
export const casinoFavoritesResponse = z.object({ favorites: z.array(z.number().int().positive()) });

export const casinoBrandGameBody = z.strictObject({
  enabled: z.boolean(),
  position: z.number().int().min(0).max(9999),
  /** The brand's lobby categories of the game: spec §3 categories and sections, at least one; left out: unchanged. */
  categories: z.array(z.enum(LOBBY_CATEGORY_NAMES)).min(1).max(LOBBY_CATEGORY_NAMES.length)
    .refine((list) => new Set(list).size === list.length, 'categories must not repeat').optional(),
  reason: changeReason,
});
