/**
 * Responsible-gaming limit rules as a table (src/domain/responsible/limits.ts; spec §3–§5, §9;
 * UKGC RTS 12–13): set, decrease, increase pending 24 h, approve/reject, overlapping periods and
 * the lowest limit, cancel rules per type, option lists; and the PGSI scoring.
 */
import { describe, expect, it } from 'vitest';
import {
  LIMIT_TYPE, LIMIT_TYPES, NO_LIMIT_VALUE, PENDING_SECONDS, approvableAt, availableValues, bindingLimit, currentPeriod, decideAction,
  decideDelete, decideSet, effectiveState, isNoLimit, limitKind, measureOf, parseLimitRefusal, periodMs, realityCheckDue, refusalKey,
  valueProblem, type LimitRecord, type LimitType,
} from '../../src/domain/responsible/limits.ts';
import { PGSI_QUESTIONS, scorePgsi } from '../../src/domain/responsible/pgsi.ts';

const T0 = Date.UTC(2026, 10, 20, 9, 30);
const H = 3_600_000;
const D = 24 * H;
const active = (type: LimitType, value: number, startedAt = T0, endsAt: number | null = null): LimitRecord => ({ id: 1, type, state: 'ACTIVE', value, startedAt, endsAt });
const pending = (type: LimitType, value: number | null, startedAt = T0): LimitRecord => ({ id: 2, type, state: 'PENDING', value, startedAt, endsAt: null });

describe('limit types and option lists (spec §5, §9)', () => {
  it.each([
    [1, 'wager', D], [2, 'wager', 7 * D], [3, 'wager', 30 * D], [10, 'loss', D], [11, 'loss', 7 * D], [12, 'loss', 30 * D],
    [20, 'deposit', D], [21, 'deposit', 7 * D], [22, 'deposit', 30 * D],
  ] as const)('type %i is a %s limit over %i ms', (type, kind, period) => {
    expect(limitKind(type)).toBe(kind);
    expect(periodMs(type)).toBe(period);
    expect(measureOf(type, 'RUB')).toBe('RUB');
    expect(availableValues(type)).toBeNull();
  });

  it.each([
    [30, 'exclusion', 'days', [1, 7, 30, 90, 180, 360, 365, 720, 730, 1080, 1095, 1800, 1825]],
    [31, 'session', 'hours', [-1, ...Array.from({ length: 24 }, (_, i) => i + 1)]],
    [32, 'reality', 'minutes', [5, 10, 15, 30, 45, 60]],
    [33, 'timeout', 'days', [1, 7, 30]],
  ] as const)('type %i (%s) is measured in %s with the list of spec §5', (type, kind, measure, list) => {
    expect(limitKind(type)).toBe(kind);
    expect(measureOf(type, 'RUB')).toBe(measure);
    expect(availableValues(type)).toEqual(list);
  });

  it.each([
    [30, 2, 'not_in_list'], [31, 0, 'not_in_list'], [31, 25, 'not_in_list'], [32, 7, 'not_in_list'], [33, 14, 'not_in_list'],
    [20, 0, 'not_positive'], [20, -5, 'not_positive'], [1, NO_LIMIT_VALUE + 1, 'too_large'], [37, 1, 'not_offered'],
    [20, 50, null], [20, NO_LIMIT_VALUE, null], [31, -1, null], [32, 5, null], [30, 365, null],
  ] as const)('type %i value %d → %s', (type, value, problem) => {
    expect(valueProblem(type, value)).toBe(problem);
  });

  it('every type of spec §9 is known; 999999999 and -1 mean no limit', () => {
    expect(LIMIT_TYPES).toEqual([1, 2, 3, 10, 11, 12, 20, 21, 22, 30, 31, 32, 33, 37]);
    expect(isNoLimit(20, NO_LIMIT_VALUE)).toBe(true);
    expect(isNoLimit(31, -1)).toBe(true);
    expect(isNoLimit(32, 5)).toBe(false);
  });
});

