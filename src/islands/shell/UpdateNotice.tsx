/**
 * The update notice of spec §8 (App version, §4): the page polls `/version.json?{minute}` (no cache)
 * once it runs — the layout hydrates it {@link VERSION_POLL_MS} after load (`client:after`), the
 * page being the served build until then — and every {@link VERSION_POLL_MS} after (spec §9); when the answered version differs from
 * the one the page was rendered with (`isUpdateNeeded`), a dialog offers to reload
 * (main_update_notify_title_text, its text, a reload button) or to carry on. A failed poll or an
 * answer that is not a version string is logged and shows nothing (spec §8: version failures are
 * logged).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { VERSION_POLL_MS, isUpdateNeeded } from '../../domain/player/app-version.ts';
import { IslandI18n, useT, type IslandI18nProps } from './i18n.tsx';
import { browserOnly } from './use-hydrated.ts';

// The dialog (a react-aria overlay) loads only when a newer build is announced.
const ModalDialog = lazy(() => import('../auth/ui.tsx').then((module) => ({ default: module.ModalDialog })));

/** Dictionary keys of the notice. */
export const UPDATE_NOTICE_KEYS = ['main_update_notify_title_text', 'main_update_notify_content_text', 'main_update_notify_reload', 'main_update_notify_later', 'main_close'] as const;

/** Reads the served version; null (logged) when the call fails or the answer is not a version string. */
async function servedVersion(): Promise<string | null> {
  try {
    const response = await fetch(`/version.json?${Math.floor(Date.now() / 60_000)}`, { cache: 'no-store' });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const version: unknown = await response.json();
    if (typeof version !== 'string' || version.length > 200) throw new Error('not a version string');
    return version;
  } catch (error) {
    console.warn('version check failed', error);
    return null;
  }
}

function Notice({ version }: { version: string }) {
  const t = useT();
  const [latest, setLatest] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  useEffect(() => {
    let stop = false;
    const poll = async () => {
      const served = await servedVersion();
      if (!stop && served !== null) setLatest(served);
    };
    void poll();
    const timer = setInterval(() => void poll(), VERSION_POLL_MS);
    return () => { stop = true; clearInterval(timer); };
  }, []);
  const open = isUpdateNeeded(version, latest) && dismissed !== latest;
  if (!open) return null;
  return (
    <Suspense fallback={null}>
    <ModalDialog isOpen={open} onClose={() => setDismissed(latest)} title={t('main_update_notify_title_text')} className="modal-small">
      <div data-testid="update-notice">
        <p>{t('main_update_notify_content_text')}</p>
        <div className="row">
          <button type="button" className="button primary" onClick={() => window.location.reload()} data-testid="update-reload">{t('main_update_notify_reload')}</button>
          <button type="button" className="button button-secondary" onClick={() => setDismissed(latest)}>{t('main_update_notify_later')}</button>
        </div>
      </div>
    </ModalDialog>
    </Suspense>
  );
}

/** The island: the notice under its i18n provider; `version` is the build the page was rendered by. */
function UpdateNoticeIsland(props: IslandI18nProps & { version: string }) {
  return (
    <IslandI18n lng={props.lng} locale={props.locale} messages={props.messages}>
      <Notice version={props.version} />
    </IslandI18n>
  );
}

/** The island, rendered in the browser only (hydrated `client:after`). */
export default browserOnly(UpdateNoticeIsland);
