/**
 * The message form of `office/payment/create-request/...` (spec §2): sends the request
 * (`POST /web-api/office/payment-requests`) and then opens the player's requests list.
 * Errors show the server's detail (spec §8).
 */
import { useState, type FormEvent } from 'react';
import { Button, Label, TextArea, TextField } from 'react-aria-components';
import { api } from '../../client/auth/session.ts';
import { isApiError } from '../../client/shell/api.ts';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';

/** Dictionary keys the island uses. */
export const PAYMENT_REQUEST_FORM_KEYS = ['payreq_message', 'payreq_send', 'main_query_error'] as const;

interface Props {
  topicId: number;
  subTopicId: number | null;
  paymentId: number | null;
  /** The requests list to open after sending. */
  listHref: string;
}

function Form({ topicId, subTopicId, paymentId, listHref }: Props) {
  const t = useT();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await api().post('/web-api/office/payment-requests', { topicId, subTopicId, paymentId, message });
      location.assign(listHref);
    } catch (e) {
      setError(isApiError(e) && e.message ? e.message : t('main_query_error'));
      setBusy(false);
    }
  };
  return (
    <form className="rg-form" onSubmit={send} data-testid="payment-request-form">
      {error && <p className="rg-notice rg-notice-error" role="alert">{error}</p>}
      <TextField className="field" value={message} onChange={setMessage} isRequired maxLength={2000}>
        <Label>{t('payreq_message')}</Label>
        <TextArea rows={5} data-testid="payment-request-message" />
      </TextField>
      <Button type="submit" className="button" isDisabled={busy}>{t('payreq_send')}</Button>
    </form>
  );
}

/** The island. */
export default function PaymentRequestForm({ lng, locale, messages, ...props }: IslandI18nProps & Props) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <Form {...props} />
    </IslandI18n>
  );
}
