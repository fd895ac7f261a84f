/**
 * The game as it crosses every boundary (spec §3 Game, Market, Market group template): the feed's
 * view of a game (`/bff-api/feed/{line|live|results}`, `/bff-api/feed/game/{id}`, the server's
 * page data), its priced outcomes, and the state the sports islands render from it (the page's
 * island props). A score is always `{ home, away }`.
 *
 * The island state is the feed view's own fields (picked from {@link gameViewSchema}) plus what
 * the island derives: link, team names, running clock, last applied seq, suspension, market row.
 */
import { z } from 'zod';
import { outcomeKeyPartsSchema, replayIdSchema } from './outcome-key.ts';

/** Goals of both sides. */
export const scoreSchema = z.strictObject({
  /** Home goals, integer ≥ 0. */
  home: z.number().int().min(0),
  /** Away goals, integer ≥ 0. */
  away: z.number().int().min(0),
});
/** Goals of both sides. */
export type Score = z.infer<typeof scoreSchema>;

/** Where a game is: before kick-off, in play, or over. */
const gameStatusSchema = z.enum(['line', 'live', 'finished']);
/** Where a game is. */
export type GameStatus = z.infer<typeof gameStatusSchema>;

/**
 * Period id: 0 not started, 4 finished (every sport); football 1 first half, 2 half-time, 3 second
 * half (src/domain/feed/replay.ts PERIODS); tennis 11..15 set 1..5, 16 walkover; American football
 * 21..24 quarter 1..4, 25 overtime, 26 half-time (src/domain/feed/sport-detail.ts).
 */
export const periodIdSchema = z.number().int().min(0).max(30);

/** Which side serves (tennis). */
const sideSchema = z.enum(['home', 'away']);

/** The tennis scoreboard: games of every set started so far (the current set last) and the server. */
const tennisBoardSchema = z.strictObject({
  kind: z.literal('tennis'),
  /** Best of 3 or 5 sets. */
  bestOf: z.union([z.literal(3), z.literal(5)]),
  /** Games per set, home and away, the current set last (a tiebreak counts as the set's 7th game). */
  sets: z.array(scoreSchema).max(5),
  /** The side serving the next game; null before the first and after the last. */
  server: sideSchema.nullable(),
  /** How the match ended, once finished: completed, retired (a player gave up) or walkover (not played). */
  ending: z.enum(['completed', 'retired', 'walkover']).nullable(),
});
/** The tennis scoreboard. */
export type TennisBoard = z.infer<typeof tennisBoardSchema>;

/** The American football scoreboard: points per quarter so far (overtime fifth). */
const americanFootballBoardSchema = z.strictObject({
  kind: z.literal('americanFootball'),
  /** Points per quarter, home and away, the current quarter last; a fifth entry is overtime. */
  quarters: z.array(scoreSchema).max(5),
});
/** The American football scoreboard. */
export type AmericanFootballBoard = z.infer<typeof americanFootballBoardSchema>;

/** The sport's own scoreboard data (none for football, whose score, period and clock say it all). */
export const boardSchema = z.discriminatedUnion('kind', [tennisBoardSchema, americanFootballBoardSchema]);
/** The sport's own scoreboard data. */
export type Board = z.infer<typeof boardSchema>;

const team = z.strictObject({
  /** Team id (hash of the normalised name). */
  id: z.number().int(),
  /** Team name as in the data. */
  name: z.string(),
});

/** A 1X2 price of a list game. */
const mainPriceSchema = z.strictObject({
  /** Outcome type id (home, draw, away). */
  typeId: z.number().int(),
  /** Decimal coefficient, 3 decimals, ≥ 1.01. */
  coef: z.number().min(1.01),
  /** Suspended after a goal. */
  isLocked: z.boolean(),
});

/** The feed's view of a game at an instant (spec §3 Game, a subset with the derived live data). */
export const gameViewSchema = z.strictObject({
  /** Replay identity `permanentId:cycle`. */
  id: replayIdSchema,
  /** Permanent id of the match. */
  permanentId: z.number().int().positive(),
  /** Sport id. */
  sportId: z.number().int(),
  /** Sport name (English). */
  sportName: z.string(),
  /** Champ (league) id. */
  champId: z.number().int(),
  /** Champ name (English). */
  champName: z.string(),
  /** Country id of the champ. */
  countryId: z.number().int(),
  /** Country name (English). */
  countryName: z.string(),
  /** Home, then away. */
  opponents: z.tuple([team, team]),
  /** Replayed kick-off, Unix seconds. */
  start: z.number().int(),
  /** Spec §3 `isNotStarted`. */
  isNotStarted: z.boolean(),
  /** Spec §3 `isGameOver`. */
  isGameOver: z.boolean(),
  /** Line, live or finished. */
  status: gameStatusSchema,
  /** Current period id. */
  periodId: periodIdSchema,
  /** i18n key of the period name. */
  periodName: z.string(),
  /** Match-clock seconds played at the view's instant: 0 before kick-off, 2700 at half-time, 5400 at the end. */
  timeSeconds: z.number().int().min(0),
  /** Match minute as shown, 0..90 (0 in sports without a match clock shown). */
  minute: z.number().int().min(0).max(90),
  /** True while the match clock runs (during a half). */
  running: z.boolean(),
  /** The sport's own scoreboard (tennis sets and server, American football quarters); null for football. */
  board: boardSchema.nullable(),
  /** Score now (0-0 before kick-off, the real full-time score once finished). */
  score: scoreSchema,
  /** Half-time score, once half-time is reached; null before. */
  halfTimeScore: scoreSchema.nullable(),
  /** Number of priced outcomes. */
  numberOfMarkets: z.number().int().min(0),
  /** Spec §3: flagged by the server and the game has at least 10 markets. */
  isTop: z.boolean(),
  /** The 1X2 prices (home, draw, away), when priced. */
  main: z.array(mainPriceSchema),
});
/** The feed's view of a game. */
export type GameView = z.infer<typeof gameViewSchema>;

