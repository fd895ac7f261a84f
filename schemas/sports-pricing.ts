/**
 * How a brand prices the sports line (ARCHITECTURE "Sports feed", "Brand settings at run time"):
 * which real bookmaker prices of the data its pre-match markets take, and the margin it puts on
 * every market. The rules that apply it are src/domain/feed/real-prices.ts.
 */
import { z } from 'zod';
import { PRICE_BOOKMAKERS, PRICE_MOMENTS } from '../src/domain/feed/price-books.ts';

/** A brand's sports pricing. */
export const sportsPricingSchema = z.strictObject({
  /** Which moment's prices the pre-match line takes; the other moment only when the row lacks it. */
  moment: z.enum(PRICE_MOMENTS),
  /** The preferred bookmaker; the others in {@link PRICE_BOOKMAKERS} order when its cells are blank. */
  bookmaker: z.enum(PRICE_BOOKMAKERS),
  /** The brand's margin, basis points (1 = 0.01 %): every market's book sums to 1 + this / 10 000. */
  marginBasisPoints: z.number().int().min(0).max(2500),
});
/** A brand's sports pricing. */
export type SportsPricing = z.infer<typeof sportsPricingSchema>;

/**
 * The pricing of a brand that sets none: Bet365's closing prices (the market at kick-off, the
 * retail bookmaker the data covers best) with a 5 % margin.
 */
export const DEFAULT_SPORTS_PRICING: SportsPricing = Object.freeze({ moment: 'closing', bookmaker: 'B365', marginBasisPoints: 500 });
