/**
 * Tennis (`tennis-barnett-clarke`, ATP files): the sport module over src/domain/feed/tennis.ts
 * (the Barnett–Clarke point model solved from the match price, the game-by-game replay of the real
 * sets, settlement by tennis rules: retirement keeps decided markets, walkover voids all).
 * Betting rules chapter 1.6. Matches carry a {@link TennisDetail}; scoreboard `board` kind `tennis`.
 *
 * Live plan: `kickoff` (priced), then per game a `goal` (the game's winner: sets and games after
 * it in the board) followed by `odds` with the new prices while the match goes on, and `finish`
 * at the end (the real sets; a walkover has only kickoff and finish).
 */
import { GROUP } from '../feed/odds-model.ts';
import { PERIODS, type ReplayState } from '../feed/replay.ts';
import { TENNIS_PERIODS, type TennisDetail } from '../feed/sport-detail.ts';
import { TENNIS_WALL_MS, tennisFinalBoard, tennisLegStatus, tennisMarketsAt, tennisProgress, tennisTimeline } from '../feed/tennis.ts';
import type { ImportedMatch } from '../feed/match.ts';
import { numberedEvents, type PlannedEvent, type SportModule } from './contract.ts';

/** The state of a tennis match `now` (module docstring of src/domain/feed/tennis.ts: the replayed games). */
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

/** The tennis module. */
export const TENNIS: SportModule<TennisDetail> = {
  model: 'tennis-barnett-clarke',
  wallMs: TENNIS_WALL_MS,
  rowGroups: [GROUP.result, GROUP.setBetting, GROUP.totalGames, GROUP.gameHandicap, GROUP.firstSetWinner],
  matchStatistics: false,
  rulesChapter: '/information/rules/1/6',
  timeline: () => [],
  fit: () => undefined,
  state: (match, detail, now, kickoff) => tennisState(match, detail, now, kickoff),
  markets: (match, detail, now, kickoff) => ({
    state: tennisState(match, detail, now, kickoff),
    markets: tennisMarketsAt(match, detail, now - kickoff).map((m) => ({ ...m, isLocked: false })),
  }),
  settleLeg: (_match, detail, market) => tennisLegStatus(detail, market),
  livePlan(match, detail) {
    const priced = detail.odds !== undefined && detail.ending !== 'walkover';
    const events: Omit<PlannedEvent, 'seq'>[] = [{ offsetMs: 0, kind: 'kickoff', goal: undefined }];
    if (detail.ending !== 'walkover') {
      const { games } = tennisTimeline(match.permanentId, detail);
      games.forEach((game, index) => {
        events.push({ offsetMs: game.endMs, kind: 'goal', goal: undefined });
        if (priced && index < games.length - 1) events.push({ offsetMs: game.endMs, kind: 'odds', goal: undefined });
      });
    }
    events.push({ offsetMs: TENNIS_WALL_MS, kind: 'finish', goal: undefined });
    return numberedEvents(events);
  },
  // The sets as played (an unfinished last set on a retirement included; none on a walkover).
  periodScores: (_match, detail) => detail.sets.map((s, i) => ({ labelKey: 'statistic_set', number: i + 1, home: s.home, away: s.away })),
  // The file's winner: a retirement or walkover decides it whatever the sets.
  resultFor: (_match, detail, side) => (detail.winner === side ? 'win' : 'loss'),
};
