/**
 * `GET /web-api/captcha/gettime` (spec §7 "GET /captcha/gettime returns time", also answered at
 * `/captcha/gettime`): `{ time }`, the server's clock in unix seconds, against which the widget
 * reads its challenge's `parameters.expiresAt` whatever the device's clock says. Never cached.
 */
import type { APIRoute } from 'astro';
import { captchaQuery, captchaTimeAnswer } from '../../../../schemas/captcha-api.ts';
import { handle, readQuery } from '../../../server/endpoint.ts';
import { captchaTime } from '../../../server/auth/captcha.ts';

export const GET: APIRoute = ({ url }) =>
  handle(async () => {
    readQuery(url, captchaQuery);
    return captchaTimeAnswer.parse({ time: captchaTime() });
  });
