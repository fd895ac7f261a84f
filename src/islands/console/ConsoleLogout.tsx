/**
 * The console header's log-out button: ends the staff session, then opens the login page. It also
 * watches the session's idle time (15 minutes without a request ends it on the server)
 * and then opens the login page with the inactivity notice, coming back here after login.
 */
import { useEffect } from 'react';
import { Button } from 'react-aria-components';
import { STAFF_IDLE_SECONDS } from '../../domain/staff/session.ts';
import { ConsoleIsland } from './ConsoleIsland.tsx';
import { useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { consoleRequest, lastRequestAt } from '../../client/console/api.ts';

const CHECK_EVERY_MS = 15_000;

function Logout() {
  const t = useT();
  useEffect(() => {
    const loadedAt = Date.now();
    const timer = window.setInterval(() => {
      if (Date.now() - Math.max(loadedAt, lastRequestAt) < STAFF_IDLE_SECONDS * 1000) return;
      window.clearInterval(timer);
      const next = `${window.location.pathname}${window.location.search}`;
      window.location.assign(`/console/login?${new URLSearchParams({ idle: '1', next })}`);
    }, CHECK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <Button
      className="react-aria-Button secondary"
      onPress={async () => {
        await consoleRequest('POST', '/console-api/auth/logout').catch(() => undefined);
        window.location.assign('/console/login');
      }}
    >
      {t('console_logout')}
    </Button>
  );
}

export default function ConsoleLogout(props: IslandI18nProps) {
  return (
    <ConsoleIsland {...props}>
      <Logout />
    </ConsoleIsland>
  );
}
