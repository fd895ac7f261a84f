/**
 * App version check of spec §4 (App version: an update is needed when the latest version differs
 * from the current one), with the `/version.json` poll of spec §7 and §9 (every 60 s).
 */

/** Interval of the version poll, ms (spec §9). */
export const VERSION_POLL_MS = 60_000;

/**
 * True when an update is needed (spec §4): both versions are non-empty strings (after trimming
 * whitespace, e.g. a trailing newline of `/version.json`) and they differ. A missing or empty
 * version (failed or empty poll) never asks for an update.
 * @param current the running app's version
 * @param latest the version `/version.json` answered
 */
export function isUpdateNeeded(current: string | null | undefined, latest: string | null | undefined): boolean {
  const a = typeof current === 'string' ? current.trim() : '';
  const b = typeof latest === 'string' ? latest.trim() : '';
  return a !== '' && b !== '' && a !== b;
}
