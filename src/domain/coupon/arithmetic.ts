/**
 * Exact stake and payout arithmetic of the coupon types of spec §3 (0 single, 1 express,
 * 2 system, 3 chain, 4 multi-bet by blocks, 5 conditional, 6 anti-express, 7 lucky, 8 patent,
 * 9 many singles), the system values of spec §3 (value, offset, minBetAmount, combo), the
 * system value rule of spec §5 and the leg outcomes of spec §4 (bet status ids).
 *
 * Units: stakes and payouts in minor units of the account's currency; coefficients as integer
 * thousandths (`Leg.coefMilli`, 1.91 → 1910, spec §9's 3 decimals). Amounts are carried as exact
 * bigint rationals ({@link Exact}); a payout is rounded once, down to a whole minor unit, at the
 * very end ({@link floorMinor}). Coefficients shown to the player are rounded to 3 decimals
 * (spec §9) for display only and never fed back into a payout, except the anti-express
 * coefficient, which is itself a quoted price (see {@link antiExpressCoef}).
 */
import { BET_STATUS, COUPON_DEFAULTS, COUPON_TYPE, isOpenStatus, type BetStatusId, type CouponTypeId, type Exact, type Leg, type SettledLeg } from './types.ts';

// ---------------------------------------------------------------------------------------------
// Exact rationals

function bigGcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/**
 * An exact rational `num / den`, reduced, with `den > 0`.
 * @param num numerator (bigint, or a safe integer number)
 * @param den denominator, non-zero; default 1
 * @throws RangeError when `den` is 0 or a number argument is not a safe integer
 */
export function exact(num: bigint | number, den: bigint | number = 1n): Exact {
  const n = toBig(num);
  const d = toBig(den);
  if (d === 0n) throw new RangeError('denominator is 0');
  const sign = d < 0n ? -1n : 1n;
  const g = bigGcd(n, d) || 1n;
  return { num: (sign * n) / g, den: (sign * d) / g };
}

function toBig(x: bigint | number): bigint {
  if (typeof x === 'bigint') return x;
  if (!Number.isSafeInteger(x)) throw new RangeError(`not a safe integer: ${x}`);
  return BigInt(x);
}

/** Exact sum `a + b`. */
export function addExact(a: Exact, b: Exact): Exact {
  return exact(a.num * b.den + b.num * a.den, a.den * b.den);
}

/** Exact difference `a − b`. */
function subExact(a: Exact, b: Exact): Exact {
  return exact(a.num * b.den - b.num * a.den, a.den * b.den);
}

/** Exact product `a × b`. */
export function mulExact(a: Exact, b: Exact): Exact {
  return exact(a.num * b.num, a.den * b.den);
}

/** Sign of `a − b`: −1, 0 or 1. */
export function compareExact(a: Exact, b: Exact): -1 | 0 | 1 {
  const diff = a.num * b.den - b.num * a.den;
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}

/** The nearest double to an exact value (for display and tests; never for money decisions). */
export function exactToNumber(x: Exact): number {
  return Number(x.num) / Number(x.den);
}

const ZERO: Exact = { num: 0n, den: 1n };
const ONE: Exact = { num: 1n, den: 1n };

/**
 * Rounds an exact value down to a whole minor unit (floor). Payouts are computed exactly and
 * rounded down once, at the end, so the player is never paid a fraction the book does not owe.
 * @param x an exact amount in minor units
 * @returns the largest integer ≤ x
 * @throws RangeError when the result is not a safe integer
 */
export function floorMinor(x: Exact): number {
  let q = x.num / x.den; // bigint division truncates toward zero
  if (x.num < 0n && q * x.den !== x.num) q -= 1n;
  const result = Number(q);
  if (!Number.isSafeInteger(result)) throw new RangeError(`amount beyond safe integers: ${q}`);
  return result;
}

/** Rounds an exact non-negative value to an integer, half up (for coefficients in thousandths). */
function roundHalfUp(x: Exact): bigint {
  return (2n * x.num + x.den) / (2n * x.den);
}

// ---------------------------------------------------------------------------------------------
// Combinatorics

