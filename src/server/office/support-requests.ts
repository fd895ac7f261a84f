/**
 * Support requests of the support button's forms (spec §4 "Support button: … callback or email
 * opens a form"; §6 Authenticated player "callback in support (if language not hidden and feature
 * on)"), stored in `support_requests`:
 * - an e-mail request from a guest (captcha first, like every guest form) or a player;
 * - a call-back request from a player, only where the callback is offered (brand and language);
 * - every sender (the player, or a guest's client address) gets SUPPORT_REQUESTS_PER_WINDOW
 *   requests per window, counted atomically in `rate_events` before the row is written, so any
 *   number of parallel requests stores at most that many;
 * - staff with `support_requests.answer` on the brand list the brand's requests and answer each
 *   once: the status moves open → answered under the row's lock, the audit row and the outbox
 *   e-mail to the visitor are written in the same transaction (all or nothing).
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { players, supportRequests } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { CAPTCHA_CODE, requireCaptcha } from '../auth/captcha.ts';
import { takeRateSlot, type RateLimit } from '../auth/rate-limit.ts';
import { outboxSender, type Sender } from '../auth/sender.ts';
import { recordAudit } from '../staff/audit.ts';
import type { StaffPrincipal } from '../staff/sessions.ts';
import { tFor } from '../../i18n/index.ts';
import { isLanguageCode } from '../../../schemas/language.ts';
import type { SupportCallbackBody, SupportEmailBody, SupportRequestView } from '../../../schemas/support-api.ts';
import {
  callbackAvailable, SUPPORT_REQUEST_WINDOW_MS, SUPPORT_REQUESTS_PER_WINDOW, type CallbackConfig, type SupportRequestStatus,
} from '../../domain/office/support-requests.ts';

/** The per-sender limit of support requests (both kinds together). */
const SUPPORT_REQUEST_LIMIT: RateLimit = { kind: 'support_request', max: SUPPORT_REQUESTS_PER_WINDOW, windowMs: SUPPORT_REQUEST_WINDOW_MS };

/** Who sends a request and from where. */
export interface SupportSender {
  brandId: string;
  /** The logged-in player; null for a guest. */
  playerId: number | null;
  /** The request's language (spec §7 X-Language), the language of the answer. */
  language: string;
  /** Client address (src/server/client-request.ts): a guest's rate-limit key. */
  address: string;
  /** The `X-Captcha-Solution` header; guests need a valid one. */
  captchaHeader: string | null;
}

type Row = typeof supportRequests.$inferSelect;

function viewOf(row: Row): SupportRequestView {
  return {
    id: row.id,
    brandId: row.brandId,
    kind: row.kind,
    playerId: row.playerId,
    language: row.language,
    name: row.name,
    email: row.email,
    phone: row.phone,
    preferredTime: row.preferredTime,
    subject: row.subject,
    message: row.message,
    status: row.status,
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The rate-limit key of a sender: the player, or a guest's address. */
const senderKey = (sender: SupportSender): string => (sender.playerId !== null ? `player:${sender.playerId}` : `address:${sender.address}`);

/**
 * Sends an e-mail request. Guests solve a captcha first (code {@link CAPTCHA_CODE.support}); then
 * one slot of {@link SUPPORT_REQUEST_LIMIT} is taken.
 * @throws AppError captcha_required (400, with the challenge) for a guest without a valid solution;
 *   too_many_attempts (429, `retryAfterSeconds`) past the limit
 */
export async function createEmailRequest(db: Db, sender: SupportSender, body: SupportEmailBody): Promise<SupportRequestView> {
  if (sender.playerId === null) await requireCaptcha(db, sender.captchaHeader, CAPTCHA_CODE.support);
  await takeRateSlot(db, SUPPORT_REQUEST_LIMIT, senderKey(sender));
  const [row] = await db.insert(supportRequests).values({
    brandId: sender.brandId, kind: 'email', playerId: sender.playerId, language: sender.language,
    name: body.name, email: body.email, subject: body.subject, message: body.message,
  }).returning();
  return viewOf(row!);
}

/**
 * Sends a call-back request of a player (spec §6): refused where the callback is not offered
 * (`config` and the request's language). The answer is e-mailed to the player's address on file,
 * when there is one.
 * @throws AppError unauthorized (401) for a guest; forbidden (403) where the callback is not
 *   offered; too_many_attempts (429) past the limit
 */
export async function createCallbackRequest(db: Db, sender: SupportSender, config: CallbackConfig, body: SupportCallbackBody): Promise<SupportRequestView> {
  if (sender.playerId === null) throw new AppError('unauthorized', 'Log in to ask for a call back.');
  if (!callbackAvailable(config, sender.language)) throw new AppError('forbidden', 'A call back is not offered on this site in this language.');
  await takeRateSlot(db, SUPPORT_REQUEST_LIMIT, senderKey(sender));
  const [player] = await db.select({ email: players.email }).from(players).where(eq(players.id, sender.playerId));
  const [row] = await db.insert(supportRequests).values({
    brandId: sender.brandId, kind: 'callback', playerId: sender.playerId, language: sender.language,
    name: body.name, email: player?.email ?? null, phone: body.phone, preferredTime: body.preferredTime, message: body.message,
  }).returning();
  return viewOf(row!);
}

/** The player's own requests, newest first (at most 100). */
export async function playerSupportRequests(db: Db, playerId: number): Promise<SupportRequestView[]> {
  const rows = await db.select().from(supportRequests).where(eq(supportRequests.playerId, playerId))
    .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id)).limit(100);
  return rows.map(viewOf);
}

