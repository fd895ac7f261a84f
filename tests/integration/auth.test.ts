/**
 * Identity over HTTP on the built server: registration, login modes, sessions, CSRF, captcha,
 * rate limits, two-step login, password recovery, and the refusals of each.
 */
import { describe, expect, inject, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { TEST_PASSWORD, createClient, registerPlayer, solveCaptcha } from '../helpers/http-client.ts';

const base = () => inject('portalUrl');
let counter = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++counter}@example.com`;
const PASSWORD = TEST_PASSWORD;

/** A new registered, logged-in player. */
const registered = (email = unique('p')) => registerPlayer(base(), 'p', email);

async function outbox(recipient: string) {
  const res = await createClient(base()).devGet(`/web-api/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  expect(res.status).toBe(200);
  return res.body.messages as { body: string; channel: string; subject: string }[];
}

const codeIn = (text: string) => /(\d{6})/.exec(text)![1]!;

describe('sessions and CSRF', () => {
  it('a guest session is unauthenticated and receives a CSRF cookie', async () => {
    const client = createClient(base());
    const res = await client.init();
    expect(res.body).toMatchObject({ authenticated: false, user_id: null });
    expect(res.body.csrfToken).toBe(client.jar.get('csrf_token'));
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a cookie-authenticated write without the CSRF header, or with another token', async () => {
    const { client } = await registered();
    const missing = await client.post('/web-api/auth/logout', {}, { 'x-csrf-token': '' });
    expect(missing.status).toBe(403);
    expect(missing.body.errors[0].code).toBe('csrf_failed');
    const wrong = await client.post('/web-api/auth/logout', {}, { 'x-csrf-token': 'x'.repeat(43) });
    expect(wrong.status).toBe(403);
    expect((await client.get('/web-api/session')).body.authenticated).toBe(true);
  });

  it('sets the session cookie HttpOnly and SameSite, and logout revokes it server-side', async () => {
    const { client } = await registered();
    const token = client.jar.get('user_token')!;
    expect(token.length).toBeGreaterThanOrEqual(43);
    const logout = await client.post('/web-api/auth/logout');
    expect(logout.body).toEqual({ success: true });
    expect(logout.headers.getSetCookie().join('\n')).toMatch(/user_token=deleted; Path=\/; Expires=Thu, 01 Jan 1970/);
    const replay = createClient(base());
    replay.jar.set('user_token', token);
    expect((await replay.get('/web-api/session')).body.authenticated).toBe(false);
    expect((await replay.get('/web-api/user/balance')).status).toBe(401);
  });

  it('issues a new session token on every login', async () => {
    const { client, email } = await registered();
    const first = client.jar.get('user_token');
    const login = await client.post('/web-api/auth/login', { mode: 'login_password', uLogin: email, uPassword: PASSWORD, save: false });
    expect(login.body).toMatchObject({ status: 'ok' });
    expect(client.jar.get('user_token')).not.toBe(first);
    const old = createClient(base());
    old.jar.set('user_token', first!);
    expect((await old.get('/web-api/session')).body.authenticated).toBe(false);
  });

  it('gettoken gives a bearer token that works without cookies until logout', async () => {
    const { client } = await registered();
    const res = await client.get('/web-api/user/gettoken?force_refresh=true');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, max-age=60');
    const bearer = createClient(base());
    const balance = await bearer.get('/web-api/user/balance', { authorization: `Bearer ${res.body.token}` });
    expect(balance.status).toBe(200);
    expect(balance.body.all_accounts.map((a: { type: number; iso: string }) => [a.type, a.iso])).toEqual([[0, 'RUB'], [4, 'RUB']]);
    await client.post('/web-api/auth/logout');
    expect((await bearer.get('/web-api/user/balance', { authorization: `Bearer ${res.body.token}` })).status).toBe(401);
  });
});

