/**
 * User transfer over HTTP on the built server (spec §3 User transfer data, §4 User transfer,
 * §7 Account and transfer): the page redirect of a required transfer (not on registration, not
 * with ?transfered), the three calls send-code (captcha 113) → check-code → user-data, and their
 * refusals.
 */
import { describe, expect, inject, it } from 'vitest';
import { createClient, solveCaptcha } from '../helpers/http-client.ts';

const base = () => inject('portalUrl');
const API = '/web-api/api/internal/v1/account/user-transfer';
const PASSWORD = 'correct horse battery staple';
let counter = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++counter}@example.com`;
/** A UK mobile number (valid for libphonenumber), unique per call. */
const ukMobile = () => `7400${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
const codeIn = (text: string) => /(\d{6})/.exec(text)![1]!;

/** A player logged in on a fresh client, with a required transfer of `kind`. */
async function playerWithTransfer(kind: 'main' | 'additional' = 'main') {
  const client = createClient(base());
  await client.init();
  const email = unique('transfer');
  const reg = await client.withCaptcha('POST', '/web-api/auth/register', { type: 'email', email, password: PASSWORD });
  expect(reg.status, JSON.stringify(reg.body)).toBe(201);
  const userId = reg.body.user_id as number;
  const dev = await client.devPost('/web-api/dev/player', { playerId: userId, transferRequired: kind });
  expect(dev.status, JSON.stringify(dev.body)).toBe(200);
  expect(dev.body).toMatchObject({ id: userId, transferKind: kind });
  const transferKey = dev.body.transferKey as string;
  expect(transferKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
  return { client, email, userId, transferKey };
}

async function lastCode(recipient: string): Promise<string> {
  const res = await createClient(base()).devGet(`/web-api/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  expect(res.status).toBe(200);
  return codeIn(res.body.messages[0].body);
}

/** Sends the transfer code (solving the captcha) and returns the phone and the code. */
async function sendCode(client: ReturnType<typeof createClient>, transferKey: string) {
  const phone = ukMobile();
  const res = await client.withCaptcha('POST', `${API}/send-code/${transferKey}`, { country_code: '+44', phone });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body).toEqual({ status: 'ok', expiresInSeconds: 300 });
  return { phone, code: await lastCode(`+44${phone}`) };
}

describe('user transfer (spec §4 User transfer, §7 Account and transfer)', () => {
  it('a required transfer sends page requests to /en/user-transfer, not on registration and not with ?transfered=1', async () => {
    const { client, transferKey } = await playerWithTransfer();
    for (const path of ['/en', '/en/onpay/success']) {
      const res = await client.get(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location'), path).toBe('/en/user-transfer');
    }
    const flow = await client.get('/en/user-transfer');
    expect(flow.status).toBe(200);
    expect(flow.body).toContain('Account transfer');
    expect(flow.body).toContain(transferKey);
    // Registration is not sent to the transfer: a player there goes to the office like any player on a guests' page.
    const registration = await client.get('/en/registration');
    expect(registration.headers.get('location')).toBe('/en/office/account');
    const done = await client.get('/en?transfered=1');
    expect(done.status).toBe(200);
    expect(done.headers.get('location')).toBeNull();
    // APIs are not redirected.
    expect((await client.get('/web-api/session')).body.authenticated).toBe(true);
  });

  it('without a required transfer the flow page sends the player home, and guests never see it', async () => {
    const { client, userId } = await playerWithTransfer();
    await client.devPost('/web-api/dev/player', { playerId: userId, transferRequired: 'none' });
    expect((await client.get('/en')).status).toBe(200);
    const away = await client.get('/en/user-transfer');
    expect(away.status).toBe(302);
    expect(away.headers.get('location')).toBe('/en');
    const guest = createClient(base());
    expect((await guest.get('/en/user-transfer')).headers.get('location')).toBe('/en');
  });

  it('send-code asks for a captcha (code 113) and sends the SMS through the outbox', async () => {
    const { client, transferKey } = await playerWithTransfer();
    const phone = ukMobile();
    const refused = await client.post(`${API}/send-code/${transferKey}`, { country_code: '44', phone });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].code).toBe('captcha_required');
    expect(refused.body.captcha.code).toBe(113);
    // The spec's body field `captcha` is accepted as well as the header.
    const solution = await solveCaptcha(refused.body.captcha.challenge);
    const ok = await client.post(`${API}/send-code/${transferKey}`, { country_code: '44', phone, captcha: solution });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.status).toBe('ok');
    expect(await lastCode(`+44${phone}`)).toMatch(/^\d{6}$/);
  });

  it('a wrong code is wrong_code; a check with no code sent is time_up', async () => {
    const { client, transferKey } = await playerWithTransfer();
    const early = await client.post(`${API}/check-code/${transferKey}`, { code: '123456' });
    expect(early.status).toBe(400);
    expect(early.body.errors[0].code).toBe('time_up');
    const { code } = await sendCode(client, transferKey);
    const wrong = await client.post(`${API}/check-code/${transferKey}`, { code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0]).toMatchObject({ code: 'wrong_code', detail: 'The code is wrong.' });
    // The right code still works after a wrong try.
    const right = await client.post(`${API}/check-code/${transferKey}`, { code });
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ status: 'ok', redirectToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
  });

  it('the full flow returns the user id and password once, clears the requirement, and the credentials log in', async () => {
    const { client, userId, transferKey } = await playerWithTransfer('main');
    const { code } = await sendCode(client, transferKey);
    const check = await client.post(`${API}/check-code/${transferKey}`, { code });
    expect(check.status).toBe(200);
    const data = await client.post(`${API}/user-data`, { redirectToken: check.body.redirectToken });
    expect(data.status, JSON.stringify(data.body)).toBe(200);
    expect(data.body).toMatchObject({
      status: 'ok',
      user: { id: expect.stringMatching(/^bp\d{8}$/), password: expect.any(String) },
      account: { type: 0, currency: 'RUB', opened: false },
    });
    expect(data.body.user.password.length).toBeGreaterThanOrEqual(8);

    // Requirement cleared: the next page load is not redirected, the flow page sends home.
    const home = await client.get('/en');
    expect(home.status).toBe(200);
    expect(home.headers.get('location')).toBeNull();
    expect((await client.get('/en/user-transfer')).headers.get('location')).toBe('/en');
    // The session that made the transfer stays; the token and the key work once.
    expect((await client.get('/web-api/session')).body).toMatchObject({ authenticated: true, user_id: userId });
    const replay = await client.post(`${API}/user-data`, { redirectToken: check.body.redirectToken });
    expect(replay.status).toBe(404);
    expect((await client.post(`${API}/check-code/${transferKey}`, { code })).status).toBe(404);

    // The transferred credentials log in.
    const other = createClient(base());
    await other.init();
    const login = await other.post('/web-api/auth/login', { mode: 'login_password', uLogin: data.body.user.id, uPassword: data.body.user.password, save: false });
    expect(login.body).toMatchObject({ status: 'ok', user_id: userId });
  });

  it("an additional-account transfer lands on an account in the brand currency and makes it active", async () => {
    const { client, transferKey } = await playerWithTransfer('additional');
    const { code } = await sendCode(client, transferKey);
    const check = await client.post(`${API}/check-code/${transferKey}`, { code });
    const data = await client.post(`${API}/user-data`, { redirectToken: check.body.redirectToken });
    expect(data.status, JSON.stringify(data.body)).toBe(200);
    expect(data.body.account).toMatchObject({ currency: 'RUB' });
    const balance = await client.get('/web-api/user/balance');
    const active = balance.body.all_accounts.find((a: { isActive: boolean }) => a.isActive);
    expect(active).toMatchObject({ id: data.body.account.id, iso: 'RUB' });
  });

  it('an unknown or another player\'s transfer key is 404 not_found; a guest is 401', async () => {
    const { client, transferKey } = await playerWithTransfer();
    const { client: other, transferKey: otherKey } = await playerWithTransfer();
    for (const key of ['A'.repeat(32), otherKey, 'bad key!']) {
      const send = await client.post(`${API}/send-code/${encodeURIComponent(key)}`, { country_code: '44', phone: ukMobile() });
      expect(send.status, key).toBe(404);
      expect(send.body.errors[0].code).toBe('not_found');
      const check = await client.post(`${API}/check-code/${encodeURIComponent(key)}`, { code: '123456' });
      expect(check.status, key).toBe(404);
    }
    const unknownToken = await client.post(`${API}/user-data`, { redirectToken: 'x'.repeat(43) });
    expect(unknownToken.status).toBe(404);
    // Another player's redirect token is refused too.
    const { code } = await sendCode(other, otherKey);
    const otherCheck = await other.post(`${API}/check-code/${otherKey}`, { code });
    expect((await client.post(`${API}/user-data`, { redirectToken: otherCheck.body.redirectToken })).status).toBe(404);
    const guest = createClient(base());
    await guest.init();
    expect((await guest.post(`${API}/send-code/${transferKey}`, { country_code: '44', phone: ukMobile() })).status).toBe(401);
  });
});
