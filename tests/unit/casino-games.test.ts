/**
 * Casino game rules (spec §2 casino): exact RTP of every game whose RTP is exact (asserted equal to the
 * stated value within 1e-9), payout invariants (never negative, deterministic for a seed) by
 * fast-check, and the rules of each game's state.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { arraySource, floatStream, type FairSeed } from '../../src/domain/casino/fair.ts';
import * as dice from '../../src/domain/casino/dice.ts';
import * as limbo from '../../src/domain/casino/limbo.ts';
import * as mines from '../../src/domain/casino/mines.ts';
import * as keno from '../../src/domain/casino/keno.ts';
import * as tvKeno from '../../src/domain/casino/tv-keno.ts';
import * as plinko from '../../src/domain/casino/plinko.ts';
import * as roulette from '../../src/domain/casino/roulette.ts';
import * as crash from '../../src/domain/casino/crash.ts';
import * as scratch from '../../src/domain/casino/scratch.ts';
import { choose } from '../../src/domain/casino/math.ts';
import type { VerifyInput } from '../../src/domain/casino/verify.ts';

const EXACT = 1e-9;
const seedArb = fc.record({ serverSeed: fc.string({ maxLength: 64 }), clientSeed: fc.string({ maxLength: 32 }), nonce: fc.nat(1_000_000) });
const stakeArb = fc.integer({ min: 0, max: 10_000_000 });

describe('dice', () => {
  it('every allowed bet returns exactly 99 % over the 10,001 rolls', () => {
    for (const side of ['under', 'over'] as const) {
      for (const target of [2, 100, 4950, 5000, 9000, 9899, 9998]) {
        const bet = { target, side };
        if (!dice.isAllowedBet(bet)) continue;
        let sum = 0;
        for (let r = 0; r <= 10000; r++) if (dice.wins(bet, r)) sum += dice.multiplier(bet);
        expect(Math.abs(sum / dice.DICE_OUTCOMES - dice.RTP)).toBeLessThan(EXACT);
      }
    }
  });
  it('refuses a target outside 1 … 9999 and bounds the win chance', () => {
    expect(() => dice.winningRolls({ target: 0, side: 'under' })).toThrow(RangeError);
    expect(dice.isAllowedBet({ target: 50, side: 'under' })).toBe(false);
    expect(dice.isAllowedBet({ target: 9900, side: 'under' })).toBe(false);
  });
  it('pays ≥ 0, deterministically', () =>
    fc.assert(fc.property(seedArb, fc.integer({ min: 99, max: 9800 }), stakeArb, (seed, target, stake) => {
      const a = dice.playDice(floatStream(seed), { target, side: 'under' }, stake);
      expect(a).toEqual(dice.playDice(floatStream(seed), { target, side: 'under' }, stake));
      expect(a.payoutMinor).toBeGreaterThanOrEqual(0);
    })));
});

describe('limbo and crash', () => {
  it('the exact RTP of a target equals a count over the 2^24 grid and stays within T / 2^24 under 99 %', () => {
    for (const t of [101, 200, 1000, 12345, 100_000_000]) {
      const r = limbo.rtpOf(t);
      expect(r).toBeLessThanOrEqual(0.99 + EXACT);
      expect(0.99 - r).toBeLessThan(t / 100 / limbo.LIMBO_MAX_INT + EXACT);
    }
    // brute force over the whole grid for one target
    let wins = 0;
    for (let k = 0; k < limbo.LIMBO_MAX_INT; k++) if (limbo.resultCentsOfIndex(k) >= 200) wins++;
    expect(limbo.winningIndices(200)).toBe(wins);
    expect(crash.crashRtpOf(200)).toBe(limbo.rtpOf(200));
  });
  it('crash settles a cash-out at or below the crash point only', () => {
    expect(crash.settleCrash(250, 250, 1000)).toEqual({ win: true, payoutMinor: 2500 });
    expect(crash.settleCrash(250, 251, 1000)).toEqual({ win: false, payoutMinor: 0 });
    expect(crash.settleCrash(99, 101, 1000).win).toBe(false);
    expect(crash.settleCrash(500, null, 1000).win).toBe(false);
    expect(crash.crashPointShown(99)).toBe(1);
  });
  it('the multiplier curve is monotone and msToReach inverts it', () => {
    expect(crash.multiplierCentsAt(0)).toBe(100);
    for (const c of [101, 150, 200, 1000, 5000]) {
      const t = crash.msToReach(c);
      expect(crash.multiplierCentsAt(t)).toBeGreaterThanOrEqual(c);
      expect(crash.multiplierCentsAt(t - 1)).toBeLessThan(c);
    }
    expect(Math.abs(crash.msToReach(200) - 11552)).toBeLessThan(2);
  });
});

describe('mines', () => {
  it('every cash-out point returns exactly 99 % (multiplier × exact probability)', () => {
    for (let m = 1; m <= 24; m++) {
      const table = mines.multiplierTable(m);
      expect(table).toHaveLength(25 - m);
      table.forEach((mult, i) => {
        const d = i + 1;
        const p = choose(25 - m, d) / choose(25, d);
        expect(Math.abs(mult * p - mines.RTP)).toBeLessThan(EXACT);
      });
    }
    expect(mines.multiplier(1, 1)).toBeCloseTo(1.03125, 12);
  });
  it('plays a round: a mine loses, safe reveals cash out, the last safe tile cashes out itself', () => {
    const s = mines.startMines(arraySource([0, 0.5]), 2, 1000);
    expect(s.minePositions).toHaveLength(2);
    const safe = [...Array(25).keys()].filter((t) => !s.minePositions.includes(t));
    let state = mines.reveal(s, safe[0]!);
    expect(() => mines.reveal(state, safe[0]!)).toThrow(RangeError);
    state = mines.cashOut(state);
    expect(state.payoutMinor).toBe(Math.floor(1000 * mines.multiplier(2, 1)));
    expect(() => mines.cashOut(state)).toThrow(RangeError);
    expect(mines.reveal(s, s.minePositions[0]!)).toMatchObject({ over: true, hitMine: true, payoutMinor: 0 });
    let all = s;
    for (const t of safe) all = mines.reveal(all, t);
    expect(all.over).toBe(true);
    expect(all.payoutMinor).toBe(Math.floor(1000 * mines.multiplier(2, 23)));
    expect(() => mines.cashOut(s)).toThrow(RangeError);
  });
});

describe('keno and TV keno', () => {
  it('states the exact hypergeometric RTP of every pick count', () => {
    for (let p = 1; p <= 10; p++) {
      expect(Math.abs(keno.paytableRtp(40, 10, keno.PAYTABLE[p]!) - keno.RTP_BY_PICKS[p]!)).toBeLessThan(EXACT);
      expect(Math.abs(keno.paytableRtp(80, 20, tvKeno.PAYTABLE[p]!) - tvKeno.RTP_BY_PICKS[p]!)).toBeLessThan(EXACT);
      expect(keno.RTP_BY_PICKS[p]!).toBeLessThan(1);
      expect(tvKeno.RTP_BY_PICKS[p]!).toBeLessThan(1);
    }
  });
  it('the hypergeometric law sums to 1', () => {
    for (let p = 1; p <= 10; p++) expect(Math.abs(keno.paytableRtp(40, 10, new Array(p + 1).fill(1)) - 1)).toBeLessThan(EXACT);
  });
  it('refuses bad picks', () => {
    expect(() => keno.playKeno(arraySource([]), [], 100)).toThrow(RangeError);
    expect(() => keno.playKeno(arraySource([]), [1, 1], 100)).toThrow(RangeError);
    expect(() => keno.playKeno(arraySource([]), [41], 100)).toThrow(RangeError);
    expect(() => tvKeno.settleTvKeno([1, 2], [1], 100)).toThrow(RangeError);
  });
  it('TV keno draws 20 distinct numbers of 1 … 80 and pays ≥ 0', () =>
    fc.assert(fc.property(seedArb, fc.uniqueArray(fc.integer({ min: 1, max: 80 }), { minLength: 1, maxLength: 10 }), stakeArb, (seed, picks, stake) => {
      const drawn = tvKeno.tvKenoDraw(floatStream(seed));
      expect(new Set(drawn).size).toBe(20);
      expect(drawn.every((n) => n >= 1 && n <= 80)).toBe(true);
      const r = tvKeno.settleTvKeno(drawn, picks, stake);
      expect(r.payoutMinor).toBeGreaterThanOrEqual(0);
      expect(r.hits).toBe(picks.filter((n) => drawn.includes(n)).length);
    })));
  it('keno pays the paytable, deterministically', () =>
    fc.assert(fc.property(seedArb, fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 10 }), stakeArb, (seed, picks, stake) => {
      const r = keno.playKeno(floatStream(seed as FairSeed), picks, stake);
      expect(r).toEqual(keno.playKeno(floatStream(seed as FairSeed), picks, stake));
      expect(r.payoutMinor).toBe(Math.floor((stake * Math.round(keno.PAYTABLE[picks.length]![r.hits]! * 100)) / 100));
    })));
});

describe('plinko', () => {
  /** Exact RTP by integers: Σ C(rows, k) × tenths_k / (10 × 2^rows), every multiplier having at most one decimal. */
  const integerRtp = (table: readonly number[], rows: number): number => {
    let coefficient = 1n;
    let sum = 0n;
    table.forEach((m, k) => {
      if (k > 0) coefficient = (coefficient * BigInt(rows - k + 1)) / BigInt(k);
      expect(Number.isInteger(Math.round(m * 10)) && Math.abs(m * 10 - Math.round(m * 10)) < 1e-9).toBe(true);
      sum += coefficient * BigInt(Math.round(m * 10));
    });
    return Number(sum) / (10 * 2 ** rows);
  };
  it('states the exact binomial RTP of every board, computed from its table', () => {
    for (const risk of plinko.PLINKO_RISKS) {
      for (let rows = 8; rows <= 16; rows++) {
        const table = plinko.MULTIPLIERS[risk][rows]!;
        expect(table).toHaveLength(rows + 1);
        expect(table).toEqual([...table].reverse());
        const exact = integerRtp(table, rows);
        expect(Math.abs(plinko.boardRtp(rows, risk) - exact)).toBeLessThan(EXACT);
        expect(Math.abs(plinko.RTP_BY_BOARD[risk][rows]! - exact)).toBeLessThan(EXACT);
        // The published tables keep a house edge on every board.
        expect(exact).toBeGreaterThan(0.98);
        expect(exact).toBeLessThan(1);
      }
    }
    expect(plinko.RTP).toBe(Math.min(...plinko.PLINKO_RISKS.flatMap((r) => Object.values(plinko.RTP_BY_BOARD[r]))));
  });
  it('offers the published Stake tables (16 rows of every risk, 8 rows high)', () => {
    // https://stakebonushub.com/originals/plinko/ "the published Stake multipliers" (16 rows).
    expect(plinko.MULTIPLIERS.low[16]).toEqual([16, 9, 2, 1.4, 1.4, 1.2, 1.1, 1, 0.5, 1, 1.1, 1.2, 1.4, 1.4, 2, 9, 16]);
    expect(plinko.MULTIPLIERS.medium[16]).toEqual([110, 41, 10, 5, 3, 1.5, 1, 0.5, 0.3, 0.5, 1, 1.5, 3, 5, 10, 41, 110]);
    expect(plinko.MULTIPLIERS.high[16]).toEqual([1000, 130, 26, 9, 4, 2, 0.2, 0.2, 0.2, 0.2, 0.2, 2, 4, 9, 26, 130, 1000]);
    expect(plinko.MULTIPLIERS.high[8]).toEqual([29, 4, 1.5, 0.3, 0.2, 0.3, 1.5, 4, 29]);
  });
  it('refuses a board outside 8 … 16 rows', () => {
    expect(() => plinko.playPlinko(arraySource([]), 7, 'low', 1)).toThrow(RangeError);
  });
  it('lands in the bucket counted by the path and pays ≥ 0', () =>
    fc.assert(fc.property(seedArb, fc.integer({ min: 8, max: 16 }), fc.constantFrom(...plinko.PLINKO_RISKS), stakeArb, (seed, rows, risk, stake) => {
      const r = plinko.playPlinko(floatStream(seed), rows, risk, stake);
      expect(r.bucket).toBe(r.path.filter((d) => d === 1).length);
      expect(r.payoutMinor).toBeGreaterThanOrEqual(0);
    })));
});

