/**
 * The logged-in player's saved settings (spec §3 Global user settings) as the server wrote them
 * on `<html>` (src/components/layout/BaseHtml.astro: `data-coef-view`, `data-time-zone`,
 * `data-hour12`); absent for guests. Read defensively: a missing or malformed attribute is null.
 */

/** The saved preferences the islands apply. */
export interface UserPrefs {
  /** Coefficient view id (spec §3 coefViewId), or null. */
  coefViewId: number | null;
  /** IANA time zone, or null (the browser's own). */
  timeZone: string | null;
  /** 12-hour clock, or null (the language's habit). */
  hour12: boolean | null;
}

/** Reads the preferences from `root` (the document element by default). */
export function readUserPrefs(root: { dataset: DOMStringMap } | null = typeof document === 'undefined' ? null : document.documentElement): UserPrefs {
  const data = root?.dataset ?? {};
  const view = data.coefView !== undefined && /^\d{1,2}$/.test(data.coefView) ? Number(data.coefView) : null;
  const hour12 = data.hour12 === 'true' ? true : data.hour12 === 'false' ? false : null;
  return { coefViewId: view, timeZone: data.timeZone || null, hour12 };
}
