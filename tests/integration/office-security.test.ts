/**
 * The office security and settings calls over HTTP (spec §2 office `security`, `settings`; §3
 * protection methods and Global user settings; §7 GetTimezones): password change (wrong current
 * password, policy, other sessions ended, protection method set), the sessions list and ending
 * another session (the current one refused, another player's unknown), two-step off, the settings
 * (400 on bad input, 422 for a language the brand does not offer) applied to the pages (hidden
 * sports gone from the line, the view and time zone on <html>, the saved language for a URL without
 * a prefix), the security, settings and bring-a-friend pages, and 401 for guests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTP } from 'otpauth';
import { sessionsResponse, timezonesResponse, userSettingsSchema } from '../../schemas/office-api.ts';
import { canonicalTimeZone } from '../../src/domain/office/settings.ts';
import { createClient, registerPlayer, TEST_PASSWORD } from '../helpers/http-client.ts';
import { startBuiltServer, type RunningServer } from '../helpers/server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startBuiltServer({ PORTAL_DEV_TOOLS: '1', PORTAL_CAPTCHA_COST: '50', PORTAL_CAPTCHA_COUNTER_MAX: '40', PORTAL_REGISTRATION_LIMIT: '100' });
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

const NEW_PASSWORD = 'a quite different passphrase 2026';

async function loginAgain(email: string, password = TEST_PASSWORD) {
  const client = createClient(server.url);
  await client.init();
  const res = await client.withCaptcha('POST', '/web-api/auth/login', { mode: 'login_password', uLogin: email, uPassword: password, save: true });
  return { client, res };
}

describe('office security over HTTP', () => {
  it('answers 401 to guests on every office call', async () => {
    const guest = createClient(server.url);
    await guest.init();
    expect((await guest.get('/web-api/user/sessions')).status).toBe(401);
    expect((await guest.get('/web-api/user/settings')).status).toBe(401);
    expect((await guest.post('/web-api/user/password/change', { oldPassword: 'x', newPassword: 'y' })).status).toBe(401);
    expect((await guest.post('/web-api/user/sessions/end', { ref: '0'.repeat(24) })).status).toBe(401);
  });

  it('lists the sessions and ends another one, but not the current one nor another player\'s', async () => {
    const { client, email } = await registerPlayer(server.url, 'sec');
    const second = await loginAgain(email);
    expect(second.res.status, JSON.stringify(second.res.body)).toBe(200);
    const listed = sessionsResponse.parse((await client.get('/web-api/user/sessions')).body).sessions;
    expect(listed).toHaveLength(2);
    const current = listed.find((s) => s.current)!;
    const other = listed.find((s) => !s.current)!;
    expect(other.remembered).toBe(true);
    // Each session names where it started: this client sends no User-Agent, from the loopback address.
    for (const session of listed) expect(session).toMatchObject({ device: null, address: '127.0.0.1' });
    expect((await client.post('/web-api/user/sessions/end', { ref: current.ref })).status).toBe(409);
    const stranger = await registerPlayer(server.url, 'sec');
    expect((await stranger.client.post('/web-api/user/sessions/end', { ref: other.ref })).status).toBe(404);
    expect((await second.client.get('/web-api/user/balance')).status).toBe(200);
    expect((await client.post('/web-api/user/sessions/end', { ref: other.ref })).body).toEqual({ ended: true });
    expect((await second.client.get('/web-api/user/balance')).status).toBe(401);
    expect(sessionsResponse.parse((await client.get('/web-api/user/sessions')).body).sessions.map((s) => s.ref)).toEqual([current.ref]);
  });

  it('refuses bad bodies with 400 naming the field', async () => {
    const { client } = await registerPlayer(server.url, 'sec');
    const bad = await client.post('/web-api/user/sessions/end', { ref: 'not-a-ref' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].meta.fields).toEqual(['ref']);
    expect((await client.post('/web-api/user/password/change', { oldPassword: TEST_PASSWORD, newPassword: 'x\u0000yzzzzzzzz' })).status).toBe(400);
    expect((await client.post('/web-api/user/password/change', { oldPassword: TEST_PASSWORD })).status).toBe(400);
    expect((await client.post('/web-api/user/two-step/disable', { code: '12' })).status).toBe(400);
  });

  it('changes the password: wrong current refused, policy applied, other sessions ended, protection method set', async () => {
    const { client, email } = await registerPlayer(server.url, 'sec');
    const second = await loginAgain(email);
    const wrong = await client.post('/web-api/user/password/change', { oldPassword: 'not my password', newPassword: NEW_PASSWORD });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].code).toBe('invalid_credentials');
    expect((await client.post('/web-api/user/password/change', { oldPassword: TEST_PASSWORD, newPassword: 'password' })).status).toBe(400);
    expect((await client.get('/web-api/user/config')).body.result.protection_methods.is_changed_password).toBe(false);
    expect((await client.post('/web-api/user/password/change', { oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD })).body).toEqual({ saved: true });
    expect((await client.get('/web-api/user/balance')).status).toBe(200);
    expect((await second.client.get('/web-api/user/balance')).status).toBe(401);
    const config = (await client.get('/web-api/user/config')).body.result;
    expect(config.protection_methods.is_changed_password).toBe(true);
    expect(config.protection_level).toBe(30);
    expect((await loginAgain(email)).res.status).not.toBe(200);
    expect((await loginAgain(email, NEW_PASSWORD)).res.status).toBe(200);
  });

  it('turns two-step login on and off with codes from the app', async () => {
    const { client } = await registerPlayer(server.url, 'sec');
    expect((await client.post('/web-api/user/two-step/disable', { code: '123456' })).status).toBe(409);
    const { secret } = (await client.post('/web-api/user/two-step/setup', {})).body as { secret: string };
    const totp = new TOTP({ secret });
    expect((await client.post('/web-api/user/two-step/enable', { code: totp.generate() })).status).toBe(200);
    expect((await client.get('/web-api/user/config')).body.result.protection_methods.enable_two_factor_auth).toBe(true);
    const wrong = String((Number(totp.generate()) + 500_000) % 1_000_000).padStart(6, '0');
    expect((await client.post('/web-api/user/two-step/disable', { code: wrong })).status).toBe(400);
    expect((await client.post('/web-api/user/two-step/disable', { code: totp.generate() })).body).toEqual({ enabled: false });
    expect((await client.get('/web-api/user/config')).body.result.two_step_enabled).toBe(false);
  });

  it('renders the security and bring-a-friend pages for the player only', async () => {
    const { client, userId } = await registerPlayer(server.url, 'sec');
    const page = await client.get('/en/office/security');
    expect(page.status).toBe(200);
    expect(page.body).toContain('data-testid="office-security"');
    const friend = await client.get('/en/office/bringfriend');
    expect(friend.status).toBe(200);
    expect(friend.body).toContain(`/en/?bf=${userId}`);
    expect(friend.body).toContain('makes a first deposit of at least');
    const guest = createClient(server.url);
    expect((await guest.get('/en/office/security')).status).toBe(302);
  });
});

describe('office settings over HTTP', () => {
  it('answers the real IANA zones with their offsets', async () => {
    const guest = createClient(server.url);
    const zones = timezonesResponse.parse((await guest.get('/web-api/GetTimezones')).body).result;
    expect(zones['Asia/Colombo']).toEqual({ text: '(UTC+05:30) Asia/Colombo', value: 5.5, zone: 'Asia/Colombo' });
    expect(zones['Europe/Moscow']).toEqual({ text: '(UTC+03:00) Europe/Moscow', value: 3, zone: 'Europe/Moscow' });
    expect(zones.UTC!.value).toBe(0);
    expect(Object.keys(zones).length).toBeGreaterThan(300);
  });

  it('saves settings, refuses bad ones, and the pages apply them', async () => {
    const { client } = await registerPlayer(server.url, 'set');
    const initial = userSettingsSchema.parse((await client.get('/web-api/user/settings')).body);
    expect(initial).toMatchObject({ timeZone: 'Europe/Moscow', coefViewId: 0, is12h: false, language: null, disallowLineSports: [] });
    for (const body of [{}, { timeZone: 'Mars/Olympus' }, { coefViewId: 3 }, { appTheme: 2 }, { disallowLineSports: ['1'] }, { nope: 1 }]) {
      expect((await client.post('/web-api/user/settings', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await client.post('/web-api/user/settings', { language: 'he' })).status).toBe(422);

    const line = await client.get('/en/line');
    const football = /data-sport-id="(\d+)"/.exec(String(line.body));
    expect(football, 'the line page names its sports').not.toBeNull();
    const sportId = Number(football![1]);
    const saved = await client.post('/web-api/user/settings', { coefViewId: 2, timeZone: 'Asia/Kolkata', is12h: true, disallowLineSports: [sportId], language: 'ru' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ coefViewId: 2, timeZone: canonicalTimeZone('Asia/Kolkata'), is12h: true, disallowLineSports: [sportId], language: 'ru' });

    const after = String((await client.get('/en/line')).body);
    expect(after).toContain('data-coef-view="2"');
    expect(after).toContain(`data-time-zone="${canonicalTimeZone('Asia/Kolkata')}"`);
    expect(after).toContain('data-hour12="true"');
    expect(initial.appTheme, 'the main brand is designed light').toBe(0);
    expect(after).toContain('data-theme="light"');
    expect((await client.post('/web-api/user/settings', { appTheme: 1 })).status).toBe(200);
    expect(String((await client.get('/en/line')).body)).toContain('data-theme="dark"');
    expect(String((await client.get('/theme.css')).body)).toMatch(/:root\[data-theme="dark"\] \{\n {4}color-scheme: dark;/);
    expect(after).not.toContain(`data-sport-id="${sportId}"`);
    expect(String((await client.get('/en/live')).body)).toBeTypeOf('string');
    const bare = await client.get('/office/settings');
    expect(bare.status).toBe(302);
    expect(bare.headers.get('location')).toMatch(/^\/ru\/office\/settings/);
    const page = await client.get('/ru/office/settings');
    expect(page.status).toBe(200);
    expect(page.body).toContain('data-testid="office-settings"');
    expect((await client.get('/web-api/user/config')).body.result.disallow_line_sport).toEqual([sportId]);
  });
});