describe('setting a limit (UKGC RTS 12: a decrease at once, an increase after 24 h and a confirmation)', () => {
  it.each([
    ['new limit → at once', 20, 5000, undefined, { kind: 'create', value: 5000, startedAt: T0 + H, endsAt: null }],
    ['decrease → at once, period anchor kept', 20, 3000, active(20, 5000), { kind: 'replace', value: 3000, startedAt: T0, endsAt: null }],
    ['same value → unchanged', 20, 5000, active(20, 5000), { kind: 'unchanged' }],
    ['increase → pending', 20, 9000, active(20, 5000), { kind: 'pending', value: 9000 }],
    ['removal (no limit) → pending', 1, null, active(1, 5000), { kind: 'pending', value: null }],
    ['no limit where there is none → unchanged', 1, null, undefined, { kind: 'unchanged' }],
    ['session limit longer → pending', 31, 5, active(31, 2), { kind: 'pending', value: 5 }],
    ['session limit shorter → at once', 31, 1, active(31, 2), { kind: 'replace', value: 1, startedAt: T0, endsAt: null }],
    ['reality check 5 min → at once', 32, 5, undefined, { kind: 'create', value: 5, startedAt: T0 + H, endsAt: null }],
    ['self-exclusion 1 day → at once', 30, 1, undefined, { kind: 'create', value: 1, startedAt: T0 + H, endsAt: T0 + H + D }],
    ['self-exclusion longer → replaces at once', 30, 7, active(30, 1, T0, T0 + D), { kind: 'replace', value: 7, startedAt: T0 + H, endsAt: T0 + H + 7 * D }],
    ['self-exclusion shorter → refused', 30, 1, active(30, 7, T0, T0 + 7 * D), { kind: 'refused', reason: 'cannot_shorten' }],
    ['time-out removal → refused', 33, null, active(33, 7, T0, T0 + 7 * D), { kind: 'refused', reason: 'cannot_cancel' }],
    ['time-out after its end → a new one', 33, 1, active(33, 1, T0 - 2 * D, T0 - D), { kind: 'create', value: 1, startedAt: T0 + H, endsAt: T0 + H + D }],
  ] as const)('%s', (_name, type, value, current, decision) => {
    expect(decideSet(type, value, current, T0 + H)).toEqual(decision);
  });
});

describe('limit actions on a pending change (spec §4: 0 reject, 1 approve; 86400 s)', () => {
  const change = pending(20, 9000);
  it.each([
    ['approve before 24 h → refused', 1, T0 + D - 1, { kind: 'refused', reason: 'too_early' }],
    ['approve at 24 h → applied', 1, T0 + D, { kind: 'apply', value: 9000 }],
    ['approve later → applied', 1, T0 + 3 * D, { kind: 'apply', value: 9000 }],
    ['reject at once → cancelled', 0, T0 + 1, { kind: 'cancel' }],
    ['reject after 24 h → cancelled', 0, T0 + 2 * D, { kind: 'cancel' }],
  ] as const)('%s', (_name, action, now, decision) => {
    expect(decideAction(change, action, now)).toEqual(decision);
  });

  it('approving an active limit is refused; a pending removal applies as a removal', () => {
    expect(decideAction(active(20, 5000), 1, T0 + 2 * D)).toEqual({ kind: 'refused', reason: 'not_pending' });
    expect(decideAction(pending(1, null), 1, T0 + D)).toEqual({ kind: 'apply', value: null });
    expect(approvableAt(change)).toBe(T0 + PENDING_SECONDS * 1000);
  });
});

describe('cancel rules per type (spec §4: 30 and 33 cannot be cancelled; 20–22 pending can)', () => {
  it.each([
    ...[20, 21, 22].map((type) => [`${type} pending → cancelled at once`, pending(type as LimitType, 9000), { kind: 'cancel' }] as const),
    ...[1, 2, 3, 10, 11, 12, 20, 21, 22, 31, 32].map((type) => [`${type} active → pending removal`, active(type as LimitType, 100), { kind: 'pending_removal' }] as const),
    ['30 active → refused', active(30, 7, T0, T0 + 7 * D), { kind: 'refused', reason: 'cannot_cancel' }],
    ['33 active → refused', active(33, 7, T0, T0 + 7 * D), { kind: 'refused', reason: 'cannot_cancel' }],
    ['33 ended → not active', active(33, 1, T0 - 2 * D, T0 - D), { kind: 'refused', reason: 'not_active' }],
  ] as const)('%s', (_name, row, decision) => {
    expect(decideDelete(row, T0 + H)).toEqual(decision);
  });

  it('a fixed term is INACTIVE from its end', () => {
    expect(effectiveState(active(30, 1, T0, T0 + D), T0 + D - 1)).toBe('ACTIVE');
    expect(effectiveState(active(30, 1, T0, T0 + D), T0 + D)).toBe('INACTIVE');
  });
});

