/**
 * Accept-terms button of the confirm-terms page (spec §2, §4 Terms): POSTs the acceptance, then
 * goes on to a safe return URL or the home page. Errors show the server's message.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { api } from '../../client/auth/session.ts';
import { isApiError } from '../../client/shell/api.ts';
import { safeRelativePath } from '../../domain/player/auth-watcher.ts';
import { IslandI18n, useT, type IslandI18nProps } from './i18n.tsx';

/** Dictionary keys the button uses. */
export const ACCEPT_TERMS_KEYS = ['terms_accept', 'main_error'] as const;

function Accept({ home }: { home: string }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const accept = async () => {
    setBusy(true);
    setError(null);
    try {
      await api().post('/web-api/user/terms/accept');
      const back = safeRelativePath(new URLSearchParams(location.search).get('returnUrl') ?? '');
      location.assign(back ?? home);
    } catch (e) {
      setError(isApiError(e) ? e.message : t('main_error'));
      setBusy(false);
    }
  };
  return (
    <div className="accept-terms">
      <Button className="button" isDisabled={busy} onPress={() => void accept()}>
        {t('terms_accept')}
      </Button>
      {error && <p role="alert">{error}</p>}
    </div>
  );
}

/** The island. */
export default function AcceptTerms({ lng, locale, messages, home }: IslandI18nProps & { home: string }) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <Accept home={home} />
    </IslandI18n>
  );
}
