/**
 * Toto (spec §2 `toto/{section}?`, route name totoFrame): a pool on 15 real football matches.
 * Pure rules of the pool: coupons of 1/X/2 picks, rows, correct picks, void matches, and the
 * prize tiers paid from the pool.
 *
 * Stated (the toto page shows the same rules):
 * 1. A draw is 15 matches. A coupon picks, for each match, one or more of `1` (home win), `X`
 *    (draw), `2` (away win); every combination of its picks is a row, so the rows are the product
 *    of the pick counts (1 × 2 × 3 × … ; at most {@link MAX_ROWS}). Each row is staked the same
 *    amount; the coupon's stake is rows × row stake.
 * 2. A row's correct picks are the matches whose real full-time result it picked. A void match
 *    (not played, or its result not available) counts as correct for every row. With more than
 *    {@link MAX_VOID} void matches the whole draw is void and every stake is returned.
 * 3. The pool of a draw (per currency) is the sum of its stakes; {@link PRIZE_FUND_BP} (90 %) of
 *    it is returned in the tiers of {@link PRIZE_TIERS} by number of correct picks (9 to 15), each
 *    tier's fund shared by its winning rows in proportion to their stakes (a row wins the one tier
 *    of its correct count), rounded down per coupon and tier.
 * 4. A tier without winning rows is not paid: its fund rolls into the jackpot, as do the rounding
 *    remainders. The jackpot is carried from draw to draw and won only with 15 correct picks: the
 *    15-tier's winners share that tier's fund plus the jackpot carried in.
 *
 * Money in integer minor units; shares in basis points (1/100 of a percent).
 */

/** Matches in a draw. */
export const TOTO_MATCHES = 15;
/** The three outcomes of a match: home win, draw, away win. */
export const TOTO_OUTCOMES = ['1', 'X', '2'] as const;
/** An outcome. */
export type TotoOutcome = (typeof TOTO_OUTCOMES)[number];
/** A match's result for the pool: an outcome, or void. */
export type TotoResult = TotoOutcome | 'void';
/** Most rows a coupon may have (e.g. 2^11 = 2048 doubles). */
export const MAX_ROWS = 2048;
/** More void matches than this void the draw. */
export const MAX_VOID = 3;
/** Share of the pool returned as prizes, basis points: 90 %. */
export const PRIZE_FUND_BP = 9000;

/** A prize tier: correct picks and its share of the pool, basis points. */
export interface PrizeTierShare {
  correct: number;
  shareBp: number;
}

/** The published prize tiers, 15 down to 9 correct; their shares sum to {@link PRIZE_FUND_BP}. */
export const PRIZE_TIERS: readonly PrizeTierShare[] = [
  { correct: 15, shareBp: 3000 },
  { correct: 14, shareBp: 1500 },
  { correct: 13, shareBp: 1200 },
  { correct: 12, shareBp: 1000 },
  { correct: 11, shareBp: 900 },
  { correct: 10, shareBp: 700 },
  { correct: 9, shareBp: 700 },
];

/** The picks of one match: a non-empty set of outcomes, written in the order 1, X, 2 (`1`, `X2`, `1X2`, …). */
export type MatchPicks = string;

/** Whether `text` is a match's picks (a non-empty subsequence of `1X2`). */
export function isMatchPicks(text: string): boolean {
  return /^(1?X?2?)$/.test(text) && text.length > 0;
}

/**
 * Rows of a coupon: the product of the pick counts.
 * @throws RangeError unless it has {@link TOTO_MATCHES} valid match picks
 */
export function rowCount(picks: readonly MatchPicks[]): number {
  if (picks.length !== TOTO_MATCHES || !picks.every(isMatchPicks)) throw new RangeError(`a toto coupon picks 1, X and/or 2 for each of ${TOTO_MATCHES} matches`);
  return picks.reduce((rows, p) => rows * p.length, 1);
}

/** The result for the pool of a real full-time score. */
export function outcomeOf(score: { home: number; away: number }): TotoOutcome {
  return score.home > score.away ? '1' : score.home === score.away ? 'X' : '2';
}

/** Whether a draw is void (more than {@link MAX_VOID} void matches). */
function isVoidDraw(results: readonly TotoResult[]): boolean {
  return results.filter((r) => r === 'void').length > MAX_VOID;
}

/**
 * How many of a coupon's rows have each number of correct picks, without listing the rows:
 * `counts[k]` rows have k correct (k = 0..15).
 */
