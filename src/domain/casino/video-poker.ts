/**
 * Video poker, Jacks or Better 9/6 (spec §2 poker section). One 52-card deck; the round's first
 * 10 floats pick 10 distinct cards by Fisher–Yates selection: cards 1–5 are dealt, cards 6–10 are
 * the replacements, taken in order for the discarded positions (left to right), so the whole round
 * is fixed by the seed before the player chooses what to hold. Paytable "for one" (stake included):
 * royal flush 800, straight flush 50, four of a kind 25, full house 9, flush 6, straight 4,
 * three of a kind 3, two pair 2, jacks or better 1.
 *
 * RTP with optimal strategy (the hold maximising the exact expected return of every dealt hand):
 * RTP = 0.995439043693 (99.5439 %), computed exactly by `exactOptimalRtp` over all 2,598,960 deals and
 * 32 holds each (for a hold S of hand H, E = Σ_{S ⊆ U ⊆ H} (−1)^{|U|−|S|} P(U) / C(47, 5 − |S|),
 * P(U) = total pay of all 5-card hands containing U — inclusion–exclusion over the discards).
 */
import { pickDistinct, type FloatSource } from './fair.ts';
import { DECK, rankOf, suitOf } from './cards.ts';
import { choose } from './math.ts';

/** Hand categories, best first. */
export const HANDS = ['royalFlush', 'straightFlush', 'fourOfAKind', 'fullHouse', 'flush', 'straight', 'threeOfAKind', 'twoPair', 'jacksOrBetter', 'nothing'] as const;
/** A hand category. */
export type PokerHand = (typeof HANDS)[number];

/** Jacks or Better 9/6 paytable, "for one" per unit staked. */
export const PAYTABLE: Readonly<Record<PokerHand, number>> = {
  royalFlush: 800,
  straightFlush: 50,
  fourOfAKind: 25,
  fullHouse: 9,
  flush: 6,
  straight: 4,
  threeOfAKind: 3,
  twoPair: 2,
  jacksOrBetter: 1,
  nothing: 0,
};

/** Exact RTP with optimal strategy (exactOptimalRtp), to 12 decimals. */
export const RTP = 0.995439043693;

/** The category of a 5-card hand. Throws RangeError unless 5 distinct cards. */
export function evaluateHand(cards: readonly number[]): PokerHand {
  if (cards.length !== 5 || new Set(cards).size !== 5) throw new RangeError('a poker hand is 5 distinct cards');
  const counts = new Array<number>(13).fill(0);
  for (const c of cards) counts[rankOf(c)]!++;
  const flush = cards.every((c) => suitOf(c) === suitOf(cards[0]!));
  const groups = counts.filter((n) => n > 0).sort((a, b) => b - a);
  let straight = false;
  let aceHigh = false;
  if (groups.length === 5) {
    const ranks = counts.flatMap((n, r) => (n ? [r] : []));
    if (ranks[4]! - ranks[0]! === 4) {
      straight = true;
      aceHigh = ranks[4] === 12;
    } else if (ranks[0] === 0 && ranks[1] === 1 && ranks[2] === 2 && ranks[3] === 3 && ranks[4] === 12) straight = true;
  }
  if (straight && flush) return aceHigh ? 'royalFlush' : 'straightFlush';
  if (groups[0] === 4) return 'fourOfAKind';
  if (groups[0] === 3 && groups[1] === 2) return 'fullHouse';
  if (flush) return 'flush';
  if (straight) return 'straight';
  if (groups[0] === 3) return 'threeOfAKind';
  if (groups[0] === 2 && groups[1] === 2) return 'twoPair';
  if (groups[0] === 2 && counts.some((n, r) => n === 2 && r >= 9)) return 'jacksOrBetter';
  return 'nothing';
}

/** The dealt hand and the 5 replacement cards of a round (10 floats). */
export function dealVideoPoker(source: FloatSource): { hand: number[]; replacements: number[] } {
  const cards = pickDistinct(source, DECK, 10);
  return { hand: cards.slice(0, 5), replacements: cards.slice(5) };
}

/**
 * The final hand after holding `held` (5 booleans): each discarded position, left to right, takes
 * the next replacement card. Throws RangeError unless 5 flags.
 */
export function draw(hand: readonly number[], replacements: readonly number[], held: readonly boolean[]): number[] {
  if (held.length !== 5 || hand.length !== 5) throw new RangeError('hold flags for 5 cards');
  let next = 0;
  return hand.map((c, i) => (held[i] ? c : replacements[next++]!));
}

