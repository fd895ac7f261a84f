/**
 * The four-eyes threshold of staff balance adjustments per currency (item 6;
 * src/domain/money.ts): 500.00 in EUR and USD and a round equivalent in every other platform
 * currency, in that currency's minor units; strictly above it needs a second approval.
 */
import { describe, expect, it } from 'vitest';
import {
  ADJUSTMENT_APPROVAL_THRESHOLD_MAJOR, adjustmentApprovalThresholdMinor, adjustmentNeedsApproval, CURRENCIES,
} from '../../src/domain/money.ts';

describe('adjustment approval threshold', () => {
  it.each([
    ['EUR', 50_000],
    ['USD', 50_000],
    ['RUB', 5_000_000],
    ['KZT', 25_000_000],
    ['AZN', 100_000],
    ['UAH', 2_500_000],
    ['TRY', 2_000_000],
    ['JPY', 80_000],
    ['KWD', 150_000],
  ])('%s: %i minor units', (iso, minor) => {
    expect(adjustmentApprovalThresholdMinor(iso)).toBe(minor);
    expect(adjustmentApprovalThresholdMinor(iso.toLowerCase())).toBe(minor);
  });

  it('every platform currency has a positive threshold, below its largest balance', () => {
    for (const currency of CURRENCIES) {
      expect(ADJUSTMENT_APPROVAL_THRESHOLD_MAJOR[currency.iso]).toBeGreaterThan(0);
      expect(adjustmentApprovalThresholdMinor(currency.iso)).toBeLessThan(currency.maxBalance);
    }
  });

  it('at the threshold applies at once, one minor unit above waits, credit and debit alike', () => {
    for (const currency of CURRENCIES) {
      const limit = adjustmentApprovalThresholdMinor(currency.iso);
      expect(adjustmentNeedsApproval(limit, currency.iso)).toBe(false);
      expect(adjustmentNeedsApproval(-limit, currency.iso)).toBe(false);
      expect(adjustmentNeedsApproval(limit + 1, currency.iso)).toBe(true);
      expect(adjustmentNeedsApproval(-(limit + 1), currency.iso)).toBe(true);
      expect(adjustmentNeedsApproval(1, currency.iso)).toBe(false);
    }
  });

  it('500.01 EUR waits, 500.00 EUR does not; 80,001 JPY waits', () => {
    expect(adjustmentNeedsApproval(50_001, 'EUR')).toBe(true);
    expect(adjustmentNeedsApproval(50_000, 'EUR')).toBe(false);
    expect(adjustmentNeedsApproval(80_001, 'JPY')).toBe(true);
  });

  it('a currency the platform does not hold needs approval for any amount', () => {
    expect(adjustmentApprovalThresholdMinor('GBP')).toBe(0);
    expect(adjustmentNeedsApproval(1, 'GBP')).toBe(true);
  });
});
