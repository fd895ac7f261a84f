/**
 * The maximum multiplier of each catalogue game (src/domain/casino/catalogue.ts MAX_MULTIPLIERS,
 * the wallet's maximum payout: drizzle/0043) is never below what the game's rules can pay: the
 * paytable games state exactly their top entry, every dice bet, mines count and reveal count and
 * roulette pocket is enumerated, and slots, blackjack and bingo rounds on seeded fair floats never
 * pay above floor(max × stakes). Deterministic (fixed seeds).
 */
import { describe, expect, it } from 'vitest';
import { floatStream } from '../../src/domain/casino/fair.ts';
import { MAX_MULTIPLIERS, OWN_GAMES, slotMaxMultiple } from '../../src/domain/casino/catalogue.ts';
import * as dice from '../../src/domain/casino/dice.ts';
import * as limbo from '../../src/domain/casino/limbo.ts';
import * as mines from '../../src/domain/casino/mines.ts';
import * as keno from '../../src/domain/casino/keno.ts';
import * as tvKeno from '../../src/domain/casino/tv-keno.ts';
import * as plinko from '../../src/domain/casino/plinko.ts';
import * as roulette from '../../src/domain/casino/roulette.ts';
import * as scratch from '../../src/domain/casino/scratch.ts';
import * as poker from '../../src/domain/casino/video-poker.ts';
import * as bingo from '../../src/domain/casino/bingo.ts';
import { act, dealBlackjack, legalActions, totalStake } from '../../src/domain/casino/blackjack.ts';
import { DESERT_CARAVAN, NORTHERN_LIGHTS } from '../../src/domain/casino/slot-games.ts';
import { playSlotRound } from '../../src/domain/casino/slots.ts';
import { CRASH_CAP_CENTS, cashoutCentsAt } from '../../src/domain/casino/scheduled.ts';

const STAKE = 12_345;
const seed = (game: string, i: number) => floatStream({ serverSeed: `max-multiplier-${game}`, clientSeed: 'bound', nonce: i });
const cap = (game: string, stakes: number) => Math.floor(MAX_MULTIPLIERS[game]! * stakes);

