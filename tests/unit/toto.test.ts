import { describe, expect, it } from 'vitest';
import {
  MAX_VOID, PRIZE_FUND_BP, PRIZE_TIERS, TOTO_MATCHES, bestCorrect, correctCounts, isMatchPicks, outcomeOf, rowCount, settlePool,
  type MatchPicks, type TotoResult,
} from '../../src/domain/toto/pool.ts';

const results: TotoResult[] = ['1', 'X', '2', '1', '1', 'X', '2', '2', '1', 'X', '1', '2', 'X', '1', '2'];
/** A single row picking the real results, with the first `wrong` matches picked wrong. */
const row = (wrong: number): MatchPicks[] => results.map((r, i) => (i < wrong ? (r === '1' ? '2' : '1') : (r as string)));

/** Every row of a coupon, listed (for checking the counting without listing). */
function expand(picks: readonly MatchPicks[]): string[][] {
  return picks.reduce<string[][]>((rows, p) => rows.flatMap((r) => [...p].map((o) => [...r, o])), [[]]);
}

describe('toto coupons', () => {
  it('multiplies the picks into rows', () => {
    expect(rowCount(row(0))).toBe(1);
    const doubles = row(0).map((p, i) => (i === 0 ? '1X' : i === 1 ? '1X2' : p));
    expect(rowCount(doubles)).toBe(6);
    expect(() => rowCount(row(0).slice(1))).toThrow(RangeError);
    expect(isMatchPicks('X1')).toBe(false);
    expect(isMatchPicks('')).toBe(false);
    expect(isMatchPicks('12')).toBe(true);
  });

  it('counts correct picks per row without listing the rows, void matches correct for every pick', () => {
    const picks = row(2).map((p, i) => (i === 0 ? '12' : i === 5 ? '1X2' : i === 7 ? 'X2' : p));
    const withVoid: TotoResult[] = results.map((r, i) => (i === 3 ? 'void' : r));
    for (const res of [results, withVoid]) {
      const listed = new Array<number>(TOTO_MATCHES + 1).fill(0);
      for (const r of expand(picks)) listed[r.filter((o, i) => res[i] === 'void' || o === res[i]).length]! += 1;
      expect(correctCounts(picks, res)).toEqual(listed);
    }
    expect(bestCorrect(row(0), results)).toBe(15);
    expect(bestCorrect(row(4), results)).toBe(11);
    expect(outcomeOf({ home: 2, away: 1 })).toBe('1');
    expect(outcomeOf({ home: 0, away: 0 })).toBe('X');
    expect(outcomeOf({ home: 0, away: 3 })).toBe('2');
  });
});

describe('toto prize tiers', () => {
  it('publishes tiers 15 down to 9 correct that share 90 % of the pool', () => {
    expect(PRIZE_TIERS.map((t) => t.correct)).toEqual([15, 14, 13, 12, 11, 10, 9]);
    expect(PRIZE_TIERS.reduce((sum, t) => sum + t.shareBp, 0)).toBe(PRIZE_FUND_BP);
    expect(PRIZE_FUND_BP).toBe(9000);
  });

  it('pays each tier to its winners in proportion to their stakes; unpaid tiers and the jackpot roll over', () => {
    // Stakes: A 13 correct (100), B 13 correct (300), C a 2-row coupon with 14 and 13 correct (50 a row), D 5 correct (1000).
    const A = { id: 1, rowStake: 100, counts: correctCounts(row(2), results) };
    const B = { id: 2, rowStake: 300, counts: correctCounts(row(2), results) };
    const cPicks = row(1).map((p, i) => (i === 1 ? '1X' : p)); // match 1 is X: rows with 14 (X) and 13 (1) correct
    const C = { id: 3, rowStake: 50, counts: correctCounts(cPicks, results) };
    const D = { id: 4, rowStake: 1000, counts: correctCounts(row(10), results) };
    expect(C.counts[14]).toBe(1);
    expect(C.counts[13]).toBe(1);
    const pool = 100 + 300 + 100 + 1000; // 1500
    const s = settlePool([A, B, C, D], 7_000, results);
    expect(s.void).toBe(false);
    expect(s.pool).toBe(pool);
    expect(s.prizeFund).toBe(1350);
    const tier = (correct: number) => s.tiers.find((t) => t.correct === correct)!;
    // 15: 30 % = 450 + jackpot 7000, nobody: rolls over.
    expect(tier(15)).toMatchObject({ fund: 7450, rows: 0, paid: 0 });
    // 14: 15 % = 225, C's one row alone.
    expect(tier(14)).toMatchObject({ fund: 225, rows: 1, units: 50, paid: 225 });
    // 13: 12 % = 180 shared 100 : 300 : 50 (A 40, B 120, C 20).
    expect(tier(13)).toMatchObject({ fund: 180, rows: 3, units: 450, paid: 180 });
    expect(s.payouts.get(1)).toBe(40);
    expect(s.payouts.get(2)).toBe(120);
    expect(s.payouts.get(3)).toBe(245);
    expect(s.payouts.get(4)).toBe(0);
    // 12, 11, 10, 9 unpaid: 150 + 135 + 105 + 105.
    expect(s.jackpotOut).toBe(7450 + 150 + 135 + 105 + 105);
    // Nothing is created or lost: paid + carried = prize fund + jackpot in.
    expect([...s.payouts.values()].reduce((a, b) => a + b, 0) + s.jackpotOut).toBe(s.prizeFund + 7_000);
  });

  it('pays the jackpot only with 15 correct, rounding remainders roll over', () => {
    const winner = { id: 1, rowStake: 70, counts: correctCounts(row(0), results) };
    const other = { id: 2, rowStake: 30, counts: correctCounts(row(0), results) };
    const s = settlePool([winner, other], 1_000, results);
    const fund15 = Math.floor((100 * 3000) / 10_000) + 1_000; // 1030
    expect(s.tiers[0]).toMatchObject({ correct: 15, fund: fund15, paid: 721 + 309 });
    expect(s.payouts.get(1)).toBe(721);
    expect(s.payouts.get(2)).toBe(309);
    // The other tiers had nobody (every row is 15): they roll over, the jackpot is gone.
    expect(s.jackpotOut).toBe(s.prizeFund - 30);
    const odd = settlePool([{ id: 1, rowStake: 1, counts: correctCounts(row(0), results) }, { id: 2, rowStake: 2, counts: correctCounts(row(0), results) }], 10, results);
    const paid = [...odd.payouts.values()].reduce((a, b) => a + b, 0);
    expect(paid + odd.jackpotOut).toBe(odd.prizeFund + 10);
  });

  it('counts void matches correct, and returns every stake when more than 3 are void', () => {
    const voided: TotoResult[] = results.map((r, i) => (i < MAX_VOID ? 'void' : r));
    expect(bestCorrect(row(MAX_VOID), voided)).toBe(15);
    const tooMany: TotoResult[] = results.map((r, i) => (i <= MAX_VOID ? 'void' : r));
    const coupon = { id: 9, rowStake: 40, counts: correctCounts(row(0).map((p, i) => (i === 5 ? '1X2' : p)), tooMany) };
    const s = settlePool([coupon], 500, tooMany);
    expect(s).toMatchObject({ void: true, pool: 120, jackpotIn: 500, jackpotOut: 500 });
    expect(s.payouts.get(9)).toBe(120);
  });
});
