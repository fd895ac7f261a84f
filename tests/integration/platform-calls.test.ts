/**
 * Platform calls of spec §7 on the shared built server: the media video token (`POST
 * /web-api/user/updatetoken`, players only) and the device fingerprint (`POST
 * /web-api/session/fingerprint`, spec §3 Fingerprint shape) with its validity rule on the identity
 * calls — a bad `X-Fingerprint` is 400 `fingerprint_invalid`, a signed one is accepted; the
 * policy logo `GET /web-api/policy/logo.agif` (spec §7, §9).
 */
import { expect, inject, it } from 'vitest';
import sharp from 'sharp';
import { TEST_PASSWORD, createClient, registerPlayer } from '../helpers/http-client.ts';
import { get, getBytes } from '../helpers/server.ts';
import { POLICY_LOGO_COUNTRY_IDS, POLICY_LOGO_PATH, POLICY_LOGO_SIZE, showsPolicyLogo } from '../../src/domain/policy-logo.ts';

const base = () => inject('portalUrl');

it('updatetoken answers a new token to a player every time, and 401 to a guest', async () => {
  const guest = createClient(base());
  await guest.init();
  expect((await guest.post('/web-api/user/updatetoken')).status).toBe(401);
  const { client } = await registerPlayer(base(), 'mediatoken');
  const first = await client.post('/web-api/user/updatetoken');
  expect(first.status).toBe(200);
  expect(first.headers.get('cache-control')).toContain('no-store');
  const body = first.body as { token: string; expiresAt: string };
  expect(body.token).toMatch(/^\d+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
  const minutes = (Date.parse(body.expiresAt) - Date.now()) / 60_000;
  expect(minutes).toBeGreaterThan(10);
  expect(minutes).toBeLessThanOrEqual(15);
});

it('fingerprint: the device hash signed for 24 h; a malformed hash is a 400 naming the field', async () => {
  const client = createClient(base());
  await client.init();
  const bad = await client.post('/web-api/session/fingerprint', { hash: 'not hex' });
  expect(bad.status).toBe(400);
  expect(JSON.stringify(bad.body)).toContain('hash');
  const answer = await client.post('/web-api/session/fingerprint', { hash: 'a1b2c3d4e5f60718293a' });
  expect(answer.status).toBe(200);
  const body = answer.body as { token: string; expiresAt: string; data: { hash: string } };
  expect(body.data).toEqual({ hash: 'a1b2c3d4e5f60718293a' });
  expect(Math.round((Date.parse(body.expiresAt) - Date.now()) / 3_600_000)).toBe(24);
});

it('login refuses a forged fingerprint with fingerprint_invalid and takes a signed one', async () => {
  const { email } = await registerPlayer(base(), 'fingerprint');
  const client = createClient(base());
  await client.init();
  const forged = await client.post('/web-api/auth/login', { mode: 'login_password', uLogin: email, uPassword: TEST_PASSWORD }, { 'x-fingerprint': '4102444800.YWJj.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
  expect(forged.status).toBe(400);
  expect(JSON.stringify(forged.body)).toContain('fingerprint_invalid');
  const { token } = (await client.post('/web-api/session/fingerprint', { hash: '00112233445566778899' })).body as { token: string };
  const signed = await client.post('/web-api/auth/login', { mode: 'login_password', uLogin: email, uPassword: TEST_PASSWORD }, { 'x-fingerprint': token });
  expect(signed.status).toBe(200);
  expect((signed.body as { user_id: number }).user_id).toBeGreaterThan(0);
});

it('the policy logo is a GIF of the brand for the spec §9 countries, linked from the footer', async () => {
  for (const host of ['betportal.test', 'vip.betportal.test']) {
    const logo = await getBytes(base(), '/web-api/policy/logo.agif', { host });
    expect(logo.status).toBe(200);
    expect(logo.headers['content-type']).toBe('image/gif');
    expect(logo.body.subarray(0, 6).toString('latin1')).toMatch(/^GIF8[79]a$/);
    expect((await sharp(logo.body).metadata()).width).toBe(POLICY_LOGO_SIZE.width);
  }
  const page = String((await get(base(), '/en', { host: 'betportal.test' })).body);
  expect(page).toContain(`src="${POLICY_LOGO_PATH}"`);
  expect(showsPolicyLogo(2)).toBe(false);
  expect(POLICY_LOGO_COUNTRY_IDS.every(showsPolicyLogo)).toBe(true);
});
