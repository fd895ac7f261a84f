/**
 * What a sport of the feed is made of, in its pure part: the {@link SportModule} contract every
 * sport's module (src/domain/sports/<sport>.ts) fulfils, the {@link SportModel} union that keys
 * every per-sport record, and the types the modules share with the feed (planned live events,
 * period scores). The registries are typed `Record<SportModel, …>` (src/domain/sports/index.ts,
 * src/server/feed/sports/index.ts, src/islands/sports/Scoreboard.tsx), so a model added to
 * schemas/catalogue.ts `MODELS` without its module in each of them does not compile.
 *
 * Type-only imports and plain constants: islands import this module (the scoreboard picks its
 * sport's board) without pulling in any pricing model.
 */
import type { CatalogueSport } from '../../../schemas/catalogue.ts';
import type { Board } from '../../../schemas/game.ts';
import type { LiveKind } from '../../../schemas/live-message.ts';
import type { ImportedMatch } from '../feed/match.ts';
import type { Goal, ReplayMarket, ReplayState } from '../feed/replay.ts';
import type { ModelFit } from '../feed/odds-model.ts';
import type { SportDetail } from '../feed/sport-detail.ts';
import type { SettlementMarket } from '../coupon/settlement.ts';
import type { BetStatusId } from '../coupon/types.ts';

/** A pricing and replay model of the catalogue (`model` of data/catalogue/catalogue.json): one per sport. */
export type SportModel = CatalogueSport['model'];

/**
 * The `kind` a model's matches carry in their `detail` and their scoreboard's `board`
 * (src/domain/feed/sport-detail.ts, schemas/game.ts); null for football, whose matches carry neither.
 */
export const SPORT_KIND = {
  'poisson-goals': null,
  'tennis-barnett-clarke': 'tennis',
  'nfl-normal-margin': 'americanFootball',
} as const satisfies Record<SportModel, SportDetail['kind'] | null>;

/** Board kinds and detail kinds are the same names. */
const BOARD_KINDS_MATCH: Board['kind'] extends SportDetail['kind'] ? (SportDetail['kind'] extends Board['kind'] ? true : never) : never = true;
void BOARD_KINDS_MATCH;

const MODEL_OF_KIND = new Map<string | null, SportModel>(Object.entries(SPORT_KIND).map(([model, kind]) => [kind, model as SportModel]));

/**
 * The model of a match's `detail` kind or a game's `board` kind (undefined or null: football).
 * @throws Error for a kind no model has
 */
export function modelOfKind(kind: SportDetail['kind'] | null | undefined): SportModel {
  const model = MODEL_OF_KIND.get(kind ?? null);
  if (!model) throw new Error(`no sport model for the kind ${kind}`);
  return model;
}

/** The match detail type of a model: undefined for football, else the detail of its kind. */
export type DetailOf<M extends SportModel> = (typeof SPORT_KIND)[M] extends null ? undefined : Extract<SportDetail, { kind: (typeof SPORT_KIND)[M] }>;

/** Order of live events at the same instant. */
const KIND_ORDER: Readonly<Record<LiveKind, number>> = { kickoff: 0, period: 1, goal: 2, suspend: 3, resume: 4, odds: 5, finish: 6 };

/** An event of a game's live plan: kind and instant, before its state is filled in. */
export interface PlannedEvent {
  /** 1-based position in the game's full event list. */
  seq: number;
  /** Wall-clock ms after the replayed kick-off, 0..the sport's game length. */
  offsetMs: number;
  /** Kind (the live message's kinds, schemas/live-message.ts). */
  kind: LiveKind;
  /** The goal, for a football `goal` event; undefined otherwise. */
  goal: Goal | undefined;
}

/** Events in order (by instant, then kind: kickoff, period, goal, suspend, resume, odds, finish), numbered from 1. */
export function numberedEvents(events: Omit<PlannedEvent, 'seq'>[]): PlannedEvent[] {
  events.sort((a, b) => a.offsetMs - b.offsetMs || KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
  return events.map((event, index) => ({ seq: index + 1, ...event }));
}

/** A period's score: its i18n key and number (`statistic_set` 2 = "Set 2"), home first. */
export interface PeriodScore {
  labelKey: 'statistic_set' | 'statistic_quarter' | 'statistic_overtime';
  /** 1-based set or quarter number; 0 for overtime. */
  number: number;
  home: number;
  away: number;
}

/** State and prices of a game at an instant (prices with their lock flag; none once finished). */
export interface GameMarkets {
  state: ReplayState;
  markets: ReplayMarket[];
}

/**
 * A sport's pure rules. `D` is the match detail of the sport (undefined for football); the
 * registry hands each method the detail of a match of its own sport. Instants are UTC ms.
 */
export interface SportModule<D extends SportDetail | undefined = SportDetail | undefined> {
  /** The catalogue model. */
  model: SportModel;
  /** Kick-off to finish of a replayed game, wall ms. */
  wallMs: number;
  /** The market groups a list row of the sport can show, the result first (src/domain/feed/filters.ts). */
  rowGroups: readonly number[];
  /** The chapter of the betting rules that settles the sport's bets (a content path, `/information/rules/1/6`). */
  rulesChapter: string;
  /**
   * The goals of a football match's seeded score path, reused by the live events of one poll;
   * empty for a sport without goal events.
   */
  timeline(match: ImportedMatch): readonly Goal[];
  /** The model's fit of a match, reused across the instants of one poll (football); undefined when it has none. */
  fit(match: ImportedMatch): ModelFit | undefined;
  /**
   * State of the game kicked off at `kickoff` at `now`.
   * @param timeline the match's {@link SportModule.timeline}, when already computed
   */
  state(match: ImportedMatch, detail: D, now: number, kickoff: number, timeline?: readonly Goal[]): ReplayState;
  /**
   * State and markets at `now`: pre-match prices before the kick-off, live ones after, none once finished.
   * @param fit the match's {@link SportModule.fit}, when already computed
   * @param timeline the match's {@link SportModule.timeline}, when already computed
   */
  markets(match: ImportedMatch, detail: D, now: number, kickoff: number, fit?: ModelFit, timeline?: readonly Goal[]): GameMarkets;
  /**
   * Status of a bet on the finished match (spec §4 bet status ids).
   * @throws Error for a market the sport does not price
   */
  settleLeg(match: ImportedMatch, detail: D, market: SettlementMarket): BetStatusId;
  /** The game's full live event plan, numbered (src/domain/feed/live-events.ts). */
  livePlan(match: ImportedMatch, detail: D, timeline: readonly Goal[]): PlannedEvent[];
  /** The score by period of the finished match (sets, quarters); empty when the page shows none. */
  periodScores(match: ImportedMatch, detail: D): PeriodScore[];
  /** The match's result for one side (the statistic page's latest results). */
  resultFor(match: ImportedMatch, detail: D, side: 'home' | 'away'): 'win' | 'draw' | 'loss';
}
