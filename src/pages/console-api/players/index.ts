/**
 * `GET /console-api/players?q=&by=any|id|email|phone|login`: players whose id, e-mail, phone or
 * login is exactly `q`, in the brands the staff member holds `players.view` on → `{ players }`
 * (an id of another brand's player: 403, audited). item 6.
 */
import type { APIRoute } from 'astro';
import { db, readQuery } from '../../../server/endpoint.ts';
import { consoleHandle } from '../../../server/staff/answer.ts';
import { playerSearchAnswer } from '../../../../schemas/console-answers.ts';
import { playerSearchQuery } from '../../../../schemas/console-players.ts';
import { staffSource } from '../../../server/staff/player-endpoint.ts';
import { searchPlayers } from '../../../server/staff/players.ts';

export const GET: APIRoute = (context) =>
  consoleHandle(playerSearchAnswer, async () => {
    const database = await db();
    const source = await staffSource(database, context, 'players.view');
    const query = readQuery(context.url, playerSearchQuery);
    return { players: await searchPlayers(database, source, query.q, query.by, `${source.request}?${context.url.searchParams}`) };
  });
