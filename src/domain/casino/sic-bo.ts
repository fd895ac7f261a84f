/**
 * Sic Bo (spec §2 casino, family `asian-games`): three dice, each floor(f × 6) + 1 of one float.
 * One bet per round; the paytable is the common Macau table (odds "to 1"; the return is odds + 1
 * times the stake):
 * - small (total 4–10) and big (11–17), odd and even total: 1:1, all lose on any triple;
 * - a total: 4 or 17 60:1, 5 or 16 30:1, 6 or 15 17:1, 7 or 14 12:1, 8 or 13 8:1, 9–12 6:1;
 * - a specific triple 180:1, any triple 30:1, a specific double (at least two of the face) 10:1;
 * - a two-dice combination (both faces shown, two different faces) 5:1;
 * - a single face: 1:1, 2:1 or 3:1 as one, two or three dice show it.
 * Exact RTP of every bet by enumerating the 216 equally likely rolls ({@link betRtp}); the stated
 * RTP is the lowest over the bets (a total of 9 or 12: 7 × 25 / 216 ≈ 81.02 %). Payouts in minor
 * units, floored.
 */
import type { FloatSource } from './fair.ts';
import { payoutAt } from './math.ts';

/** A sic bo bet. */
export type SicBoBet =
  | { kind: 'small' | 'big' | 'odd' | 'even' | 'anyTriple' }
  | { kind: 'total'; total: number }
  | { kind: 'triple' | 'double' | 'single'; face: number }
  | { kind: 'combo'; faces: [number, number] };

/** Odds "to 1" of a total bet, by total 4 … 17. */
export const TOTAL_ODDS: Readonly<Record<number, number>> = { 4: 60, 5: 30, 6: 17, 7: 12, 8: 8, 9: 6, 10: 6, 11: 6, 12: 6, 13: 8, 14: 12, 15: 17, 16: 30, 17: 60 };
/** Odds "to 1" of the other bets (single: per die showing the face). */
export const SIC_BO_ODDS = { small: 1, big: 1, odd: 1, even: 1, triple: 180, anyTriple: 30, double: 10, combo: 5, single: 1 } as const;

const isFace = (n: number) => Number.isInteger(n) && n >= 1 && n <= 6;

/** Throws RangeError for a bet the layout lacks (a total outside 4–17, a face outside 1–6, a combination of one face). */
function checkBet(bet: SicBoBet): void {
  switch (bet.kind) {
    case 'total':
      if (!(bet.total in TOTAL_ODDS)) throw new RangeError(`no total bet on ${bet.total}`);
      return;
    case 'triple': case 'double': case 'single':
      if (!isFace(bet.face)) throw new RangeError(`no face ${bet.face}`);
      return;
    case 'combo':
      if (bet.faces.length !== 2 || !bet.faces.every(isFace) || bet.faces[0] === bet.faces[1]) throw new RangeError('a combination names two different faces');
      return;
    case 'small': case 'big': case 'odd': case 'even': case 'anyTriple':
      return;
    default:
      throw new RangeError(`unknown sic bo bet ${String((bet as { kind: unknown }).kind)}`);
  }
}

/** Return multiple (stake included) of a bet on three dice; 0 for a loss. */
export function betMultiple(bet: SicBoBet, dice: readonly number[]): number {
  const total = dice.reduce((a, b) => a + b, 0);
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  const count = (face: number) => dice.filter((d) => d === face).length;
  switch (bet.kind) {
    case 'small': return !triple && total <= 10 ? 2 : 0;
    case 'big': return !triple && total >= 11 ? 2 : 0;
    case 'odd': return !triple && total % 2 === 1 ? 2 : 0;
    case 'even': return !triple && total % 2 === 0 ? 2 : 0;
    case 'total': return total === bet.total ? TOTAL_ODDS[bet.total]! + 1 : 0;
    case 'triple': return triple && dice[0] === bet.face ? SIC_BO_ODDS.triple + 1 : 0;
    case 'anyTriple': return triple ? SIC_BO_ODDS.anyTriple + 1 : 0;
    case 'double': return count(bet.face) >= 2 ? SIC_BO_ODDS.double + 1 : 0;
    case 'combo': return count(bet.faces[0]) >= 1 && count(bet.faces[1]) >= 1 ? SIC_BO_ODDS.combo + 1 : 0;
    case 'single': { const n = count(bet.face); return n === 0 ? 0 : n * SIC_BO_ODDS.single + 1; }
  }
}

/** The 216 equally likely rolls. */
const ROLLS: readonly (readonly number[])[] = Array.from({ length: 216 }, (_, i) => [Math.floor(i / 36) + 1, (Math.floor(i / 6) % 6) + 1, (i % 6) + 1]);

/** Exact RTP of a bet (a fraction): its mean return over the 216 rolls. Throws RangeError for a bet the layout lacks. */
export function betRtp(bet: SicBoBet): number {
  checkBet(bet);
  return ROLLS.reduce((s, roll) => s + betMultiple(bet, roll), 0) / 216;
}

/** Every bet of the layout (the paytable the game page shows). */
export const ALL_BETS: readonly SicBoBet[] = [
  { kind: 'small' }, { kind: 'big' }, { kind: 'odd' }, { kind: 'even' },
  ...Object.keys(TOTAL_ODDS).map((t) => ({ kind: 'total', total: Number(t) }) as const),
  ...[1, 2, 3, 4, 5, 6].map((face) => ({ kind: 'triple', face }) as const), { kind: 'anyTriple' },
  ...[1, 2, 3, 4, 5, 6].map((face) => ({ kind: 'double', face }) as const),
  ...[1, 2, 3, 4, 5, 6].flatMap((a) => [1, 2, 3, 4, 5, 6].filter((b) => b > a).map((b) => ({ kind: 'combo', faces: [a, b] as [number, number] }) as const)),
  ...[1, 2, 3, 4, 5, 6].map((face) => ({ kind: 'single', face }) as const),
];

/** The game's stated RTP: the lowest over every bet of the layout. */
export const RTP = Math.min(...ALL_BETS.map(betRtp));

/** Plays one roll with one bet: the dice, their total, the multiple and the payout (minor units). Throws RangeError for a bet the layout lacks. */
export function playSicBo(source: FloatSource, bet: SicBoBet, stakeMinor: number): { dice: number[]; total: number; multiplier: number; payoutMinor: number } {
  checkBet(bet);
  const dice = [0, 0, 0].map(() => Math.floor(source() * 6) + 1);
  const multiplier = betMultiple(bet, dice);
  return { dice, total: dice.reduce((a, b) => a + b, 0), multiplier, payoutMinor: payoutAt(stakeMinor, multiplier) };
}