describe('registration', () => {
  it('asks for a captcha (code 112), then registers by e-mail, logs in, and sends a welcome e-mail', async () => {
    const client = createClient(base());
    await client.init();
    const email = unique('reg');
    const refused = await client.post('/web-api/auth/register', { type: 'email', email, password: PASSWORD });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].code).toBe('captcha_required');
    expect(refused.body.captcha.code).toBe(112);
    const solution = await solveCaptcha(refused.body.captcha.challenge);
    const ok = await client.post('/web-api/auth/register', { type: 'email', email, password: PASSWORD }, { 'x-captcha-solution': solution });
    expect(ok.status).toBe(201);
    // A solution works once.
    const replayed = await client.post('/web-api/auth/register', { type: 'email', email: unique('again'), password: PASSWORD }, { 'x-captcha-solution': solution });
    expect(replayed.body.captcha?.code).toBe(112);
    const config = await client.get('/web-api/user/config');
    expect(config.body.result).toMatchObject({ user_email: email, activation_type: 0, ban_level: 0, protection_level: 20, protection_band: 'bad' });
    // The welcome message carries the one-click activation link (the API's language: the brand default, ru).
    const [welcome] = await outbox(email);
    expect(welcome).toMatchObject({ channel: 'email', subject: 'Добро пожаловать в BetPortal: подтвердите e-mail' });
    expect(welcome!.body).toContain('/ru/user/activatefast?token=');
  });

  it.each([
    ['short', 'seven77', 'The password needs at least 8 characters.'],
    ['common', 'password', 'This password is too common. Choose another one.'],
    ['too long', 'x'.repeat(129), 'The password can have at most 128 characters.'],
  ])('refuses a %s password', async (_, password, message) => {
    const client = createClient(base());
    await client.init();
    const res = await client.withCaptcha('POST', '/web-api/auth/register', { type: 'email', email: unique('pw'), password });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].detail).toBe(message);
  });

  it('accepts a 64-character password with no composition rules', async () => {
    const client = createClient(base());
    await client.init();
    const res = await client.withCaptcha('POST', '/web-api/auth/register', { type: 'email', email: unique('long'), password: 'a'.repeat(40) + ' lowercase only words here' });
    expect(res.status).toBe(201);
  });

  it('refuses an e-mail already registered', async () => {
    const { email } = await registered();
    const client = createClient(base());
    await client.init();
    const res = await client.withCaptcha('POST', '/web-api/auth/register', { type: 'email', email, password: PASSWORD });
    expect(res.status).toBe(409);
    expect(res.body.errors[0].code).toBe('already_registered');
  });

  it('is closed on the VIP domain', async () => {
    const client = createClient(base(), 'vip.betportal.test');
    await client.init();
    const res = await client.post('/web-api/auth/register', { type: 'email', email: unique('vip'), password: PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body.errors[0]).toMatchObject({ code: 'registration_closed', detail: 'Registration is closed on this site.' });
  });

  it('one-click registration returns a login and password that log in', async () => {
    const client = createClient(base());
    await client.init();
    const res = await client.withCaptcha('POST', '/web-api/auth/register', { type: 'fast' });
    expect(res.status).toBe(201);
    expect(res.body.login).toMatch(/^bp\d{8}$/);
    const other = createClient(base());
    await other.init();
    const login = await other.post('/web-api/auth/login', { mode: 'login_password', uLogin: res.body.login, uPassword: res.body.password });
    expect(login.body).toEqual({ status: 'ok', user_id: res.body.user_id });
  });

  it('registers by phone with an SMS code (activation type 3), then logs in by phone and by SMS code', async () => {
    const client = createClient(base());
    await client.init();
    const phone = { country_code: '+7', phone_number: `916${String(Date.now()).slice(-7)}` };
    const sent = await client.withCaptcha('POST', '/web-api/auth/sms/send', phone);
    expect(sent.body).toEqual({ sent: true, expiresInSeconds: 300 });
    const e164 = `+7${phone.phone_number}`;
    const code = codeIn((await outbox(e164))[0]!.body);
    const wrong = await client.withCaptcha('POST', '/web-api/auth/register', { type: 'phone', ...phone, password: PASSWORD, sms_code: code === '000000' ? '111111' : '000000' });
    expect(wrong.body.errors[0].code).toBe('wrong_code');
    const ok = await client.withCaptcha('POST', '/web-api/auth/register', { type: 'phone', ...phone, password: PASSWORD, sms_code: code });
    expect(ok.status).toBe(201);
    expect((await client.get('/web-api/user/config')).body.result).toMatchObject({ activation_type: 3, phone_code: '+7', phone_number: phone.phone_number });

    const byPhone = createClient(base());
    await byPhone.init();
    expect((await byPhone.post('/web-api/auth/login', { mode: 'phone_password', ...phone, uPassword: PASSWORD })).body.status).toBe('ok');

    const bySms = createClient(base());
    await bySms.init();
    await bySms.withCaptcha('POST', '/web-api/auth/sms/send', phone);
    const smsCode = codeIn((await outbox(e164))[0]!.body);
    const login = await bySms.post('/web-api/auth/login', { mode: 'sms', ...phone, code: smsCode });
    expect(login.body).toEqual({ status: 'ok', user_id: ok.body.user_id });
    const reused = await bySms.post('/web-api/auth/login', { mode: 'sms', ...phone, code: smsCode });
    expect(reused.status).toBe(400);
  });
});

