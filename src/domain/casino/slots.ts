/**
 * Five-reel video slot engine (spec §2 casino). A slot is a SlotDefinition: 5 reel strips (symbol ids,
 * circular), 3 visible rows, paylines (a row index per reel), a paytable in line-bet multiples for
 * 3, 4 and 5 of a kind, one wild (substitutes for every symbol but the scatter, and pays on its
 * own) and one scatter (pays total-bet multiples anywhere in the window and, at 3 or more, awards
 * free spins played on the same strips with every win multiplied; scatters inside free spins pay
 * but do not award more free spins).
 *
 * A spin takes one float per reel: stop_i = floor(f_i × length_i); row r of reel i shows
 * strip_i[(stop_i + r) mod length_i]. A line pays when the same symbol (or the wild) runs from the
 * leftmost reel; the line pays the better of its symbol run and its leading wild run. The total bet
 * is split evenly over the paylines (line bet = total bet / lines).
 *
 * Exact RTP (`exactRtp`), in total-bet multiples: the stops are independent and uniform, so every
 * row of a reel shows each strip symbol with probability count / length, and by linearity every
 * payline has the same expected win E_line = Σ over symbol 5-tuples of Π p_i(s_i) × lineWin;
 * the scatter count is the sum of independent per-reel counts (enumerated over each reel's stops).
 * E_spin = E_line + Σ_k P(K = k) × scatterPay_k; RTP = E_spin × (1 + P(K ≥ 3) × freeSpins × multiplier).
 * `enumeratedRtp` checks the same number by walking every combination of reel positions.
 *
 * UKGC rules for the UI that uses this engine: no autoplay, at least MIN_SPIN_MS per spin.
 */
import type { FloatSource } from './fair.ts';

/** Shortest allowed time between two spins (UKGC RTS 14): 2.5 s. */
export const MIN_SPIN_MS = 2500;
/** Visible rows. */
const ROWS = 3;
/** Reels. */
const REELS = 5;

/** A slot's rules. Paytable values are multiples of the line bet for runs of 3, 4, 5 (index 0, 1, 2). */
export interface SlotDefinition {
  readonly id: string;
  readonly reels: readonly (readonly string[])[];
  readonly paylines: readonly (readonly number[])[];
  readonly paytable: Readonly<Record<string, readonly [number, number, number]>>;
  readonly wild: string;
  readonly scatter: string;
  /** Scatter pays in total-bet multiples for 3, 4, 5+ scatters anywhere. */
  readonly scatterPays: readonly [number, number, number];
  /** Free spins awarded for 3+ scatters in the base game. */
  readonly freeSpins: number;
  /** Multiplier of every win during free spins. */
  readonly freeSpinMultiplier: number;
}

/** One line win: payline index, symbol, run length, multiple of the line bet. */
interface LineWin {
  readonly line: number;
  readonly symbol: string;
  readonly count: number;
  readonly lineMultiple: number;
}

/** A spin's result: stops, window[reel][row], line wins, scatter count and pay, total win in total-bet multiples. */
export interface SpinResult {
  readonly stops: number[];
  readonly window: string[][];
  readonly lineWins: LineWin[];
  readonly scatters: number;
  readonly scatterMultiple: number;
  /** Total win of the spin before the free-spin multiplier, in total-bet multiples. */
  readonly totalMultiple: number;
  readonly triggersFreeSpins: boolean;
}

/**
 * The win of one line's 5 symbols, in line-bet multiples, with the symbol and run length that pay.
 */
