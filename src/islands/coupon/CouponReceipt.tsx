/**
 * The coupon's receipt (spec §3 Coupon state `successCoupon`): after a placement the coupon shows
 * the placed coupon — its number, type, legs (with the express bonus bet after the bets,
 * `receiptLegs`), stake, potential payout and status — with print and new-coupon actions. While
 * the coupon is open and the page visible, `GET /web-api/coupon/{id}` is polled every
 * {@link RECEIPT_POLL_MS} (and at once when the player's stream says it settled) until it
 * settles; then the balance is refreshed.
 *
 * Test hooks: `data-testid="coupon-receipt"` (data-coupon-id), `data-testid="coupon-status"`
 * (data-status-id), `data-testid="coupon-receipt-bonus-bet"`.
 */
import { useEffect } from 'react';
import { Button } from 'react-aria-components';
import { receiptSchema, type Receipt } from '../../../schemas/coupon-api.ts';
import { COUPON_SETTLED_EVENT, api, loadBalance, type CouponSettledDetail } from '../../client/auth/session.ts';
import { dismissReceipt, updateReceipt } from '../../client/coupon/coupon-store.ts';
import { receiptLegs } from '../../domain/coupon/figures.ts';
import { formatCoef } from '../../domain/coupon/odds-format.ts';
import { BET_STATUS_KEYS } from '../../domain/coupon/bet-flags.ts';
import { isOpenStatus, type CouponTypeId } from '../../domain/coupon/types.ts';
import { formatMoney } from '../../domain/money.ts';
import { textDirection } from '../../domain/bidi.ts';
import { useT } from '../shell/i18n.tsx';
import { COUPON_TYPE_KEYS } from './keys.ts';
import { betLabel } from './figures.ts';

/** Receipt polling period, ms. */
export const RECEIPT_POLL_MS = 5_000;

/** The receipt of the coupon just placed, in the page language and the player's odds format. */
export function CouponReceipt({ receipt, lng, locale, coefViewId }: { receipt: Receipt; lng: string; locale: string; coefViewId: number }) {
  const t = useT();
  const currency = receipt.currency;
  const settled = !isOpenStatus(receipt.statusId);
  const statusKey = BET_STATUS_KEYS[receipt.statusId as keyof typeof BET_STATUS_KEYS] ?? BET_STATUS_KEYS[-1];
  return (
    <section className="coupon-receipt" data-testid="coupon-receipt" data-coupon-id={receipt.couponId} aria-labelledby="coupon-receipt-title">
      <h3 id="coupon-receipt-title" className="coupon-receipt-title">
        {t('coupon_receipt_title')}
      </h3>
      <p className="coupon-receipt-number">{t('coupon_receipt_number', { id: receipt.couponId })}</p>
      <p className="coupon-receipt-type">{t(COUPON_TYPE_KEYS[receipt.typeId as CouponTypeId] ?? COUPON_TYPE_KEYS[1])}</p>
      <ul className="coupon-receipt-bets">
        {receiptLegs(receipt).map((leg) =>
          leg.kind === 'bonus' ? (
            <li key="bonus" className="coupon-receipt-bet coupon-bonus" data-testid="coupon-receipt-bonus-bet">
              <span className="coupon-bet-game">{t('coupon_bonus_bet')}</span>
              <span className="coupon-bet-outcome">
                <span className="coupon-bet-coef">{formatCoef(leg.coef, coefViewId)}</span>
              </span>
            </li>
          ) : (
            <li key={leg.bet.key} className="coupon-receipt-bet" data-coupon-bet={leg.bet.key} data-status-id={leg.bet.statusId}>
              <span className="coupon-bet-game"><bdi dir={textDirection(leg.bet.gameName)}>{leg.bet.gameName}</bdi></span>
              <span className="coupon-bet-outcome">
                <span className="coupon-bet-label">{betLabel(t, leg.bet)}</span> <span className="coupon-bet-coef">{formatCoef(leg.coef, coefViewId)}</span>
              </span>
              {leg.bet.score && <span className="coupon-receipt-score"><bdi dir="ltr">{`${leg.bet.score.home}:${leg.bet.score.away}`}</bdi></span>}
              {!isOpenStatus(leg.bet.statusId) && <span className="coupon-receipt-bet-status">{t(BET_STATUS_KEYS[leg.bet.statusId as keyof typeof BET_STATUS_KEYS])}</span>}
            </li>
          ),
        )}
      </ul>
      <dl className="coupon-summary">
        {receipt.coef !== null && (
          <div>
            <dt>{t('coupon_total_coef')}</dt>
            <dd>{formatCoef(receipt.coef, coefViewId)}</dd>
          </div>
        )}
        <div>
          <dt>{t('coupon_receipt_stake')}</dt>
          <dd>{formatMoney(receipt.stakeMinor, currency, locale)}</dd>
        </div>
        <div>
          <dt>{t('coupon_receipt_payout')}</dt>
          <dd>{formatMoney(receipt.potentialPayoutMinor, currency, locale)}</dd>
        </div>
      </dl>
      <p className="coupon-status" data-testid="coupon-status" data-status-id={receipt.statusId} role="status">
        <span>{t('coupon_status_label')}</span> <strong>{t(statusKey)}</strong>
        {settled && receipt.payoutMinor !== null && <span className="coupon-payout"> {t('coupon_payout', { amount: formatMoney(receipt.payoutMinor, currency, locale) })}</span>}
      </p>
      <div className="coupon-actions">
        <a className="button button-secondary" href={`/${lng}/print-coupon/${receipt.couponId}`} target="_blank" rel="noopener">
          {t('coupon_print')}
        </a>
        <Button className="button" onPress={dismissReceipt}>
          {t('coupon_new')}
        </Button>
      </div>
    </section>
  );
}

/** Polls an open receipt every `periodMs` while the page is visible; refreshes the balance once it settles. */
export function useReceiptPolling(receipt: Receipt | null, periodMs: number, authenticated: boolean): void {
  const couponId = receipt?.couponId;
  const open = receipt !== null && isOpenStatus(receipt.statusId);
  useEffect(() => {
    if (couponId === undefined || !open || !authenticated) return;
    let stopped = false;
    const poll = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const body = await api().get<unknown>(`/web-api/coupon/${couponId}`);
        const parsed = receiptSchema.safeParse(body);
        if (stopped || !parsed.success) return;
        updateReceipt(parsed.data);
        if (!isOpenStatus(parsed.data.statusId)) void loadBalance().catch(() => {});
      } catch {
        // The next poll tries again.
      }
    };
    const timer = setInterval(() => void poll(), periodMs);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void poll();
    };
    // The player's stream says a coupon settled: read this one now.
    const onSettled = (event: Event) => {
      if ((event as CustomEvent<CouponSettledDetail>).detail?.couponId === couponId) void poll();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener(COUPON_SETTLED_EVENT, onSettled);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener(COUPON_SETTLED_EVENT, onSettled);
    };
  }, [couponId, open, periodMs, authenticated]);
}
