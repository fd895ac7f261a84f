/** The console header's log-out button: ends the staff session, then opens the login page. */
import { Button } from 'react-aria-components';
import { ConsoleIsland } from './ConsoleIsland.tsx';
import { useT, type IslandI18nProps } from '../i18n.tsx';
import { consoleRequest } from './api.ts';

function Logout() {
  const t = useT();
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
