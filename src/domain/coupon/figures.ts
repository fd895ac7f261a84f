/**
 * The figures of a coupon, computed once for the slip (the coupon island) and for placement (the
 * server's receipt): the coupon coefficient, the bonus-bet leg, the number of bet lines, the total
 * stake and the potential payout, for every coupon type 0–9 of spec §3 (stake and payout rules in
 * ./arithmetic.ts, bonus bet of spec §4 in ./bonus-bet.ts).
 *
 * The coupon coefficient is the price the potential payout is stake × (spec §3 Coupon state
 * `coef` / `antiExpressCoef`): single and express → the product of the legs, bonus-bet leg
 * included; anti-express → {@link antiExpressCoef} (the anti-express pays amount × that price, so
 * its express product is not its coefficient); the multi-line types (system, chain, multi-block,
 * conditional, lucky, patent, many singles) have none (null).
 *
 * Units: stakes and payouts in minor units of the account's currency; coefficients in integer
 * thousandths (`…Milli`, 1.91 → 1910) and as decimals (`coef`, `bonusCoef`, 3 decimals, spec §9).
 */
import { COUPON_TYPE, type CouponTypeId, type Leg } from './types.ts';
import { coefToMilli } from './amounts.ts';
import {
  antiExpressCoefMilli, floorMinor, lineCount, potentialPayout, totalCoefMilli, totalStakeMinor, type CouponStakes,
} from './arithmetic.ts';
import { bonusBetCoef, isBonusBetAvailable } from './bonus-bet.ts';

/** Types whose coupon has one coefficient (single, express, anti-express). */
export const ONE_COEF_TYPES: ReadonlySet<number> = new Set([COUPON_TYPE.single, COUPON_TYPE.express, COUPON_TYPE.antiExpress]);

/** Types made of independent bet lines whose count the slip shows (system, multi-block, lucky, patent, many singles). */
export const MULTI_LINE_TYPES: ReadonlySet<number> = new Set([
  COUPON_TYPE.system, COUPON_TYPE.multiBlock, COUPON_TYPE.lucky, COUPON_TYPE.patent, COUPON_TYPE.manySingles,
]);

/** A leg as the figures read it: coefficient (thousandths), block, banker and market kind (spec §3; 7 has no bonus bet). */
export interface FiguresLeg extends Leg {
  /** Market kind (spec §3), 0 for this feed's markets. */
  kind: number;
}

/** Whether the express bonus bet may be added (spec §4). */
export interface BonusBetChoice {
  /** The brand has the bonus bet feature on. */
  featureOn: boolean;
  /** The player kept it (false once deleted by hand, spec §4 manuallyDeletedBonusBet). */
  wanted: boolean;
}

/** The figures of a coupon; a figure the legs or stakes do not allow (wrong leg count, missing stake) is null. */
export interface CouponFigures {
  /** Coefficient of the bonus-bet leg, thousandths; null when the coupon has none. */
  bonusCoefMilli: number | null;
  /** {@link bonusCoefMilli} as a decimal. */
  bonusCoef: number | null;
  /** The legs the payout multiplies: the coupon's legs, then the bonus-bet leg when added. */
  paidLegs: Leg[];
  /** Coupon coefficient, thousandths (module docstring); null for the multi-line types. */
  coefMilli: number | null;
  /** {@link coefMilli} as a decimal. */
  coef: number | null;
  /** Bet lines (combinations) as the receipt counts them (./arithmetic.ts lineCount). */
  lines: number | null;
  /** Amount debited, minor units. */
  totalStakeMinor: number | null;
  /** Payout if every leg wins, rounded down to a minor unit. */
  potentialPayoutMinor: number | null;
}

