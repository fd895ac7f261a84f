/**
 * Requests and responses of the coupon APIs (spec §3 "Coupon to place", "Bet", "Bet
 * history directories"): placement, the receipt, bet history and coupon settings. Money in
 * requests is a major-unit decimal string in the account's currency ("150", "2.50"); responses
 * carry it both as that string and in minor units.
 */
import { z } from 'zod';
import { outcomeKeySchema, replayIdSchema as gameIdSchema } from './outcome-key.ts';
import { scoreSchema } from './game.ts';
import { isoDay, queryInteger, safeString } from './primitives.ts';

/** An amount in MAJOR units as decimal text ("150", "2.50"), as the player types it; requests and coupon settings carry money this way. */
export const amountTextSchema = safeString().trim().regex(/^\d{1,12}(\.\d{1,3})?$/, 'must be an amount such as 150 or 2.50');

/** One bet of a coupon to place. */
const betToPlaceSchema = z.strictObject({
  /** Outcome key. */
  key: outcomeKeySchema,
  /** Game instance. */
  gameId: gameIdSchema,
  /** Coefficient the player saw (decimal, 3 decimals at most). */
  coef: z.number().min(1.001).max(100_000),
  /** Block of a multi-bet by blocks (type 4). */
  blockId: z.number().int().min(0).max(99).optional(),
  /** Banker of a system bet. */
  isBanker: z.boolean().optional(),
});

/** `POST /web-api/coupon/place`: spec §3 "Coupon to place". */
export const placeCouponRequest = z.strictObject({
  /** Client-generated id of this submission; a retry with the same refId places one coupon. */
  refId: safeString().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8–64 letters, digits, _ or -'),
  /** Coupon type id 0..9. */
  typeId: z.number().int().min(0).max(9),
  /** Account the stake is taken from (the player's main, bonus or currency account). */
  accountId: z.number().int().positive(),
  /** Stake: of the coupon (single, express, chain, anti-express), or per line (system, lucky, patent). */
  amount: amountTextSchema.optional(),
  /** Stake of each bet by outcome key (many singles, conditional). */
  amountByBetId: z.record(outcomeKeySchema, amountTextSchema).optional(),
  /** Stake of each block (multi-bet by blocks). */
  amountByBlockId: z.record(safeString().regex(/^\d{1,2}$/), amountTextSchema).optional(),
  /** System value (type 2), 2..offset. */
  systemValue: z.number().int().min(2).max(30).optional(),
  /** Change-of-odds action: 0 approve, 1 any change, 2 accept on rise. */
  changeCoefAction: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** Coefficient view the player reads (spec §3 coefViewId), kept on the receipt. */
  coefViewId: z.number().int().min(0).max(16).optional(),
  /** The bets, 1..30. */
  bets: z.array(betToPlaceSchema).min(1).max(30),
  /** Promo code. */
  promoCode: safeString().trim().max(32).optional(),
  /** VIP bet (a stake above the maximum, for line bets). */
  isVipBet: z.boolean().optional(),
  /** Placed with one click. */
  isOneClick: z.boolean().optional(),
  /** Keep the bonus bet of an express (spec §4); false when the player deleted it. Default true. */
  withBonusBet: z.boolean().optional(),
});

/** A coupon to place. */
export type PlaceCouponRequest = z.infer<typeof placeCouponRequest>;

const score = scoreSchema;

/** A bet of a receipt (spec §3 Bet). */
const receiptBetSchema = z.strictObject({
  key: z.string(),
  gameId: z.string(),
  permanentId: z.number().int().positive(),
  gameName: z.string(),
  champId: z.number().int(),
  champName: z.string(),
  /** Kick-off of the game instance, Unix seconds. */
  start: z.number().int(),
  groupId: z.number().int(),
  typeId: z.number().int(),
  param: z.number().nullable(),
  /** i18n key of the outcome label. */
  label: z.string(),
  /** Accepted coefficient. */
  coef: z.number(),
  isLive: z.boolean(),
  blockId: z.number().int(),
  isBanker: z.boolean(),
  /** Bet status id of spec §4 (−1 game not started / in play, then 0..6). */
  statusId: z.number().int().min(-2).max(6),
  /** Final score once settled. */
  score: score.nullable(),
  halfTimeScore: score.nullable(),
});

