/**
 * What a sport of the feed is made of, in its pure part: the {@link SportModule} contract every
 * sport's module (src/domain/sports/<sport>.ts) fulfils, and the types the modules share with the
 * feed (planned live events, period scores). The `SportModel` union that keys every per-sport
 * record, with each model's detail and board kind and importer (`SPORT_MODELS`), is in
 * src/domain/feed/sport-detail.ts. The registries are typed `Record<SportModel, …>` (src/domain/sports/index.ts,
 * src/server/feed/sports/index.ts, src/islands/sports/Scoreboard.tsx), so a model added to
 * `SPORT_MODELS` without its module in each of them does not compile.
 *
 * Type-only imports and plain constants: importing it pulls in no pricing model.
 */
import type { DayPlan } from '../feed/calendar.ts';
import type { LiveKind } from '../../../schemas/live-message.ts';
import type { ImportedMatch } from '../feed/match.ts';
import type { Goal, ReplayMarket, ReplayState } from '../feed/replay.ts';
import type { ModelFit } from '../feed/odds-model.ts';
import type { SportDetail, SportKind, SportModel } from '../feed/sport-detail.ts';
import type { SettlementMarket } from '../coupon/settlement.ts';
import type { BetStatusId } from '../coupon/types.ts';
import type { SportsPricing } from '../../../schemas/sports-pricing.ts';

export { modelOfKind, type SportModel } from '../feed/sport-detail.ts';

/** The match detail type of a model: undefined for football, else the detail of its kind. */
export type DetailOf<M extends SportModel> = SportKind<M> extends null ? undefined : Extract<SportDetail, { kind: SportKind<M> }>;

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
interface GameMarkets {
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
  /**
   * When the sport's files give the day of a game only: the UTC minutes a day's games of one event
   * are laid in (src/domain/feed/calendar.ts rule 1); null when the files give the real kick-off time.
   */
  dayPlan: DayPlan | null;
  /** The market groups a list row of the sport can show, the result first (src/domain/feed/filters.ts). */
  rowGroups: readonly number[];
  /** Whether the sport's files carry match statistics (shots, corners, cards; the statistic page's table). */
  matchStatistics: boolean;
  /** The chapter of the betting rules that settles the sport's bets (a content path, `/information/rules/1/6`). */
  rulesChapter: string;
  /**
   * The goals of a football match's seeded score path, reused by the live events of one poll;
   * empty for a sport without goal events.
   */
  timeline(match: ImportedMatch): readonly Goal[];
  /**
   * The model's fit of a match under a pricing's choice of real books, reused across the instants
   * of one poll (football); undefined when it has none.
   */
  fit(match: ImportedMatch, pricing: SportsPricing): ModelFit | undefined;
  /**
   * State of the game kicked off at `kickoff` at `now`.
   * @param timeline the match's {@link SportModule.timeline}, when already computed
   */
  state(match: ImportedMatch, detail: D, now: number, kickoff: number, timeline?: readonly Goal[]): ReplayState;
  /**
   * State and markets at `now`: pre-match prices before the kick-off, live ones after, none once
   * finished; real prices first and every outcome at the brand's margin (src/domain/feed/real-prices.ts).
   * @param pricing the brand's sports pricing
   * @param fit the match's {@link SportModule.fit} under the same pricing, when already computed
   * @param timeline the match's {@link SportModule.timeline}, when already computed
   */
  markets(match: ImportedMatch, detail: D, now: number, kickoff: number, pricing: SportsPricing, fit?: ModelFit, timeline?: readonly Goal[]): GameMarkets;
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
