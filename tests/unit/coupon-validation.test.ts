/**
 * Coupon validation of spec §5 (src/domain/coupon/validation.ts): every problem code is raised by
 * a coupon just past its limit and not raised at the limit.
 */
import { describe, expect, it } from 'vitest';
import { COUPON_TYPE } from '../../src/domain/coupon/types.ts';
import {
  firstProblem,
  validateCoupon,
  type CouponConfig,
  type ValidationContext,
  type ValidationInput,
  type ValidationLeg,
} from '../../src/domain/coupon/validation.ts';

const config: CouponConfig = {
  minAmountCouponTypes: [0, 1, 2, 4, 9],
  maxAmountCouponTypes: [0, 1, 2],
  minAmountByCurrency: { RUB: '10', USD: '0.015' },
  maxAmountByCurrency: { RUB: '100' },
  isOneClickEnabled: true,
};

const context: ValidationContext = {
  config,
  currency: { iso: 'RUB', exponent: 2 },
  accountType: 'main',
  balanceMinor: 1_000_000,
  maxBetMinor: undefined,
};

function legs(n: number, extra: (i: number) => Partial<ValidationLeg> = () => ({})): ValidationLeg[] {
  return Array.from({ length: n }, (_, i) => ({
    key: `${100 + i}:1:1:`, permanentId: 100 + i, coefMilli: 2000, kind: 0, isLive: false, isLocked: false, ...extra(i),
  }));
}

function codes(input: ValidationInput, ctx: ValidationContext = context): string[] {
  return validateCoupon(input, ctx).map((p) => p.code);
}

const express = (n: number, amountMinor = 2000): ValidationInput => ({ typeId: COUPON_TYPE.express, legs: legs(n), stakes: { amountMinor } });

describe('a valid coupon', () => {
  it('has no problems', () => {
    expect(validateCoupon(express(3), context)).toEqual([]);
    expect(firstProblem([])).toBeUndefined();
  });
});

describe('no_bets', () => {
  it('an empty coupon has only no_bets', () => {
    expect(validateCoupon({ typeId: COUPON_TYPE.express, legs: [], stakes: {} }, context)).toEqual([
      { code: 'no_bets', i18nKey: 'coupon_error_no_bets' },
    ]);
    expect(codes(express(1))).not.toContain('no_bets');
  });
});

describe('too_few_bets / too_many_bets', () => {
  it.each([
    [COUPON_TYPE.single, 1, 1],
    [COUPON_TYPE.express, 2, 30],
    [COUPON_TYPE.system, 3, Infinity],
    [COUPON_TYPE.chain, 2, Infinity],
    [COUPON_TYPE.conditional, 2, Infinity],
    [COUPON_TYPE.antiExpress, 2, Infinity],
    [COUPON_TYPE.lucky, 4, 6],
    [COUPON_TYPE.patent, 3, 3],
    [COUPON_TYPE.manySingles, 1, Infinity],
  ])('type %i: %i to %d legs', (typeId, min, max) => {
    const input = (n: number): ValidationInput => ({
      typeId, legs: legs(n), stakes: { amountMinor: 2000, amountByLeg: Array.from({ length: n }, () => 2000) },
    });
    if (min > 1) {
      const few = validateCoupon(input(min - 1), context).find((p) => p.code === 'too_few_bets');
      expect(few).toEqual({ code: 'too_few_bets', i18nKey: 'coupon_error_too_few_bets', params: max === Infinity ? { min } : { min, max } });
    }
    expect(codes(input(min))).not.toContain('too_few_bets');
    if (max !== Infinity) {
      expect(codes(input(max))).not.toContain('too_many_bets');
      expect(codes(input(max + 1))).toContain('too_many_bets');
    } else {
      expect(codes(input(40))).not.toContain('too_many_bets');
    }
  });

  it('multi-bet by blocks: every block needs 2 legs', () => {
    const blockLegs = (sizes: number[]): ValidationLeg[] => sizes.flatMap((size, b) => legs(size, (i) => ({ blockId: b + 1, permanentId: (b + 1) * 100 + i })));
    const input = (sizes: number[]): ValidationInput => ({
      typeId: COUPON_TYPE.multiBlock, legs: blockLegs(sizes), stakes: { amountByBlockId: { 1: 2000, 2: 2000 } },
    });
    expect(validateCoupon(input([2, 1]), context)).toContainEqual({ code: 'too_few_bets', i18nKey: 'coupon_error_too_few_bets', params: { min: 2, blockId: 2 } });
    expect(validateCoupon(input([2, 2]), context)).toEqual([]);
  });
});

