/**
 * `GET /web-api/casino/search?q=` (spec §2 Casino `casino-search`): the typo-tolerant search
 * (src/domain/casino/lobby.ts `searchGames`) over the games the brand offers in the requester's
 * country, best match first: `{ games: LobbyGame[] }` (at most 48; the catalogue's names matched,
 * the names of the answer's language answered). 400 for a missing, blank or too
 * long query; 404 when the brand has no casino. Not cached: the answer depends on the player's country.
 */
import type { APIRoute } from 'astro';
import { casinoSearchQuery } from '../../../../schemas/casino-lobby.ts';
import { searchGames } from '../../../domain/casino/lobby.ts';
import { lobbyGames, namedIn } from '../../../server/casino/lobby.ts';
import { db, handle, readQuery } from '../../../server/endpoint.ts';
import { AppError } from '../../../server/errors.ts';
import { json } from '../../../server/http.ts';

/** Most games one search answers. */
const MAX_RESULTS = 48;

export const GET: APIRoute = (context) =>
  handle(async () => {
    const { brand, player } = context.locals;
    if (brand.features.casino !== true) throw new AppError('not_found', 'The casino is not offered here.');
    const { q } = readQuery(context.url, casinoSearchQuery);
    const games = await lobbyGames(await db(), brand.id, player?.countryCode ?? null);
    return json({ games: namedIn(searchGames(games, q).slice(0, MAX_RESULTS), brand.id, context.locals.lng) }, { cacheControl: 'private, no-store' });
  });
