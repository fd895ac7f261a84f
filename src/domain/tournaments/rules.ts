/**
 * Tournament arithmetic (spec §2 bonus/casino/tournaments): back-to-back periods from an anchor
 * (a day or a week each), the prize of a rank, the multiplier score of one stake, and how a player
 * is shown on a public board. Times UTC ms; money minor units; multipliers hundredths.
 */
import type { TournamentPeriod } from '../../../schemas/tournament.ts';
import { DAY_MS } from '../time.ts';

/** Length of each period, ms. */
const PERIOD_MS: Readonly<Record<TournamentPeriod, number>> = { daily: DAY_MS, weekly: 7 * DAY_MS };

/** A period of a tournament: its index from the anchor and its bounds [startsAt, endsAt). */
export interface PeriodBounds {
  index: number;
  startsAt: number;
  endsAt: number;
}

/** The period with index `index` (may be negative: before the anchor). */
export function periodBounds(anchor: number, period: TournamentPeriod, index: number): PeriodBounds {
  const length = PERIOD_MS[period];
  return { index, startsAt: anchor + index * length, endsAt: anchor + (index + 1) * length };
}

/** The period running at `now`; before the anchor, the index is negative (nothing counts yet). */
export function periodAt(anchor: number, period: TournamentPeriod, now: number): PeriodBounds {
  return periodBounds(anchor, period, Math.floor((now - anchor) / PERIOD_MS[period]));
}

/** The prize of `rank` (1-based) from the prize table, minor units; 0 beyond it. */
export function prizeOf(prizesMinor: readonly number[], rank: number): number {
  return prizesMinor[rank - 1] ?? 0;
}

/**
 * How a player appears on a public board: the login with its middle hidden (`bp4***39`), or the
 * player id with all but its last two digits hidden (`#***21`) when there is no login.
 */
export function maskedPlayer(playerId: number, login: string | null): string {
  if (login && login.length >= 5) return `${login.slice(0, 3)}***${login.slice(-2)}`;
  const id = String(playerId);
  return `#***${id.slice(-2)}`;
}
