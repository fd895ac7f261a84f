/**
 * The answer to one support request in the console (`support_requests.answer`, spec §4 Support
 * button): an open request gets the answer form
 * (`POST /console-api/support/{brandId}/requests/{id}/answer`, once; the visitor gets it by e-mail,
 * a player also on their open pages); an answered one shows its answer.
 */
import { useState, type FormEvent } from 'react';
import { Button, FieldError, Form, Label, TextArea, TextField } from 'react-aria-components';
import { ConsoleIsland, showToast } from './ConsoleIsland.tsx';
import { consoleRequest } from '../../client/console/api.ts';
import { useT, type IslandI18nProps } from '../shell/i18n.tsx';
import type { SupportRequestView } from '../../../schemas/support-api.ts';
import { SUPPORT_TEXT_MAX } from '../../domain/office/support-requests.ts';
import { useConsoleFormat } from './format.ts';

function Answer({ brandId, request: initial }: { brandId: string; request: SupportRequestView }) {
  const t = useT();
  const when = useConsoleFormat().time;
  const [request, setRequest] = useState(initial);
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const { request: next } = await consoleRequest<{ request: SupportRequestView }>('POST', `/console-api/support/${brandId}/requests/${request.id}/answer`, { answer });
      setRequest(next);
      showToast(t('console_support_answered'));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setPending(false);
    }
  };
  if (request.answer !== null) {
    return (
      <section aria-labelledby="support-answer-heading" data-status={request.status}>
        <h2 id="support-answer-heading">{t('console_support_answer')}</h2>
        <p data-testid="support-answer-text">{request.answer}</p>
        {request.answeredAt && <p className="muted">{when(request.answeredAt)}</p>}
      </section>
    );
  }
  return (
    <Form onSubmit={submit} data-testid="support-answer-form" validationBehavior="aria">
      <TextField className="field" name="answer" value={answer} onChange={setAnswer} isRequired maxLength={SUPPORT_TEXT_MAX} isInvalid={Boolean(error)}>
        <Label>{t('console_support_answer')}</Label>
        <TextArea rows={6} />
        <FieldError>{error ?? undefined}</FieldError>
      </TextField>
      <p className="muted">{request.email ? t('console_support_answer_mailed', { email: request.email }) : t('console_support_answer_not_mailed')}</p>
      <Button type="submit" className="button" isPending={pending}>{t('console_support_send')}</Button>
    </Form>
  );
}

/** The island. */
export default function SupportAnswer({ brandId, request, ...i18n }: IslandI18nProps & { brandId: string; request: SupportRequestView }) {
  return (
    <ConsoleIsland {...i18n} withToasts>
      <Answer brandId={brandId} request={request} />
    </ConsoleIsland>
  );
}
