/** `GET /bff-api/feed/line?champId&sportId&limit`: upcoming games with their 1X2 prices. */
import type { APIRoute } from 'astro';
import { gameList } from '../../../server/feed/endpoints.ts';

export const GET: APIRoute = (context) => gameList(context, 'line');
