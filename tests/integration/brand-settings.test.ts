/**
 * Brand settings at run time over HTTP (items 3–5), on a built server of its own (the
 * changes would disturb other test files on the shared one): a brand manager turns `results` off
 * for vip.betportal.test and that domain's results routes answer 404 within 2 s while `main` is
 * untouched; maintenance on for the domain sends its pages to the maintenance page; a bad value is
 * refused naming the field; two saves of the same version → the second is 409 with the current
 * value; a content editor gets 403 (audited); the audit log shows the change and a revert restores it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startBuiltServer, warmTopGames, type RunningServer } from '../helpers/server.ts';
import { staffLogin } from '../helpers/console.ts';

const VIP = { host: 'vip.betportal.test' };
const MAIN = { host: 'localhost' };
let server: RunningServer;
let manager: Awaited<ReturnType<typeof staffLogin>>;

beforeAll(async () => {
  server = await startBuiltServer({ PORTAL_DEV_TOOLS: '1' });
  await warmTopGames(server.url);
  manager = await staffLogin(server.url, 'manager@console.test');
}, 300_000);
afterAll(() => server?.stop());

/** The version of a setting at a level, as the console reads it. */
async function version(domain: string, key: string): Promise<number> {
  const answer = await manager.get(`/console-api/brands/vip/settings?domain=${domain}`);
  expect(answer.status).toBe(200);
  return answer.body.settings.find((s: { key: string }) => s.key === key).version;
}

async function save(domain: string, key: string, value: unknown, reason = 'integration test change') {
  return manager.request('PUT', '/console-api/brands/vip/settings', { domain, changes: [{ key, value, version: await version(domain, key) }], reason });
}

