/**
 * The coupon settings (spec §3 Coupon settings, Change-of-odds action; §4 one-click betting): the
 * odds format (coefficient view, also used by the outcome buttons of the page and saved with the
 * player's settings), one-click betting with its stake (when the brand enables it, for a
 * logged-in player; switching it on with bets in the coupon asks first and then clears the
 * coupon), drop on score change, and the change-of-odds action the slip shows. A logged-in
 * player's coupon settings are saved with `PUT /web-api/coupon/settings` (typing waits 500 ms;
 * the latest settings win); a guest's stay in localStorage (the coupon store).
 *
 * Test hooks: `data-testid="coupon-one-click"`, `data-testid="coupon-one-click-confirm"`.
 */
import { useEffect, useRef, useState } from 'react';
import {
  Button, Dialog, Heading, Input, Label, Modal, ModalOverlay, RadioButton, RadioField, RadioGroup, SwitchButton, SwitchField, Text, TextField,
} from 'react-aria-components';
import type { CouponConfig } from '../../../schemas/site-config.ts';
import { api } from '../../client/auth/session.ts';
import {
  OFFERED_COEF_VIEWS, couponSettings, setChangeCoefAction, setCoefView, setDropOnScore, setOneClickAmount, settingsBody, switchOneClick,
  type CouponSettingsState,
} from '../../client/coupon/coupon-store.ts';
import { CHANGE_COEF_ACTION, type ChangeCoefAction } from '../../domain/coupon/types.ts';
import { useT } from '../shell/i18n.tsx';
import { SelectField } from '../shell/SelectField.tsx';
import { CHANGE_COEF_ACTION_KEYS, COEF_VIEW_KEYS } from './keys.ts';
import { normaliseAmount } from './figures.ts';

/** Saves the coupon settings as they are now; `delayMs` > 0 waits for typing to stop. */
export type SaveSettings = (delayMs?: number) => void;

/**
 * Sends a logged-in player's settings (`PUT /web-api/coupon/settings`), after `delayMs` for
 * typing; the latest settings win. A guest's are not sent (the store keeps them).
 */
export function useSettingsSaver(authenticated: boolean): SaveSettings {
  const putTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(putTimer.current), []);
  return (delayMs = 0) => {
    if (!authenticated) return;
    clearTimeout(putTimer.current);
    const send = () => void api().request('PUT', '/web-api/coupon/settings', { json: settingsBody(couponSettings.peek()) }).catch(() => {});
    if (delayMs > 0) putTimer.current = setTimeout(send, delayMs);
    else send();
  };
}

/** A react-aria switch as the coupon settings draw it. */
function CouponSwitch({ isSelected, onChange, label, testId }: { isSelected: boolean; onChange(on: boolean): void; label: string; testId?: string }) {
  return (
    <SwitchField isSelected={isSelected} onChange={onChange} data-testid={testId}>
      <SwitchButton className="coupon-switch">
        <span className="coupon-switch-track" aria-hidden="true">
          <span className="coupon-switch-thumb" />
        </span>
        {label}
      </SwitchButton>
    </SwitchField>
  );
}

/** The change-of-odds action (spec §3): approve changes, accept any, accept rises; saved at once. */
export function ChangeCoefActionField({ value, saveSettings }: { value: ChangeCoefAction; saveSettings: SaveSettings }) {
  const t = useT();
  const changeAction = (chosen: string) => {
    const action = Number(chosen) as ChangeCoefAction;
    if (action !== 0 && action !== 1 && action !== 2) return;
    setChangeCoefAction(action);
    saveSettings();
  };
  return (
    <RadioGroup className="coupon-change-coef" value={String(value)} onChange={changeAction}>
      <Label className="coupon-label">{t('coupon_change_coef_action')}</Label>
      {([CHANGE_COEF_ACTION.approve, CHANGE_COEF_ACTION.anyChange, CHANGE_COEF_ACTION.onRise] as const).map((action) => (
        <RadioField key={action} value={String(action)} className="radio-field">
          <RadioButton className="radio">
            <span className="radio-dot" aria-hidden="true" />
            {t(CHANGE_COEF_ACTION_KEYS[action])}
          </RadioButton>
        </RadioField>
      ))}
    </RadioGroup>
  );
}

