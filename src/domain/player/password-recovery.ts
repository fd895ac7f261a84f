/**
 * Password recovery outcome of spec §4 (Registration types, tracked password-recovery flow):
 * "a failed code is wrong_code if its expiry is in the future, otherwise time_up".
 */

/** Why a password-recovery code failed. */
export type FailedCodeReason = 'wrong_code' | 'time_up';

/**
 * Classifies a failed recovery code (spec §4): `'wrong_code'` while the code's expiry is still in
 * the future (`expiresAtMs` > `nowMs`), `'time_up'` from the expiry instant on. A missing or
 * non-finite expiry cannot be in the future: `'time_up'`.
 * @param expiresAtMs the code's expiry, ms since the epoch
 * @param nowMs current time, ms since the epoch
 */
export function classifyFailedCode(expiresAtMs: number | null, nowMs: number): FailedCodeReason {
  return expiresAtMs !== null && expiresAtMs > nowMs ? 'wrong_code' : 'time_up';
}
