/**
 * The coupon's slip while it holds bets (spec §3 Coupon state; §5 coupon validation): the coupon
 * types the bets allow (single, express, system, …), the legs, clearing the coupon, the system
 * value, the stakes and limits, the promo code, the summary, the change-of-odds action, the
 * message of the last placement, the reason the place button is disabled (the first problem of
 * validation, or a guest's need to log in) and the place and login buttons.
 *
 * Test hooks: the place button `data-testid="place-bet"`, `data-testid="coupon-disabled-reason"`.
 */
import type { ReactNode } from 'react';
import { Button, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import type { CouponConfig } from '../../../schemas/site-config.ts';
import { availableTypes, chooseType, type CouponSettingsState, type CouponState } from '../../client/coupon/coupon-store.ts';
import { COUPON_TYPE, type CouponTypeId } from '../../domain/coupon/types.ts';
import type { AccountKind } from '../../domain/money.ts';
import { requestLogin } from '../../client/auth/navigation.ts';
import { useT } from '../shell/i18n.tsx';
import { COUPON_TYPE_KEYS } from './keys.ts';
import type { CouponFigures } from './figures.ts';
import { CouponLegs } from './CouponLegs.tsx';
import { SystemValueSelect } from './CouponSystem.tsx';
import { CouponStakes, CouponSummary, PromoCodeField, type FreeBet } from './CouponAmounts.tsx';
import { ChangeCoefActionField, type SaveSettings } from './CouponSettings.tsx';

/** Props of {@link CouponSlip}. */
export interface CouponSlipProps {
  state: CouponState;
  figures: CouponFigures;
  settings: CouponSettingsState;
  config: CouponConfig;
  /** The currency of the stakes, and the page's locale for money texts. */
  money: { iso: string; exponent: number };
  locale: string;
  /** The account bets are taken from. */
  accountType: AccountKind;
  /** The amount fields' step (major units) and the currency's initial amount as text. */
  step: number;
  initialText: string;
  /** The stake as the player is typing it, or null. */
  amountDraft: string | null;
  onAmount(text: string): void;
  /** The promo code: why it was refused, the free bet it names, whether to offer applying it. */
  promo: { error: string | null; freeBet: FreeBet | undefined; canApply: boolean; onApply(): void };
  saveSettings: SaveSettings;
  /** The message of the last placement attempt (rendered by the coupon), or null. */
  notice: ReactNode;
  /** Why the coupon cannot be placed now, or null. */
  disabledReason: string | null;
  /** Offer the login button (a guest, or a placement refused for want of a session). */
  showLogin: boolean;
  placing: boolean;
  onPlace(): void;
  onClear(): void;
}

/** The slip: types, legs, stakes, summary and the place button. */
export function CouponSlip({
  state, figures, settings, config, money, locale, accountType, step, initialText, amountDraft, onAmount, promo, saveSettings,
  notice, disabledReason, showLogin, placing, onPlace, onClear,
}: CouponSlipProps) {
  const t = useT();
  const types = availableTypes(state.bets.length);
  const coefViewId = settings.coefViewId;
  return (
    <>
      {types.length > 1 && (
        <ToggleButtonGroup
          className="coupon-types"
          aria-label={t('coupon_type')}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[String(state.typeId)]}
          onSelectionChange={(keys) => {
            const [key] = [...keys];
            if (key !== undefined) chooseType(Number(key) as CouponTypeId);
          }}
        >
          {types.map((typeId) => (
            <ToggleButton key={typeId} id={String(typeId)} className="coupon-type">
              {t(COUPON_TYPE_KEYS[typeId])}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      <CouponLegs
        typeId={state.typeId}
        bets={state.bets}
        amountByBetId={state.amountByBetId}
        initialText={initialText}
        step={step}
        exponent={money.exponent}
        coefViewId={coefViewId}
        bonusCoef={figures.bonusCoef}
      />
      <Button className="coupon-clear" onPress={onClear}>
        {t('coupon_clear')}
      </Button>
      {state.typeId === COUPON_TYPE.system && <SystemValueSelect legs={figures.legs} value={figures.systemValue} />}
      <CouponStakes
        typeId={state.typeId}
        bets={state.bets}
        amount={state.amount}
        amountDraft={amountDraft}
        onAmount={onAmount}
        amountByBlockId={state.amountByBlockId}
        initialText={initialText}
        step={step}
        exponent={money.exponent}
        config={config}
        iso={money.iso}
        accountType={accountType}
        locale={locale}
      />
      <PromoCodeField typeId={state.typeId} value={state.promoCode} error={promo.error} freeBet={promo.freeBet} canApply={promo.canApply} onApply={promo.onApply} money={money} locale={locale} />
      <CouponSummary figures={figures} coefViewId={coefViewId} showPotentialWin={settings.isPossibleWinShown} freeBet={promo.freeBet} money={money} locale={locale} />
      <ChangeCoefActionField value={settings.changeCoefAction} saveSettings={saveSettings} />
      {notice}
      {disabledReason && (
        <p className="coupon-disabled-reason" data-testid="coupon-disabled-reason" id="coupon-disabled-reason">
          {disabledReason}
        </p>
      )}
      <div className="coupon-actions">
        {showLogin && (
          <Button className="button button-secondary" onPress={requestLogin}>
            {t('coupon_login')}
          </Button>
        )}
        <Button
          className="button coupon-place"
          data-testid="place-bet"
          isDisabled={disabledReason !== null}
          isPending={placing}
          aria-describedby={disabledReason ? 'coupon-disabled-reason' : undefined}
          onPress={onPlace}
        >
          {t('coupon_place_bet')}
        </Button>
      </div>
    </>
  );
}