/**
 * The binomial coefficient C(n, k): how many k-subsets an n-set has. 0 when k < 0 or k > n.
 * @param n non-negative integer
 * @param k integer
 * @throws RangeError when `n` or `k` is not an integer, `n` < 0, or the result is not a safe integer
 */
export function binomial(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || n < 0) throw new RangeError(`binomial(${n}, ${k}) needs integers, n ≥ 0`);
  if (k < 0 || k > n) return 0;
  const r = Math.min(k, n - k);
  let result = 1n;
  for (let i = 1; i <= r; i++) result = (result * BigInt(n - r + i)) / BigInt(i);
  const out = Number(result);
  if (!Number.isSafeInteger(out)) throw new RangeError(`binomial(${n}, ${k}) is beyond safe integers`);
  return out;
}

/**
 * Every k-subset of `items`, in lexicographic order of positions ([a,b,c], 2 → [a,b], [a,c],
 * [b,c]). k = 0 gives one empty subset; k < 0 or k > length gives none.
 * @throws RangeError when `k` is not an integer
 */
export function combinationsOf<T>(items: readonly T[], k: number): T[][] {
  if (!Number.isInteger(k)) throw new RangeError(`subset size must be an integer: ${k}`);
  const out: T[][] = [];
  if (k < 0 || k > items.length) return out;
  const idx = Array.from({ length: k }, (_, i) => i);
  for (;;) {
    out.push(idx.map((i) => items[i]!));
    let i = k - 1;
    while (i >= 0 && idx[i] === items.length - k + i) i--;
    if (i < 0) return out;
    idx[i]!++;
    for (let j = i + 1; j < k; j++) idx[j] = idx[j - 1]! + 1;
  }
}

// ---------------------------------------------------------------------------------------------
// Legs

function checkCoefMilli(coefMilli: number): void {
  if (!Number.isSafeInteger(coefMilli) || coefMilli <= 1000) {
    throw new RangeError(`coefficient must be integer thousandths above 1000: ${coefMilli}`);
  }
}

/**
 * Return per unit stake of a settled leg (spec §4 bet status ids), with c = coefMilli / 1000:
 * 1 win → c; 0 lose → 0; 2 return / 3 forced return → 1; 4 half win half return → (c + 1) / 2;
 * 5 half lose half return → 1/2; 6 half lose half win → c / 2.
 * @param statusId a settled bet status id, 0..6
 * @param coefMilli the leg's coefficient in thousandths, > 1000
 * @returns the factor as an exact rational (unitless)
 * @throws Error when the leg is not settled (−2 not calculated, −1 not started);
 *   RangeError for an unknown status id or an invalid coefficient
 */
export function legFactor(statusId: BetStatusId, coefMilli: number): Exact {
  checkCoefMilli(coefMilli);
  switch (statusId) {
    case BET_STATUS.win:
      return exact(coefMilli, 1000);
    case BET_STATUS.lose:
      return ZERO;
    case BET_STATUS.return:
    case BET_STATUS.forcedReturn:
      return ONE;
    case BET_STATUS.halfWinHalfReturn:
      return exact(coefMilli + 1000, 2000);
    case BET_STATUS.halfLoseHalfReturn:
      return exact(1, 2);
    case BET_STATUS.halfLoseHalfWin:
      return exact(coefMilli, 2000);
    case BET_STATUS.notCalculated:
    case BET_STATUS.notStarted:
      throw new Error(`leg is not settled (status ${statusId})`);
    default:
      throw new RangeError(`unknown bet status id: ${String(statusId)}`);
  }
}

/** A leg's status is −2 or −1 (spec §4): not settled yet. */
function isUnsettled(leg: SettledLeg): boolean {
  return isOpenStatus(leg.statusId);
}

/** A leg was voided: return or forced return. */
function isVoid(leg: SettledLeg): boolean {
  return leg.statusId === BET_STATUS.return || leg.statusId === BET_STATUS.forcedReturn;
}

// ---------------------------------------------------------------------------------------------
// Lines

