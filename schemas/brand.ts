/**
 * A brand: `brands/<brand>/brand.json` (design card; spec §1 "multi-language, multi-domain
 * portal driven by a server-delivered site configuration"). Domains, languages, feature flags,
 * availability routes and site-config values, theme tokens, footer and support contacts.
 */
import { z } from 'zod';
import { FALLBACK_LANGUAGE, languageCodeSchema, type LanguageCode } from './language.ts';
import { siteConfigSchema } from './site-config.ts';
import { themeSchema } from './theme.ts';
import { bonusPolicySchema } from './bonus.ts';
import { blockingSchema, NO_BLOCKING } from './blocking.ts';
import { DEFAULT_SPORTS_PRICING, sportsPricingSchema } from './sports-pricing.ts';
import type { FieldIssue } from './errors.ts';
import { ADJUSTMENT_APPROVAL_THRESHOLD_MAJOR, CURRENCIES, type PlatformCurrencyIso } from '../src/domain/money.ts';

/** A hostname without port, lowercase, e.g. `vip.betportal.test` or `127.0.0.1`. */
export const hostnameSchema = z
  .string()
  .regex(
    /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/,
    'must be a lowercase hostname without scheme or port, e.g. vip.betportal.test',
  );

/**
 * Sections a brand can switch on or off. A route of a switched-off section answers 404.
 * Keys follow the spec §1 section list.
 */
export const FEATURES = [
  'sports',
  'cyber',
  'virtualsports',
  'casino',
  'bingo',
  'toto',
  'lotto',
  'tvgames',
  'poker',
  'results',
  'promotions',
  'information',
  'news',
  'bettingAlphabet',
  'partners',
  'office',
  'registration',
  /** The bonus bet added to an express coupon (spec §4 Bonus bet). */
  'bonusBet',
] as const;
/** A section that a brand switches on or off. */
export type Feature = (typeof FEATURES)[number];

/** A link in the footer: a path inside the portal (no language prefix) or an absolute https URL. */
const footerLinkSchema = z.strictObject({
  /** i18n key of the label, e.g. `footer_about`. */
  labelKey: z.string().regex(/^[a-z0-9_]+$/, 'must be an i18n key of lowercase letters, digits and _'),
  /** Portal path such as `/information/about`, or an https URL. */
  href: z.string().regex(/^(?:\/[^\s]*|https:\/\/[^\s]+)$/, 'must be a path starting with / or an https:// URL'),
});

/** A social network link (spec §3 Other: Social link). */
export const socialLinkSchema = z.strictObject({
  /** Network name, e.g. `telegram`. */
  name: z.string().min(1).max(40),
  /** https URL of the brand's page. */
  link: z.url({ protocol: /^https$/ }),
  /** Icon name from the icon set, e.g. `telegram`. */
  iconName: z.string().regex(/^[a-z0-9-]+$/),
});