describe('roulette', () => {
  const bets: roulette.RouletteBet[] = [
    { kind: 'straight', numbers: [17], stakeMinor: 100 }, { kind: 'straight', numbers: [0], stakeMinor: 100 },
    { kind: 'split', numbers: [1, 2], stakeMinor: 100 }, { kind: 'split', numbers: [0, 3], stakeMinor: 100 }, { kind: 'split', numbers: [14, 17], stakeMinor: 100 },
    { kind: 'street', numbers: [34, 35, 36], stakeMinor: 100 }, { kind: 'trio', numbers: [0, 2, 3], stakeMinor: 100 },
    { kind: 'corner', numbers: [1, 2, 4, 5], stakeMinor: 100 }, { kind: 'firstFour', numbers: [0, 1, 2, 3], stakeMinor: 100 },
    { kind: 'sixLine', numbers: [31, 32, 33, 34, 35, 36], stakeMinor: 100 },
    ...([1, 2, 3] as const).flatMap((index) => [{ kind: 'column' as const, index, stakeMinor: 100 }, { kind: 'dozen' as const, index, stakeMinor: 100 }]),
    ...(['red', 'black', 'odd', 'even', 'low', 'high'] as const).map((kind) => ({ kind, stakeMinor: 100 })),
  ];
  it('every bet type returns exactly 36/37 over the 37 pockets', () => {
    for (const bet of bets) {
      let total = 0;
      for (let p = 0; p < 37; p++) total += roulette.betReturn({ ...bet, stakeMinor: 1_000_000 }, p);
      expect(Math.abs(total / 37 / 1_000_000 - roulette.RTP)).toBeLessThan(EXACT);
    }
    expect(roulette.coveredPockets({ kind: 'red', stakeMinor: 1 })).toHaveLength(18);
    expect(roulette.oddsToOne({ kind: 'straight', numbers: [5], stakeMinor: 1 })).toBe(35);
    expect(roulette.oddsToOne({ kind: 'dozen', index: 2, stakeMinor: 1 })).toBe(2);
  });
  it('refuses shapes that are not on the layout', () => {
    for (const bad of [
      { kind: 'split', numbers: [3, 4] }, { kind: 'split', numbers: [1, 1] }, { kind: 'street', numbers: [2, 3, 4] },
      { kind: 'corner', numbers: [3, 4, 6, 7] }, { kind: 'sixLine', numbers: [2, 3, 4, 5, 6, 7] }, { kind: 'straight', numbers: [37] },
      { kind: 'column', index: 4 },
    ] as const) expect(() => roulette.coveredPockets({ ...bad, stakeMinor: 1 } as roulette.RouletteBet)).toThrow(RangeError);
  });
});

