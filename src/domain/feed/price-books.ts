/**
 * The real books of the football data a brand's sports pricing chooses from (schemas/sports-pricing.ts,
 * src/domain/feed/real-prices.ts). Plain constants without zod: browser code reaches them through
 * the replay (src/domain/feed/replay.ts), which needs no schema.
 */

/** Moments of the market the football data has: prices when first published, or at kick-off. */
export const PRICE_MOMENTS = ['closing', 'opening'] as const;
/**
 * Bookmakers of the data, in the importer's fallback order: Bet365, Pinnacle, the market average
 * (football-data.co.uk `Avg…`, the mean over the bookmakers the site collects).
 */
export const PRICE_BOOKMAKERS = ['B365', 'PS', 'Avg'] as const;
