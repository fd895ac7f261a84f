/**
 * `GET /web-api/phone/countries?lang=` (spec §7 "Phone countries", §3 Phone country): `{ result:
 * [{ id, name, country_code, tel_code }] }`, every country of libphonenumber's data named in the
 * answer's language (src/domain/phone-countries.ts). Guests and players; kept an hour by the browser.
 */
import type { APIRoute } from 'astro';
import { phoneCountriesAnswer, phoneCountriesQuery, type PhoneCountriesAnswer } from '../../../../schemas/phone-api.ts';
import { LANGUAGES } from '../../../../schemas/language.ts';
import { handle, readQuery } from '../../../server/endpoint.ts';
import { json } from '../../../server/http.ts';
import { phoneCountries } from '../../../domain/phone-countries.ts';

/** The answer per language, made once per process (it changes only with the library's data). */
const answers = new Map<string, PhoneCountriesAnswer>();

export const GET: APIRoute = ({ url, locals }) =>
  handle(async () => {
    readQuery(url, phoneCountriesQuery);
    let answer = answers.get(locals.lng);
    if (!answer) answers.set(locals.lng, (answer = phoneCountriesAnswer.parse({ result: phoneCountries(LANGUAGES[locals.lng].htmlLang) })));
    return json(answer, { cacheControl: 'private, max-age=3600' });
  });
