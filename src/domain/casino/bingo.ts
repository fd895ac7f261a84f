/**
 * 90-ball bingo (spec §2 bingo section). A ticket is 3 rows × 9 columns with 15 numbers, 5 per
 * row, every column holding at least one number; column 0 takes 1–9, column c (1 … 7) takes
 * 10c … 10c + 9, column 8 takes 80–90, ascending down a column. Rooms hold scheduled games; a game
 * calls CALLS = 70 balls, the order drawn from the game's seed (Fisher–Yates selection over 1 … 90,
 * one float per call). Tickets are generated from the player's seed (ticketFromSource).
 *
 * Prizes are fixed multiples of the ticket price paid by the house for each pattern a ticket
 * completes, by the number of calls it took (PRIZES): one line (any row), two lines, full house
 * (all 15). A ticket can win all three. Because rows are disjoint sets of 5 numbers and the call
 * order is uniformly random, P(a given set of k rows is complete after n calls) = C(n, 5k) / C(90, 5k),
 * so P(one line by n) = 3q1 − 3q2 + q3, P(two lines by n) = 3q2 − 2q3, P(full house by n) = q3
 * (inclusion–exclusion): `exactRtp` gives RTP = 0.956519299179 exactly; `npm run bench:casino-rtp`
 * confirms it by simulating 10^7 games.
 */
import { pickDistinct, range, type FloatSource } from './fair.ts';
import { choose } from './math.ts';

/** Balls called per game. */
export const CALLS = 70;
/** Exact RTP of PRIZES (see the module comment). */
export const RTP = 0.956519299179;

/** Patterns in the order they complete. */
export const PATTERNS = ['oneLine', 'twoLines', 'fullHouse'] as const;
/** A pattern. */
export type BingoPattern = (typeof PATTERNS)[number];

/** Prize tiers per pattern: [most calls, multiple of the ticket price]; the first tier whose call count is reached pays. */
export const PRIZES: Readonly<Record<BingoPattern, readonly (readonly [number, number])[]>> = {
  oneLine: [[25, 12], [30, 6], [35, 4], [45, 3], [50, 2], [55, 1]],
  twoLines: [[45, 20], [50, 8], [55, 4], [60, 2], [70, 1]],
  fullHouse: [[60, 40], [65, 12], [70, 7]],
};

/** A ticket: rows[r][c] is the number or null. */
export type BingoTicket = readonly (readonly (number | null)[])[];

/** Numbers of column c: 1–9, 10–19, …, 70–79, 80–90. */
export function columnNumbers(c: number): number[] {
  return c === 0 ? range(1, 9) : c === 8 ? range(80, 90) : range(10 * c, 10 * c + 9);
}

/**
 * A ticket from floats: each row picks 5 of the 9 columns (retrying the three rows until every
 * column is used), then each column picks its numbers, sorted down the column.
 */
export function ticketFromSource(source: FloatSource): BingoTicket {
  let layout: number[][];
  do layout = [0, 1, 2].map(() => pickDistinct(source, range(0, 8), 5));
  while (range(0, 8).some((c) => !layout.some((row) => row.includes(c))));
  const rows: (number | null)[][] = [0, 1, 2].map(() => new Array<number | null>(9).fill(null));
  for (let c = 0; c < 9; c++) {
    const used = [0, 1, 2].filter((r) => layout[r]!.includes(c));
    const numbers = pickDistinct(source, columnNumbers(c), used.length).sort((a, b) => a - b);
    used.forEach((r, i) => (rows[r]![c] = numbers[i]!));
  }
  return rows;
}

/** The call order of a game: CALLS distinct balls of 1 … 90. */
export function drawOrder(source: FloatSource, calls = CALLS): number[] {
  return pickDistinct(source, range(1, 90), calls);
}

/** The numbers of each row of a ticket. */
function ticketRows(ticket: BingoTicket): number[][] {
  return ticket.map((row) => row.filter((n): n is number => n !== null));
}

/** For each pattern, the call number (1-based) at which the ticket completes it, or null within the calls. */
export function completionCalls(ticket: BingoTicket, calls: readonly number[]): Record<BingoPattern, number | null> {
  const at = new Map<number, number>();
  calls.forEach((n, i) => at.set(n, i + 1));
  const rowDone = ticketRows(ticket)
    .map((row) => (row.every((n) => at.has(n)) ? Math.max(...row.map((n) => at.get(n)!)) : Infinity))
    .sort((a, b) => a - b);
  const fin = (x: number) => (Number.isFinite(x) ? x : null);
  return { oneLine: fin(rowDone[0]!), twoLines: fin(rowDone[1]!), fullHouse: fin(rowDone[2]!) };
}

/** Prize multiple of a pattern completed at call n (0 when too late or never). */
export function prizeMultiple(pattern: BingoPattern, call: number | null): number {
  if (call === null) return 0;
  return PRIZES[pattern].find(([maxCalls]) => call <= maxCalls)?.[1] ?? 0;
}

/** Settles a ticket against a game's calls: completion calls, prize multiple per pattern, payout in minor units. */
export function settleBingo(ticket: BingoTicket, calls: readonly number[], priceMinor: number): { completed: Record<BingoPattern, number | null>; multiples: Record<BingoPattern, number>; payoutMinor: number } {
  const completed = completionCalls(ticket, calls);
  const multiples = { oneLine: prizeMultiple('oneLine', completed.oneLine), twoLines: prizeMultiple('twoLines', completed.twoLines), fullHouse: prizeMultiple('fullHouse', completed.fullHouse) };
  return { completed, multiples, payoutMinor: priceMinor * (multiples.oneLine + multiples.twoLines + multiples.fullHouse) };
}

/** P(pattern completed within n calls), exact (inclusion–exclusion over the 3 disjoint rows). */
export function completedBy(pattern: BingoPattern, n: number): number {
  const q = (k: number) => choose(n, 5 * k) / choose(90, 5 * k);
  return pattern === 'oneLine' ? 3 * q(1) - 3 * q(2) + q(3) : pattern === 'twoLines' ? 3 * q(2) - 2 * q(3) : q(3);
}

/** Exact RTP of PRIZES: Σ over patterns and tiers of P(completed in the tier) × multiple. */
export function exactRtp(): number {
  let rtp = 0;
  for (const p of PATTERNS) {
    let prev = 0;
    for (const [maxCalls, m] of PRIZES[p]) {
      const c = completedBy(p, maxCalls);
      rtp += (c - prev) * m;
      prev = c;
    }
  }
  return rtp;
}
