/**
 * Baccarat, punto banco (spec §2 casino, family `asian-games`). Cards come from an infinite shoe:
 * each card is floor(f × 52) of one float (Stake's rule for its baccarat: every card drawn from a
 * full 52-card deck), ranks and suits as in cards.ts. A card counts its pip value (ace 1, two to
 * nine as marked), ten and faces 0; a hand's total is its sum mod 10.
 *
 * Deal order: player, banker, player, banker, then the player's third card and the banker's third
 * card when the tableau draws them (floats in that order). The tableau (the standard third-card rule):
 * - a natural (either first-two total 8 or 9): both stand;
 * - the player draws on 0–5, stands on 6–7;
 * - the player stood: the banker draws on 0–5, stands on 6–7;
 * - the player drew a third card of value p: the banker draws on 0–2; on 3 unless p = 8; on 4 when
 *   p is 2–7; on 5 when p is 4–7; on 6 when p is 6–7; stands on 7.
 *
 * One bet per round, returns (stake included): player 2× (1:1), banker 1.95× (1:1 less 5 %
 * commission), tie 9× (8:1); on a tie, player and banker bets are returned (1×). Player pair and
 * banker pair (the side's first two cards of the same rank) 12× (11:1), whoever wins. Exact RTP of
 * each bet in BET_RTP (enumerated over the card values: {@link outcomeProbabilities}); the game's
 * stated RTP is the lowest (the tie). Payouts in minor units, floored.
 */
import type { FloatSource } from './fair.ts';
import { rankOf } from './cards.ts';
import { payoutAt } from './math.ts';

/** The bets a round may carry. */
export const BACCARAT_BETS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
/** A baccarat bet. */
export type BaccaratBet = (typeof BACCARAT_BETS)[number];
/** Who wins a coup. */
export type BaccaratWinner = 'player' | 'banker' | 'tie';

/** Return (stake included) of a winning bet, as a multiple of the stake. */
export const BACCARAT_PAYS: Readonly<Record<BaccaratBet, number>> = { player: 2, banker: 1.95, tie: 9, playerPair: 12, bankerPair: 12 };

/** The baccarat value of a card 0 … 51: ace 1, two … nine their pips, ten and faces 0. */
export function cardValue(card: number): number {
  const rank = rankOf(card); // 0 = two … 8 = ten, 9 J, 10 Q, 11 K, 12 ace
  if (rank === 12) return 1;
  return rank <= 7 ? rank + 2 : 0;
}

/** A hand's total: the sum of its card values mod 10. */
function handTotal(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0) % 10;
}

/** Whether the banker draws, given its two-card total and the player's third card value (null: the player stood). */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0: case 1: case 2: return true;
    case 3: return playerThird !== 8;
    case 4: return playerThird >= 2 && playerThird <= 7;
    case 5: return playerThird >= 4 && playerThird <= 7;
    case 6: return playerThird === 6 || playerThird === 7;
    default: return false;
  }
}

/** The coup on card values (first two of each side, then the third cards as the tableau asks for them, from `next`). */
function coup(p1: number, b1: number, p2: number, b2: number, next: () => number): { player: number[]; banker: number[] } {
  const player = [p1, p2];
  const banker = [b1, b2];
  const pt = handTotal(player);
  const bt = handTotal(banker);
  if (pt >= 8 || bt >= 8) return { player, banker };
  let third: number | null = null;
  if (pt <= 5) {
    third = next();
    player.push(third);
  }
  if (bankerDraws(bt, third)) banker.push(next());
  return { player, banker };
}