/** A redirect configured by the brand manager, applied like the built-in redirects of spec §2. */
const brandRedirectSchema = z.strictObject({
  /** Path without language prefix, e.g. `/promo/old`. */
  from: z.string().regex(/^\/[^?#\s]*$/, 'must be a path starting with /'),
  /** Target path without language prefix; may carry a query. */
  to: z.string().regex(/^\/[^#\s]*$/, 'must be a path starting with /'),
  /** 301 permanent or 302 temporary. */
  status: z.union([z.literal(301), z.literal(302)]).default(302),
});

/**
 * Four eyes on staff balance adjustments (src/server/staff/adjustments.ts, ARCHITECTURE.md
 * "Money"): per platform currency, the amount in MAJOR units (whole units: RUB 50000 = 50,000.00
 * RUB) a staff member may credit or debit without a second staff member's approval — to one player
 * in a rolling 24 h, and to all players in a UTC day (credits and debits both count, by absolute
 * amount). A currency left out keeps its default ({@link ADJUSTMENT_APPROVAL_THRESHOLD_MAJOR});
 * 0 makes every adjustment in it wait for approval.
 */
const adjustmentApprovalSchema = z.strictObject({
  thresholdsMajor: z
    .partialRecord(z.enum(CURRENCIES.map((c) => c.iso) as [PlatformCurrencyIso, ...PlatformCurrencyIso[]]), z.number().int().min(0).max(1_000_000_000))
    .default({ ...ADJUSTMENT_APPROVAL_THRESHOLD_MAJOR }),
});

/** The brand file. */
export const brandSchema = z.strictObject({
  /** Editor hint: path to the JSON schema. Ignored by the portal. */
  $schema: z.string().optional(),
  /** Brand id; must equal the folder name. @example "main" */
  id: z.string().regex(/^[a-z][a-z0-9-]{0,31}$/, 'must be lowercase letters, digits and -'),
  /** Display name, shown in the header and title. @example "BetPortal" */
  name: z.string().min(1).max(60),
  /** Hostnames served as this brand. A hostname may belong to one brand only. */
  domains: z.array(hostnameSchema).min(1),
  /** Languages offered, in switcher order. */
  languages: z.array(languageCodeSchema).min(1),
  /** Language used when the visitor's own is not available (spec §5). */
  defaultLanguage: languageCodeSchema,
  /** Languages hidden from guests (spec §5, §6); a subset of `languages`. */
  hiddenLanguages: z.array(languageCodeSchema).default([]),
  /** Sections switched on. A missing key means off. */
  features: z.partialRecord(z.enum(FEATURES), z.boolean()),
  /** Brand-managed redirects; loops are detected, logged and ignored (spec §5). */
  redirects: z.array(brandRedirectSchema).default([]),
  /** Bonus policy (schemas/bonus.ts); absent: the UKGC defaults (wagering at most 10×, no mixed-product offers). */
  bonusPolicy: bonusPolicySchema.default({ maxWagerMultiplier: 10, mixedProductOffers: false }),
  /** Sports line prices: the real prices taken and the brand's margin (schemas/sports-pricing.ts); absent: {@link DEFAULT_SPORTS_PRICING}. */
  sportsPricing: sportsPricingSchema.default({ ...DEFAULT_SPORTS_PRICING }),
  /** Blocking rules by country and browser (schemas/blocking.ts); absent: nobody is blocked. */
  blocking: blockingSchema.default(NO_BLOCKING),
  /** Four-eyes thresholds of staff balance adjustments ({@link adjustmentApprovalSchema}); absent: the platform defaults. */
  adjustmentApproval: adjustmentApprovalSchema.default({ thresholdsMajor: { ...ADJUSTMENT_APPROVAL_THRESHOLD_MAJOR } }),
  /** Site configuration; a brand without one cannot be served ('no site config'). */
  siteConfig: siteConfigSchema.optional(),
  /** Theme tokens. */
  theme: themeSchema,
  /** Support contacts shown by the support button. */
  support: z.strictObject({
    /** Support e-mail address. */
    email: z.email(),
    /** Support phone in international format, e.g. `+44 20 7946 0000`. */
    phone: z.string().regex(/^\+[0-9 ]{6,20}$/, 'must be an international phone number such as +44 20 7946 0000'),
  }),
  /** Footer content, loaded separately from the page (spec §2 Modals and footer). */
  footer: z.strictObject({
    /** Links, filtered at request time to routes that exist for the brand. */
    links: z.array(footerLinkSchema),
    /** Social network links. */
    social: z.array(socialLinkSchema),
    /** Company and licence line, per language; falls back to the brand default language. */
    legal: z.partialRecord(languageCodeSchema, z.string().max(600)),
  }),
});
/** A validated brand. */
export type Brand = z.infer<typeof brandSchema>;

/**
 * Cross-field checks of one brand (spec §5 language rules), as a list of issues:
 * the default language is one of the brand's languages; hidden languages are a subset and not
 * the default (a guest must always have a language); no language is listed twice;
 * callback-hidden languages are the brand's; the id matches the folder.
 */
export function checkBrand(brand: Brand, folder?: string): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const languages = new Set<LanguageCode>(brand.languages);
  if (folder !== undefined && brand.id !== folder) {
    issues.push({ path: ['id'], message: `must equal the folder name "${folder}"` });
  }
  if (languages.size !== brand.languages.length) {
    issues.push({ path: ['languages'], message: 'lists a language more than once' });
  }
  if (!languages.has(brand.defaultLanguage)) {
    issues.push({
      path: ['defaultLanguage'],
      message: `"${brand.defaultLanguage}" is not among the brand's languages (${brand.languages.join(', ')})`,
    });
  }
  brand.hiddenLanguages.forEach((code, i) => {
    if (!languages.has(code)) {
      issues.push({ path: ['hiddenLanguages', i], message: `"${code}" is not among the brand's languages` });
    }
    if (code === brand.defaultLanguage) {
      issues.push({ path: ['hiddenLanguages', i], message: 'the default language cannot be hidden from guests' });
    }
  });
  brand.siteConfig?.langsHiddenCallback.forEach((code, i) => {
    if (!languages.has(code)) {
      issues.push({
        path: ['siteConfig', 'langsHiddenCallback', i],
        message: `"${code}" is not among the brand's languages`,
      });
    }
  });
  if (new Set(brand.domains).size !== brand.domains.length) {
    issues.push({ path: ['domains'], message: 'lists a domain more than once' });
  }
  if (brand.footer.legal[brand.defaultLanguage] === undefined && brand.footer.legal[FALLBACK_LANGUAGE] === undefined) {
    issues.push({ path: ['footer', 'legal'], message: `needs a text in the default language "${brand.defaultLanguage}"` });
  }
  return issues;
}

/** A brand with the file it came from, for cross-brand checks. */
export interface BrandSource {
  /** Path of the brand file, e.g. `brands/main/brand.json`. */
  file: string;
  /** The parsed brand. */
  brand: Brand;
}

/**
 * Checks across all brands: a domain claimed by two brands is an error, and so is a brand id
 * used twice. Returns the issues with the file they belong to.
 */
export function checkBrandSet(sources: readonly BrandSource[]): { file: string; issue: FieldIssue }[] {
  const problems: { file: string; issue: FieldIssue }[] = [];
  const domainOwner = new Map<string, string>();
  const idOwner = new Map<string, string>();
  for (const { file, brand } of sources) {
    const otherId = idOwner.get(brand.id);
    if (otherId) problems.push({ file, issue: { path: ['id'], message: `brand id "${brand.id}" is also used by ${otherId}` } });
    else idOwner.set(brand.id, file);
    brand.domains.forEach((domain, i) => {
      const owner = domainOwner.get(domain);
      if (owner && owner !== file) {
        problems.push({ file, issue: { path: ['domains', i], message: `domain "${domain}" is already claimed by ${owner}` } });
      } else {
        domainOwner.set(domain, file);
      }
    });
  }
  return problems;
}
