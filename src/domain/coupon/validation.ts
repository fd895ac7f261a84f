/**
 * Coupon validation of spec §5 (Coupon): system value at least 2 and up to the offset; minimum
 * amounts only for the coupon types listed in site config; maximum amounts only for listed types
 * and never on the bonus account; a VIP bet only when the max bet is finite, every bet is a line
 * (not live) bet, there is at least one bet and the coupon is not many singles; no promo code on
 * many singles; one-click only when the site config enables it. Plus the structural rules a
 * coupon needs to be placed at all (leg counts per type of spec §3, legs of the same game in a
 * combined line, locked legs of spec §4 Bet flags, missing amounts, the balance).
 *
 * Units: amounts in minor units of the account's currency; the site config's amounts are major-
 * unit decimal strings, converted exactly (a minimum rounded up, a maximum rounded down to a
 * minor unit). Message parameters carry amounts formatted in major units ("10.00").
 */
import type { z } from 'zod';
import type { couponConfigSchema } from '../../../schemas/site-config.ts';
import { formatMinor, parseMajorAmount, type AccountKind, type MoneyCurrency } from '../money.ts';
import { isSystemValueValid, totalStakeMinor, type CouponStakes } from './arithmetic.ts';
import { COUPON_DEFAULTS, COUPON_TYPE } from './types.ts';

/** Coupon settings of the brand (site config `coupon`). */
export type CouponConfig = z.infer<typeof couponConfigSchema>;

/** A reason the coupon cannot be placed: a code and its i18n key `coupon_error_<code>`. */
export interface CouponProblem {
  /** Problem code, e.g. `too_few_bets`. */
  code: string;
  /** i18n key of the message: `coupon_error_` + code. */
  i18nKey: string;
  /** Message parameters. */
  params?: Record<string, string | number>;
}

/** A leg of the coupon being validated. */
export interface ValidationLeg {
  /** Outcome key of the bet (`permanentId:groupId:typeId:param`). */
  key: string;
  /** Game permanent id. */
  permanentId: number;
  /** Coefficient in thousandths. */
  coefMilli: number;
  /** Market kind (spec §3). */
  kind: number;
  /** Live bet (spec §4 Bet flags). */
  isLive: boolean;
  /** Locked bet (spec §4 Bet flags: blocked, dependent or banned for express). */
  isLocked: boolean;
  /** Block of a multi-bet by blocks. */
  blockId?: number;
  /** Banker of a system. */
  isBanker?: boolean;
}

/** What the player is placing. */
export interface ValidationInput {
  /** Coupon type id 0..9. */
  typeId: number;
  /** The coupon's legs, in order. */
  legs: readonly ValidationLeg[];
  /** Stakes, minor units. */
  stakes: CouponStakes;
  /** Promo code entered, if any. */
  promoCode?: string;
  /** VIP bet requested. */
  isVipBet?: boolean;
  /** Placed by one click. */
  isOneClick?: boolean;
}

/** Where the coupon is placed. */
export interface ValidationContext {
  /** The brand's coupon config. */
  config: CouponConfig;
  /** The account's currency: ISO code and exponent (minor units per major = 10^exponent). */
  currency: MoneyCurrency;
  /** Account type (spec §3 Account: 0 main, 4 bonus, 9 currency; src/domain/money.ts accountKindOf). */
  accountType: AccountKind;
  /** Balance in minor units; undefined when unknown (e.g. a guest). */
  balanceMinor: number | undefined;
  /** The player's maximum bet, minor units; undefined = unlimited (spec §9 default). */
  maxBetMinor?: number | undefined;
}

/** Most legs of an express (this portal's limit). */
const MAX_EXPRESS_LEGS = 30;

/**
 * Leg count limits per coupon type: [min, max], max Infinity = no limit. Single exactly 1;
 * express 2..30; system ≥ 3; chain, conditional, anti-express ≥ 2; multi-block ≥ 2 legs (and
 * ≥ 2 in every block, checked separately); lucky 4..6; patent exactly 3; many singles ≥ 1.
 */
