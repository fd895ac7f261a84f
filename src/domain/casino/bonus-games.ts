/**
 * Bonus games (spec §2 casino bonus games fortuna, chest, memory, safe, lottery, dragon-bonus):
 * provably fair one-shot mini-games a promotion awards as tickets, paying bonus money.
 *
 * A play draws from the ticket's fair seed (src/domain/casino/fair.ts; the server seed's hash is
 * shown with the ticket, the seed revealed after the play): float 0 picks the prize by the weights of
 * the prize table (the prize at the first index whose cumulative weight exceeds f × total), and the
 * floats after it lay the other prizes out on the remaining places (a Fisher–Yates shuffle), so the
 * board the player opens is fixed before the pick. In a pick game (`places` > 1) the player's pick
 * is where the drawn prize is shown; fortuna has one place (the wheel stops on the prize). Pure:
 * the browser recomputes any play with the same code.
 */
import { floatStream, type FairSeed } from './fair.ts';

/** The bonus games, as their routes name them. */
export const BONUS_GAMES = ['fortuna', 'chest', 'memory', 'safe', 'lottery', 'dragon-bonus'] as const;
/** A bonus game. */
export type BonusGame = (typeof BONUS_GAMES)[number];

/** How many places each game shows to pick from (fortuna: the wheel, no pick). */
export const BONUS_GAME_PLACES: Readonly<Record<BonusGame, number>> = { fortuna: 1, chest: 3, memory: 6, safe: 10, lottery: 5, 'dragon-bonus': 5 };

/** The prize index of float `f` under `weights` (positive integers). Throws RangeError for no weights. */
export function prizeIndex(f: number, weights: readonly number[]): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (weights.length === 0 || total <= 0) throw new RangeError('a prize table needs positive weights');
  let cumulative = 0;
  for (const [i, w] of weights.entries()) {
    cumulative += w;
    if (f * total < cumulative) return i;
  }
  return weights.length - 1;
}

/** The outcome of a play: the prize drawn (index into the table) and the board of prize indexes per place. */
export interface BonusGamePlay {
  prize: number;
  /** For each place, the prize index shown there; the pick's place shows `prize`. */
  board: number[];
}

/**
 * The play of a ticket with `seed`: the drawn prize and the board for `places` places with the pick
 * at `pick` (0-based). Other places show the table's other prizes in a fair shuffle (repeating the
 * table when there are more places than prizes).
 * @throws RangeError for a pick outside the board, or a bad seed or table
 */
export function playBonusGame(seed: FairSeed, weights: readonly number[], places: number, pick: number): BonusGamePlay {
  if (!Number.isInteger(pick) || pick < 0 || pick >= places) throw new RangeError(`pick must be 0..${places - 1}`);
  const next = floatStream(seed);
  const prize = prizeIndex(next(), weights);
  const others: number[] = [];
  for (let i = 0; others.length < places - 1; i++) if (i % weights.length !== prize || weights.length === 1) others.push(i % weights.length);
  for (let i = others.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [others[i], others[j]] = [others[j]!, others[i]!];
  }
  const board = [...others.slice(0, pick), prize, ...others.slice(pick)];
  return { prize, board };
}

/** The return of a prize table, minor units per ticket: Σ prize × weight ÷ Σ weight. */
export function expectedPrize(prizesMinor: readonly number[], weights: readonly number[]): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  return prizesMinor.reduce((sum, p, i) => sum + p * (weights[i] ?? 0), 0) / total;
}
