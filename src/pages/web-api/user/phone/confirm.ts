/**
 * `POST /web-api/user/phone/confirm` `{ phone_number, country_code, code }`: confirms a phone for
 * the logged-in player with the SMS code of `/web-api/auth/sms/send` (spec §2 user/accountverify,
 * §4 Activation type): `{ activation_type, phone }`. wrong_code / time_up; 409 for another player's phone.
 */
import type { APIRoute } from 'astro';
import { phoneConfirmBody } from '../../../../../schemas/auth-api.ts';
import { db, handle, readJson, requirePlayer } from '../../../../server/endpoint.ts';
import { confirmPhone } from '../../../../server/auth/service.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const body = await readJson(context.request, phoneConfirmBody);
    return confirmPhone(await db(), context.locals.brand.id, playerId, body.country_code, body.phone_number, body.code);
  });
