/**
 * The frame of every console island: its i18n (the console dictionary, react-aria locale) and a
 * toast region for short confirmations and errors (react-aria-components' toast).
 */
import type { ReactNode } from 'react';
import { Button, UNSTABLE_Toast as Toast, UNSTABLE_ToastContent as ToastContent, UNSTABLE_ToastQueue as ToastQueue, UNSTABLE_ToastRegion as ToastRegion, Text } from 'react-aria-components';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';

/** A toast's content. */
export interface ToastMessage {
  text: string;
  kind: 'ok' | 'error';
}

/** The console's toast queue (one per page). */
const toasts = new ToastQueue<ToastMessage>({ maxVisibleToasts: 3 });

/** Shows a toast for 5 s (errors until closed). */
export function showToast(text: string, kind: ToastMessage['kind'] = 'ok'): void {
  toasts.add({ text, kind }, kind === 'ok' ? { timeout: 5000 } : {});
}

function Toasts() {
  const t = useT();
  return (
    <ToastRegion queue={toasts} className="toast-region">
      {({ toast }) => (
        <Toast toast={toast} className={`toast ${toast.content.kind}`}>
          <ToastContent>
            <Text slot="title">{toast.content.text}</Text>
          </ToastContent>
          <Button slot="close" className="react-aria-Button secondary" aria-label={t('console_close')}>×</Button>
        </Toast>
      )}
    </ToastRegion>
  );
}

/** Wraps an island's content in the console's i18n, with the toast region when `withToasts`. */
export function ConsoleIsland({ children, withToasts = false, ...i18n }: IslandI18nProps & { children: ReactNode; withToasts?: boolean }) {
  return (
    <IslandI18n {...i18n}>
      {children}
      {withToasts && <Toasts />}
    </IslandI18n>
  );
}