/** The receipt of a placed coupon (`print-coupon/{couponId}` renders it). */
export const receiptSchema = z.strictObject({
  couponId: z.number().int().positive(),
  refId: z.string(),
  typeId: z.number().int().min(0).max(9),
  systemValue: z.number().int().nullable(),
  /** Number of bet lines (combinations). */
  combinations: z.number().int().min(1),
  /**
   * Coupon coefficient, 3 decimals (src/domain/coupon/figures.ts, the same the slip shows): single
   * and express → the product of the legs, bonus-bet leg included; anti-express → its own price
   * (potential payout = stake × coef); null for the multi-line types.
   */
  coef: z.number().nullable(),
  /** Coefficient of the bonus-bet leg of an express (spec §4), listed after the bets; null when none. */
  bonusCoef: z.number().nullable(),
  accountId: z.number().int(),
  currency: z.strictObject({ iso: z.string(), exponent: z.number().int() }),
  stake: z.string(),
  stakeMinor: z.number().int().positive(),
  potentialPayout: z.string(),
  potentialPayoutMinor: z.number().int().min(0),
  changeCoefAction: z.number().int().min(0).max(2),
  /** Coefficient view the player placed with (spec §3 coefViewId): receipts show odds in it; absent = 0 decimal. */
  coefViewId: z.number().int().min(0).max(16).optional(),
  /** ISO date-time of acceptance. */
  placedAt: z.string(),
  /** Coupon status: a bet status id, −1 while open. */
  statusId: z.number().int().min(-2).max(6),
  payout: z.string().nullable(),
  payoutMinor: z.number().int().min(0).nullable(),
  settledAt: z.string().nullable(),
  bets: z.array(receiptBetSchema).min(1),
});

/** A receipt. */
export type Receipt = z.infer<typeof receiptSchema>;

/** `POST /web-api/coupon/place` response. */
export const placeCouponResponse = z.strictObject({ couponId: z.number().int().positive(), receipt: receiptSchema });

/** `GET /web-api/bets/history` query. */
export const betHistoryQuery = z.strictObject({
  /** Directory of spec §3: 1 on_site, 2 toto, 3 accurate, 4 uncalculated, 5 in_cashier, 7 casino. */
  directory: queryInteger(0, 99).pipe(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(7)])).default(1),
  /** compact_view or full_view. */
  view: z.enum(['compact_view', 'full_view']).default('compact_view'),
  /** Period start, ISO date (YYYY-MM-DD, inclusive, UTC). */
  from: isoDay.optional(),
  /** Period end, ISO date (inclusive, UTC). */
  to: isoDay.optional(),
  page: queryInteger(1, 10_000).default(1),
  pageSize: queryInteger(1, 100).default(20),
});

/** `GET /web-api/bets/history` response: spec "entities and total_count". */
export const betHistoryResponse = z.strictObject({ entities: z.array(receiptSchema), total_count: z.number().int().min(0) });

/** A step of the coupon's +/− buttons in MAJOR units as a number (2.5 = USD 2.50). */
const amountStepSchema = z.number().positive().max(1_000_000);

/**
 * Coupon settings of spec §3, the one shape of them everywhere: `GET`/`PUT
 * /web-api/coupon/settings` (loaded after login, spec §6), the server's store, a guest's
 * localStorage copy and the coupon island. Money is in MAJOR units throughout: amount steps as
 * numbers, one-click stakes as decimal text. The default (guests and players alike) is
 * src/domain/coupon/state-rules.ts defaultCouponSettings.
 */
export const couponSettingsSchema = z.strictObject({
  /** The player's own amount step per currency, major units; a currency without one uses the spec §9 step (RUB 100, USD/EUR 2.5). */
  amountStepByCurrencyIso: z.record(safeString().regex(/^[A-Z]{3}$/), amountStepSchema),
  isManualAmountStep: z.boolean(),
  /** 0 approve, 1 any change, 2 accept on rise (default). */
  changeCoefAction: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  isAutoMax: z.boolean(),
  isVipBet: z.boolean(),
  isBalanceShown: z.boolean(),
  isPossibleWinShown: z.boolean(),
  isSelectAccountShown: z.boolean(),
  isCouponFixed: z.boolean(),
  /** One-click stake, major-unit text, or null (the currency's initial amount). */
  oneClickAmount: amountTextSchema.nullable(),
  isActiveOneClick: z.boolean(),
  /** Exact coefficient mode, or null for none. */
  exactCoef: safeString().max(16).nullable(),
  isDropOnScoreChange: z.boolean(),
  expressId: z.number().int().nullable(),
  /** One-click stake on the bonus account, major-unit text, or null (the currency's initial amount). */
  bonusAccountOneClickAmount: amountTextSchema.nullable(),
});

/** Coupon settings. */
export type CouponSettingsBody = z.infer<typeof couponSettingsSchema>;
