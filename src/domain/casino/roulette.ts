/**
 * European roulette (spec §2 casino): single zero, pockets 0 … 36; one float f gives the pocket
 * floor(f × 37) (Stake's rule). A bet covering k pockets pays (36 / k − 1) to 1, i.e. returns
 * 36 / k × stake, so every bet type returns exactly RTP = 36/37 ≈ 97.297 %.
 * Bet types (standard layout, 3 columns × 12 rows, number n in row ceil(n / 3), column (n − 1) mod 3):
 * straight (1 pocket, 35:1), split (2 adjacent, 17:1), street (row of 3, 11:1), trio (0-1-2 or
 * 0-2-3, 11:1), corner (2×2 square, 8:1), first four (0-1-2-3, 8:1), six line (2 adjacent rows,
 * 5:1), column and dozen (12, 2:1), red, black, odd, even, low 1–18, high 19–36 (18, 1:1).
 */
import type { FloatSource } from './fair.ts';

/** Return to player of every bet: 36/37. */
export const RTP = 36 / 37;
/** Pockets 0 … 36. */
export const POCKETS = 37;
/** The red numbers of the European wheel. */
const RED: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

/** The pockets of the single-zero wheel in their order around it, clockwise from 0. */
export const WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];

/** The colour of a pocket: 0 is green, the others red or black. */
export function pocketColour(n: number): 'red' | 'black' | 'green' {
  return n === 0 ? 'green' : RED.has(n) ? 'red' : 'black';
}

/** Inside and outside bet kinds. */
export type RouletteBetKind =
  | 'straight' | 'split' | 'street' | 'trio' | 'corner' | 'firstFour' | 'sixLine'
  | 'column' | 'dozen' | 'red' | 'black' | 'odd' | 'even' | 'low' | 'high';

/** A bet: kind, the pockets it covers (inside bets), or index (column 1–3, dozen 1–3). */
export interface RouletteBet {
  readonly kind: RouletteBetKind;
  readonly numbers?: readonly number[];
  readonly index?: number;
  readonly stakeMinor: number;
}

/** The pocket of one float: floor(f × 37). */
export function roulettePocket(f: number): number {
  return Math.floor(f * POCKETS);
}

/** The row (1 … 12, three numbers each) of a number 1 … 36 on the layout. */
export const rowOf = (n: number): number => Math.ceil(n / 3);
/** The column (0 … 2) of a number 1 … 36 on the layout: 1, 4, 7 … are column 0. */
export const colOf = (n: number): number => (n - 1) % 3;
const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);
const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** True when `numbers` is a valid set of pockets for an inside bet kind. */
export function validInside(kind: RouletteBetKind, numbers: readonly number[]): boolean {
  const ns = sorted(numbers);
  if (new Set(ns).size !== ns.length || ns.some((n) => !Number.isInteger(n) || n < 0 || n > 36)) return false;
  switch (kind) {
    case 'straight':
      return ns.length === 1;
    case 'split': {
      if (ns.length !== 2) return false;
      const [a, b] = ns as [number, number];
      if (a === 0) return b >= 1 && b <= 3;
      return (b - a === 3) || (b - a === 1 && rowOf(a) === rowOf(b));
    }
    case 'street':
      return ns.length === 3 && ns[0]! >= 1 && colOf(ns[0]!) === 0 && ns[1] === ns[0]! + 1 && ns[2] === ns[0]! + 2;
    case 'trio':
      return same(ns, [0, 1, 2]) || same(ns, [0, 2, 3]);
    case 'corner': {
      if (ns.length !== 4) return false;
      const a = ns[0]!;
      return a >= 1 && colOf(a) < 2 && a <= 32 && same(ns, [a, a + 1, a + 3, a + 4]);
    }
    case 'firstFour':
      return same(ns, [0, 1, 2, 3]);
    case 'sixLine': {
      if (ns.length !== 6) return false;
      const a = ns[0]!;
      return a >= 1 && colOf(a) === 0 && a <= 31 && same(ns, [a, a + 1, a + 2, a + 3, a + 4, a + 5]);
    }
    default:
      return false;
  }
}

/**
 * The pockets a bet covers. Throws RangeError for an invalid shape (inside bet numbers that are not
 * adjacent on the layout, a column/dozen index outside 1–3).
 */
export function coveredPockets(bet: RouletteBet): number[] {
  const all = Array.from({ length: 36 }, (_, i) => i + 1);
  switch (bet.kind) {
    case 'column':
    case 'dozen': {
      const i = bet.index;
      if (i !== 1 && i !== 2 && i !== 3) throw new RangeError(`${bet.kind} index must be 1, 2 or 3`);
      return bet.kind === 'column' ? all.filter((n) => colOf(n) === i - 1) : all.filter((n) => rowOf(n) > (i - 1) * 4 && rowOf(n) <= i * 4);
    }
    case 'red':
      return all.filter((n) => RED.has(n));
    case 'black':
      return all.filter((n) => !RED.has(n));
    case 'odd':
      return all.filter((n) => n % 2 === 1);
    case 'even':
      return all.filter((n) => n % 2 === 0);
    case 'low':
      return all.filter((n) => n <= 18);
    case 'high':
      return all.filter((n) => n >= 19);
    default: {
      const numbers = bet.numbers ?? [];
      if (!validInside(bet.kind, numbers)) throw new RangeError(`invalid ${bet.kind} bet: ${numbers.join(',')}`);
      return sorted(numbers);
    }
  }
}

/** Payout odds "to 1" of a bet covering k pockets: 36 / k − 1. */
export function oddsToOne(bet: RouletteBet): number {
  return 36 / coveredPockets(bet).length - 1;
}

/** Total returned (stake included) in minor units for a bet and a pocket: stake × 36 / k on a win, else 0. */
export function betReturn(bet: RouletteBet, pocket: number): number {
  const covered = coveredPockets(bet);
  return covered.includes(pocket) ? Math.floor((bet.stakeMinor * 36) / covered.length) : 0;
}

/** One spin with any number of bets: the pocket and the total return in minor units. */
export function spinRoulette(source: FloatSource, bets: readonly RouletteBet[]): { pocket: number; returnMinor: number; returns: number[] } {
  for (const b of bets) coveredPockets(b);
  const pocket = roulettePocket(source());
  const returns = bets.map((b) => betReturn(b, pocket));
  return { pocket, returnMinor: returns.reduce((a, b) => a + b, 0), returns };
}