/**
 * The stakes of a coupon, minor units. Which field a type reads: `amountMinor` for single,
 * express, system (per line), chain, anti-express, lucky (per line), patent (per line);
 * `amountByLeg` (same order as the legs) for conditional and many singles; `amountByBlockId` for
 * multi-bet by blocks. `systemValue` is the k of a system (default 2, spec §9).
 */
export interface CouponStakes {
  /** One stake, minor units. */
  amountMinor?: number;
  /** A stake per leg, minor units, in leg order. */
  amountByLeg?: readonly number[];
  /** A stake per block id, minor units. */
  amountByBlockId?: Readonly<Record<number, number>>;
  /** System value k: lines are k-subsets of the non-banker legs. */
  systemValue?: number;
}

/** One independent bet line: the legs it combines (indices into the coupon's legs) and its stake. */
export interface Line {
  /** Leg indices, ascending. */
  legs: number[];
  /** Stake of the line, minor units. */
  stakeMinor: number;
}

function checkStake(value: number | undefined, what: string): number {
  if (value === undefined || !Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative integer amount in minor units, got ${String(value)}`);
  }
  return value;
}

function checkLegCount(typeId: number, count: number, min: number, max: number): void {
  if (count < min || count > max) {
    const range = min === max ? `exactly ${min}` : max === Infinity ? `at least ${min}` : `${min} to ${max}`;
    throw new RangeError(`coupon type ${typeId} needs ${range} legs, got ${count}`);
  }
}

/**
 * Full-cover lines over `legCount` legs: for each size in `sizes` (in the given order) every
 * subset of that size, lexicographically, each with the same stake. A Trixie is sizes [2, 3]
 * over 3 legs (4 lines), a patent [1, 2, 3] (7), a Yankee [2, 3, 4] over 4 (11), a Lucky 15
 * [1, 2, 3, 4] over 4 (15).
 * @param legCount number of legs, ≥ 0
 * @param sizes subset sizes, each 1..legCount
 * @param stakePerLineMinor stake of every line, minor units
 * @throws RangeError for a size outside 1..legCount or an invalid stake
 */
export function fullCoverLines(legCount: number, sizes: readonly number[], stakePerLineMinor: number): Line[] {
  checkStake(stakePerLineMinor, 'stake per line');
  const indices = Array.from({ length: legCount }, (_, i) => i);
  return sizes.flatMap((size) => {
    if (!Number.isInteger(size) || size < 1 || size > legCount) throw new RangeError(`line size ${size} is outside 1..${legCount}`);
    return combinationsOf(indices, size).map((legs) => ({ legs, stakeMinor: stakePerLineMinor }));
  });
}

/** Indices of the non-banker and banker legs. */
function splitBankers(legs: readonly Leg[]): { free: number[]; bankers: number[] } {
  const free: number[] = [];
  const bankers: number[] = [];
  legs.forEach((leg, i) => (leg.isBanker ? bankers : free).push(i));
  return { free, bankers };
}

/** Block ids of a multi-bet by blocks in ascending order, with their leg indices. */
function blocksOf(legs: readonly Leg[]): [number, number[]][] {
  const blocks = new Map<number, number[]>();
  legs.forEach((leg, i) => {
    const id = leg.blockId ?? 0;
    blocks.set(id, [...(blocks.get(id) ?? []), i]);
  });
  return [...blocks.entries()].sort((a, b) => a[0] - b[0]);
}

/** The system value of the stakes, default 2 (spec §9). */
function systemValueOf(stakes: CouponStakes): number {
  return stakes.systemValue ?? COUPON_DEFAULTS.systemValue;
}

const LUCKY_SIZES: Readonly<Record<number, readonly number[]>> = {
  4: [1, 2, 3, 4],
  5: [1, 2, 3, 4, 5],
  6: [1, 2, 3, 4, 5, 6],
};

/**
 * The independent lines of a coupon (spec §3 coupon types), each with its legs and stake:
 * - 0 single: exactly 1 leg, one line with `amountMinor`;
 * - 1 express: ≥ 1 leg, one line of all legs with `amountMinor`;
 * - 2 system, value k (`systemValue`, default 2): every k-subset of the NON-banker legs, each
 *   combined with all banker legs, `amountMinor` per line; C(n − b, k) lines;
 * - 4 multi-bet by blocks: legs grouped by `blockId` (absent = 0), one express line per block in
 *   ascending block id with `amountByBlockId[blockId]`;
 * - 7 lucky: 4, 5 or 6 legs, every non-empty subset (15 / 31 / 63 lines), `amountMinor` per line;
 * - 8 patent: exactly 3 legs, 3 singles + 3 doubles + 1 treble (7 lines), `amountMinor` per line;
 * - 9 many singles: one line per leg with `amountByLeg[i]`.
 * Chain (3), conditional (5) and anti-express (6) are not independent lines (see
 * {@link settleCoupon}).
 * @param typeId coupon type id
 * @param legs the coupon's legs (only `blockId` and `isBanker` are read here)
 * @param stakes stakes in minor units
 * @returns lines with leg indices ascending, in a fixed order (by size, then lexicographic)
 * @throws RangeError for types 3, 5, 6 or an unknown type, a wrong number of legs, a system
 *   value outside 1..(non-banker legs), or a missing / negative / non-integer stake
 */
export function couponLines(typeId: number, legs: readonly Leg[], stakes: CouponStakes): Line[] {
  const n = legs.length;
  const all = Array.from({ length: n }, (_, i) => i);
  switch (typeId) {
    case COUPON_TYPE.single:
      checkLegCount(typeId, n, 1, 1);
      return [{ legs: [0], stakeMinor: checkStake(stakes.amountMinor, 'amountMinor') }];
    case COUPON_TYPE.express:
      checkLegCount(typeId, n, 1, Infinity);
      return [{ legs: all, stakeMinor: checkStake(stakes.amountMinor, 'amountMinor') }];
    case COUPON_TYPE.system: {
      const stake = checkStake(stakes.amountMinor, 'amountMinor');
      const { free, bankers } = splitBankers(legs);
      const k = systemValueOf(stakes);
      if (!Number.isInteger(k) || k < 1 || k > free.length) throw new RangeError(`system value ${k} is outside 1..${free.length}`);
      return combinationsOf(free, k).map((combo) => ({ legs: [...combo, ...bankers].sort((a, b) => a - b), stakeMinor: stake }));
    }
    case COUPON_TYPE.multiBlock: {
      checkLegCount(typeId, n, 1, Infinity);
      return blocksOf(legs).map(([blockId, indices]) => ({
        legs: indices,
        stakeMinor: checkStake(stakes.amountByBlockId?.[blockId], `amountByBlockId[${blockId}]`),
      }));
    }
    case COUPON_TYPE.lucky: {
      checkLegCount(typeId, n, 4, 6);
      return fullCoverLines(n, LUCKY_SIZES[n]!, checkStake(stakes.amountMinor, 'amountMinor'));
    }
    case COUPON_TYPE.patent:
      checkLegCount(typeId, n, 3, 3);
      return fullCoverLines(3, [1, 2, 3], checkStake(stakes.amountMinor, 'amountMinor'));
    case COUPON_TYPE.manySingles: {
      checkLegCount(typeId, n, 1, Infinity);
      const byLeg = amountsByLeg(stakes, n);
      return all.map((i) => ({ legs: [i], stakeMinor: byLeg[i]! }));
    }
    default:
      throw new RangeError(`coupon type ${typeId} has no independent lines`);
  }
}

function amountsByLeg(stakes: CouponStakes, n: number): number[] {
  const byLeg = stakes.amountByLeg;
  if (!byLeg || byLeg.length !== n) throw new RangeError(`amountByLeg must hold ${n} stakes, got ${byLeg?.length ?? 'none'}`);
  return byLeg.map((amount, i) => checkStake(amount, `amountByLeg[${i}]`));
}

// ---------------------------------------------------------------------------------------------
// System values

/** A system value of spec §3: value k, offset, combinations and the minimum coupon amount. */
export interface SystemValue {
  /** k: legs per line. */
  value: number;
  /** Highest allowed value: non-banker legs − 1. */
  offset: number;
  /** Number of lines, C(non-banker legs, k). */
  combo: number;
  /** combo × minimum line amount, minor units. */
  minBetAmount: number;
}

/**
 * The system values a coupon offers (spec §3 System value, spec §5 "system value at least 2,
 * ranging from 2 up to the offset"): one entry per k = 2..offset, offset = (non-banker legs) − 1,
 * combo = C(non-banker legs, k), minBetAmount = combo × minLineAmountMinor. Empty when there are
 * fewer than 3 non-banker legs.
 * @param legs the coupon's legs (`isBanker` is read)
 * @param minLineAmountMinor minimum stake of one line, minor units; default 0
 */
export function systemValues(legs: readonly Leg[], minLineAmountMinor = 0): SystemValue[] {
  const free = legs.filter((leg) => !leg.isBanker).length;
  const offset = free - 1;
  const out: SystemValue[] = [];
  for (let value = 2; value <= offset; value++) {
    const combo = binomial(free, value);
    out.push({ value, offset, combo, minBetAmount: combo * minLineAmountMinor });
  }
  return out;
}

/**
 * Spec §5: a system value is valid when it is an integer, at least 2 and at most the offset
 * ((non-banker legs) − 1).
 * @param value the system value k
 * @param legs the coupon's legs (`isBanker` is read)
 */
export function isSystemValueValid(value: number, legs: readonly Leg[]): boolean {
  const offset = legs.filter((leg) => !leg.isBanker).length - 1;
  return Number.isInteger(value) && value >= 2 && value <= offset;
}

// ---------------------------------------------------------------------------------------------
// Stakes and coefficients

/**
 * The amount debited for a coupon, minor units: the sum of its line stakes for the
 * independent-line types ({@link couponLines}; system C(n − b, k) × amount, lucky (2ⁿ − 1) ×
 * amount, patent 7 × amount, counted without listing the lines); chain (3): `amountMinor` (one
 * stake that travels down the chain); conditional (5): Σ `amountByLeg`; anti-express (6):
 * `amountMinor`.
 * @throws RangeError as {@link couponLines} does (wrong leg count, missing stake, bad system
 *   value), for a chain / anti-express with no legs, or when the total is beyond safe integers
 */
export function totalStakeMinor(typeId: number, legs: readonly Leg[], stakes: CouponStakes): number {
  const n = legs.length;
  let total: number;
  switch (typeId) {
    case COUPON_TYPE.chain:
    case COUPON_TYPE.antiExpress:
      checkLegCount(typeId, n, 1, Infinity);
      total = checkStake(stakes.amountMinor, 'amountMinor');
      break;
    case COUPON_TYPE.conditional:
      checkLegCount(typeId, n, 1, Infinity);
      total = amountsByLeg(stakes, n).reduce((a, b) => a + b, 0);
      break;
    case COUPON_TYPE.system: {
      const stake = checkStake(stakes.amountMinor, 'amountMinor');
      const free = legs.filter((leg) => !leg.isBanker).length;
      const k = systemValueOf(stakes);
      if (!Number.isInteger(k) || k < 1 || k > free) throw new RangeError(`system value ${k} is outside 1..${free}`);
      total = binomial(free, k) * stake;
      break;
    }
    case COUPON_TYPE.lucky:
      checkLegCount(typeId, n, 4, 6);
      total = (2 ** n - 1) * checkStake(stakes.amountMinor, 'amountMinor');
      break;
    default:
      total = couponLines(typeId, legs, stakes).reduce((sum, line) => sum + line.stakeMinor, 0);
  }
  if (!Number.isSafeInteger(total)) throw new RangeError(`total stake beyond safe integers: ${total}`);
  return total;
}

/**
 * The exact express coefficient of `legs` IN THOUSANDTHS: (Π coefMilli) / 1000^(n − 1), e.g.
 * 1.91 × 2.0 → 3820. No legs → 1000 (the neutral coefficient 1).
 * @throws RangeError for a coefficient that is not integer thousandths above 1000
 */
export function expressCoefMilli(legs: readonly Leg[]): Exact {
  let product = exact(1000);
  for (const leg of legs) {
    checkCoefMilli(leg.coefMilli);
    product = mulExact(product, exact(leg.coefMilli, 1000));
  }
  return product;
}

/**
 * The express (total) coefficient for DISPLAY: the exact product of the legs' coefficients
 * rounded to 3 decimals, half up (spec §9). 1.91 × 1.91 = 3.6481 → 3.648. No legs → 1.
 * @returns a decimal coefficient
 * @throws RangeError for an invalid leg coefficient
 */
export function totalCoef(legs: readonly Leg[]): number {
  return totalCoefMilli(legs) / 1000;
}

/**
 * {@link totalCoef} in integer thousandths: the exact product of the legs' coefficients rounded
 * half up to 3 decimals (1.91 × 1.91 → 3648). No legs → 1000.
 * @throws RangeError for an invalid leg coefficient
 */
export function totalCoefMilli(legs: readonly Leg[]): number {
  return Number(roundHalfUp(expressCoefMilli(legs)));
}

/**
 * The anti-express coefficient (spec §3 coupon state antiExpressCoef): the fair inverse of the
 * express, E / (E − 1) with E the exact express coefficient (if the express wins with probability
 * 1/E, the anti-express wins with 1 − 1/E), rounded to 3 decimals half up (spec §9). Legs 2.0 and
 * 3.0: E = 6 → 1.2. It is a quoted price: the anti-express pays amount × this rounded value.
 * A long express (E ≥ 2001) rounds it to exactly 1.
 * @returns a decimal coefficient ≥ 1
 * @throws RangeError when `legs` is empty or a coefficient is invalid
 */
export function antiExpressCoef(legs: readonly Leg[]): number {
  return antiExpressCoefMilli(legs) / 1000;
}

/**
 * {@link antiExpressCoef} in integer thousandths (legs 2.0 and 3.0 → 1200).
 * @throws RangeError when `legs` is empty or a coefficient is invalid
 */
export function antiExpressCoefMilli(legs: readonly Leg[]): number {
  return Number(antiExpressCoefMilliExact(legs));
}

function antiExpressCoefMilliExact(legs: readonly Leg[]): bigint {
  if (legs.length === 0) throw new RangeError('anti-express needs at least 1 leg');
  const e = expressCoefMilli(legs); // thousandths, > 1000
  // E / (E − 1) in thousandths = 1000 · e / (e − 1000)
  return roundHalfUp(mulExact(exact(1000), mulExact(e, inverse(subExact(e, exact(1000))))));
}

function inverse(x: Exact): Exact {
  return exact(x.den, x.num);
}

// ---------------------------------------------------------------------------------------------
// Payouts

/** stake × Π factors over a line's legs, as an exact amount in minor units. */
function linePayout(line: Line, factors: readonly Exact[]): Exact {
  return line.legs.reduce((acc, i) => mulExact(acc, factors[i]!), exact(line.stakeMinor));
}

/** Chain (3): bank = S; for each leg while bank ≥ S: bank = bank − S + S × factor. */
function chainPayout(stake: number, factors: readonly (Exact | undefined)[]): Exact | null {
  const s = exact(stake);
  let bank = s;
  for (const factor of factors) {
    if (compareExact(bank, s) < 0) break;
    if (factor === undefined) return null;
    bank = addExact(subExact(bank, s), mulExact(s, factor));
  }
  return bank;
}

/** Conditional (5): leg i played while every earlier leg's factor ≥ 1; unplayed stakes returned. */
function conditionalPayout(stakes: readonly number[], factors: readonly (Exact | undefined)[]): Exact | null {
  let payout = ZERO;
  let playing = true;
  for (let i = 0; i < stakes.length; i++) {
    const stake = exact(stakes[i]!);
    if (!playing) {
      payout = addExact(payout, stake);
      continue;
    }
    const factor = factors[i];
    if (factor === undefined) return null;
    payout = addExact(payout, mulExact(stake, factor));
    if (compareExact(factor, ONE) < 0) playing = false;
  }
  return payout;
}

/**
 * What a coupon pays if every leg wins, exact, minor units: the sum over its lines of
 * stake × Π coefficients (single, express, system, multi-block, lucky, patent, many singles);
 * chain: S × (1 + Σ (cᵢ − 1)); conditional: Σ stakeᵢ × cᵢ; anti-express: amount ×
 * {@link antiExpressCoef} (its win, which needs the express to LOSE).
 * @throws RangeError as {@link couponLines} / {@link totalStakeMinor} do
 */
export function potentialPayout(typeId: number, legs: readonly Leg[], stakes: CouponStakes): Exact {
  const wins = legs.map((leg) => legFactor(BET_STATUS.win, leg.coefMilli));
  switch (typeId) {
    case COUPON_TYPE.chain:
      checkLegCount(typeId, legs.length, 1, Infinity);
      return chainPayout(checkStake(stakes.amountMinor, 'amountMinor'), wins)!;
    case COUPON_TYPE.conditional:
      checkLegCount(typeId, legs.length, 1, Infinity);
      return conditionalPayout(amountsByLeg(stakes, legs.length), wins)!;
    case COUPON_TYPE.antiExpress:
      return exact(BigInt(checkStake(stakes.amountMinor, 'amountMinor')) * antiExpressCoefMilliExact(legs), 1000n);
    default:
      return couponLines(typeId, legs, stakes).reduce((sum, line) => addExact(sum, linePayout(line, wins)), ZERO);
  }
}

/** A settled coupon: exact payout, payout rounded down to minor units, coupon status. */
export interface CouponSettlement {
  /** Exact payout, minor units. */
  payout: Exact;
  /** Payout rounded down to a whole minor unit ({@link floorMinor}). */
  payoutMinor: number;
  /** Coupon status (spec §4 bet status ids): 0 lose, 1 win, 2 return, or a single's leg status. */
  statusId: BetStatusId;
}

/**
 * Settles a coupon from its legs' statuses (spec §3 coupon types, §4 bet status ids). Per-unit
 * leg returns are {@link legFactor}: a void leg (return / forced return) counts at 1.00, a half
 * leg by its factor.
 *
 * Rules:
 * - independent lines (single, express, system, multi-block, lucky, patent, many singles; a
 *   Trixie is a system-like sum of {@link fullCoverLines}): each line pays stake × Π factors, the
 *   coupon pays the sum of its lines;
 * - chain (3): legs in order, bank = amountMinor (S); for each leg while bank ≥ S:
 *   bank = bank − S + S × factor; the payout is the final bank (legs after the bank fell below
 *   S are not played and need not be settled);
 * - conditional (5): leg i is played only while every earlier leg returned at least its stake
 *   (factor ≥ 1); payout = Σ stakeᵢ × factorᵢ over played legs + Σ stakes of the unplayed legs
 *   (returned; they need not be settled);
 * - anti-express (6): every leg void → the stake is returned; any leg fully lost (status 0) →
 *   amount × {@link antiExpressCoef} of the non-void legs' original coefficients; otherwise the
 *   anti-express loses.
 *
 * Pending: null while a leg the result needs is unsettled (−2 / −1), except that a single or an
 * express with a fully lost leg is decided at once (payout 0, status lose).
 *
 * Coupon status: a single takes its leg's status; otherwise payout 0 → lose (0); payout equal to
 * the total stake with every leg return / forced return → return (2); any other payout > 0 →
 * win (1) (also a partial return of a system or a half-lost leg: the coupon paid something).
 * @param typeId coupon type id 0..9
 * @param legs the legs with their statuses, in coupon order
 * @param stakes stakes in minor units ({@link CouponStakes})
 * @returns the settlement, or null while pending
 * @throws RangeError as {@link couponLines} / {@link totalStakeMinor} do, or for an unknown status
 */
export function settleCoupon(
  typeId: number,
  legs: readonly SettledLeg[],
  stakes: CouponStakes,
): CouponSettlement | null {
  const total = totalStakeMinor(typeId, legs, stakes);
  const lost = legs.some((leg) => leg.statusId === BET_STATUS.lose);
  const factors = legs.map((leg) => (isUnsettled(leg) ? undefined : legFactor(leg.statusId, leg.coefMilli)));
  let payout: Exact | null;
  switch (typeId) {
    case COUPON_TYPE.single:
    case COUPON_TYPE.express:
      payout = lost ? ZERO : factors.includes(undefined) ? null : linesPayout(typeId, legs, stakes, factors);
      break;
    case COUPON_TYPE.chain:
      payout = chainPayout(checkStake(stakes.amountMinor, 'amountMinor'), factors);
      break;
    case COUPON_TYPE.conditional:
      payout = conditionalPayout(amountsByLeg(stakes, legs.length), factors);
      break;
    case COUPON_TYPE.antiExpress: {
      if (factors.includes(undefined)) {
        payout = null;
      } else if (legs.every(isVoid)) {
        payout = exact(total);
      } else if (lost) {
        const played = legs.filter((leg) => !isVoid(leg));
        payout = exact(BigInt(total) * antiExpressCoefMilliExact(played), 1000n);
      } else {
        payout = ZERO;
      }
      break;
    }
    default:
      payout = factors.includes(undefined) ? null : linesPayout(typeId, legs, stakes, factors);
  }
  if (payout === null) return null;
  return { payout, payoutMinor: floorMinor(payout), statusId: couponStatus(typeId, legs, payout, total) };
}

function linesPayout(typeId: number, legs: readonly Leg[], stakes: CouponStakes, factors: readonly (Exact | undefined)[]): Exact {
  const settled = factors as readonly Exact[];
  return couponLines(typeId, legs, stakes).reduce((sum, line) => addExact(sum, linePayout(line, settled)), ZERO);
}

/**
 * Payout of explicit independent lines (e.g. a Trixie from {@link fullCoverLines}): the sum over
 * the lines of stake × Π {@link legFactor} of their legs, exact, minor units. A line with a fully
 * lost leg pays 0 even while its other legs are unsettled.
 * @param lines lines whose `legs` index into `legs`
 * @param legs the settled legs
 * @returns the exact payout, or null while a leg of a line that has no lost leg is unsettled
 * @throws RangeError for a leg index outside `legs`, an unknown status or invalid coefficient
 */
export function settleLines(lines: readonly Line[], legs: readonly SettledLeg[]): Exact | null {
  let sum = ZERO;
  for (const line of lines) {
    const lineLegs = line.legs.map((i) => {
      const leg = legs[i];
      if (leg === undefined) throw new RangeError(`line leg index ${i} is outside 0..${legs.length - 1}`);
      return leg;
    });
    if (lineLegs.some((leg) => leg.statusId === BET_STATUS.lose)) continue;
    if (lineLegs.some(isUnsettled)) return null;
    sum = addExact(sum, lineLegs.reduce((acc, leg) => mulExact(acc, legFactor(leg.statusId, leg.coefMilli)), exact(line.stakeMinor)));
  }
  return sum;
}

function couponStatus(typeId: number, legs: readonly SettledLeg[], payout: Exact, total: number): BetStatusId {
  if (typeId === COUPON_TYPE.single) return legs[0]!.statusId;
  if (payout.num === 0n) return BET_STATUS.lose;
  if (compareExact(payout, exact(total)) === 0 && legs.every(isVoid)) return BET_STATUS.return;
  return BET_STATUS.win;
}

/**
 * Number of bet lines (combinations) a coupon has, as its receipt shows it (spec §3 System value
 * `combo`): the lines of {@link couponLines} for the independent-line types; for a chain or a
 * conditional coupon one per leg (each leg is a bet of its own, played in order); one for an
 * anti-express (a single bet against the express).
 * @throws RangeError as {@link couponLines} for a missing or invalid stake of a line type
 */
export function lineCount(typeId: CouponTypeId, legs: readonly Leg[], stakes: CouponStakes): number {
  if (typeId === COUPON_TYPE.chain || typeId === COUPON_TYPE.conditional) return legs.length;
  if (typeId === COUPON_TYPE.antiExpress) return 1;
  return couponLines(typeId, legs, stakes).length;
}
