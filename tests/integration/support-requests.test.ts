/**
 * The support button's forms over HTTP on the shared built server (spec §4 "callback or email
 * opens a form", §6 callback): bad bodies are 4xx with JSON error bodies naming the field (400),
 * a body over the support limit is 413, a write without the CSRF token 403; a guest's e-mail
 * request needs the captcha (400 with code 114, then 201); a call back is 401 for guests and 403
 * in a language of `langsHiddenCallback`; 100 requests of one player at once store exactly the
 * limit (the rest 429 with `retryAfterSeconds`). Support answers a request in the console once
 * (409 the second time, brand managers 403), the answer reaches the outbox and the player's
 * office support page.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { supportRequestView } from '../../schemas/support-api.ts';
import { SUPPORT_BODY_LIMIT, SUPPORT_REQUESTS_PER_WINDOW } from '../../src/domain/office/support-requests.ts';
import { createClient, registerPlayer, solveCaptcha, uniqueText } from '../helpers/http-client.ts';
import { staffLogin } from '../helpers/console.ts';

const base = () => inject('portalUrl');

let addressCounter = 0;
/** A client address of its own (the server runs behind one trusted proxy), so each case has its own limit. */
const ownAddress = () => ({ 'x-forwarded-for': `10.77.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}` });

const EMAIL = { name: 'Alex', email: 'alex@example.com', subject: 'Withdrawal', message: 'Where is my withdrawal?' };
const CALLBACK = { name: 'Alex', phone: '+44 20 7946 0000', preferredTime: 'morning' };

/** A JSON error body: `{ errors: [{ code, detail, meta? }] }`. */
function expectErrorBody(body: unknown, code: string): { code: string; detail: string; meta?: Record<string, unknown> } {
  expect(body, JSON.stringify(body)).toMatchObject({ errors: [expect.objectContaining({ code, detail: expect.any(String) })] });
  return (body as { errors: { code: string; detail: string; meta?: Record<string, unknown> }[] }).errors[0]!;
}

let player: Awaited<ReturnType<typeof registerPlayer>>;
beforeAll(async () => {
  player = await registerPlayer(base(), 'support');
});

describe('support forms: validation', () => {
  it('answers 400 naming the field for each bad e-mail request body', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...EMAIL, email: 'not-an-address' }, 'email'],
      [{ ...EMAIL, name: '   ' }, 'name'],
      [{ ...EMAIL, subject: '' }, 'subject'],
      [{ ...EMAIL, message: 'nul \u0000 inside' }, 'message'],
      [{ ...EMAIL, message: 'x'.repeat(4001) }, 'message'],
      [{ ...EMAIL, extra: true }, ''],
      [{ name: 'Alex' }, 'email'],
    ];
    for (const [body, field] of cases) {
      const res = await player.client.request('POST', '/web-api/support/email', body, ownAddress());
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const error = expectErrorBody(res.body, 'bad_request');
      if (field) expect(error.meta?.fields, JSON.stringify(error)).toContain(field);
    }
  });

  it('answers 400 for a bad call-back body, 401 for a guest, 403 in a language where the callback is hidden', async () => {
    for (const [body, field] of [
      [{ ...CALLBACK, phone: '12345' }, 'phone'],
      [{ ...CALLBACK, phone: '+44 20' }, 'phone'],
      [{ ...CALLBACK, preferredTime: 'midnight' }, 'preferredTime'],
      [{ ...CALLBACK, message: 'x'.repeat(4001) }, 'message'],
    ] as const) {
      const res = await player.client.request('POST', '/web-api/support/callback', body, { ...ownAddress(), 'x-language': 'en' });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(expectErrorBody(res.body, 'bad_request').meta?.fields).toContain(field);
    }
    const guest = createClient(base());
    await guest.init();
    const anonymous = await guest.request('POST', '/web-api/support/callback', CALLBACK, ownAddress());
    expect(anonymous.status).toBe(401);
    expectErrorBody(anonymous.body, 'unauthorized');
    // brands/main/brand.json hides the callback in Arabic.
    const hidden = await player.client.request('POST', '/web-api/support/callback', CALLBACK, { 'x-language': 'ar' });
    expect(hidden.status).toBe(403);
    expectErrorBody(hidden.body, 'forbidden');
  });

  it('answers 413 for a body over the support limit, 400 for a body that is not JSON, 403 without the CSRF token', async () => {
    const big = await player.client.request('POST', '/web-api/support/email', { ...EMAIL, message: 'x'.repeat(SUPPORT_BODY_LIMIT) }, ownAddress());
    expect(big.status).toBe(413);
    expectErrorBody(big.body, 'payload_too_large');
    const text = await player.client.request('POST', '/web-api/support/email', undefined, { ...ownAddress(), 'content-type': 'text/plain' });
    expect(text.status).toBe(400);
    const noCsrf = await player.client.request('POST', '/web-api/support/email', EMAIL, { ...ownAddress(), 'x-csrf-token': 'wrong' });
    expect(noCsrf.status).toBe(403);
    expectErrorBody(noCsrf.body, 'csrf_failed');
  });

  it('asks a guest for the captcha (code 114), then stores the request', async () => {
    const guest = createClient(base());
    await guest.init();
    const headers = ownAddress();
    const first = await guest.request('POST', '/web-api/support/email', EMAIL, headers);
    expect(first.status).toBe(400);
    expectErrorBody(first.body, 'captcha_required');
    expect(first.body.captcha.code).toBe(114);
    const solved = await guest.request('POST', '/web-api/support/email', EMAIL, { ...headers, 'x-captcha-solution': await solveCaptcha(first.body.captcha.challenge) });
    expect(solved.status, JSON.stringify(solved.body)).toBe(201);
    expect(supportRequestView.parse(solved.body.request)).toMatchObject({ kind: 'email', playerId: null, status: 'open' });
  });
});

