/**
 * Payment requests on PGlite and PostgreSQL: a request about one of the player's payments is
 * stored with its parts, another player's payment is not found; an answer is written once even
 * when two staff members answer at the same moment (the other gets 409), with its audit row in the
 * same transaction; a staff member without the request's brand is refused (403) and the refusal
 * audited, changing nothing. Ideas are kept per player and listed to staff of their brand only.
 * A ban is appealed once (parallel appeals store one), a new ban version can be appealed again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { engines, freshDatabase, type TestDatabase } from '../helpers/db.ts';
import { createPlayer, playerAccountIds } from '../../src/server/ledger/accounts.ts';
import { deposit } from '../../src/server/payments/create.ts';
import { auditLog, paymentRequests, players, staff } from '../../src/server/db/schema.ts';
import { appealBan, banState, staffAppeals } from '../../src/server/office/appeals.ts';
import { playerIdeasOf, shareIdea, staffIdeas } from '../../src/server/office/ideas.ts';
import { answerPaymentRequest, createPaymentRequest, playerRequests, staffRequests } from '../../src/server/office/payment-requests.ts';
import type { StaffPrincipal } from '../../src/server/staff/sessions.ts';
import { AppError } from '../../src/server/errors.ts';

const ENGINES = await engines();

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe.each(ENGINES)('payment requests on %s', (kind) => {
  let db: TestDatabase;
  let members: StaffPrincipal[];
  beforeAll(async () => {
    db = await freshDatabase(kind);
    const rows = await db.db.insert(staff).values([
      { email: `a-${kind}@console.test`, name: 'A' }, { email: `b-${kind}@console.test`, name: 'B' }, { email: `v-${kind}@console.test`, name: 'V' },
    ]).returning({ id: staff.id, email: staff.email });
    const grant = (brandId: string) => [{ brandId, role: 'support' as const }];
    members = rows.map((row, i) => ({ id: row.id, email: row.email, name: 'x', grants: grant(i < 2 ? 'main' : 'vip'), sessionId: `s${i}` }) as StaffPrincipal);
  }, 120_000);
  afterAll(() => db.dispose());

  it('stores a request about the player\'s own payment only', async () => {
    const playerId = await createPlayer(db.db, 'main', 'RUB');
    const other = await createPlayer(db.db, 'main', 'RUB');
    const { main } = await playerAccountIds(db.db, playerId);
    const payment = await deposit(db.db, { playerId, accountId: main, amountMinor: 2500, providerId: 'test', idempotencyKey: `pr-${kind}` });
    const view = await createPaymentRequest(db.db, { id: playerId, brandId: 'main' }, { topicId: 1, subTopicId: null, paymentId: payment.id, message: 'where is it?' });
    expect(view).toMatchObject({ status: 'open', payment: { id: payment.id, amountMinor: 2500, currency: 'RUB' } });
    expect((await refusal(createPaymentRequest(db.db, { id: other, brandId: 'main' }, { topicId: 1, subTopicId: null, paymentId: payment.id, message: 'x' }))).code).toBe('not_found');
    expect((await refusal(createPaymentRequest(db.db, { id: playerId, brandId: 'main' }, { topicId: 2, subTopicId: null, paymentId: payment.id, message: 'x' }))).code).toBe('bad_request');
    expect((await playerRequests(db.db, playerId)).map((r) => r.id)).toEqual([view.id]);
    expect(await playerRequests(db.db, other)).toEqual([]);
  });

  it('answers once under concurrent answers, audited; another brand\'s staff are refused and audited', async () => {
    const playerId = await createPlayer(db.db, 'main', 'RUB');
    const { id } = await createPaymentRequest(db.db, { id: playerId, brandId: 'main' }, { topicId: 3, subTopicId: 1, paymentId: null, message: 'methods?' });
    const source = { clientAddress: '127.0.0.1', request: 'POST /console-api/payment-requests' };
    const denied = await refusal(answerPaymentRequest(db.db, members[2]!, id, 'vip staff', source));
    expect(denied.code).toBe('forbidden');
    expect((await staffRequests(db.db, members[2]!)).some((r) => r.id === id)).toBe(false);
    const results = await Promise.allSettled([answerPaymentRequest(db.db, members[0]!, id, 'first', source), answerPaymentRequest(db.db, members[1]!, id, 'second', source)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((rejected.reason as AppError).code).toBe('conflict');
    const [row] = await db.db.select().from(paymentRequests).where(eq(paymentRequests.id, id));
    expect(row!.status).toBe('answered');
    const audits = await db.db.select().from(auditLog).where(eq(auditLog.key, `payment_request:${id}`));
    expect(audits.filter((a) => a.action === 'payment_requests.answer')).toHaveLength(1);
    expect(audits.filter((a) => a.action === 'access.denied' && a.staffId === members[2]!.id)).toHaveLength(1);
    expect(audits.find((a) => a.action === 'payment_requests.answer')!.after).toEqual({ status: 'answered', answer: row!.answer });
    expect(await db.db.select().from(paymentRequests).where(and(eq(paymentRequests.id, id), eq(paymentRequests.answer, 'vip staff')))).toEqual([]);
  });

  it('keeps ideas per player and lists them to staff of their brand only', async () => {
    const mainPlayer = await createPlayer(db.db, 'main', 'RUB');
    const vipPlayer = await createPlayer(db.db, 'vip', 'EUR');
    const a = await shareIdea(db.db, { id: mainPlayer, brandId: 'main' }, 'dark theme everywhere');
    const b = await shareIdea(db.db, { id: vipPlayer, brandId: 'vip' }, 'more tennis');
    expect((await playerIdeasOf(db.db, mainPlayer)).map((i) => i.id)).toEqual([a.id]);
    const support = (i: number) => ({ ...members[i]!, grants: members[i]!.grants.map((g) => ({ ...g })) });
    expect((await staffIdeas(db.db, support(0))).map((i) => i.id)).toContain(a.id);
    expect((await staffIdeas(db.db, support(0))).map((i) => i.id)).not.toContain(b.id);
    expect((await staffIdeas(db.db, support(2))).map((i) => i.id)).toEqual([b.id]);
    expect(await staffIdeas(db.db, { ...members[0]!, grants: [{ brandId: '*', role: 'content_editor' }] })).toEqual([]);
  });

  it('stores one appeal per ban, even for parallel appeals, and lists it to staff of the brand', async () => {
    const playerId = await createPlayer(db.db, 'main', 'RUB');
    expect((await refusal(appealBan(db.db, { id: playerId, brandId: 'main' }, 'not banned'))).code).toBe('conflict');
    await db.db.update(players).set({ banLevel: 3 }).where(eq(players.id, playerId));
    const results = await Promise.allSettled([1, 2, 3].map((n) => appealBan(db.db, { id: playerId, brandId: 'main' }, `appeal ${n}`)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').every((r) => ((r as PromiseRejectedResult).reason as AppError).code === 'conflict')).toBe(true);
    expect(await banState(db.db, playerId)).toMatchObject({ banLevel: 3, reason: null, appealed: true });
    await db.db.update(players).set({ banVersion: 1 }).where(eq(players.id, playerId));
    expect((await banState(db.db, playerId)).appealed).toBe(false);
    await appealBan(db.db, { id: playerId, brandId: 'main' }, 'the new ban too');
    expect((await banState(db.db, playerId)).appeals).toHaveLength(2);
    expect((await staffAppeals(db.db, members[0]!)).filter((a) => a.playerId === playerId)).toHaveLength(2);
    expect((await staffAppeals(db.db, members[2]!)).filter((a) => a.playerId === playerId)).toHaveLength(0);
  });
});
