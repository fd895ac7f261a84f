/**
 * Plumbing of the console's endpoints (`/console-api/*`): the database, the staff session's
 * login/logout cookies, and the QR code of an enrolment step.
 */
import type { APIContext } from 'astro';
import QRCode from 'qrcode';
import type { Db } from '../db/client.ts';
import { csrfSecret, issueCsrfCookie } from '../auth/csrf.ts';
import { requestIsHttps } from '../client-request.ts';
import { sha256 } from '../auth/crypto.ts';
import type { LoginTicket } from './identity.ts';
import { createStaffSession, revokeStaffSession, setStaffCookie, STAFF_COOKIE } from './sessions.ts';
import { requestAddress } from './guard.ts';
import { staffCsrfBinding } from './request.ts';
import type { ConsoleLoginStep } from '../../../schemas/console-api.ts';

/** A login step for the client, with the QR code of a secret to enrol. */
export async function loginStepView(ticket: LoginTicket): Promise<ConsoleLoginStep> {
  if (!ticket.otpauthUri) return ticket;
  return { ...ticket, qrSvg: await QRCode.toString(ticket.otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) };
}

/** Starts a staff session (replacing the request's) and sets its cookie and a CSRF token bound to it. */
export async function startStaffSession(db: Db, context: APIContext, staffId: number): Promise<void> {
  if (context.locals.staff) await revokeStaffSession(db, context.locals.staff.sessionId);
  const https = requestIsHttps(context.request, context.url);
  const token = await createStaffSession(db, staffId, requestAddress(context));
  setStaffCookie(context.cookies, token, https);
  context.locals.csrfToken = issueCsrfCookie(context.cookies, https, await csrfSecret(db), staffCsrfBinding(sha256(token)));
}

/** Ends the request's staff session and clears its cookie. */
export async function endStaffSession(db: Db, context: APIContext): Promise<void> {
  if (context.locals.staff) await revokeStaffSession(db, context.locals.staff.sessionId);
  context.cookies.delete(STAFF_COOKIE, { path: '/' });
  context.locals.csrfToken = issueCsrfCookie(context.cookies, requestIsHttps(context.request, context.url), await csrfSecret(db), staffCsrfBinding(undefined));
}