describe('support forms: rate limit', () => {
  it('stores exactly the limit of 100 requests sent at once by one player; the rest are 429', async () => {
    const { client, userId } = await registerPlayer(base(), 'flood');
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => client.request('POST', '/web-api/support/email', { ...EMAIL, subject: `Flood ${i}` }, ownAddress())));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(SUPPORT_REQUESTS_PER_WINDOW);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - SUPPORT_REQUESTS_PER_WINDOW);
    const refused = answers.find((a) => a.status === 429)!;
    expect(expectErrorBody(refused.body, 'too_many_attempts').meta?.retryAfterSeconds).toBeGreaterThan(0);
    // Different addresses do not help a player past the limit, and a call back counts too.
    expect((await client.request('POST', '/web-api/support/callback', CALLBACK, { ...ownAddress(), 'x-language': 'en' })).status).toBe(429);
    const support = await staffLogin(base(), 'support@console.test');
    const stored = (await support.get('/console-api/support/main/requests')).body.requests as { playerId: number | null }[];
    expect(stored.filter((r) => r.playerId === userId)).toHaveLength(SUPPORT_REQUESTS_PER_WINDOW);
  });
});

describe('support requests in the console', () => {
  it('support answers a call back and an e-mail request once; the answer reaches the outbox and the office', async () => {
    const { client } = player;
    const callback = await client.request('POST', '/web-api/support/callback', { ...CALLBACK, message: 'About my bonus' }, { 'x-language': 'en' });
    expect(callback.status, JSON.stringify(callback.body)).toBe(201);
    expect(callback.body.request).toMatchObject({ kind: 'callback', phone: '+442079460000', preferredTime: 'morning', email: player.email });
    const subject = uniqueText('Limits ');
    const created = await client.request('POST', '/web-api/support/email', { ...EMAIL, email: player.email, subject }, { 'x-language': 'en' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.request.id as number;

    const manager = await staffLogin(base(), 'manager@console.test');
    expect((await manager.get('/console-api/support/main/requests')).status).toBe(403);
    expect((await manager.post(`/console-api/support/main/requests/${id}/answer`, { answer: 'no' })).status).toBe(403);
    const support = await staffLogin(base(), 'support@console.test');
    const open = (await support.get('/console-api/support/main/requests?status=open')).body.requests as { id: number }[];
    expect(open.map((r) => r.id)).toContain(id);
    expect((await support.get('/console-api/support/main/requests?status=closed')).status).toBe(400);
    expect(String((await support.get('/console/support/main')).body)).toContain(`data-request="${id}"`);
    expect(String((await support.get(`/console/support/main/${id}`)).body)).toContain(subject);
    expect((await support.get(`/console/support/vip/${id}`)).status).toBe(404);
    expect((await support.get(`/console-api/support/vip/requests/${id}`)).status).toBe(404);
    expect((await support.post(`/console-api/support/main/requests/${id}/answer`, { answer: '  ' })).status).toBe(400);
    expect((await support.post('/console-api/support/main/requests/999999999/answer', { answer: 'x' })).status).toBe(404);
    const answer = 'Raise it in Office › Responsible gaming; a raise waits 24 hours.';
    const answered = await support.post(`/console-api/support/main/requests/${id}/answer`, { answer });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body.request).toMatchObject({ status: 'answered', answer });
    expect((await support.post(`/console-api/support/main/requests/${id}/answer`, { answer: 'again' })).status).toBe(409);
    expect((await support.post(`/console-api/support/main/requests/${callback.body.request.id}/answer`, { answer: 'We called you at 10:15.' })).status).toBe(200);

    const admin = await staffLogin(base(), 'admin@console.test');
    const audit = (await admin.get(`/console-api/audit?brandId=main&key=support_request:${id}`)).body.entries as { action: string }[];
    expect(audit.map((e) => e.action)).toEqual(['support_requests.answer']);
    const mails = (await client.devGet(`/web-api/dev/outbox?recipient=${encodeURIComponent(player.email)}`)).body.messages as { subject: string; body: string }[];
    expect(mails.find((m) => m.subject.includes(subject))?.body).toContain(answer);
    expect(mails.some((m) => m.body.includes('We called you at 10:15.'))).toBe(true);
    const office = String((await client.get('/en/office/support')).body);
    expect(office).toContain(`data-support-request="${id}" data-status="answered"`);
    expect(office).toContain(answer);
  });
});
