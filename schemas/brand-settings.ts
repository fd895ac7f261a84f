/**
 * The brand settings a brand manager changes at run time: the catalogue of
 * setting keys, derived from the brand file's own schemas (schemas/brand.ts, site-config.ts,
 * theme.ts) so that every field is covered and validated by the same zod schema, and the request
 * shapes of the console's settings API.
 *
 * A key is a dot path into the brand (`features.results`, `siteConfig.maintenance.isActive`,
 * `theme.accent`, `redirects`, …): objects of the brand file are walked down to their fields, a
 * field that is not a plain object (a list, a record, a nullable object) is one setting. The
 * brand's identity (`id`, `name`, `domains`) and its footer content are not settings: brand.json
 * stays their source.
 */
import { z } from 'zod';
import { brandSchema, FEATURES } from './brand.ts';
import { hostnameSchema } from './brand.ts';
import { safeString } from './primitives.ts';
import { changeReason } from './staff-reason.ts';
import { LANGUAGES } from './language.ts';

/**
 * The groups the console shows one form each for, in order: as a brand manager looks for a
 * setting (what the site offers, who may sign up, money, maintenance, its look…), not as the
 * brand file nests them.
 */
export const SETTING_GROUPS = [
  'products', 'bets', 'registration', 'payments', 'maintenance', 'look', 'languages', 'support', 'access', 'advanced',
] as const;
/** A settings group. */
export type SettingGroup = (typeof SETTING_GROUPS)[number];

/** How the console edits a setting. */
type SettingKind =
  | { type: 'boolean' }
  | { type: 'integer'; min?: number; max?: number }
  | { type: 'text'; nullable: boolean }
  | { type: 'choice'; options: readonly (string | number)[] }
  | { type: 'languages'; options: readonly { code: string; name: string }[] }
  /** A list of ISO 3166-1 alpha-2 country codes (schemas/country.ts), typed as text: `RU, GB`. */
  | { type: 'countries' }
  | { type: 'json' };

/** One setting of the catalogue. */
export interface SettingDef {
  /** Dot path into the brand, e.g. `siteConfig.maintenance.isActive`. */
  key: string;
  group: SettingGroup;
  /** Validates a value of this setting on its own (the merged brand is checked as a whole too). */
  schema: z.ZodType;
  kind: SettingKind;
}

type AnyZod = z.ZodType & { def: { type: string; innerType?: AnyZod } };

/** The schema under `.default()`/`.optional()` wrappers. */
function unwrap(schema: AnyZod): AnyZod {
  let current = schema;
  while (current.def.type === 'default' || current.def.type === 'optional') current = current.def.innerType!;
  return current;
}

interface JsonSchemaNode {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchemaNode[];
  items?: JsonSchemaNode;
  minimum?: number;
  maximum?: number;
}

/** The console's editor of a leaf schema, from its JSON Schema. */
function kindOf(schema: z.ZodType): SettingKind {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode;
  if (json.type === 'boolean') return { type: 'boolean' };
  if (json.type === 'integer') {
    return { type: 'integer', ...(json.minimum !== undefined ? { min: json.minimum } : {}), ...(json.maximum !== undefined && json.maximum < 2 ** 31 ? { max: json.maximum } : {}) };
  }
  if (json.type === 'string' && json.enum) return { type: 'choice', options: json.enum as string[] };
  if (json.type === 'string') return { type: 'text', nullable: false };
  if (json.anyOf?.every((node) => node.const !== undefined)) return { type: 'choice', options: json.anyOf.map((node) => node.const as string | number) };
  if (json.anyOf?.length === 2 && json.anyOf.some((node) => node.type === 'null') && json.anyOf.some((node) => node.type === 'string' && !node.enum)) {
    return { type: 'text', nullable: true };
  }
  if (json.type === 'array' && json.items?.type === 'string' && json.items.enum) return { type: 'json' };
  return { type: 'json' };
}

/**
 * The group of each setting, by key or key prefix (`theme` covers `theme.accent`): the first
 * entry whose path is the key or a parent of it. A brand field that no entry covers fails the
 * catalogue's build, so a new field is placed in a group on purpose.
 */
const GROUP_RULES: readonly (readonly [path: string, group: SettingGroup])[] = [
  ['features', 'products'],
  ['siteConfig.homepageType', 'products'],
  ['siteConfig.coupon', 'bets'],
  ['sportsPricing', 'bets'],
  ['siteConfig.isRegistrationAllowed', 'registration'],
  ['siteConfig.isVipDomain', 'registration'],
  ['siteConfig.remindPopupConfig', 'registration'],
  ['siteConfig.isOneTapAuthEnabled', 'registration'],
  ['siteConfig.minAge', 'registration'],
  ['siteConfig.needShowAgePopup', 'registration'],
  ['siteConfig.isTermsAcceptanceEnabled', 'registration'],
  ['siteConfig.termsVersion', 'registration'],
  ['siteConfig.termsUpdatedAt', 'registration'],
  ['siteConfig.isAutoLogoffEnable', 'registration'],
  ['siteConfig.autoLogoffInactiveMinutes', 'registration'],
  ['siteConfig.isShowIdentification', 'registration'],
  ['siteConfig.isPaymentPageAuthOnly', 'payments'],
  ['siteConfig.isThirdPartyFirstDepositRedirect', 'payments'],
  ['siteConfig.promoBonusToOffer', 'payments'],
  ['siteConfig.showFirstStepTeamCash', 'payments'],
  ['siteConfig.showModalAgentNetwork', 'payments'],
  ['siteConfig.geoCurrency', 'payments'],
  ['bonusPolicy', 'payments'],
  ['adjustmentApproval', 'payments'],
  ['siteConfig.maintenance', 'maintenance'],
  ['theme', 'look'],
  ['siteConfig.isSnowfallVisible', 'look'],
  ['siteConfig.isShowBtnScrollToTop', 'look'],
  ['siteConfig.scrollToTopType', 'look'],
  ['languages', 'languages'],
  ['defaultLanguage', 'languages'],
  ['hiddenLanguages', 'languages'],
  ['support', 'support'],
  ['siteConfig.consultantParams', 'support'],
  ['siteConfig.isAvailableCallback', 'support'],
  ['siteConfig.hasSupportMultiButton', 'support'],
  ['siteConfig.langsHiddenCallback', 'support'],
  ['blocking', 'access'],
  ['siteConfig.geoCountryId', 'access'],
  ['redirects', 'advanced'],
  ['siteConfig.availableRoutes', 'advanced'],
  ['siteConfig.urlsToRedirectTo404', 'advanced'],
  ['siteConfig.licenceMetaTag', 'advanced'],
  ['siteConfig.groupId', 'advanced'],
];

