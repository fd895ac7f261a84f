/**
 * Multi-step rounds of our game server as pure functions (src/domain/game-server/play.ts):
 * progressRound shows only what the player may see while a round is open (no hole card, no draw
 * cards) and the decisions allowed; a finished round replayed by playRound from seed + decisions
 * is the same outcome (the verify page's check); video poker pays the paytable of its final hand;
 * blackjack's stake grows by a double and a decision the hand does not allow is refused.
 */
import { describe, expect, it } from 'vitest';
import { floatStream } from '../../src/domain/casino/fair.ts';
import { canonicalJson, playRound, progressRound } from '../../src/domain/game-server/play.ts';
import { dealVideoPoker, draw, settleVideoPoker } from '../../src/domain/casino/video-poker.ts';
import { dealBlackjack, legalActions } from '../../src/domain/casino/blackjack.ts';
import { gsActionBody, roundParams } from '../../schemas/game-server.ts';

const seed = (nonce: number) => ({ serverSeed: 'cards-test-server-seed', clientSeed: 'cards-test-client', nonce });

describe('video poker rounds', () => {
  it('deal shows the five dealt cards only, and the draw pays the final hand', () => {
    for (let nonce = 0; nonce < 100; nonce++) {
      const open = progressRound(floatStream(seed(nonce)), { game: 'jacks-or-better' }, 100);
      const { hand, replacements } = dealVideoPoker(floatStream(seed(nonce)));
      expect(open).toEqual({ settled: false, stakeMinor: 100, view: { dealt: hand }, allowed: ['draw'] });
      const holds = [nonce % 2 === 0, false, true, nonce % 3 === 0, false];
      const done = progressRound(floatStream(seed(nonce)), { game: 'jacks-or-better', holds }, 100);
      expect(done.settled).toBe(true);
      const final = draw(hand, replacements, holds);
      const expected = settleVideoPoker(final, 100);
      const outcome = playRound(floatStream(seed(nonce)), { game: 'jacks-or-better', holds }, 100);
      expect(outcome.payoutMinor).toBe(expected.payoutMinor);
      expect(outcome.result).toMatchObject({ dealt: hand, final, hand: expected.hand });
      expect(done.settled && canonicalJson(done.outcome.result)).toBe(canonicalJson(outcome.result));
    }
  });

  it('cannot be verified before the draw', () => {
    expect(() => playRound(floatStream(seed(1)), { game: 'jacks-or-better' }, 100)).toThrow(RangeError);
  });
});

describe('blackjack rounds', () => {
  it('hides the hole card while open and replays to the same outcome from the decisions', () => {
    let checked = 0;
    for (let nonce = 0; checked < 40 && nonce < 400; nonce++) {
      const deal = dealBlackjack(floatStream(seed(nonce)), 1000);
      if (deal.phase === 'settled') continue;
      checked++;
      const open = progressRound(floatStream(seed(nonce)), { game: 'blackjack', actions: [], baseStakeMinor: 1000 }, 1000);
      expect(open.settled).toBe(false);
      if (open.settled) continue;
      expect(open.view.dealerUp).toBe(deal.dealer[0]);
      expect(JSON.stringify(open.view)).not.toContain('dealer"');
      expect(open.allowed).toEqual(legalActions(deal));
      const actions = [open.allowed.includes('double') ? 'double' : 'stand'] as ('double' | 'stand')[];
      const done = progressRound(floatStream(seed(nonce)), { game: 'blackjack', actions, baseStakeMinor: 1000 }, 1000);
      expect(done.settled).toBe(true);
      if (!done.settled) continue;
      expect(done.outcome.stakeMinor).toBe(actions[0] === 'double' ? 2000 : 1000);
      // The verify page passes the stored stake (the round's total): the base stake comes from the parameters.
      const verified = playRound(floatStream(seed(nonce)), { game: 'blackjack', actions, baseStakeMinor: 1000 }, done.outcome.stakeMinor);
      expect(verified.payoutMinor).toBe(done.outcome.payoutMinor);
      expect(canonicalJson(verified.result)).toBe(canonicalJson(done.outcome.result));
    }
    expect(checked).toBe(40);
  });

  it('refuses a decision the hand does not allow', () => {
    let nonce = 0;
    while (dealBlackjack(floatStream(seed(nonce)), 1000).phase === 'settled' || legalActions(dealBlackjack(floatStream(seed(nonce)), 1000)).includes('split')) nonce++;
    expect(() => progressRound(floatStream(seed(nonce)), { game: 'blackjack', actions: ['split'], baseStakeMinor: 1000 }, 1000)).toThrow(RangeError);
    expect(() => progressRound(floatStream(seed(nonce)), { game: 'blackjack', actions: ['stand', 'hit'], baseStakeMinor: 1000 }, 1000)).toThrow(RangeError);
  });
});

describe('boundary shapes', () => {
  it('take five hold flags, known blackjack decisions and round keys only', () => {
    expect(gsActionBody.safeParse({ demo: 'a'.repeat(20), round: '1-2', action: { kind: 'draw', holds: [true, false, true, false, true] } }).success).toBe(true);
    expect(gsActionBody.safeParse({ demo: 'a'.repeat(20), round: '1-2', action: { kind: 'draw', holds: [true] } }).success).toBe(false);
    expect(gsActionBody.safeParse({ demo: 'a'.repeat(20), round: '1-2', action: { kind: 'surrender' } }).success).toBe(false);
    expect(gsActionBody.safeParse({ demo: 'a'.repeat(20), round: '1;2', action: { kind: 'hit' } }).success).toBe(false);
    expect(roundParams.safeParse({ game: 'blackjack', actions: ['insurance'] }).success).toBe(false);
  });
});
