/**
 * Browser side of auto logoff (spec §4 Idle, §9 "Idle events throttle 100 ms"): activity
 * (pointer, key, wheel, scroll, touch) writes the last-active time to localStorage at most every
 * 100 ms, so all of the player's tabs share it; a timer asks `shouldAutoLogoff` of
 * src/domain/player/idle.ts when the period may have passed, re-reading the shared time first.
 */
import { afterLoad, idlePeriodMs, shouldAutoLogoff } from '../../domain/player/idle.ts';
import { STORAGE_KEYS, readItem, readTime, removeItem, writeItem } from '../shell/storage.ts';

/** Activity events are handled at most this often, ms (spec §9). */
export const ACTIVITY_THROTTLE_MS = 100;
/** The events that count as activity. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;

/** Records activity now (or at `nowMs`). */
export function markActive(nowMs: number = Date.now()): void {
  writeItem(STORAGE_KEYS.lastActiveAt, String(nowMs));
}

/** The shared last-active time, or null when none is stored. */
export function lastActiveAt(): number | null {
  return readTime(STORAGE_KEYS.lastActiveAt);
}

/**
 * Listens for activity and records it, throttled to {@link ACTIVITY_THROTTLE_MS}.
 * @returns a function that stops listening
 */
export function trackActivity(target: Window = window): () => void {
  let last = 0;
  const onActivity = () => {
    const now = Date.now();
    if (now - last < ACTIVITY_THROTTLE_MS) return;
    last = now;
    markActive(now);
  };
  const options: AddEventListenerOptions = { passive: true, capture: true };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onActivity, options);
  return () => {
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity, options);
  };
}

/** Options of {@link watchIdle}. */
export interface WatchIdleOptions {
  /** Site config `isAutoLogoffEnable`. */
  enabled: boolean;
  /** Site config `autoLogoffInactiveMinutes` (or the test override). */
  inactiveMinutes: number;
  /** Called once when the player is idle: log off. */
  onIdle: () => void;
}

/**
 * Watches for inactivity while a player is logged in. With no stored last-active time, now is
 * stored first. The timer fires when the period would end after the stored time, and re-reads it
 * (another tab may have been used meanwhile).
 * @returns a function that stops watching
 */
export function watchIdle({ enabled, inactiveMinutes, onIdle }: WatchIdleOptions): () => void {
  if (!enabled || !(Number.isFinite(inactiveMinutes) && inactiveMinutes > 0)) return () => {};
  const period = idlePeriodMs(inactiveMinutes);
  if (lastActiveAt() === null) markActive();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const check = () => {
    if (done) return;
    const nowMs = Date.now();
    const last = lastActiveAt();
    if (shouldAutoLogoff({ enabled, inactiveMinutes, lastActiveAtMs: last, nowMs })) {
      done = true;
      onIdle();
      return;
    }
    const due = last === null ? period : last + period - nowMs;
    timer = setTimeout(check, Math.min(Math.max(due, 50), 2_147_483_647));
  };
  check();
  return () => {
    done = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** Stores the auto-logoff flag before the player is disconnected. */
export function setAutoLogoffFlag(): void {
  writeItem(STORAGE_KEYS.autoLogoff, '1');
}

/**
 * The flag logic of a page load (`afterLoad` of the domain rule): on an authenticated load with
 * the flag stored, the flag is cleared and true is returned (show the inactivity notice); a guest
 * load keeps the flag.
 */
export function takeAutoLogoffNotice(isAuthenticated: boolean): boolean {
  const effects = afterLoad({ isAuthenticated, autoLogoffFlag: readItem(STORAGE_KEYS.autoLogoff) !== null });
  if (effects.clearFlag) removeItem(STORAGE_KEYS.autoLogoff);
  return effects.showInactivityNotice;
}
