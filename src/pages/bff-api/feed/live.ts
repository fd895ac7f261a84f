/** `GET /bff-api/feed/live?champId&sportId&limit`: games in play with score, period and clock. */
import type { APIRoute } from 'astro';
import { gameList } from '../../../server/feed/endpoints.ts';

export const GET: APIRoute = (context) => gameList(context, 'live');
