/**
 * The registration reminder of spec §6 (anonymous visitor) and §9 (site config
 * `remindPopupConfig`: first `delay` in seconds, then every `interval` minutes; the next-show time
 * is stored in the browser): when a guest on a brand that registers players is reminded. Pure; times are UTC ms (the browser keeps
 * the next-show time under `STORAGE_KEYS.registrationReminderAt` of src/client/shell/storage.ts).
 */

/** The reminder settings of the site config. */
export interface ReminderConfig {
  /** Seconds after the first page view before the first reminder. */
  delay: number;
  /** Minutes between reminders. */
  interval: number;
}

/**
 * When the reminder is next due: the stored time when it is a valid number, else (first visit, or
 * a value that is not a time) `delay` seconds from `now`.
 */
export function reminderDueAt(stored: string | null, now: number, config: ReminderConfig): number {
  const at = stored === null ? Number.NaN : Number(stored);
  return Number.isFinite(at) && at > 0 ? at : now + config.delay * 1000;
}

/** The next-show time after a reminder was shown (or answered) at `now`: `interval` minutes on. */
export function nextReminderAt(now: number, config: ReminderConfig): number {
  return now + config.interval * 60_000;
}
