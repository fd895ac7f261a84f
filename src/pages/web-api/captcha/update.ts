/**
 * `GET /web-api/captcha/update` (spec §7 "GET /captcha/update returns time", also answered at
 * `/captcha/update`): `{ time, challenge }`, a new ALTCHA challenge (valid 10 minutes, until its
 * `parameters.expiresAt`) and the server's time in unix seconds. Never cached.
 */
import type { APIRoute } from 'astro';
import { captchaQuery, captchaUpdateAnswer } from '../../../../schemas/captcha-api.ts';
import { db, handle, readQuery } from '../../../server/endpoint.ts';
import { captchaUpdate } from '../../../server/auth/captcha.ts';

export const GET: APIRoute = ({ url }) =>
  handle(async () => {
    readQuery(url, captchaQuery);
    return captchaUpdateAnswer.parse(await captchaUpdate(await db()));
  });