describe('same_game', () => {
  const sameGame = (typeId: number, n = 4): ValidationInput => ({
    typeId, legs: legs(n, (i) => ({ permanentId: i < 2 ? 7 : 100 + i })), stakes: { amountMinor: 2000, amountByLeg: Array.from({ length: n }, () => 2000) },
  });

  it.each([COUPON_TYPE.express, COUPON_TYPE.system, COUPON_TYPE.antiExpress, COUPON_TYPE.lucky])('type %i combines legs: flagged', (typeId) => {
    expect(validateCoupon(sameGame(typeId), context)).toContainEqual({ code: 'same_game', i18nKey: 'coupon_error_same_game', params: { permanentId: 7 } });
  });

  it('patent flags it too', () => {
    expect(codes(sameGame(COUPON_TYPE.patent, 3))).toContain('same_game');
  });

  it.each([COUPON_TYPE.chain, COUPON_TYPE.conditional, COUPON_TYPE.manySingles])('type %i does not combine legs: allowed', (typeId) => {
    expect(codes(sameGame(typeId))).not.toContain('same_game');
  });

  it('distinct games are fine', () => {
    expect(codes(express(4))).not.toContain('same_game');
  });

  it('multi-block: within a block only', () => {
    const across: ValidationLeg[] = [
      ...legs(2, (i) => ({ blockId: 1, permanentId: 10 + i })),
      ...legs(2, (i) => ({ blockId: 2, permanentId: 10 + i, key: `b2:${i}` })),
    ];
    const stakes = { amountByBlockId: { 1: 2000, 2: 2000 } };
    expect(codes({ typeId: COUPON_TYPE.multiBlock, legs: across, stakes })).not.toContain('same_game');
    const within = legs(2, () => ({ blockId: 1, permanentId: 10 }));
    expect(codes({ typeId: COUPON_TYPE.multiBlock, legs: within, stakes })).toContain('same_game');
  });
});

describe('bet_locked', () => {
  it('one problem per locked leg', () => {
    const input: ValidationInput = { typeId: COUPON_TYPE.express, legs: legs(3, (i) => ({ isLocked: i === 1 })), stakes: { amountMinor: 2000 } };
    expect(validateCoupon(input, context)).toEqual([{ code: 'bet_locked', i18nKey: 'coupon_error_bet_locked', params: { key: '101:1:1:' } }]);
    expect(codes(express(3))).not.toContain('bet_locked');
  });
});

describe('system_value (spec §5: 2..offset)', () => {
  const system = (n: number, systemValue: number | undefined, bankers = 0): ValidationInput => ({
    typeId: COUPON_TYPE.system, legs: legs(n, (i) => ({ isBanker: i < bankers })), stakes: { amountMinor: 2000, ...(systemValue === undefined ? {} : { systemValue }) },
  });

  it.each([[4, 3, true], [4, 4, false], [4, 2, true], [4, 1, false], [3, 2, true], [3, 3, false], [5, 2.5, false]])('%i legs, value %d: valid %s', (n, value, ok) => {
    expect(codes(system(n, value)).includes('system_value')).toBe(!ok);
  });

  it('params give the range, and the default value is 2', () => {
    expect(validateCoupon(system(4, 4), context)).toContainEqual({ code: 'system_value', i18nKey: 'coupon_error_system_value', params: { min: 2, max: 3 } });
    expect(codes(system(3, undefined))).toEqual([]);
  });

  it('bankers lower the offset: 5 legs, 1 banker → value 3 valid, 4 not', () => {
    expect(codes(system(5, 3, 1))).not.toContain('system_value');
    expect(codes(system(5, 4, 1))).toContain('system_value');
  });
});

describe('banker_not_allowed', () => {
  it('bankers only on a system', () => {
    const input: ValidationInput = { typeId: COUPON_TYPE.express, legs: legs(3, (i) => ({ isBanker: i === 0 })), stakes: { amountMinor: 2000 } };
    expect(codes(input)).toContain('banker_not_allowed');
  });

  it('a system keeps at least 3 non-banker legs', () => {
    const system = (n: number, bankers: number): ValidationInput => ({
      typeId: COUPON_TYPE.system, legs: legs(n, (i) => ({ isBanker: i < bankers })), stakes: { amountMinor: 2000, systemValue: 2 },
    });
    expect(codes(system(4, 1))).toEqual([]);
    expect(validateCoupon(system(4, 2), context)).toContainEqual({ code: 'banker_not_allowed', i18nKey: 'coupon_error_banker_not_allowed', params: { maxBankers: 1 } });
  });
});