describe('maximum multiplier of each game', () => {
  it('is stated for every catalogue game, positive, in hundredths', () => {
    for (const game of OWN_GAMES) {
      expect(game.maxMultiplier, game.id).toBe(MAX_MULTIPLIERS[game.id]);
      expect(game.maxMultiplier).toBeGreaterThan(1);
      expect(Math.round(game.maxMultiplier * 100) / 100).toBe(game.maxMultiplier);
    }
  });

  it('dice: every allowed bet pays at most 100.01 ×, reached at the fewest winning rolls', () => {
    let top = 0;
    for (const side of ['under', 'over'] as const) {
      for (let target = 1; target <= 9999; target++) {
        const bet = { target, side };
        if (!dice.isAllowedBet(bet)) continue;
        top = Math.max(top, Math.floor(STAKE * dice.multiplier(bet)));
      }
    }
    expect(top).toBeLessThanOrEqual(cap('dice', STAKE));
    expect(MAX_MULTIPLIERS.dice! - dice.multiplier({ target: dice.MIN_WINNING_ROLLS, side: 'under' })).toBeLessThanOrEqual(0.01);
  });

  it('limbo and crash: the highest target, and the scheduled crash cap', () => {
    const bestLimbo = limbo.playLimbo(() => 0, limbo.MAX_TARGET_CENTS, STAKE);
    expect(bestLimbo.win).toBe(true);
    expect(bestLimbo.payoutMinor).toBe(cap('limbo', STAKE));
    expect(MAX_MULTIPLIERS.crash).toBe(CRASH_CAP_CENTS / 100);
    // An auto cash-out above the cap is refused; the crash point itself is capped (crashRoundPointCents).
    expect(() => cashoutCentsAt(1, CRASH_CAP_CENTS, 0, CRASH_CAP_CENTS + 1)).toThrow(RangeError);
  });

  it('mines: every mine count and reveal count pays at most the bound, which the best one reaches', () => {
    let top = 0;
    for (let m = 1; m <= mines.TILES - 1; m++) {
      for (let d = 1; d <= mines.TILES - m; d++) top = Math.max(top, mines.multiplier(m, d));
    }
    expect(top).toBeLessThanOrEqual(MAX_MULTIPLIERS.mines!);
    expect(MAX_MULTIPLIERS.mines! - top).toBeLessThanOrEqual(0.01);
    // The largest stake of the ledger (10^15 minor units) still fits under the cap.
    expect(Math.floor(1e15 * top)).toBeLessThanOrEqual(Math.floor(MAX_MULTIPLIERS.mines! * 1e15));
  });

  it('paytable games state exactly their top entry', () => {
    const flat = (table: Readonly<Record<number, readonly number[]>>) => Math.max(...Object.values(table).flat());
    expect(MAX_MULTIPLIERS.keno).toBe(flat(keno.PAYTABLE));
    expect(MAX_MULTIPLIERS['tv-keno']).toBe(flat(tvKeno.PAYTABLE));
    expect(MAX_MULTIPLIERS.plinko).toBe(Math.max(...Object.values(plinko.MULTIPLIERS).map(flat)));
    expect(MAX_MULTIPLIERS['lucky-three']).toBe(Math.max(...scratch.PRIZES.map((p) => p.multiplier)));
    expect(MAX_MULTIPLIERS['jacks-or-better']).toBe(poker.PAYTABLE.royalFlush);
  });

  it('roulette: on every pocket, any set of bets returns at most 36 × their stakes', () => {
    const bets: roulette.RouletteBet[] = [
      { kind: 'straight', numbers: [17], stakeMinor: 1_000 },
      { kind: 'split', numbers: [17, 20], stakeMinor: 700 },
      { kind: 'corner', numbers: [17, 18, 20, 21], stakeMinor: 300 },
      { kind: 'red', stakeMinor: 500 },
      { kind: 'dozen', index: 2, stakeMinor: 250 },
    ];
    const stakes = bets.reduce((s, b) => s + b.stakeMinor, 0);
    for (let pocket = 0; pocket < roulette.POCKETS; pocket++) {
      const one = roulette.spinRoulette(() => (pocket + 0.5) / roulette.POCKETS, [bets[0]!]);
      expect(one.returnMinor).toBeLessThanOrEqual(cap('european-roulette', 1_000));
      expect(roulette.spinRoulette(() => (pocket + 0.5) / roulette.POCKETS, bets).returnMinor).toBeLessThanOrEqual(cap('european-roulette', stakes));
    }
    expect(roulette.spinRoulette(() => (17 + 0.5) / roulette.POCKETS, [bets[0]!]).returnMinor).toBe(36_000);
  });

  it('slots: the bound is best line + best scatter × (1 + free spins × multiplier), and 20,000 rounds stay under it', () => {
    expect(slotMaxMultiple(NORTHERN_LIGHTS)).toBe((1250 + 50) * (1 + 10 * 2));
    expect(slotMaxMultiple(DESERT_CARAVAN)).toBe((2000 + 100) * (1 + 8 * 3));
    for (const [id, def] of [['northern-lights', NORTHERN_LIGHTS], ['desert-caravan', DESERT_CARAVAN]] as const) {
      for (let i = 0; i < 10_000; i++) expect(playSlotRound(def, seed(id, i), STAKE).payoutMinor).toBeLessThanOrEqual(cap(id, STAKE));
    }
  });

  it('blackjack: 20,000 hands with random legal decisions (doubles and splits) pay at most 2.5 × their stakes', () => {
    let natural = false;
    for (let i = 0; i < 20_000; i++) {
      const source = seed('blackjack', i);
      let state = dealBlackjack(source, STAKE);
      while (state.phase !== 'settled') {
        const allowed = legalActions(state);
        state = act(state, allowed[Math.floor(source() * allowed.length)]!, source);
      }
      expect(state.payoutMinor).toBeLessThanOrEqual(cap('blackjack', totalStake(state)));
      if (state.payoutMinor === Math.floor(STAKE * 2.5)) natural = true;
    }
    expect(natural).toBe(true);
  });

  it('bingo: a ticket wins at most every pattern at its best tier (72 × the price)', () => {
    expect(MAX_MULTIPLIERS['bingo-90']).toBe(12 + 20 + 40);
    for (let i = 0; i < 2_000; i++) {
      const source = seed('bingo', i);
      const ticket = bingo.ticketFromSource(source);
      const calls = bingo.drawOrder(source);
      expect(bingo.settleBingo(ticket, calls, STAKE).payoutMinor).toBeLessThanOrEqual(cap('bingo-90', STAKE));
    }
  });
});