/** Settles a final hand: category and payout in minor units (stake × pay "for one"). */
export function settleVideoPoker(finalHand: readonly number[], stakeMinor: number): { hand: PokerHand; payoutMinor: number } {
  const hand = evaluateHand(finalHand);
  return { hand, payoutMinor: stakeMinor * PAYTABLE[hand] };
}

/** Offsets of subset sizes 0 … 5 in the subset table (combinatorial number system). */
const OFFSETS = [0, 1, 53, 1379, 23479, 294204];
const TABLE_SIZE = 2893164;
const BINOM: number[][] = Array.from({ length: 53 }, (_, n) => Array.from({ length: 6 }, (_, k) => choose(n, k)));

/** Index of a sorted subset in the table. */
function subsetIndex(sortedCards: readonly number[]): number {
  let idx = OFFSETS[sortedCards.length]!;
  for (let i = 0; i < sortedCards.length; i++) idx += BINOM[sortedCards[i]!]![i + 1]!;
  return idx;
}

/** Pay totals: for every subset U of at most 5 cards, the total pay of all 5-card hands containing U. */
export interface PayTotals {
  readonly totals: Float64Array;
}

/** Builds the pay totals by walking all 2,598,960 hands (a few seconds). */
export function buildPayTotals(): PayTotals {
  const totals = new Float64Array(TABLE_SIZE);
  const h = [0, 0, 0, 0, 0];
  const sub: number[] = [];
  for (h[0] = 0; h[0] < 48; h[0]++)
    for (h[1] = h[0] + 1; h[1] < 49; h[1]++)
      for (h[2] = h[1] + 1; h[2] < 50; h[2]++)
        for (h[3] = h[2] + 1; h[3] < 51; h[3]++)
          for (h[4] = h[3] + 1; h[4] < 52; h[4]++) {
            const pay = PAYTABLE[evaluateHand(h)];
            if (pay === 0) continue;
            for (let mask = 0; mask < 32; mask++) {
              sub.length = 0;
              for (let i = 0; i < 5; i++) if (mask & (1 << i)) sub.push(h[i]!);
              totals[subsetIndex(sub)]! += pay;
            }
          }
  return { totals };
}

/**
 * Exact expected return ("for one") of each of the 32 holds of a hand: entry `mask` holds the cards
 * at the bits of mask (bit i = position i of the hand as given).
 */
function holdExpectations(table: PayTotals, hand: readonly number[]): number[] {
  const order = hand.map((c, i) => ({ c, i })).sort((a, b) => a.c - b.c);
  const f = new Array<number>(32);
  const sub: number[] = [];
  for (let mask = 0; mask < 32; mask++) {
    sub.length = 0;
    let m = 0;
    for (let j = 0; j < 5; j++) if (mask & (1 << j)) sub.push(order[j]!.c);
    for (let j = 0; j < 5; j++) if (mask & (1 << j)) m |= 1 << order[j]!.i;
    f[m] = table.totals[subsetIndex(sub)]!;
  }
  // Möbius transform over supersets: g(S) = Σ_{U ⊇ S} (−1)^{|U|−|S|} f(U)
  for (let bit = 0; bit < 5; bit++) for (let mask = 0; mask < 32; mask++) if (!(mask & (1 << bit))) f[mask] = f[mask]! - f[mask | (1 << bit)]!;
  for (let mask = 0; mask < 32; mask++) {
    let held = 0;
    for (let b = 0; b < 5; b++) if (mask & (1 << b)) held++;
    f[mask] = f[mask]! / choose(47, 5 - held);
  }
  return f;
}

/** The optimal hold of a hand (5 flags) and its exact expected return. Ties keep the lowest mask. */
export function optimalHold(table: PayTotals, hand: readonly number[]): { held: boolean[]; expectation: number } {
  const ev = holdExpectations(table, hand);
  let best = 0;
  for (let m = 1; m < 32; m++) if (ev[m]! > ev[best]! + 1e-12) best = m;
  return { held: [0, 1, 2, 3, 4].map((i) => (best & (1 << i)) !== 0), expectation: ev[best]! };
}

/** Exact RTP with optimal strategy: the mean over all 2,598,960 deals of the best hold's expectation. */
export function exactOptimalRtp(table: PayTotals = buildPayTotals()): number {
  let sum = 0;
  const h = [0, 0, 0, 0, 0];
  for (h[0] = 0; h[0] < 48; h[0]++)
    for (h[1] = h[0] + 1; h[1] < 49; h[1]++)
      for (h[2] = h[1] + 1; h[2] < 50; h[2]++)
        for (h[3] = h[2] + 1; h[3] < 51; h[3]++)
          for (h[4] = h[3] + 1; h[4] < 52; h[4]++) sum += optimalHold(table, h).expectation;
  return sum / choose(52, 5);
}
