/**
 * Mines (spec §2 casino): a 5×5 board of tiles 0 … 24 (row-major) hides m mines (1 … 24). The mines
 * are the first m picks of Stake's Fisher–Yates selection over tiles 1 … 25 (shown 0-based, in
 * ascending order). The player reveals tiles one by one; a mine ends the round with nothing,
 * otherwise the player may cash out after d ≥ 1 safe reveals for
 * multiplier(m, d) = RTP × C(25, d) / C(25 − m, d), the fair price of d safe reveals times 0.99.
 * Every stopping strategy therefore returns exactly RTP = 99 %.
 */
import { pickDistinct, range, type FloatSource } from './fair.ts';

/** Return to player of every strategy: 0.99. */
export const RTP = 0.99;
/** Tiles on the board. */
export const TILES = 25;

function checkMines(mines: number): void {
  if (!Number.isSafeInteger(mines) || mines < 1 || mines > TILES - 1) throw new RangeError(`mines must be 1 … 24, got ${mines}`);
}

/** The mine tiles (0-based, ascending) of a round with `mines` mines. Throws RangeError for a bad count. */
export function minePositions(source: FloatSource, mines: number): number[] {
  checkMines(mines);
  return pickDistinct(source, range(1, TILES), mines)
    .map((t) => t - 1)
    .sort((a, b) => a - b);
}

/** Probability that d chosen tiles are all safe with m mines: C(25 − m, d) / C(25, d). */
function safeProbability(mines: number, reveals: number): number {
  checkMines(mines);
  if (!Number.isSafeInteger(reveals) || reveals < 0 || reveals > TILES - mines) throw new RangeError(`reveals must be 0 … ${TILES - mines}, got ${reveals}`);
  let p = 1;
  for (let i = 0; i < reveals; i++) p *= (TILES - mines - i) / (TILES - i);
  return p;
}

/** Cash-out multiplier after `reveals` safe tiles: RTP / safeProbability (1 × stake back at 0 reveals is not offered). */
export function multiplier(mines: number, reveals: number): number {
  return RTP / safeProbability(mines, reveals);
}

/** The multiplier table of a mine count: entry d − 1 is the multiplier after d safe reveals (d = 1 … 25 − m). */
export function multiplierTable(mines: number): number[] {
  checkMines(mines);
  return range(1, TILES - mines).map((d) => multiplier(mines, d));
}

/** State of a mines round. `over` after a mine or a cash-out; `payoutMinor` set at the end. */
export interface MinesState {
  readonly mines: number;
  readonly minePositions: readonly number[];
  readonly revealed: readonly number[];
  readonly stakeMinor: number;
  readonly over: boolean;
  readonly hitMine: boolean;
  readonly payoutMinor: number;
}

/** A new round: mine positions drawn from the source. */
export function startMines(source: FloatSource, mines: number, stakeMinor: number): MinesState {
  return { mines, minePositions: minePositions(source, mines), revealed: [], stakeMinor, over: false, hitMine: false, payoutMinor: 0 };
}

/**
 * Reveals a tile. Throws RangeError for a finished round, a tile outside 0 … 24 or one already
 * revealed. Revealing the last safe tile cashes out automatically.
 */
export function reveal(state: MinesState, tile: number): MinesState {
  if (state.over) throw new RangeError('round is over');
  if (!Number.isSafeInteger(tile) || tile < 0 || tile >= TILES) throw new RangeError(`tile must be 0 … 24, got ${tile}`);
  if (state.revealed.includes(tile)) throw new RangeError(`tile ${tile} already revealed`);
  const revealed = [...state.revealed, tile];
  if (state.minePositions.includes(tile)) return { ...state, revealed, over: true, hitMine: true, payoutMinor: 0 };
  const next = { ...state, revealed };
  return revealed.length === TILES - state.mines ? cashOut(next) : next;
}

/** Cashes out after ≥ 1 safe reveal: floor(stake × multiplier). Throws RangeError otherwise. */
export function cashOut(state: MinesState): MinesState {
  if (state.over) throw new RangeError('round is over');
  if (state.revealed.length === 0) throw new RangeError('reveal a tile before cashing out');
  return { ...state, over: true, payoutMinor: Math.floor(state.stakeMinor * multiplier(state.mines, state.revealed.length)) };
}
