/**
 * Scheduled multiplayer casino games (spec §2 casino: crash, 90-ball bingo rooms, TV keno): every
 * round of every scheduled game runs at fixed times of the feed clock, so every instance computes
 * the same round from the same clock reading without coordination.
 *
 * Schedule: game g has a period P_g (ms) and a betting window B_g (ms, B_g < P_g). Round r of g
 * opens for bets at SCHEDULE_EPOCH_MS + r × P_g, stops taking bets (and starts: the crash curve
 * begins, the first bingo ball / keno number is drawn) at open + B_g, and the next round opens at
 * open + P_g. The round taking bets at time t is the one with open ≤ t < start.
 *
 * Outcomes: a round's server seed is secret until the round is over (its SHA-256 is published when
 * the round opens, src/server/casino/scheduled-fair.ts); the outcome is the pure function below of
 * the provably fair floats (src/domain/casino/fair.ts) of {serverSeed, clientSeed = the game's code,
 * nonce = the round number}, so the verify page recomputes a round with the same module as a
 * single-player game. Every player of the round shares that one outcome.
 *
 * Pure TypeScript without node: imports (the browser shows the same timeline).
 */
import { floatStream, type FairSeed } from './fair.ts';
import { crashPointCents, msToReach, multiplierCentsAt, roundDurationMs, MIN_CASHOUT_CENTS } from './crash.ts';
import { drawOrder, CALLS } from './bingo.ts';
import { tvKenoDraw, TV_KENO_DRAWN } from './tv-keno.ts';

/** The scheduled games. */
export const SCHEDULED_GAMES = ['crash', 'bingo', 'tv-keno'] as const;
/** A scheduled game code (also its provably fair client seed). */
export type ScheduledGame = (typeof SCHEDULED_GAMES)[number];

/** Round 0 of every scheduled game opens at Monday 1 January 2024, 00:00 UTC. */
export const SCHEDULE_EPOCH_MS = Date.UTC(2024, 0, 1);

/** Ms between bingo calls and between TV keno numbers shown. */
const BINGO_CALL_MS = 2_000;
const TV_KENO_NUMBER_MS = 3_000;

/**
 * Period and betting window of each game, ms. Crash: a round every 30 s with 10 s for bets; the
 * longest round allowed by the period ends when the multiplier reaches CRASH_CAP_CENTS. Bingo: a game
 * every 4 min, tickets for 60 s, then 70 calls 2 s apart (140 s). TV keno: a draw every 3 min, tickets
 * for 90 s, then 20 numbers 3 s apart (60 s).
 */
export const SCHEDULES: Readonly<Record<ScheduledGame, { readonly periodMs: number; readonly bettingMs: number }>> = {
  crash: { periodMs: 30_000, bettingMs: 10_000 },
  bingo: { periodMs: 240_000, bettingMs: 60_000 },
  'tv-keno': { periodMs: 180_000, bettingMs: 90_000 },
};

/**
 * The highest multiplier a crash round shows, hundredths: the curve reached in the 20 s left after
 * the betting window (multiplierCentsAt(20 000) = 3.32 ×). A round whose crash point is higher
 * crashes at the cap (bets still standing lose, as at any crash); P(crash point ≥ c) is unchanged
 * for every c ≤ cap, so cashing out at c is exactly the limbo bet on c (crash.ts) with its RTP, and
 * auto cash-out targets are limited to the cap.
 */
export const CRASH_CAP_CENTS = multiplierCentsAt(SCHEDULES.crash.periodMs - SCHEDULES.crash.bettingMs);

/** Times of a round, UTC ms: bets from `opensAt`, the round runs from `startsAt`, the next opens at `nextAt`. */
export interface RoundTimes {
  readonly game: ScheduledGame;
  readonly round: number;
  readonly opensAt: number;
  readonly startsAt: number;
  readonly nextAt: number;
}

function checkRound(round: number): void {
  if (!Number.isSafeInteger(round) || round < 0) throw new RangeError(`round must be an integer ≥ 0, got ${round}`);
}

/** The times of round `round` of `game`. Throws RangeError for a negative or non-integer round. */
export function roundTimes(game: ScheduledGame, round: number): RoundTimes {
  checkRound(round);
  const { periodMs, bettingMs } = SCHEDULES[game];
  const opensAt = SCHEDULE_EPOCH_MS + round * periodMs;
  return { game, round, opensAt, startsAt: opensAt + bettingMs, nextAt: opensAt + periodMs };
}

/** The round whose period contains `now` (UTC ms; betting or running). Throws RangeError before the epoch. */
export function roundAt(game: ScheduledGame, now: number): RoundTimes {
  if (!(now >= SCHEDULE_EPOCH_MS)) throw new RangeError('time before the schedule epoch');
  return roundTimes(game, Math.floor((now - SCHEDULE_EPOCH_MS) / SCHEDULES[game].periodMs));
}

/** The round taking bets at `now`, or null while the current round runs (bets go to the next one then). */
export function bettingRoundAt(game: ScheduledGame, now: number): RoundTimes | null {
  const times = roundAt(game, now);
  return now < times.startsAt ? times : null;
}