/** `f()`, or null when the legs or stakes do not allow it (the arithmetic's RangeError). */
function figure<T>(f: () => T): T | null {
  try {
    return f();
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/**
 * The figures of a coupon (module docstring). The bonus-bet leg is added to an express when
 * {@link isBonusBetAvailable} (spec §4) and the player kept it; its coefficient is
 * {@link bonusBetCoef} of the number of legs.
 * @param typeId coupon type id 0..9
 * @param legs the coupon's legs in coupon order (banker marks read on a system, blocks on a multi-block)
 * @param stakes the stakes in minor units (./arithmetic.ts CouponStakes)
 * @param bonus whether the bonus bet may be added
 * @returns the figures; never throws for legs or stakes the type does not allow (those figures are null)
 */
export function couponFigures(typeId: CouponTypeId, legs: readonly FiguresLeg[], stakes: CouponStakes, bonus: BonusBetChoice): CouponFigures {
  const plain: Leg[] = legs.map(({ coefMilli, blockId, isBanker }) => ({ coefMilli, ...(blockId === undefined ? {} : { blockId }), ...(isBanker === undefined ? {} : { isBanker }) }));
  const expressMilli = figure(() => totalCoefMilli(plain));
  const withBonus =
    bonus.wanted &&
    expressMilli !== null &&
    isBonusBetAvailable({ featureOn: bonus.featureOn, typeId, bets: legs.map((leg) => ({ coef: leg.coefMilli / 1000, kind: leg.kind })), totalCoef: expressMilli / 1000 });
  const bonusCoefMilli = withBonus ? coefToMilli(bonusBetCoef(legs.length)) : null;
  const paidLegs = bonusCoefMilli === null ? plain : [...plain, { coefMilli: bonusCoefMilli }];
  const coefMilli = couponCoefMilli(typeId, plain, bonusCoefMilli);
  const lines = figure(() => lineCount(typeId, plain, stakes));
  return {
    bonusCoefMilli,
    bonusCoef: bonusCoefMilli === null ? null : bonusCoefMilli / 1000,
    paidLegs,
    coefMilli,
    coef: coefMilli === null ? null : coefMilli / 1000,
    lines,
    totalStakeMinor: figure(() => totalStakeMinor(typeId, plain, stakes)),
    potentialPayoutMinor: figure(() => floorMinor(potentialPayout(typeId, paidLegs, stakes))),
  };
}

/**
 * The coupon coefficient in thousandths (module docstring): single and express → the product of
 * the legs and the bonus-bet leg, rounded half up to 3 decimals; anti-express →
 * {@link antiExpressCoefMilli} of the legs; null for the multi-line types, for no legs, or for an
 * invalid leg coefficient.
 * @param typeId coupon type id 0..9
 * @param legs the coupon's own legs (without the bonus-bet leg)
 * @param bonusCoefMilli the bonus-bet leg's coefficient, thousandths, or null
 */
export function couponCoefMilli(typeId: number, legs: readonly Leg[], bonusCoefMilli: number | null): number | null {
  if (legs.length === 0 || !ONE_COEF_TYPES.has(typeId)) return null;
  if (typeId === COUPON_TYPE.antiExpress) return figure(() => antiExpressCoefMilli(legs));
  return figure(() => totalCoefMilli(bonusCoefMilli === null ? legs : [...legs, { coefMilli: bonusCoefMilli }]));
}

/** A leg as a receipt lists it: a bet of the coupon (its index in `bets`) or the bonus-bet leg. */
export type ReceiptLeg<B> = { kind: 'bet'; bet: B; coef: number } | { kind: 'bonus'; coef: number };

/**
 * The legs a receipt lists, in order: its bets, then the bonus-bet leg when the coupon has one
 * (spec §4). For a single or an express the coefficients of these legs multiply to the receipt's
 * coefficient (rounded to 3 decimals, spec §9).
 * @param receipt the receipt's bets (with their accepted coefficients) and its bonus-bet coefficient
 */
export function receiptLegs<B extends { coef: number }>(receipt: { bets: readonly B[]; bonusCoef: number | null }): ReceiptLeg<B>[] {
  const legs: ReceiptLeg<B>[] = receipt.bets.map((bet) => ({ kind: 'bet', bet, coef: bet.coef }));
  if (receipt.bonusCoef !== null) legs.push({ kind: 'bonus', coef: receipt.bonusCoef });
  return legs;
}