export function evaluateLine(def: SlotDefinition, symbols: readonly string[]): { symbol: string; count: number; multiple: number } {
  let wildRun = 0;
  while (wildRun < symbols.length && symbols[wildRun] === def.wild) wildRun++;
  const wildPay = wildRun >= 3 ? (def.paytable[def.wild]?.[wildRun - 3] ?? 0) : 0;
  let best = { symbol: def.wild, count: wildRun, multiple: wildPay };
  const target = symbols[wildRun];
  if (target !== undefined && target !== def.scatter) {
    let run = wildRun;
    while (run < symbols.length && (symbols[run] === target || symbols[run] === def.wild)) run++;
    const pay = run >= 3 ? (def.paytable[target]?.[run - 3] ?? 0) : 0;
    if (pay > best.multiple) best = { symbol: target, count: run, multiple: pay };
  }
  return best.multiple > 0 ? best : { symbol: best.symbol, count: best.count, multiple: 0 };
}

/** Scatter pay (total-bet multiples) for a scatter count. */
function scatterPay(def: SlotDefinition, count: number): number {
  return count >= 3 ? def.scatterPays[Math.min(count, 5) - 3]! : 0;
}

/** The window and wins for given stops. */
export function evaluateStops(def: SlotDefinition, stops: readonly number[]): SpinResult {
  const window = def.reels.map((strip, i) => Array.from({ length: ROWS }, (_, r) => strip[(stops[i]! + r) % strip.length]!));
  const lineWins: LineWin[] = [];
  def.paylines.forEach((rows, line) => {
    const w = evaluateLine(def, rows.map((r, i) => window[i]![r]!));
    if (w.multiple > 0) lineWins.push({ line, symbol: w.symbol, count: w.count, lineMultiple: w.multiple });
  });
  const scatters = window.flat().filter((s) => s === def.scatter).length;
  const scatterMultiple = scatterPay(def, scatters);
  const lineTotal = lineWins.reduce((s, w) => s + w.lineMultiple, 0) / def.paylines.length;
  return { stops: [...stops], window, lineWins, scatters, scatterMultiple, totalMultiple: lineTotal + scatterMultiple, triggersFreeSpins: scatters >= 3 };
}

/** One spin: a float per reel picks its stop. */
function spin(def: SlotDefinition, source: FloatSource): SpinResult {
  return evaluateStops(def, def.reels.map((strip) => Math.floor(source() * strip.length)));
}

/**
 * A whole paid round: the base spin and, when triggered, the free spins (drawn from the same
 * source, in order). Payout in minor units: floor(stake × (base + multiplier × Σ free spins)).
 */
export function playSlotRound(def: SlotDefinition, source: FloatSource, stakeMinor: number): { base: SpinResult; freeSpins: SpinResult[]; totalMultiple: number; payoutMinor: number } {
  const base = spin(def, source);
  const freeSpins = base.triggersFreeSpins ? Array.from({ length: def.freeSpins }, () => spin(def, source)) : [];
  const totalMultiple = base.totalMultiple + def.freeSpinMultiplier * freeSpins.reduce((s, r) => s + r.totalMultiple, 0);
  return { base, freeSpins, totalMultiple, payoutMinor: Math.floor(stakeMinor * totalMultiple + 1e-9) };
}

/** Exact figures of a slot: expected line and scatter pay per spin, trigger probability, RTP. */
export interface SlotFigures {
  readonly lineExpectation: number;
  readonly scatterExpectation: number;
  readonly triggerProbability: number;
  readonly spinExpectation: number;
  readonly rtp: number;
}

