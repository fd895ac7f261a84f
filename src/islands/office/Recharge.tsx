/**
 * Deposits on `office/recharge` (spec §2 "A recharge iframe modal"): the player picks the account
 * and amount; `POST /web-api/payments/deposit/prepare` checks the deposit against every limit
 * (deposit limits, time-out, self-exclusion or ban of the person, the currency's maximum deposit and
 * balance) BEFORE the player is sent to the provider: a refusal is shown in the modal in the
 * player's language and no provider page opens; otherwise the modal opens the page it names in an
 * iframe (for the test provider `/web-api/payments/test-provider`, which asks success / fail /
 * pending / cancel and posts the deposit, checked again as it is created). The provider's page
 * reports the answer with `postMessage` (`{ type: 'portal:payment',
 * status, body }`, same origin only): a credited deposit closes the modal and reloads the balance
 * (header included); a deposit the portal refused (deposit limit, time-out, self-exclusion: the
 * limit service's message, 403 limit_reached; amount or balance limits) is shown in the modal; a
 * failed, pending or cancelled payment closes the modal with its notice. One idempotency key per
 * opened modal, so a repeated answer makes one payment.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { api, loadBalance } from '../../client/auth/session.ts';
import { isApiError } from '../../client/shell/api.ts';
import type { DepositPrepareResponse } from '../../../schemas/wallet-api.ts';
import { ModalDialog } from '../auth/ui.tsx';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { amountMinor, PAYMENT_FORM_KEYS, PaymentFields, type PaymentAccount } from './payment-form.tsx';

/** Dictionary keys of the island (the modal's close button uses `main_close`). */
export const RECHARGE_KEYS = [
  ...PAYMENT_FORM_KEYS, 'main_close', 'main_query_error', 'recharge_submit', 'recharge_modal_title', 'recharge_frame_title', 'recharge_refused',
  'recharge_result_success', 'recharge_result_fail', 'recharge_result_pending', 'recharge_result_cancel', 'recharge_not_allowed',
] as const;

interface Props {
  accounts: PaymentAccount[];
  /** Spec §3 menu user data `recharge_allow`: false shows why instead of the form. */
  allowed: boolean;
}

/** What the provider's page posts to this window. */
interface PaymentMessage {
  type: 'portal:payment';
  status: number;
  body: { payment?: { status?: string }; errors?: { detail?: string }[] } | null;
}

function isPaymentMessage(data: unknown): data is PaymentMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'portal:payment';
}

const newKey = () => `dep-${crypto.randomUUID()}`;

function RechargeForm({ accounts, allowed }: Props) {
  const t = useT();
  const [accountId, setAccountId] = useState<number | null>((accounts.find((a) => a.isActive) ?? accounts[0])?.id ?? null);
  const [amount, setAmount] = useState('');
  const [frame, setFrame] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const account = accounts.find((a) => a.id === accountId);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || !isPaymentMessage(event.data)) return;
      const { status, body } = event.data;
      const paymentStatus = body?.payment?.status;
      if (status === 200 && paymentStatus) {
        setFrame(null);
        const amountText = `${amount.trim()} ${account?.iso ?? ''}`;
        setNotice({ kind: paymentStatus === 'success' ? 'success' : 'error', text: t(`recharge_result_${paymentStatus}`, { amount: amountText }) });
        void loadBalance().catch(() => {});
        return;
      }
      setFrame(null);
      setRefusal(body?.errors?.map((e) => e.detail).filter(Boolean).join('; ') || t('main_query_error'));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [amount, account, t]);

  if (!allowed) return <p className="form-error" role="alert">{t('recharge_not_allowed')}</p>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!account || amountMinor(amount, account) === null || busy) return;
    setNotice(null);
    setRefusal(null);
    setBusy(true);
    try {
      // The limits are checked before the provider's page opens (the language goes as the API's X-Language).
      const answer = await api().post<DepositPrepareResponse>('/web-api/payments/deposit/prepare', {
        accountId: account.id, amount: amount.trim(), provider: 'test', idempotencyKey: newKey(),
      });
      setFrame(answer.providerUrl);
    } catch (error) {
      setRefusal(isApiError(error) && error.status >= 400 && error.message ? error.message : t('main_query_error'));
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    setFrame(null);
    setRefusal(null);
  };

  return (
    <div className="payment-form-wrap">
      <form className="payment-form" onSubmit={(event) => void submit(event)} data-testid="recharge-form">
        <PaymentFields accounts={accounts} accountId={accountId} onAccount={setAccountId} amount={amount} onAmount={setAmount} />
        <Button type="submit" className="button" isDisabled={busy || amountMinor(amount, account) === null}>
          {t('recharge_submit')}
        </Button>
      </form>
      <p className={`payment-notice form-${notice?.kind ?? 'none'}`} role="status" data-testid="recharge-notice">
        {notice?.text ?? ''}
      </p>
      <ModalDialog isOpen={frame !== null || refusal !== null} onClose={close} title={t('recharge_modal_title')} className="recharge-modal">
        {refusal !== null ? (
          <div className="recharge-refusal" role="alert" data-testid="recharge-refusal">
            <p className="form-error">{t('recharge_refused')}</p>
            <p>{refusal}</p>
          </div>
        ) : (
          frame && <iframe className="recharge-frame" src={frame} title={t('recharge_frame_title')} data-testid="recharge-frame" />
        )}
      </ModalDialog>
    </div>
  );
}

/** The recharge island. */
export default function Recharge({ locale, messages, lng, ...rest }: IslandI18nProps & Props) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <RechargeForm {...rest} />
    </IslandI18n>
  );
}
