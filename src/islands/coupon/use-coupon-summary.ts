/**
 * The stored coupon in brief (src/client/coupon/coupon-summary.ts) as React state: the bet-slip
 * bar and the tab bar's bet-slip tab re-render on every coupon change (this tab's store events and
 * other tabs' `storage` events) without loading the coupon store. The server renders the empty
 * summary; the browser's first render after hydration reads the stored one.
 */
import { useSyncExternalStore } from 'react';
import { onCouponChange, storedCouponSummary, summariseCoupon, type CouponSummary } from '../../client/coupon/coupon-summary.ts';

let cached: { raw: string; summary: CouponSummary } | null = null;
function snapshot(): CouponSummary {
  const summary = storedCouponSummary();
  // Same object while nothing changed, as useSyncExternalStore requires.
  const raw = JSON.stringify(summary);
  if (cached?.raw !== raw) cached = { raw, summary };
  return cached.summary;
}
const serverSnapshot = () => summariseCoupon(null);

/** The stored coupon's summary, kept current. */
export function useCouponSummary(): CouponSummary {
  return useSyncExternalStore(onCouponChange, snapshot, serverSnapshot);
}
