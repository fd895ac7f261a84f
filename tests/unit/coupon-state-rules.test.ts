/**
 * Coupon rules of state of spec §4 and the settings / defaults of spec §3 and §9
 * (src/domain/coupon/state-rules.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CouponStateDefaults,
  defaultCouponSettings,
  deleteBet,
  enableOneClick,
  setDropOnScoreChange,
  setExactCoef,
  type CouponSettings,
} from '../../src/domain/coupon/state-rules.ts';

const SPEC_SETTINGS_FIELDS = [
  'amountStepByCurrencyIso', 'isManualAmountStep', 'changeCoefAction', 'isAutoMax', 'isVipBet', 'isBalanceShown',
  'isPossibleWinShown', 'isSelectAccountShown', 'isCouponFixed', 'oneClickAmount', 'isActiveOneClick', 'exactCoef',
  'isDropOnScoreChange', 'expressId', 'bonusAccountOneClickAmount',
];

describe('defaults (spec §3 Coupon settings, §9)', () => {
  it('has every spec settings field, change-coef action 2', () => {
    const settings = defaultCouponSettings();
    expect(Object.keys(settings).sort()).toEqual([...SPEC_SETTINGS_FIELDS].sort());
    expect(settings.changeCoefAction).toBe(2);
    expect(settings.exactCoef).toBeNull();
    expect(settings.isActiveOneClick).toBe(false);
    expect(settings.isDropOnScoreChange).toBe(false);
  });

  it('returns a fresh object each call', () => {
    const a = defaultCouponSettings();
    a.amountStepByCurrencyIso.RUB = 5;
    expect(defaultCouponSettings().amountStepByCurrencyIso).toEqual({});
  });

  it('coupon state: tab 1, system value 2', () => {
    expect(CouponStateDefaults).toEqual({ tab: 1, systemValue: 2 });
  });
});

describe('enableOneClick: a non-empty coupon asks, then clears', () => {
  it.each([
    [0, false, 'enable'], [0, true, 'enable'], [1, false, 'ask'], [1, true, 'enable_and_clear'], [5, false, 'ask'], [5, true, 'enable_and_clear'],
  ] as const)('%i bets, confirmed %s → %s', (betCount, confirmed, action) => {
    expect(enableOneClick({ betCount }, confirmed)).toBe(action);
  });
});

describe('setExactCoef: none also turns off drop on score change', () => {
  const on: CouponSettings = { ...defaultCouponSettings(), exactCoef: '1.5', isDropOnScoreChange: true };

  it.each([[null], ['none']])('%s → exactCoef null, drop off', (value) => {
    const next = setExactCoef(on, value);
    expect(next.exactCoef).toBeNull();
    expect(next.isDropOnScoreChange).toBe(false);
    expect(on.isDropOnScoreChange).toBe(true); // input unchanged
  });

  it('a value keeps drop on score change as it was', () => {
    expect(setExactCoef(on, '2.0')).toEqual({ ...on, exactCoef: '2.0' });
    const off = { ...on, isDropOnScoreChange: false };
    expect(setExactCoef(off, '2.0').isDropOnScoreChange).toBe(false);
  });
});

describe('setDropOnScoreChange: on turns one-click off', () => {
  const oneClick: CouponSettings = { ...defaultCouponSettings(), isActiveOneClick: true };

  it('on', () => {
    expect(setDropOnScoreChange(oneClick, true)).toEqual({ ...oneClick, isDropOnScoreChange: true, isActiveOneClick: false });
  });

  it('off leaves one-click alone', () => {
    expect(setDropOnScoreChange({ ...oneClick, isDropOnScoreChange: true }, false)).toEqual({ ...oneClick, isDropOnScoreChange: false });
  });

  it('drop on and one-click on never both result (property)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (drop, click, on) => {
        const next = setDropOnScoreChange({ ...defaultCouponSettings(), isDropOnScoreChange: drop, isActiveOneClick: click }, on);
        expect(next.isDropOnScoreChange).toBe(on);
        expect(next.isActiveOneClick).toBe(on ? false : click);
      }),
    );
  });
});

describe('deleteBet: deleting the bonus bet marks it manually deleted', () => {
  const state = {
    bets: [{ key: 'a' }, { key: 'bonus', isBonusBet: true }, { key: 'c' }],
    manuallyDeletedBonusBet: false,
    tab: 1,
  };

  it('deleting an ordinary bet', () => {
    expect(deleteBet(state, 'a')).toEqual({ ...state, bets: [{ key: 'bonus', isBonusBet: true }, { key: 'c' }] });
  });

  it('deleting the bonus bet', () => {
    expect(deleteBet(state, 'bonus')).toEqual({ ...state, bets: [{ key: 'a' }, { key: 'c' }], manuallyDeletedBonusBet: true });
    expect(state.bets).toHaveLength(3); // input unchanged
  });

  it('an unknown key changes nothing; the flag stays once set', () => {
    expect(deleteBet(state, 'x')).toEqual(state);
    expect(deleteBet({ ...state, manuallyDeletedBonusBet: true }, 'a').manuallyDeletedBonusBet).toBe(true);
  });
});