describe('amount_missing', () => {
  it.each([[undefined], [0], [-5], [12.5]])('express amount %s', (amountMinor) => {
    const input: ValidationInput = { typeId: COUPON_TYPE.express, legs: legs(2), stakes: amountMinor === undefined ? {} : { amountMinor } };
    expect(codes(input)).toEqual(['amount_missing']);
  });

  it('the smallest positive amount is not missing', () => {
    const input: ValidationInput = { typeId: COUPON_TYPE.chain, legs: legs(2), stakes: { amountMinor: 1 } };
    expect(codes(input)).toEqual([]);
  });

  it('many singles: per leg; multi-block: per block', () => {
    const singles: ValidationInput = { typeId: COUPON_TYPE.manySingles, legs: legs(2), stakes: { amountByLeg: [2000] } };
    expect(validateCoupon(singles, context)).toEqual([{ code: 'amount_missing', i18nKey: 'coupon_error_amount_missing', params: { key: '101:1:1:' } }]);
    const blocks: ValidationInput = {
      typeId: COUPON_TYPE.multiBlock, legs: legs(4, (i) => ({ blockId: i < 2 ? 1 : 2 })), stakes: { amountByBlockId: { 1: 2000 } },
    };
    expect(validateCoupon(blocks, context)).toEqual([{ code: 'amount_missing', i18nKey: 'coupon_error_amount_missing', params: { blockId: 2 } }]);
  });
});

describe('amount_below_min (spec §5: listed types only)', () => {
  it('per line of an express: 9.99 below 10.00, 10.00 not', () => {
    expect(validateCoupon(express(2, 999), context)).toEqual([{ code: 'amount_below_min', i18nKey: 'coupon_error_amount_below_min', params: { min: '10.00' } }]);
    expect(codes(express(2, 1000))).toEqual([]);
  });

  it('a system is checked per line, not by its total', () => {
    const input: ValidationInput = { typeId: COUPON_TYPE.system, legs: legs(3), stakes: { amountMinor: 999, systemValue: 2 } };
    expect(codes(input)).toEqual(['amount_below_min']);
  });

  it('types not listed are not checked', () => {
    const input: ValidationInput = { typeId: COUPON_TYPE.chain, legs: legs(2), stakes: { amountMinor: 1 } };
    expect(codes(input)).toEqual([]);
  });

  it('many singles: each leg', () => {
    const input: ValidationInput = { typeId: COUPON_TYPE.manySingles, legs: legs(2), stakes: { amountByLeg: [1000, 999] } };
    expect(validateCoupon(input, context)).toEqual([
      { code: 'amount_below_min', i18nKey: 'coupon_error_amount_below_min', params: { key: '101:1:1:', min: '10.00' } },
    ]);
  });

  it('a minimum finer than the currency rounds up (USD 0.015 → 0.02)', () => {
    const usd: ValidationContext = { ...context, currency: { iso: 'USD', exponent: 2 } };
    expect(validateCoupon(express(2, 1), usd)).toEqual([{ code: 'amount_below_min', i18nKey: 'coupon_error_amount_below_min', params: { min: '0.02' } }]);
    expect(codes(express(2, 2), usd)).toEqual([]);
  });

  it('a currency without a minimum is not checked', () => {
    expect(codes(express(2, 1), { ...context, currency: { iso: 'EUR', exponent: 2 } })).toEqual([]);
  });
});

describe('amount_above_max (spec §5: listed types, never on the bonus account)', () => {
  it('total 100.00 is fine, 100.01 is not', () => {
    expect(codes(express(2, 10_000))).toEqual([]);
    expect(validateCoupon(express(2, 10_001), context)).toEqual([{ code: 'amount_above_max', i18nKey: 'coupon_error_amount_above_max', params: { max: '100.00' } }]);
  });

  it('compares the total stake (system: 3 lines × 40.00 = 120.00)', () => {
    const input: ValidationInput = { typeId: COUPON_TYPE.system, legs: legs(3), stakes: { amountMinor: 4000, systemValue: 2 } };
    expect(codes(input)).toEqual(['amount_above_max']);
    expect(codes({ ...input, stakes: { amountMinor: 3333, systemValue: 2 } })).toEqual([]);
  });

  it('not on the bonus account, not for unlisted types', () => {
    expect(codes(express(2, 10_001), { ...context, accountType: 'bonus' })).toEqual([]);
    expect(codes({ typeId: COUPON_TYPE.chain, legs: legs(2), stakes: { amountMinor: 50_000 } })).toEqual([]);
    expect(codes(express(2, 10_001), { ...context, accountType: 'currency' })).toEqual(['amount_above_max']);
  });

  it('the player max bet applies when lower', () => {
    const limited: ValidationContext = { ...context, maxBetMinor: 5000 };
    expect(codes(express(2, 5000), limited)).toEqual([]);
    expect(validateCoupon(express(2, 5001), limited)).toEqual([{ code: 'amount_above_max', i18nKey: 'coupon_error_amount_above_max', params: { max: '50.00' } }]);
  });

  it('a currency without a maximum is unlimited', () => {
    expect(codes(express(2, 10_000_000), { ...context, currency: { iso: 'EUR', exponent: 2 }, balanceMinor: undefined })).toEqual([]);
  });
});

