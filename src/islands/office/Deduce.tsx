/**
 * Withdrawals on `office/deduce` (spec §2; §4 Ban: a banned player reaches the page only at ban
 * level 45, 53 for ban version 1). The amount is held at once and paid out by the provider
 * (`POST /web-api/payments/withdraw`, one idempotency key per request); the answer's status is
 * shown with the payment-return texts, refusals (insufficient funds, frozen account, limits) with
 * the server's message, and the balance is reloaded.
 */
import { useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { api, loadBalance } from '../../client/session.ts';
import { isApiError } from '../../client/api.ts';
import { IslandI18n, useT, type IslandI18nProps } from '../i18n.tsx';
import { amountMinor, PAYMENT_FORM_KEYS, PaymentFields, type PaymentAccount } from './payment-form.tsx';

/** Dictionary keys of the island. */
export const DEDUCE_KEYS = [
  ...PAYMENT_FORM_KEYS, 'main_query_error', 'deduce_submit',
  'onpay_withdraw_success_title', 'onpay_withdraw_fail_title', 'onpay_withdraw_pending_title', 'onpay_withdraw_cancel_title',
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
  const account = accounts.find((a) => a.id === accountId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!account || amountMinor(amount, account) === null) return;
    setBusy(true);
    setNotice(null);
    try {
      const answer = await api().post<{ payment: { status: string } }>('/web-api/payments/withdraw', {
        accountId: account.id, amount: amount.trim(), provider: 'test', idempotencyKey: `wd-${crypto.randomUUID()}`,
      });
      setNotice({ kind: answer.payment.status === 'success' || answer.payment.status === 'pending' ? 'success' : 'error', text: t(`onpay_withdraw_${answer.payment.status}_title`) });
      setAmount('');
      await loadBalance().catch(() => {});
    } catch (error) {
      setNotice({ kind: 'error', text: isApiError(error) && error.message ? error.message : t('main_query_error') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="payment-form-wrap">
      <form className="payment-form" onSubmit={(event) => void submit(event)} data-testid="deduce-form">
        <PaymentFields accounts={accounts} accountId={accountId} onAccount={setAccountId} amount={amount} onAmount={setAmount} />
        <Button type="submit" className="button" isPending={busy} isDisabled={busy || amountMinor(amount, account) === null}>
          {t('deduce_submit')}
        </Button>
      </form>
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