describe('login refusals and limits', () => {
  it('gives the same answer for a wrong password and an unknown account', async () => {
    const { email } = await registered();
    const client = createClient(base());
    await client.init();
    const wrong = await client.post('/web-api/auth/login', { mode: 'login_password', uLogin: email, uPassword: 'not the password' });
    const unknown = await client.post('/web-api/auth/login', { mode: 'login_password', uLogin: unique('nobody'), uPassword: 'not the password' });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.errors[0]).toMatchObject({ code: 'invalid_credentials', detail: 'Wrong login or password.' });
  });

  it('asks for a captcha after 3 failures (code 111) and locks after 5, for existing and unknown accounts alike', async () => {
    for (const target of [(await registered()).email, unique('ghost')]) {
      const client = createClient(base());
      await client.init();
      const attempt = (password: string, headers: Record<string, string> = {}) =>
        client.post('/web-api/auth/login', { mode: 'login_password', uLogin: target, uPassword: password }, headers);
      for (let i = 0; i < 3; i++) expect((await attempt('wrong password!')).body.errors[0].code).toBe('invalid_credentials');
      const captcha = await attempt(PASSWORD);
      expect(captcha.body.captcha.code).toBe(111);
      for (let i = 0; i < 2; i++) {
        const solved = await attempt('wrong password!', { 'x-captcha-solution': await solveCaptcha((await attempt('x')).body.captcha.challenge) });
        expect(solved.body.errors[0].code).toBe('invalid_credentials');
      }
      const locked = await attempt(PASSWORD);
      expect(locked.status).toBe(429);
      expect(locked.body.errors[0].detail).toBe('Too many attempts. Try again in 15 minutes.');
    }
  });

  it('answers 400 naming the field for a malformed body, and 400 for a body that is not JSON', async () => {
    const client = createClient(base());
    await client.init();
    const res = await client.post('/web-api/auth/login', { mode: 'login_password', uLogin: '', uPassword: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].detail).toMatch(/^uLogin: /);
    const text = await client.request('POST', '/web-api/auth/login', undefined, { 'content-type': 'text/plain' });
    expect(text.body.errors[0].detail).toBe('Send the request body as application/json.');
  });
});

describe('two-step login', () => {
  it('sets up TOTP, then asks for the code after the password; wrong, right and reused codes', async () => {
    const { client, email } = await registered();
    const setup = await client.post('/web-api/user/two-step/setup');
    expect(setup.body.uri).toMatch(/^otpauth:\/\/totp\/BetPortal:/);
    const totp = new TOTP({ secret: Secret.fromBase32(setup.body.secret), digits: 6, period: 30, algorithm: 'SHA1' });
    expect((await client.post('/web-api/user/two-step/enable', { code: '000000' === totp.generate() ? '111111' : '000000' })).body.errors[0].code).toBe('wrong_code');
    expect((await client.post('/web-api/user/two-step/enable', { code: totp.generate() })).body).toEqual({ enabled: true });
    await client.post('/web-api/auth/logout');

    const login = await client.post('/web-api/auth/login', { mode: 'login_password', uLogin: email, uPassword: PASSWORD, save: true });
    expect(login.body.status).toBe('two_step_required');
    expect((await client.get('/web-api/session')).body.authenticated).toBe(false);
    const wrong = await client.post('/web-api/auth/two-step', { challenge: login.body.challenge, code: totp.generate() === '123456' ? '654321' : '123456' });
    expect(wrong.body.errors[0].code).toBe('wrong_code');
    const ok = await client.post('/web-api/auth/two-step', { challenge: login.body.challenge, code: totp.generate() });
    expect(ok.body.status).toBe('ok');
    expect(ok.headers.getSetCookie().join()).toMatch(/user_token=.*Max-Age=2592000.*HttpOnly.*SameSite=Lax/i);
    expect((await client.get('/web-api/session')).body.authenticated).toBe(true);
    const reused = await client.post('/web-api/auth/two-step', { challenge: login.body.challenge, code: totp.generate() });
    expect(reused.body.errors[0].code).toBe('time_up');
  });
});

