/**
 * Brand settings overrides, pure: a brand's effective settings are its
 * brand.json (the default) with the brand-wide overrides on top, and for one of its domains the
 * domain's overrides on top of those. Every merged result is validated with the brand file's own
 * schema and cross-field checks (`brandSchema`, `checkBrand`), and a problem is reported on the
 * setting key it belongs to, so the console shows it on that field.
 */
import { brandSchema, checkBrand, type Brand } from '../../../schemas/brand.ts';
import { formatPath } from '../../../schemas/errors.ts';
import { SETTINGS_BY_KEY } from '../../../schemas/brand-settings.ts';

/** Overrides of one level: setting key → value (only keys that are overridden). */
export type OverrideMap = ReadonlyMap<string, unknown>;

/** A problem of a merged brand, on the setting it belongs to. */
export interface SettingIssue {
  /** The setting key (a catalogue key), or the field path when no setting holds it. */
  field: string;
  /** The friendly message of the schema or check, e.g. `must be a hex colour such as #0b8a4a`. */
  message: string;
}

/** The value at a setting key's path in a brand (undefined when absent: a feature not listed). */
export function valueAt(brand: unknown, key: string): unknown {
  let current: unknown = brand;
  for (const part of key.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** A deep copy of `brand` with each override set at its key's path (objects on the way are copied). */
export function applyOverrides(brand: unknown, overrides: OverrideMap): unknown {
  const copy = structuredClone(brand) as Record<string, unknown>;
  for (const [key, value] of overrides) {
    const parts = key.split('.');
    let target = copy;
    for (const part of parts.slice(0, -1)) {
      const next = target[part];
      if (next === null || typeof next !== 'object') target[part] = {};
      target = target[part] as Record<string, unknown>;
    }
    target[parts.at(-1)!] = structuredClone(value);
  }
  return copy;
}

/** The catalogue key holding a field path (the longest key that is a prefix of it). */
export function settingOfPath(path: readonly PropertyKey[]): string | null {
  for (let length = path.length; length > 0; length--) {
    const key = path.slice(0, length).map(String).join('.');
    if (SETTINGS_BY_KEY.has(key)) return key;
  }
  return null;
}

/**
 * Validates a merged brand as brand.json is validated at build time: the schema, then the
 * cross-field checks. @returns the parsed brand, or the issues on their settings
 */
export function validateMerged(candidate: unknown): { ok: true; brand: Brand } | { ok: false; issues: SettingIssue[] } {
  const parsed = brandSchema.safeParse(candidate);
  const problems = parsed.success
    ? checkBrand(parsed.data)
    : parsed.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
  if (problems.length === 0 && parsed.success) return { ok: true, brand: parsed.data };
  return { ok: false, issues: problems.map((problem) => ({ field: settingOfPath(problem.path) ?? formatPath(problem.path), message: problem.message })) };
}

/** The effective brand of one level. @returns the merged, validated brand or the issues */
export function mergeLevel(inherited: Brand, overrides: OverrideMap): ReturnType<typeof validateMerged> {
  if (overrides.size === 0) return { ok: true, brand: inherited };
  return validateMerged(applyOverrides(inherited, overrides));
}

/**
 * Resolution default → brand override → domain override.
 * @returns the brand-wide effective brand and the effective brand of each domain with overrides;
 *   a level whose merge fails validation falls back to the level below it (and is listed in `failed`)
 */
export function resolveBrandSettings(base: Brand, brandOverrides: OverrideMap, domainOverrides: ReadonlyMap<string, OverrideMap>): {
  brand: Brand;
  domains: Map<string, Brand>;
  failed: { domain: string; issues: SettingIssue[] }[];
} {
  const failed: { domain: string; issues: SettingIssue[] }[] = [];
  const brandLevel = mergeLevel(base, brandOverrides);
  if (!brandLevel.ok) failed.push({ domain: '', issues: brandLevel.issues });
  const brand = brandLevel.ok ? brandLevel.brand : base;
  const domains = new Map<string, Brand>();
  for (const [domain, overrides] of domainOverrides) {
    if (!base.domains.includes(domain) || overrides.size === 0) continue;
    const level = mergeLevel(brand, overrides);
    if (!level.ok) failed.push({ domain, issues: level.issues });
    domains.set(domain, level.ok ? level.brand : brand);
  }
  return { brand, domains, failed };
}
