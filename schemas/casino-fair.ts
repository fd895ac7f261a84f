/**
 * Provably fair inputs at the boundary (spec §2 casino; src/domain/casino/): the seeds of a round and
 * the player's inputs the verify page passes to `verifyRound`. Seeds are text (HMAC keys and
 * messages are their UTF-8 bytes); the nonce is the player's round counter.
 */
import { z } from 'zod';
import { safeString } from './primitives.ts';
import { PLINKO_RISKS } from '../src/domain/casino/plinko.ts';
import { BACCARAT_BETS } from '../src/domain/casino/baccarat.ts';
import { DRAGON_TIGER_BETS } from '../src/domain/casino/dragon-tiger.ts';

/** A server seed as issued (64 hex) or revealed; up to 128 characters of safe text. */
const serverSeedSchema = safeString().min(1).max(128);
/** A client seed chosen by the player: 1–64 characters of printable ASCII without ':' (it separates the HMAC message fields). */
export const clientSeedSchema = safeString().regex(/^[\x21-\x39\x3b-\x7e]{1,64}$/, 'must be 1–64 printable characters without spaces or ":"');
/** A nonce: the player's round counter, 0 … 2^31 − 1. */
const nonceSchema = z.number().int().min(0).max(2 ** 31 - 1);

/** The seeds of one round. */
export const fairSeedSchema = z.strictObject({ serverSeed: serverSeedSchema, clientSeed: clientSeedSchema, nonce: nonceSchema });

const rouletteBet = z.strictObject({
  kind: z.enum(['straight', 'split', 'street', 'trio', 'corner', 'firstFour', 'sixLine', 'column', 'dozen', 'red', 'black', 'odd', 'even', 'low', 'high']),
  numbers: z.array(z.number().int().min(0).max(36)).max(6).optional(),
  index: z.number().int().min(1).max(3).optional(),
  stakeMinor: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});

const face = z.number().int().min(1).max(6);
/** A sic bo bet (src/domain/casino/sic-bo.ts): the layout's kinds with their total or faces. */
export const sicBoBetSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.enum(['small', 'big', 'odd', 'even', 'anyTriple']) }),
  z.strictObject({ kind: z.literal('total'), total: z.number().int().min(4).max(17) }),
  z.strictObject({ kind: z.enum(['triple', 'double', 'single']), face }),
  z.strictObject({ kind: z.literal('combo'), faces: z.tuple([face, face]).refine(([a, b]) => a !== b, 'two different faces') }),
]);

/** What the player chose in a round, per game id (the game rules refuse shapes the layout lacks). */
export const verifyInputSchema = z.discriminatedUnion('game', [
  z.strictObject({ game: z.literal('dice'), target: z.number().int().min(1).max(9999), side: z.enum(['under', 'over']) }),
  z.strictObject({ game: z.literal('limbo'), targetCents: z.number().int().min(101).max(100_000_000) }),
  z.strictObject({ game: z.literal('crash'), scheduled: z.boolean().optional() }),
  z.strictObject({ game: z.literal('mines'), mines: z.number().int().min(1).max(24) }),
  z.strictObject({ game: z.literal('plinko'), rows: z.number().int().min(8).max(16), risk: z.enum(PLINKO_RISKS) }),
  z.strictObject({ game: z.literal('keno'), picks: z.array(z.number().int().min(1).max(40)).min(1).max(10) }),
  z.strictObject({ game: z.literal('tv-keno') }),
  z.strictObject({ game: z.literal('european-roulette'), bets: z.array(rouletteBet).min(1).max(50) }),
  z.strictObject({ game: z.literal('blackjack'), actions: z.array(z.enum(['hit', 'stand', 'double', 'split'])).max(30) }),
  z.strictObject({ game: z.literal('jacks-or-better'), held: z.array(z.boolean()).length(5) }),
  z.strictObject({ game: z.enum(['northern-lights', 'desert-caravan']) }),
  z.strictObject({ game: z.literal('lucky-three') }),
  z.strictObject({ game: z.literal('bingo-90'), draws: z.enum(['ticket', 'calls']) }),
  z.strictObject({ game: z.literal('baccarat'), bet: z.enum(BACCARAT_BETS) }),
  z.strictObject({ game: z.literal('dragon-tiger'), bet: z.enum(DRAGON_TIGER_BETS) }),
  z.strictObject({ game: z.literal('sic-bo'), bet: sicBoBetSchema }),
]);
