/**
 * The payment request pages (spec §2 office `payment/requests` and `payment/create-request` with
 * children `{topicId}`, `{topicId}/transactions`, `{topicId}/transactions/{transactionId}`,
 * `{topicId}/{subTopicId}`). An address that does not fit the topics, or a transaction that is not
 * one of the player's payments of the topic's direction, is the 404 page.
 */
import type { CreateRequestPageData, PaymentChoiceView, PaymentRequestsPageData } from '../../domain/pages/office-security.ts';
import { createRequestStep, topicById } from '../../domain/office/payment-requests.ts';
import { currencyExponent } from '../../domain/money.ts';
import { db } from '../endpoint.ts';
import { playerPayment, playerPayments, playerRequests, type PaymentChoice } from '../office/payment-requests.ts';
import { NOT_FOUND, pageData, type PageLoader } from './load.ts';

const withExponent = (payment: PaymentChoice): PaymentChoiceView => ({ ...payment, exponent: currencyExponent(payment.currency) });

/** The player's requests. */
export const loadPaymentRequests: PageLoader<PaymentRequestsPageData> = async (ctx) => {
  if (ctx.playerId === undefined) return NOT_FOUND;
  return pageData({ kind: 'payment-requests', requests: await playerRequests(await db(), ctx.playerId) });
};

/** One step of filing a request. */
export const loadCreateRequest: PageLoader<CreateRequestPageData> = async (ctx) => {
  if (ctx.playerId === undefined) return NOT_FOUND;
  const step = createRequestStep(ctx.params);
  if (!step) return NOT_FOUND;
  const database = await db();
  if (step.step === 'transactions') {
    const direction = topicById(step.topicId)!.direction!;
    return pageData({ kind: 'create-request', step, payments: (await playerPayments(database, ctx.playerId, direction)).map(withExponent) });
  }
  if (step.step === 'form' && step.transactionId !== null) {
    const payment = await playerPayment(database, ctx.playerId, step.transactionId);
    if (!payment || payment.direction !== topicById(step.topicId)!.direction) return NOT_FOUND;
    return pageData({ kind: 'create-request', step, payments: [withExponent(payment)] });
  }
  return pageData({ kind: 'create-request', step, payments: [] });
};
