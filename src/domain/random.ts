/**
 * The seeded random-number generator of the replayed feed: mulberry32 (Tommy Ettinger's 32-bit
 * generator: one 32-bit state advanced by the constant 0x6d2b79f5, output mixed by xor-shifts and
 * multiplications), uniform in [0, 1) with 2^-32 resolution, period 2^32. Deterministic: the same
 * seed gives the same sequence on every server and browser, so a replayed game's goal times
 * (src/domain/feed/replay.ts), tennis game order and server (src/domain/sports/tennis.ts) and the
 * prices derived from them are the same wherever they are computed. Not a cryptographic
 * generator: only for replaying data that is already public.
 */

/** A generator: each call returns the next number, uniform in [0, 1). */
export type Random = () => number;

/** mulberry32 seeded with `seed` (taken as an unsigned 32-bit integer). */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The unsigned 32-bit seed of a match's permanent id (an integer < 2^53): the low word xor the
 * high word scrambled by the golden-ratio constant 0x9e3779b9, xor `salt` (a sport's own salt, so
 * two sports drawing for the same id get different sequences; 0 for football).
 */
export function seedOfPermanentId(permanentId: number, salt = 0): number {
  const low = permanentId % 2 ** 32;
  const high = Math.floor(permanentId / 2 ** 32);
  return (low ^ Math.imul(high, 0x9e3779b9) ^ salt) >>> 0;
}

/** Shuffles `items` in place (Fisher–Yates, from the last item down) with `random`; returns `items`. */
export function shuffleInPlace<T>(items: T[], random: Random): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
