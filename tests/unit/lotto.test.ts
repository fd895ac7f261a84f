import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  LOTTERY_ERAS, eraOf, maxPayoutMinor, parseDrawFile, ticketProblem, ticketResult, tierPayoutMinor, type LotteryEra,
} from '../../src/domain/lotto/games.ts';
import { LOTTO_CADENCE_MS, drawInstant, isOnSale, lastDrawId, lotteryOfDraw, nextDrawId, pastDrawIds, scheduledDraw } from '../../src/domain/lotto/schedule.ts';

const file = (name: string) => readFileSync(new URL(`../../data/lotto/${name}`, import.meta.url), 'utf8');

/** The official prize charts (US$; "jackpot" for the top tier), tier by tier: 5+1, 5, 4+1, 4, 3+1, 3, 2+1, 1+1, 0+1. */
const OFFICIAL: Record<string, (number | 'jackpot')[]> = {
  'powerball 2015-10-07': ['jackpot', 1_000_000, 50_000, 100, 100, 7, 7, 4, 4],
  'megamillions 2017-10-31': ['jackpot', 1_000_000, 10_000, 500, 200, 10, 10, 4, 2],
  // From 8 April 2025 at the guaranteed 2× multiplier: 2M, 20,000, 1,000, 400, 20, 20, 14, 10.
  'megamillions 2025-04-08': ['jackpot', 2_000_000, 20_000, 1_000, 400, 20, 20, 14, 10],
};
const era = (lottery: 'powerball' | 'megamillions', day: string) => eraOf(lottery, day)!;

describe('lotto prize tables', () => {
  it.each(LOTTERY_ERAS.map((e) => [`${e.lottery} ${e.from}`, e] as const))('%s has the official tiers', (name, e: LotteryEra) => {
    const official = OFFICIAL[name]!;
    expect(e.tiers.map((t) => [t.main, t.bonus])).toEqual([[5, true], [5, false], [4, true], [4, false], [3, true], [3, false], [2, true], [1, true], [0, true]]);
    expect(e.tiers.map((t) => (t.jackpot ? 'jackpot' : t.prizeCents / 100))).toEqual(official);
  });

  it('has the official matrices and prices', () => {
    expect([era('powerball', '2020-01-01')].map((e) => [e.mainMax, e.bonusMax, e.priceCents])).toEqual([[69, 26, 200]]);
    expect([era('megamillions', '2025-04-07')].map((e) => [e.mainMax, e.bonusMax, e.priceCents])).toEqual([[70, 25, 200]]);
    expect([era('megamillions', '2025-04-08')].map((e) => [e.mainMax, e.bonusMax, e.priceCents])).toEqual([[70, 24, 500]]);
    expect(eraOf('megamillions', '2017-10-30')).toBeNull();
  });

  it('pays stake × prize ÷ price, rounded down', () => {
    const pb = era('powerball', '2020-01-01');
    const t4 = pb.tiers.find((t) => t.main === 4 && !t.bonus)!;
    expect(tierPayoutMinor(pb, t4, 200)).toBe(10_000); // a US$2 ticket wins US$100
    expect(tierPayoutMinor(pb, t4, 333)).toBe(16_650);
    const t0 = pb.tiers.find((t) => t.main === 0)!;
    expect(tierPayoutMinor(pb, t0, 101)).toBe(202);
    expect(tierPayoutMinor(pb, null, 200)).toBe(0);
    expect(maxPayoutMinor(pb, 200)).toBe(2_000_000_000n);
  });

  it('matches tickets against a draw', () => {
    const pb = era('powerball', '2020-01-01');
    const draw = { main: [18, 30, 40, 48, 52], bonus: 9 };
    expect(ticketResult(pb, { main: [18, 30, 40, 48, 52], bonus: 9 }, draw).tier?.tier).toBe(1);
    expect(ticketResult(pb, { main: [18, 30, 40, 1, 2], bonus: 9 }, draw)).toMatchObject({ main: 3, bonus: true, tier: { tier: 5 } });
    expect(ticketResult(pb, { main: [18, 30, 1, 2, 3], bonus: 8 }, draw)).toMatchObject({ main: 2, bonus: false, tier: null });
    expect(ticketResult(pb, { main: [1, 2, 3, 4, 5], bonus: 9 }, draw).tier?.tier).toBe(9);
  });

  it('refuses tickets outside the matrix', () => {
    const mm = era('megamillions', '2025-05-01');
    expect(ticketProblem(mm, { main: [1, 2, 3, 4, 70], bonus: 24 })).toBeNull();
    expect(ticketProblem(mm, { main: [1, 2, 3, 4, 4], bonus: 1 })).toBe('lotto_error_five_numbers');
    expect(ticketProblem(mm, { main: [1, 2, 3, 4, 71], bonus: 1 })).toBe('lotto_error_main_range');
    expect(ticketProblem(mm, { main: [1, 2, 3, 4, 5], bonus: 25 })).toBe('lotto_error_bonus_range');
  });
});

