/**
 * The console's payment requests island (`payment_requests.answer`): each player's request with
 * its topic, payment and message; an open one gets an answer form
 * (`POST /console-api/payment-requests/{id}/answer`), shown to the player in the office.
 */
import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { ConsoleIsland, showToast } from './ConsoleIsland.tsx';
import { TextInput } from './fields.tsx';
import { consoleRequest } from '../../client/console/api.ts';
import { useT, type IslandI18nProps } from '../shell/i18n.tsx';
import type { PaymentRequestView } from '../../../schemas/office-api.ts';
import { topicById } from '../../domain/office/payment-requests.ts';

function AnswerForm({ request, onAnswered }: { request: PaymentRequestView; onAnswered: (next: PaymentRequestView) => void }) {
  const t = useT();
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { request: next } = await consoleRequest<{ request: PaymentRequestView }>('POST', `/console-api/payment-requests/${request.id}/answer`, { answer });
      onAnswered(next);
      showToast(t('console_payment_requests_answered'));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Form onSubmit={submit} data-testid={`answer-${request.id}`}>
      <TextInput label={t('console_payment_requests_answer')} value={answer} onChange={setAnswer} isRequired error={error} name="answer" />
      <Button type="submit" className="button">{t('console_payment_requests_send')}</Button>
    </Form>
  );
}

function List({ requests: initial }: { requests: PaymentRequestView[] }) {
  const t = useT();
  const [requests, setRequests] = useState(initial);
  if (requests.length === 0) return <p className="muted">{t('console_payment_requests_none')}</p>;
  return (
    <ul className="console-list" aria-live="polite">
      {requests.map((request) => (
        <li key={request.id} data-request={request.id} data-status={request.status}>
          <p>
            <strong>#{request.id}</strong> · {request.brandId} · {t('console_player_title', { id: request.playerId })} · {topicById(request.topicId)?.key ?? request.topicId}
            {request.subTopicId !== null && ` / ${topicById(request.topicId)?.subTopics.find((s) => s.id === request.subTopicId)?.key ?? request.subTopicId}`}
            {' · '}{request.createdAt.slice(0, 16).replace('T', ' ')} UTC
          </p>
          {request.payment && (
            <p>{t('console_payment_requests_payment', { id: request.payment.id, direction: request.payment.direction, amount: request.payment.amountMinor, currency: request.payment.currency, status: request.payment.status })}</p>
          )}
          <blockquote>{request.message}</blockquote>
          {request.answer !== null
            ? <p data-testid="answer-text"><strong>{t('console_payment_requests_answer')}:</strong> {request.answer}</p>
            : <AnswerForm request={request} onAnswered={(next) => setRequests((all) => all.map((r) => (r.id === next.id ? next : r)))} />}
        </li>
      ))}
    </ul>
  );
}

/** The island. */
export default function PaymentRequests({ requests, ...i18n }: IslandI18nProps & { requests: PaymentRequestView[] }) {
  return (
    <ConsoleIsland {...i18n} withToasts>
      <List requests={requests} />
    </ConsoleIsland>
  );
}
