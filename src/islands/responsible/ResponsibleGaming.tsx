/**
 * The responsible-gaming forms of `office/responsible` (spec §2, §3 Limit, §5 options, §7 limit
 * service, §8 limit messages): money limits (wagering 1–3, loss 10–12, deposit 20–22) as an amount
 * in the player's currency, session limit (31, hours), reality check (32, minutes) and deposit
 * time-out (33, days) from their option lists; the current limits with "remove"; the pending
 * changes with "confirm" (once their 24 hours have passed) and "cancel"; the PGSI questionnaire
 * when a raise or removal needs it; self-exclusion (30) with a reason, which logs the player out.
 * Every call goes to `/limit-service-api/api/external/web/v3/…` through the page's API client.
 */
import { useState, type FormEvent } from 'react';
import { Button, Input, Label, Radio, RadioGroup, TextField } from 'react-aria-components';
import { ModalDialog } from '../auth/ui.tsx';
import type { LimitView, Question } from '../../../schemas/limits-api.ts';
import type { AvailableLimit } from '../../domain/pages/responsible.ts';
import { api } from '../../client/auth/session.ts';
import { isApiError } from '../../client/shell/api.ts';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { useClock } from '../shell/Moment.tsx';
import { formatMoment } from '../../domain/clock.ts';
import { SelectField } from '../shell/SelectField.tsx';

/** Base path of the limit service (spec §7). */
const LIMIT_SERVICE = '/limit-service-api/api/external/web/v3';

const MONEY_TYPES = [1, 2, 3, 10, 11, 12, 20, 21, 22];
const TIME_TYPES = [31, 32, 33];

/** Dictionary keys the island uses. */
export const RESPONSIBLE_KEYS = [
  'responsible_title', 'rg_intro', 'rg_money_title', 'rg_time_title', 'rg_limit_type', 'rg_amount', 'rg_save', 'rg_current_title',
  'rg_none', 'rg_left', 'rg_active_until', 'rg_remove', 'rg_pending_title', 'rg_pending_increase', 'rg_pending_removal',
  'rg_pending_wait', 'rg_confirm', 'rg_cancel', 'rg_value_days', 'rg_value_hours', 'rg_value_minutes', 'rg_not_set',
  'rg_pgsi_title', 'rg_pgsi_intro', 'rg_pgsi_submit', 'rg_pgsi_refused', 'rg_pgsi_passed', 'rg_self_exclusion_title',
  'rg_self_exclusion_warning', 'rg_period', 'rg_reason', 'rg_self_exclude', 'rg_self_exclude_confirm', 'rg_timeout_warning',
  ...[...MONEY_TYPES, 30, ...TIME_TYPES].map((type) => `rg_type_${type}`),
  'responsible_gaming_confirm_limit_success', 'responsible_gaming_cancel_limit_success', 'responsible_gaming_confirm_limit_error',
  'responsible_gaming_cancel_limit_error', 'main_save_success', 'main_query_error', 'main_ok', 'main_close',
] as const;

type Notice = { kind: 'info' | 'error'; text: string };
interface Answer {
  status?: number;
  tokenGuid?: string | null;
  data?: { questions: Question[] };
  limitsData?: LimitView[];
  message?: string;
  success?: boolean;
}

/** A limit's value as text: an amount with its currency, or days / hours / minutes. */
function useValueText() {
  const t = useT();
  return (limit: { limitType: number; limitValue: number | null; measure: string }) => {
    if (limit.limitValue === null) return t('rg_none');
    if (limit.limitType === 31 && limit.limitValue === -1) return t('rg_not_set');
    if (limit.limitType === 30 || limit.limitType === 33) return t('rg_value_days', { value: limit.limitValue });
    if (limit.limitType === 31) return t('rg_value_hours', { value: limit.limitValue });
    if (limit.limitType === 32) return t('rg_value_minutes', { value: limit.limitValue });
    return `${limit.limitValue} ${limit.measure}`;
  };
}