/** The provably fair seed of a round: the game code as client seed, the round number as nonce. */
export function roundFairSeed(game: ScheduledGame, round: number, serverSeed: string): FairSeed {
  checkRound(round);
  return { serverSeed, clientSeed: game, nonce: round };
}

/** A crash round's crash point in hundredths (below 100: instant crash), capped at CRASH_CAP_CENTS. */
export function crashRoundPointCents(round: number, serverSeed: string): number {
  return Math.min(CRASH_CAP_CENTS, crashPointCents(floatStream(roundFairSeed('crash', round, serverSeed))));
}

/** The 70 calls of a bingo game in call order. */
export function bingoRoundCalls(round: number, serverSeed: string): number[] {
  return drawOrder(floatStream(roundFairSeed('bingo', round, serverSeed)));
}

/** The 20 numbers of a TV keno draw in the order shown. */
export function tvKenoRoundDraw(round: number, serverSeed: string): number[] {
  return tvKenoDraw(floatStream(roundFairSeed('tv-keno', round, serverSeed)));
}

/** When a crash round with crash point `crashCents` crashes, UTC ms (its start for an instant crash). */
export function crashEndsAt(round: number, crashCents: number): number {
  return roundTimes('crash', round).startsAt + roundDurationMs(crashCents);
}

/** The state of a crash round at `now`: taking bets, running at a multiplier (hundredths), or crashed. */
export type CrashPhase =
  | { readonly phase: 'betting'; readonly startsAt: number }
  | { readonly phase: 'running'; readonly multiplierCents: number }
  | { readonly phase: 'crashed'; readonly crashCents: number };

/** The state of crash round `round` (crash point `crashCents`) at `now`, UTC ms. */
export function crashPhaseAt(round: number, crashCents: number, now: number): CrashPhase {
  const { startsAt } = roundTimes('crash', round);
  if (now < startsAt) return { phase: 'betting', startsAt };
  if (now >= crashEndsAt(round, crashCents)) return { phase: 'crashed', crashCents: Math.max(100, crashCents) };
  return { phase: 'running', multiplierCents: multiplierCentsAt(now - startsAt) };
}

/**
 * The server-authoritative cash-out of a crash bet asked for at `now` (UTC ms): the multiplier at
 * that instant (hundredths), or the bet's auto cash-out target when the curve passed it earlier;
 * null when the round has not started, has crashed by then, or the multiplier is still below the
 * minimum cash-out (1.01 ×). `autoCents` null means no auto cash-out.
 */
export function cashoutCentsAt(round: number, crashCents: number, now: number, autoCents: number | null): number | null {
  const auto = autoAt(round, crashCents, autoCents);
  if (auto !== null && auto.at <= now) return auto.cents;
  const state = crashPhaseAt(round, crashCents, now);
  if (state.phase !== 'running' || state.multiplierCents < MIN_CASHOUT_CENTS) return null;
  return state.multiplierCents;
}

/**
 * When an auto cash-out target fires: the target (hundredths) and the instant the curve reaches it,
 * or null when the round crashes first (or no target). Throws RangeError for a target outside
 * MIN_CASHOUT_CENTS … CRASH_CAP_CENTS.
 */
export function autoAt(round: number, crashCents: number, autoCents: number | null): { cents: number; at: number } | null {
  if (autoCents === null) return null;
  if (!Number.isSafeInteger(autoCents) || autoCents < MIN_CASHOUT_CENTS || autoCents > CRASH_CAP_CENTS) throw new RangeError(`auto cash-out must be ${MIN_CASHOUT_CENTS} … ${CRASH_CAP_CENTS} hundredths`);
  if (autoCents > crashCents) return null;
  return { cents: autoCents, at: roundTimes('crash', round).startsAt + msToReach(autoCents) };
}

/** The bingo balls called by `now` (UTC ms), in call order, given the game's full call order. */
export function bingoCallsBy(round: number, calls: readonly number[], now: number): number[] {
  const { startsAt } = roundTimes('bingo', round);
  if (now < startsAt) return [];
  return calls.slice(0, Math.min(CALLS, Math.floor((now - startsAt) / BINGO_CALL_MS) + 1));
}

/** When a bingo game has called its last ball (its tickets settle then), UTC ms. */
export function bingoEndsAt(round: number): number {
  return roundTimes('bingo', round).startsAt + (CALLS - 1) * BINGO_CALL_MS;
}

/** The TV keno numbers shown by `now` (UTC ms), in draw order, given the draw's 20 numbers. */
export function tvKenoShownBy(round: number, drawn: readonly number[], now: number): number[] {
  const { startsAt } = roundTimes('tv-keno', round);
  if (now < startsAt) return [];
  return drawn.slice(0, Math.min(TV_KENO_DRAWN, Math.floor((now - startsAt) / TV_KENO_NUMBER_MS) + 1));
}

/** When a TV keno draw has shown its last number (its tickets settle then), UTC ms. */
export function tvKenoEndsAt(round: number): number {
  return roundTimes('tv-keno', round).startsAt + (TV_KENO_DRAWN - 1) * TV_KENO_NUMBER_MS;
}