describe('password recovery', () => {
  it('sends a code (captcha 100), refuses a wrong code, saves the new password and ends old sessions', async () => {
    const { client: old, email } = await registered();
    const client = createClient(base());
    await client.init();
    const first = await client.post('/web-api/auth/password/recover', { identifier: email });
    expect(first.body.captcha.code).toBe(100);
    expect((await client.withCaptcha('POST', '/web-api/auth/password/recover', { identifier: email })).body).toEqual({ sent: true });
    const unknown = await client.withCaptcha('POST', '/web-api/auth/password/recover', { identifier: unique('none') });
    expect(unknown.body).toEqual({ sent: true });
    const code = codeIn((await outbox(email))[0]!.body);
    const wrong = await client.post('/web-api/auth/password/reset', { identifier: email, code: code === '000000' ? '111111' : '000000', password: 'a brand new secret' });
    expect(wrong.body.errors[0]).toMatchObject({ code: 'wrong_code', detail: 'The code is wrong.' });
    const weak = await client.post('/web-api/auth/password/reset', { identifier: email, code, password: 'qwerty123' });
    expect(weak.status).toBe(400);
    const saved = await client.post('/web-api/auth/password/reset', { identifier: email, code, password: 'a brand new secret' });
    expect(saved.body).toEqual({ saved: true });
    expect((await old.get('/web-api/session')).body.authenticated).toBe(false);
    const login = await client.post('/web-api/auth/login', { mode: 'login_password', uLogin: email, uPassword: 'a brand new secret' });
    expect(login.body.status).toBe('ok');
  });
});

describe('wallet over HTTP for a logged-in player', () => {
  it('deposits through the test provider, withdraws, refuses too much, lists history, and manages accounts', async () => {
    const { client } = await registered();
    const { body: start } = await client.get('/web-api/user/balance');
    const main = start.all_accounts[0].id;
    const dep = await client.post('/web-api/payments/deposit', { accountId: main, amount: '150.50', provider: 'test', idempotencyKey: 'dep-0000001' });
    expect(dep.body).toEqual({ payment: expect.objectContaining({ status: 'success', direction: 'deposit' }), redirect: '/ru/onpay/success' });
    expect((await client.post('/web-api/payments/deposit', { accountId: main, amount: '150.50', provider: 'test', idempotencyKey: 'dep-0000001' })).body.payment.id).toBe(dep.body.payment.id);
    const bad = await client.post('/web-api/payments/deposit', { accountId: main, amount: '1.005', provider: 'test', idempotencyKey: 'dep-0000002' });
    expect(bad.body.errors[0].detail).toBe('Enter a positive amount in RUB with at most 2 decimal places.');
    const tooMuch = await client.post('/web-api/payments/withdraw', { accountId: main, amount: '151', provider: 'test', idempotencyKey: 'wd-00000001' });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors[0].code).toBe('insufficient_funds');
    const wd = await client.post('/web-api/payments/withdraw', { accountId: main, amount: '50.50', provider: 'test', idempotencyKey: 'wd-00000002', testOutcome: 'pending' });
    expect(wd.body.redirect).toBe('/ru/onpay/withdraw/pending');
    const cancel = await client.request('DELETE', '/web-api/payments/withdraw');
    expect(cancel.status).toBe(409);
    expect(cancel.body.errors[0].detail).toBe('A withdrawal request cannot be cancelled once it is made.');
    const balance = (await client.get('/web-api/user/balance')).body;
    expect(balance).toMatchObject({ balance: 100, is_available_first_deposit_bonus: false });
    const history = (await client.get('/web-api/payments/history?perPage=1')).body;
    expect(history.total_count).toBe(2);
    expect(history.entities).toHaveLength(1);
    expect(history.entities[0]).toMatchObject({ summ: -50.5, status_id: 0 });
    const add = await client.post('/web-api/user/account/add', { currency: 'USD' });
    expect(add.body).toEqual({ success: true, data: { message: 'The USD account is open.', accountId: expect.any(Number) } });
    const again = await client.post('/web-api/user/account/add', { currency: 'USD' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, data: { message: 'You already have an account in USD.' } });
    expect((await client.post('/web-api/user/account/switch', { id: add.body.data.accountId })).body).toEqual({ success: true, message: 'main_account_will_set', id: add.body.data.accountId });
    const removeMain = await client.post('/web-api/user/account/remove', { id: main });
    expect(removeMain.body).toMatchObject({ success: false, data: { message: 'The main and bonus accounts cannot be removed.' } });
  });
});

