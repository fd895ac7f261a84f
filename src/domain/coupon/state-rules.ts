/**
 * Coupon rules of state of spec §4 as pure functions over small state shapes, the coupon
 * settings of spec §3 and the coupon state defaults of spec §9:
 * - enabling one-click with a non-empty coupon asks for confirmation, then clears the coupon;
 * - setting the exact coefficient to none also turns off drop on score change;
 * - setting drop on score change turns off one-click;
 * - deleting a bonus bet marks it manually deleted.
 *
 * Units: coupon settings carry major units (see {@link CouponSettings}).
 */
import type { CouponSettingsBody } from '../../../schemas/coupon-api.ts';
import { COUPON_DEFAULTS } from './types.ts';

/**
 * Coupon settings of spec §3, every field, in the one boundary shape (`schemas/coupon-api.ts`
 * couponSettingsSchema): amount steps are major-unit numbers, one-click stakes major-unit
 * decimal text.
 */
export type CouponSettings = CouponSettingsBody;

/** Coupon state defaults of spec §9: tab 1, system value 2. */
export const CouponStateDefaults = {
  /** Coupon tab. */
  tab: COUPON_DEFAULTS.tab,
  /** System value (min 2). */
  systemValue: COUPON_DEFAULTS.systemValue,
} as const;

/**
 * THE default coupon settings, for guests and players alike: change-of-odds action 2 (accept on
 * rise, spec §9); the balance, possible win and account selector shown; no own amount steps (the
 * spec §9 step of the currency applies, ./amounts.ts amountStepOf); no one-click stakes (the
 * currency's initial amount applies); everything else off or none.
 * @returns a fresh object each call
 */
export function defaultCouponSettings(): CouponSettings {
  return {
    amountStepByCurrencyIso: {},
    isManualAmountStep: false,
    changeCoefAction: COUPON_DEFAULTS.changeCoefAction,
    isAutoMax: false,
    isVipBet: false,
    isBalanceShown: true,
    isPossibleWinShown: true,
    isSelectAccountShown: true,
    isCouponFixed: false,
    oneClickAmount: null,
    isActiveOneClick: false,
    exactCoef: null,
    isDropOnScoreChange: false,
    expressId: null,
    bonusAccountOneClickAmount: null,
  };
}

/**
 * What switching one-click on does (spec §4 Coupon rules of state): an empty coupon →
 * `'enable'`; a coupon with bets → `'ask'` until the player confirms, then
 * `'enable_and_clear'` (one-click is switched on and the coupon is cleared).
 * @param state the coupon's bet count
 * @param confirmed the player confirmed clearing the coupon
 */
export function enableOneClick(state: { betCount: number }, confirmed: boolean): 'ask' | 'enable_and_clear' | 'enable' {
  if (state.betCount <= 0) return 'enable';
  return confirmed ? 'enable_and_clear' : 'ask';
}

/**
 * Sets the exact coefficient setting (spec §4): none (null or `'none'`, stored as null) also
 * turns off drop on score change; any other value leaves it as it was.
 * @returns new settings; the input is not changed
 */
export function setExactCoef<S extends Pick<CouponSettings, 'exactCoef' | 'isDropOnScoreChange'>>(settings: S, exactCoef: string | null): S {
  if (exactCoef === null || exactCoef === 'none') return { ...settings, exactCoef: null, isDropOnScoreChange: false };
  return { ...settings, exactCoef };
}

/**
 * Sets drop on score change (spec §4): switching it on turns one-click off; switching it off
 * leaves one-click as it was.
 * @returns new settings; the input is not changed
 */
export function setDropOnScoreChange<S extends Pick<CouponSettings, 'isDropOnScoreChange' | 'isActiveOneClick'>>(settings: S, on: boolean): S {
  return on ? { ...settings, isDropOnScoreChange: true, isActiveOneClick: false } : { ...settings, isDropOnScoreChange: false };
}

/** A bet of the coupon as {@link deleteBet} sees it. */
export interface DeletableBet {
  /** Outcome key. */
  key: string;
  /** The express bonus bet (spec §4 Bonus bet). */
  isBonusBet?: boolean;
}

/**
 * Removes the bet with `key` (spec §4): deleting the bonus bet sets `manuallyDeletedBonusBet`, so
 * it is not added back automatically. An unknown key leaves the bets as they were.
 * @returns a new state; the input is not changed
 */
export function deleteBet<B extends DeletableBet, S extends { bets: B[]; manuallyDeletedBonusBet: boolean }>(state: S, key: string): S {
  const deleted = state.bets.filter((bet) => bet.key === key);
  const manuallyDeletedBonusBet = state.manuallyDeletedBonusBet || deleted.some((bet) => bet.isBonusBet === true);
  return { ...state, bets: state.bets.filter((bet) => bet.key !== key), manuallyDeletedBonusBet };
}
