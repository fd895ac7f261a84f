/**
 * `GET /bff-api/config/group/get?groups=a,b&lang=xx` (spec §7): the named groups of the site
 * config, `{ [group]: { field: value } }`; cacheable 600 s (spec §9: cached 600 to 900 s).
 * Unknown group or language → 400 naming it.
 */
import type { APIRoute } from 'astro';
import { configGroupQuerySchema } from '../../../../../schemas/api.ts';
import { SITE_CONFIG_GROUPS } from '../../../../../schemas/site-config.ts';
import { badQuery, json, queryObject } from '../../../../server/http.ts';

export const GET: APIRoute = ({ url, locals }) => {
  const query = configGroupQuerySchema.safeParse(queryObject(url));
  if (!query.success) return badQuery(query.error);
  const config = locals.brand.siteConfig;
  const body = Object.fromEntries(
    query.data.groups.map((group) => [
      group,
      Object.fromEntries(SITE_CONFIG_GROUPS[group].map((field) => [field, config[field]])),
    ]),
  );
  return json(body, { cacheControl: 'public, max-age=600, stale-while-revalidate=300' });
};
