/**
 * Boundary shapes of our own game server (src/server/game-server/, the provider side of the
 * casino): the parameters of a round of each game, and the bodies of its browser API
 * under `/game-server/api/` (called by the game pages it serves in the portal's iframe).
 * Stakes are integers in minor units of the session's currency (fun money in demo).
 */
import { z } from 'zod';
import { safeString } from './primitives.ts';
import { clientSeedSchema } from './casino-fair.ts';

/** The games the game server plays. */
export const GAME_SERVER_GAMES = ['dice', 'limbo', 'mines', 'keno', 'roulette', 'plinko'] as const;
/** A game of the game server. */
export type GameServerGame = (typeof GAME_SERVER_GAMES)[number];

const rouletteBet = z.strictObject({
  kind: z.enum(['straight', 'split', 'street', 'trio', 'corner', 'firstFour', 'sixLine', 'column', 'dozen', 'red', 'black', 'odd', 'even', 'low', 'high']),
  numbers: z.array(z.number().int().min(0).max(36)).max(6).optional(),
  index: z.number().int().min(1).max(3).optional(),
  /** Minor units. */
  stakeMinor: z.number().int().positive(),
});

/** The parameters of a round, by game (the stake of roulette is the sum of its bets). */
export const roundParams = z.discriminatedUnion('game', [
  /** `target` in hundredths (1 … 9999), winning side. */
  z.strictObject({ game: z.literal('dice'), target: z.number().int().min(1).max(9999), side: z.enum(['under', 'over']) }),
  /** Target multiplier in hundredths (101 = 1.01×). */
  z.strictObject({ game: z.literal('limbo'), targetCents: z.number().int().min(101).max(100_000_000) }),
  /** Mine count and the tiles (0 … 24) opened in order; the round pays when none is a mine. */
  z.strictObject({ game: z.literal('mines'), mines: z.number().int().min(1).max(24), tiles: z.array(z.number().int().min(0).max(24)).min(1).max(24) }),
  /** 1 … 10 distinct numbers of 1 … 40. */
  z.strictObject({ game: z.literal('keno'), picks: z.array(z.number().int().min(1).max(40)).min(1).max(10) }),
  z.strictObject({ game: z.literal('roulette'), bets: z.array(rouletteBet).min(1).max(40) }),
  z.strictObject({ game: z.literal('plinko'), rows: z.number().int().min(8).max(16), risk: z.enum(['low', 'medium', 'high']) }),
]);
/** The parameters of a round. */
export type RoundParams = z.infer<typeof roundParams>;

/** Who plays: a wallet session token (real money) or a demo wallet id (fun money). */
const who = {
  token: safeString().min(16).max(200).optional(),
  demo: safeString().regex(/^[A-Za-z0-9_-]{16,64}$/).optional(),
};

/** `POST /game-server/api/session`: open or resume (token: real money; none or `demo`: fun money). */
export const gsSessionBody = z.strictObject({ ...who, game: z.enum(GAME_SERVER_GAMES) });
/** `POST /game-server/api/play`: one round; `stakeMinor` is ignored for roulette (sum of its bets). */
export const gsPlayBody = z.strictObject({ ...who, stakeMinor: z.number().int().positive().max(1_000_000_000_000), params: roundParams });
/** `POST /game-server/api/seed`: set the next client seed and rotate the pair (reveals the server seed). */
export const gsSeedBody = z.strictObject({ ...who, clientSeed: clientSeedSchema.optional() });

/** The seed pair shown to the player: the server seed only once rotated. */
export const gsSeedView = z.object({
  seedId: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  serverSeed: z.string().nullable(),
});
export type GsSeedView = z.infer<typeof gsSeedView>;

/** A played round as the game server answers it (also to the verify page). */
export const gsRoundView = z.object({
  roundId: z.number().int(),
  game: z.enum(GAME_SERVER_GAMES),
  mode: z.enum(['real', 'demo']),
  params: roundParams,
  result: z.record(z.string(), z.unknown()),
  stakeMinor: z.number().int(),
  payoutMinor: z.number().int(),
  currency: z.string(),
  status: z.enum(['pending', 'settled', 'refused', 'rolled_back']),
  seed: gsSeedView,
  /** Nonce of this round. */
  nonce: z.number().int(),
  createdAt: z.string(),
});
export type GsRoundView = z.infer<typeof gsRoundView>;
