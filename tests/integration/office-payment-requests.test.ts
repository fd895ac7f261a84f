/**
 * Payment requests over HTTP on the shared built server: a player files a request about one of
 * their deposits (400 for parts that do not fit the topic or a bad body, 404 for another player's
 * payment), sees it on `office/payment/requests` and on the create-request steps; support answers
 * it in the console (the console page lists it; a second answer is 409; brand managers get 403) and
 * the player reads the answer.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { paymentRequestView } from '../../schemas/office-api.ts';
import { createClient, loginPlayer, registerPlayer, uniqueText } from '../helpers/http-client.ts';
import { staffLogin } from '../helpers/console.ts';

const base = () => inject('portalUrl');
type Client = ReturnType<typeof createClient>;

async function depositOf(client: Client, accountId: number): Promise<number> {
  const res = await client.request('POST', '/web-api/payments/deposit', { accountId, amount: '25', provider: 'test', idempotencyKey: uniqueText('pr-') }, { 'x-language': 'en' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.payment.id as number;
}

let player: Awaited<ReturnType<typeof registerPlayer>>;
let paymentId = 0;
beforeAll(async () => {
  player = await registerPlayer(base(), 'payreq');
  paymentId = await depositOf(player.client, player.accountId);
});

describe('payment requests over HTTP', () => {
  it('walks the create-request steps, 404 for an address outside the topics or another player\'s payment', async () => {
    const { client } = player;
    expect(String((await client.get('/en/office/payment/create-request')).body)).toContain('data-testid="payreq-topics"');
    const list = String((await client.get('/en/office/payment/create-request/1/transactions')).body);
    expect(list).toContain(`data-payment="${paymentId}"`);
    expect((await client.get('/en/office/payment/create-request/1')).status).toBe(200);
    expect(String((await client.get(`/en/office/payment/create-request/1/transactions/${paymentId}`)).body)).toContain('data-testid="payreq-picked"');
    expect(String((await client.get('/en/office/payment/create-request/3')).body)).toContain('data-testid="payreq-sub-topics"');
    expect((await client.get('/en/office/payment/create-request/3/2')).status).toBe(200);
    for (const path of ['9', '3/9', '3/transactions', '1/2', `2/transactions/${paymentId}`]) {
      expect((await client.get(`/en/office/payment/create-request/${path}`)).status, path).toBe(404);
    }
    const other = await registerPlayer(base(), 'payreq');
    expect((await other.client.get(`/en/office/payment/create-request/1/transactions/${paymentId}`)).status).toBe(404);
  });

  it('refuses bad requests: 400 for a bad body or parts that do not fit, 404 for another player\'s payment', async () => {
    const { client } = player;
    const cases: [unknown, number][] = [
      [{ topicId: 1, message: 'no payment' }, 400],
      [{ topicId: 2, paymentId, message: 'a deposit under withdrawal' }, 400],
      [{ topicId: 3, paymentId, subTopicId: 1, message: 'other with a payment' }, 400],
      [{ topicId: 3, subTopicId: 7, message: 'unknown sub-topic' }, 400],
      [{ topicId: 1, paymentId, message: '' }, 400],
      [{ topicId: 1, paymentId, message: 'nul \u0000 inside' }, 400],
      [{ topicId: 1, paymentId, message: 'x', extra: true }, 400],
    ];
    for (const [body, status] of cases) expect((await client.post('/web-api/office/payment-requests', body)).status, JSON.stringify(body)).toBe(status);
    const other = await registerPlayer(base(), 'payreq');
    expect((await other.client.post('/web-api/office/payment-requests', { topicId: 1, paymentId, message: 'not mine' })).status).toBe(404);
    const guest = createClient(base());
    await guest.init();
    expect((await guest.get('/web-api/office/payment-requests')).status).toBe(401);
  });

  it('files a request, support answers it once in the console, the player reads the answer', async () => {
    const { client } = player;
    const created = await client.post('/web-api/office/payment-requests', { topicId: 1, paymentId, message: 'My deposit of 25 is not on my balance.' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const request = paymentRequestView.parse(created.body.request);
    expect(request).toMatchObject({ topicId: 1, subTopicId: null, status: 'open', answer: null, payment: { id: paymentId, direction: 'deposit', amountMinor: 2500, currency: 'RUB' } });
    const other = await client.post('/web-api/office/payment-requests', { topicId: 3, subTopicId: 2, message: 'What are the limits?' });
    expect(other.status).toBe(201);
    expect(((await client.get('/web-api/office/payment-requests')).body.requests as { id: number }[]).map((r) => r.id)).toEqual([other.body.request.id, request.id]);

    const manager = await staffLogin(base(), 'manager@console.test');
    expect((await manager.get('/console-api/payment-requests')).status).toBe(403);
    expect((await manager.post(`/console-api/payment-requests/${request.id}/answer`, { answer: 'no' })).status).toBe(403);
    const support = await staffLogin(base(), 'support@console.test');
    const listed = (await support.get('/console-api/payment-requests')).body.requests as { id: number; status: string }[];
    expect(listed.find((r) => r.id === request.id)?.status).toBe('open');
    expect(String((await support.get('/console/payment-requests')).body)).toContain(`data-request="${request.id}"`);
    expect((await support.post(`/console-api/payment-requests/${request.id}/answer`, { answer: '   ' })).status).toBe(400);
    expect((await support.post('/console-api/payment-requests/999999999/answer', { answer: 'x' })).status).toBe(404);
    const answered = await support.post(`/console-api/payment-requests/${request.id}/answer`, { answer: 'It is credited now: the provider confirmed it.' });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body.request).toMatchObject({ status: 'answered', answer: 'It is credited now: the provider confirmed it.' });
    expect((await support.post(`/console-api/payment-requests/${request.id}/answer`, { answer: 'again' })).status).toBe(409);
    const admin = await staffLogin(base(), 'admin@console.test');
    const audit = (await admin.get(`/console-api/audit?brandId=main&key=payment_request:${request.id}`)).body.entries as { action: string }[];
    expect(audit.map((e) => e.action)).toEqual(['payment_requests.answer']);

    const page = String((await client.get('/en/office/payment/requests')).body);
    expect(page).toContain('It is credited now: the provider confirmed it.');
    expect(page).toContain(`data-request="${request.id}" data-status="answered"`);
  });
});

describe('support and ideas over HTTP', () => {
  it('stores a player\'s idea (400 on an empty one), lists it to the player and to staff with ideas.view', async () => {
    const { client, userId } = await registerPlayer(base(), 'idea');
    expect((await client.post('/web-api/office/ideas', { text: '   ' })).status).toBe(400);
    expect((await client.post('/web-api/office/ideas', { text: 'x'.repeat(2001) })).status).toBe(400);
    const text = `Show the kick-off countdown on the line page ${uniqueText('i')}`;
    const sent = await client.post('/web-api/office/ideas', { text });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.idea).toMatchObject({ playerId: userId, brandId: 'main', text });
    expect((await client.get('/web-api/office/ideas')).body.ideas.map((i: { text: string }) => i.text)).toEqual([text]);
    const other = await registerPlayer(base(), 'idea');
    expect((await other.client.get('/web-api/office/ideas')).body.ideas).toEqual([]);
    expect(String((await client.get('/en/office/share-idea')).body)).toContain(text);
    const support = await staffLogin(base(), 'support@console.test');
    expect(((await support.get('/console-api/ideas')).body.ideas as { text: string }[]).some((i) => i.text === text)).toBe(true);
    expect(String((await support.get('/console/ideas')).body)).toContain(text);
    const editor = await staffLogin(base(), 'editor@console.test');
    expect((await editor.get('/console-api/ideas')).status).toBe(403);
  });

  it('shows the brand\'s contacts and the player\'s requests on the support page', async () => {
    const { client } = await registerPlayer(base(), 'support');
    await client.post('/web-api/office/payment-requests', { topicId: 3, subTopicId: 1, message: 'Which methods work in my country?' });
    const page = await client.get('/en/office/support');
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('data-testid="support-contacts"');
    expect(String(page.body)).toMatch(/mailto:[^"]+@/);
    expect(String(page.body)).toContain('data-status="open"');
  });
});

describe('ban appeals over HTTP', () => {
  it('a banned player sees the level and reason, appeals once; staff see the appeal; others cannot open the page', async () => {
    const { client: before, email, userId } = await registerPlayer(base(), 'appeal');
    expect((await before.get('/en/block-appeal-history')).status).toBe(302);
    expect((await before.post('/web-api/office/block-appeals', { text: 'not banned' })).status).toBe(409);
    const admin = await staffLogin(base(), 'admin@console.test');
    const banned = await admin.post(`/console-api/players/${userId}/ban`, { banLevel: 5, reason: 'Several accounts from one household' });
    expect(banned.status, JSON.stringify(banned.body)).toBe(200);
    // The ban ended the player's sessions; the player logs in again to appeal.
    const client = await loginPlayer(base(), email);
    const page = await client.get('/en/block-appeal-history');
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('Several accounts from one household');
    expect(String(page.body)).toContain('data-testid="appeal-form"');
    expect((await client.post('/web-api/office/block-appeals', { text: '' })).status).toBe(400);
    const sent = await client.post('/web-api/office/block-appeals', { text: 'My brother has his own account; we share a flat only.' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.appeal).toMatchObject({ playerId: userId, banLevel: 5, banVersion: 0 });
    expect((await client.post('/web-api/office/block-appeals', { text: 'again' })).status).toBe(409);
    const state = (await client.get('/web-api/office/block-appeals')).body;
    expect(state).toMatchObject({ banLevel: 5, reason: 'Several accounts from one household', appealed: true });
    expect(String((await client.get('/en/block-appeal-history')).body)).toContain('data-testid="appeal-sent"');
    const support = await staffLogin(base(), 'support@console.test');
    expect(((await support.get('/console-api/appeals')).body.appeals as { id: number }[]).map((a) => a.id)).toContain(sent.body.appeal.id);
    expect(String((await support.get('/console/appeals')).body)).toContain(`data-appeal="${sent.body.appeal.id}"`);
    const editor = await staffLogin(base(), 'editor@console.test');
    expect((await editor.get('/console-api/appeals')).status).toBe(403);
  });

  it('staff with players.ban answer an appeal once: upheld keeps the ban, lifted ends it; the player reads the reply', async () => {
    const { email, userId } = await registerPlayer(base(), 'appeal-answer');
    const admin = await staffLogin(base(), 'admin@console.test');
    expect((await admin.post(`/console-api/players/${userId}/ban`, { banLevel: 5, reason: 'Chargeback on a deposit' })).status).toBe(200);
    // The ban ended the player's sessions; the player logs in again to appeal.
    let client = await loginPlayer(base(), email);
    const first = (await client.post('/web-api/office/block-appeals', { text: 'The chargeback was my bank\'s mistake.' })).body.appeal as { id: number };

    const support = await staffLogin(base(), 'support@console.test');
    expect((await support.post(`/console-api/appeals/${first.id}/answer`, { decision: 'lifted', reply: 'Lifted by support' })).status, 'support may not decide on a ban').toBe(403);
    const risk = await staffLogin(base(), 'risk@console.test');
    const listed = (await risk.get('/console-api/appeals')).body.appeals as { id: number; canAnswer: boolean }[];
    expect(listed.find((a) => a.id === first.id)?.canAnswer).toBe(true);
    expect((await risk.post(`/console-api/appeals/${first.id}/answer`, { decision: 'maybe', reply: 'x' })).status).toBe(400);
    expect((await risk.post(`/console-api/appeals/${first.id}/answer`, { decision: 'upheld', reply: 'no' })).status, 'a reply of at least 3 characters').toBe(400);
    const upheld = await risk.post(`/console-api/appeals/${first.id}/answer`, { decision: 'upheld', reply: 'The bank confirmed the chargeback.' });
    expect(upheld.status, JSON.stringify(upheld.body)).toBe(200);
    expect(upheld.body).toMatchObject({ id: first.id, decision: 'upheld', reply: 'The bank confirmed the chargeback.' });
    expect((await risk.post(`/console-api/appeals/${first.id}/answer`, { decision: 'lifted', reply: 'Changed my mind' })).status, 'answered once').toBe(409);
    expect((await client.get('/web-api/office/block-appeals')).body).toMatchObject({ banLevel: 5 });
    const page = String((await client.get('/en/block-appeal-history')).body);
    expect(page).toContain('The bank confirmed the chargeback.');
    expect(page).toContain('data-decision="upheld"');
    expect(String((await risk.get('/console/appeals')).body)).toContain('data-decision="upheld"');

    // A new ban version: the player appeals again, and this time the ban is lifted.
    expect((await admin.post(`/console-api/players/${userId}/ban`, { banLevel: 5, banVersion: 1, reason: 'Reviewed again' })).status).toBe(200);
    client = await loginPlayer(base(), email);
    const second = (await client.post('/web-api/office/block-appeals', { text: 'Here is the bank letter.' })).body.appeal as { id: number };
    // Ten answers at once: exactly one is applied.
    const answers = await Promise.all(Array.from({ length: 10 }, () => risk.post(`/console-api/appeals/${second.id}/answer`, { decision: 'lifted', reply: 'The bank letter clears it.' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect((await client.get('/web-api/office/block-appeals')).body).toMatchObject({ banLevel: 0 });
    expect((await client.get('/en/block-appeal-history')).status, 'no longer banned').toBe(302);
    const audit = await admin.get(`/console-api/audit?key=${encodeURIComponent(`appeal:${second.id}`)}`);
    expect(audit.status).toBe(200);
    expect(JSON.stringify(audit.body)).toContain('appeals.answer');
  });
});