describe('guards for logged-in players (spec §4)', () => {
  it('changed terms: pages go to confirm-terms and writes answer 451 with exception_code 1 until accepted', async () => {
    const { client, userId } = await registered();
    const dev = await client.devPost('/web-api/dev/player', { playerId: userId, termsVersion: 1 });
    expect(dev.body).toMatchObject({ termsVersion: 1 });
    const status = await client.get('/web-api/api-v3/v2/user/agreement-rules/status');
    expect(status.body).toEqual({ result: false, updatedAt: '2026-10-01T00:00:00Z' });
    const page = await client.get('/en/onpay/success');
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/en/confirm-terms');
    const terms = await client.get('/en/confirm-terms');
    expect(terms.status).toBe(200);
    expect(terms.body).toContain('<h1>Our terms have been updated</h1>');
    expect(terms.body).toContain('published on October 1, 2026');
    const write = await client.post('/web-api/user/bonus-choice', { choice: 'sports' });
    expect(write.status).toBe(451);
    expect(write.body).toMatchObject({ exception_code: 1, errors: [{ code: 'terms_not_accepted' }] });
    expect((await client.post('/web-api/user/terms/accept')).body).toEqual({ accepted: true, version: 2 });
    expect((await client.post('/web-api/user/bonus-choice', { choice: 'sports' })).body).toEqual({ choice: 'sports' });
    expect((await client.get('/en/confirm-terms')).headers.get('location')).toBe('/en');
  });

  it('a banned player is sent home from routes not allowed when banned', async () => {
    const { client, userId } = await registered();
    expect((await client.get('/en/onpay/success')).status).toBe(200);
    await client.devPost('/web-api/dev/player', { playerId: userId, banLevel: 10 });
    const away = await client.get('/en/onpay/success');
    expect(away.status).toBe(302);
    expect(away.headers.get('location')).toBe('/en');
    expect((await client.get('/en')).status).toBe(200);
    expect((await client.get('/web-api/user/config')).body.result.ban_level).toBe(10);
  });
});

describe('guest page micro-cache', () => {
  it('serves guests the same page again from the cache, with their own cookies, and never a guest\'s copy to a player', async () => {
    const guest = createClient(base());
    const first = await guest.get('/en/onpay/pending');
    const second = await createClient(base()).get('/en/onpay/pending');
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(second.body).toBe(first.body);
    // The stored copy goes out in the encoding asked for, compressed once (fetch decodes it), never twice.
    for (const encoding of ['br', 'gzip']) {
      const compressed = await fetch(`${base()}/en/onpay/pending`, { headers: { 'accept-encoding': encoding } });
      expect(compressed.headers.get('x-page-cache')).toBe('hit');
      expect(compressed.headers.get('content-encoding')).toBe(encoding);
      expect(await compressed.text()).toBe(first.body);
    }
    expect(second.headers.getSetCookie().some((c) => c.startsWith('csrf_token='))).toBe(true);
    expect(second.headers.get('content-security-policy')!.match(/frame-ancestors/g)).toHaveLength(1);
    const { client } = await registered();
    const player = await client.get('/en/onpay/pending');
    expect(player.headers.get('x-page-cache')).toBeNull();
    expect(player.body).not.toBe(first.body);
    expect(String(player.body)).toContain('data-authenticated="true"');
  });
});
