/**
 * The bet-slip bar of narrow screens (spec §2 default layout, coupon): a button fixed at the
 * bottom showing the number of picks and the total coefficient of a single or express, which
 * opens the coupon column (`#coupon-sheet`, the layout's aside) as a sheet over the page (also when
 * the tab bar's bet-slip tab fires {@link COUPON_SHEET_TOGGLE_EVENT}): a
 * modal dialog while open, closed by its close button (`[data-sheet-close]`), Escape, or the
 * screen growing wide enough for the column. Opening asks for the coupon
 * ({@link COUPON_WANTED_EVENT}, CouponSlot.tsx). It reads the stored coupon only
 * (src/client/coupon/coupon-summary.ts), so it costs the page little JavaScript.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { COUPON_COLUMN_QUERY, COUPON_SHEET_TOGGLE_EVENT, COUPON_WANTED_EVENT } from '../../client/coupon/coupon-summary.ts';
import { useCouponSummary } from './use-coupon-summary.ts';
import { decimalCoefText } from '../../domain/coupon/decimal-coef.ts';

/** Dictionary keys the bar uses. */
export const BET_SLIP_BAR_KEYS = ['coupon_bar_label', 'coupon_bar_picks', 'coupon_bar_odds', 'coupon_title'] as const;

/** Props of the bet-slip bar island. */
export interface BetSlipBarProps extends IslandI18nProps {
  /** Id of the element that becomes the sheet. */
  sheetId: string;
}

function Bar({ sheetId }: { sheetId: string }) {
  const t = useT();
  const summary = useCouponSummary();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const show = useCallback((next: boolean) => {
    const sheet = document.getElementById(sheetId);
    if (!sheet) return;
    setOpen(next);
    if (next) {
      window.dispatchEvent(new Event(COUPON_WANTED_EVENT));
      sheet.setAttribute('data-open', 'true');
      sheet.setAttribute('role', 'dialog');
      sheet.setAttribute('aria-modal', 'true');
      document.documentElement.setAttribute('data-sheet-open', 'true');
      sheet.querySelector<HTMLElement>('[data-sheet-close]')?.focus();
    } else {
      sheet.removeAttribute('data-open');
      sheet.removeAttribute('role');
      sheet.removeAttribute('aria-modal');
      document.documentElement.removeAttribute('data-sheet-open');
      button.current?.focus();
    }
  }, [sheetId]);

  // The tab bar's bet-slip tab opens and closes the sheet through this bar.
  useEffect(() => {
    const toggle = () => show(button.current?.getAttribute('aria-expanded') !== 'true');
    window.addEventListener(COUPON_SHEET_TOGGLE_EVENT, toggle);
    return () => window.removeEventListener(COUPON_SHEET_TOGGLE_EVENT, toggle);
  }, [show]);

  useEffect(() => {
    if (!open) return;
    const sheet = document.getElementById(sheetId);
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && show(false);
    const onClick = (event: MouseEvent) => (event.target as Element | null)?.closest('[data-sheet-close]') && show(false);
    const wide = window.matchMedia(COUPON_COLUMN_QUERY);
    const onWide = () => wide.matches && show(false);
    document.addEventListener('keydown', onKey);
    sheet?.addEventListener('click', onClick);
    wide.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKey);
      sheet?.removeEventListener('click', onClick);
      wide.removeEventListener('change', onWide);
    };
  }, [open, sheetId, show]);

  return (
    <button
      ref={button}
      type="button"
      className="slip-bar"
      aria-controls={sheetId}
      aria-expanded={open}
      data-count={summary.count}
      onClick={() => show(!open)}
    >
      <span className="slip-bar-label">{t('coupon_bar_label')}</span>
      <span className="slip-bar-count" data-testid="slip-bar-count">{t('coupon_bar_picks', { count: summary.count })}</span>
      {summary.coef !== null && <span className="slip-bar-coef">{t('coupon_bar_odds', { coef: decimalCoefText(summary.coef) })}</span>}
    </button>
  );
}

/** The bet-slip bar island. */
export default function BetSlipBar({ lng, locale, messages, sheetId }: BetSlipBarProps) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <Bar sheetId={sheetId} />
    </IslandI18n>
  );
}
