/**
 * Brand settings and the audit log in the database, on PGlite and PostgreSQL:
 * overrides resolve brand.json → brand override → domain override; a save is versioned (a stale
 * one is 409 with the current value) and validated on the merged brand (422 naming the field,
 * nothing written); every change is audited in the same transaction, and a revert writes the
 * `before` back; the audit log is append-only (UPDATE, DELETE, TRUNCATE refused by the database).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines, freshDatabase, type TestDatabase } from '../helpers/db.ts';
import { auditLog, brandSettings, staff } from '../../src/server/db/schema.ts';
import { brandSchema, type Brand } from '../../schemas/brand.ts';
import { readBrandOverrides, revertSettingChange, saveSettings, settingsStamp, settingsView, levelMap } from '../../src/server/settings/store.ts';
import { resolveBrandSettings } from '../../src/domain/settings/overrides.ts';
import { listAudit } from '../../src/server/staff/audit.ts';
import { vipBrandJson } from '../helpers/brand-fixture.ts';
import type { AppError } from '../../src/server/errors.ts';

const ENGINES = await engines();
const VIP = 'vip.betportal.test';
const failure = async (p: Promise<unknown>) => (await p.then(() => null, (e: unknown) => e)) as AppError | null;

describe.each(ENGINES)('brand settings on %s', (kind) => {
  let t: TestDatabase;
  let base: Brand;
  let staffId: number;
  const actor = (reason = 'test change') => ({ staffId, clientAddress: '203.0.113.7', reason });
  const resolved = async () => {
    const rows = await readBrandOverrides(t.db, 'vip');
    const domains = new Map([...new Set(rows.map((r) => r.domain))].filter(Boolean).map((d) => [d, levelMap(rows, d)]));
    return resolveBrandSettings(base, levelMap(rows, ''), domains);
  };
  beforeAll(async () => {
    t = await freshDatabase(kind);
    base = brandSchema.parse(vipBrandJson());
    const [row] = await t.db.insert(staff).values({ email: 'manager@settings.test', name: 'Manager' }).returning({ id: staff.id });
    staffId = row!.id;
  });
  afterAll(() => t.dispose());

  it('resolves brand default → brand override → domain override', async () => {
    expect((await resolved()).brand.siteConfig!.minAge).toBe(21);
    await saveSettings(t.db, base, { domain: '', changes: [{ key: 'siteConfig.minAge', value: 19, version: 0 }, { key: 'features.results', value: false, version: 0 }], reason: 'brand-wide' }, actor('brand-wide'));
    await saveSettings(t.db, base, { domain: VIP, changes: [{ key: 'features.results', value: true, version: 0 }, { key: 'theme.accent', value: '#123456', version: 0 }], reason: 'domain' }, actor('domain'));
    const { brand, domains } = await resolved();
    expect(brand.siteConfig!.minAge).toBe(19);
    expect(brand.features.results).toBe(false);
    expect(brand.theme.accent).toBe('#d4a84b');
    const domain = domains.get(VIP)!;
    expect(domain.siteConfig!.minAge).toBe(19);
    expect(domain.features.results).toBe(true);
    expect(domain.theme.accent).toBe('#123456');
    const view = settingsView(base, await readBrandOverrides(t.db, 'vip'), VIP);
    expect(view.find((s) => s.key === 'features.results')).toMatchObject({ inherited: false, override: { value: true }, effective: true, version: 1 });
    expect(view.find((s) => s.key === 'siteConfig.minAge')).toMatchObject({ inherited: 19, override: null, effective: 19, version: 0 });
  });

  it('refuses a stale save with 409 and the current value; nothing changes', async () => {
    const stamp = await settingsStamp(t.db);
    const stale = await failure(saveSettings(t.db, base, { domain: VIP, changes: [{ key: 'features.results', value: false, version: 0 }], reason: 'stale' }, actor('stale')));
    expect(stale?.status).toBe(409);
    expect(stale?.extra).toMatchObject({ field: 'features.results', current: { value: true }, version: 1 });
    expect(await settingsStamp(t.db)).toBe(stamp);
  });

  it('refuses a value its schema or the merged brand refuses, naming the field; nothing is written or audited', async () => {
    const audited = (await listAudit(t.db, { brandIds: null })).length;
    const stamp = await settingsStamp(t.db);
    const colour = await failure(saveSettings(t.db, base, { domain: VIP, changes: [{ key: 'theme.accent', value: 'red', version: 1 }], reason: 'bad' }, actor('bad')));
    expect(colour?.status).toBe(422);
    expect(colour?.extra.field).toBe('theme.accent');
    const hidden = await failure(saveSettings(t.db, base, { domain: '', changes: [{ key: 'hiddenLanguages', value: ['en'], version: 0 }], reason: 'bad' }, actor('bad')));
    expect(hidden?.status).toBe(422);
    expect(hidden?.extra.field).toBe('hiddenLanguages');
    // A brand-wide change that breaks a domain level is refused too.
    await saveSettings(t.db, base, { domain: VIP, changes: [{ key: 'defaultLanguage', value: 'ru', version: 0 }], reason: 'domain language' }, actor('domain language'));
    const stamp2 = await settingsStamp(t.db);
    const breaksDomain = await failure(saveSettings(t.db, base, { domain: '', changes: [{ key: 'hiddenLanguages', value: ['ru'], version: 0 }], reason: 'bad' }, actor('bad')));
    expect(breaksDomain?.status).toBe(422);
    expect(breaksDomain?.extra).toMatchObject({ field: 'hiddenLanguages', domain: VIP });
    expect(await settingsStamp(t.db)).toBe(stamp2);
    expect(stamp2).toBe(stamp + 1);
    expect((await listAudit(t.db, { brandIds: null })).length).toBe(audited + 1);
  });

  it('audits each change with staff, brand/domain, key, before, after, reason, address; a revert writes before back', async () => {
    const [last] = await listAudit(t.db, { brandIds: ['vip'], key: 'features.results', domain: VIP });
    expect(last).toMatchObject({ staffId, action: 'settings.set', brandId: 'vip', domain: VIP, key: 'features.results', before: null, after: { value: true }, reason: 'domain', clientAddress: '203.0.113.7' });
    const reverted = await revertSettingChange(t.db, () => base, last!.id, actor('undo'), async () => {});
    const [entry] = await listAudit(t.db, { brandIds: ['vip'], key: 'features.results', domain: VIP });
    expect(entry).toMatchObject({ id: reverted.ids[0], action: 'settings.revert', revertOf: last!.id, before: { value: true }, after: null, reason: 'undo' });
    expect((await resolved()).domains.get(VIP)?.features.results ?? false).toBe(false);
    // Reverting the same change again is stale: the setting no longer holds its `after`.
    const stale = await failure(revertSettingChange(t.db, () => base, last!.id, actor('again'), async () => {}));
    expect(stale?.status).toBe(409);
    expect(stale?.extra).toMatchObject({ current: null, version: 2 });
  });

  it('keeps the audit log append-only: UPDATE, DELETE and TRUNCATE are refused', async () => {
    const count = (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
    expect(count).toBeGreaterThan(0);
    await expect(t.db.update(auditLog).set({ reason: 'rewritten' })).rejects.toThrow();
    await expect(t.db.delete(auditLog)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n).toBe(count);
    expect((await t.db.select().from(brandSettings)).length).toBeGreaterThan(0);
  });
});
