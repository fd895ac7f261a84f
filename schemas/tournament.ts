/**
 * Casino tournament shapes (spec §2 bonus/casino/tournaments and tournaments/{id}): a tournament as
 * a brand's `bonuses.json` (`tournaments`) and the console write it, and the leaderboard as the
 * pages, `GET /web-api/tournaments/{slug}` and its live stream answer it. Money in minor units of
 * the tournament currency; multipliers in hundredths (`250` = 2.50×); times UTC ISO 8601.
 */
import { z } from 'zod';
import { localizedTextSchema } from './blocks.ts';
import { safeString } from './primitives.ts';
import { changeReason } from './staff-reason.ts';

/** What a tournament ranks by: the casino stakes in the period, or the best win of one stake (win ÷ stake). */
export const TOURNAMENT_METRICS = ['wager', 'multiplier'] as const;
/** A tournament metric. */
export type TournamentMetric = (typeof TOURNAMENT_METRICS)[number];
/** How long each period runs: a day or a week from the anchor. */
export const TOURNAMENT_PERIODS = ['daily', 'weekly'] as const;
/** A tournament period. */
export type TournamentPeriod = (typeof TOURNAMENT_PERIODS)[number];

/** A tournament as written. */
export const tournamentSchema = z.strictObject({
  /** Stable slug, unique per brand: the page is `bonus/casino/tournaments/{slug}`. */
  slug: safeString().regex(/^[a-z0-9][a-z0-9-]{1,59}$/, 'must be a lowercase slug'),
  title: localizedTextSchema(120),
  description: localizedTextSchema(2000),
  metric: z.enum(TOURNAMENT_METRICS),
  currency: safeString().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code'),
  /** Smallest stake that counts, minor units. */
  minBetMinor: z.number().int().min(0).default(0),
  /** Casino lobby categories whose games count (spec §3 casino categories); absent: every game. */
  categories: z.array(safeString().regex(/^[a-z ]{2,40}$/)).min(1).max(10).optional(),
  period: z.enum(TOURNAMENT_PERIODS),
  /** The start of the first period, ISO 8601 UTC; periods follow back to back. */
  anchor: z.iso.datetime(),
  /** Prizes by rank from 1st, minor units, paid as real money when the period ends. */
  prizesMinor: z.array(z.number().int().positive()).min(1).max(50),
  active: z.boolean().default(true),
  /** The CMS promotion (`promotions/{slug}`) whose page presents this tournament. */
  promotion: safeString().regex(/^[a-z0-9][a-z0-9_-]{0,79}$/).optional(),
});
/** A tournament as parsed. */
export type Tournament = z.output<typeof tournamentSchema>;

/** One row of a leaderboard. */
const leaderboardRowSchema = z.strictObject({
  rank: z.number().int().positive(),
  /** The player as others see them: a masked login or id. */
  player: z.string(),
  /** Stakes in minor units (wager) or the best multiplier in hundredths (multiplier). */
  score: z.number().int(),
  /** The prize this rank wins, minor units (0: none). */
  prizeMinor: z.number().int(),
  /** The viewer's own row. */
  me: z.boolean(),
});

/** A tournament's current period and standings (`GET /web-api/tournaments/{slug}`, the live stream's `board` events). */
export const tournamentBoardSchema = z.strictObject({
  slug: z.string(),
  metric: z.enum(TOURNAMENT_METRICS),
  currency: z.string(),
  /** The period's index from the anchor, its start and end. */
  period: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The top of the board (at most 20 rows) and, when the viewer is further down, the viewer's row. */
  rows: z.array(leaderboardRowSchema),
  /** The feed clock when computed, UTC ms. */
  now: z.number().int(),
});
/** A tournament board. */
export type TournamentBoard = z.infer<typeof tournamentBoardSchema>;

/** `POST /console-api/bonuses/{brandId}/tournaments` `{ tournament, reason }`: create or change a tournament by slug. */
export const consoleTournamentBody = z.strictObject({ tournament: tournamentSchema, reason: changeReason });
