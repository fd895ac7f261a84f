/**
 * The player's bonus actions on the office bonus pages (spec §2 office bonuses/deposit and
 * bonuses/wager; §3 showPromoCodeCheck; §4 bonus choice after registration):
 * - `promo`: a promo code form (`POST /web-api/bonuses/promo-code`): a no-deposit bonus is awarded
 *   at once, a reload waits for the next deposit; a refusal shows its reason in the page language
 *   (`bonus_promo_{reason}`);
 * - `choice`: the first-deposit bonus choice (`POST /web-api/user/bonus-choice`), before the first deposit;
 * - `cancel`: giving up the bonus (`POST /web-api/bonuses/cancel`) after a confirmation, since its
 *   bonus money is forfeited;
 * - `claim`: an offer page's "get this bonus" for an offer claimed with a code (the same call as
 *   `promo`, the code given), or, `optIn`, for the birthday gift (`POST /web-api/bonuses/opt-in`
 *   with its template code);
 * - `cashback`: claims the last finished period's cashback (`POST /web-api/bonuses/cashback`);
 * - `exchange`: exchanges club points for money (`POST /web-api/bonuses/points/exchange`).
 * The page reloads after a change so every figure comes from the server.
 */
import { useState, type FormEvent } from 'react';
import { Button, Input, Label, Radio, RadioGroup, TextField } from 'react-aria-components';
import { api } from '../../client/auth/session.ts';
import { isApiError } from '../../client/shell/api.ts';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { PROMO_REFUSALS } from '../../../schemas/bonus.ts';
import type { BonusChoice } from '../../domain/pages/office-bonuses.ts';

/** Dictionary keys of the island. */
export const BONUS_TOOLS_KEYS = [
  'main_query_error', 'bonus_promo_label', 'bonus_promo_submit', 'bonus_promo_active', 'bonus_promo_pending',
  ...PROMO_REFUSALS.map((r) => `bonus_promo_${r}` as const),
  'bonus_choice_label', 'bonus_choice_none', 'bonus_choice_sports', 'bonus_choice_casino', 'bonus_choice_saved',
  'bonus_cancel', 'bonus_cancel_confirm', 'bonus_cancel_keep', 'bonus_cancel_warning', 'bonus_claim',
  'cashback_claim', 'cashback_claimed', 'cashback_nothing_due', 'cashback_already_claimed',
  'rewards_points', 'rewards_exchange', 'rewards_exchanged', 'rewards_min_exchange',
] as const;

/** Which tool, with what it needs. */
export type BonusToolProps =
  | { tool: 'promo' }
  | { tool: 'choice'; choice: BonusChoice }
  | { tool: 'cancel'; bonusId: number }
  | { tool: 'claim'; code: string; optIn?: boolean }
  | { tool: 'cashback'; program: 'vip' | 'premium' }
  | { tool: 'exchange'; minExchange: number };

function reload(): void {
  window.location.reload();
}

function errorText(error: unknown, t: ReturnType<typeof useT>): string {
  if (isApiError(error)) {
    const meta = (error.errors[0]?.meta ?? {}) as { reason?: string };
    if (error.code === 'promo_code_invalid' && meta.reason) return t(`bonus_promo_${meta.reason}`);
    if (error.message) return error.message;
  }
  return t('main_query_error');
}

