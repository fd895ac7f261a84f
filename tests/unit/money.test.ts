import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMinor, parseMajorAmount } from '../../src/domain/money.ts';

describe('money amounts in minor units', () => {
  it.each([
    ['150', 2, 15000], ['150.5', 2, 15050], ['150.50', 2, 15050], ['0.01', 2, 1], ['7', 0, 7], ['1.234', 3, 1234], [' 10 ', 2, 1000],
    ['150.505', 2, null], ['1.5', 0, null], ['-1', 2, null], ['1e3', 2, null], ['1,50', 2, null], ['', 2, null], ['.5', 2, null],
    ['99999999999999999', 2, null],
  ] as const)('parseMajorAmount(%j, %i) = %j', (text, exponent, expected) => {
    expect(parseMajorAmount(text, exponent)).toBe(expected);
  });

  it.each([[15050, 2, '150.50'], [1, 2, '0.01'], [7, 0, '7'], [-1234, 3, '-1.234'], [0, 2, '0.00']])('formatMinor(%i, %i) = %s', (minor, exponent, text) => {
    expect(formatMinor(minor, exponent)).toBe(text);
  });

  it('round-trips every non-negative amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), fc.integer({ min: 0, max: 3 }), (minor, exponent) => {
        expect(parseMajorAmount(formatMinor(minor, exponent), exponent)).toBe(minor);
      }),
    );
  });
});

describe('currencies a currency account may be opened in', () => {
  it('leaves out the currencies of open money accounts, not the bonus account\'s', async () => {
    const { addableCurrencies, CURRENCIES } = await import('../../src/domain/money.ts');
    const all = CURRENCIES.map((c) => c.iso as string);
    expect(addableCurrencies([])).toEqual(all);
    expect(addableCurrencies([{ type: 0, iso: 'RUB' }, { type: 4, iso: 'RUB' }, { type: 9, iso: 'usd' }])).toEqual(all.filter((iso) => iso !== 'RUB' && iso !== 'USD'));
    expect(addableCurrencies([{ type: 4, iso: 'EUR' }])).toContain('EUR');
  });
});
