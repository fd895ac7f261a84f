/**
 * The office menu (spec §2 office menu with categories; src/domain/office/menu.ts): derived from
 * the route table's office rows that name a page, grouped by category, filtered by the ban rule
 * and the identification guard.
 */
import { brands } from '../../src/server/brands.ts';
import { unofferedOfficePaths } from '../../src/server/bonus/office-paths.ts';
import { describe, expect, it } from 'vitest';
import { builtOfficeRows, OFFICE_MENU_CATEGORIES, officeMenu, officeMenuKey } from '../../src/domain/office/menu.ts';
import { ROUTES } from '../../src/domain/routing/route-table.ts';
import en from '../../src/i18n/locales/en.json';

const row = (path: string, extra: Record<string, unknown> = {}) => ({ name: `office:${path}`, pattern: `/office/${path}`, page: `p-${path}`, ...extra });
const notBanned = { level: 0, version: 0 };

describe('office menu', () => {
  it('lists exactly the built office pages of the route table, in their categories', () => {
    const menu = officeMenu({ lng: 'en', ban: notBanned, showIdentification: false });
    const paths = menu.flatMap((c) => c.items.map((i) => i.path));
    const built = ROUTES.filter((r) => r.name.startsWith('office:') && r.page !== undefined && !r.pattern.includes(':') && r.guard !== 'identification').map((r) => r.pattern.slice('/office/'.length));
    expect(paths.sort()).toEqual(built.sort());
    expect(paths).toEqual(expect.arrayContaining(['account', 'history', 'historypay', 'recharge', 'deduce', 'responsible']));
    const payments = menu.find((c) => c.id === 'payments')!;
    expect(payments.items.map((i) => i.path)).toEqual(['recharge', 'deduce', 'historypay', 'payment/requests']);
    expect(payments.items[0]).toEqual({ path: 'recharge', key: 'office_menu_recharge', href: '/en/office/recharge' });
  });

  it('a page added to the route table appears in its category, an unknown one under other, unbuilt ones never', () => {
    const rows = [row('account'), row('settings'), row('brand-new'), { name: 'office:security', pattern: '/office/security', builtBy: 'x' }];
    const menu = officeMenu({ lng: 'ru', ban: notBanned, showIdentification: false, rows });
    expect(menu.map((c) => [c.id, c.items.map((i) => i.path)])).toEqual([
      ['profile', ['account', 'settings']],
      ['other', ['brand-new']],
    ]);
    expect(menu[1]!.items[0]!.href).toBe('/ru/office/brand-new');
  });

  it('a banned player sees only the pages allowed when banned, deduce only at the deduce level', () => {
    const rows = [row('account', { allowedWhenBanned: true }), row('history'), row('deduce')];
    const at = (level: number, version = 0) => officeMenu({ lng: 'en', ban: { level, version }, showIdentification: false, rows }).flatMap((c) => c.items.map((i) => i.path));
    expect(at(0)).toEqual(['account', 'deduce', 'history']);
    expect(at(10)).toEqual(['account']);
    expect(at(45)).toEqual(['account', 'deduce']);
    expect(at(53, 1)).toEqual(['account', 'deduce']);
    expect(at(45, 1)).toEqual(['account']);
  });

  it('identification only when it is shown', () => {
    const rows = [row('identification', { guard: 'identification' })];
    expect(officeMenu({ lng: 'en', ban: notBanned, showIdentification: false, rows })).toEqual([]);
    expect(officeMenu({ lng: 'en', ban: notBanned, showIdentification: true, rows })[0]!.items[0]!.path).toBe('identification');
  });

  it('every office path of spec §2 and every category has its text', () => {
    const paths = [...new Set([...OFFICE_MENU_CATEGORIES.flatMap((c) => c.paths), ...builtOfficeRows().map((r) => r.path)])].filter((p) => p !== 'payment/create-request');
    for (const path of paths) expect(en, path).toHaveProperty([officeMenuKey(path)]);
    for (const category of [...OFFICE_MENU_CATEGORIES.map((c) => c.id), 'other']) expect(en).toHaveProperty([`office_category_${category}`]);
  });

  it('leaves out the cashback programmes and club points a brand does not run', () => {
    const paths = (brand: Parameters<typeof unofferedOfficePaths>[0]) => officeMenu({ lng: 'en', ban: notBanned, showIdentification: false, hidden: unofferedOfficePaths(brand) })
      .flatMap((c) => c.items.map((i) => i.path));
    for (const id of ['main', 'vip']) expect(paths(brands.byId.get(id)!)).toEqual(expect.arrayContaining(['casino/vipcashback', 'casino/premiumcashback', 'rewards']));
    const none = paths({ cashback: [], clubPoints: null });
    expect(none).not.toContain('casino/vipcashback');
    expect(none).not.toContain('casino/premiumcashback');
    expect(none).not.toContain('rewards');
    expect(none).toContain('bonuses/wager');
    expect(paths({ cashback: brands.byId.get('main')!.cashback.filter((c) => c.program === 'premium'), clubPoints: null })).toEqual(expect.arrayContaining(['casino/premiumcashback']));
  });
});
