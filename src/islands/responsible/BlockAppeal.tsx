/**
 * The appeal form of `block-appeal-history` (spec §2, §4 Ban): sends the appeal against the
 * current ban (`POST /web-api/office/block-appeals`, one per ban) and reloads the page to list it.
 */
import { useState, type FormEvent } from 'react';
import { Button, Label, TextArea, TextField } from 'react-aria-components';
import { api } from '../../client/auth/session.ts';
import { isApiError } from '../../client/shell/api.ts';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';

/** Dictionary keys the island uses. */
export const BLOCK_APPEAL_KEYS = ['appeal_text', 'appeal_send', 'main_query_error'] as const;

function Form() {
  const t = useT();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await api().post('/web-api/office/block-appeals', { text });
      location.reload();
    } catch (e) {
      setError(isApiError(e) && e.message ? e.message : t('main_query_error'));
      setBusy(false);
    }
  };
  return (
    <form className="rg-form" onSubmit={send} data-testid="appeal-form">
      {error && <p className="rg-notice rg-notice-error" role="alert">{error}</p>}
      <TextField className="field" value={text} onChange={setText} isRequired maxLength={2000}>
        <Label>{t('appeal_text')}</Label>
        <TextArea rows={5} data-testid="appeal-text" />
      </TextField>
      <Button type="submit" className="button" isDisabled={busy}>{t('appeal_send')}</Button>
    </form>
  );
}

/** The island. */
export default function BlockAppeal({ lng, locale, messages }: IslandI18nProps) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <Form />
    </IslandI18n>
  );
}
