/**
 * Age confirmation of spec §5 (Validation rules) and §9 ("Age remember 3 days"): when the site
 * config's `needShowAgePopup` is on, a non-closable warning asks the visitor to confirm the
 * minimum age; a confirmation is remembered for 3 days (259200000 ms) and not asked again.
 */

/** How long an age confirmation is remembered, ms: 3 days (spec §5, §9). */
export const AGE_REMEMBER_MS = 259_200_000;

/**
 * True when the age confirmation must be asked (spec §5).
 *
 * Needed when `needShowAgePopup` is on and there is no stored confirmation younger than
 * {@link AGE_REMEMBER_MS}: a confirmation stored exactly 259200000 ms ago has expired. A stored
 * time in the future (clock change or edited storage) or a non-finite one does not count as a
 * confirmation, so the visitor is asked again.
 * @param needShowAgePopup the site config flag `needShowAgePopup`
 * @param storedAtMs when the confirmation was stored, ms since the epoch, or null when none is stored
 * @param nowMs current time, ms since the epoch
 */
export function ageConfirmationNeeded(needShowAgePopup: boolean, storedAtMs: number | null, nowMs: number): boolean {
  if (!needShowAgePopup) return false;
  if (storedAtMs === null || !Number.isFinite(storedAtMs) || storedAtMs > nowMs) return true;
  return nowMs - storedAtMs >= AGE_REMEMBER_MS;
}
