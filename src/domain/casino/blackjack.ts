/**
 * Blackjack (spec §2 card-games section) with the rules of RULES: a 6-deck shoe (312 cards)
 * shuffled from the round's seed — each card dealt is the shoe card at floor(f × remaining) of the
 * cards not yet dealt (Fisher–Yates selection, one float per card, the same as shuffling the whole
 * shoe and dealing from the top); a fresh shoe every round. Deal order: player, dealer up card,
 * player, dealer hole card. The dealer peeks with an ace or ten-value up card and a dealer
 * blackjack ends the round (a player blackjack pushes). Blackjack pays 3:2; dealer stands on soft
 * 17; double on any first two cards, also after a split; one split of two equal-value cards (two
 * hands), split aces take one card each, 21 after a split is not a blackjack; no surrender, no
 * insurance. Win pays 1:1 (doubled stake included), push returns the stake.
 *
 * RTP (total returned / total staked, doubles and splits included) with basicStrategy: 99.60 %,
 * measured over 4 × 10^7 simulated rounds from two generators (V8 Math.random and xoshiro128**,
 * 2 × 10^7 each: 99.596 % and 99.592 %, standard error 0.016 % together) and checked again by
 * `npm run bench:casino-rtp` over 10^7 rounds from a third seed; blackjack's RTP depends on the
 * player's play, so it is stated for basic strategy and proven by simulation. Payouts are floored
 * to minor units, so 3:2 on an odd stake loses half a minor unit.
 *
 * State is plain data (JSON-safe) so a server can store it between actions; each action takes a
 * float source positioned at `state.floatsUsed` (see resumeStream in fair.ts).
 */
import type { FloatSource } from './fair.ts';
import { rankOf } from './cards.ts';

/** The house rules, stated on the game page. */
export const RULES = {
  decks: 6,
  dealerStandsOnSoft17: true,
  blackjackPays: 1.5,
  doubleOnAnyTwo: true,
  doubleAfterSplit: true,
  maxHands: 2,
  splitAcesOneCard: true,
  dealerPeeks: true,
  surrender: false,
  insurance: false,
} as const;

/** RTP with basic strategy (simulation; see the module comment). */
export const RTP = 0.996;

/** Cards in the shoe. */
export const SHOE_SIZE = 52 * RULES.decks;

/** One player hand. */
interface BlackjackHand {
  readonly cards: readonly number[];
  readonly stakeMinor: number;
  readonly doubled: boolean;
  readonly done: boolean;
  readonly fromSplit: boolean;
}

/** Outcome of a settled hand. */
export type HandOutcome = 'blackjack' | 'win' | 'push' | 'lose';

/**
 * What a settled hand returns, minor units, stake included: blackjack 3:2 (floored), win 1:1,
 * push the stake back, lose nothing.
 */
export function handPayout(outcome: HandOutcome, stakeMinor: number): number {
  switch (outcome) {
    case 'blackjack': return Math.floor(stakeMinor * (1 + RULES.blackjackPays));
    case 'win': return 2 * stakeMinor;
    case 'push': return stakeMinor;
    case 'lose': return 0;
  }
}

/** A round's state: cards are 0 … 51 (cards.ts); `dealt` lists the shoe positions used, in order. */
export interface BlackjackState {
  readonly dealt: readonly number[];
  readonly floatsUsed: number;
  readonly dealer: readonly number[];
  readonly hands: readonly BlackjackHand[];
  readonly active: number;
  readonly phase: 'player' | 'settled';
  readonly outcomes: readonly HandOutcome[];
  readonly payoutMinor: number;
}

/** Player actions. */
export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split';

/** Value of a card for totals: 2 … 10, ace 11 (soft). */
function cardValue(card: number): number {
  const r = rankOf(card);
  return r === 12 ? 11 : Math.min(10, r + 2);
}

