/** `GET /bff-api/feed/results?champId&sportId&limit`: finished games with their real final scores, newest first. */
import type { APIRoute } from 'astro';
import { gameList } from '../../../server/feed/endpoints.ts';

export const GET: APIRoute = (context) => gameList(context, 'finished');
