/**
 * Session limit and reality check of a logged-in player, in the default layout (spec §4 Session
 * limit, §7 ping, §9 ping 30 s; UKGC RTS 13): pings the limit service once when the page opens
 * (this starts the session's clock) and then every 30 s while the player has a session limit or a
 * reality check. The server decides on the feed clock:
 * - reality check due → a popup with the time since the session started and the net position
 *   (payouts minus stakes), "continue" (the next check one interval later) or "log out";
 * - session limit run out → the session is ended and the permanent notice
 *   main_session_limit_ended / main_session_limit_visit_tomorrow shows; closing or confirming it
 *   disconnects (spec §4).
 */
import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { ModalDialog } from '../auth/ui.tsx';
import type { PingResponse } from '../../../schemas/limits-api.ts';
import { api, setAuth } from '../../client/auth/session.ts';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { browserOnly } from '../shell/use-hydrated.ts';

/** Ping period while a session limit or reality check exists, ms (spec §9). */
const PING_MS = 30_000;
const PING_PATH = '/limit-service-api/api/external/web/v3/ping';

/** Dictionary keys the island uses. */
export const RG_WATCHER_KEYS = [
  'rg_reality_title', 'rg_reality_text', 'rg_elapsed', 'rg_continue', 'rg_logout', 'main_session_limit_ended', 'main_session_limit_visit_tomorrow', 'main_ok', 'main_close',
] as const;

function Watcher({ home }: { home: string }) {
  const t = useT();
  const [state, setState] = useState<PingResponse | null>(null);
  const [ended, setEnded] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const apply = (answer: PingResponse) => {
    setState(answer);
    if (answer.loggedOut) setEnded(true);
    const wanted = !answer.loggedOut && (answer.sessionLimit !== null || answer.realityCheck !== null);
    if (wanted && !timer.current) timer.current = setInterval(() => void ping(), PING_MS);
    if (!wanted && timer.current) {
      clearInterval(timer.current);
      timer.current = null;
    }
  };
  const ping = async (body: object = {}) => {
    try {
      apply(await api().post<PingResponse>(PING_PATH, body));
    } catch {
      // A failed ping is tried again at the next period.
    }
  };
  useEffect(() => {
    void ping();
    return () => {
      if (timer.current) clearInterval(timer.current);
    };
  }, []);

  const logOut = async () => {
    try {
      await api().post('/web-api/auth/logout');
    } catch {
      // The session may already be over: going home is enough.
    }
    setAuth(null);
    location.assign(home);
  };

  const check = state?.realityCheck;
  const hours = check ? Math.floor(check.elapsedSeconds / 3600) : 0;
  const minutes = check ? Math.floor((check.elapsedSeconds % 3600) / 60) : 0;
  return (
    <>
      <ModalDialog isOpen={Boolean(check?.due) && !ended} onClose={() => undefined} isDismissable={false} title={t('rg_reality_title')} role="alertdialog" className="modal-small">
          <p>{t('rg_reality_text', { elapsed: t('rg_elapsed', { hours, minutes }), net: check?.netPosition.map((n) => n.text).join(', ') ?? '' })}</p>
          <div className="dialog-actions">
            <Button className="button" onPress={() => void ping({ realityCheck: 'continue' })}>{t('rg_continue')}</Button>
            <Button className="button button-secondary" onPress={() => void logOut()}>{t('rg_logout')}</Button>
          </div>
      </ModalDialog>
      <ModalDialog isOpen={ended} onClose={() => void logOut()} title={t('main_session_limit_ended')} role="alertdialog" className="modal-small">
          <p>{t('main_session_limit_visit_tomorrow')}</p>
          <div className="dialog-actions">
            <Button className="button" onPress={() => void logOut()}>{t('main_ok')}</Button>
          </div>
      </ModalDialog>
    </>
  );
}

/** The island. */
function ResponsibleWatcherIsland({ lng, locale, messages, home }: IslandI18nProps & { home: string }) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <Watcher home={home} />
    </IslandI18n>
  );
}

/** The island, rendered in the browser only (hydrated `client:idle`). */
export default browserOnly(ResponsibleWatcherIsland);