/** The group of a key. @throws for a key no rule of {@link GROUP_RULES} covers */
function groupOf(key: string): SettingGroup {
  const rule = GROUP_RULES.find(([path]) => key === path || key.startsWith(`${path}.`));
  if (!rule) throw new Error(`setting ${key} has no group`);
  return rule[1];
}

/** Settings that are lists of language codes (edited as a set of checkboxes). */
const LANGUAGE_LISTS = new Set(['languages', 'hiddenLanguages', 'siteConfig.langsHiddenCallback']);

/** Settings that are lists of country codes (edited as text of codes). */
const COUNTRY_LISTS = new Set(['blocking.blockedCountries', 'blocking.comingSoonCountries', 'blocking.vipAuthCountries']);

/** Top-level fields of the brand file that are not settings. */
const NOT_SETTINGS = new Set(['$schema', 'id', 'name', 'domains', 'footer']);

function walk(schema: AnyZod, path: string[], out: SettingDef[]): void {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodObject) {
    for (const [name, child] of Object.entries(inner.shape)) walk(child as unknown as AnyZod, [...path, name], out);
    return;
  }
  const key = path.join('.');
  const kind: SettingKind = COUNTRY_LISTS.has(key) ? { type: 'countries' } : LANGUAGE_LISTS.has(key) ? { type: 'languages', options: Object.values(LANGUAGES).map((l) => ({ code: l.code, name: l.nativeName })) } : key === 'defaultLanguage' ? { type: 'choice', options: Object.keys(LANGUAGES) } : kindOf(inner);
  out.push({ key, group: groupOf(key), schema: inner, kind });
}

function buildCatalogue(): SettingDef[] {
  const out: SettingDef[] = FEATURES.map((feature) => ({ key: `features.${feature}`, group: groupOf(`features.${feature}`), schema: z.boolean(), kind: { type: 'boolean' as const } }));
  for (const [name, schema] of Object.entries(brandSchema.shape)) {
    if (NOT_SETTINGS.has(name) || name === 'features') continue;
    walk(schema as unknown as AnyZod, [name], out);
  }
  // In the console's group order, brand-file order within a group (the sort is stable).
  return out.sort((a, b) => SETTING_GROUPS.indexOf(a.group) - SETTING_GROUPS.indexOf(b.group));
}

/** Every setting, by group in {@link SETTING_GROUPS} order, then in brand-file order. */
export const SETTINGS: readonly SettingDef[] = buildCatalogue();
/** Settings by key. */
export const SETTINGS_BY_KEY: ReadonlyMap<string, SettingDef> = new Map(SETTINGS.map((def) => [def.key, def]));

/** A setting key of the catalogue. */
const settingKeySchema = safeString().refine((key) => SETTINGS_BY_KEY.has(key), 'is not a brand setting');

/** The domain a change applies to: '' = the whole brand, else one of the brand's hostnames. */
export const settingDomainSchema = z.union([z.literal(''), hostnameSchema]);

/** One change of a save: a new value, or `reset` back to the inherited value; `version` as read (0: no override yet). */
const settingChangeSchema = z.strictObject({
  key: settingKeySchema,
  value: z.json().optional(),
  reset: z.literal(true).optional(),
  version: z.number().int().nonnegative(),
}).refine((change) => (change.value === undefined) !== (change.reset === undefined), 'give either a value or reset');

/** `PUT /console-api/brands/{brandId}/settings`: changes of one domain (or the brand), all or nothing. */
export const saveSettingsBody = z.strictObject({
  domain: settingDomainSchema,
  changes: z.array(settingChangeSchema).min(1).max(SETTINGS.length),
  reason: changeReason,
});
/** A save request. */
export type SaveSettingsBody = z.infer<typeof saveSettingsBody>;

/** `POST /console-api/audit/{id}/revert`. */
export const revertBody = z.strictObject({
  reason: changeReason,
});

/** An override as stored and as the audit log's before/after: `{ value }`, or null for none (inherited). */
export type OverrideState = { value: unknown } | null;

/** One setting as the console shows it at a level (brand or domain). */
export interface SettingView {
  key: string;
  group: SettingGroup;
  kind: SettingKind;
  /** The value this level inherits (brand.json for the brand; the brand's effective value for a domain). */
  inherited: unknown;
  /** This level's override, or null. */
  override: OverrideState;
  /** The effective value at this level. */
  effective: unknown;
  /** Version of this level's override row (0: never set). */
  version: number;
}