function PromoForm() {
  const t = useT();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setNotice(null);
    try {
      const answer = await api().post<{ status: 'active' | 'pending' }>('/web-api/bonuses/promo-code', { code: code.trim() });
      setNotice({ ok: true, text: t(answer.status === 'active' ? 'bonus_promo_active' : 'bonus_promo_pending') });
      setCode('');
      setTimeout(reload, 1200);
    } catch (error) {
      setNotice({ ok: false, text: errorText(error, t) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="bonus-promo" onSubmit={(event) => void submit(event)} data-testid="bonus-promo-form">
      <TextField value={code} onChange={setCode} isRequired minLength={3} maxLength={32} autoComplete="off">
        <Label>{t('bonus_promo_label')}</Label>
        <Input data-testid="bonus-promo-code" />
      </TextField>
      <Button type="submit" className="button" isPending={busy} isDisabled={busy || code.trim().length < 3}>{t('bonus_promo_submit')}</Button>
      <p className={`form-${notice === null ? 'none' : notice.ok ? 'success' : 'error'}`} role="status" data-testid="bonus-promo-notice">{notice?.text ?? ''}</p>
    </form>
  );
}

/** Claims an offer: by its promo code, or (`optIn`, the birthday gift) by its template code. */
function ClaimButton({ code, optIn = false }: { code: string; optIn?: boolean }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const claim = async () => {
    setBusy(true);
    setNotice(null);
    try {
      const answer = await api().post<{ status: 'active' | 'pending' }>(optIn ? '/web-api/bonuses/opt-in' : '/web-api/bonuses/promo-code', { code });
      setNotice({ ok: true, text: t(answer.status === 'active' ? 'bonus_promo_active' : 'bonus_promo_pending') });
    } catch (error) {
      setNotice({ ok: false, text: errorText(error, t) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="bonus-claim">
      <Button className="button" isPending={busy} isDisabled={busy || notice?.ok === true} onPress={() => void claim()} data-testid="bonus-claim">{t('bonus_claim')}</Button>
      <p className={`form-${notice === null ? 'none' : notice.ok ? 'success' : 'error'}`} role="status" data-testid="bonus-claim-notice">{notice?.text ?? ''}</p>
    </div>
  );
}

function CashbackClaim({ program }: { program: 'vip' | 'premium' }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const claim = async () => {
    setBusy(true);
    try {
      await api().post('/web-api/bonuses/cashback', { program });
      setNotice({ ok: true, text: t('cashback_claimed') });
      setTimeout(reload, 1200);
    } catch (error) {
      const reason = isApiError(error) ? (error.errors[0]?.meta as { reason?: string } | undefined)?.reason : undefined;
      setNotice({ ok: false, text: reason === 'already_claimed' ? t('cashback_already_claimed') : reason === 'nothing_due' ? t('cashback_nothing_due') : errorText(error, t) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="bonus-claim">
      <Button className="button" isPending={busy} isDisabled={busy || notice?.ok === true} onPress={() => void claim()} data-testid="cashback-claim">{t('cashback_claim')}</Button>
      <p className={`form-${notice === null ? 'none' : notice.ok ? 'success' : 'error'}`} role="status" data-testid="cashback-notice">{notice?.text ?? ''}</p>
    </div>
  );
}

function ExchangeForm({ minExchange }: { minExchange: number }) {
  const t = useT();
  const [points, setPoints] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await api().post('/web-api/bonuses/points/exchange', { points: Number(points), idempotencyKey: `px-${crypto.randomUUID()}` });
      setNotice({ ok: true, text: t('rewards_exchanged') });
      setTimeout(reload, 1200);
    } catch (error) {
      setNotice({ ok: false, text: errorText(error, t) });
    } finally {
      setBusy(false);
    }
  };
  const valid = /^\d+$/.test(points) && Number(points) >= minExchange;
  return (
    <form className="bonus-promo" onSubmit={(event) => void submit(event)} data-testid="rewards-exchange">
      <TextField value={points} onChange={setPoints} inputMode="numeric" autoComplete="off">
        <Label>{t('rewards_points')}</Label>
        <Input data-testid="rewards-points" />
      </TextField>
      <p>{t('rewards_min_exchange', { min: minExchange })}</p>
      <Button type="submit" className="button" isPending={busy} isDisabled={busy || !valid}>{t('rewards_exchange')}</Button>
      <p className={`form-${notice === null ? 'none' : notice.ok ? 'success' : 'error'}`} role="status" data-testid="rewards-notice">{notice?.text ?? ''}</p>
    </form>
  );
}

function ChoiceForm({ choice }: { choice: BonusChoice }) {
  const t = useT();
  const [value, setValue] = useState<string>(choice ?? 'none');
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const save = async (next: string) => {
    setValue(next);
    setNotice(null);
    try {
      await api().post('/web-api/user/bonus-choice', { choice: next });
      setNotice({ ok: true, text: t('bonus_choice_saved') });
    } catch (error) {
      setNotice({ ok: false, text: errorText(error, t) });
    }
  };
  return (
    <div className="bonus-choice">
      <RadioGroup value={value} onChange={(next) => void save(next)} data-testid="bonus-choice">
        <Label>{t('bonus_choice_label')}</Label>
        <Radio value="sports">{t('bonus_choice_sports')}</Radio>
        <Radio value="casino">{t('bonus_choice_casino')}</Radio>
        <Radio value="none">{t('bonus_choice_none')}</Radio>
      </RadioGroup>
      <p className={`form-${notice === null ? 'none' : notice.ok ? 'success' : 'error'}`} role="status" data-testid="bonus-choice-notice">{notice?.text ?? ''}</p>
    </div>
  );
}

function CancelBonus({ bonusId }: { bonusId: number }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const cancel = async () => {
    setBusy(true);
    try {
      await api().post('/web-api/bonuses/cancel', { id: bonusId });
      reload();
    } catch (e) {
      setError(errorText(e, t));
      setBusy(false);
    }
  };
  if (!asking) return <Button className="button button-secondary" onPress={() => setAsking(true)} data-testid="bonus-cancel">{t('bonus_cancel')}</Button>;
  return (
    <div className="bonus-forfeit" role="alert">
      <p>{t('bonus_cancel_warning')}</p>
      <Button className="button" isPending={busy} onPress={() => void cancel()} data-testid="bonus-cancel-confirm">{t('bonus_cancel_confirm')}</Button>
      <Button className="button button-secondary" onPress={() => setAsking(false)}>{t('bonus_cancel_keep')}</Button>
      <p role="status">{error}</p>
    </div>
  );
}

/** The bonus tools island. */
export default function BonusTools({ locale, messages, lng, ...props }: IslandI18nProps & BonusToolProps) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      {props.tool === 'promo' ? <PromoForm />
        : props.tool === 'choice' ? <ChoiceForm choice={props.choice} />
          : props.tool === 'claim' ? <ClaimButton code={props.code} optIn={props.optIn} />
            : props.tool === 'cashback' ? <CashbackClaim program={props.program} />
              : props.tool === 'exchange' ? <ExchangeForm minExchange={props.minExchange} />
                : <CancelBonus bonusId={props.bonusId} />}
    </IslandI18n>
  );
}
