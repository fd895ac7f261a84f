/** Plumbing of the support form endpoints (`/web-api/support/*`): who sends the request and from where. */
import type { APIContext } from 'astro';
import { requestContext } from '../auth/brand-context.ts';
import type { SupportSender } from './support-requests.ts';

/** The sender of a support request: brand, player (or guest), request language, client address and captcha header. */
export function supportSender(context: APIContext): SupportSender {
  const { address, captchaHeader } = requestContext(context);
  return { brandId: context.locals.brand.id, playerId: context.locals.playerId ?? null, language: context.locals.lng, address, captchaHeader };
}
