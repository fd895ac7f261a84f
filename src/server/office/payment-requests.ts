/**
 * Payment requests (spec §2 office `payment/requests`, `payment/create-request`): a player files
 * a request about one of their payments (or a sub-topic, src/domain/office/payment-requests.ts)
 * and reads the status and answer; staff with `payment_requests.answer` on the player's brand
 * list the requests of their brands and answer each once, audited in the same transaction.
 */
import { and, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { currencies, paymentRequests, payments } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { requestProblem } from '../../domain/office/payment-requests.ts';
import { ALL_BRANDS, brandsAllowing, can } from '../../domain/staff/roles.ts';
import type { PaymentRequestView } from '../../../schemas/office-api.ts';
import type { StaffPrincipal } from '../staff/sessions.ts';
import { recordAudit } from '../staff/audit.ts';

/** A payment of the player as the request pages show it (amount in minor units). */
export interface PaymentChoice {
  id: number;
  direction: string;
  amountMinor: number;
  currency: string;
  status: string;
  createdAt: string;
}

const paymentColumns = {
  id: payments.id, direction: payments.direction, amountMinor: payments.amount, currency: currencies.iso, status: payments.status, createdAt: payments.createdAt,
};
type PaymentRow = { id: number; direction: string; amountMinor: number | string | bigint; currency: string; status: string; createdAt: Date };
const choiceOf = (row: PaymentRow): PaymentChoice => ({ ...row, amountMinor: Number(row.amountMinor), createdAt: row.createdAt.toISOString() });

/** The player's payments of a direction, newest first (at most 50). */
export async function playerPayments(db: Db, playerId: number, direction: 'deposit' | 'withdrawal'): Promise<PaymentChoice[]> {
  const rows = await db.select(paymentColumns).from(payments).innerJoin(currencies, eq(currencies.id, payments.currencyId))
    .where(and(eq(payments.playerId, playerId), eq(payments.direction, direction))).orderBy(desc(payments.createdAt), desc(payments.id)).limit(50);
  return rows.map(choiceOf);
}

/** One of the player's payments, or null (another player's payment included). */
export async function playerPayment(db: Db, playerId: number, paymentId: number): Promise<PaymentChoice | null> {
  const [row] = await db.select(paymentColumns).from(payments).innerJoin(currencies, eq(currencies.id, payments.currencyId))
    .where(and(eq(payments.id, paymentId), eq(payments.playerId, playerId)));
  return row ? choiceOf(row) : null;
}

async function views(db: Db, where: SQL | undefined, limit = 200): Promise<PaymentRequestView[]> {
  const rows = await db.select().from(paymentRequests).where(where).orderBy(desc(paymentRequests.createdAt), desc(paymentRequests.id)).limit(limit);
  const ids = [...new Set(rows.map((r) => r.paymentId).filter((id): id is number => id !== null))];
  const paid = ids.length === 0 ? [] : await db.select(paymentColumns).from(payments).innerJoin(currencies, eq(currencies.id, payments.currencyId)).where(inArray(payments.id, ids));
  const byId = new Map(paid.map((p) => [p.id, choiceOf(p)]));
  return rows.map((row) => ({
    id: row.id,
    playerId: row.playerId,
    brandId: row.brandId,
    topicId: row.topicId,
    subTopicId: row.subTopicId,
    payment: row.paymentId === null ? null : byId.get(row.paymentId) ?? null,
    message: row.message,
    status: row.status,
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The player's requests, newest first. */
export function playerRequests(db: Db, playerId: number): Promise<PaymentRequestView[]> {
  return views(db, eq(paymentRequests.playerId, playerId));
}

/**
 * Files a request.
 * @throws AppError not_found (404) for a payment that is not the player's; bad_request (400) when
 *   topic, sub-topic and payment do not fit together (requestProblem)
 */
export async function createPaymentRequest(
  db: Db,
  player: { id: number; brandId: string },
  input: { topicId: number; subTopicId: number | null; paymentId: number | null; message: string },
): Promise<PaymentRequestView> {
  const payment = input.paymentId === null ? null : await playerPayment(db, player.id, input.paymentId);
  if (input.paymentId !== null && !payment) throw new AppError('not_found', 'No such payment.');
  const problem = requestProblem(input.topicId, input.subTopicId, payment);
  if (problem) throw new AppError('bad_request', `The request does not fit its topic: ${problem}.`, { fields: ['topicId'] });
  const [row] = await db.insert(paymentRequests).values({
    playerId: player.id, brandId: player.brandId, topicId: input.topicId, subTopicId: input.subTopicId, paymentId: input.paymentId, message: input.message,
  }).returning({ id: paymentRequests.id });
  return (await views(db, eq(paymentRequests.id, row!.id)))[0]!;
}

/** The requests of the brands the staff member answers on, open ones first, newest first within. */
export async function staffRequests(db: Db, member: StaffPrincipal): Promise<PaymentRequestView[]> {
  const brands = brandsAllowing(member.grants, 'payment_requests.answer');
  if (brands.length === 0) return [];
  const list = await views(db, brands.includes(ALL_BRANDS) ? undefined : inArray(paymentRequests.brandId, brands), 500);
  return [...list.filter((r) => r.status === 'open'), ...list.filter((r) => r.status !== 'open')];
}

/**
 * Answers a request once, audited (`payment_requests.answer`, key `payment_request:{id}`).
 * @throws AppError not_found; forbidden (403, audited as access.denied) when the staff member may
 *   not answer on the request's brand; conflict (409) when it is answered already
 */
export async function answerPaymentRequest(
  db: Db,
  member: StaffPrincipal,
  requestId: number,
  answer: string,
  source: { clientAddress: string | null; request: string },
  now = new Date(),
): Promise<PaymentRequestView> {
  const [row] = await db.select().from(paymentRequests).where(eq(paymentRequests.id, requestId));
  if (!row) throw new AppError('not_found', 'No such request.');
  if (!can(member.grants, 'payment_requests.answer', row.brandId)) {
    await recordAudit(db, { staffId: member.id, action: 'access.denied', brandId: row.brandId, key: `payment_request:${requestId}`, reason: source.request, clientAddress: source.clientAddress });
    throw new AppError('forbidden', 'Your roles do not allow this for the player’s brand.', { brandId: row.brandId });
  }
  await db.transaction(async (tx) => {
    const updated = await tx.update(paymentRequests)
      .set({ status: 'answered', answer, answeredBy: member.id, answeredAt: now })
      .where(and(eq(paymentRequests.id, requestId), isNull(paymentRequests.answer)))
      .returning({ id: paymentRequests.id });
    if (updated.length === 0) throw new AppError('conflict', 'This request is answered already.');
    await recordAudit(tx, {
      staffId: member.id, action: 'payment_requests.answer', brandId: row.brandId, key: `payment_request:${requestId}`,
      before: { status: row.status }, after: { status: 'answered', answer }, reason: 'answer to the player', clientAddress: source.clientAddress,
    });
  });
  return (await views(db, eq(paymentRequests.id, requestId)))[0]!;
}
