/**
 * The office account page's date-of-birth form (spec §3 user_data.date_birthday): a react-aria
 * DateField the player fills once, sent as `YYYY-MM-DD` to `POST /web-api/user/birth-date`; a
 * refusal (not a real date, under age, already on file) shows its reason in the page language. The
 * page reloads after saving so the profile shows the date from the server.
 */
import { useState, type FormEvent } from 'react';
import { Button, DateField, DateInput, DateSegment, Label } from 'react-aria-components';
import type { CalendarDate } from '@internationalized/date';
import { api } from '../../client/auth/session.ts';
import { isApiError } from '../../client/shell/api.ts';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';

/** Dictionary keys of the island. */
export const BIRTH_DATE_KEYS = [
  'account_birth_date_label', 'account_birth_date_save', 'account_birth_date_note', 'account_birth_date_invalid',
  'account_birth_date_under_age', 'account_birth_date_on_file', 'main_query_error',
] as const;

function Form() {
  const t = useT();
  const [value, setValue] = useState<CalendarDate | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (value === null) {
      setError(t('account_birth_date_invalid'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api().post('/web-api/user/birth-date', { birthDate: value.toString() });
      window.location.reload();
    } catch (e) {
      const key = isApiError(e) ? (e.errors[0]?.meta as { i18nKey?: string } | undefined)?.i18nKey : undefined;
      setError(key && (BIRTH_DATE_KEYS as readonly string[]).includes(key) ? t(key) : isApiError(e) && e.message ? e.message : t('main_query_error'));
      setBusy(false);
    }
  };
  return (
    <form className="birth-date-form" onSubmit={(e) => void submit(e)} data-testid="birth-date-form">
      <DateField value={value} onChange={(next) => { setValue(next); setError(null); }} granularity="day" isInvalid={error !== null} validationBehavior="aria" data-testid="birth-date-field">
        <Label>{t('account_birth_date_label')}</Label>
        <DateInput className="date-input">{(segment) => <DateSegment segment={segment} />}</DateInput>
      </DateField>
      <p className="field-note">{t('account_birth_date_note')}</p>
      <Button type="submit" className="button" isPending={busy} isDisabled={busy} data-testid="birth-date-save">{t('account_birth_date_save')}</Button>
      {error && <p role="alert" className="form-error" data-testid="birth-date-error">{error}</p>}
    </form>
  );
}

/** The island: the form under its i18n provider. */
export default function BirthDateFormIsland(props: IslandI18nProps) {
  return (
    <IslandI18n lng={props.lng} locale={props.locale} messages={props.messages}>
      <Form />
    </IslandI18n>
  );
}
