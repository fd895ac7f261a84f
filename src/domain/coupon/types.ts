/**
 * Coupon (bet slip) vocabulary shared by the domain rules, the placement API, settlement, the
 * coupon island and bet history: ids of spec §3 (coupon types, change-of-odds action, bet history
 * directories), spec §4 (bet status ids) and spec §9 (coupon defaults).
 *
 * Units: money in minor units of the account's currency (integers); coefficients as decimal odds
 * with 3 decimals (spec §9), carried exactly as integer thousandths (`coefMilli`, 1.91 → 1910)
 * wherever arithmetic happens, so payouts are exact and only rounded once, down to a minor unit.
 */

/** Coupon types of spec §3, by id. */
export const COUPON_TYPE = {
  single: 0,
  express: 1,
  system: 2,
  chain: 3,
  multiBlock: 4,
  conditional: 5,
  antiExpress: 6,
  lucky: 7,
  patent: 8,
  manySingles: 9,
} as const;

/** A coupon type id, 0..9. */
export type CouponTypeId = (typeof COUPON_TYPE)[keyof typeof COUPON_TYPE];

/** Every coupon type id in order. */
export const COUPON_TYPE_IDS: readonly CouponTypeId[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/** Bet status ids of spec §4. */
export const BET_STATUS = {
  notCalculated: -2,
  notStarted: -1,
  lose: 0,
  win: 1,
  return: 2,
  forcedReturn: 3,
  halfWinHalfReturn: 4,
  halfLoseHalfReturn: 5,
  halfLoseHalfWin: 6,
} as const;

/** A bet status id, −2..6. */
export type BetStatusId = (typeof BET_STATUS)[keyof typeof BET_STATUS];

/**
 * Whether a bet or coupon is open: its status is −2 or −1 (spec §4), so it has no result and no
 * payout yet. Every settled status is 0..6.
 * @param statusId a bet status id
 */
export function isOpenStatus(statusId: number): boolean {
  return statusId === BET_STATUS.notCalculated || statusId === BET_STATUS.notStarted;
}

/** Change-of-odds action of spec §3: 0 approve every change, 1 accept any change, 2 accept on rise. */
export const CHANGE_COEF_ACTION = { approve: 0, anyChange: 1, onRise: 2 } as const;

/** A change-of-odds action id. */
export type ChangeCoefAction = (typeof CHANGE_COEF_ACTION)[keyof typeof CHANGE_COEF_ACTION];

/** Bet history directories of spec §3. */
export const HISTORY_DIRECTORY = { onSite: 1, toto: 2, accurate: 3, uncalculated: 4, inCashier: 5, casino: 7 } as const;

/** A bet history directory id. */
export type HistoryDirectory = (typeof HISTORY_DIRECTORY)[keyof typeof HISTORY_DIRECTORY];

/** Bet history views of spec §3. */
export const HISTORY_VIEWS = ['compact_view', 'full_view'] as const;

/** A bet history view. */
export type HistoryView = (typeof HISTORY_VIEWS)[number];

/** Coupon defaults of spec §9. */
export const COUPON_DEFAULTS = {
  /** Coupon tab. */
  tab: 1,
  /** System value (min 2). */
  systemValue: 2,
  /** Change-of-odds action: accept on rise. */
  changeCoefAction: CHANGE_COEF_ACTION.onRise as ChangeCoefAction,
  /** Decimal places of a coefficient. */
  coefDecimals: 3,
  /** Decimal places of a maximum amount by block. */
  maxAmountByBlockDecimals: 2,
} as const;

/** Market kind 7: excluded from the bonus bet (spec §4). */
export const MARKET_KIND_NO_BONUS = 7;

/** A leg of a coupon as the arithmetic sees it. */
export interface Leg {
  /** Coefficient in thousandths (1.91 → 1910), ≥ 1001. */
  coefMilli: number;
  /** Block of a multi-bet by blocks (type 4); 0 otherwise. */
  blockId?: number;
  /** Banker of a system bet: part of every combination. */
  isBanker?: boolean;
}

/** A settled leg: its status and coefficient. */
export interface SettledLeg extends Leg {
  /** Bet status id; −2/−1 while not settled. */
  statusId: BetStatusId;
}

/** An exact non-negative rational amount in minor units, `num / den` (bigints, den > 0). */
export interface Exact {
  num: bigint;
  den: bigint;
}
