/**
 * Site configuration of one brand (spec §3 "Site config carries", §7 Configuration,
 * §2 Availability rules). Served by `GET /bff-api/config/all.json` and, by group, by
 * `GET /bff-api/config/group/get`. Field names keep the spec's spelling, snake_case included.
 */
import { z } from 'zod';
import { languageCodeSchema } from './language.ts';

/** An ISO 8601 date-time with offset, e.g. `2026-12-01T02:00:00Z`. */
const dateTimeSchema = z.iso.datetime({ offset: true });

/** Maintenance window and switches (spec §4 Maintenance). */
const maintenanceSchema = z.strictObject({
  /** When the maintenance starts; shown on the maintenance page. */
  started_at: dateTimeSchema.nullable(),
  /** When the maintenance is planned to end; shown on the maintenance page. */
  ended_at: dateTimeSchema.nullable(),
  /** From this moment a warning notice announces the coming maintenance. */
  notify_started_at: dateTimeSchema.nullable(),
  /** Until this moment the warning notice is shown. */
  notify_ended_at: dateTimeSchema.nullable(),
  /** Maintenance switched on by an operator. */
  isActive: z.boolean(),
  /** Maintenance switched on by the platform state (deploys, incidents). */
  web_state: z.boolean(),
});

/** Licence meta tag rendered in `<head>`, e.g. a regulator's site-verification tag. */
const licenceMetaTagSchema = z.strictObject({
  /** Meta `name` attribute. @example "curacao-licence" */
  name: z.string().regex(/^[a-zA-Z0-9_.:-]{1,64}$/, 'must be a meta name of letters, digits and _.:-'),
  /** Meta `content` attribute. */
  content: z.string().max(512),
});

/** An ISO 4217 currency code, e.g. "RUB". */
const currencyCodeSchema = z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as RUB');
/** A major-unit money amount as a decimal string, e.g. "10" or "0.50". */
const majorAmountSchema = z.string().regex(/^\d{1,12}(\.\d{1,3})?$/, 'must be a decimal amount in major units such as "10" or "0.50"');
/** A coupon type id of spec §3, 0..9. */
const couponTypeIdSchema = z.number().int().min(0).max(9);

/**
 * Coupon settings of the brand (spec §5 Coupon validation, §9 Coupon constants): which coupon
 * types the minimum and maximum amounts apply to, the amounts per currency (major units; a
 * currency without a maximum is unlimited, the spec's default), and one-click betting.
 */
export const couponConfigSchema = z.strictObject({
  /** Coupon types (0..9) the minimum amount applies to. */
  minAmountCouponTypes: z.array(couponTypeIdSchema),
  /** Coupon types (0..9) the maximum amount applies to (never on the bonus account). */
  maxAmountCouponTypes: z.array(couponTypeIdSchema),
  /** Minimum stake per bet line by ISO currency, major units. @example { "RUB": "10" } */
  minAmountByCurrency: z.record(currencyCodeSchema, majorAmountSchema),
  /** Maximum stake per coupon by ISO currency, major units; absent = unlimited. */
  maxAmountByCurrency: z.record(currencyCodeSchema, majorAmountSchema),
  /** One-click betting may be switched on (spec §5). */
  isOneClickEnabled: z.boolean(),
});

/** A brand's coupon settings. */
export type CouponConfig = z.infer<typeof couponConfigSchema>;

