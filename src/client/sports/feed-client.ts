/**
 * The browser's reads of the feed for the live islands: a game's detail
 * (`GET /bff-api/feed/game/{id}`, schemas/feed-api.ts `gameDetailResponse`) after a seq gap, and
 * the live messages of the SSE stream (schemas/live-message.ts), both checked against their schema.
 */
import { gameDetailResponse } from '../../../schemas/feed-api.ts';
import type { GameDetail } from '../../../schemas/game.ts';

export { parseLiveMessage } from '../../../schemas/live-message.ts';

/**
 * Fetches a game's detail; null when the game is gone (404) or the answer is not a detail.
 * @param base the endpoint's path up to the id, e.g. `/bff-api/feed/game/`
 * @throws the network error of `fetch`
 */
export async function fetchGameDetail(base: string, id: number): Promise<GameDetail | null> {
  const response = await fetch(`${base}${id}`, { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) return null;
  const parsed = gameDetailResponse.safeParse(await response.json().catch(() => null));
  return parsed.success ? parsed.data : null;
}
