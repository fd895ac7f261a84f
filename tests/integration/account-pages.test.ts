/**
 * The account pages over HTTP on the built server (spec §2 Auth): login and registration pages
 * (registration 404 where it is closed: vip), the legacy redirects into them, the password reset
 * by the link of the recovery message (works once), the one-click activation link and the signed
 * newsletter unsubscribe (idempotent, a tampered signature refused), account verification for a
 * guest and a player.
 */
import { describe, expect, inject, it } from 'vitest';
import { get } from '../helpers/server.ts';
import { TEST_PASSWORD, createClient, registerPlayer } from '../helpers/http-client.ts';

const base = () => inject('portalUrl');
const MAIN = { host: 'localhost' };
const VIP = { host: 'vip.betportal.test' };

async function outbox(recipient: string) {
  const res = await createClient(base()).devGet(`/web-api/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  expect(res.status).toBe(200);
  return res.body.messages as { body: string; channel: string; subject: string }[];
}

/** The path and query of the first link in a message body under `path`. */
function linkIn(body: string, path: string): string {
  const match = new RegExp(`https?://[^\\s/]+(/[a-z]{2}${path}\\?\\S+)`).exec(body);
  if (!match) throw new Error(`no ${path} link in: ${body}`);
  return match[1]!;
}

describe('login and registration pages', () => {
  it('renders the login and registration forms on main', async () => {
    // The first page of the file may be the server's first render of the page islands: room for a cold start.
    const login = await get(base(), '/en/login', MAIN, 60_000);
    expect(login.status).toBe(200);
    expect(login.body).toContain('class="auth-card"');
    expect(login.body).toContain('href="/en/registration"');
    const registration = await get(base(), '/en/registration', MAIN);
    expect(registration.status).toBe(200);
    expect(registration.body).toContain('class="auth-card"');
    expect(registration.body).toContain('name="email"');
  });

  it('answers 404 for registration on vip, where registration is closed, and keeps its login page', async () => {
    expect((await get(base(), '/en/registration', VIP)).status).toBe(404);
    const login = await get(base(), '/en/login', VIP);
    expect(login.status).toBe(200);
    expect(login.body).not.toContain('href="/en/registration"');
  });

  it('leads the legacy addresses into the pages', async () => {
    const registration = await get(base(), '/en/user/registration.php', MAIN);
    expect(registration.status).toBe(302);
    expect(registration.headers.location).toBe('/en/registration');
    const forgot = await get(base(), '/en/user/action.php?action=forgot', MAIN);
    expect(forgot.headers.location).toBe('/en/user/passwordreset');
    expect((await get(base(), forgot.headers.location as string, MAIN)).status).toBe(200);
  });

  it('sends a logged-in player from the guest pages to the office', async () => {
    const { client } = await registerPlayer(base(), 'guestonly');
    const res = await client.get('/en/login');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/en/office/account');
  });
});

describe('password reset by link', () => {
  it('sets a new password once through the link of the recovery message', async () => {
    const { email } = await registerPlayer(base(), 'resetlink');
    const client = createClient(base());
    await client.init();
    expect((await client.withCaptcha('POST', '/web-api/auth/password/recover?lang=en', { identifier: email })).body).toEqual({ sent: true });
    const link = linkIn((await outbox(email))[0]!.body, '/user/passwordreset');
    const token = new URLSearchParams(link.split('?')[1]).get('token')!;
    const page = await client.get(link);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Set a new password');
    const saved = await client.post('/web-api/auth/password/link', { token, password: 'a fresh long secret 71' });
    expect(saved.body).toEqual({ saved: true });
    const again = await client.post('/web-api/auth/password/link', { token, password: 'another fresh secret 72' });
    expect(again.status).toBe(400);
    expect(again.body.errors[0].code).toBe('wrong_code');
    expect((await client.get(link)).body).toContain('not valid or has already been used');
    const login = await client.post('/web-api/auth/login', { mode: 'login_password', uLogin: email, uPassword: 'a fresh long secret 71' });
    expect(login.body.status).toBe('ok');
    const old = await createClient(base()).post('/web-api/auth/login', { mode: 'login_password', uLogin: email, uPassword: TEST_PASSWORD });
    expect(old.body.status).not.toBe('ok');
  });

  it('refuses a malformed token with a 400 naming the field', async () => {
    const client = createClient(base());
    await client.init();
    const res = await client.post('/web-api/auth/password/link', { token: 'short', password: 'a fresh long secret 71' });
    expect(res.status).toBe(400);
  });
});

describe('activation, verification and newsletter links', () => {
  it('confirms the e-mail by the one-click link once', async () => {
    const { client, email } = await registerPlayer(base(), 'activate');
    const [welcome] = await outbox(email);
    const link = linkIn(welcome!.body, '/user/activatefast');
    const guest = createClient(base());
    const first = await guest.get(link.replace(/^\/[a-z]{2}\//, '/en/'));
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toContain('no-store');
    expect(first.body).toContain('Your e-mail address is confirmed.');
    expect((await client.get('/web-api/user/config')).body.result.activation_type).toBe(1);
    expect((await guest.get(link.replace(/^\/[a-z]{2}\//, '/en/'))).body).toContain('not valid or has already been used');
    const verify = await client.get('/en/user/accountverify');
    expect(verify.body).toMatch(/data-contact="email"[\s\S]*?data-confirmed="true"/);
    expect(verify.body).toMatch(/data-contact="phone"[\s\S]*?data-confirmed="false"/);
  });

  it('asks a guest to log in on account verification', async () => {
    const res = await get(base(), '/en/user/accountverify', MAIN);
    expect(res.status).toBe(200);
    expect(res.body).toContain('Log in to verify your account.');
  });

  it('unsubscribes by the signed link without login, idempotently, and refuses a tampered one', async () => {
    const { client, email } = await registerPlayer(base(), 'news');
    const on = { enable_mail_news: true, enable_mail_deposit: true, enable_mail_bets: true, enable_sms_news: true };
    expect((await client.post('/web-api/user/settings', { mailing: on })).status).toBe(200);
    const link = linkIn((await outbox(email))[0]!.body, '/user/stopnewsletter').replace(/^\/[a-z]{2}\//, '/en/');
    const guest = createClient(base());
    const sig = new URLSearchParams(link.split('?')[1]).get('sig')!;
    const tampered = link.replace(sig, `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`);
    expect((await guest.get(tampered)).body).toContain('This unsubscribe link is not valid.');
    expect((await client.get('/web-api/user/settings')).body.mailing).toEqual(on);
    expect((await guest.get(link)).body).toContain('You have unsubscribed from our newsletter');
    expect((await guest.get(link)).body).toContain('You are already unsubscribed from our newsletter.');
    expect((await client.get('/web-api/user/settings')).body.mailing).toEqual({ ...on, enable_mail_news: false, enable_sms_news: false });
  });
});
