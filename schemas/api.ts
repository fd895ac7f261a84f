/**
 * Request and response bodies of the configuration and layout APIs (spec §7 Configuration).
 */
import { z } from 'zod';
import { safeString } from './primitives.ts';
import { languageCodeSchema } from './language.ts';
import { SITE_CONFIG_GROUPS, type SiteConfigGroup } from './site-config.ts';
import { socialLinkSchema } from './brand.ts';

/** `?lang=xx`: a two-letter language of the catalogue; optional (the brand default applies). */
export const langQuerySchema = z.strictObject({
  /** Language of the response. */
  lang: languageCodeSchema.optional(),
});

const GROUP_NAMES = Object.keys(SITE_CONFIG_GROUPS) as SiteConfigGroup[];

/** `GET /bff-api/config/group/get?groups=a,b&lang=xx`. */
export const configGroupQuerySchema = z.strictObject({
  /** Comma-separated group names, e.g. `maintenance,layout`. */
  groups: safeString()
    .min(1, 'name at least one group')
    .transform((value) => value.split(',').map((name) => name.trim()).filter(Boolean))
    .pipe(
      z
        .array(z.enum(GROUP_NAMES, { error: (issue) => `unknown group "${String(issue.input)}"; known groups: ${GROUP_NAMES.join(', ')}` }))
        .min(1, 'name at least one group'),
    ),
  /** Language of the response. */
  lang: languageCodeSchema.optional(),
});

/** `GET /bff-api/footer/get` response: the footer, resolved for the request's brand and language. */
export const footerResponseSchema = z.strictObject({
  /** Links that lead to pages available on this brand, with translated labels. */
  links: z.array(z.strictObject({ label: z.string(), href: z.string() })),
  /** The brand's products in navigation order (src/domain/navigation/products.ts brandProducts), with translated names. */
  products: z.array(z.strictObject({ key: z.string(), label: z.string(), href: z.string() })),
  /** Social network links. */
  social: z.array(socialLinkSchema),
  /** Company and licence line. */
  legal: z.string(),
  /** Age and responsible-gaming notice. */
  ageNotice: z.string(),
  /** Copyright line. */
  copyright: z.string(),
});
/** The footer response. */
export type FooterResponse = z.infer<typeof footerResponseSchema>;

/** The footer's parts a host page may ask for (spec §7 remote section "body of components"). */
export const FOOTER_COMPONENTS = ['links', 'products', 'social', 'legal', 'ageNotice', 'copyright'] as const;

/** The largest body of a remote section fetch, bytes. */
export const REMOTE_SECTION_BODY_LIMIT = 4 * 1024;

/**
 * `POST /bff-api/footer/get` (spec §7 "Remote section page fetch: POST with body of components
 * (when present)"): the parts of the section the host shows, each once; no body (or no
 * `components`) asks for all of them.
 */
export const remoteSectionBody = z.strictObject({
  components: z.array(z.strictObject({ name: z.enum(FOOTER_COMPONENTS) })).min(1).max(FOOTER_COMPONENTS.length)
    .refine((list) => new Set(list.map((c) => c.name)).size === list.length, 'names a component more than once').optional(),
});

/**
 * The headers of a remote section fetch (spec §7 "headers mf-render-mode json, mf-api-version v2,
 * optionally force-spa"): this portal renders sections as JSON only, in the API version v2;
 * `force-spa` (`true`/`false`, `1`/`0`) is accepted and changes nothing in JSON mode.
 */
export const remoteSectionHeaders = z.object({
  'mf-render-mode': z.literal('json', { error: 'must be json (this portal renders remote sections as JSON)' }),
  'mf-api-version': z.literal('v2', { error: 'must be v2' }),
  'force-spa': z.enum(['true', 'false', '1', '0']).optional(),
});

/**
 * The answer of the POST: the footer parts asked for (as {@link footerResponseSchema}) and
 * `scriptsToLoad`, the absolute URLs of the modules that show the section (its island's renderer,
 * then the island; src/server/remote-section.ts).
 */
export const remoteSectionAnswer = footerResponseSchema.partial().extend({ scriptsToLoad: z.array(z.url()) });
