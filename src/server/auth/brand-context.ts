/** The facts of the request's brand that identity services need. */
import type { APIContext } from 'astro';
import type { BrandContext, RequestContext } from './service.ts';
import { CAPTCHA_HEADER } from './captcha.ts';
import { requestClientAddress } from '../client-request.ts';

/** Brand context for identity services. */
export function brandContext(context: APIContext): BrandContext {
  const { brand } = context.locals;
  return {
    id: brand.id, name: brand.name, currencyIso: brand.siteConfig.geoCurrency.iso,
    isRegistrationAllowed: brand.siteConfig.isRegistrationAllowed && brand.features.registration === true,
    isVipDomain: brand.siteConfig.isVipDomain,
    termsVersion: brand.siteConfig.termsVersion,
  };
}

/**
 * Request context: the client address (the socket's peer, or with TRUST_PROXY the address the
 * proxy reports; src/server/client-request.ts) and the captcha header.
 */
export function requestContext(context: APIContext): RequestContext {
  return { address: requestClientAddress(context), captchaHeader: context.request.headers.get(CAPTCHA_HEADER) };
}
