/**
 * Scheduled multiplayer casino rounds at the boundary (spec §2 casino; src/domain/casino/scheduled.ts):
 * the query of `GET /game-server/api/scheduled/{game}` and the public view of a round it answers.
 * Times are UTC ms of the feed clock; multipliers in hundredths.
 */
import { z } from 'zod';
import { queryInteger } from './primitives.ts';
import { SCHEDULED_GAMES } from '../src/domain/casino/scheduled.ts';

/** A scheduled game code in the path. */
export const scheduledGameSchema = z.enum(SCHEDULED_GAMES);

/** The query: a round number (default: the round whose period holds the feed clock's now). */
export const scheduledRoundQuery = z.strictObject({
  round: queryInteger(0, 2 ** 31 - 1).optional(),
});

/** The public view of a round: times, the seed hash (always), the seed and outcome once over, the live state so far. */
export const scheduledRoundView = z.strictObject({
  game: scheduledGameSchema,
  round: z.number().int().min(0),
  opensAt: z.number().int(),
  startsAt: z.number().int(),
  nextAt: z.number().int(),
  now: z.number().int(),
  seedHash: z.string().regex(/^[0-9a-f]{64}$/),
  serverSeed: z.string().nullable(),
  /** The provably fair client seed (the game code) and nonce (the round number) for the verify page. */
  clientSeed: z.string(),
  nonce: z.number().int().min(0),
  /** Crash: the multiplier now while running, the crash point once crashed. */
  crash: z.strictObject({ phase: z.enum(['betting', 'running', 'crashed']), multiplierCents: z.number().int().nullable(), crashCents: z.number().int().nullable() }).nullable(),
  /** Bingo calls or TV keno numbers drawn so far, in order. */
  drawn: z.array(z.number().int().min(1).max(90)).nullable(),
});
/** A parsed round view. */
export type ScheduledRoundView = z.infer<typeof scheduledRoundView>;