export const LEG_LIMITS: Readonly<Record<number, readonly [number, number]>> = {
  [COUPON_TYPE.single]: [1, 1],
  [COUPON_TYPE.express]: [2, MAX_EXPRESS_LEGS],
  [COUPON_TYPE.system]: [3, Infinity],
  [COUPON_TYPE.chain]: [2, Infinity],
  [COUPON_TYPE.multiBlock]: [2, Infinity],
  [COUPON_TYPE.conditional]: [2, Infinity],
  [COUPON_TYPE.antiExpress]: [2, Infinity],
  [COUPON_TYPE.lucky]: [4, 6],
  [COUPON_TYPE.patent]: [3, 3],
  [COUPON_TYPE.manySingles]: [1, Infinity],
};

/** Least legs in each block of a multi-bet by blocks (a block is an express). */
const MIN_LEGS_PER_BLOCK = 2;

/** Coupon types whose lines combine several legs: two legs of one game may not share a line. */
const COMBINING_TYPES: ReadonlySet<number> = new Set([
  COUPON_TYPE.express, COUPON_TYPE.system, COUPON_TYPE.multiBlock, COUPON_TYPE.antiExpress, COUPON_TYPE.lucky, COUPON_TYPE.patent,
]);

function problem(code: string, params?: Record<string, string | number>): CouponProblem {
  return params ? { code, i18nKey: `coupon_error_${code}`, params } : { code, i18nKey: `coupon_error_${code}` };
}

/** A major-unit decimal string in minor units, rounded up (`'ceil'`) or down (`'floor'`). */
function configAmountMinor(text: string | undefined, exponent: number, rounding: 'ceil' | 'floor'): number | undefined {
  if (text === undefined) return undefined;
  const decimals = /\.(\d+)$/.exec(text.trim())?.[1]?.length ?? 0;
  const extra = Math.max(0, decimals - exponent);
  const scaled = parseMajorAmount(text, exponent + extra);
  if (scaled === null) return undefined;
  const unit = 10 ** extra;
  return rounding === 'ceil' ? Math.ceil(scaled / unit) : Math.floor(scaled / unit);
}

function isAmount(value: number | undefined): value is number {
  return value !== undefined && Number.isSafeInteger(value) && value > 0;
}

/** Block ids in ascending order with their legs. */
function blocks(legs: readonly ValidationLeg[]): [number, ValidationLeg[]][] {
  const byBlock = new Map<number, ValidationLeg[]>();
  for (const leg of legs) {
    const id = leg.blockId ?? 0;
    byBlock.set(id, [...(byBlock.get(id) ?? []), leg]);
  }
  return [...byBlock.entries()].sort((a, b) => a[0] - b[0]);
}

/** The amounts a type requires, each with the params naming it; absent ones as undefined. */
function requiredAmounts(input: ValidationInput): { amount: number | undefined; params: Record<string, string | number> }[] {
  const { typeId, legs, stakes } = input;
  switch (typeId) {
    case COUPON_TYPE.multiBlock:
      return blocks(legs).map(([blockId]) => ({ amount: stakes.amountByBlockId?.[blockId], params: { blockId } }));
    case COUPON_TYPE.conditional:
    case COUPON_TYPE.manySingles:
      return legs.map((leg, i) => ({ amount: stakes.amountByLeg?.[i], params: { key: leg.key } }));
    default:
      return [{ amount: stakes.amountMinor, params: {} }];
  }
}

