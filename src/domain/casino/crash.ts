/**
 * Crash (spec §2 casino): each round's crash point comes from the round's seed by the limbo rule — one
 * float f, k = floor(f × 2^24), crash point C = floor(2^24 / (k + 1) × 0.99 × 100) / 100; a value
 * below 1.00 means the round crashes at once (C shown as 1.00, every bet loses). The multiplier
 * shown grows with time since the start as m(t) = floor(100 × e^(GROWTH_PER_MS × t)) / 100 (2.00 ×
 * after about 11.55 s); a bet cashed out at multiplier c (manually or automatically) wins c × stake
 * if c ≤ C, otherwise the bet loses when the multiplier reaches C. Cashing out at c is the limbo bet
 * on target c, so the RTP of every cash-out target is limbo's exact value (`rtpOf`): at most 99 %.
 */
import type { FloatSource } from './fair.ts';
import { MIN_TARGET_CENTS, resultCentsOfIndex, rtpOf, LIMBO_MAX_INT } from './limbo.ts';

/** Nominal RTP: 0.99 (exact per cash-out target: `crashRtpOf`). */
export const RTP = 0.99;
/** Growth rate of the multiplier curve, per millisecond. */
const GROWTH_PER_MS = 0.00006;
/** Smallest and largest cash-out target in hundredths. */
export const MIN_CASHOUT_CENTS = MIN_TARGET_CENTS;

/** The crash point of a round in hundredths; values below 100 mean an instant crash. */
export function crashPointCents(source: FloatSource): number {
  return resultCentsOfIndex(Math.floor(source() * LIMBO_MAX_INT));
}

/** The crash point shown: at least 1.00. */
export function crashPointShown(crashCents: number): number {
  return Math.max(100, crashCents) / 100;
}

/** The multiplier in hundredths `ms` milliseconds after the round's start (≥ 100). */
export function multiplierCentsAt(ms: number): number {
  return Math.max(100, Math.floor(100 * Math.exp(GROWTH_PER_MS * Math.max(0, ms)) + 1e-9));
}

/** Milliseconds after the start when the multiplier first reaches `cents` (ceil, ≥ 0). */
export function msToReach(cents: number): number {
  if (cents <= 100) return 0;
  let t = Math.ceil(Math.log(cents / 100) / GROWTH_PER_MS);
  while (t > 0 && multiplierCentsAt(t - 1) >= cents) t--;
  while (multiplierCentsAt(t) < cents) t++;
  return t;
}

/** Round length in ms: when the multiplier reaches the crash point (0 for an instant crash). */
export function roundDurationMs(crashCents: number): number {
  return crashCents < 100 ? 0 : msToReach(crashCents);
}

/**
 * Settles a bet: cashed out at `cashoutCents` (null when the player never cashed out) against the
 * round's crash point. Wins floor(stake × c / 100) when 101 ≤ c ≤ crash point, else 0.
 */
export function settleCrash(crashCents: number, cashoutCents: number | null, stakeMinor: number): { win: boolean; payoutMinor: number } {
  if (cashoutCents === null || cashoutCents < MIN_CASHOUT_CENTS || cashoutCents > crashCents) return { win: false, payoutMinor: 0 };
  return { win: true, payoutMinor: Math.floor((stakeMinor * cashoutCents) / 100) };
}

/** Exact RTP of cashing out at a target (hundredths): the limbo RTP of that target. */
export function crashRtpOf(cashoutCents: number): number {
  return rtpOf(cashoutCents);
}