describe('periods and the lowest limit', () => {
  it.each([
    [20, T0, T0, T0 + D],
    [20, T0 + D - 1, T0, T0 + D],
    [20, T0 + D, T0 + D, T0 + 2 * D],
    [21, T0 + 8 * D, T0 + 7 * D, T0 + 14 * D],
    [22, T0 + 29 * D, T0, T0 + 30 * D],
    [1, T0 - H, T0, T0 + D],
  ] as const)('type %i anchored at T0, at %i → [%i, %i)', (type, now, start, end) => {
    expect(currentPeriod(type, T0, now)).toEqual({ start, end });
  });

  it('overlapping daily and weekly limits: each is checked, the lowest remaining amount binds', () => {
    const daily = { type: LIMIT_TYPE.depositDay, value: 5000, used: 4000 };
    const weekly = { type: LIMIT_TYPE.depositWeek, value: 20_000, used: 19_500 };
    expect(bindingLimit([daily, weekly], 400)).toBeNull();
    expect(bindingLimit([daily, weekly], 600)).toBe(weekly); // 500 left weekly < 1000 left daily
    expect(bindingLimit([daily, { ...weekly, used: 0 }], 1500)).toBe(daily);
    expect(bindingLimit([], 10 ** 9)).toBeNull();
  });

  it('reality check is due one interval after the last check', () => {
    expect(realityCheckDue(T0, 5, T0 + 5 * 60_000 - 1)).toBe(false);
    expect(realityCheckDue(T0, 5, T0 + 5 * 60_000)).toBe(true);
  });

  it('reads the refusal facts the database raises and names their message key', () => {
    const facts = parseLimitRefusal('rg_limit:{"limitType" : 20, "limitValue" : 5000, "limitBalance" : 2050, "endsAt" : "2026-11-21T09:30:00+00:00", "currencyId" : 1, "exponent" : 2}');
    // Major units, as GET …/limits answers: 50.00 and 20.50 of the currency.
    expect(facts).toEqual({ limitType: 20, limitValue: 50, limitBalance: 20.5, endsAt: '2026-11-21T09:30:00.000Z', currencyId: 1 });
    // A self-exclusion's 0 is 0; an amount without its exponent is never passed on in minor units.
    expect(parseLimitRefusal('rg_limit:{"limitType" : 30, "limitBalance" : 0}')).toEqual({ limitType: 30, limitBalance: 0 });
    expect(parseLimitRefusal('rg_limit:{"limitType" : 20, "limitValue" : 5000}')).toEqual({ limitType: 20 });
    expect(parseLimitRefusal('something else')).toBeNull();
    expect([1, 10, 20, 30, 33].map((t) => refusalKey(t as LimitType))).toEqual([
      'responsible_gaming_refused_wager', 'responsible_gaming_refused_loss', 'responsible_gaming_refused_deposit',
      'responsible_gaming_refused_self_excluded', 'responsible_gaming_refused_timeout',
    ]);
  });
});

describe('PGSI (Ferris & Wynne 2001)', () => {
  const answers = (values: number[]) => values.map((value, i) => ({ questionId: i + 1, value }));
  it.each([
    [[0, 0, 0, 0, 0, 0, 0, 0, 0], 0, 'non_problem', true],
    [[1, 1, 0, 0, 0, 0, 0, 0, 0], 2, 'low_risk', true],
    [[1, 1, 1, 0, 0, 0, 0, 0, 0], 3, 'moderate_risk', true],
    [[1, 1, 1, 1, 1, 1, 1, 0, 0], 7, 'moderate_risk', true],
    [[1, 1, 1, 1, 1, 1, 1, 1, 0], 8, 'problem', false],
    [[3, 3, 3, 3, 3, 3, 3, 3, 3], 27, 'problem', false],
  ])('%j → %i %s', (values, score, category, passed) => {
    expect(scorePgsi(answers(values))).toEqual({ score, category, passed });
  });

  it('nine questions; refuses a missing, repeated or out-of-range answer', () => {
    expect(PGSI_QUESTIONS.map((q) => q.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(() => scorePgsi(answers([0, 0, 0, 0, 0, 0, 0, 0]))).toThrow(RangeError);
    expect(() => scorePgsi([...answers([0, 0, 0, 0, 0, 0, 0, 0]), { questionId: 1, value: 0 }])).toThrow(RangeError);
    expect(() => scorePgsi(answers([0, 0, 0, 0, 4, 0, 0, 0, 0]))).toThrow('question 5 answer 4');
  });
});
