/**
 * Requests and responses of the toto API (spec §2 `toto`; src/domain/toto/pool.ts): a coupon of
 * 1/X/2 picks on the 15 matches of a draw, and the coupon as the API, the toto page and bet history
 * directory 2 show it. Money in requests is major-unit decimal text (the stake of ONE row);
 * responses carry it as that text and in minor units.
 */
import { z } from 'zod';
import { amountTextSchema, betHistoryResponse } from './coupon-api.ts';
import { safeString } from './primitives.ts';

/** One match's picks: a non-empty subsequence of `1X2`. */
const matchPicksSchema = z.enum(['1', 'X', '2', '1X', '12', 'X2', '1X2']);

/** `POST /web-api/toto/coupon`. */
export const placeTotoCouponRequest = z.strictObject({
  /** Client-generated id of this submission; a retry with the same refId places one coupon. */
  refId: safeString().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8–64 letters, digits, _ or -'),
  accountId: z.number().int().positive(),
  /** The draw (src/domain/toto/schedule.ts), still taking coupons. */
  drawId: z.number().int().min(0).max(10_000_000),
  /** The picks of the 15 matches, in the draw's order. */
  picks: z.array(matchPicksSchema).length(15),
  /** Stake of each row, major units. */
  amount: amountTextSchema,
});
/** A coupon to place. */
export type PlaceTotoCouponRequest = z.infer<typeof placeTotoCouponRequest>;

/** A toto coupon as shown. */
export const totoCouponSchema = z.strictObject({
  couponId: z.number().int().positive(),
  refId: z.string(),
  drawId: z.number().int(),
  picks: z.array(matchPicksSchema),
  rows: z.number().int(),
  currency: z.strictObject({ iso: z.string(), exponent: z.number().int() }),
  rowStake: z.string(),
  stake: z.string(),
  stakeMinor: z.number().int(),
  /** −1 open, 0 lost, 1 won, 2 returned (void draw). */
  statusId: z.number().int(),
  bestCorrect: z.number().int().nullable(),
  /** Rows by correct picks (index 0..15), once settled. */
  correctCounts: z.array(z.number().int()).nullable(),
  payout: z.string().nullable(),
  payoutMinor: z.number().int().nullable(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});
/** A toto coupon. */
export type TotoCoupon = z.infer<typeof totoCouponSchema>;

/** `GET /web-api/bets/history?directory=2` (spec §3 Bet history directories, 2 toto): the toto coupons in `toto`, `entities` empty. */
export const totoHistoryResponse = betHistoryResponse.extend({ toto: z.array(totoCouponSchema) });
