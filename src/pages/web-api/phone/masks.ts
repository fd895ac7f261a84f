/**
 * `GET /web-api/phone/masks` (spec §7 "Phone masks", §3 Phone mask): `{ result: [{ CountryId,
 * Mask, Max, Min }] }`, one per phone country (src/domain/phone-countries.ts). The same for every
 * visitor: public, a day.
 */
import type { APIRoute } from 'astro';
import { phoneMasksAnswer, phoneMasksQuery, type PhoneMasksAnswer } from '../../../../schemas/phone-api.ts';
import { handle, readQuery } from '../../../server/endpoint.ts';
import { json } from '../../../server/http.ts';
import { phoneMasks } from '../../../domain/phone-countries.ts';

/** The answer, made once per process (it changes only with the library's data). */
let answer: PhoneMasksAnswer | undefined;

export const GET: APIRoute = ({ url }) =>
  handle(async () => {
    readQuery(url, phoneMasksQuery);
    answer ??= phoneMasksAnswer.parse({ result: phoneMasks() });
    return json(answer, { cacheControl: 'public, max-age=86400' });
  });