describe('scratch card', () => {
  it('states the exact RTP of its prize table', () => {
    expect(Math.abs(scratch.prizeTableRtp() - scratch.RTP)).toBeLessThan(EXACT);
    expect(scratch.LOSING_WEIGHT).toBe(486_680);
    expect(scratch.scratchTier(0)).toBe(0);
    expect(scratch.scratchTier(0.999999)).toBeNull();
  });
  it('shows three of the winning symbol and never three of any other', () =>
    fc.assert(fc.property(seedArb, stakeArb, (seed, price) => {
      const r = scratch.playScratch(floatStream(seed), price);
      expect(r.cells).toHaveLength(9);
      const counts = new Map<string, number>();
      for (const c of r.cells) counts.set(c, (counts.get(c) ?? 0) + 1);
      for (const [sym, n] of counts) expect(n).toBe(sym === r.winning ? 3 : Math.min(n, 2));
      if (r.winning) expect(counts.get(r.winning)).toBe(3);
      expect(r.payoutMinor).toBeGreaterThanOrEqual(0);
    })));
});

describe('round verification', () => {
  it('recomputes rounds of every game with the game functions, listing the floats used', async () => {
    const { verifyRound } = await import('../../src/domain/casino/verify.ts');
    const seed: FairSeed = { serverSeed: 'f2ac89b608eeb01312d115bce6741b32', clientSeed: '86ff027f15c48241af7f54a726690ee7', nonce: 0 };
    const dice1 = verifyRound(seed, { game: 'dice', target: 5000, side: 'under' });
    expect(dice1.floats).toHaveLength(1);
    expect((dice1.result as { roll: number }).roll).toBe(28.07);
    expect(verifyRound(seed, { game: 'mines', mines: 3 }).floats).toHaveLength(3);
    expect(verifyRound(seed, { game: 'jacks-or-better', held: [true, true, true, true, true] }).floats).toHaveLength(10);
    expect(verifyRound(seed, { game: 'bingo-90', draws: 'calls' }).floats).toHaveLength(70);
    const inputs: VerifyInput[] = [
      { game: 'limbo', targetCents: 200 }, { game: 'crash' }, { game: 'plinko', rows: 8, risk: 'low' }, { game: 'keno', picks: [1, 2, 3] },
      { game: 'tv-keno' }, { game: 'european-roulette', bets: [{ kind: 'red', stakeMinor: 100 }] }, { game: 'blackjack', actions: [] },
      { game: 'northern-lights' }, { game: 'desert-caravan' }, { game: 'lucky-three' }, { game: 'bingo-90', draws: 'ticket' },
      { game: 'baccarat', bet: 'banker' }, { game: 'dragon-tiger', bet: 'tie' }, { game: 'sic-bo', bet: { kind: 'combo', faces: [2, 5] } },
    ];
    for (const input of inputs) {
      const r = verifyRound(seed, input);
      expect(r.floats.length).toBeGreaterThan(0);
      expect(r).toEqual(verifyRound(seed, input));
    }
    expect(() => verifyRound(seed, { game: 'blackjack', actions: ['stand', 'stand', 'stand', 'stand'] })).toThrow(RangeError);
  });
});

describe('own games catalogue', () => {
  it('lists at least twelve games over at least six spec categories, each with its RTP', async () => {
    const { OWN_GAMES } = await import('../../src/domain/casino/catalogue.ts');
    expect(OWN_GAMES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(OWN_GAMES.map((g) => g.id)).size).toBe(OWN_GAMES.length);
    expect(new Set(OWN_GAMES.map((g) => g.category)).size).toBeGreaterThanOrEqual(6);
    // The stated RTP is the lowest over a game's bets, boards or pick counts: above 90 % but for
    // two table bets of the asian-games family, baccarat's tie (85.88 %) and sic bo's total of 9 or 12 (81.02 %).
    for (const g of OWN_GAMES) {
      expect(g.rtp).toBeGreaterThan(g.id === 'baccarat' || g.id === 'sic-bo' ? 0.8 : 0.9);
      expect(g.rtp).toBeLessThan(1);
    }
    expect(OWN_GAMES.find((g) => g.id === 'baccarat')!.rtp).toBeCloseTo(0.8588, 4);
    expect(OWN_GAMES.find((g) => g.id === 'sic-bo')!.rtp).toBeCloseTo(175 / 216, 9);
  });
});
