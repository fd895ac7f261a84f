/**
 * Support button requests (spec §4 "callback or email opens a form", §6 callback) on PGlite and
 * PostgreSQL: an e-mail request of a guest needs a captcha, a player's does not; a call back is
 * refused to guests and where the callback is off or its language hidden; 30 parallel requests of
 * one sender store exactly the limit (the rest 429); the database's CHECKs refuse rows whose kind
 * and fields do not fit. An answer is written once when several staff members answer at the same
 * moment (the others get 409), with exactly one audit row and one outbox e-mail in its
 * transaction; staff of another brand find no such request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { engines, freshDatabase, type TestDatabase } from '../helpers/db.ts';
import { createPlayer } from '../../src/server/ledger/accounts.ts';
import { auditLog, outbox, players, staff, supportRequests } from '../../src/server/db/schema.ts';
import {
  answerSupportRequest, brandSupportRequest, brandSupportRequests, createCallbackRequest, createEmailRequest, playerSupportRequests,
  type SupportSender,
} from '../../src/server/office/support-requests.ts';
import { SUPPORT_REQUESTS_PER_WINDOW } from '../../src/domain/office/support-requests.ts';
import { supportCallbackBody, supportEmailBody } from '../../schemas/support-api.ts';
import type { StaffPrincipal } from '../../src/server/staff/sessions.ts';
import { AppError } from '../../src/server/errors.ts';

const ENGINES = await engines();
const CALLBACK_ON = { isAvailableCallback: true, langsHiddenCallback: ['az'] };

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

let addressCounter = 0;
const sender = (playerId: number | null, extra: Partial<SupportSender> = {}): SupportSender => ({
  brandId: 'main', playerId, language: 'en', address: `10.9.0.${++addressCounter}`, captchaHeader: null, ...extra,
});
const mail = (n = 1) => supportEmailBody.parse({ name: 'Alex', email: 'Alex@Example.com', subject: `Question ${n}`, message: 'Where is my withdrawal?' });

describe.each(ENGINES)('support requests on %s', (kind) => {
  let db: TestDatabase;
  let members: StaffPrincipal[];
  beforeAll(async () => {
    db = await freshDatabase(kind);
    const rows = await db.db.insert(staff).values([1, 2, 3, 4, 5].map((n) => ({ email: `support${n}-${kind}@console.test`, name: `S${n}` })))
      .returning({ id: staff.id, email: staff.email });
    members = rows.map((row, i) => ({ id: row.id, email: row.email, name: 'x', grants: [{ brandId: i < 4 ? 'main' : 'vip', role: 'support' }], sessionId: `s${i}` }) as StaffPrincipal);
  }, 120_000);
  afterAll(() => db.dispose());

  it('stores a player\'s e-mail request at once and asks a guest for a captcha first', async () => {
    const playerId = await createPlayer(db.db, 'main', 'RUB');
    const view = await createEmailRequest(db.db, sender(playerId), mail());
    expect(view).toMatchObject({ kind: 'email', playerId, email: 'alex@example.com', subject: 'Question 1', status: 'open', answer: null, phone: null });
    expect((await playerSupportRequests(db.db, playerId)).map((r) => r.id)).toEqual([view.id]);
    const guest = await refusal(createEmailRequest(db.db, sender(null), mail()));
    expect(guest.code).toBe('captcha_required');
    expect((guest.extra.captcha as { code: number }).code).toBe(114);
    expect((await refusal(createEmailRequest(db.db, sender(null, { captchaHeader: 'bm90IGEgc29sdXRpb24=' }), mail()))).code).toBe('captcha_required');
    expect(await db.db.select().from(supportRequests).where(eq(supportRequests.playerId, playerId))).toHaveLength(1);
  });

  it('stores a call back of a player where offered, with the e-mail on file; refuses guests and hidden languages', async () => {
    const playerId = await createPlayer(db.db, 'main', 'RUB');
    await db.db.update(players).set({ email: `cb-${kind}@example.com` }).where(eq(players.id, playerId));
    const body = supportCallbackBody.parse({ name: 'Alex', phone: '+44 20 7946 0000', preferredTime: 'evening' });
    const view = await createCallbackRequest(db.db, sender(playerId), CALLBACK_ON, body);
    expect(view).toMatchObject({ kind: 'callback', phone: '+442079460000', preferredTime: 'evening', email: `cb-${kind}@example.com`, message: '' });
    expect((await refusal(createCallbackRequest(db.db, sender(null), CALLBACK_ON, body))).code).toBe('unauthorized');
    expect((await refusal(createCallbackRequest(db.db, sender(playerId, { language: 'az' }), CALLBACK_ON, body))).code).toBe('forbidden');
    expect((await refusal(createCallbackRequest(db.db, sender(playerId), { ...CALLBACK_ON, isAvailableCallback: false }, body))).code).toBe('forbidden');
  });

  it('stores exactly the limit of 30 parallel requests of one sender; the rest are 429', async () => {
    const playerId = await createPlayer(db.db, 'main', 'RUB');
    const results = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => createEmailRequest(db.db, sender(playerId), mail(i))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(SUPPORT_REQUESTS_PER_WINDOW);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.every((r) => (r.reason as AppError).code === 'too_many_attempts')).toBe(true);
    expect(await db.db.select().from(supportRequests).where(eq(supportRequests.playerId, playerId))).toHaveLength(SUPPORT_REQUESTS_PER_WINDOW);
    // Another sender is not held back by this one.
    expect((await createEmailRequest(db.db, sender(await createPlayer(db.db, 'main', 'RUB')), mail())).status).toBe('open');
  });

  it('refuses rows whose kind and fields do not fit (CHECKs)', async () => {
    const bad = [
      { brandId: 'main', kind: 'email' as const, language: 'en', name: 'x', message: 'no address' },
      { brandId: 'main', kind: 'callback' as const, language: 'en', name: 'x', message: '', phone: '+442079460000', preferredTime: 'asap' as const },
      { brandId: 'main', kind: 'email' as const, language: 'en', name: 'x', message: 'm', email: 'a@b.cd', status: 'answered' as const },
    ];
    for (const values of bad) {
      await expect(db.db.insert(supportRequests).values(values)).rejects.toThrow();
    }
  });

  it('answers once under 4 parallel answers: one audit row, one outbox e-mail; another brand\'s staff find nothing', async () => {
    const playerId = await createPlayer(db.db, 'main', 'RUB');
    const recipient = `answer-${kind}@example.com`;
    const { id } = await createEmailRequest(db.db, sender(playerId), supportEmailBody.parse({ name: 'Alex', email: recipient, subject: 'Limits', message: 'How do I raise my limit?' }));
    const source = { clientAddress: '127.0.0.1' };
    const vip = { id: 'vip', name: 'BetPortal VIP' };
    expect((await refusal(answerSupportRequest(db.db, members[4]!, vip, id, 'from vip', source))).code).toBe('not_found');
    expect((await brandSupportRequests(db.db, 'vip')).some((r) => r.id === id)).toBe(false);
    const main = { id: 'main', name: 'BetPortal' };
    const results = await Promise.allSettled(members.slice(0, 4).map((m, i) => answerSupportRequest(db.db, m, main, id, `answer ${i}`, source)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.map((r) => (r.reason as AppError).code)).toEqual(['conflict', 'conflict', 'conflict']);
    const answered = (results.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<Awaited<ReturnType<typeof answerSupportRequest>>>).value;
    expect(await brandSupportRequest(db.db, 'main', id)).toEqual(answered);
    expect(answered).toMatchObject({ status: 'answered' });
    const audits = await db.db.select().from(auditLog).where(and(eq(auditLog.key, `support_request:${id}`), eq(auditLog.action, 'support_requests.answer')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toEqual({ status: 'answered', answer: answered.answer });
    const mails = await db.db.select().from(outbox).where(eq(outbox.recipient, recipient));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: 'email', brandId: 'main' });
    expect(mails[0]!.subject).toContain('Limits');
    expect(mails[0]!.body).toContain(answered.answer!);
    expect(mails[0]!.body).toContain('How do I raise my limit?');
    expect((await refusal(answerSupportRequest(db.db, members[0]!, main, id, 'again', source))).code).toBe('conflict');
    expect(await db.db.select().from(outbox).where(eq(outbox.recipient, recipient))).toHaveLength(1);
  });

  it('writes nothing when the e-mail cannot be queued (answer, audit and outbox in one transaction)', async () => {
    const playerId = await createPlayer(db.db, 'main', 'RUB');
    const { id } = await createEmailRequest(db.db, sender(playerId), mail());
    const failing = { send: async () => { throw new Error('outbox down'); } };
    await expect(answerSupportRequest(db.db, members[0]!, { id: 'main', name: 'BetPortal' }, id, 'lost', { clientAddress: null }, failing)).rejects.toThrow('outbox down');
    expect((await brandSupportRequest(db.db, 'main', id)).status).toBe('open');
    expect(await db.db.select().from(auditLog).where(eq(auditLog.key, `support_request:${id}`))).toEqual([]);
  });
});
