/**
 * Scratch card "Lucky Three" (spec §2 casino): one float f picks the prize tier by n = floor(f × 1,000,000)
 * against the cumulative weights of PRIZES (the last tier, weight 486,680, is no prize). The card shows
 * 9 cells (3 × 3); three identical symbols win that symbol's prize, a losing card never shows a
 * symbol three times. Further floats only lay out the cells (which symbols fill the card and where),
 * never the prize. RTP = Σ weight × multiplier / 1,000,000 = 0.95 exactly.
 */
import { pickDistinct, range, type FloatSource } from './fair.ts';
import { payoutAt } from './math.ts';

/** Return to player: exactly 0.95. */
export const RTP = 0.95;
/** Weights are out of this total. */
const WEIGHT_TOTAL = 1_000_000;

/** A card symbol. */
export type ScratchSymbol = 'crown' | 'diamond' | 'bell' | 'seven' | 'cherry' | 'clover' | 'star';

/** Prize tiers: symbol, multiplier of the card price, weight out of 1,000,000. */
export const PRIZES: readonly { symbol: ScratchSymbol; multiplier: number; weight: number }[] = [
  { symbol: 'crown', multiplier: 1000, weight: 20 },
  { symbol: 'diamond', multiplier: 100, weight: 300 },
  { symbol: 'bell', multiplier: 20, weight: 3_000 },
  { symbol: 'seven', multiplier: 10, weight: 10_000 },
  { symbol: 'cherry', multiplier: 5, weight: 30_000 },
  { symbol: 'clover', multiplier: 2, weight: 120_000 },
  { symbol: 'star', multiplier: 1, weight: 350_000 },
];

/** Weight of a losing card. */
export const LOSING_WEIGHT = WEIGHT_TOTAL - PRIZES.reduce((s, p) => s + p.weight, 0);

/** Exact RTP of the prize table. */
export function prizeTableRtp(): number {
  return PRIZES.reduce((s, p) => s + (p.weight * p.multiplier) / WEIGHT_TOTAL, 0);
}

/** The winning tier index for one float, or null for no prize. */
export function scratchTier(f: number): number | null {
  let n = Math.floor(f * WEIGHT_TOTAL);
  for (let i = 0; i < PRIZES.length; i++) {
    n -= PRIZES[i]!.weight;
    if (n < 0) return i;
  }
  return null;
}

/** One card: its 9 cells (row-major), the winning symbol (or null), multiplier and payout in minor units. */
export function playScratch(source: FloatSource, priceMinor: number): { cells: ScratchSymbol[]; winning: ScratchSymbol | null; multiplier: number; payoutMinor: number } {
  const tier = scratchTier(source());
  const winner = tier === null ? null : PRIZES[tier]!;
  const others = PRIZES.filter((p) => p !== winner).flatMap((p) => [p.symbol, p.symbol]);
  const fillers = pickDistinct(source, others, winner ? 6 : 9);
  const symbols = winner ? [winner.symbol, winner.symbol, winner.symbol, ...fillers] : fillers;
  const order = pickDistinct(source, range(0, 8), 9);
  const cells: ScratchSymbol[] = new Array<ScratchSymbol>(9);
  order.forEach((cell, i) => (cells[cell] = symbols[i]!));
  const multiplier = winner?.multiplier ?? 0;
  return { cells, winning: winner?.symbol ?? null, multiplier, payoutMinor: payoutAt(priceMinor, multiplier) };
}
