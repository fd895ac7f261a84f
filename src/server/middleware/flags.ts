/**
 * Flags step: every feature flag of the request is read here, once, through OpenFeature
 * (src/server/settings/flags.ts), in the context of the brand, domain, language, the player's
 * country and id; `locals.brand.features` then holds the answers.
 */
import type { MiddlewareHandler } from 'astro';
import { hostnameOf, type LoadedBrand } from '../brands.ts';
import type { SessionPlayer } from '../../domain/player/session-player.ts';
import { evaluateFeatures } from '../settings/flags.ts';
import { contextLanguage } from './languages.ts';

/**
 * The brand with its flags evaluated for a request (the page pipeline's step, and the direct guest
 * page path, src/server/direct/page-hit.ts): context brand, domain of the Host, language, the
 * player's country and id.
 */
export function flaggedBrand(brand: LoadedBrand, url: URL, request: { headers: Pick<Headers, 'get'> }, player: SessionPlayer | undefined): Promise<LoadedBrand> {
  return evaluateFeatures(brand, {
    brandId: brand.id,
    domain: hostnameOf(request.headers.get('host')),
    language: contextLanguage(brand, url, request, player !== undefined),
    country: player?.countryCode ?? null,
    playerId: player?.id ?? null,
  });
}

/** The step: replaces `locals.brand` with the brand of the evaluated flags, then goes on. */
export const flagsStep: MiddlewareHandler = async ({ request, url, locals }, next) => {
  locals.brand = await flaggedBrand(locals.brand, url, request, locals.player);
  return next();
};
