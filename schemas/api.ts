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
