/**
 * Queries and responses of the feed APIs (issue 5; spec §3 Game, Market, Market group template).
 * Responses are validated by tests against these schemas.
 */
import { z } from 'zod';

const id = z.coerce.number().int().positive();

/** `GET /bff-api/feed/{line|live|results}`. */
export const gameListQuery = z.strictObject({
  /** Only this champ. */
  champId: id.optional(),
  /** Most games answered, 1..500 (default 100). */
  limit: z.coerce.number().int().min(1).max(500).default(100),
  /** Language of labels (accepted for cache keys; labels are i18n keys). */
  lang: z.string().regex(/^[a-z]{2}$/).optional(),
});

const score = z.strictObject({ home: z.number().int().min(0), away: z.number().int().min(0) });

/** A game in a list (spec §3 Game). */
export const gameViewSchema = z.strictObject({
  id: z.string().regex(/^\d+:-?\d+$/),
  permanentId: z.number().int().positive(),
  sportId: z.number().int(),
  sportName: z.string(),
  champId: z.number().int(),
  champName: z.string(),
  countryId: z.number().int(),
  countryName: z.string(),
  opponents: z.tuple([z.strictObject({ id: z.number(), name: z.string() }), z.strictObject({ id: z.number(), name: z.string() })]),
  start: z.number().int(),
  isNotStarted: z.boolean(),
  isGameOver: z.boolean(),
  status: z.enum(['line', 'live', 'finished']),
  periodId: z.number().int().min(0).max(4),
  periodName: z.string(),
  timeSeconds: z.number().int().min(0),
  minute: z.number().int().min(0).max(90),
  running: z.boolean(),
  score,
  halfTimeScore: score.nullable(),
  numberOfMarkets: z.number().int().min(0),
  isTop: z.boolean(),
  main: z.array(z.strictObject({ typeId: z.number().int(), coef: z.number().min(1.01), isLocked: z.boolean() })),
});

/** `GET /bff-api/feed/{line|live|results}` response. */
export const gameListResponse = z.strictObject({ games: z.array(gameViewSchema), serverTime: z.number().int() });

/** A priced outcome (spec §3 Market). */
export const marketSchema = z.object({
  groupId: z.number().int(),
  typeId: z.number().int(),
  param: z.number().optional(),
  label: z.string(),
  coef: z.number().min(1.01),
  prob: z.number().min(0).max(1),
  isLocked: z.boolean(),
  gameId: z.string(),
});

/** `GET /bff-api/feed/game/{permanentId}` response. */
export const gameDetailResponse = z.strictObject({
  game: gameViewSchema,
  groups: z.array(z.strictObject({ groupId: z.number().int(), name: z.string(), columns: z.union([z.literal(1), z.literal(2), z.literal(3)]), markets: z.array(marketSchema) })),
  stats: z.unknown().nullable(),
  serverTime: z.number().int(),
});

/** `GET /bff-api/feed/stream?games=…&since=…`: game ids to follow (permanent ids, comma list). */
export const streamQuery = z.strictObject({
  games: z
    .string()
    .regex(/^\d+(,\d+){0,99}$/, 'must be up to 100 comma-separated game ids')
    .transform((value) => value.split(',').map(Number))
    .optional(),
});