function Panel({ initial, available, reasons, currency, home }: Props) {
  const t = useT();
  const clock = useClock();
  const until = (iso: string | null) => (iso ? formatMoment(iso, clock) : '');
  const valueText = useValueText();
  const [limits, setLimits] = useState(initial);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [assessment, setAssessment] = useState<{ tokenGuid: string; questions: Question[] } | null>(null);
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const [moneyType, setMoneyType] = useState(20);
  const [amount, setAmount] = useState('');
  const options = (type: number) => available.find((a) => a.limitType === type)?.availableValues ?? [];
  const [timeValues, setTimeValues] = useState<Record<number, number>>(() => Object.fromEntries(TIME_TYPES.map((type) => [type, options(type)[type === 31 ? 1 : 0] ?? 1])));
  const [exclusionDays, setExclusionDays] = useState(options(30)[0] ?? 1);
  const [reasonId, setReasonId] = useState(reasons[0]?.id ?? 1);
  const [confirmExclusion, setConfirmExclusion] = useState(false);

  const call = async (send: () => Promise<Answer | undefined>, successKey: string, errorKey = 'main_query_error') => {
    setBusy(true);
    setNotice(null);
    try {
      const answer = (await send()) ?? {};
      if (answer.limitsData) setLimits(answer.limitsData);
      if (answer.tokenGuid && answer.data?.questions.length) {
        setAnswers({});
        setAssessment({ tokenGuid: answer.tokenGuid, questions: answer.data.questions });
      } else {
        setNotice({ kind: 'info', text: t(answer.message ?? successKey) });
      }
      return answer;
    } catch (error) {
      setNotice({ kind: 'error', text: isApiError(error) && error.message ? error.message : t(errorKey) });
      return null;
    } finally {
      setBusy(false);
    }
  };
  const setLimit = (limitType: number, limitValue: number) =>
    call(() => api().post<Answer>(`${LIMIT_SERVICE}/limits`, { limits: [{ limitType, limitValue }] }), 'main_save_success');

  const saveMoney = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount.replace(',', '.'));
    void setLimit(moneyType, value);
  };
  const submitAnswers = async (event: FormEvent) => {
    event.preventDefault();
    if (!assessment) return;
    const list = assessment.questions.map((q) => ({ questionId: q.id, value: answers[q.id] ?? -1 }));
    const answer = await call(() => api().post<Answer>(`${LIMIT_SERVICE}/testanswers`, { tokenGuid: assessment.tokenGuid, answers: list }), 'rg_pgsi_passed');
    if (answer) {
      setAssessment(null);
      setNotice({ kind: answer.success ? 'info' : 'error', text: t(answer.success ? 'rg_pgsi_passed' : 'rg_pgsi_refused') });
    }
  };
  const selfExclude = async () => {
    setConfirmExclusion(false);
    const answer = await call(() => api().post<Answer>(`${LIMIT_SERVICE}/BlockUser`, { days: exclusionDays, reasonId }), 'main_save_success');
    // Every session of the player has ended: leave the office.
    if (answer?.success) location.assign(home);
  };

  const active = limits.filter((l) => l.limitState === 'ACTIVE');
  const pending = limits.filter((l) => l.limitState === 'PENDING');
  const moneyOptions = MONEY_TYPES.map((type) => ({ id: type, text: t(`rg_type_${type}`) }));
  const allAnswered = assessment !== null && assessment.questions.every((q) => answers[q.id] !== undefined);

  return (
    <div className="responsible" data-testid="responsible">
      <p>{t('rg_intro')}</p>
      {notice && <p className={`rg-notice rg-notice-${notice.kind}`} role="alert" data-testid="rg-notice">{notice.text}</p>}

      <section aria-labelledby="rg-current">
        <h2 id="rg-current">{t('rg_current_title')}</h2>
        {active.length === 0 ? <p>{t('rg_none')}</p> : (
          <ul className="rg-list" data-testid="rg-active">
            {active.map((limit) => (
              <li key={limit.id} data-limit-type={limit.limitType} data-state="ACTIVE">
                <strong>{t(`rg_type_${limit.limitType}`)}</strong>: <span data-testid="rg-value">{valueText(limit)}</span>
                {limit.limitBalance !== null && <> · {t('rg_left', { balance: `${limit.limitBalance} ${limit.measure}`, until: until(limit.endsAt) })}</>}
                {(limit.limitType === 30 || limit.limitType === 33) && <> · {t('rg_active_until', { until: until(limit.endsAt) })}</>}
                {limit.limitType !== 30 && limit.limitType !== 33 && (
                  <Button className="button button-secondary" isDisabled={busy} onPress={() => void call(() => api().delete<Answer>(`${LIMIT_SERVICE}/limit?limitId=${limit.id}`), 'responsible_gaming_cancel_limit_success', 'responsible_gaming_cancel_limit_error')}>
                    {t('rg_remove')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      {pending.length > 0 && (
        <section aria-labelledby="rg-pending">
          <h2 id="rg-pending">{t('rg_pending_title')}</h2>
          <ul className="rg-list" data-testid="rg-pending">
            {pending.map((limit) => (
              <li key={limit.id} data-limit-type={limit.limitType} data-state="PENDING" data-need-approve={String(limit.needApprove)}>
                <strong>{t(`rg_type_${limit.limitType}`)}</strong>:{' '}
                {limit.change === 'removal' ? t('rg_pending_removal', { until: until(limit.endsAt) }) : t('rg_pending_increase', { value: valueText(limit), until: until(limit.endsAt) })}
                {!limit.needApprove && <> · {t('rg_pending_wait')}</>}
                <Button className="button" isDisabled={busy || !limit.needApprove} onPress={() => void call(() => api().post<Answer>(`${LIMIT_SERVICE}/limitaction`, { limitId: limit.id, action: 1 }), 'responsible_gaming_confirm_limit_success', 'responsible_gaming_confirm_limit_error')}>
                  {t('rg_confirm')}
                </Button>
                <Button className="button button-secondary" isDisabled={busy} onPress={() => void call(() => api().post<Answer>(`${LIMIT_SERVICE}/limitaction`, { limitId: limit.id, action: 0 }), 'responsible_gaming_cancel_limit_success', 'responsible_gaming_cancel_limit_error')}>
                  {t('rg_cancel')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="rg-money">
        <h2 id="rg-money">{t('rg_money_title')}</h2>
        <form className="rg-form" onSubmit={saveMoney} data-testid="rg-money-form">
          <SelectField label={t('rg_limit_type')} options={moneyOptions} value={moneyType} onChange={setMoneyType} testId="rg-money-type" />
          <TextField className="field" value={amount} onChange={setAmount} isRequired inputMode="decimal">
            <Label>{t('rg_amount')} ({currency.iso})</Label>
            <Input data-testid="rg-amount" />
          </TextField>
          <Button type="submit" className="button" isDisabled={busy || amount.trim() === ''}>{t('rg_save')}</Button>
        </form>
      </section>

      <section aria-labelledby="rg-time">
        <h2 id="rg-time">{t('rg_time_title')}</h2>
        {TIME_TYPES.map((type) => (
          <form key={type} className="rg-form" data-testid={`rg-form-${type}`} onSubmit={(event) => { event.preventDefault(); void setLimit(type, timeValues[type]!); }}>
            <SelectField
              label={t(`rg_type_${type}`)}
              options={options(type).map((value) => ({ id: value, text: valueText({ limitType: type, limitValue: value, measure: '' }) }))}
              value={timeValues[type]!}
              onChange={(value) => setTimeValues((current) => ({ ...current, [type]: value }))}
              testId={`rg-select-${type}`}
            />
            {type === 33 && <p className="hint">{t('rg_timeout_warning')}</p>}
            <Button type="submit" className="button" isDisabled={busy}>{t('rg_save')}</Button>
          </form>
        ))}
      </section>

      <section aria-labelledby="rg-exclusion">
        <h2 id="rg-exclusion">{t('rg_self_exclusion_title')}</h2>
        <p className="hint">{t('rg_self_exclusion_warning')}</p>
        <form className="rg-form" data-testid="rg-exclusion-form" onSubmit={(event) => { event.preventDefault(); setConfirmExclusion(true); }}>
          <SelectField label={t('rg_period')} options={options(30).map((value) => ({ id: value, text: t('rg_value_days', { value }) }))} value={exclusionDays} onChange={setExclusionDays} testId="rg-exclusion-days" />
          <SelectField label={t('rg_reason')} options={reasons.map((r) => ({ id: r.id, text: r.title }))} value={reasonId} onChange={setReasonId} testId="rg-exclusion-reason" />
          <Button type="submit" className="button button-danger" isDisabled={busy}>{t('rg_self_exclude')}</Button>
        </form>
      </section>

      <ModalDialog isOpen={confirmExclusion} onClose={() => setConfirmExclusion(false)} title={t('rg_self_exclusion_title')} role="alertdialog" className="modal-small">
        <p>{t('rg_self_exclude_confirm', { period: t('rg_value_days', { value: exclusionDays }) })}</p>
        <div className="dialog-actions">
          <Button className="button button-danger" onPress={() => void selfExclude()}>{t('rg_self_exclude')}</Button>
          <Button className="button button-secondary" onPress={() => setConfirmExclusion(false)}>{t('rg_cancel')}</Button>
        </div>
      </ModalDialog>

      <ModalDialog isOpen={assessment !== null} onClose={() => setAssessment(null)} title={t('rg_pgsi_title')} className="rg-pgsi">
          <p>{t('rg_pgsi_intro')}</p>
          <form onSubmit={(event) => void submitAnswers(event)}>
            {assessment?.questions.map((question) => (
              <RadioGroup key={question.id} className="rg-question" value={answers[question.id] === undefined ? null : String(answers[question.id])}
                onChange={(value) => setAnswers((current) => ({ ...current, [question.id]: Number(value) }))} data-question={question.id}>
                <Label>{question.id}. {question.text}</Label>
                {question.answers.map((answer) => (
                  <Radio key={answer.value} value={String(answer.value)} className="radio">
                    <span className="radio-dot" aria-hidden="true" />
                    {answer.text}
                  </Radio>
                ))}
              </RadioGroup>
            ))}
            <div className="dialog-actions">
              <Button type="submit" className="button" isDisabled={busy || !allAnswered}>{t('rg_pgsi_submit')}</Button>
              <Button className="button button-secondary" onPress={() => setAssessment(null)}>{t('rg_cancel')}</Button>
            </div>
          </form>
      </ModalDialog>
    </div>
  );
}

interface Props {
  initial: LimitView[];
  available: AvailableLimit[];
  reasons: { id: number; title: string }[];
  currency: { iso: string; exponent: number };
  /** Where to go after a self-exclusion (the home page in the page's language). */
  home: string;
}

/** The island. */
export default function ResponsibleGaming({ lng, locale, messages, ...props }: IslandI18nProps & Props) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <Panel {...props} />
    </IslandI18n>
  );
}
