/**
 * Card games (spec §2 casino): Jacks or Better 9/6 hand ranks, draw rule and the exact optimal-strategy
 * RTP over all 2,598,960 deals (equal to the stated RTP within 1e-9); blackjack totals, rules,
 * actions and basic strategy; payouts ≥ 0 and deterministic for a seed.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { arraySource, floatStream, resumeStream } from '../../src/domain/casino/fair.ts';
import { parseCard, cardText } from '../../src/domain/casino/cards.ts';
import * as vp from '../../src/domain/casino/video-poker.ts';
import * as bj from '../../src/domain/casino/blackjack.ts';

const hand = (text: string) => text.split(' ').map(parseCard);
const seedArb = fc.record({ serverSeed: fc.string({ maxLength: 64 }), clientSeed: fc.string({ maxLength: 32 }), nonce: fc.nat(1_000_000) });

describe('cards', () => {
  it('round-trips card texts and refuses unknown ones', () => {
    for (let c = 0; c < 52; c++) expect(parseCard(cardText(c))).toBe(c);
    expect(() => parseCard('1x')).toThrow(RangeError);
  });
});

describe('video poker, Jacks or Better 9/6', () => {
  it('ranks hands', () => {
    const cases: [string, vp.PokerHand][] = [
      ['Ah Kh Qh Jh Th', 'royalFlush'], ['9s 8s 7s 6s 5s', 'straightFlush'], ['5d 4d 3d 2d Ad', 'straightFlush'],
      ['Qc Qd Qh Qs 2c', 'fourOfAKind'], ['3c 3d 3h 9s 9c', 'fullHouse'], ['2h 7h 9h Jh Kh', 'flush'],
      ['Ac 2d 3h 4s 5c', 'straight'], ['Tc Jd Qh Ks Ac', 'straight'], ['7c 7d 7h Ks 2c', 'threeOfAKind'],
      ['4c 4d 9h 9s Ac', 'twoPair'], ['Jc Jd 2h 5s 8c', 'jacksOrBetter'], ['Tc Td 2h 5s 8c', 'nothing'],
      ['Qc Kd Ah 2s 3c', 'nothing'], ['Jc Qd Kh As 2c', 'nothing'],
    ];
    for (const [h, rank] of cases) expect(vp.evaluateHand(hand(h)), h).toBe(rank);
    expect(() => vp.evaluateHand(hand('Ah Ah Kh Qh Jh'))).toThrow(RangeError);
  });
  it('draws replacements in order for the discarded positions', () => {
    expect(vp.draw([1, 2, 3, 4, 5], [10, 11, 12, 13, 14], [true, false, true, false, false])).toEqual([1, 10, 3, 11, 12]);
    expect(() => vp.draw([1, 2, 3, 4, 5], [], [true])).toThrow(RangeError);
  });
  it('deals 10 distinct cards and pays ≥ 0 deterministically', () =>
    fc.assert(fc.property(seedArb, fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }), (seed, held) => {
      const d = vp.dealVideoPoker(floatStream(seed));
      expect(new Set([...d.hand, ...d.replacements]).size).toBe(10);
      const r = vp.settleVideoPoker(vp.draw(d.hand, d.replacements, held), 100);
      expect(r).toEqual(vp.settleVideoPoker(vp.draw(d.hand, d.replacements, held), 100));
      expect(r.payoutMinor).toBe(100 * vp.PAYTABLE[r.hand]);
    })));
  it('the optimal strategy over all 2,598,960 deals returns exactly the stated RTP, and holds the expected cards', { timeout: 180_000 }, () => {
    const table = vp.buildPayTotals();
    // four to a royal (EV ≈ 18.6) beats a pat flush (6) and a high pair; a dealt royal is held whole
    expect(vp.optimalHold(table, hand('Ah Kh Qh Jh 2c')).held).toEqual([true, true, true, true, false]);
    expect(vp.optimalHold(table, hand('Ah Kh Qh Jh Th')).expectation).toBe(800);
    expect(vp.optimalHold(table, hand('Ah Kh Qh Jh 2h')).held).toEqual([true, true, true, true, false]);
    expect(vp.optimalHold(table, hand('Jc Jd 2h 5s 8c')).held).toEqual([true, true, false, false, false]);
    expect(vp.optimalHold(table, hand('2c 7d 9h 4s Kc')).held).toEqual([false, false, false, false, true]);
    expect(Math.abs(vp.exactOptimalRtp(table) - vp.RTP)).toBeLessThan(1e-9);
  });
});

describe('blackjack', () => {
  const card = (t: string) => parseCard(t);
  it('totals hands with soft aces', () => {
    expect(bj.handTotal([card('Ah'), card('6c')])).toEqual({ total: 17, soft: true });
    expect(bj.handTotal([card('Ah'), card('6c'), card('9d')])).toEqual({ total: 16, soft: false });
    expect(bj.handTotal([card('Ah'), card('Ad'), card('9d')])).toEqual({ total: 21, soft: true });
    expect(bj.isBlackjack([card('Ah'), card('Kd')])).toBe(true);
    expect(bj.isBlackjack([card('Ah'), card('Kd')], true)).toBe(false);
  });
  it('states the house rules', () => {
    expect(bj.RULES).toMatchObject({ decks: 6, dealerStandsOnSoft17: true, blackjackPays: 1.5, doubleOnAnyTwo: true, surrender: false });
    expect(bj.SHOE_SIZE).toBe(312);
  });
  it('deals from one 6-deck shoe without repeating a shoe position', () =>
    fc.assert(fc.property(seedArb, (seed) => {
      const s = bj.playBasicStrategyRound(floatStream(seed), 100);
      expect(new Set(s.dealt).size).toBe(s.dealt.length);
      expect(s.dealt.every((p) => p >= 0 && p < 312)).toBe(true);
      expect(s.phase).toBe('settled');
      expect(s.payoutMinor).toBeGreaterThanOrEqual(0);
      expect(s.payoutMinor).toBeLessThanOrEqual(2.5 * bj.totalStake(s));
      expect(s).toEqual(bj.playBasicStrategyRound(floatStream(seed), 100));
    })));
  it('resumes a stored round from the float count', () =>
    fc.assert(fc.property(seedArb, (seed) => {
      let state = bj.dealBlackjack(floatStream(seed), 100);
      while (state.phase === 'player') {
        const stored = JSON.parse(JSON.stringify(state)) as bj.BlackjackState;
        state = bj.act(stored, bj.basicStrategy(stored), resumeStream(seed, stored.floatsUsed));
      }
      expect(state).toEqual(bj.playBasicStrategyRound(floatStream(seed), 100));
    })));
  it('refuses an action that is not legal', () => {
    // shoe position = card when the first deck is used: floats pick positions among the remaining
    const s = bj.dealBlackjack(arraySource([8 / 312, 0, 9 / 310, 0]), 100); // player T♣ K♣ (a pair of ten-values), dealer 2♣ up, 3♣ in the hole
    expect(s.phase).toBe('player');
    expect(bj.legalActions(s)).toContain('split');
    const split = bj.split(s, arraySource([0, 0]));
    expect(split.hands).toHaveLength(2);
    expect(split.hands.map((h) => h.stakeMinor)).toEqual([100, 100]);
    expect(bj.legalActions(split)).not.toContain('split');
    const doubled = bj.double(split, arraySource([0]));
    expect(doubled.hands[0]!.stakeMinor).toBe(200);
    expect(doubled.active).toBe(1);
    const hit = bj.hit(s, arraySource([0]));
    expect(hit.hands[0]!.cards).toHaveLength(3);
    const stood = bj.stand(s, arraySource(new Array(20).fill(0)));
    expect(stood.phase).toBe('settled');
    expect(() => bj.act(stood, 'hit', arraySource([]))).toThrow(RangeError);
  });
  it('pays 3:2 for a player blackjack and pushes against a dealer blackjack', () => {
    // positions: player A♣ (12), dealer 2♣ (0), player K♣ (11 → index 10 after removals), dealer 3♣
    const s = bj.dealBlackjack(arraySource([12 / 312, 0, 10 / 310, 0]), 100);
    expect(s.hands[0]!.cards.map(cardText)).toEqual(['Ac', 'Kc']);
    expect(s.outcomes).toEqual(['blackjack']);
    expect(s.payoutMinor).toBe(250);
  });
  it('basic strategy: doubles 11, splits eights, stands on hard 17', () => {
    const base = (p: string[], up: string): bj.BlackjackState => ({ dealt: [], floatsUsed: 0, dealer: [card(up), card('2c')], hands: [{ cards: p.map(card), stakeMinor: 1, doubled: false, done: false, fromSplit: false }], active: 0, phase: 'player', outcomes: [], payoutMinor: 0 });
    expect(bj.basicStrategy(base(['6h', '5d'], '9c'))).toBe('double');
    expect(bj.basicStrategy(base(['6h', '5d'], 'Ac'))).toBe('hit');
    expect(bj.basicStrategy(base(['8h', '8d'], 'Tc'))).toBe('split');
    expect(bj.basicStrategy(base(['Th', '7d'], 'Ac'))).toBe('stand');
    expect(bj.basicStrategy(base(['Th', 'Td'], '6c'))).toBe('stand');
    expect(bj.basicStrategy(base(['Ah', '7d'], '9c'))).toBe('hit');
  });
});