/** Props of {@link CouponSettings}. */
export interface CouponSettingsProps {
  /** The brand's coupon settings (`isOneClickEnabled`). */
  config: CouponConfig;
  settings: CouponSettingsState;
  authenticated: boolean;
  /** One-click bets are taken from a bonus account: its own one-click stake. */
  bonusOneClick: boolean;
  /** The currency's initial amount, shown while no one-click stake is set. */
  initialText: string;
  saveSettings: SaveSettings;
  /** Clears the coupon's message (a changed one-click setting makes it stale). */
  onClearNotice(): void;
}

/** The coupon settings section, and the dialog that confirms switching one-click betting on. */
export function CouponSettings({ config, settings, authenticated, bonusOneClick, initialText, saveSettings, onClearNotice }: CouponSettingsProps) {
  const t = useT();
  const [oneClickDraft, setOneClickDraft] = useState<string | null>(null);
  const [askOneClick, setAskOneClick] = useState(false);
  const oneClickStored = bonusOneClick ? settings.bonusAccountOneClickAmount : settings.oneClickAmount;

  const onOneClick = (on: boolean) => {
    const { outcome } = switchOneClick(on);
    // Spec §4: with bets in the coupon, switching one-click on asks first (and then clears the coupon).
    if (outcome === 'ask') {
      setAskOneClick(true);
      return;
    }
    onClearNotice();
    saveSettings();
  };

  const confirmOneClick = () => {
    switchOneClick(true, true);
    setAskOneClick(false);
    onClearNotice();
    saveSettings();
  };

  const onOneClickAmount = (text: string) => {
    setOneClickDraft(text);
    if (setOneClickAmount(normaliseAmount(text), bonusOneClick)) saveSettings(500);
  };

  const onDropOnScore = (on: boolean) => {
    setDropOnScore(on);
    saveSettings();
  };

  return (
    <>
      <section className="coupon-settings" aria-labelledby="coupon-settings-title">
        <h3 id="coupon-settings-title" className="coupon-settings-title">
          {t('coupon_settings')}
        </h3>
        <SelectField
          className="coupon-coef-view"
          labelClassName="coupon-label"
          label={t('coupon_coef_view')}
          value={settings.coefViewId}
          onChange={(view: number) => {
            setCoefView(view);
            // A player's view is one of the saved settings (spec §3 coefViewId): every page uses it.
            if (authenticated) void api().post('/web-api/user/settings', { coefViewId: view }).catch(() => {});
          }}
          options={OFFERED_COEF_VIEWS.map((id) => ({ id, text: t(COEF_VIEW_KEYS[id]!) }))}
        />
        {config.isOneClickEnabled && authenticated && (
          <>
            <CouponSwitch isSelected={settings.isActiveOneClick} onChange={onOneClick} label={t('coupon_one_click')} testId="coupon-one-click" />
            {settings.isActiveOneClick && (
              <TextField className="coupon-one-click-amount" value={oneClickDraft ?? oneClickStored ?? initialText} onChange={onOneClickAmount} inputMode="decimal" autoComplete="off" name="oneClickAmount">
                <Label className="coupon-label">{t('coupon_one_click_amount')}</Label>
                <Input className="coupon-text-input" />
                <Text slot="description" className="coupon-hint">{t('coupon_one_click_hint')}</Text>
              </TextField>
            )}
          </>
        )}
        <CouponSwitch isSelected={settings.isDropOnScoreChange} onChange={onDropOnScore} label={t('coupon_drop_on_score_change')} />
      </section>
      <ModalOverlay className="modal-overlay" isOpen={askOneClick} onOpenChange={setAskOneClick} isDismissable>
        <Modal className="modal modal-small">
          <Dialog className="dialog" role="alertdialog" data-testid="coupon-one-click-confirm">
            <Heading slot="title" className="dialog-title">
              {t('coupon_one_click_confirm_title')}
            </Heading>
            <p>{t('coupon_one_click_confirm_text')}</p>
            <div className="dialog-actions">
              <Button className="button" onPress={confirmOneClick} autoFocus>
                {t('coupon_one_click_confirm')}
              </Button>
              <Button className="button button-secondary" onPress={() => setAskOneClick(false)}>
                {t('coupon_cancel')}
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}