/** Exact RTP by per-reel symbol probabilities (see the module comment). */
export function exactRtp(def: SlotDefinition): SlotFigures {
  const perReel = def.reels.map((strip) => {
    const counts = new Map<string, number>();
    for (const s of strip) counts.set(s, (counts.get(s) ?? 0) + 1);
    return [...counts].map(([symbol, n]) => ({ symbol, p: n / strip.length }));
  });
  let lineExpectation = 0;
  const tuple: string[] = [];
  const walk = (reel: number, p: number): void => {
    if (reel === REELS) {
      lineExpectation += p * evaluateLine(def, tuple).multiple;
      return;
    }
    for (const { symbol, p: q } of perReel[reel]!) {
      tuple[reel] = symbol;
      walk(reel + 1, p * q);
    }
  };
  walk(0, 1);
  let dist = [1];
  for (const strip of def.reels) {
    const reelDist: number[] = [];
    for (let stop = 0; stop < strip.length; stop++) {
      let c = 0;
      for (let r = 0; r < ROWS; r++) if (strip[(stop + r) % strip.length] === def.scatter) c++;
      reelDist[c] = (reelDist[c] ?? 0) + 1 / strip.length;
    }
    const next: number[] = [];
    dist.forEach((a, i) => reelDist.forEach((b, j) => (next[i + j] = (next[i + j] ?? 0) + a * (b ?? 0))));
    dist = next;
  }
  const scatterExpectation = dist.reduce((s, p, k) => s + (p ?? 0) * scatterPay(def, k), 0);
  const triggerProbability = dist.reduce((s, p, k) => s + (k >= 3 ? (p ?? 0) : 0), 0);
  const spinExpectation = lineExpectation + scatterExpectation;
  return { lineExpectation, scatterExpectation, triggerProbability, spinExpectation, rtp: spinExpectation * (1 + triggerProbability * def.freeSpins * def.freeSpinMultiplier) };
}

/**
 * The RTP by walking every combination of reel stops (Π lengths spins), a cross-check of `exactRtp`
 * that assumes nothing about independence: each spin's window is read from the strips, every
 * payline's 5 symbols are looked up in a table of `evaluateLine` over all symbol 5-tuples, and the
 * scatters are counted in the window. About 10^8 spins for the portal's slots (tens of seconds).
 */
export function enumeratedRtp(def: SlotDefinition): number {
  const symbols = [...new Set(def.reels.flat())];
  const S = symbols.length;
  const id = new Map(symbols.map((sym, i) => [sym, i]));
  // line pay (line-bet multiples) of every symbol 5-tuple, keyed Σ id_i × S^i
  const pays = new Float64Array(S ** REELS);
  const tuple: string[] = [];
  for (let key = 0; key < pays.length; key++) {
    let k = key;
    for (let i = 0; i < REELS; i++) {
      tuple[i] = symbols[k % S]!;
      k = Math.floor(k / S);
    }
    pays[key] = evaluateLine(def, tuple).multiple;
  }
  // per reel and stop: the symbol id of each row, and the scatters in the window
  const rowIds = def.reels.map((strip) => Array.from({ length: strip.length }, (_, stop) => Array.from({ length: ROWS }, (_, r) => id.get(strip[(stop + r) % strip.length]!)!)));
  const scatterIds = def.reels.map((strip) => Array.from({ length: strip.length }, (_, stop) => Array.from({ length: ROWS }, (_, r) => strip[(stop + r) % strip.length] === def.scatter).filter(Boolean).length));
  const lines = def.paylines;
  const L = lines.length;
  const weight = [1, S, S ** 2, S ** 3, S ** 4];
  const partial: Float64Array[] = Array.from({ length: REELS + 1 }, () => new Float64Array(L));
  const scat = [0, 0, 0, 0, 0, 0];
  let sum = 0;
  let triggers = 0;
  let spins = 0;
  const walk = (reel: number): void => {
    const stops = rowIds[reel]!;
    const from = partial[reel]!;
    const to = partial[reel + 1]!;
    for (let stop = 0; stop < stops.length; stop++) {
      const rows = stops[stop]!;
      for (let l = 0; l < L; l++) to[l] = from[l]! + rows[lines[l]![reel]!]! * weight[reel]!;
      scat[reel + 1] = scat[reel]! + scatterIds[reel]![stop]!;
      if (reel + 1 < REELS) walk(reel + 1);
      else {
        let lineSum = 0;
        for (let l = 0; l < L; l++) lineSum += pays[to[l]!]!;
        const k = scat[REELS]!;
        sum += lineSum / L + scatterPay(def, k);
        if (k >= 3) triggers++;
        spins++;
      }
    }
  };
  walk(0);
  return (sum / spins) * (1 + (triggers / spins) * def.freeSpins * def.freeSpinMultiplier);
}
