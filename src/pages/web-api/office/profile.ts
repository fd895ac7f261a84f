/**
 * `GET /web-api/office/profile` → `{ profile }` (spec §3 Account; shape schemas/office-account.ts):
 * the logged-in player's profile for the office account page's profile island. Players only (401
 * for a guest); never stored by a browser or proxy.
 */
import type { APIRoute } from 'astro';
import { officeProfileResponse } from '../../../../schemas/office-account.ts';
import { db, handle, requirePlayer } from '../../../server/endpoint.ts';
import { AppError } from '../../../server/errors.ts';
import { json } from '../../../server/http.ts';
import { officeProfile } from '../../../server/office/profile.ts';

export const GET: APIRoute = (context) =>
  handle(async () => {
    const profile = await officeProfile(await db(), requirePlayer(context));
    if (!profile) throw new AppError('not_found', 'No such player.');
    return json(officeProfileResponse.parse({ profile }), { cacheControl: 'private, no-store' });
  });
