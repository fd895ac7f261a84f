/**
 * Notifications region: a polite live region listing notices with a close button each; notices
 * of auto-closing kinds disappear after 10000 ms (spec §9). Server-known notices (the maintenance
 * date warning of spec §8) arrive as `initial`.
 */
import { useEffect } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { AUTO_CLOSE_MS, autoCloses, closeNotice, notices, pushNotice, type Notice } from '../../client/shell/notifications.ts';
import { IslandI18n, useT, type IslandI18nProps } from './i18n.tsx';
import { browserOnly } from './use-hydrated.ts';

/** Dictionary keys the region uses. */
export const NOTIFICATIONS_KEYS = ['notifications_region', 'main_close'] as const;

/** Props of the notifications island. */
interface NotificationsProps extends IslandI18nProps {
  /** Notices known when the page was rendered. */
  initial: Notice[];
}

function NoticeItem({ notice }: { notice: Notice }) {
  const t = useT();
  useEffect(() => {
    if (!autoCloses(notice.kind)) return;
    const timer = setTimeout(() => closeNotice(notice.id), AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return (
    <li className={`notice notice-${notice.kind}`} data-kind={notice.kind}>
      <span>{notice.text}</span>
      <button type="button" className="notice-close" aria-label={t('main_close')} onClick={() => closeNotice(notice.id)}>
        ×
      </button>
    </li>
  );
}

function Region({ initial }: Pick<NotificationsProps, 'initial'>) {
  useSignals();
  const t = useT();
  useEffect(() => {
    initial.forEach(pushNotice);
  }, [initial]);
  return (
    <section className="notifications" aria-label={t('notifications_region')} aria-live="polite">
      <ul>
        {notices.value.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} />
        ))}
      </ul>
    </section>
  );
}

/** The notifications island. */
function NotificationsIsland({ lng, locale, messages, initial }: NotificationsProps) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <Region initial={initial} />
    </IslandI18n>
  );
}

/** The island, rendered in the browser only (hydrated `client:idle`). */
export default browserOnly(NotificationsIsland);