describe('insufficient_balance', () => {
  it('stake above a known balance', () => {
    expect(codes(express(2, 5000), { ...context, balanceMinor: 5000 })).toEqual([]);
    expect(validateCoupon(express(2, 5000), { ...context, balanceMinor: 4999 })).toEqual([
      { code: 'insufficient_balance', i18nKey: 'coupon_error_insufficient_balance', params: { balance: '49.99' } },
    ]);
    expect(codes(express(2, 5000), { ...context, balanceMinor: undefined })).toEqual([]);
  });

  it('uses the total stake of a many singles coupon', () => {
    const input: ValidationInput = { typeId: COUPON_TYPE.manySingles, legs: legs(3), stakes: { amountByLeg: [2000, 2000, 2000] } };
    expect(codes(input, { ...context, balanceMinor: 6000 })).toEqual([]);
    expect(codes(input, { ...context, balanceMinor: 5999 })).toEqual(['insufficient_balance']);
  });
});

describe('vip_bet_not_allowed (spec §5)', () => {
  const vip = (input: ValidationInput): ValidationInput => ({ ...input, isVipBet: true });
  // No brand maximum anywhere: only the player's limit can make the max bet finite.
  const unlimited: ValidationContext = { ...context, config: { ...config, maxAmountByCurrency: {} } };
  const limited: ValidationContext = { ...unlimited, maxBetMinor: 1_000_000 };

  it('allowed with a finite max bet (the player\'s limit or the brand\'s maximum), line bets only, not many singles', () => {
    expect(codes(vip(express(2)), limited)).toEqual([]);
    expect(codes(express(2), unlimited)).toEqual([]);
    // RUB 100 is the brand's maximum for express (type 1) in `config`.
    expect(codes(vip(express(2)), context)).toEqual([]);
  });

  it('refused when the max bet is unlimited', () => {
    expect(codes(vip(express(2)), unlimited)).toEqual(['vip_bet_not_allowed']);
    expect(codes(vip(express(2)), { ...unlimited, maxBetMinor: Infinity })).toEqual(['vip_bet_not_allowed']);
    // The brand's maximum does not cover this type (lucky, 7): unlimited.
    const lucky: ValidationInput = { typeId: COUPON_TYPE.lucky, legs: legs(4), stakes: { amountMinor: 1000 } };
    expect(codes(vip(lucky), context)).toEqual(['vip_bet_not_allowed']);
  });

  it('refused with a live bet', () => {
    const live: ValidationInput = { typeId: COUPON_TYPE.express, legs: legs(2, (i) => ({ isLive: i === 1 })), stakes: { amountMinor: 2000 } };
    expect(codes(vip(live), limited)).toEqual(['vip_bet_not_allowed']);
    expect(codes(vip(live), context)).toEqual(['vip_bet_not_allowed']);
  });

  it('refused on many singles', () => {
    const singles: ValidationInput = { typeId: COUPON_TYPE.manySingles, legs: legs(2), stakes: { amountByLeg: [2000, 2000] } };
    expect(codes(vip(singles), limited)).toEqual(['vip_bet_not_allowed']);
  });
});

describe('promo_code_not_allowed and one_click_disabled', () => {
  it('no promo code on many singles', () => {
    const singles: ValidationInput = { typeId: COUPON_TYPE.manySingles, legs: legs(2), stakes: { amountByLeg: [2000, 2000] } };
    expect(codes({ ...singles, promoCode: 'SPRING' })).toEqual(['promo_code_not_allowed']);
    expect(codes({ ...singles, promoCode: '  ' })).toEqual([]);
    expect(codes({ ...express(2), promoCode: 'SPRING' })).toEqual([]);
  });

  it('one-click only when the config enables it', () => {
    expect(codes({ ...express(2), isOneClick: true })).toEqual([]);
    expect(codes({ ...express(2), isOneClick: true }, { ...context, config: { ...config, isOneClickEnabled: false } })).toEqual(['one_click_disabled']);
    expect(codes({ ...express(2), isOneClick: false }, { ...context, config: { ...config, isOneClickEnabled: false } })).toEqual([]);
  });
});

describe('firstProblem', () => {
  it('is the first of the ordered list', () => {
    const input: ValidationInput = { typeId: COUPON_TYPE.express, legs: legs(1, () => ({ isLocked: true })), stakes: {}, isOneClick: true };
    const problems = validateCoupon(input, { ...context, config: { ...config, isOneClickEnabled: false } });
    expect(problems.map((p) => p.code)).toEqual(['too_few_bets', 'bet_locked', 'amount_missing', 'one_click_disabled']);
    expect(firstProblem(problems)?.code).toBe('too_few_bets');
  });
});
