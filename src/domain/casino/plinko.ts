/**
 * Plinko (spec §2 casino): a ball falls through `rows` rows of pegs (8 … 16); at each row one float f
 * sends it right when floor(f × 2) = 1 (Stake's rule), so it lands in bucket k = number of rights
 * (0 … rows) with probability C(rows, k) / 2^rows. The payout is MULTIPLIERS[risk][rows][k] × stake
 * for risk low, medium or high (symmetric tables: the edges pay most). The RTP of every board is
 * exact by the binomial law, stated in RTP_BY_BOARD (98.2 % … 98.9 %) and asserted by the tests.
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

/** Multipliers by risk, rows, then bucket 0 … rows. */
export const MULTIPLIERS: Readonly<Record<PlinkoRisk, Readonly<Record<number, readonly number[]>>>> = {
  low: {
    8: [4.02, 2.38, 1.4, 0.83, 0.5, 0.83, 1.4, 2.38, 4.02],
    9: [4.89, 2.89, 1.71, 1.01, 0.6, 0.6, 1.01, 1.71, 2.89, 4.89],
    10: [6.05, 3.58, 2.12, 1.25, 0.74, 0.5, 0.74, 1.25, 2.12, 3.58, 6.05],
    11: [7.51, 4.44, 2.63, 1.55, 0.92, 0.54, 0.54, 0.92, 1.55, 2.63, 4.44, 7.51],
    12: [9.21, 5.45, 3.22, 1.9, 1.12, 0.66, 0.5, 0.66, 1.12, 1.9, 3.22, 5.45, 9.21],
    13: [11.5, 6.84, 4.05, 2.39, 1.41, 0.83, 0.5, 0.5, 0.83, 1.41, 2.39, 4.05, 6.84, 11.5],
    14: [14.1, 8.35, 4.94, 2.92, 1.73, 1.02, 0.6, 0.5, 0.6, 1.02, 1.73, 2.92, 4.94, 8.35, 14.1],
    15: [17.5, 10.3, 6.14, 3.63, 2.15, 1.27, 0.75, 0.5, 0.5, 0.75, 1.27, 2.15, 3.63, 6.14, 10.3, 17.5],
    16: [20, 12.8, 7.62, 4.5, 2.66, 1.57, 0.93, 0.55, 0.5, 0.55, 0.93, 1.57, 2.66, 4.5, 7.62, 12.8, 20],
  },
  medium: {
    8: [14.9, 4.6, 1.42, 0.43, 0.3, 0.43, 1.42, 4.6, 14.9],
    9: [22.2, 6.87, 2.12, 0.65, 0.3, 0.3, 0.65, 2.12, 6.87, 22.2],
    10: [33.9, 10.4, 3.23, 0.99, 0.3, 0.3, 0.3, 0.99, 3.23, 10.4, 33.9],
    11: [50, 15.4, 4.76, 1.47, 0.45, 0.3, 0.3, 0.45, 1.47, 4.76, 15.4, 50],
    12: [75.2, 23.2, 7.16, 2.21, 0.68, 0.3, 0.3, 0.3, 0.68, 2.21, 7.16, 23.2, 75.2],
    13: [114, 35.3, 10.8, 3.36, 1.03, 0.32, 0.3, 0.3, 0.32, 1.03, 3.36, 10.8, 35.3, 114],
    14: [130, 52.7, 16.2, 5.02, 1.55, 0.47, 0.3, 0.3, 0.3, 0.47, 1.55, 5.02, 16.2, 52.7, 130],
    15: [130, 80, 24.7, 7.62, 2.35, 0.72, 0.3, 0.3, 0.3, 0.3, 0.72, 2.35, 7.62, 24.7, 80, 130],
    16: [130, 121, 37.4, 11.5, 3.56, 1.1, 0.34, 0.3, 0.3, 0.3, 0.34, 1.1, 3.56, 11.5, 37.4, 121, 130],
  },
  high: {
    8: [33.5, 5.82, 1.01, 0.2, 0.2, 0.2, 1.01, 5.82, 33.5],
    9: [55.8, 9.69, 1.68, 0.29, 0.2, 0.2, 0.29, 1.68, 9.69, 55.8],
    10: [93.1, 16.1, 2.8, 0.48, 0.2, 0.2, 0.2, 0.48, 2.8, 16.1, 93.1],
    11: [157, 27.3, 4.74, 0.82, 0.2, 0.2, 0.2, 0.2, 0.82, 4.74, 27.3, 157],
    12: [266, 46.2, 8.02, 1.39, 0.24, 0.2, 0.2, 0.2, 0.24, 1.39, 8.02, 46.2, 266],
    13: [445, 77.3, 13.4, 2.33, 0.4, 0.2, 0.2, 0.2, 0.2, 0.4, 2.33, 13.4, 77.3, 445],
    14: [752, 130, 22.6, 3.93, 0.68, 0.2, 0.2, 0.2, 0.2, 0.2, 0.68, 3.93, 22.6, 130, 752],
    15: [1000, 227, 39.5, 6.86, 1.19, 0.2, 0.2, 0.2, 0.2, 0.2, 0.2, 1.19, 6.86, 39.5, 227, 1000],
    16: [1000, 390, 67.8, 11.7, 2.04, 0.35, 0.2, 0.2, 0.2, 0.2, 0.2, 0.35, 2.04, 11.7, 67.8, 390, 1000],
  },
};

/** Exact RTP by risk and rows (binomial expectation of MULTIPLIERS), to 12 decimals. */
export const RTP_BY_BOARD: Readonly<Record<PlinkoRisk, Readonly<Record<number, number>>>> = {
  low: {8: 0.98625, 9: 0.987890625, 10: 0.98759765625, 11: 0.986162109375, 12: 0.983032226563, 13: 0.984916992187, 14: 0.985960693359, 15: 0.988046875, 16: 0.986178588867},
  medium: {8: 0.9846875, 9: 0.9873046875, 10: 0.98212890625, 11: 0.987158203125, 12: 0.98884765625, 13: 0.986169433594, 14: 0.986019287109, 15: 0.98831237793, 16: 0.987647094727},
  high: {8: 0.98859375, 9: 0.9884765625, 10: 0.9861328125, 11: 0.98798828125, 12: 0.988828125, 13: 0.98830078125, 14: 0.98681640625, 15: 0.98796081543, 16: 0.987127685547},
};

/** Lowest RTP over all boards (the figure the lobby shows). */
export const RTP = Math.min(...PLINKO_RISKS.flatMap((r) => Object.values(RTP_BY_BOARD[r])));

function checkBoard(rows: number, risk: PlinkoRisk): void {
  if (!Number.isSafeInteger(rows) || rows < MIN_ROWS || rows > MAX_ROWS) throw new RangeError(`rows must be ${MIN_ROWS} … ${MAX_ROWS}, got ${rows}`);
  if (!PLINKO_RISKS.includes(risk)) throw new RangeError(`unknown risk ${String(risk)}`);
}

/** Exact RTP of a board: Σ_k C(rows, k) / 2^rows × multiplier_k. */
export function boardRtp(rows: number, risk: PlinkoRisk): number {
  checkBoard(rows, risk);
  return MULTIPLIERS[risk][rows]!.reduce((s, m, k) => s + binomialHalf(rows, k) * m, 0);
}

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