/**
 * Validates a coupon before placement; an empty list means it can be placed. Problems, in this
 * order (code → i18n key `coupon_error_<code>`):
 * - `no_bets`: no legs (returned alone);
 * - `too_few_bets` / `too_many_bets` ({@link LEG_LIMITS}; params `{ min, max }`, `max` left out
 *   when unlimited); for multi-block also a block with fewer than 2 legs (params
 *   `{ min: 2, blockId }`);
 * - `same_game`: two legs of one game (permanentId) in a type whose lines combine legs (express,
 *   system, multi-block — within one block —, anti-express, lucky, patent); params
 *   `{ permanentId }`, one per game;
 * - `bet_locked`: a locked leg (spec §4 Bet flags); params `{ key }`, one per leg;
 * - `banker_not_allowed`: bankers on a type other than system, or bankers leaving fewer than
 *   3 non-banker legs (no system value 2..offset left); params `{ maxBankers }` for a system;
 * - `system_value` (spec §5): a system value (default 2) that is not 2..offset, offset =
 *   non-banker legs − 1; params `{ min: 2, max: offset }`;
 * - `amount_missing`: a required amount absent, ≤ 0 or not an integer (single, express, system,
 *   chain, anti-express, lucky, patent: `amountMinor`; multi-block: each block's amount, params
 *   `{ blockId }`; conditional and many singles: each leg's amount, params `{ key }`);
 * - `amount_below_min` (spec §5): only for types in `config.minAmountCouponTypes` and a currency
 *   in `config.minAmountByCurrency`; each line / single / block / leg amount against the minimum;
 *   params `{ min }` in major units (formatMinor);
 * - `amount_above_max` (spec §5): only for types in `config.maxAmountCouponTypes` and never on
 *   the bonus account; the total stake against the lower of `config.maxAmountByCurrency[iso]`
 *   (absent = unlimited) and the player's `maxBetMinor`; params `{ max }` in major units;
 * - `insufficient_balance`: total stake above a known balance; params `{ balance }`;
 * - `vip_bet_not_allowed` (spec §5): a VIP bet unless the max bet (the brand maximum of the type and currency, or `maxBetMinor`) is finite,
 *   every leg is a line bet (not live), there is a leg and the type is not many singles;
 * - `promo_code_not_allowed` (spec §5): a non-blank promo code on many singles;
 * - `one_click_disabled` (spec §5): one-click while `config.isOneClickEnabled` is false.
 * Amount checks against the total stake run only when the legs and amounts are well-formed.
 * @param input the coupon (amounts in minor units)
 * @param context brand config, currency, account type, balance and the player's max bet
 * @returns the problems found; never throws for any coupon shape
 */
