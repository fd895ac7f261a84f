/**
 * The staff console over HTTP on the built server: served on the staff host only,
 * with strict headers; login with password and TOTP; enrolment through a one-time link (also the
 * link `npm run staff:create` prints); CSRF on console writes; role checks on pages and endpoints.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { get, startBuiltServer, type RunningServer } from '../helpers/server.ts';
import { consoleClient, staffLogin, STAFF_HOST } from '../helpers/console.ts';
import { DEMO_STAFF_PASSWORD } from '../../src/server/staff/demo.ts';
import { staffTotp } from '../../src/server/staff/identity.ts';

const base = () => inject('portalUrl');
let serial = 0;
const newEmail = () => `it-${Date.now().toString(36)}-${++serial}@console.test`;

/** Enrols through a link's token with the API, as the enrolment page does; returns the client and the secret. */
async function enrolWith(url: string, token: string, email: string, password = 'staff passphrase 2026') {
  const client = consoleClient(url);
  const page = await client.get(`/console/enrol?token=${token}`);
  expect(page.status).toBe(200);
  expect(String(page.body)).toContain(email);
  const step = await client.post('/console-api/auth/enrol', { token, password });
  expect(step.status, JSON.stringify(step.body)).toBe(200);
  expect(step.body).toMatchObject({ step: 'enrol', secret: expect.stringMatching(/^[A-Z2-7]+$/), otpauthUri: expect.stringContaining('otpauth://totp/') });
  expect(step.body.qrSvg).toContain('<svg');
  const done = await client.post('/console-api/auth/totp', { ticket: step.body.ticket, code: staffTotp(step.body.secret, email).generate() });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return { client, secret: step.body.secret as string };
}

describe('where the console lives', () => {
  it('answers on the staff host only: 404 for console paths on a brand domain and for portal paths on the staff host', async () => {
    expect((await get(base(), '/console', { host: 'betportal.test' })).status).toBe(404);
    expect((await get(base(), '/console/login', { host: 'vip.betportal.test' })).status).toBe(404);
    expect((await get(base(), '/console-api/session', { host: 'betportal.test' })).status).toBe(404);
    expect((await get(base(), '/en', { host: STAFF_HOST })).status).toBe(404);
    expect((await get(base(), '/web-api/session', { host: STAFF_HOST })).status).toBe(404);
    const root = await get(base(), '/', { host: STAFF_HOST });
    expect(root.status).toBe(302);
    expect(root.headers['location']).toBe('/console');
  });

  it('sends a guest to the login page, with strict headers', async () => {
    const page = await get(base(), '/console/staff', { host: STAFF_HOST });
    expect(page.status).toBe(302);
    expect(page.headers['location']).toBe('/console/login?next=%2Fconsole%2Fstaff');
    const login = await get(base(), '/console/login', { host: STAFF_HOST });
    expect(login.status).toBe(200);
    expect(login.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(login.headers['content-security-policy']).toContain("script-src 'self'");
    expect(login.headers['x-frame-options']).toBe('DENY');
    expect(login.headers['cache-control']).toBe('no-store');
    expect(login.headers['referrer-policy']).toBe('no-referrer');
    expect((await get(base(), '/console/nothing-here', { host: STAFF_HOST })).status).toBe(404);
  });
});

describe('login', () => {
  it('password then TOTP; the session shows the grants; logout ends it', async () => {
    const client = await staffLogin(base(), 'manager@console.test', { fresh: true });
    const session = await client.get('/console-api/session');
    expect(session.body.staff).toMatchObject({ email: 'manager@console.test', grants: expect.arrayContaining([{ brandId: 'vip', role: 'brand_manager' }]) });
    expect((await client.get('/console')).status).toBe(200);
    expect((await client.post('/console-api/auth/logout')).status).toBe(200);
    expect((await client.get('/console-api/session')).body.staff).toBeNull();
    expect((await client.get('/console')).status).toBe(302);
  });

  it('a wrong password and a wrong code are refused with readable errors', async () => {
    const client = consoleClient(base());
    await client.get('/console-api/session');
    const headers = { 'x-forwarded-for': `198.51.100.${10 + (Date.now() % 200)}` };
    const wrong = await client.request('POST', '/console-api/auth/login', { email: 'support@console.test', password: 'not the password' }, headers);
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0]).toMatchObject({ code: 'invalid_credentials', detail: 'The e-mail or password is wrong.' });
    const first = await client.request('POST', '/console-api/auth/login', { email: 'support@console.test', password: DEMO_STAFF_PASSWORD }, headers);
    expect(first.body).toEqual({ step: 'totp', ticket: expect.any(String) });
    const code = await client.post('/console-api/auth/totp', { ticket: first.body.ticket, code: '000000' });
    expect(code.status).toBe(400);
    expect(code.body.errors[0].code).toBe('wrong_code');
    const bad = await client.post('/console-api/auth/login', { email: 'not an e-mail', password: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].meta.fields).toEqual(['email']);
  });

  it('a console write without the CSRF token is refused', async () => {
    const client = await staffLogin(base(), 'admin@console.test');
    const refused = await client.request('POST', '/console-api/auth/logout', {}, { 'x-csrf-token': 'forged.token' });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].code).toBe('csrf_failed');
    expect((await client.get('/console-api/session')).body.staff).not.toBeNull();
  });
});

