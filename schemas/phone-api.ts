/**
 * Phone countries and masks (spec §7 "Phone countries and masks", §3 Phone country and Phone mask;
 * src/domain/phone-countries.ts): `GET /web-api/phone/countries?lang=` and `GET
 * /web-api/phone/masks`, each `{ result: [...] }` as `GetTimezones`.
 */
import { z } from 'zod';
import { langQuerySchema } from './api.ts';

/** `GET /web-api/phone/countries`: the names' language (`?lang`, else the request's, else the brand's default). */
export const phoneCountriesQuery = langQuerySchema;

/** `GET /web-api/phone/masks`: no parameters. */
export const phoneMasksQuery = z.strictObject({});

/** One phone country: the portal's id, the name in the answer's language, the alpha-2 code in lower case, the calling code with +. */
const phoneCountry = z.strictObject({
  id: z.number().int().min(1).max(676),
  name: z.string().min(1),
  country_code: z.string().regex(/^[a-z]{2}$/),
  tel_code: z.string().regex(/^\+\d{1,4}$/),
});

/** The answer of `GET /web-api/phone/countries`, ordered by name. */
export const phoneCountriesAnswer = z.strictObject({ result: z.array(phoneCountry) });

/** One phone mask: the country's id, the mobile number after the calling code with each digit `X`, its longest and shortest length. */
const phoneMask = z.strictObject({
  CountryId: z.number().int().min(1).max(676),
  Mask: z.string().regex(/^[X\s()-]+$/),
  Max: z.number().int().min(1).max(17),
  Min: z.number().int().min(1).max(17),
});

/** The answer of `GET /web-api/phone/masks`, ordered by country id. */
export const phoneMasksAnswer = z.strictObject({ result: z.array(phoneMask) });
export type PhoneMasksAnswer = z.infer<typeof phoneMasksAnswer>;
export type PhoneCountriesAnswer = z.infer<typeof phoneCountriesAnswer>;
