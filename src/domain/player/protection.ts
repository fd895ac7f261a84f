/**
 * Account protection level bands of spec §4 (Protection level) with the thresholds 30, 70 and
 * 100 of spec §9: up to and including 30 bad; above 30 and below 70 normal; 70 to below 100
 * good; 100 full.
 */

/** Protection thresholds of spec §9. */
const PROTECTION_THRESHOLDS = { bad: 30, good: 70, full: 100 } as const;

/** A protection band. */
export type ProtectionBand = 'bad' | 'normal' | 'good' | 'full';

/**
 * The band of a `protection_level` (user config), a number in 0..100 (spec §4, §9).
 * Fractions fall into the band of their interval (30.5 is normal).
 * @param level protection level, 0..100 inclusive
 * @throws RangeError naming the value when it is not a number in 0..100 (including NaN)
 */
export function protectionBand(level: number): ProtectionBand {
  if (!(level >= 0 && level <= PROTECTION_THRESHOLDS.full)) {
    throw new RangeError(`protection level ${String(level)} is outside 0..100`);
  }
  if (level <= PROTECTION_THRESHOLDS.bad) return 'bad';
  if (level < PROTECTION_THRESHOLDS.good) return 'normal';
  if (level < PROTECTION_THRESHOLDS.full) return 'good';
  return 'full';
}
