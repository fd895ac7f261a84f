/**
 * Browser storage of the player-identity UI: the keys it uses (shared with the browser tests)
 * and localStorage access that never throws (storage can be disabled, full, or missing on the
 * server and in opaque documents such as about:blank).
 */

/** localStorage keys. */
export const STORAGE_KEYS = {
  /** Last activity of the player in any tab, ms since the epoch (spec §4 Idle). */
  lastActiveAt: 'portal_last_active_at',
  /** Set when the player was logged off for inactivity; cleared on the next authenticated load. */
  autoLogoff: 'portal_auto_logoff',
  /** When the registration reminder is next due, ms since the epoch (spec §9 remindPopupConfig). */
  registrationReminderAt: 'portal_registration_reminder_at',
  /** The device fingerprint the server signed (spec §3 Fingerprint), JSON. */
  fingerprint: 'portal_fingerprint_v1',
  /** When the block guard last moved a page to a block page, ms since the epoch (src/client/shell/block-check.ts). */
  blockGuardMovedAt: 'portal_block_guard_moved_at',
} as const;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The stored string, or null when missing or storage is unavailable. */
export function readItem(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores a string; false when storage is unavailable. */
export function writeItem(key: string, value: string): boolean {
  try {
    const s = storage();
    if (!s) return false;
    s.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes an entry (no-op when storage is unavailable). */
export function removeItem(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // storage unavailable: nothing stored either
  }
}

/** A stored time in ms since the epoch, or null when missing or not a finite number. */
export function readTime(key: string): number | null {
  const raw = readItem(key);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}
