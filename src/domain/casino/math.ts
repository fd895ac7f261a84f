/**
 * Exact probability helpers for the casino RTP proofs: binomial coefficients (exact while below
 * 2^53), binomial and hypergeometric probabilities, payouts in minor units.
 */

/**
 * C(n, k) as a number: exact while below 2^53; larger values (bingo's C(90, 15) ≈ 4.6 × 10^16)
 * are the nearest doubles within a relative error of about 10^-15, far inside the 1e-9 RTP checks.
 */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  const kk = Math.min(k, n - k);
  let r = 1;
  for (let i = 1; i <= kk; i++) r = (r * (n - kk + i)) / i;
  return Math.round(r);
}

/** P(X = k) for X ~ Binomial(n, 1/2). */
export function binomialHalf(n: number, k: number): number {
  return choose(n, k) / 2 ** n;
}

/** P(h of the player's `picks` numbers are among `drawn` drawn from `total`): C(picks, h) C(total − picks, drawn − h) / C(total, drawn). */
export function hypergeometric(total: number, drawn: number, picks: number, h: number): number {
  return (choose(picks, h) * choose(total - picks, drawn - h)) / choose(total, drawn);
}

/**
 * Payout in minor units of a stake (minor units) at a multiplier given with at most 2 decimals:
 * floor(stake × round(multiplier × 100) / 100), computed on integers so 0.29 × 100 stays 29.
 */
export function payoutAt(stakeMinor: number, multiplier: number): number {
  return Math.floor((stakeMinor * Math.round(multiplier * 100)) / 100);
}
