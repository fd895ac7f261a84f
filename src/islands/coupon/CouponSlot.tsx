/**
 * The coupon's place on the page (spec §2 default layout, the coupon island): the coupon
 * (Coupon.tsx, with its schemas, stream and dialogs) is loaded only when it is needed — the
 * stored coupon holds bets or a receipt, a bet is added, the player opens the bet slip (the
 * mobile bar's {@link COUPON_WANTED_EVENT}) or points at it, a logged-in player's page is idle
 * (one-click betting needs the coupon), or a wide screen shows the coupon column and the page is
 * idle. Until then it shows the empty coupon's heading and text, so the page's first JavaScript
 * stays small on phones. For guests the layout hydrates the slot itself only when the coupon
 * column shows or the sheet is opened (`client:when`, which dispatches the opening event again
 * once the slot listens).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { IslandI18n, useT } from '../shell/i18n.tsx';
import type { CouponProps } from './Coupon.tsx';
import { COUPON_COLUMN_QUERY, COUPON_WANTED_EVENT, onCouponChange, storedCouponSummary } from '../../client/coupon/coupon-summary.ts';
import { browserOnly } from '../shell/use-hydrated.ts';
import { whenIdle } from '../../client/shell/when-idle.ts';

const Coupon = lazy(() => import('./Coupon.tsx'));

function wantedNow(): boolean {
  const summary = storedCouponSummary();
  return summary.count > 0 || summary.hasReceipt;
}

function EmptyCoupon({ onWant }: { onWant: () => void }) {
  const t = useT();
  return (
    <div className="coupon coupon-placeholder" onPointerEnter={onWant} onFocus={onWant}>
      <h2 className="coupon-title">{t('coupon_title')}</h2>
      <p className="coupon-empty">{t('coupon_empty')}</p>
    </div>
  );
}

/** The coupon slot island: same props as the coupon. */
function CouponSlotIsland(props: CouponProps) {
  const [wanted, setWanted] = useState(wantedNow);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const stopChange = onCouponChange(() => wantedNow() && want());
    window.addEventListener(COUPON_WANTED_EVENT, want);
    const stopIdle = props.loggedIn || window.matchMedia(COUPON_COLUMN_QUERY).matches ? whenIdle(want, 3_000) : () => {};
    return () => {
      stopChange();
      stopIdle();
      window.removeEventListener(COUPON_WANTED_EVENT, want);
    };
  }, [wanted, props.loggedIn]);
  const placeholder = (
    <IslandI18n lng={props.lng} locale={props.locale} messages={props.messages}>
      <EmptyCoupon onWant={() => setWanted(true)} />
    </IslandI18n>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Coupon {...props} />
    </Suspense>
  );
}

/** The island, rendered in the browser only (hydrated `client:idle`). */
export default browserOnly(CouponSlotIsland);
