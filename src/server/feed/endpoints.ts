/** Shared handler of the three game lists (line, live, results). */
import type { APIContext } from 'astro';
import { gameListQuery } from '../../../schemas/feed-api.ts';
import { handle, readQuery } from '../endpoint.ts';
import { json } from '../http.ts';
import { getFeed, listGames } from './service.ts';
import { feedNow } from './clock.ts';

/** Answers a game list for `section` at the request brand's pricing; cacheable for 5 s (prices move). */
export function gameList(context: APIContext, section: 'line' | 'live' | 'finished'): Promise<Response> {
  return handle(async () => {
    const query = readQuery(context.url, gameListQuery);
    const now = feedNow();
    const games = listGames(await getFeed(), section, now, context.locals.brand.sportsPricing, { champId: query.champId, sportId: query.sportId, limit: query.limit });
    return json({ games, serverTime: now }, { cacheControl: 'public, max-age=5' });
  });
}
