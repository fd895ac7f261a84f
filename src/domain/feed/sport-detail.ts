/**
 * What a game of a sport other than football carries beyond the shared match fields
 * (src/domain/feed/match.ts `ImportedMatch.detail`), and the period ids of those sports
 * (schemas/game.ts `periodIdSchema`), and the sports the feed has ({@link SPORT_MODELS}: each
 * catalogue model's detail and board kind and importer). Types and constants only, so every feed module and the scoreboard
 * islands can import them without a circle and without a pricing model.
 */
import type { Board, Score } from '../../../schemas/game.ts';

/** A side of a game: the first opponent (home) or the second (away). */
export type Side = 'home' | 'away';

/** Decimal prices of a two-way market, each > 1, and where they came from. */
export interface TwoWayPrices {
  /** Bookmaker column prefix the prices came from (e.g. `PS`, `B365`, `Avg`, `close`). */
  source: string;
  /** The first opponent. */
  home: number;
  /** The second opponent. */
  away: number;
}

/** A tennis match (tennis-data.co.uk ATP files, src/server/feed/sports/tennis.ts). */
export interface TennisDetail {
  kind: 'tennis';
  /** Best of 3 or 5 sets. */
  bestOf: 3 | 5;
  /** Games per set as played, first opponent first; on a retirement the last may be unfinished; none on a walkover. */
  sets: Score[];
  /** Completed, retired (the loser gave up during the match; also disqualified or awarded) or walkover (not played). */
  ending: 'completed' | 'retired' | 'walkover';
  /** The side the file names the winner. */
  winner: Side;
  /** Tournament name (`Tournament`). */
  tournament: string;
  /** Round (`Round`), e.g. `1st Round`, `The Final`. */
  round: string;
  /** Surface (`Surface`): Hard, Clay, Grass, Carpet. */
  surface: string;
  /** ATP ranks, null when `NR` or blank. */
  rank: { home: number | null; away: number | null };
  /** Match-winner prices (Pinnacle, else Bet365, else the average), undefined when unpriced. */
  odds: TwoWayPrices | undefined;
}

/** An NFL game (src/server/feed/sports/american-football.ts), scores in points. */
export interface AmericanFootballDetail {
  kind: 'americanFootball';
  /** Points per quarter (4), home first. */
  quarters: Score[];
  /** Overtime points (final minus the quarters), undefined when there was none. */
  overtime: Score | undefined;
  /** Closing moneyline as decimal prices, undefined when missing or dropped. */
  moneyline: TwoWayPrices | undefined;
  /** Closing point spread: points added to the home side (e.g. −3.5), undefined when missing or dropped. */
  spread: number | undefined;
  /** Closing total points line, undefined when missing. */
  total: number | undefined;
}

/** The sport's own part of a game. */
export type SportDetail = TennisDetail | AmericanFootballDetail;

/** A period: id and i18n key of its name. */
export interface PeriodInfo {
  id: number;
  nameKey: string;
}

/** Tennis periods: the set in play (11..15), walkover (16). */
export const TENNIS_PERIODS = {
  sets: [11, 12, 13, 14, 15].map((id, index) => ({ id, nameKey: `period_set_${index + 1}` })) as readonly PeriodInfo[],
  walkover: { id: 16, nameKey: 'period_walkover' },
} as const;

/** American football periods: quarters 1–4 (21..24), overtime (25), half-time (26). */
export const AMERICAN_FOOTBALL_PERIODS = {
  quarters: [21, 22, 23, 24].map((id, index) => ({ id, nameKey: `period_quarter_${index + 1}` })) as readonly PeriodInfo[],
  overtime: { id: 25, nameKey: 'period_overtime' },
  halfTime: { id: 26, nameKey: 'period_half_time' },
} as const;

/** Every period of the sports other than football. */
export const OTHER_PERIODS: readonly PeriodInfo[] = [
  ...TENNIS_PERIODS.sets,
  TENNIS_PERIODS.walkover,
  ...AMERICAN_FOOTBALL_PERIODS.quarters,
  AMERICAN_FOOTBALL_PERIODS.overtime,
  AMERICAN_FOOTBALL_PERIODS.halfTime,
];

/**
 * The sports the feed has, by pricing and replay model (the catalogue's `model`,
 * data/catalogue/catalogue.json; schemas/catalogue.ts `MODELS` and `IMPORTERS` are these): the
 * `kind` the model's matches carry in their `detail` and their scoreboard's `board` (null for
 * football, whose matches carry neither) and the importer (file layout) of its files.
 */
export const SPORT_MODELS = {
  'poisson-goals': { kind: null, importer: 'football-data-csv' },
  'tennis-barnett-clarke': { kind: 'tennis', importer: 'tennis-data-csv' },
  'nfl-normal-margin': { kind: 'americanFootball', importer: 'nfl-sbr-json' },
} as const satisfies Readonly<Record<string, { kind: SportDetail['kind'] | null; importer: string }>>;

/** A pricing and replay model of the catalogue: one per sport. The key of every per-sport record. */
export type SportModel = keyof typeof SPORT_MODELS;

/** The detail and board kind of a model's games (null: football). */
export type SportKind<M extends SportModel> = (typeof SPORT_MODELS)[M]['kind'];

/** Board kinds and detail kinds are the same names. */
const BOARD_KINDS_MATCH: Board['kind'] extends SportDetail['kind'] ? (SportDetail['kind'] extends Board['kind'] ? true : never) : never = true;
void BOARD_KINDS_MATCH;

const MODEL_OF_KIND = new Map<string | null, SportModel>(Object.entries(SPORT_MODELS).map(([model, { kind }]) => [kind, model as SportModel]));

/**
 * The model of a match's `detail` kind or a game's `board` kind (undefined or null: football).
 * @throws Error for a kind no model has
 */
export function modelOfKind(kind: SportDetail['kind'] | null | undefined): SportModel {
  const model = MODEL_OF_KIND.get(kind ?? null);
  if (!model) throw new Error(`no sport model for the kind ${kind}`);
  return model;
}
