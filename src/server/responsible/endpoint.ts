/**
 * Plumbing of the limit-service endpoints (src/pages/limit-service-api/api/external/web/v3/):
 * the logged-in player (cookie session with the CSRF header, or the API bearer token of
 * `/web-api/user/gettoken`, spec §7 "bearer token"; the middleware resolves both), the texts of
 * the request's language (`X-Language`, spec §7 "All limit calls send an X-Language header") and
 * the feed clock's now.
 */
import type { APIContext } from 'astro';
import type { TFunction } from 'i18next';
import { requirePlayer } from '../endpoint.ts';
import { AppError } from '../errors.ts';
import { feedNow } from '../feed/clock.ts';
import { tFor } from '../../i18n/index.ts';

/** Who asks, in which language, when. @throws AppError unauthorized for a guest */
export function limitRequest(context: Pick<APIContext, 'locals'>): { playerId: number; sessionId: string; t: TFunction; now: number } {
  const playerId = requirePlayer(context);
  const sessionId = context.locals.sessionId;
  if (!sessionId) throw new AppError('unauthorized', 'Log in to continue.');
  return { playerId, sessionId, t: tFor(context.locals.brand.id, context.locals.lng), now: feedNow() };
}
