/**
 * CSRF step (src/server/auth/csrf.ts): a write to a player API (/web-api, the limit service)
 * must carry the token bound to the request's session, else 403 csrf_failed (JSON); pages and
 * player APIs get the token cookie (`locals.csrfToken`). Other pass-through paths go on untouched.
 */
import type { MiddlewareHandler } from 'astro';
import { getDatabase } from '../database.ts';
import { csrfPasses, csrfSecret, ensureCsrfCookie } from '../auth/csrf.ts';
import { requestIsHttps } from '../client-request.ts';
import { AppError, errorResponse } from '../errors.ts';
import { isPassThrough } from '../paths.ts';
import { isPlayerApiPath } from './session.ts';

/** The step: refuses a write without the session's token, sets the token cookie, goes on. */
export const csrfStep: MiddlewareHandler = async ({ request, url, cookies, locals }, next) => {
  const passThrough = isPassThrough(url.pathname);
  const playerApi = passThrough && isPlayerApiPath(url.pathname);
  if (passThrough && !playerApi) return next();
  const secret = await csrfSecret((await getDatabase()).db);
  if (playerApi && !csrfPasses(request, cookies, secret, locals.sessionId)) {
    return errorResponse(new AppError('csrf_failed', 'The page is out of date. Reload it and try again.'));
  }
  locals.csrfToken = ensureCsrfCookie(cookies, requestIsHttps(request, url), secret, locals.sessionId);
  return next();
};
