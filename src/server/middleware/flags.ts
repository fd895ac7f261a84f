/**
 * Flags step: every feature flag of the request is read here, once, through OpenFeature
 * (src/server/settings/flags.ts), in the context of the brand, domain, language, the player's
 * country and id; `locals.brand.features` then holds the answers.
 */
import type { MiddlewareHandler } from 'astro';
import { hostnameOf } from '../brands.ts';
import { evaluateFeatures } from '../settings/flags.ts';
import { contextLanguage } from './languages.ts';

/** The step: replaces `locals.brand` with the brand of the evaluated flags, then goes on. */
export const flagsStep: MiddlewareHandler = async ({ request, url, locals }, next) => {
  const { brand, player } = locals;
  locals.brand = await evaluateFeatures(brand, {
    brandId: brand.id,
    domain: hostnameOf(request.headers.get('host')),
    language: contextLanguage(brand, url, request, player !== undefined),
    country: player?.countryCode ?? null,
    playerId: player?.id ?? null,
  });
  return next();
};
