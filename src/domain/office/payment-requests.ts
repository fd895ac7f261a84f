/**
 * Payment requests of the personal office (spec §2 `payment/requests`, `payment/create-request`
 * with children `{topicId}`, `{topicId}/transactions`, `{topicId}/transactions/{transactionId}`,
 * `{topicId}/{subTopicId}`): the topics a player files a request under. The spec names the route
 * shape but not the topic list; this portal's topics follow its two payment directions: a deposit
 * or a withdrawal request is about one of the player's payments of that direction (picked under
 * `transactions`), an "other" request has a sub-topic instead.
 */

/** A topic of payment requests. */
export interface PaymentRequestTopic {
  id: number;
  /** i18n key suffix: `payreq_topic_{key}`. */
  key: 'deposit' | 'withdrawal' | 'other';
  /** The payment direction a request under this topic is about; null: no payment. */
  direction: 'deposit' | 'withdrawal' | null;
  /** Sub-topics by id (i18n `payreq_sub_{key}`); empty for topics about a payment. */
  subTopics: readonly { id: number; key: string }[];
}

/** The topics. */
export const PAYMENT_REQUEST_TOPICS: readonly PaymentRequestTopic[] = [
  { id: 1, key: 'deposit', direction: 'deposit', subTopics: [] },
  { id: 2, key: 'withdrawal', direction: 'withdrawal', subTopics: [] },
  { id: 3, key: 'other', direction: null, subTopics: [{ id: 1, key: 'methods' }, { id: 2, key: 'limits' }, { id: 3, key: 'other' }] },
];

/** The topic of an id, or null. */
export function topicById(id: number): PaymentRequestTopic | null {
  return PAYMENT_REQUEST_TOPICS.find((topic) => topic.id === id) ?? null;
}

/**
 * Why a request's parts do not fit together, or null when they do: a topic about a payment needs
 * a payment of its direction and no sub-topic; another topic needs one of its sub-topics and no payment.
 */
export function requestProblem(topicId: number, subTopicId: number | null, payment: { direction: string } | null): string | null {
  const topic = topicById(topicId);
  if (!topic) return 'unknown topic';
  if (topic.direction !== null) {
    if (subTopicId !== null) return 'this topic has no sub-topics';
    if (!payment) return 'pick the payment the request is about';
    if (payment.direction !== topic.direction) return `pick a ${topic.direction}`;
    return null;
  }
  if (payment) return 'this topic is not about a payment';
  if (subTopicId === null || !topic.subTopics.some((sub) => sub.id === subTopicId)) return 'pick a sub-topic';
  return null;
}

/**
 * The step a `payment/create-request` address is at: choose a topic, a sub-topic, a payment, or
 * write the request. Null for an address that does not fit the topics (the 404 page).
 */
export type CreateRequestStep =
  | { step: 'topic' }
  | { step: 'sub-topic'; topicId: number }
  | { step: 'transactions'; topicId: number }
  | { step: 'form'; topicId: number; subTopicId: number | null; transactionId: number | null };

/** Reads the route parameters `topicId?`, `sub?` (`transactions` or a sub-topic id), `transactionId?`. */
export function createRequestStep(params: { topicId?: string; sub?: string; transactionId?: string }): CreateRequestStep | null {
  if (params.topicId === undefined) return { step: 'topic' };
  const topic = topicById(Number(params.topicId));
  if (!topic) return null;
  if (params.sub === undefined) return topic.direction ? { step: 'transactions', topicId: topic.id } : { step: 'sub-topic', topicId: topic.id };
  if (params.sub === 'transactions') {
    if (!topic.direction) return null;
    return params.transactionId === undefined ? { step: 'transactions', topicId: topic.id } : { step: 'form', topicId: topic.id, subTopicId: null, transactionId: Number(params.transactionId) };
  }
  if (params.transactionId !== undefined || !/^\d+$/.test(params.sub)) return null;
  const subTopicId = Number(params.sub);
  if (!topic.subTopics.some((sub) => sub.id === subTopicId)) return null;
  return { step: 'form', topicId: topic.id, subTopicId, transactionId: null };
}
