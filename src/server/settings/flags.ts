/**
 * Feature flags through OpenFeature: the portal reads every feature flag of
 * spec §1's section list ({@link FEATURES}) through {@link evaluateFeatures}, for each request in
 * the middleware, into the request's brand (`locals.brand.features`); nothing else reads a flag's
 * source. The flags come from the OpenFeature client, whose provider is ours by default
 * ({@link PortalSettingsProvider}: the effective brand settings of src/server/settings/state.ts);
 * an Unleash or flagd provider can replace it with `OpenFeature.setProvider(...)` and the same flag
 * keys (the feature names) and evaluation context.
 *
 * Evaluation context: `targetingKey` (the player id, or `guest`), `brand` (brand id), `domain`
 * (the request's hostname), `language` (the request's language) and `country` (the player's
 * country code, when known).
 */
import { OpenFeature, ErrorCode, StandardResolutionReasons, type EvaluationContext, type JsonValue, type Provider, type ResolutionDetails } from '@openfeature/server-sdk';
import { FEATURES, type Feature } from '../../../schemas/brand.ts';
import type { LoadedBrand } from '../brands.ts';
import { effectiveBrandOf } from './state.ts';

/** The evaluation context of one request. */
export interface FlagContext {
  brandId: string;
  domain: string;
  language: string;
  /** Two-letter country code of the player, or null. */
  country: string | null;
  /** The player id, or null for a guest. */
  playerId: number | null;
}

/** The OpenFeature evaluation context of a request. */
export function evaluationContext(context: FlagContext): EvaluationContext {
  return {
    targetingKey: context.playerId === null ? 'guest' : String(context.playerId),
    brand: context.brandId,
    domain: context.domain,
    language: context.language,
    ...(context.country ? { country: context.country } : {}),
  };
}

const isFeature = (key: string): key is Feature => (FEATURES as readonly string[]).includes(key);

const PROVIDER_NAME = 'portal-brand-settings';

/**
 * Our provider: a flag is on when the effective settings of the context's brand and domain switch
 * the section on (brand.json → brand override → domain override). Only boolean flags exist.
 */
export class PortalSettingsProvider implements Provider {
  readonly metadata = { name: PROVIDER_NAME } as const;
  readonly runsOn = 'server' as const;

  async resolveBooleanEvaluation(flagKey: string, defaultValue: boolean, context: EvaluationContext): Promise<ResolutionDetails<boolean>> {
    if (!isFeature(flagKey)) return { value: defaultValue, reason: StandardResolutionReasons.ERROR, errorCode: ErrorCode.FLAG_NOT_FOUND };
    const brand = typeof context.brand === 'string' ? effectiveBrandOf(context.brand, typeof context.domain === 'string' ? context.domain : '') : undefined;
    if (!brand) return { value: defaultValue, reason: StandardResolutionReasons.ERROR, errorCode: ErrorCode.TARGETING_KEY_MISSING };
    return { value: brand.features[flagKey] === true, reason: StandardResolutionReasons.TARGETING_MATCH };
  }

  async resolveStringEvaluation(_flagKey: string, defaultValue: string): Promise<ResolutionDetails<string>> {
    return { value: defaultValue, reason: StandardResolutionReasons.ERROR, errorCode: ErrorCode.TYPE_MISMATCH };
  }

  async resolveNumberEvaluation(_flagKey: string, defaultValue: number): Promise<ResolutionDetails<number>> {
    return { value: defaultValue, reason: StandardResolutionReasons.ERROR, errorCode: ErrorCode.TYPE_MISMATCH };
  }

  async resolveObjectEvaluation<T extends JsonValue>(_flagKey: string, defaultValue: T): Promise<ResolutionDetails<T>> {
    return { value: defaultValue, reason: StandardResolutionReasons.ERROR, errorCode: ErrorCode.TYPE_MISMATCH };
  }
}

OpenFeature.setProvider(new PortalSettingsProvider());
const client = OpenFeature.getClient('portal');

/** Brands with evaluated features, per effective brand and features (so a brand object stays the same between requests). */
const withFeatures = new WeakMap<LoadedBrand, Map<string, LoadedBrand>>();

/**
 * THE one reader of feature flags: evaluates every feature for the request's context through
 * OpenFeature (the effective brand's own value is the default if a provider fails) and answers
 * the brand with those features. The same brand object comes back when the flags agree with it,
 * and one interned object per combination otherwise. With our provider the answers depend on the
 * effective brand of the brand and domain alone, so they are evaluated once per that object.
 */
export async function evaluateFeatures(brand: LoadedBrand, context: FlagContext): Promise<LoadedBrand> {
  // Our provider reads only the effective brand of (brand, domain): its answers are kept per that
  // object, which a settings change replaces, so a request evaluates once per brand × domain × change.
  // Any other provider may target by player, country or language: it is asked on every request.
  const effective = client.metadata.providerMetadata.name === PROVIDER_NAME ? effectiveBrandOf(context.brandId, context.domain) : undefined;
  if (effective) {
    const known = byEffectiveBrand.get(brand)?.get(effective);
    if (known) return known;
  }
  const evaluated = await evaluateThroughOpenFeature(brand, context);
  if (effective) {
    let perEffective = byEffectiveBrand.get(brand);
    if (!perEffective) byEffectiveBrand.set(brand, (perEffective = new WeakMap()));
    perEffective.set(effective, evaluated);
  }
  return evaluated;
}

/** Answers of our provider per request brand and effective brand object (see {@link evaluateFeatures}). */
const byEffectiveBrand = new WeakMap<LoadedBrand, WeakMap<LoadedBrand, LoadedBrand>>();

async function evaluateThroughOpenFeature(brand: LoadedBrand, context: FlagContext): Promise<LoadedBrand> {
  const evaluation = evaluationContext(context);
  const values = await Promise.all(FEATURES.map((feature) => client.getBooleanValue(feature, brand.features[feature] === true, evaluation)));
  if (values.every((value, i) => value === (brand.features[FEATURES[i]!] === true))) return brand;
  const signature = values.map(Number).join('');
  let variants = withFeatures.get(brand);
  if (!variants) withFeatures.set(brand, (variants = new Map()));
  let variant = variants.get(signature);
  if (!variant) {
    variant = { ...brand, features: Object.fromEntries(FEATURES.map((feature, i) => [feature, values[i]!])) };
    variants.set(signature, variant);
  }
  return variant;
}