export function validateCoupon(input: ValidationInput, context: ValidationContext): CouponProblem[] {
  const { typeId, legs, stakes } = input;
  const { config, currency } = context;
  if (legs.length === 0) return [problem('no_bets')];
  const problems: CouponProblem[] = [];
  let structural = false;

  const limits = LEG_LIMITS[typeId] ?? [1, Infinity];
  const [min, max] = limits;
  const countParams = (): Record<string, number> => (max === Infinity ? { min } : { min, max });
  if (legs.length < min) {
    problems.push(problem('too_few_bets', countParams()));
    structural = true;
  }
  if (legs.length > max) {
    problems.push(problem('too_many_bets', countParams()));
    structural = true;
  }
  if (typeId === COUPON_TYPE.multiBlock) {
    for (const [blockId, blockLegs] of blocks(legs)) {
      if (blockLegs.length < MIN_LEGS_PER_BLOCK) {
        problems.push(problem('too_few_bets', { min: MIN_LEGS_PER_BLOCK, blockId }));
        structural = true;
      }
    }
  }

  if (COMBINING_TYPES.has(typeId)) {
    const groups = typeId === COUPON_TYPE.multiBlock ? blocks(legs).map(([, blockLegs]) => blockLegs) : [legs];
    const reported = new Set<number>();
    for (const group of groups) {
      const seen = new Set<number>();
      for (const leg of group) {
        if (seen.has(leg.permanentId) && !reported.has(leg.permanentId)) {
          problems.push(problem('same_game', { permanentId: leg.permanentId }));
          reported.add(leg.permanentId);
        }
        seen.add(leg.permanentId);
      }
    }
  }

  for (const leg of legs) if (leg.isLocked) problems.push(problem('bet_locked', { key: leg.key }));

  const bankers = legs.filter((leg) => leg.isBanker).length;
  if (bankers > 0) {
    if (typeId !== COUPON_TYPE.system) {
      problems.push(problem('banker_not_allowed'));
      structural = true;
    } else if (legs.length - bankers < 3) {
      problems.push(problem('banker_not_allowed', { maxBankers: Math.max(0, legs.length - 3) }));
      structural = true;
    }
  }

  if (typeId === COUPON_TYPE.system) {
    const value = stakes.systemValue ?? COUPON_DEFAULTS.systemValue;
    if (!isSystemValueValid(value, legs)) {
      problems.push(problem('system_value', { min: 2, max: legs.length - bankers - 1 }));
      structural = true;
    }
  }

  const amounts = requiredAmounts(input);
  let amountsOk = true;
  for (const { amount, params } of amounts) {
    if (!isAmount(amount)) {
      problems.push(problem('amount_missing', Object.keys(params).length > 0 ? params : undefined));
      amountsOk = false;
    }
  }

  if (amountsOk && config.minAmountCouponTypes.includes(typeId)) {
    const minimum = configAmountMinor(config.minAmountByCurrency[currency.iso], currency.exponent, 'ceil');
    if (minimum !== undefined) {
      for (const { amount, params } of amounts) {
        if (amount! < minimum) problems.push(problem('amount_below_min', { ...params, min: formatMinor(minimum, currency.exponent) }));
      }
    }
  }

  let total: number | undefined;
  if (amountsOk && !structural) {
    try {
      total = totalStakeMinor(typeId, legs, stakes);
    } catch {
      total = undefined; // an unknown type id: nothing to compare
    }
  }

  if (total !== undefined && context.accountType !== 'bonus' && config.maxAmountCouponTypes.includes(typeId)) {
    const limits = [configAmountMinor(config.maxAmountByCurrency[currency.iso], currency.exponent, 'floor'), context.maxBetMinor]
      .filter((x): x is number => x !== undefined && Number.isFinite(x));
    if (limits.length > 0) {
      const maximum = Math.min(...limits);
      if (total > maximum) problems.push(problem('amount_above_max', { max: formatMinor(maximum, currency.exponent) }));
    }
  }

  if (total !== undefined && context.balanceMinor !== undefined && total > context.balanceMinor) {
    problems.push(problem('insufficient_balance', { balance: formatMinor(context.balanceMinor, currency.exponent) }));
  }

  if (input.isVipBet) {
    // The max bet: the brand's maximum for this type and currency, or the player's limit.
    const brandMax = config.maxAmountCouponTypes.includes(typeId) ? configAmountMinor(config.maxAmountByCurrency[currency.iso], currency.exponent, 'floor') : undefined;
    const maxBetFinite = [brandMax, context.maxBetMinor].some((x) => x !== undefined && Number.isFinite(x));
    const allLine = legs.every((leg) => !leg.isLive);
    if (!(maxBetFinite && allLine && legs.length > 0 && typeId !== COUPON_TYPE.manySingles)) {
      problems.push(problem('vip_bet_not_allowed'));
    }
  }

  if (typeId === COUPON_TYPE.manySingles && input.promoCode !== undefined && input.promoCode.trim() !== '') {
    problems.push(problem('promo_code_not_allowed'));
  }

  if (input.isOneClick && !config.isOneClickEnabled) problems.push(problem('one_click_disabled'));

  return problems;
}

/**
 * The problem to show first: the first of {@link validateCoupon}'s list (it is ordered from the
 * most basic problem on), or undefined for a placeable coupon.
 */
export function firstProblem(problems: readonly CouponProblem[]): CouponProblem | undefined {
  return problems[0];
}
