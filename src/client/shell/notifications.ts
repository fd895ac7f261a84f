/**
 * Notification store (spec §9: notifications auto-close after 10000 ms for default, alert,
 * snackbar, alert with link and default with controls; a warning such as the maintenance date
 * notice stays until closed). Signals, so any island can push and the region re-renders.
 */
import { signal } from '@preact/signals-react';

/** Kinds of notification. */
export type NotificationKind = 'default' | 'alert' | 'snackbar' | 'warning';

/** A notification on screen. */
export interface Notice {
  /** Unique id. */
  id: string;
  /** Kind; decides auto-close. */
  kind: NotificationKind;
  /** Text shown, already translated. */
  text: string;
}

/** Auto-close delay, ms (spec §9). */
export const AUTO_CLOSE_MS = 10_000;

/** Kinds that close by themselves after {@link AUTO_CLOSE_MS}. */
export function autoCloses(kind: NotificationKind): boolean {
  return kind !== 'warning';
}

/** The notices on screen, oldest first. */
export const notices = signal<readonly Notice[]>([]);

/** Shows a notice; returns its id. A notice with an id already shown is not added twice. */
export function pushNotice(notice: Notice): string {
  if (!notices.value.some((n) => n.id === notice.id)) notices.value = [...notices.value, notice];
  return notice.id;
}

/** Closes a notice. */
export function closeNotice(id: string): void {
  notices.value = notices.value.filter((n) => n.id !== id);
}
