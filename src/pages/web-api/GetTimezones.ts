/**
 * `GET /web-api/GetTimezones` (spec §7): every IANA time zone this runtime knows
 * (`Intl.supportedValuesOf('timeZone')`) with its UTC offset now, as a map of zone → `{ text,
 * value, zone }` (value: offset in hours). Public; cached for an hour (offsets move only at
 * daylight-saving changes).
 */
import type { APIRoute } from 'astro';
import { handle } from '../../server/endpoint.ts';
import { json } from '../../server/http.ts';
import { timeZoneOptions } from '../../domain/office/settings.ts';

export const GET: APIRoute = () =>
  handle(async () => json({ result: timeZoneOptions([...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])], new Date()) }, { cacheControl: 'public, max-age=3600' }));