/** Best total of cards and whether it is soft (an ace counted as 11). */
export function handTotal(cards: readonly number[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = 0;
  for (const c of cards) {
    total += cardValue(c);
    if (rankOf(c) === 12) aces++;
  }
  while (total > 21 && aces > 0) {
    total -= 10;
    aces--;
  }
  return { total, soft: aces > 0 };
}

/** True for a two-card 21 not from a split. */
export function isBlackjack(cards: readonly number[], fromSplit = false): boolean {
  return !fromSplit && cards.length === 2 && handTotal(cards).total === 21;
}

interface Draw {
  dealt: number[];
  used: number;
}

function drawCard(source: FloatSource, d: Draw): number {
  const remaining = SHOE_SIZE - d.dealt.length;
  let index = Math.floor(source() * remaining);
  d.used++;
  // the index-th shoe position not yet dealt, in shoe order
  const taken = [...d.dealt].sort((a, b) => a - b);
  let pos = index;
  for (const t of taken) if (t <= pos) pos++;
  else break;
  d.dealt.push(pos);
  index = pos;
  return index % 52;
}

/** Starts a round: deals and settles at once on a dealer or player blackjack. */
export function dealBlackjack(source: FloatSource, stakeMinor: number): BlackjackState {
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor < 0) throw new RangeError('stake must be an integer ≥ 0');
  const d: Draw = { dealt: [], used: 0 };
  const p1 = drawCard(source, d);
  const up = drawCard(source, d);
  const p2 = drawCard(source, d);
  const hole = drawCard(source, d);
  const state: BlackjackState = {
    dealt: d.dealt,
    floatsUsed: d.used,
    dealer: [up, hole],
    hands: [{ cards: [p1, p2], stakeMinor, doubled: false, done: false, fromSplit: false }],
    active: 0,
    phase: 'player',
    outcomes: [],
    payoutMinor: 0,
  };
  const dealerBj = isBlackjack(state.dealer);
  const playerBj = isBlackjack([p1, p2]);
  if (dealerBj || playerBj) return settle(source, { ...state, hands: [{ ...state.hands[0]!, done: true }] }, false);
  return state;
}

/** The actions allowed now (empty when settled). */
export function legalActions(state: BlackjackState): BlackjackAction[] {
  if (state.phase !== 'player') return [];
  const hand = state.hands[state.active]!;
  const actions: BlackjackAction[] = ['hit', 'stand'];
  if (hand.cards.length === 2 && (!hand.fromSplit || RULES.doubleAfterSplit)) actions.push('double');
  if (hand.cards.length === 2 && state.hands.length < RULES.maxHands && cardValue(hand.cards[0]!) === cardValue(hand.cards[1]!)) actions.push('split');
  return actions;
}

/**
 * Applies a player action to the active hand; when every hand is done the dealer plays and the
 * round is settled. Throws RangeError for an action not in legalActions. The source must be
 * positioned at state.floatsUsed.
 */
export function act(state: BlackjackState, action: BlackjackAction, source: FloatSource): BlackjackState {
  if (!legalActions(state).includes(action)) throw new RangeError(`action ${action} not allowed now`);
  const d: Draw = { dealt: [...state.dealt], used: state.floatsUsed };
  const hands = state.hands.map((h) => ({ ...h, cards: [...h.cards] }));
  const hand = hands[state.active]!;
  switch (action) {
    case 'hit':
      hand.cards.push(drawCard(source, d));
      if (handTotal(hand.cards).total >= 21) hand.done = true;
      break;
    case 'stand':
      hand.done = true;
      break;
    case 'double':
      hand.cards.push(drawCard(source, d));
      hand.stakeMinor *= 2;
      hand.doubled = true;
      hand.done = true;
      break;
    case 'split': {
      const [a, b] = hand.cards as [number, number];
      const aces = rankOf(a) === 12;
      const first = { cards: [a, drawCard(source, d)], stakeMinor: hand.stakeMinor, doubled: false, done: false, fromSplit: true };
      const second = { cards: [b, drawCard(source, d)], stakeMinor: hand.stakeMinor, doubled: false, done: false, fromSplit: true };
      if (aces && RULES.splitAcesOneCard) first.done = second.done = true;
      for (const h of [first, second]) if (handTotal(h.cards).total === 21) h.done = true;
      hands.splice(state.active, 1, first, second);
      break;
    }
  }
  let active = state.active;
  while (active < hands.length && hands[active]!.done) active++;
  const next: BlackjackState = { ...state, dealt: d.dealt, floatsUsed: d.used, hands, active: Math.min(active, hands.length - 1) };
  return active >= hands.length ? settle(source, next, true) : next;
}

/** Hit: one more card to the active hand (see act). */
export const hit = (state: BlackjackState, source: FloatSource): BlackjackState => act(state, 'hit', source);
/** Stand: the active hand takes no more cards (see act). */
export const stand = (state: BlackjackState, source: FloatSource): BlackjackState => act(state, 'stand', source);
/** Double: the active hand's stake doubles and it takes exactly one card (see act). */
export const double = (state: BlackjackState, source: FloatSource): BlackjackState => act(state, 'double', source);
/** Split: a two-card pair of equal value becomes two hands with a stake each (see act). */
export const split = (state: BlackjackState, source: FloatSource): BlackjackState => act(state, 'split', source);

