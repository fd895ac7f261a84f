/** The facts of the request's brand that identity services need. */
import type { APIContext } from 'astro';
import type { BrandContext, RequestContext } from './service.ts';
import { CAPTCHA_HEADER } from './captcha.ts';
import { requestClientAddress, requestIsHttps } from '../client-request.ts';
import type { LoadedBrand } from '../brands.ts';

/** Brand context for identity services. */
export function brandContext(context: APIContext): BrandContext {
  return brandFacts(context.locals.brand);
}

/** The identity facts of a loaded brand (registration open, currency, terms version). */
export function brandFacts(brand: LoadedBrand): BrandContext {
  return {
    id: brand.id, name: brand.name, currencyIso: brand.siteConfig.geoCurrency.iso,
    isRegistrationAllowed: brand.siteConfig.isRegistrationAllowed && brand.features.registration === true,
    isVipDomain: brand.siteConfig.isVipDomain,
    termsVersion: brand.siteConfig.termsVersion,
  };
}

/**
 * Request context: the client address (the socket's peer, or with TRUST_PROXY the address the
 * proxy reports; src/server/client-request.ts), the captcha header, the answer language (the
 * language of messages sent) and the origin links in messages point to (the request's Host, which
 * the brand step has checked is the brand's; https when the client came over HTTPS).
 */
export function requestContext(context: APIContext): RequestContext {
  const scheme = requestIsHttps(context.request, context.url) ? 'https' : context.url.protocol.replace(/:$/, '');
  return {
    address: requestClientAddress(context), captchaHeader: context.request.headers.get(CAPTCHA_HEADER),
    lng: context.locals.lng, origin: `${scheme}://${context.url.host}`,
  };
}
