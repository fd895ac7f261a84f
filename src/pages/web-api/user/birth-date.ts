/**
 * `POST /web-api/user/birth-date` `{ birthDate: 'YYYY-MM-DD' }`: the player gives a date of birth
 * once (src/server/office/birth-date.ts). Answers `{ birthDate }`; 422 `setting_invalid` (meta.reason
 * invalid | under_age), 409 `conflict` when one is on file, 401 for a guest.
 */
import type { APIRoute } from 'astro';
import { birthDateBody } from '../../../../schemas/office-api.ts';
import { db, handle, readJson, requirePlayer } from '../../../server/endpoint.ts';
import { setBirthDate } from '../../../server/office/birth-date.ts';
import { feedNow } from '../../../server/feed/clock.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const { birthDate } = await readJson(context.request, birthDateBody);
    return { birthDate: await setBirthDate(await db(), playerId, birthDate, feedNow()) };
  });
