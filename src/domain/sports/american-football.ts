/**
 * American football (`nfl-normal-margin`, NFL files): the sport module over
 * src/domain/feed/american-football.ts (normal margin and total from the closing lines, the
 * replay by quarters, settlement with overtime counting except in first-half and first-quarter
 * markets). Betting rules chapter 1.7. Matches carry an {@link AmericanFootballDetail};
 * scoreboard `board` kind `americanFootball`.
 *
 * Live plan: `kickoff` (priced), at the end of each quarter a `goal` carrying the score with the
 * quarter's points (even a scoreless one: the board moves on) and, until the fourth quarter is
 * over, `odds` with the new prices; `finish` at the end (overtime points included).
 */
import { GROUP } from '../feed/odds-model.ts';
import { PERIODS, type ReplayState } from '../feed/replay.ts';
import type { AmericanFootballDetail } from '../feed/sport-detail.ts';
import { AMERICAN_FOOTBALL_WALL_MS, nflFinalBoard, nflLegStatus, nflMarketsAt, nflProgress, quarterEnds } from '../feed/american-football.ts';
import type { ImportedMatch } from '../feed/match.ts';
import { numberedEvents, type PeriodScore, type PlannedEvent, type SportModule } from './contract.ts';

/** The state of an NFL game `now` (module docstring of src/domain/feed/american-football.ts: by quarters). */
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

/** The American football module. */
export const AMERICAN_FOOTBALL: SportModule<AmericanFootballDetail> = {
  model: 'nfl-normal-margin',
  wallMs: AMERICAN_FOOTBALL_WALL_MS,
  rowGroups: [GROUP.result, GROUP.pointSpread, GROUP.totalPoints, GROUP.firstHalfSpread, GROUP.firstHalfTotal, GROUP.firstQuarterTotal],
  matchStatistics: false,
  rulesChapter: '/information/rules/1/7',
  timeline: () => [],
  fit: () => undefined,
  state: (match, detail, now, kickoff) => nflState(match, detail, now, kickoff),
  markets: (match, detail, now, kickoff) => ({
    state: nflState(match, detail, now, kickoff),
    markets: nflMarketsAt(detail, now - kickoff).map((m) => ({ ...m, isLocked: false })),
  }),
  settleLeg: (match, detail, market) => nflLegStatus(detail, match.fullTime, market),
  livePlan(_match, detail) {
    const priced = detail.moneyline !== undefined || detail.spread !== undefined;
    const events: Omit<PlannedEvent, 'seq'>[] = [{ offsetMs: 0, kind: 'kickoff', goal: undefined }];
    for (const [index, end] of quarterEnds(detail).entries()) {
      if (end >= AMERICAN_FOOTBALL_WALL_MS) break;
      events.push({ offsetMs: end, kind: 'goal', goal: undefined });
      if (priced && index < 3) events.push({ offsetMs: end, kind: 'odds', goal: undefined });
    }
    events.push({ offsetMs: AMERICAN_FOOTBALL_WALL_MS, kind: 'finish', goal: undefined });
    return numberedEvents(events);
  },
  // The quarters, and overtime when played.
  periodScores(_match, detail) {
    const quarters: PeriodScore[] = detail.quarters.map((q, i) => ({ labelKey: 'statistic_quarter', number: i + 1, home: q.home, away: q.away }));
    return detail.overtime ? [...quarters, { labelKey: 'statistic_overtime', number: 0, ...detail.overtime }] : quarters;
  },
  resultFor(match, _detail, side) {
    const own = match.fullTime[side];
    const other = match.fullTime[side === 'home' ? 'away' : 'home'];
    return own > other ? 'win' : own === other ? 'draw' : 'loss';
  },
};