/** A brand's requests (of one status, or all with open ones first), newest first within; at most 500. */
export async function brandSupportRequests(db: Db, brandId: string, status?: SupportRequestStatus): Promise<SupportRequestView[]> {
  const where: SQL[] = [eq(supportRequests.brandId, brandId)];
  if (status) where.push(eq(supportRequests.status, status));
  const rows = await db.select().from(supportRequests).where(and(...where))
    .orderBy(sql`${supportRequests.status} = 'answered'`, desc(supportRequests.createdAt), desc(supportRequests.id)).limit(500);
  return rows.map(viewOf);
}

/** One request of the brand. @throws AppError not_found (also for another brand's request) */
export async function brandSupportRequest(db: Db, brandId: string, requestId: number): Promise<SupportRequestView> {
  const [row] = await db.select().from(supportRequests).where(and(eq(supportRequests.id, requestId), eq(supportRequests.brandId, brandId)));
  if (!row) throw new AppError('not_found', 'No such support request.');
  return viewOf(row);
}

/** The e-mail carrying staff's answer, in the request's language (dictionary keys `support_answer_mail_*`). */
function answerMail(row: Row, answer: string, brandName: string): { subject: string; body: string } {
  const t = tFor(row.brandId, isLanguageCode(row.language) ? row.language : 'en');
  const topic = row.kind === 'email' ? row.subject : t('support_callback_title');
  return {
    subject: t('support_answer_mail_subject', { id: row.id, subject: topic, brand: brandName }),
    body: `${t('support_answer_mail_greeting', { name: row.name })}\n\n${answer}\n\n${t('support_answer_mail_quote')}\n> ${row.message.split('\n').join('\n> ')}\n\n${brandName}`,
  };
}

/**
 * Answers a request of the brand once, in one transaction: the row is locked and moved from
 * open to answered, audited (`support_requests.answer`, key `support_request:{id}`), and, when
 * the request has an e-mail address, the answer is written to the outbox (`sender`). The caller
 * has checked `support_requests.answer` on `brandId` (requireStaffOnBrand) and tells the player's
 * open pages afterwards (src/server/office/notify.ts).
 * @throws AppError not_found (no such request of the brand); conflict (409) when it is answered already
 */
export async function answerSupportRequest(
  db: Db,
  member: StaffPrincipal,
  brand: { id: string; name: string },
  requestId: number,
  answer: string,
  source: { clientAddress: string | null },
  sender: Sender = outboxSender,
  now = new Date(),
): Promise<SupportRequestView> {
  const row = await db.transaction(async (tx: Tx) => {
    const [current] = await tx.select().from(supportRequests)
      .where(and(eq(supportRequests.id, requestId), eq(supportRequests.brandId, brand.id))).for('update');
    if (!current) throw new AppError('not_found', 'No such support request.');
    if (current.status !== 'open') throw new AppError('conflict', 'This request is answered already.');
    const [updated] = await tx.update(supportRequests)
      .set({ status: 'answered', answer, answeredBy: member.id, answeredAt: now })
      .where(and(eq(supportRequests.id, requestId), eq(supportRequests.status, 'open')))
      .returning();
    if (!updated) throw new AppError('conflict', 'This request is answered already.');
    await recordAudit(tx, {
      staffId: member.id, action: 'support_requests.answer', brandId: brand.id, key: `support_request:${requestId}`,
      before: { status: current.status }, after: { status: 'answered', answer }, reason: 'answer to the visitor', clientAddress: source.clientAddress,
    });
    if (updated.email) await sender.send(tx, { brandId: brand.id, channel: 'email', recipient: updated.email, ...answerMail(updated, answer, brand.name) });
    return updated;
  });
  return viewOf(row);
}
