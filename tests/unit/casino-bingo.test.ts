/**
 * 90-ball bingo (spec §2 casino): tickets are valid UK 90-ball tickets, the call order is 70 distinct
 * balls, patterns complete at the right call, the exact RTP of the prize table equals the stated
 * RTP (±1e-9) and the inclusion–exclusion law matches a direct count on a small case.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { floatStream } from '../../src/domain/casino/fair.ts';
import * as bingo from '../../src/domain/casino/bingo.ts';
import { choose } from '../../src/domain/casino/math.ts';

const seedArb = fc.record({ serverSeed: fc.string({ maxLength: 64 }), clientSeed: fc.string({ maxLength: 32 }), nonce: fc.nat(1_000_000) });

describe('90-ball bingo', () => {
  it('generates valid tickets: 15 numbers, 5 per row, every column used, columns ascending in range', () =>
    fc.assert(fc.property(seedArb, (seed) => {
      const t = bingo.ticketFromSource(floatStream(seed));
      expect(t).toHaveLength(3);
      for (const row of t) expect(row.filter((n) => n !== null)).toHaveLength(5);
      for (let c = 0; c < 9; c++) {
        const col = t.map((row) => row[c]).filter((n): n is number => n !== null && n !== undefined);
        expect(col.length).toBeGreaterThanOrEqual(1);
        expect(col).toEqual([...col].sort((a, b) => a - b));
        for (const n of col) expect(bingo.columnNumbers(c)).toContain(n);
      }
      expect(new Set(t.flat().filter((n) => n !== null)).size).toBe(15);
    })));
  it('calls 70 distinct balls of 1 … 90, deterministically', () =>
    fc.assert(fc.property(seedArb, (seed) => {
      const calls = bingo.drawOrder(floatStream(seed));
      expect(calls).toHaveLength(70);
      expect(new Set(calls).size).toBe(70);
      expect(calls.every((n) => n >= 1 && n <= 90)).toBe(true);
      expect(calls).toEqual(bingo.drawOrder(floatStream(seed)));
    })));
  it('finds the call that completes each pattern and pays its tier', () => {
    const ticket: bingo.BingoTicket = [
      [1, 10, 20, 30, 40, null, null, null, null],
      [null, null, null, null, 41, 50, 60, 70, 80],
      [2, 11, 21, null, null, 51, 61, null, 81],
    ];
    const calls = [1, 10, 20, 30, 40, 41, 50, 60, 70, 80, 99, 2, 11, 21, 51, 61, 81];
    expect(bingo.completionCalls(ticket, calls)).toEqual({ oneLine: 5, twoLines: 10, fullHouse: 17 });
    const r = bingo.settleBingo(ticket, calls, 100);
    expect(r.multiples).toEqual({ oneLine: 12, twoLines: 20, fullHouse: 40 });
    expect(r.payoutMinor).toBe(7_200);
    expect(bingo.completionCalls(ticket, [1, 2, 3])).toEqual({ oneLine: null, twoLines: null, fullHouse: null });
    expect(bingo.prizeMultiple('oneLine', 56)).toBe(0);
    expect(bingo.prizeMultiple('fullHouse', 66)).toBe(7);
  });
  it('states the exact RTP of its prize table', () => {
    expect(Math.abs(bingo.exactRtp() - bingo.RTP)).toBeLessThan(1e-9);
    expect(bingo.completedBy('fullHouse', 90)).toBe(1);
    expect(Math.abs(bingo.completedBy('oneLine', 90) - 1)).toBeLessThan(1e-12);
  });
  it('the inclusion–exclusion law equals a direct count (rows of 1 number among 6 balls, 3 calls)', () => {
    // scaled-down check of P(≥ 1 of 3 disjoint rows complete): rows {1}, {2}, {3}; 6 balls; 3 calls
    const balls = [1, 2, 3, 4, 5, 6];
    let atLeastOne = 0;
    let total = 0;
    for (let a = 0; a < 6; a++) for (let b = a + 1; b < 6; b++) for (let c = b + 1; c < 6; c++) {
      const s = [balls[a], balls[b], balls[c]];
      total++;
      if (s.some((n) => n! <= 3)) atLeastOne++;
    }
    const q = (k: number) => choose(3, k) / choose(6, k);
    expect(Math.abs(3 * q(1) - 3 * q(2) + q(3) - atLeastOne / total)).toBeLessThan(1e-12);
  });
});