/** A priced outcome as the islands show it (spec §3 Market). */
const outcomeSchema = outcomeKeyPartsSchema.omit({ permanentId: true }).extend({
  /** i18n key of the outcome label ('-' for an outcome without a template). */
  label: z.string(),
  /** Decimal coefficient, 3 decimals, ≥ 1.01. */
  coef: z.number().min(1.01),
  /** Suspended (after a goal) or closed. */
  isLocked: z.boolean(),
  /** Direction of the last price change, for the highlight (island state only). */
  trend: z.enum(['up', 'down']).optional(),
});
/** A priced outcome as the islands show it. */
export type OutcomeState = z.infer<typeof outcomeSchema>;

/** A priced outcome of the game detail API (spec §3 Market). */
const marketSchema = outcomeSchema.omit({ trend: true }).extend({
  /** Fair probability, margin removed, 0..1. */
  prob: z.number().min(0).max(1),
  /** Replay identity of the game `permanentId:cycle`. */
  gameId: replayIdSchema,
});

/** Columns of a market group template: 1, 2 or 3. */
const columnsSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** A market group with its outcomes (spec §3 Market group template), as the game detail API answers it. */
const marketGroupSchema = z.strictObject({
  /** Group id. */
  groupId: z.number().int(),
  /** i18n key of the group name; '-' for a group without a template. */
  name: z.string(),
  /** Columns of the template. */
  columns: columnsSchema,
  /** The group's outcomes. */
  markets: z.array(marketSchema),
});
/** A market group of the game detail API. */
export type MarketGroup = z.infer<typeof marketGroupSchema>;

/** A game with its market groups and, once finished, its real statistics (`GET /bff-api/feed/game/{id}` without `serverTime`). */
export const gameDetailSchema = z.strictObject({
  /** The game. */
  game: gameViewSchema,
  /** Its market groups in display order. */
  groups: z.array(marketGroupSchema),
  /** Real statistics of a finished game (src/domain/feed/match.ts `stats`); null before. */
  stats: z.unknown().nullable(),
});
/** A game with its market groups. */
export type GameDetail = z.infer<typeof gameDetailSchema>;

/** The match clock of an island: `seconds` were shown at instant `at` and run on while `running`. */
const clockSchema = z.strictObject({
  /** Match-clock seconds shown at `at`. */
  seconds: z.number().int().min(0),
  /** True while a half is played. */
  running: z.boolean(),
  /** Instant the seconds were read, UTC ms (server's, then the browser's). */
  at: z.number(),
});
/** The match clock of an island. */
export type ClockState = z.infer<typeof clockSchema>;

/** A game as the line and live islands render it (their props) and keep it up to date. */
export const gameStateSchema = gameViewSchema
  .pick({ id: true, permanentId: true, sportId: true, champId: true, champName: true, start: true, status: true, periodId: true, minute: true, score: true, halfTimeScore: true, board: true, numberOfMarkets: true })
  .extend({
    /** Link of the game page (with the language prefix). */
    href: z.string(),
    /** Home team name. */
    home: z.string(),
    /** Away team name. */
    away: z.string(),
    /** The match clock. */
    clock: clockSchema,
    /** The last live seq the state includes (0: none yet). */
    seq: z.number().int().min(0),
    /** Markets suspended (after a goal) or closed (finished). */
    suspended: z.boolean(),
    /** The outcomes of the market row shown in lists (the group picked by the filter). */
    row: z.array(outcomeSchema),
  });
/** A game as the islands render it. */
export type GameState = z.infer<typeof gameStateSchema>;

/** A market group of the game page with its outcomes (display order), in its template's columns. */
export const groupStateSchema = marketGroupSchema.omit({ markets: true }).extend({
  /** Outcomes in display order. */
  outcomes: z.array(outcomeSchema),
});
/** A market group of the game page. */
export type GroupState = z.infer<typeof groupStateSchema>;