/** Every field the spec lists, plus the routing settings of spec §2 Availability rules. */
export const siteConfigSchema = z.strictObject({
  /** Maintenance window and switches. */
  maintenance: maintenanceSchema,
  /** Licence meta tag, or null for none. */
  licenceMetaTag: licenceMetaTagSchema.nullable(),
  /** Platform group id of the brand. */
  groupId: z.number().int().nonnegative(),
  /** Registration is open (spec §5: the registration route is valid only when allowed). */
  isRegistrationAllowed: z.boolean(),
  /** VIP domain: registration is refused whatever isRegistrationAllowed says (spec §6). */
  isVipDomain: z.boolean(),
  /** Minimum player age, in years, asked by the age confirmation. */
  minAge: z.number().int().min(18).max(25),
  /** Show the non-closable age confirmation (spec §5). */
  needShowAgePopup: z.boolean(),
  /** Log players off after inactivity (spec §4 Idle). */
  isAutoLogoffEnable: z.boolean(),
  /** Inactivity period before auto logoff, in minutes. */
  autoLogoffInactiveMinutes: z.number().int().min(1).max(24 * 60),
  /** Registration reminder: first delay in seconds, repeat interval in minutes (spec §9). */
  remindPopupConfig: z.strictObject({
    /** Seconds after page load before the first reminder. */
    delay: z.number().int().nonnegative(),
    /** Minutes between reminders. */
    interval: z.number().int().positive(),
  }),
  /** Online consultant settings. */
  consultantParams: z.strictObject({
    /** Consultant account id at the chat provider; empty when chat is off. */
    consultant_id: z.string().max(128),
  }),
  /** The support button offers a callback request. */
  isAvailableCallback: z.boolean(),
  /** The support button opens a list of options rather than a single action. */
  hasSupportMultiButton: z.boolean(),
  /** Languages in which the callback option is hidden. */
  langsHiddenCallback: z.array(languageCodeSchema),
  /** Show the first step of the team-cash flow. */
  showFirstStepTeamCash: z.boolean(),
  /** Show the agent-network modal. */
  showModalAgentNetwork: z.boolean(),
  /** Offer Google one-tap sign-in to guests. */
  isOneTapAuthEnabled: z.boolean(),
  /** Country id assumed from geo-IP when none is known. */
  geoCountryId: z.number().int().positive(),
  /** Currency assumed from geo-IP. */
  geoCurrency: z.strictObject({
    /** Platform currency id. */
    id: z.number().int().positive(),
    /** ISO 4217 code of that currency. @example "RUB" */
    iso: currencyCodeSchema,
  }),
  /** Falling snow on the home page. */
  isSnowfallVisible: z.boolean(),
  /** Show the scroll-to-top button after one screen of scrolling. */
  isShowBtnScrollToTop: z.boolean(),
  /** Placement of the scroll-to-top button: 0 bottom end corner, 1 bottom centre. */
  scrollToTopType: z.union([z.literal(0), z.literal(1)]),
  /** Home page variant: 0 sports first, 1 casino first. */
  homepageType: z.union([z.literal(0), z.literal(1)]),
  /** The identification page of the personal office is shown (spec §5). */
  isShowIdentification: z.boolean(),
  /** Use the offer family of bonus routes (bonuses-offers, …) instead of bonuses, … (spec §2). */
  promoBonusToOffer: z.boolean(),
  /** Available-route keys switched on, e.g. 47 rules section, 52 payment page (spec §2, §9). */
  availableRoutes: z.array(z.number().int().nonnegative()),
  /** Paths (without language prefix, leading slash) that answer 404. @example ["/toto"] */
  urlsToRedirectTo404: z.array(z.string().regex(/^\/[^?#]*$/, 'must be a path starting with / without query')),
  /** The payment information page needs a logged-in player (spec §2 Availability rules). */
  isPaymentPageAuthOnly: z.boolean(),
  /** bonus/slot_first_deposit answers 301 to casino/slot-first-deposit (spec §2). */
  isThirdPartyFirstDepositRedirect: z.boolean(),
  /** Changed terms must be accepted on confirm-terms before play (spec §2, §4 Terms). */
  isTermsAcceptanceEnabled: z.boolean(),
  /** Version of the current terms; a player who accepted an older one has "changed terms". */
  termsVersion: z.number().int().min(1),
  /** When the current terms were published (agreement-rules status `updatedAt`). */
  termsUpdatedAt: dateTimeSchema,
  /** Coupon amounts and one-click betting. */
  coupon: couponConfigSchema,
});
/** Validated site config. */
export type SiteConfig = z.infer<typeof siteConfigSchema>;
/** A top-level site config field. */
export type SiteConfigKey = keyof SiteConfig;

/**
 * Named groups for `GET /bff-api/config/group/get?groups=a,b`. Each group is a fixed list of
 * top-level fields; every field belongs to exactly one group (checked by a unit test).
 */
export const SITE_CONFIG_GROUPS = {
  maintenance: ['maintenance'],
  meta: ['licenceMetaTag', 'groupId'],
  registration: ['isRegistrationAllowed', 'isVipDomain', 'isOneTapAuthEnabled', 'remindPopupConfig'],
  age: ['minAge', 'needShowAgePopup'],
  session: ['isAutoLogoffEnable', 'autoLogoffInactiveMinutes'],
  terms: ['isTermsAcceptanceEnabled', 'termsVersion', 'termsUpdatedAt'],
  coupon: ['coupon'],
  support: ['consultantParams', 'isAvailableCallback', 'hasSupportMultiButton', 'langsHiddenCallback'],
  office: ['showFirstStepTeamCash', 'showModalAgentNetwork', 'isShowIdentification'],
  geo: ['geoCountryId', 'geoCurrency'],
  layout: ['isSnowfallVisible', 'isShowBtnScrollToTop', 'scrollToTopType', 'homepageType'],
  routing: [
    'promoBonusToOffer',
    'availableRoutes',
    'urlsToRedirectTo404',
    'isPaymentPageAuthOnly',
    'isThirdPartyFirstDepositRedirect',
  ],
} as const satisfies Record<string, readonly SiteConfigKey[]>;

/** A group name of {@link SITE_CONFIG_GROUPS}. */
export type SiteConfigGroup = keyof typeof SITE_CONFIG_GROUPS;

/** Available-route keys named by the spec (§9 "Available-route keys 47 and 52"). */
export const AVAILABLE_ROUTE = {
  /** The rules section of the information pages. */
  rules: 47,
  /** The payment information page. */
  payment: 52,
} as const;
