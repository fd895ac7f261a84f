/**
 * Dragon Tiger (spec §2 casino, family `asian-games`): one card to Dragon, one to Tiger, from an
 * infinite shoe (each card floor(f × 52) of one float, Dragon's first; cards.ts ranks). Ace is
 * low: ace 1, two … ten their pips, jack 11, queen 12, king 13; the higher card wins, suits do not
 * count. One bet per round, returns (stake included): dragon or tiger 2× (1:1), tie 12× (11:1).
 * Tie rule (the common house rule, stated on the game page): on a tie a dragon or tiger bet loses
 * half its stake (0.5× returned).
 *
 * Exact probabilities: P(tie) = 1/13, P(dragon) = P(tiger) = 6/13, so dragon and tiger return
 * 2 × 6/13 + 0.5 × 1/13 = 25/26 ≈ 96.154 % and the tie 12/13 ≈ 92.308 % (BET_RTP; the stated RTP
 * is the lowest). Payouts in minor units, floored.
 */
import type { FloatSource } from './fair.ts';
import { rankOf } from './cards.ts';
import { payoutAt } from './math.ts';

/** The bets a round may carry. */
export const DRAGON_TIGER_BETS = ['dragon', 'tiger', 'tie'] as const;
/** A dragon tiger bet. */
export type DragonTigerBet = (typeof DRAGON_TIGER_BETS)[number];
/** Who wins a coup. */
export type DragonTigerWinner = 'dragon' | 'tiger' | 'tie';

/** Return (stake included) of a winning bet, and of a dragon or tiger bet on a tie. */
export const DRAGON_TIGER_PAYS = { side: 2, tie: 12, sideOnTie: 0.5 } as const;

/** A card's dragon tiger value: ace 1 … king 13. */
function cardPoints(card: number): number {
  const rank = rankOf(card); // 0 = two … 12 = ace
  return rank === 12 ? 1 : rank + 2;
}

/** Return multiple (stake included) of a bet on a coup's winner. */
function betMultiple(bet: DragonTigerBet, winner: DragonTigerWinner): number {
  if (bet === 'tie') return winner === 'tie' ? DRAGON_TIGER_PAYS.tie : 0;
  if (winner === 'tie') return DRAGON_TIGER_PAYS.sideOnTie;
  return winner === bet ? DRAGON_TIGER_PAYS.side : 0;
}

/** Exact probability of each winner (13 equally likely ranks per card). */
const WINNER_PROBABILITY: Readonly<Record<DragonTigerWinner, number>> = { dragon: 6 / 13, tiger: 6 / 13, tie: 1 / 13 };

/** Exact RTP of each bet (a fraction): Σ over winners of P(winner) × the bet's multiple. */
export const BET_RTP: Readonly<Record<DragonTigerBet, number>> = Object.fromEntries(DRAGON_TIGER_BETS.map((bet) => [
  bet, (Object.keys(WINNER_PROBABILITY) as DragonTigerWinner[]).reduce((s, w) => s + WINNER_PROBABILITY[w] * betMultiple(bet, w), 0),
])) as Record<DragonTigerBet, number>;

/** The game's stated RTP: the lowest bet's (the tie). */
export const RTP = Math.min(...Object.values(BET_RTP));

/** Plays one coup with one bet: the two cards (0 … 51), the winner, the multiple and the payout (minor units). Throws RangeError for an unknown bet. */
export function playDragonTiger(source: FloatSource, bet: DragonTigerBet, stakeMinor: number): { dragon: number; tiger: number; winner: DragonTigerWinner; multiplier: number; payoutMinor: number } {
  if (!DRAGON_TIGER_BETS.includes(bet)) throw new RangeError(`unknown dragon tiger bet ${String(bet)}`);
  const dragon = Math.floor(source() * 52);
  const tiger = Math.floor(source() * 52);
  const d = cardPoints(dragon);
  const t = cardPoints(tiger);
  const winner: DragonTigerWinner = d > t ? 'dragon' : t > d ? 'tiger' : 'tie';
  const multiplier = betMultiple(bet, winner);
  return { dragon, tiger, winner, multiplier, payoutMinor: payoutAt(stakeMinor, multiplier) };
}
