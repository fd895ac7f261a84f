/**
 * Requests and responses of the lotto API (spec §2 `lotto`; src/domain/lotto/): a ticket of
 * 5 main numbers + 1 bonus ball on one replayed draw (`lottoId`), and the ticket as the API and the
 * lotto page show it. Money in requests is major-unit decimal text; responses carry it as that
 * text and in minor units.
 */
import { z } from 'zod';
import { amountTextSchema } from './coupon-api.ts';
import { safeString } from './primitives.ts';

/** `POST /web-api/lotto/ticket`. */
export const placeLottoTicketRequest = z.strictObject({
  /** Client-generated id of this submission; a retry with the same refId buys one ticket. */
  refId: safeString().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8–64 letters, digits, _ or -'),
  /** Account the stake is taken from. */
  accountId: z.number().int().positive(),
  /** The draw (src/domain/lotto/schedule.ts draw id), still on sale. */
  lottoId: z.number().int().min(0).max(100_000_000),
  /** 5 distinct main numbers (the draw's matrix decides the range). */
  numbers: z.array(z.number().int().min(1).max(99)).length(5),
  /** The bonus ball (Powerball, Mega Ball). */
  bonus: z.number().int().min(1).max(99),
  /** Stake, major units. */
  amount: amountTextSchema,
});
/** A ticket to place. */
export type PlaceLottoTicketRequest = z.infer<typeof placeLottoTicketRequest>;

/** The real draw a ticket was settled by. */
const lottoDrawnSchema = z.strictObject({
  /** Real draw date, YYYY-MM-DD. */
  day: z.string(),
  main: z.array(z.number().int()),
  bonus: z.number().int(),
});

/** A ticket as the API and pages show it. */
export const lottoTicketSchema = z.strictObject({
  ticketId: z.number().int().positive(),
  refId: z.string(),
  lottery: z.enum(['powerball', 'megamillions']),
  lottoId: z.number().int(),
  /** Draw instant, ISO 8601. */
  drawAt: z.string(),
  numbers: z.array(z.number().int()),
  bonus: z.number().int(),
  currency: z.strictObject({ iso: z.string(), exponent: z.number().int() }),
  stake: z.string(),
  stakeMinor: z.number().int(),
  potentialPayout: z.string(),
  potentialPayoutMinor: z.number().int(),
  /** −1 until the draw, 0 lost, 1 won (spec §4 bet status ids). */
  statusId: z.number().int(),
  matchedMain: z.number().int().nullable(),
  matchedBonus: z.boolean().nullable(),
  tier: z.number().int().nullable(),
  payout: z.string().nullable(),
  payoutMinor: z.number().int().nullable(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  /** The real numbers, once drawn. */
  drawn: lottoDrawnSchema.nullable(),
});
/** A ticket. */
export type LottoTicket = z.infer<typeof lottoTicketSchema>;
