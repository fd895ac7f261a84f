/**
 * Plinko (spec §2 casino): a ball falls through `rows` rows of pegs (8 … 16); at each row one float f
 * sends it right when floor(f × 2) = 1 (Stake's rule), so it lands in bucket k = number of rights
 * (0 … rows) with probability C(rows, k) / 2^rows. The payout is MULTIPLIERS[risk][rows][k] × stake
 * for risk low, medium or high (symmetric tables: the edges pay most).
 *
 * The tables are the published ones of Stake's Plinko (the market's best-known provably fair
 * plinko), so a player can compare them slot by slot: the 16-row tables as listed at
 * https://stakebonushub.com/originals/plinko/ ("the published Stake multipliers"), all 27 boards
 * as reproduced by the open-source Stake plinko clone github.com/AnsonH/plinko-game
 * (src/lib/constants/game.ts, `binPayouts`). Their RTP is not stated by hand: RTP_BY_BOARD is the
 * exact binomial expectation of each table (98.91 % … 99.16 %), computed at load and asserted
 * against an integer computation by the tests.
 */
import type { FloatSource } from './fair.ts';
import { binomialHalf, payoutAt } from './math.ts';

/** Risk levels. */
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
/** A risk level. */
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];
/** Fewest and most rows. */
const MIN_ROWS = 8;
const MAX_ROWS = 16;

/** Multipliers by risk, rows, then bucket 0 … rows (Stake's published tables, see the module comment). */
export const MULTIPLIERS: Readonly<Record<PlinkoRisk, Readonly<Record<number, readonly number[]>>>> = {
  low: {
    8: [5.6, 2.1, 1.1, 1, 0.5, 1, 1.1, 2.1, 5.6],
    9: [5.6, 2, 1.6, 1, 0.7, 0.7, 1, 1.6, 2, 5.6],
    10: [8.9, 3, 1.4, 1.1, 1, 0.5, 1, 1.1, 1.4, 3, 8.9],
    11: [8.4, 3, 1.9, 1.3, 1, 0.7, 0.7, 1, 1.3, 1.9, 3, 8.4],
    12: [10, 3, 1.6, 1.4, 1.1, 1, 0.5, 1, 1.1, 1.4, 1.6, 3, 10],
    13: [8.1, 4, 3, 1.9, 1.2, 0.9, 0.7, 0.7, 0.9, 1.2, 1.9, 3, 4, 8.1],
    14: [7.1, 4, 1.9, 1.4, 1.3, 1.1, 1, 0.5, 1, 1.1, 1.3, 1.4, 1.9, 4, 7.1],
    15: [15, 8, 3, 2, 1.5, 1.1, 1, 0.7, 0.7, 1, 1.1, 1.5, 2, 3, 8, 15],
    16: [16, 9, 2, 1.4, 1.4, 1.2, 1.1, 1, 0.5, 1, 1.1, 1.2, 1.4, 1.4, 2, 9, 16],
  },
  medium: {
    8: [13, 3, 1.3, 0.7, 0.4, 0.7, 1.3, 3, 13],
    9: [18, 4, 1.7, 0.9, 0.5, 0.5, 0.9, 1.7, 4, 18],
    10: [22, 5, 2, 1.4, 0.6, 0.4, 0.6, 1.4, 2, 5, 22],
    11: [24, 6, 3, 1.8, 0.7, 0.5, 0.5, 0.7, 1.8, 3, 6, 24],
    12: [33, 11, 4, 2, 1.1, 0.6, 0.3, 0.6, 1.1, 2, 4, 11, 33],
    13: [43, 13, 6, 3, 1.3, 0.7, 0.4, 0.4, 0.7, 1.3, 3, 6, 13, 43],
    14: [58, 15, 7, 4, 1.9, 1, 0.5, 0.2, 0.5, 1, 1.9, 4, 7, 15, 58],
    15: [88, 18, 11, 5, 3, 1.3, 0.5, 0.3, 0.3, 0.5, 1.3, 3, 5, 11, 18, 88],
    16: [110, 41, 10, 5, 3, 1.5, 1, 0.5, 0.3, 0.5, 1, 1.5, 3, 5, 10, 41, 110],
  },
  high: {
    8: [29, 4, 1.5, 0.3, 0.2, 0.3, 1.5, 4, 29],
    9: [43, 7, 2, 0.6, 0.2, 0.2, 0.6, 2, 7, 43],
    10: [76, 10, 3, 0.9, 0.3, 0.2, 0.3, 0.9, 3, 10, 76],
    11: [120, 14, 5.2, 1.4, 0.4, 0.2, 0.2, 0.4, 1.4, 5.2, 14, 120],
    12: [170, 24, 8.1, 2, 0.7, 0.2, 0.2, 0.2, 0.7, 2, 8.1, 24, 170],
    13: [260, 37, 11, 4, 1, 0.2, 0.2, 0.2, 0.2, 1, 4, 11, 37, 260],
    14: [420, 56, 18, 5, 1.9, 0.3, 0.2, 0.2, 0.2, 0.3, 1.9, 5, 18, 56, 420],
    15: [620, 83, 27, 8, 3, 0.5, 0.2, 0.2, 0.2, 0.2, 0.5, 3, 8, 27, 83, 620],
    16: [1000, 130, 26, 9, 4, 2, 0.2, 0.2, 0.2, 0.2, 0.2, 2, 4, 9, 26, 130, 1000],
  },
};

