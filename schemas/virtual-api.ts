/**
 * Requests and responses of the virtual sports API (spec §2 `virtualsports`;
 * src/domain/virtual/league.ts): a single bet on one outcome of one match of an event not yet
 * kicked off, and the bet as the API and the page show it. Money in requests is major-unit decimal
 * text; responses carry it as that text and in minor units.
 */
import { z } from 'zod';
import { amountTextSchema } from './coupon-api.ts';
import { safeString } from './primitives.ts';

/** `POST /web-api/virtual/bet`. */
export const placeVirtualBetRequest = z.strictObject({
  /** Client-generated id of this submission; a retry with the same refId places one bet. */
  refId: safeString().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8–64 letters, digits, _ or -'),
  accountId: z.number().int().positive(),
  /** The event (src/domain/virtual/league.ts), not yet kicked off. */
  eventId: z.number().int().min(0).max(100_000_000),
  /** Match 0..9 of the event. */
  match: z.number().int().min(0).max(9),
  outcome: z.enum(['1', 'X', '2', 'over', 'under']),
  /** The coefficient the player saw (the model's; a different one is 409 coef_changed). */
  coef: z.number().min(1.001).max(10_000),
  amount: amountTextSchema,
});
/** A bet to place. */
export type PlaceVirtualBetRequest = z.infer<typeof placeVirtualBetRequest>;

/** A virtual bet as shown. */
export const virtualBetSchema = z.strictObject({
  betId: z.number().int().positive(),
  refId: z.string(),
  eventId: z.number().int(),
  match: z.number().int(),
  home: z.string(),
  away: z.string(),
  outcome: z.enum(['1', 'X', '2', 'over', 'under']),
  coef: z.number(),
  currency: z.strictObject({ iso: z.string(), exponent: z.number().int() }),
  stake: z.string(),
  stakeMinor: z.number().int(),
  potentialPayout: z.string(),
  /** −1 open, 0 lost, 1 won. */
  statusId: z.number().int(),
  score: z.strictObject({ home: z.number().int(), away: z.number().int() }).nullable(),
  payout: z.string().nullable(),
  payoutMinor: z.number().int().nullable(),
  kickoffAt: z.string(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});
/** A virtual bet. */
export type VirtualBet = z.infer<typeof virtualBetSchema>;
