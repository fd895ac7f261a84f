/**
 * Settlement of one leg against the final result (spec §4 bet status ids: 0 lose, 1 win,
 * 2 return, 4 half win half return, 5 half lose half return), for the market groups the feed
 * prices (src/domain/feed/odds-model.ts GROUP / TYPE): 1X2, double chance, totals, Asian handicap,
 * both teams to score, half-time result and correct score.
 *
 * Lines: a total or handicap line that is a multiple of 0.5 settles whole (a whole-number line
 * can push → return); a quarter line (x.25, x.75) splits the stake over the two neighbouring
 * half-lines (line − 0.25 and line + 0.25): win + push → half win half return (4), push + loss →
 * half lose half return (5), as in the feed's pricing model.
 */
import type { Score } from '../../../schemas/game.ts';
import { CORRECT_SCORE_MAX, GROUP, TYPE } from '../feed/odds-model.ts';
import { BET_STATUS, type BetStatusId } from './types.ts';

/** A goal score (schemas/game.ts). */

/** The result a leg is settled against: full-time (90 minutes) and half-time scores. */
export interface MatchResult {
  /** Score at full time. */
  fullTime: Score;
  /** Score at half time. */
  halfTime: Score;
}

/** The outcome a leg backs: feed group and type ids, and the line / score parameter. */
export interface SettlementMarket {
  /** Market group id (feed GROUP). */
  groupId: number;
  /** Outcome type id (feed TYPE). */
  typeId: number;
  /** Total line, handicap of the backed side, or home × 100 + away (correct score). */
  param?: number | undefined;
}

function checkScore(score: Score, what: string): void {
  for (const goals of [score.home, score.away]) {
    if (!Number.isInteger(goals) || goals < 0) throw new RangeError(`${what} score must be non-negative integers, got ${score.home}:${score.away}`);
  }
}

function winLose(won: boolean): BetStatusId {
  return won ? BET_STATUS.win : BET_STATUS.lose;
}

function lineParam(market: SettlementMarket): number {
  const line = market.param;
  if (line === undefined || !Number.isFinite(line)) {
    throw new Error(`market group ${market.groupId} type ${market.typeId} needs a line parameter`);
  }
  if (!Number.isInteger(line * 4)) throw new RangeError(`line ${line} is not a multiple of 0.25`);
  return line;
}

/** +1 win, 0 push, −1 loss of a margin against zero. */
function sign(x: number): number {
  return x > 0 ? 1 : x < 0 ? -1 : 0;
}

/**
 * Status of a line bet that wins when `margin + line > 0`, pushes at 0 and loses below; a
 * quarter line splits over line − 0.25 and line + 0.25.
 */
function lineStatus(margin: number, line: number): BetStatusId {
  const quarter = !Number.isInteger(line * 2);
  const halves = quarter ? [line - 0.25, line + 0.25] : [line, line];
  const sum = sign(margin + halves[0]!) + sign(margin + halves[1]!);
  switch (sum) {
    case 2:
      return BET_STATUS.win;
    case 1:
      return BET_STATUS.halfWinHalfReturn;
    case 0:
      return BET_STATUS.return; // a push on both halves (adjacent half-lines cannot win one and lose the other)
    case -1:
      return BET_STATUS.halfLoseHalfReturn;
    default:
      return BET_STATUS.lose;
  }
}

function unknown(market: SettlementMarket): never {
  throw new Error(`cannot settle market group ${market.groupId} type ${market.typeId}`);
}

/**
 * Status of a leg given the match result (spec §4 bet status ids):
 * - 1X2 (GROUP.result): home / draw / away at full time → win or lose;
 * - double chance: home or draw, home or away, draw or away;
 * - totals (GROUP.total, param = line): over wins when goals > line, under when goals < line;
 *   goals equal to a whole line → return (2); quarter lines (2.25, 2.75) split → 4 / 5;
 * - Asian handicap (GROUP.handicap, param = handicap of the backed side): TYPE.handicapHome backs
 *   home (home − away + param), TYPE.handicapAway backs away (away − home + param); > 0 win,
 *   0 push (whole lines) → return, quarter lines split → 4 / 5;
 * - both teams to score: yes when both scored at full time;
 * - half-time result: home / draw / away from the half-time score;
 * - correct score: TYPE.score wins when home × 100 + away = param; TYPE.scoreOther wins when
 *   either side scored more than CORRECT_SCORE_MAX (4).
 * @param market the backed outcome
 * @param result full-time and half-time scores, non-negative integers
 * @returns 0, 1, 2, 4 or 5
 * @throws Error naming the group and type for an unknown group / type pair or a missing line or
 *   score parameter; RangeError for a line that is not a multiple of 0.25 or an invalid score
 */
export function legStatus(market: SettlementMarket, result: MatchResult): BetStatusId {
  checkScore(result.fullTime, 'full-time');
  checkScore(result.halfTime, 'half-time');
  const { home, away } = result.fullTime;
  switch (market.groupId) {
    case GROUP.result:
      if (market.typeId === TYPE.home) return winLose(home > away);
      if (market.typeId === TYPE.draw) return winLose(home === away);
      if (market.typeId === TYPE.away) return winLose(home < away);
      return unknown(market);
    case GROUP.doubleChance:
      if (market.typeId === TYPE.homeOrDraw) return winLose(home >= away);
      if (market.typeId === TYPE.homeOrAway) return winLose(home !== away);
      if (market.typeId === TYPE.drawOrAway) return winLose(home <= away);
      return unknown(market);
    case GROUP.total: {
      if (market.typeId !== TYPE.over && market.typeId !== TYPE.under) return unknown(market);
      const line = lineParam(market);
      const goals = home + away;
      // over: goals − line > 0; under: line − goals > 0
      return market.typeId === TYPE.over ? lineStatus(goals, -line) : lineStatus(-goals, line);
    }
    case GROUP.handicap: {
      if (market.typeId === TYPE.handicapHome) return lineStatus(home - away, lineParam(market));
      if (market.typeId === TYPE.handicapAway) return lineStatus(away - home, lineParam(market));
      return unknown(market);
    }
    case GROUP.bothScore:
      if (market.typeId === TYPE.bothScoreYes) return winLose(home > 0 && away > 0);
      if (market.typeId === TYPE.bothScoreNo) return winLose(!(home > 0 && away > 0));
      return unknown(market);
    case GROUP.halfTimeResult: {
      const ht = result.halfTime;
      if (market.typeId === TYPE.halfTimeHome) return winLose(ht.home > ht.away);
      if (market.typeId === TYPE.halfTimeDraw) return winLose(ht.home === ht.away);
      if (market.typeId === TYPE.halfTimeAway) return winLose(ht.home < ht.away);
      return unknown(market);
    }
    case GROUP.correctScore:
      if (market.typeId === TYPE.score) {
        if (market.param === undefined || !Number.isInteger(market.param)) {
          throw new Error(`market group ${market.groupId} type ${market.typeId} needs a score parameter (home × 100 + away)`);
        }
        return winLose(home * 100 + away === market.param && home < 100 && away < 100);
      }
      if (market.typeId === TYPE.scoreOther) return winLose(home > CORRECT_SCORE_MAX || away > CORRECT_SCORE_MAX);
      return unknown(market);
    default:
      return unknown(market);
  }
}