/** The dealer plays (when `dealerPlays` and some hand is not bust) and every hand is settled. */
function settle(source: FloatSource, state: BlackjackState, dealerPlays: boolean): BlackjackState {
  const d: Draw = { dealt: [...state.dealt], used: state.floatsUsed };
  const dealer = [...state.dealer];
  const anyLive = state.hands.some((h) => handTotal(h.cards).total <= 21);
  if (dealerPlays && anyLive) {
    for (;;) {
      const { total, soft } = handTotal(dealer);
      if (total > 17 || (total === 17 && (!soft || RULES.dealerStandsOnSoft17))) break;
      dealer.push(drawCard(source, d));
    }
  }
  const dealerTotal = handTotal(dealer).total;
  const dealerBj = isBlackjack(dealer);
  const outcomes: HandOutcome[] = state.hands.map((h) => {
    const bj = isBlackjack(h.cards, h.fromSplit);
    const t = handTotal(h.cards).total;
    if (dealerBj) return bj ? 'push' : 'lose';
    if (bj) return 'blackjack';
    if (t > 21) return 'lose';
    if (dealerTotal > 21 || t > dealerTotal) return 'win';
    return t === dealerTotal ? 'push' : 'lose';
  });
  const payoutMinor = state.hands.reduce((sum, h, i) => sum + handPayout(outcomes[i]!, h.stakeMinor), 0);
  return { ...state, dealt: d.dealt, floatsUsed: d.used, dealer, phase: 'settled', outcomes, payoutMinor, hands: state.hands.map((h) => ({ ...h, done: true })) };
}

/** Total staked in a round (splits and doubles included), minor units. */
export function totalStake(state: BlackjackState): number {
  return state.hands.reduce((s, h) => s + h.stakeMinor, 0);
}

/**
 * Basic strategy for RULES (6 decks, S17, DAS, no surrender): the action for a hand against the
 * dealer's up card among the legal ones (double falls back to hit, or stand on soft 18).
 */
export function basicStrategy(state: BlackjackState): BlackjackAction {
  const legal = legalActions(state);
  const hand = state.hands[state.active]!;
  const up = cardValue(state.dealer[0]!); // 2 … 11
  const { total, soft } = handTotal(hand.cards);
  const canDouble = legal.includes('double');
  if (legal.includes('split')) {
    const v = cardValue(hand.cards[0]!);
    const split =
      v === 11 || v === 8 ||
      (v === 9 && up !== 7 && up <= 9) ||
      (v === 7 && up <= 7) ||
      (v === 6 && up <= 6) ||
      (v === 4 && (up === 5 || up === 6)) ||
      ((v === 2 || v === 3) && up <= 7);
    if (split) return 'split';
  }
  const dbl = (fallback: BlackjackAction): BlackjackAction => (canDouble ? 'double' : fallback);
  if (soft) {
    if (total >= 19) return 'stand';
    if (total === 18) return up >= 3 && up <= 6 ? dbl('stand') : up <= 8 ? 'stand' : 'hit';
    if (total === 17) return up >= 3 && up <= 6 ? dbl('hit') : 'hit';
    if (total === 16 || total === 15) return up >= 4 && up <= 6 ? dbl('hit') : 'hit';
    if (total === 14 || total === 13) return up >= 5 && up <= 6 ? dbl('hit') : 'hit';
    return 'hit';
  }
  if (total >= 17) return 'stand';
  if (total >= 13) return up <= 6 ? 'stand' : 'hit';
  if (total === 12) return up >= 4 && up <= 6 ? 'stand' : 'hit';
  if (total === 11) return up <= 10 ? dbl('hit') : 'hit';
  if (total === 10) return up <= 9 ? dbl('hit') : 'hit';
  if (total === 9) return up >= 3 && up <= 6 ? dbl('hit') : 'hit';
  return 'hit';
}

/** Plays a whole round with basic strategy (simulation and tests). */
export function playBasicStrategyRound(source: FloatSource, stakeMinor: number): BlackjackState {
  let state = dealBlackjack(source, stakeMinor);
  while (state.phase === 'player') state = act(state, basicStrategy(state), source);
  return state;
}
