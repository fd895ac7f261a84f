/**
 * Boundary shapes of our own game server (src/server/game-server/, the provider side of the
 * casino): the parameters of a round of each game, and the bodies of its browser API
 * under `/game-server/api/` (called by the game pages it serves in the portal's iframe).
 * Stakes are integers in minor units of the session's currency (fun money in demo).
 */
import { z } from 'zod';
import { safeString } from './primitives.ts';
import { clientSeedSchema, sicBoBetSchema } from './casino-fair.ts';
import { BACCARAT_BETS } from '../src/domain/casino/baccarat.ts';
import { DRAGON_TIGER_BETS } from '../src/domain/casino/dragon-tiger.ts';

/** Our game server's provider id in the casino catalogue (casino_games.provider_id). */
export const GAME_SERVER_PROVIDER = 'betportal-games';

/** The games the game server plays. */
export const GAME_SERVER_GAMES = [
  'dice', 'limbo', 'mines', 'keno', 'roulette', 'plinko', 'northern-lights', 'desert-caravan', 'lucky-three', 'jacks-or-better', 'blackjack', 'tv-keno', 'crash', 'bingo',
  'baccarat', 'dragon-tiger', 'sic-bo',
] as const;
/** Games played by tickets on a scheduled round (not through `/api/play`). */
const TICKET_GAMES = ['tv-keno', 'crash', 'bingo'] as const;
/**
 * Games whose round takes several steps (deal, then the player's decisions): the round stays
 * `open` between steps and its parameters collect the decisions (`holds`, `actions`).
 */
export const MULTI_STEP_GAMES = ['jacks-or-better', 'blackjack'] as const;
/** A multi-step game. */
export type MultiStepGame = (typeof MULTI_STEP_GAMES)[number];
/** Blackjack decisions (src/domain/casino/blackjack.ts). */
export const BLACKJACK_ACTIONS = ['hit', 'stand', 'double', 'split'] as const;
/** The 5-reel video slots among them (UKGC slot rules apply: src/domain/casino/slots.ts). */
export const SLOT_GAMES = ['northern-lights', 'desert-caravan'] as const;
/** A slot of the game server. */
export type SlotGame = (typeof SLOT_GAMES)[number];
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
  /** One coup of baccarat, dragon tiger, one roll of sic bo: one bet on the round's stake. */
  z.strictObject({ game: z.literal('baccarat'), bet: z.enum(BACCARAT_BETS) }),
  z.strictObject({ game: z.literal('dragon-tiger'), bet: z.enum(DRAGON_TIGER_BETS) }),
  z.strictObject({ game: z.literal('sic-bo'), bet: sicBoBetSchema }),
  /** One spin of a slot (the stake is the total bet, split over its paylines); free spins it triggers play inside the round. No autoplay: one request, one spin. */
  z.strictObject({ game: z.literal('northern-lights') }),
  z.strictObject({ game: z.literal('desert-caravan') }),
  /** One scratch card (the stake is the card's price). */
  z.strictObject({ game: z.literal('lucky-three') }),
  /** Jacks or Better: dealt at the start; `holds` (5 flags) are the player's draw, absent until then. */
  z.strictObject({ game: z.literal('jacks-or-better'), holds: z.array(z.boolean()).length(5).optional() }),
  /**
   * Blackjack: `actions` are the player's decisions in order (absent at the deal); `baseStakeMinor`
   * is the first hand's stake, stored by the server (doubles and splits add to the round's stake).
   */
  z.strictObject({
    game: z.literal('blackjack'),
    actions: z.array(z.enum(BLACKJACK_ACTIONS)).max(40).optional(),
    baseStakeMinor: z.number().int().positive().max(1_000_000_000_000).optional(),
  }),
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
/** A round's key `{seedId}-{nonce}`. */
const gsRoundKey = z.string().regex(/^\d{1,15}-\d{1,9}$/, 'must be a round key such as 12-3');

/** `POST /game-server/api/action`: the next decision in an open round of a multi-step game. */
export const gsActionBody = z.strictObject({
  ...who,
  round: gsRoundKey,
  action: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('draw'), holds: z.array(z.boolean()).length(5) }),
    z.strictObject({ kind: z.enum(BLACKJACK_ACTIONS) }),
  ]),
});

const ticketStake = z.number().int().positive().max(1_000_000_000_000);
/**
 * `POST /game-server/api/tickets`: a ticket for the round taking bets — TV keno: 1 … 10 distinct
 * numbers of 1 … 80; crash: an optional auto cash-out in hundredths (101 = 1.01 ×); bingo: a card.
 */
export const gsTicketBody = z.discriminatedUnion('game', [
  z.strictObject({ ...who, game: z.literal('tv-keno'), stakeMinor: ticketStake, picks: z.array(z.number().int().min(1).max(80)).min(1).max(10) }),
  z.strictObject({ ...who, game: z.literal('crash'), stakeMinor: ticketStake, autoCents: z.number().int().min(101).max(100_000).nullable().optional() }),
  /** Bingo: the ticket price; the card is dealt by the server from the player's seed pair. */
  z.strictObject({ ...who, game: z.literal('bingo'), stakeMinor: ticketStake }),
]);
/** `POST /game-server/api/tickets/list`: the player's latest tickets (settling the rounds that are due first). */
export const gsTicketListBody = z.strictObject({ ...who, game: z.enum(TICKET_GAMES) });
/** `POST /game-server/api/tickets/cashout`: cash out an open crash bet now. */
export const gsCashoutBody = z.strictObject({ ...who, ticket: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** `POST /game-server/api/open`: the player's open round of a multi-step game, if any (resume after a reload). */
export const gsOpenBody = z.strictObject({ ...who, game: z.enum(MULTI_STEP_GAMES) });

/** `POST /game-server/api/seed`: set the next client seed and rotate the pair (reveals the server seed). */
export const gsSeedBody = z.strictObject({ ...who, clientSeed: clientSeedSchema.optional() });

/** The seed pair shown to the player: the server seed only once rotated. */
const gsSeedView = z.object({
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
  /** `open`: a multi-step round waiting for the player's decision (its result is what the player may see). */
  status: z.enum(['open', 'pending', 'settled', 'refused', 'rolled_back']),
  seed: gsSeedView,
  /** Nonce of this round. */
  nonce: z.number().int(),
  createdAt: z.string(),
});
export type GsRoundView = z.infer<typeof gsRoundView>;
