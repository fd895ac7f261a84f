/**
 * Queries and responses of the feed APIs (spec §3 Game, Market, Market group template); the game
 * and its markets are schemas/game.ts. Responses are validated by tests against these schemas.
 */
import { z } from 'zod';
import { gameDetailSchema, gameViewSchema } from './game.ts';
import { queryInteger, safeString } from './primitives.ts';

const id = queryInteger(1, Number.MAX_SAFE_INTEGER);

/** `GET /bff-api/feed/{line|live|results}`. */
export const gameListQuery = z.strictObject({
  /** Only this champ. */
  champId: id.optional(),
  /** Only this sport (catalogue sport id: 1 football, 2 tennis, 3 American football). */
  sportId: id.optional(),
  /** Most games answered, 1..500 (default 100). */
  limit: queryInteger(1, 500).default(100),
  /** Language of labels (accepted for cache keys; labels are i18n keys). */
  lang: safeString().regex(/^[a-z]{2}$/).optional(),
});

/** `GET /bff-api/feed/{line|live|results}` response. */
export const gameListResponse = z.strictObject({
  /** The games (schemas/game.ts). */
  games: z.array(gameViewSchema),
  /** The feed's clock when answered, UTC ms. */
  serverTime: z.number().int(),
});

/** `GET /bff-api/feed/game/{permanentId}` response. */
export const gameDetailResponse = gameDetailSchema.extend({
  /** The feed's clock when answered, UTC ms. */
  serverTime: z.number().int(),
});

/** `GET /bff-api/feed/stream?games=…&since=…`: game ids to follow (permanent ids, comma list). */
export const streamQuery = z.strictObject({
  games: safeString()
    .regex(/^\d+(,\d+){0,99}$/, 'must be up to 100 comma-separated game ids')
    .transform((value) => value.split(',').map(Number))
    .optional(),
});
