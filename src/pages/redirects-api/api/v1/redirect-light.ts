/**
 * `POST /redirects-api/api/v1/redirect-light` `{ url }` (spec §7; shapes in schemas/redirect-api.ts):
 * answers `{ data: { redirect, code, url, reasons, breadcrumbs } }` from the brand's redirect rules
 * (src/domain/routing/redirects.ts: spec §2 rules and brand.json `redirects`, loops ignored) — the
 * same rules the page request follows. The URL keeps its language prefix (or gets the brand's
 * default language); a URL of another origin, or one the rules do not move, answers
 * `redirect: false`. 400 for a body that is not `{ url }`. No side effects, so no CSRF.
 */
import type { APIRoute } from 'astro';
import { redirectLightBody, type RedirectLightData } from '../../../../../schemas/redirect-api.ts';
import { isLanguageCode } from '../../../../../schemas/language.ts';
import { handle, readJson } from '../../../../server/endpoint.ts';
import { localizedHref, splitLanguagePrefix } from '../../../../domain/routing/resolve.ts';
import { resolveRedirects } from '../../../../domain/routing/redirects.ts';

const STAY: RedirectLightData = { redirect: false, code: null, url: null, reasons: [], breadcrumbs: [] };

export const POST: APIRoute = (context) =>
  handle(async () => {
    const { url } = await readJson(context.request, redirectLightBody);
    const { brand } = context.locals;
    let target: URL;
    try {
      target = new URL(url, context.url.origin);
    } catch {
      return { data: STAY };
    }
    if (target.origin !== context.url.origin) return { data: STAY };
    const { prefix, rest } = splitLanguagePrefix(target.pathname);
    const lng = prefix !== null && isLanguageCode(prefix) ? prefix : brand.defaultLanguage;
    const path = rest.length > 1 ? rest.replace(/\/+$/, '') : '/';
    if (brand.siteConfig.urlsToRedirectTo404.includes(path)) return { data: { ...STAY, reasons: ['not-found'] } };
    const trail: string[] = [];
    const moved = resolveRedirects({ path, query: target.searchParams }, { siteConfig: brand.siteConfig, brandRedirects: brand.redirects }, undefined, undefined, trail);
    if (!moved) return { data: STAY };
    const data: RedirectLightData = {
      redirect: true, code: moved.status, url: localizedHref(lng, moved.path, moved.query), reasons: ['rule'], breadcrumbs: trail.map((key) => key.replace(/\?$/, '')),
    };
    return { data };
  });
