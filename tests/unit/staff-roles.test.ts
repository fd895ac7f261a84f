/**
 * The console's role matrix as a table: every role × every console action → allowed or
 * 403, written out here independently of src/domain/staff/roles.ts, so a change to the matrix
 * must be made in both places on purpose. Also: grants are per brand, `*` covers every brand, and
 * only an admin of every brand grants roles on every brand.
 */
import { describe, expect, it } from 'vitest';
import { can, canGrant, CONSOLE_ACTIONS, STAFF_ROLES, brandsAllowing, type ConsoleAction, type StaffRole } from '../../src/domain/staff/roles.ts';

const Y = 'allowed';
const N = 403;
type Cell = typeof Y | typeof N;

/** Rows: actions; columns: admin, brand_manager, content_editor, support, risk. */
const MATRIX: Record<ConsoleAction, [Cell, Cell, Cell, Cell, Cell]> = {
  //                         admin  manager editor support risk
  'console.enter':          [Y,     Y,      Y,     Y,      Y],
  'settings.view':          [Y,     Y,      N,     N,      N],
  'settings.edit':          [Y,     Y,      N,     N,      N],
  'audit.view':             [Y,     Y,      N,     N,      Y],
  'audit.revert':           [Y,     Y,      N,     N,      N],
  'players.view':           [Y,     N,      N,     Y,      Y],
  'players.sessions.end':   [Y,     N,      N,     Y,      Y],
  'players.ban':            [Y,     N,      N,     N,      Y],
  'players.adjust':         [Y,     N,      N,     Y,      Y],
  'players.manager':        [Y,     N,      N,     Y,      N],
  'adjustments.approve':    [Y,     N,      N,     N,      Y],
  'adjustments.totals':     [Y,     N,      N,     N,      Y],
  'staff.manage':           [Y,     N,      N,     N,      N],
  'media.view':             [Y,     N,      Y,     N,      N],
  'media.upload':           [Y,     N,      Y,     N,      N],
  'content.view':           [Y,     N,      Y,     N,      N],
  'content.edit':           [Y,     N,      Y,     N,      N],
  'content.publish':        [Y,     N,      Y,     N,      N],
  'verification.view':      [Y,     N,      N,     N,      Y],
  'verification.review':    [Y,     N,      N,     N,      Y],
  'payment_requests.answer': [Y,    N,      N,     Y,      N],
  'support_requests.answer': [Y,    N,      N,     Y,      N],
  'ideas.view':             [Y,     Y,      N,     Y,      N],
  'casino.view':            [Y,     Y,      N,     N,      N],
  'casino.edit':            [Y,     Y,      N,     N,      N],
  'bonuses.view':           [Y,     Y,      N,     N,      N],
  'bonuses.edit':           [Y,     Y,      N,     N,      N],
  'players.bonus':          [Y,     N,      N,     Y,      N],
  'feed.imports.view':      [Y,     N,      N,     N,      Y],
  'casino.risk':            [Y,     N,      N,     N,      Y],
  'casino.providers':       [Y,     N,      N,     N,      N],
};
const ROLES: StaffRole[] = ['admin', 'brand_manager', 'content_editor', 'support', 'risk'];

describe('role matrix', () => {
  it('covers every action and every role', () => {
    expect(Object.keys(MATRIX).sort()).toEqual([...CONSOLE_ACTIONS].sort());
    expect([...STAFF_ROLES].sort()).toEqual([...ROLES].sort());
  });

  const cases = CONSOLE_ACTIONS.flatMap((action) => ROLES.map((role, i) => ({ action, role, expected: MATRIX[action][i]! })));
  it.each(cases)('$role → $action: $expected', ({ action, role, expected }) => {
    const grants = [{ brandId: 'vip', role }];
    expect(can(grants, action, 'vip') ? Y : N).toBe(expected);
    // A grant on vip never reaches main.
    expect(can(grants, action, 'main')).toBe(false);
    // Granted on every brand: the same answer on any brand.
    expect(can([{ brandId: '*', role }], action, 'main') ? Y : N).toBe(expected);
  });
});

describe('grants', () => {
  it('"on some brand" asks whether any grant allows the action', () => {
    const grants = [{ brandId: 'main', role: 'support' as const }, { brandId: 'vip', role: 'brand_manager' as const }];
    expect(can(grants, 'players.view', null)).toBe(true);
    expect(can(grants, 'players.view', 'vip')).toBe(false);
    expect(can(grants, 'settings.edit', 'vip')).toBe(true);
    expect(brandsAllowing(grants, 'settings.edit')).toEqual(['vip']);
    expect(brandsAllowing(grants, 'staff.manage')).toEqual([]);
  });

  it('an admin of a brand grants on that brand only; every brand needs an admin of every brand', () => {
    const vipAdmin = [{ brandId: 'vip', role: 'admin' as const }];
    expect(canGrant(vipAdmin, 'vip')).toBe(true);
    expect(canGrant(vipAdmin, 'main')).toBe(false);
    expect(canGrant(vipAdmin, '*')).toBe(false);
    expect(canGrant([{ brandId: '*', role: 'admin' }], '*')).toBe(true);
    expect(canGrant([{ brandId: '*', role: 'brand_manager' }], 'vip')).toBe(false);
  });
});