/** The winner of two totals. */
const winnerOf = (playerTotal: number, bankerTotal: number): BaccaratWinner => (playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie');

/** Return multiple (stake included) of a bet on a finished coup. */
export function betMultiple(bet: BaccaratBet, winner: BaccaratWinner, playerPair: boolean, bankerPair: boolean): number {
  switch (bet) {
    case 'player': return winner === 'player' ? BACCARAT_PAYS.player : winner === 'tie' ? 1 : 0;
    case 'banker': return winner === 'banker' ? BACCARAT_PAYS.banker : winner === 'tie' ? 1 : 0;
    case 'tie': return winner === 'tie' ? BACCARAT_PAYS.tie : 0;
    case 'playerPair': return playerPair ? BACCARAT_PAYS.playerPair : 0;
    case 'bankerPair': return bankerPair ? BACCARAT_PAYS.bankerPair : 0;
  }
}

/** A played coup: cards (0 … 51) of each side, totals, winner, pairs, the bet's multiple and payout (minor units). */
export interface BaccaratRound {
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
  playerPair: boolean;
  bankerPair: boolean;
  multiplier: number;
  payoutMinor: number;
}

/** Plays one coup with one bet. Throws RangeError for an unknown bet. */
export function playBaccarat(source: FloatSource, bet: BaccaratBet, stakeMinor: number): BaccaratRound {
  if (!BACCARAT_BETS.includes(bet)) throw new RangeError(`unknown baccarat bet ${String(bet)}`);
  const cards: number[] = [];
  const deal = () => {
    const card = Math.floor(source() * 52);
    cards.push(card);
    return cardValue(card);
  };
  const values = coup(deal(), deal(), deal(), deal(), deal);
  // Cards in deal order: P, B, P, B, then the third cards in the order drawn.
  const player = [cards[0]!, cards[2]!, ...(values.player.length === 3 ? [cards[4]!] : [])];
  const banker = [cards[1]!, cards[3]!, ...(values.banker.length === 3 ? [cards[values.player.length === 3 ? 5 : 4]!] : [])];
  const playerTotal = handTotal(values.player);
  const bankerTotal = handTotal(values.banker);
  const winner = winnerOf(playerTotal, bankerTotal);
  const playerPair = rankOf(player[0]!) === rankOf(player[1]!);
  const bankerPair = rankOf(banker[0]!) === rankOf(banker[1]!);
  const multiplier = betMultiple(bet, winner, playerPair, bankerPair);
  return { player, banker, playerTotal, bankerTotal, winner, playerPair, bankerPair, multiplier, payoutMinor: payoutAt(stakeMinor, multiplier) };
}

/** Probability of each card value 0 … 9 in the infinite shoe: 0 is 16/52 (ten and faces), 1 … 9 are 4/52 each. */
const VALUE_P: readonly number[] = [16 / 52, ...Array.from({ length: 9 }, () => 4 / 52)];

/**
 * Exact probabilities of the coup's winner, by enumerating every sequence of card values with its
 * probability (10^4 first deals, up to 10^2 third cards each).
 */
function outcomeProbabilities(): Record<BaccaratWinner, number> {
  const out: Record<BaccaratWinner, number> = { player: 0, banker: 0, tie: 0 };
  for (let p1 = 0; p1 < 10; p1++) for (let b1 = 0; b1 < 10; b1++) for (let p2 = 0; p2 < 10; p2++) for (let b2 = 0; b2 < 10; b2++) {
    const pFirst = VALUE_P[p1]! * VALUE_P[b1]! * VALUE_P[p2]! * VALUE_P[b2]!;
    // Walk the third cards: a coup that asks for more cards than given is replayed once per value of the next one.
    const walk = (drawn: number[], weight: number) => {
      let i = 0;
      let short = false;
      const r = coup(p1, b1, p2, b2, () => {
        if (i < drawn.length) return drawn[i++]!;
        short = true;
        return 0;
      });
      if (short) {
        for (let v = 0; v < 10; v++) walk([...drawn, v], weight * VALUE_P[v]!);
        return;
      }
      out[winnerOf(handTotal(r.player), handTotal(r.banker))] += weight;
    };
    walk([], pFirst);
  }
  return out;
}

/** P(a side's first two cards share a rank) in the infinite shoe: 1/13. */
const PAIR_PROBABILITY = 1 / 13;

const P = outcomeProbabilities();

/** Exact RTP of each bet (a fraction). */
export const BET_RTP: Readonly<Record<BaccaratBet, number>> = {
  player: P.player * BACCARAT_PAYS.player + P.tie,
  banker: P.banker * BACCARAT_PAYS.banker + P.tie,
  tie: P.tie * BACCARAT_PAYS.tie,
  playerPair: PAIR_PROBABILITY * BACCARAT_PAYS.playerPair,
  bankerPair: PAIR_PROBABILITY * BACCARAT_PAYS.bankerPair,
};

/** The game's stated RTP: the lowest bet's (the tie). */
export const RTP = Math.min(...Object.values(BET_RTP));
