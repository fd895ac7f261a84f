/**
 * The rules of each sport's games behind one door: how long a replayed game lasts, its state at an
 * instant and its priced markets, chosen by the sport's model in the catalogue
 * (data/catalogue/catalogue.json `model`): `poisson-goals` (football, src/domain/feed/replay.ts),
 * `tennis-barnett-clarke` (src/domain/feed/tennis.ts), `nfl-normal-margin`
 * (src/domain/feed/american-football.ts). A match's own `detail` tells its sport.
 * The schedule, the live events, the feed service and settlement call these, never a sport's
 * module directly, so a new sport plugs in here.
 */
import type { CatalogueSport } from './catalogue.ts';
import { catalogueSport } from './catalogue.ts';
import { MODELS } from '../../../schemas/catalogue.ts';
import type { ImportedMatch } from './match.ts';
import type { ModelFit } from './odds-model.ts';
import { MATCH_WALL_MS, PERIODS, replayMarkets, replayState, type ReplayMarket, type ReplayState } from './replay.ts';
import { TENNIS_PERIODS, type AmericanFootballDetail, type TennisDetail } from './sport-detail.ts';
import { AMERICAN_FOOTBALL_WALL_MS, nflFinalBoard, nflLegStatus, nflMarketsAt, nflProgress } from './american-football.ts';
import { TENNIS_WALL_MS, tennisFinalBoard, tennisLegStatus, tennisMarketsAt, tennisProgress } from './tennis.ts';
import { legStatus, type SettlementMarket } from '../coupon/settlement.ts';
import type { BetStatusId } from '../coupon/types.ts';

/** Kick-off to finish of a game of a model, wall ms. */
export function wallMsOfModel(model: CatalogueSport['model']): number {
  switch (model) {
    case 'poisson-goals':
      return MATCH_WALL_MS;
    case 'tennis-barnett-clarke':
      return TENNIS_WALL_MS;
    case 'nfl-normal-margin':
      return AMERICAN_FOOTBALL_WALL_MS;
    default:
      throw new Error(`no replay rules for the model ${model}`);
  }
}

/** The shortest game of any model, wall ms (what settlement looks back at least; no catalogue needed). */
export const SHORTEST_GAME_MS = Math.min(...MODELS.map(wallMsOfModel));
/** The longest game of any model, wall ms (a game whose sport left the catalogue has surely finished after it). */
export const LONGEST_GAME_MS = Math.max(...MODELS.map(wallMsOfModel));

/** Kick-off to finish of a match's game, wall ms (its sport's model). */
export function wallMsOf(match: Pick<ImportedMatch, 'sportId'>): number {
  const sport = catalogueSport(match.sportId);
  if (!sport) throw new Error(`unknown sport ${match.sportId}`);
  return wallMsOfModel(sport.model);
}

/** The state of a tennis match `now` (module docstring of tennis.ts: the replayed games). */
function tennisState(match: ImportedMatch, detail: TennisDetail, now: number, kickoff: number): ReplayState {
  const elapsed = now - kickoff;
  const base = { permanentId: match.permanentId, start: kickoff, running: false, timeSeconds: 0, minute: 0, halfTimeScore: undefined, goals: [], suspended: false };
  if (elapsed < 0) {
    return { ...base, status: 'line', period: PERIODS.notStarted, score: { home: 0, away: 0 }, isNotStarted: true, isGameOver: false, board: null };
  }
  if (elapsed >= TENNIS_WALL_MS) {
    return { ...base, status: 'finished', period: PERIODS.finished, score: { ...match.fullTime }, isNotStarted: false, isGameOver: true, board: tennisFinalBoard(detail) };
  }
  if (detail.ending === 'walkover') {
    return {
      ...base, status: 'live', period: TENNIS_PERIODS.walkover, score: { home: 0, away: 0 }, isNotStarted: false, isGameOver: false,
      board: { kind: 'tennis', bestOf: detail.bestOf, sets: [], server: null, ending: null },
    };
  }
  const progress = tennisProgress(match.permanentId, detail, elapsed);
  return { ...base, status: 'live', period: TENNIS_PERIODS.sets[Math.min(progress.setIndex, 4)]!, score: progress.sets, isNotStarted: false, isGameOver: false, board: progress.board };
}

/** The state of an NFL game `now` (module docstring of american-football.ts: by quarters). */
function nflState(match: ImportedMatch, detail: AmericanFootballDetail, now: number, kickoff: number): ReplayState {
  const elapsed = now - kickoff;
  const base = { permanentId: match.permanentId, start: kickoff, running: false, timeSeconds: 0, minute: 0, goals: [], suspended: false };
  if (elapsed < 0) {
    return { ...base, status: 'line', period: PERIODS.notStarted, score: { home: 0, away: 0 }, halfTimeScore: undefined, isNotStarted: true, isGameOver: false, board: null };
  }
  if (elapsed >= AMERICAN_FOOTBALL_WALL_MS) {
    return { ...base, status: 'finished', period: PERIODS.finished, score: { ...match.fullTime }, halfTimeScore: { ...match.halfTime }, isNotStarted: false, isGameOver: true, board: nflFinalBoard(detail) };
  }
  const progress = nflProgress(detail, elapsed);
  return {
    ...base, status: 'live', period: progress.period, score: progress.score, halfTimeScore: progress.quarters >= 2 ? { ...match.halfTime } : undefined,
    isNotStarted: false, isGameOver: false, board: progress.board,
  };
}

/** State of a match's game kicked off at `kickoff` (UTC ms) at `now` (UTC ms). */
export function gameState(match: ImportedMatch, now: number, kickoff: number): ReplayState {
  const detail = match.detail;
  if (detail?.kind === 'tennis') return tennisState(match, detail, now, kickoff);
  if (detail?.kind === 'americanFootball') return nflState(match, detail, now, kickoff);
  return replayState(match, now, { kickoff });
}

/**
 * State and markets of a match's game at `now`: pre-match prices before the kick-off, live ones
 * after, none once finished.
 * @param fit the football model's fit, when cached by the caller
 */
export function gameMarkets(match: ImportedMatch, now: number, kickoff: number, fit?: ModelFit): { state: ReplayState; markets: ReplayMarket[] } {
  const detail = match.detail;
  if (detail?.kind === 'tennis') {
    const state = tennisState(match, detail, now, kickoff);
    return { state, markets: tennisMarketsAt(match, detail, now - kickoff).map((m) => ({ ...m, isLocked: false })) };
  }
  if (detail?.kind === 'americanFootball') {
    const state = nflState(match, detail, now, kickoff);
    return { state, markets: nflMarketsAt(detail, now - kickoff).map((m) => ({ ...m, isLocked: false })) };
  }
  return replayMarkets(match, now, { kickoff }, fit);
}

/**
 * Status of a bet on a finished match (spec §4 bet status ids) by its sport's rules: football
 * src/domain/coupon/settlement.ts, tennis `tennisLegStatus`, NFL `nflLegStatus`.
 * @throws Error for a market the sport does not price
 */
export function settleLeg(match: ImportedMatch, market: SettlementMarket): BetStatusId {
  const detail = match.detail;
  if (detail?.kind === 'tennis') return tennisLegStatus(detail, market);
  if (detail?.kind === 'americanFootball') return nflLegStatus(detail, match.fullTime, market);
  return legStatus(market, { fullTime: match.fullTime, halfTime: match.halfTime });
}