describe('staff management and roles', () => {
  it('an admin adds a brand manager for vip; the link enrols once; the manager has the role on vip only', async () => {
    const admin = await staffLogin(base(), 'admin@console.test');
    const email = newEmail();
    const created = await admin.post('/console-api/staff', { email, name: 'VIP Manager', grants: [{ brandId: 'vip', role: 'brand_manager' }], reason: 'new VIP brand manager' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const token = new URL(created.body.enrolUrl).searchParams.get('token')!;
    const { client } = await enrolWith(base(), token, email);
    expect((await client.get('/console-api/session')).body.staff.grants).toEqual([{ brandId: 'vip', role: 'brand_manager' }]);
    // The link works once.
    const other = consoleClient(base());
    await other.get('/console-api/session');
    expect((await other.post('/console-api/auth/enrol', { token, password: 'another passphrase 1' })).status).toBe(404);
    // The manager cannot manage staff.
    expect((await client.get('/console/staff')).status).toBe(403);
    expect((await client.post('/console-api/staff', { email: newEmail(), name: 'X', grants: [{ brandId: 'vip', role: 'admin' }], reason: 'try it' })).status).toBe(403);
    // The staff list shows the new member with the role.
    const list = await admin.get('/console-api/staff');
    expect(list.body.staff).toContainEqual(expect.objectContaining({ email, enrolled: true, grants: [{ brandId: 'vip', role: 'brand_manager' }] }));
  });

  it('a content editor gets 403 on staff pages and endpoints; bad input names the field', async () => {
    const editor = await staffLogin(base(), 'editor@console.test');
    expect((await editor.get('/console')).status).toBe(200);
    const page = await editor.get('/console/staff');
    expect(page.status).toBe(403);
    expect(String(page.body)).toContain('Not allowed');
    expect((await editor.get('/console-api/staff')).status).toBe(403);
    const admin = await staffLogin(base(), 'admin@console.test');
    const noReason = await admin.post('/console-api/staff', { email: newEmail(), name: 'X', grants: [{ brandId: 'vip', role: 'support' }], reason: '' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors[0].meta.fields).toEqual(['reason']);
    const badRole = await admin.post('/console-api/staff', { email: newEmail(), name: 'X', grants: [{ brandId: 'vip', role: 'owner' }], reason: 'testing' });
    expect(badRole.body.errors[0].meta.fields).toEqual(['grants.0.role']);
    const twice = await admin.post('/console-api/staff', { email: 'editor@console.test', name: 'X', grants: [{ brandId: 'vip', role: 'support' }], reason: 'testing' });
    expect(twice.status).toBe(409);
  });
});

describe('npm run staff:create', () => {
  let dir: string;
  let server: RunningServer | null = null;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'portal-staff-create-'));
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates the first admin and prints a one-time enrolment link that enrols with TOTP', { timeout: 120_000 }, async () => {
    const refused = (() => {
      try {
        execFileSync(process.execPath, ['scripts/staff-create.ts', '--email', 'not-an-email', '--role', 'admin'], { env: { ...process.env, PORTAL_DATA_DIR: dir }, stdio: 'pipe' });
        return null;
      } catch (error) {
        return error as { status: number; stderr: Buffer };
      }
    })();
    expect(refused?.status).toBe(2);
    expect(String(refused?.stderr)).toContain('--email');
    const out = execFileSync(process.execPath, ['scripts/staff-create.ts', '--email', 'First.Admin@Example.com', '--role', 'admin'], {
      env: { ...process.env, PORTAL_DATA_DIR: dir }, encoding: 'utf8',
    });
    expect(out).toContain('first.admin@example.com is admin of every brand.');
    const link = /Enrolment link \(one use, 72 hours\): (\S+)/.exec(out)?.[1];
    expect(link).toMatch(/^http:\/\/admin\.localhost:\d+\/console\/enrol\?token=[A-Za-z0-9_-]+$/);
    // A production-like server on that database: no demo staff, the link enrols the admin.
    server = await startBuiltServer({ PORTAL_DATA_DIR: dir });
    const { client } = await enrolWith(server.url, new URL(link!).searchParams.get('token')!, 'first.admin@example.com');
    expect((await client.get('/console-api/session')).body.staff.grants).toEqual([{ brandId: '*', role: 'admin' }]);
    const list = await client.get('/console-api/staff');
    expect(list.body.staff.map((s: { email: string }) => s.email)).toEqual(['first.admin@example.com']);
  });
});
