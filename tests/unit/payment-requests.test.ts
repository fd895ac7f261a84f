/**
 * Rules of payment requests (spec §2 office `payment/create-request` children): the step an
 * address is at, and which topic, sub-topic and payment fit together.
 */
import { describe, expect, it } from 'vitest';
import { createRequestStep, requestProblem, topicById } from '../../src/domain/office/payment-requests.ts';

describe('create-request steps', () => {
  it('reads every child of spec §2', () => {
    expect(createRequestStep({})).toEqual({ step: 'topic' });
    expect(createRequestStep({ topicId: '1' })).toEqual({ step: 'transactions', topicId: 1 });
    expect(createRequestStep({ topicId: '3' })).toEqual({ step: 'sub-topic', topicId: 3 });
    expect(createRequestStep({ topicId: '2', sub: 'transactions' })).toEqual({ step: 'transactions', topicId: 2 });
    expect(createRequestStep({ topicId: '2', sub: 'transactions', transactionId: '17' })).toEqual({ step: 'form', topicId: 2, subTopicId: null, transactionId: 17 });
    expect(createRequestStep({ topicId: '3', sub: '2' })).toEqual({ step: 'form', topicId: 3, subTopicId: 2, transactionId: null });
  });

  it('answers null for addresses outside the topics', () => {
    expect(createRequestStep({ topicId: '9' })).toBeNull();
    expect(createRequestStep({ topicId: '3', sub: 'transactions' })).toBeNull();
    expect(createRequestStep({ topicId: '3', sub: '9' })).toBeNull();
    expect(createRequestStep({ topicId: '1', sub: '1' })).toBeNull();
    expect(createRequestStep({ topicId: '3', sub: '1', transactionId: '5' })).toBeNull();
    expect(createRequestStep({ topicId: '3', sub: 'x' })).toBeNull();
  });
});

describe('request parts', () => {
  it('needs a payment of the topic\'s direction, or a sub-topic of a topic without one', () => {
    expect(requestProblem(1, null, { direction: 'deposit' })).toBeNull();
    expect(requestProblem(2, null, { direction: 'withdrawal' })).toBeNull();
    expect(requestProblem(3, 1, null)).toBeNull();
    expect(requestProblem(1, null, null)).toMatch(/payment/);
    expect(requestProblem(1, null, { direction: 'withdrawal' })).toMatch(/deposit/);
    expect(requestProblem(1, 1, { direction: 'deposit' })).toMatch(/sub-topics/);
    expect(requestProblem(3, null, null)).toMatch(/sub-topic/);
    expect(requestProblem(3, 1, { direction: 'deposit' })).toMatch(/not about a payment/);
    expect(requestProblem(4, null, null)).toMatch(/unknown/);
    expect(topicById(3)!.subTopics.map((s) => s.id)).toEqual([1, 2, 3]);
  });
});