describe('lotto draw files', () => {
  it('reads every real draw of both files without a problem', () => {
    const pb = parseDrawFile('powerball', 'powerball.csv', file('powerball.csv'));
    const mm = parseDrawFile('megamillions', 'megamillions.csv', file('megamillions.csv'));
    expect(pb.problems).toEqual([]);
    expect(mm.problems).toEqual([]);
    expect(pb.draws).toHaveLength(1390);
    expect(mm.draws).toHaveLength(916);
    expect(pb.draws[0]).toEqual({ lottery: 'powerball', day: '2015-10-07', main: [18, 30, 40, 48, 52], bonus: 9, multiplier: '3X' });
    expect(mm.draws.at(-1)).toMatchObject({ day: '2026-08-07', main: [17, 20, 32, 54, 57], bonus: 23, multiplier: null });
  });

  it('reports bad rows with file, line and reason', () => {
    const text = 'date,white_balls,red_ball,power_play\n13/40/2020,1|2|3|4|5,1,2X\n01/01/2020,1|2|3|4|70,1,2X\n01/02/2020,1|2|3|4|4,1,2X\n01/03/2020,1|2|3|4|5,27,2X\n01/04/2020,1|2|3|4|5,2,2X\n01/04/2020,1|2|3|4|6,2,2X\n';
    const { draws, problems } = parseDrawFile('powerball', 'x.csv', text);
    expect(draws).toHaveLength(1);
    expect(problems.map((p) => [p.file, p.line])).toEqual([['x.csv', 2], ['x.csv', 3], ['x.csv', 4], ['x.csv', 5], ['x.csv', 7]]);
    expect(problems[0]!.reason).toContain('bad date');
  });
});

describe('lotto schedule', () => {
  const pb = parseDrawFile('powerball', 'powerball.csv', file('powerball.csv')).draws;
  const now = Date.parse('2026-06-13T15:37:30Z');

  it('alternates lotteries every 15 minutes and replays the real draws in order', () => {
    const next = nextDrawId('powerball', now);
    expect(lotteryOfDraw(next)).toBe('powerball');
    expect(drawInstant(next)).toBeGreaterThan(now);
    expect(drawInstant(next) - now).toBeLessThanOrEqual(2 * LOTTO_CADENCE_MS);
    const last = lastDrawId('powerball', now);
    expect(next - last).toBe(2);
    expect(drawInstant(last)).toBeLessThanOrEqual(now);
    const a = scheduledDraw(last, pb);
    const b = scheduledDraw(last + 2, pb);
    const index = (d: typeof a) => pb.indexOf(d.draw);
    expect((index(b) - index(a) + pb.length) % pb.length).toBe(1);
    expect(isOnSale(next, now)).toBe(true);
    expect(isOnSale(last, now)).toBe(false);
    expect(pastDrawIds('powerball', now, 3)).toEqual([last, last - 2, last - 4]);
  });

  it('restarts the list after the last real draw', () => {
    expect(scheduledDraw(0, pb).draw).toBe(pb[0]);
    expect(scheduledDraw(2 * pb.length, pb)).toMatchObject({ cycle: 1, draw: pb[0] });
    expect(scheduledDraw(2 * pb.length - 2, pb)).toMatchObject({ cycle: 0, draw: pb.at(-1) });
  });
});
