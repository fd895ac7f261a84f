/**
 * `GET /bff-api/config/all.json?lang=xx` (spec §7): the whole site config of the request's brand.
 * The geo-IP country header (`x-geoip-country-code`, default `ru`) is echoed as `geoCountryCode`.
 * Bad query → 400 with a JSON body naming the parameter.
 */
import type { APIRoute } from 'astro';
import { langQuerySchema } from '../../../../schemas/api.ts';
import { badQuery, json, queryObject } from '../../../server/http.ts';

/** Default geo country code when the request carries none (spec §7). */
const DEFAULT_GEO_COUNTRY = 'ru';

export const GET: APIRoute = ({ url, locals, request }) => {
  const query = langQuerySchema.safeParse(queryObject(url));
  if (!query.success) return badQuery(query.error);
  const geo = (request.headers.get('x-geoip-country-code') ?? DEFAULT_GEO_COUNTRY).toLowerCase().slice(0, 2);
  return json(
    { ...locals.brand.siteConfig, geoCountryCode: /^[a-z]{2}$/.test(geo) ? geo : DEFAULT_GEO_COUNTRY },
    { cacheControl: 'no-cache' },
  );
};
