/**
 * A brand's blocking rules (spec §4 Block state, §6 VIP domain, §7 block/light): which visitors'
 * countries see the block or coming-soon page, the browsers refused, and the countries whose
 * guests must log in on a VIP domain. `blocking` of brand.json holds the defaults; brand managers
 * override every field in the console (brand settings, group "blocking").
 */
import { z } from 'zod';
import { countryListSchema } from './country.ts';

/** Browsers a brand may set a minimum version for (bowser's lower-case browser names). */
const RULED_BROWSERS = ['chrome', 'firefox', 'safari', 'microsoft edge', 'opera', 'samsung internet for android', 'yandex browser'] as const;

/** A browser version as bowser compares it, e.g. `80` or `13.1`. */
const browserVersionSchema = z.string().regex(/^\d{1,4}(\.\d{1,4}){0,2}$/, 'must be a version such as 80 or 13.1');

/** The brand file's `blocking`. */
export const blockingSchema = z.strictObject({
  /** Visitors from these countries get the block page (reason 1, spec §4; lifted by the force_geo_off cookie). */
  blockedCountries: countryListSchema,
  /** Visitors from these countries get the coming-soon page (reason 8). */
  comingSoonCountries: countryListSchema,
  /** A visitor who came by a referral link (spec §7 referral parameters, or their cookies) is not held on coming-soon. */
  referralsSkipComingSoon: z.boolean(),
  /** On a VIP domain, guests from these countries must log in before any page but home (spec §6 mainVipDomainAuthNeed). */
  vipAuthCountries: countryListSchema,
  /** Crawlers and other bots (bowser's platform type `bot`) get the block-ua page (reason 13). */
  blockBots: z.boolean(),
  /** Browsers older than these versions get the block-ua page (reason 13); a browser not listed passes. */
  minBrowserVersions: z.partialRecord(z.enum(RULED_BROWSERS), browserVersionSchema),
});

/** A brand's blocking rules. */
export type Blocking = z.infer<typeof blockingSchema>;

/** The rules of a brand file without `blocking`: nobody is blocked by country or browser. */
export const NO_BLOCKING: Blocking = {
  blockedCountries: [], comingSoonCountries: [], referralsSkipComingSoon: false, vipAuthCountries: [], blockBots: false, minBrowserVersions: {},
};
