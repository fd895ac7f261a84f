/**
 * What the mobile bet-slip bar and the coupon's loader need of the stored coupon, without the
 * coupon store (src/client/coupon/coupon-store.ts, which brings the schemas): the number of bets, the
 * total coefficient of a single or an express (spec §3 Coupon state `coef`: the product of the
 * bets' coefficients, 3 decimals), and whether a receipt waits to be seen. The store announces
 * every change on `window` with {@link COUPON_CHANGE_EVENT}; other tabs' changes arrive as
 * `storage` events.
 */
import { readItem } from '../shell/storage.ts';

/** localStorage key of the coupon state (the version is part of the key and of the value). */
export const COUPON_STORAGE_KEY = 'portal_coupon_v1';
/** localStorage key of the coefficient view (guests and players: the settings API does not carry it). */
export const COEF_VIEW_STORAGE_KEY = 'portal_coef_view_v1';
/** Event fired on `window` after the coupon store saved a change. */
export const COUPON_CHANGE_EVENT = 'portal:coupon-change';
/** Width from which the coupon is a column beside the content, not a sheet (global.css `.page-body-coupon`). */
export const COUPON_COLUMN_QUERY = '(min-width: 1100px)';
/** Event fired on `window` when the player asks for the coupon (the bar opened the sheet). */
export const COUPON_WANTED_EVENT = 'portal:coupon-wanted';
/** Event fired on `window` by the tab bar's bet-slip tab: the bet-slip bar opens or closes the coupon sheet. */
export const COUPON_SHEET_TOGGLE_EVENT = 'portal:coupon-sheet-toggle';

/** The stored coupon in brief. */
export interface CouponSummary {
  /** Bets in the coupon. */
  count: number;
  /** Total coefficient of a single or express; null for other types or no bets. */
  coef: number | null;
  /** A placed coupon's receipt is kept (the coupon shows it). */
  hasReceipt: boolean;
}

const EMPTY: CouponSummary = { count: 0, coef: null, hasReceipt: false };

/** Coupon types whose total coefficient is the product of the bets' (spec §3: 0 single, 1 express). */
const PRODUCT_TYPES = new Set([0, 1]);

/**
 * The summary of a stored coupon JSON text; the empty summary for anything unexpected (never
 * throws: the coupon store parses the state in full).
 */
export function summariseCoupon(raw: string | null): CouponSummary {
  if (raw === null) return EMPTY;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY;
  }
  if (typeof value !== 'object' || value === null) return EMPTY;
  const state = value as { bets?: unknown; typeId?: unknown; successCoupon?: unknown };
  const coefs = (Array.isArray(state.bets) ? state.bets : [])
    .map((bet: unknown) => (typeof bet === 'object' && bet !== null ? (bet as { coef?: unknown }).coef : undefined))
    .filter((coef): coef is number => typeof coef === 'number' && Number.isFinite(coef) && coef > 1);
  const typeId = typeof state.typeId === 'number' ? state.typeId : coefs.length > 1 ? 1 : 0;
  const coef = coefs.length > 0 && PRODUCT_TYPES.has(typeId) ? Math.round(coefs.reduce((p, c) => p * c, 1) * 1000) / 1000 : null;
  return { count: coefs.length, coef, hasReceipt: state.successCoupon !== null && state.successCoupon !== undefined };
}

/** The summary of the coupon stored in this browser. */
export function storedCouponSummary(): CouponSummary {
  return summariseCoupon(readItem(COUPON_STORAGE_KEY));
}

/**
 * Calls `listener` after every change of the stored coupon, in this tab or another.
 * @returns the function that stops listening
 */
export function onCouponChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COUPON_STORAGE_KEY) listener();
  };
  window.addEventListener(COUPON_CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(COUPON_CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