export function correctCounts(picks: readonly MatchPicks[], results: readonly TotoResult[]): number[] {
  rowCount(picks);
  if (results.length !== TOTO_MATCHES) throw new RangeError(`a toto draw has ${TOTO_MATCHES} results`);
  let counts = [1];
  picks.forEach((p, i) => {
    const result = results[i]!;
    const right = result === 'void' ? p.length : p.includes(result) ? 1 : 0;
    const wrong = p.length - right;
    const next = new Array<number>(counts.length + 1).fill(0);
    counts.forEach((n, k) => {
      next[k] = next[k]! + n * wrong;
      next[k + 1] = next[k + 1]! + n * right;
    });
    counts = next;
  });
  return counts;
}

/** The most correct picks of any row of a coupon. */
export function bestCorrect(picks: readonly MatchPicks[], results: readonly TotoResult[]): number {
  const counts = correctCounts(picks, results);
  return counts.findLastIndex((n) => n > 0);
}

/** A coupon in the pool: its row stake and its rows' correct counts. */
export interface PoolCoupon {
  id: number;
  /** Stake of each row, minor units. */
  rowStake: number;
  /** `counts[k]`: rows with k correct picks ({@link correctCounts}). */
  counts: readonly number[];
}

/** What a tier paid. */
interface TierOutcome extends PrizeTierShare {
  /** The tier's fund, minor units (the 15-tier's includes the jackpot carried in). */
  fund: number;
  /** Winning rows. */
  rows: number;
  /** Stake of the winning rows, minor units. */
  units: number;
  /** Paid to the winners, minor units (0 when nobody won: the fund rolls over). */
  paid: number;
}

/** The settlement of a pool. */
export interface PoolSettlement {
  /** Sum of the stakes, minor units. */
  pool: number;
  /** Returned as prizes: ⌊pool × 90 %⌋. */
  prizeFund: number;
  jackpotIn: number;
  /** Carried to the next draw: the jackpot if not won, unpaid tiers and rounding remainders. */
  jackpotOut: number;
  tiers: TierOutcome[];
  /** Payout of each coupon by id, minor units. */
  payouts: Map<number, number>;
  /** The draw was void: every stake returned, the jackpot carried unchanged. */
  void: boolean;
}

/**
 * Settles a pool (module docstring, rules 3 and 4).
 * @param coupons the pool's coupons (one currency), with their stakes `rowStake × Σ counts`
 * @param jackpotIn the jackpot carried in, minor units, ≥ 0
 */
export function settlePool(coupons: readonly PoolCoupon[], jackpotIn: number, results: readonly TotoResult[]): PoolSettlement {
  const stakeOf = (c: PoolCoupon) => c.rowStake * c.counts.reduce((a, b) => a + b, 0);
  const pool = coupons.reduce((sum, c) => sum + stakeOf(c), 0);
  const payouts = new Map<number, number>();
  if (isVoidDraw(results)) {
    for (const c of coupons) payouts.set(c.id, stakeOf(c));
    return { pool, prizeFund: 0, jackpotIn, jackpotOut: jackpotIn, tiers: PRIZE_TIERS.map((t) => ({ ...t, fund: 0, rows: 0, units: 0, paid: 0 })), payouts, void: true };
  }
  for (const c of coupons) payouts.set(c.id, 0);
  const prizeFund = Number((BigInt(pool) * BigInt(PRIZE_FUND_BP)) / 10_000n);
  let allotted = 0;
  const tiers: TierOutcome[] = PRIZE_TIERS.map((tier, index) => {
    // The last tier takes what integer division left of the fund, so the tiers sum to it exactly.
    const base = index === PRIZE_TIERS.length - 1 ? prizeFund - allotted : Number((BigInt(pool) * BigInt(tier.shareBp)) / 10_000n);
    allotted += base;
    const fund = base + (tier.correct === 15 ? jackpotIn : 0);
    const rows = coupons.reduce((sum, c) => sum + (c.counts[tier.correct] ?? 0), 0);
    const units = coupons.reduce((sum, c) => sum + (c.counts[tier.correct] ?? 0) * c.rowStake, 0);
    let paid = 0;
    if (units > 0) {
      for (const c of coupons) {
        const mine = (c.counts[tier.correct] ?? 0) * c.rowStake;
        if (mine === 0) continue;
        const share = Number((BigInt(fund) * BigInt(mine)) / BigInt(units));
        payouts.set(c.id, payouts.get(c.id)! + share);
        paid += share;
      }
    }
    return { ...tier, fund, rows, units, paid };
  });
  const paidTotal = tiers.reduce((sum, t) => sum + t.paid, 0);
  return { pool, prizeFund, jackpotIn, jackpotOut: prizeFund + jackpotIn - paidTotal, tiers, payouts, void: false };
}
