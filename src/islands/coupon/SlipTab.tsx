/**
 * The bet-slip tab of the phone tab bar (TabBar.astro): the number of picks in the stored coupon
 * (use-coupon-summary.ts), kept current. On a page with the coupon sheet it is a button that opens
 * the sheet through the bet-slip bar ({@link COUPON_SHEET_TOGGLE_EVENT}); elsewhere a link to the
 * sports line, where the coupon is. Its icon and label are server-rendered children.
 */
import type { ReactNode } from 'react';
import { COUPON_SHEET_TOGGLE_EVENT } from '../../client/coupon/coupon-summary.ts';
import { useCouponSummary } from './use-coupon-summary.ts';

/** Props of the bet-slip tab island. */
export interface SlipTabProps {
  /** The page has the coupon sheet (`#coupon-sheet`). */
  sheet: boolean;
  /** Where the tab leads on pages without the sheet (the sports line). */
  href: string;
  /** Icon and label. */
  children?: ReactNode;
}

/** The bet-slip tab island. */
export default function SlipTab({ sheet, href, children }: SlipTabProps) {
  const { count } = useCouponSummary();
  const badge = count > 0 ? <span className="tab-bar-badge" data-testid="slip-tab-count">{count}</span> : null;
  return sheet ? (
    <button type="button" className="tab-bar-link" aria-controls="coupon-sheet" data-count={count} onClick={() => window.dispatchEvent(new Event(COUPON_SHEET_TOGGLE_EVENT))}>
      {children}
      {badge}
    </button>
  ) : (
    <a className="tab-bar-link" href={href} data-count={count}>
      {children}
      {badge}
    </a>
  );
}