function checkBoard(rows: number, risk: PlinkoRisk): void {
  if (!Number.isSafeInteger(rows) || rows < MIN_ROWS || rows > MAX_ROWS) throw new RangeError(`rows must be ${MIN_ROWS} … ${MAX_ROWS}, got ${rows}`);
  if (!PLINKO_RISKS.includes(risk)) throw new RangeError(`unknown risk ${String(risk)}`);
}

/** Exact RTP of a board (a fraction): Σ_k C(rows, k) / 2^rows × multiplier_k. Throws RangeError for a bad board. */
export function boardRtp(rows: number, risk: PlinkoRisk): number {
  checkBoard(rows, risk);
  return MULTIPLIERS[risk][rows]!.reduce((s, m, k) => s + binomialHalf(rows, k) * m, 0);
}

const ROWS = Array.from({ length: MAX_ROWS - MIN_ROWS + 1 }, (_, i) => MIN_ROWS + i);

/** Exact RTP by risk and rows ({@link boardRtp} of every board), the figure the game page states for the chosen board. */
export const RTP_BY_BOARD: Readonly<Record<PlinkoRisk, Readonly<Record<number, number>>>> = Object.fromEntries(
  PLINKO_RISKS.map((risk) => [risk, Object.fromEntries(ROWS.map((rows) => [rows, boardRtp(rows, risk)]))]),
) as Record<PlinkoRisk, Record<number, number>>;

/** Lowest RTP over all boards (the figure the lobby shows). */
export const RTP = Math.min(...PLINKO_RISKS.flatMap((r) => Object.values(RTP_BY_BOARD[r])));

/** The path (0 left, 1 right per row) of one ball. */
function plinkoPath(source: FloatSource, rows: number): number[] {
  return Array.from({ length: rows }, () => Math.floor(source() * 2));
}

/** One drop: path, bucket, multiplier, payout in minor units. Throws RangeError for a bad board. */
export function playPlinko(source: FloatSource, rows: number, risk: PlinkoRisk, stakeMinor: number): { path: number[]; bucket: number; multiplier: number; payoutMinor: number } {
  checkBoard(rows, risk);
  const path = plinkoPath(source, rows);
  const bucket = path.reduce((a, b) => a + b, 0);
  const multiplier = MULTIPLIERS[risk][rows]![bucket]!;
  return { path, bucket, multiplier, payoutMinor: payoutAt(stakeMinor, multiplier) };
}