/** Polls `check` until true; @returns the milliseconds it took. @throws after `limitMs` */
async function within(limitMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) return performance.now() - started;
    if (performance.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('brand settings over HTTP', () => {
  it('results off for vip.betportal.test: its results routes answer 404 within 2 s, main untouched; the audit shows it; revert restores it', async () => {
    expect((await get(server.url, '/en/results', VIP)).status).toBe(200);
    expect((await get(server.url, '/ru/results', MAIN)).status).toBe(200);
    const saved = await save('vip.betportal.test', 'features.results', false, 'results feed is down');
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.settings.find((s: { key: string }) => s.key === 'features.results')).toMatchObject({ override: { value: false }, effective: false, version: 1 });
    const took = await within(2000, async () => (await get(server.url, '/en/results', VIP)).status === 404);
    console.log(`results off on vip.betportal.test effective after ${took.toFixed(0)} ms (same instance)`);
    expect((await get(server.url, '/en/results/live', VIP)).status).toBe(404);
    expect((await get(server.url, '/ru/results', MAIN)).status).toBe(200);
    // The brand-wide level of vip is untouched too.
    const brandWide = await manager.get('/console-api/brands/vip/settings');
    expect(brandWide.body.settings.find((s: { key: string }) => s.key === 'features.results')).toMatchObject({ override: null, effective: true });

    const audit = await manager.get('/console-api/audit?key=features.results&brandId=vip');
    expect(audit.status).toBe(200);
    const [entry] = audit.body.entries;
    expect(entry).toMatchObject({ action: 'settings.set', brandId: 'vip', domain: 'vip.betportal.test', key: 'features.results', before: null, after: { value: false }, reason: 'results feed is down', staffEmail: 'manager@console.test' });
    expect(entry.clientAddress).toBeTruthy();
    expect(audit.body.revertable).toContain(entry.id);

    expect((await manager.post(`/console-api/audit/${entry.id}/revert`, { reason: '' })).status).toBe(400);
    const reverted = await manager.post(`/console-api/audit/${entry.id}/revert`, { reason: 'feed is back' });
    expect(reverted.status, JSON.stringify(reverted.body)).toBe(200);
    await within(2000, async () => (await get(server.url, '/en/results', VIP)).status === 200);
    const after = await manager.get('/console-api/audit?key=features.results&brandId=vip');
    expect(after.body.entries[0]).toMatchObject({ action: 'settings.revert', revertOf: entry.id, before: { value: false }, after: null, reason: 'feed is back' });
    // The same revert again is stale: the setting no longer holds that change's value.
    const stale = await manager.post(`/console-api/audit/${entry.id}/revert`, { reason: 'again' });
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0].meta).toMatchObject({ current: null, version: 2 });
  });

  it('maintenance on for a domain sends its pages to the maintenance page; off brings them back', async () => {
    expect((await get(server.url, '/en', VIP)).status).toBe(200);
    expect((await save('vip.betportal.test', 'siteConfig.maintenance.isActive', true, 'planned works')).status).toBe(200);
    await within(2000, async () => {
      const page = await get(server.url, '/en', VIP);
      return page.status === 302 && page.headers.location === '/en/maintenance';
    });
    expect((await get(server.url, '/en/maintenance', VIP)).status).toBe(200);
    expect((await get(server.url, '/ru', MAIN)).status).toBe(200);
    expect((await save('vip.betportal.test', 'siteConfig.maintenance.isActive', false, 'works done')).status).toBe(200);
    await within(2000, async () => (await get(server.url, '/en', VIP)).status === 200);
  });

  it("a theme change reaches that domain's pages and theme stylesheet only", async () => {
    expect((await save('vip.betportal.test', 'theme.accent', '#112233', 'new accent')).status).toBe(200);
    const css = await get(server.url, '/theme.css', VIP);
    expect(css.body).toContain('--color-accent: #112233');
    // Pages carry the tokens in their head (BaseHtml.astro); the page cache must not serve the old ones.
    expect((await get(server.url, '/en', VIP)).body).toContain('--color-accent: #112233');
    expect((await get(server.url, '/theme.css', MAIN)).body).not.toContain('#112233');
    expect((await get(server.url, '/en', MAIN)).body).not.toContain('#112233');
  });

  it('refuses a bad value naming the field; nothing changes', async () => {
    const before = await version('vip.betportal.test', 'siteConfig.minAge');
    const refused = await save('vip.betportal.test', 'siteConfig.minAge', 16);
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].meta.field).toBe('siteConfig.minAge');
    const crossField = await save('', 'hiddenLanguages', ['en']);
    expect(crossField.status).toBe(422);
    expect(crossField.body.errors[0]).toMatchObject({ code: 'setting_invalid', meta: { field: 'hiddenLanguages' } });
    expect(crossField.body.errors[0].detail).toContain('the default language cannot be hidden');
    expect(await version('vip.betportal.test', 'siteConfig.minAge')).toBe(before);
    const noReason = await manager.request('PUT', '/console-api/brands/vip/settings', { domain: '', changes: [{ key: 'siteConfig.minAge', value: 22, version: 0 }], reason: '' });
    expect(noReason.status).toBe(400);
  });

  it('two saves naming the same version: the second is 409 with the current value', async () => {
    const read = await version('', 'siteConfig.autoLogoffInactiveMinutes');
    const first = await manager.request('PUT', '/console-api/brands/vip/settings', { domain: '', changes: [{ key: 'siteConfig.autoLogoffInactiveMinutes', value: 20, version: read }], reason: 'first' });
    expect(first.status).toBe(200);
    const second = await manager.request('PUT', '/console-api/brands/vip/settings', { domain: '', changes: [{ key: 'siteConfig.autoLogoffInactiveMinutes', value: 30, version: read }], reason: 'second' });
    expect(second.status).toBe(409);
    expect(second.body.errors[0].meta).toMatchObject({ field: 'siteConfig.autoLogoffInactiveMinutes', current: { value: 20 }, version: read + 1 });
    const config = await get(server.url, '/bff-api/config/all.json', VIP);
    expect(JSON.parse(config.body)).toMatchObject({ autoLogoffInactiveMinutes: 20 });
  });

  it('a content editor gets 403 on the settings API and page; another brand is 403 and audited', async () => {
    const editor = await staffLogin(server.url, 'editor@console.test');
    expect((await editor.get('/console-api/brands/vip/settings')).status).toBe(403);
    expect((await editor.request('PUT', '/console-api/brands/vip/settings', { domain: '', changes: [{ key: 'features.results', value: false, version: 0 }], reason: 'not mine' })).status).toBe(403);
    expect((await editor.get('/console/brands/vip/settings')).status).toBe(403);
    expect((await editor.get('/console-api/audit')).status).toBe(403);
    expect((await manager.get('/console-api/brands/other/settings')).status).toBe(403);
    const admin = await staffLogin(server.url, 'admin@console.test');
    const denied = await admin.get('/console-api/audit?action=access.denied');
    expect(denied.body.entries.map((e: { brandId: string; key: string; staffEmail: string }) => `${e.staffEmail} ${e.brandId} ${e.key}`)).toEqual(
      expect.arrayContaining(['editor@console.test vip settings.view', 'editor@console.test vip settings.edit', 'manager@console.test other settings.view']),
    );
    // The manager sees the audit of its brands only: not the admin-only entries of brand "other".
    const own = await manager.get('/console-api/audit?action=access.denied');
    expect(own.body.entries.every((e: { brandId: string }) => e.brandId === 'main' || e.brandId === 'vip')).toBe(true);
  });

  it('serves the console pages: brand list, settings form with labelled fields, audit log', async () => {
    const list = await manager.get('/console/settings');
    expect(list.status).toBe(200);
    expect(list.body).toContain('href="/console/brands/vip/settings"');
    const page = await manager.get('/console/brands/vip/settings?domain=vip.betportal.test');
    expect(page.status).toBe(200);
    expect(page.body).toContain('features.results');
    expect(page.body).toContain('<label');
    expect((await manager.get('/console/brands/vip/settings?domain=betportal.test')).status).toBe(404);
    expect((await manager.get('/console/audit')).status).toBe(200);
  });
});
