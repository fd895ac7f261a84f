/**
 * Withdrawals on `office/deduce` (spec §2; §4 Ban: a banned player reaches the page only at ban
 * level 45, 53 for ban version 1). The amount is held at once and paid out by the provider
 * (`POST /web-api/payments/withdraw`, one idempotency key per request); the answer's status is
 * shown with the payment-return texts, refusals (insufficient funds, frozen account, limits) with
 * the server's message, and the balance is reloaded. While a bonus is being wagered the server
 * answers `bonus_forfeit_warning` first: the player sees that the withdrawal forfeits the bonus and
 * either keeps the bonus or confirms (`forfeitBonus: true`).
 */
import { useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { api, loadBalance } from '../../client/auth/session.ts';
import { isApiError } from '../../client/shell/api.ts';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { amountMinor, PAYMENT_FORM_KEYS, PaymentFields, type PaymentAccount } from './payment-form.tsx';

/** Dictionary keys of the island. */
export const DEDUCE_KEYS = [
  ...PAYMENT_FORM_KEYS, 'main_query_error', 'deduce_submit',
  'onpay_withdraw_success_title', 'onpay_withdraw_fail_title', 'onpay_withdraw_pending_title', 'onpay_withdraw_cancel_title',
  'bonus_forfeit_warning', 'bonus_forfeit_confirm', 'bonus_forfeit_keep',
] as const;

interface Props {
  accounts: PaymentAccount[];
}

function DeduceForm({ accounts }: Props) {
  const t = useT();
  const [accountId, setAccountId] = useState<number | null>((accounts.find((a) => a.isActive) ?? accounts[0])?.id ?? null);
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [warned, setWarned] = useState(false);
  const account = accounts.find((a) => a.id === accountId);

  const send = async (forfeitBonus: boolean) => {
    if (!account || amountMinor(amount, account) === null) return;
    setBusy(true);
    setNotice(null);
    try {
      const answer = await api().post<{ payment: { status: string } }>('/web-api/payments/withdraw', {
        accountId: account.id, amount: amount.trim(), provider: 'test', idempotencyKey: `wd-${crypto.randomUUID()}`, ...(forfeitBonus ? { forfeitBonus } : {}),
      });
      setWarned(false);
      setNotice({ kind: answer.payment.status === 'success' || answer.payment.status === 'pending' ? 'success' : 'error', text: t(`onpay_withdraw_${answer.payment.status}_title`) });
      setAmount('');
      await loadBalance().catch(() => {});
    } catch (error) {
      if (isApiError(error) && error.code === 'bonus_forfeit_warning') setWarned(true);
      else setNotice({ kind: 'error', text: isApiError(error) && error.message ? error.message : t('main_query_error') });
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(false);
  };

  return (
    <div className="payment-form-wrap">
      <form className="payment-form" onSubmit={submit} data-testid="deduce-form">
        <PaymentFields accounts={accounts} accountId={accountId} onAccount={setAccountId} amount={amount} onAmount={setAmount} />
        <Button type="submit" className="button" isPending={busy} isDisabled={busy || amountMinor(amount, account) === null}>
          {t('deduce_submit')}
        </Button>
      </form>
      {warned && (
        <div className="bonus-forfeit" role="alert" data-testid="bonus-forfeit">
          <p>{t('bonus_forfeit_warning')}</p>
          <Button className="button" isPending={busy} onPress={() => void send(true)} data-testid="bonus-forfeit-confirm">{t('bonus_forfeit_confirm')}</Button>
          <Button className="button button-secondary" onPress={() => setWarned(false)}>{t('bonus_forfeit_keep')}</Button>
        </div>
      )}
      <p className={`payment-notice form-${notice?.kind ?? 'none'}`} role="status" data-testid="deduce-notice">
        {notice?.text ?? ''}
      </p>
    </div>
  );
}

/** The deduce island. */
export default function Deduce({ locale, messages, lng, ...rest }: IslandI18nProps & Props) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <DeduceForm {...rest} />
    </IslandI18n>
  );
}
