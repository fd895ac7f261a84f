/** `GET /web-api/captcha/challenge`: a fresh ALTCHA challenge for the widget. */
import type { APIRoute } from 'astro';
import { db, handle } from '../../../server/endpoint.ts';
import { json } from '../../../server/http.ts';
import { newChallenge } from '../../../server/auth/captcha.ts';

export const GET: APIRoute = () => handle(async () => json(await newChallenge(await db())));
