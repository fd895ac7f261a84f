/**
 * Leg settlement against the final score (src/domain/coupon/settlement.ts): tables for every
 * market group the feed prices, quarter / whole / half lines of totals and Asian handicaps, and
 * a property tying Asian handicap settlement to the payout it implies.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CORRECT_SCORE_MAX, GROUP, TYPE } from '../../src/domain/feed/odds-model.ts';
import { legStatus, type MatchResult } from '../../src/domain/coupon/settlement.ts';
import { BET_STATUS } from '../../src/domain/coupon/types.ts';

const { win: W, lose: L, return: R, halfWinHalfReturn: HW, halfLoseHalfReturn: HL } = BET_STATUS;

function ft(home: number, away: number, htHome = 0, htAway = 0): MatchResult {
  return { fullTime: { home, away }, halfTime: { home: htHome, away: htAway } };
}

describe('1X2 and double chance', () => {
  it.each([
    [TYPE.home, 2, 1, W], [TYPE.home, 1, 1, L], [TYPE.home, 0, 1, L],
    [TYPE.draw, 1, 1, W], [TYPE.draw, 2, 1, L], [TYPE.draw, 0, 0, W],
    [TYPE.away, 0, 1, W], [TYPE.away, 1, 1, L], [TYPE.away, 3, 2, L],
  ])('result type %i at %i:%i → %i', (typeId, home, away, status) => {
    expect(legStatus({ groupId: GROUP.result, typeId }, ft(home, away))).toBe(status);
  });

  it.each([
    [TYPE.homeOrDraw, 2, 1, W], [TYPE.homeOrDraw, 1, 1, W], [TYPE.homeOrDraw, 0, 1, L],
    [TYPE.homeOrAway, 2, 1, W], [TYPE.homeOrAway, 1, 1, L], [TYPE.homeOrAway, 0, 1, W],
    [TYPE.drawOrAway, 2, 1, L], [TYPE.drawOrAway, 1, 1, W], [TYPE.drawOrAway, 0, 1, W],
  ])('double chance type %i at %i:%i → %i', (typeId, home, away, status) => {
    expect(legStatus({ groupId: GROUP.doubleChance, typeId }, ft(home, away))).toBe(status);
  });
});

describe('totals', () => {
  it.each([
    // line, goals, over, under
    [2.5, 2, L, W], [2.5, 3, W, L], [0.5, 0, L, W], [0.5, 1, W, L],
    [3, 2, L, W], [3, 3, R, R], [3, 4, W, L],
    [2.25, 2, HL, HW], [2.25, 3, W, L], [2.25, 1, L, W],
    [2.75, 2, L, W], [2.75, 3, HW, HL], [2.75, 4, W, L],
    [1, 1, R, R], [0.75, 1, HW, HL], [0.25, 0, HL, HW],
  ])('line %d with %i goals: over %i, under %i', (line, goals, over, under) => {
    const home = Math.ceil(goals / 2);
    const result = ft(home, goals - home);
    expect(legStatus({ groupId: GROUP.total, typeId: TYPE.over, param: line }, result)).toBe(over);
    expect(legStatus({ groupId: GROUP.total, typeId: TYPE.under, param: line }, result)).toBe(under);
  });
});

describe('Asian handicap (param added to the backed side)', () => {
  it.each([
    // home line, home:away, home status, away status (the away side carries −line)
    [-0.25, 1, 1, HL, HW], [-0.25, 1, 0, W, L], [-0.25, 0, 1, L, W],
    [-0.75, 1, 0, HW, HL], [-0.75, 2, 0, W, L], [-0.75, 1, 1, L, W],
    [0.25, 1, 1, HW, HL], [0.25, 0, 1, L, W], [0.25, 1, 0, W, L],
    [0, 1, 1, R, R], [0, 2, 1, W, L], [0, 0, 1, L, W],
    [-1, 1, 0, R, R], [-1, 2, 0, W, L], [-1, 1, 1, L, W],
    [1.5, 0, 1, W, L], [1.5, 0, 2, L, W], [1.5, 3, 3, W, L],
    [-1.25, 2, 1, HL, HW], [-1.25, 3, 1, W, L], [-1.75, 2, 0, HW, HL], [2.25, 0, 2, HW, HL],
  ])('home %d at %i:%i → home %i, away %i', (line, home, away, homeStatus, awayStatus) => {
    const result = ft(home, away);
    expect(legStatus({ groupId: GROUP.handicap, typeId: TYPE.handicapHome, param: line }, result)).toBe(homeStatus);
    expect(legStatus({ groupId: GROUP.handicap, typeId: TYPE.handicapAway, param: -line + 0 }, result)).toBe(awayStatus);
  });

  it('the two sides of a line settle as mirror images (property)', () => {
    const mirror: Record<number, number> = { [W]: L, [L]: W, [R]: R, [HW]: HL, [HL]: HW };
    fc.assert(
      fc.property(fc.integer({ min: -16, max: 16 }), fc.nat(8), fc.nat(8), (quarters, home, away) => {
        const line = quarters / 4;
        const h = legStatus({ groupId: GROUP.handicap, typeId: TYPE.handicapHome, param: line }, ft(home, away));
        const a = legStatus({ groupId: GROUP.handicap, typeId: TYPE.handicapAway, param: -line }, ft(home, away));
        expect(a).toBe(mirror[h]);
        // the status matches the half-stake sum over line ± 0.25 (quarter) or the line itself
        const margin = home - away;
        const halves = quarters % 2 !== 0 ? [line - 0.25, line + 0.25] : [line, line];
        const score = halves.reduce((s, l) => s + Math.sign(margin + l), 0);
        expect(h).toBe({ 2: W, 1: HW, 0: R, [-1]: HL, [-2]: L }[score]);
      }),
    );
  });
});

describe('both teams to score, half-time result, correct score', () => {
  it.each([
    [1, 1, W, L], [2, 0, L, W], [0, 3, L, W], [0, 0, L, W], [4, 2, W, L],
  ])('both score at %i:%i → yes %i, no %i', (home, away, yes, no) => {
    expect(legStatus({ groupId: GROUP.bothScore, typeId: TYPE.bothScoreYes }, ft(home, away))).toBe(yes);
    expect(legStatus({ groupId: GROUP.bothScore, typeId: TYPE.bothScoreNo }, ft(home, away))).toBe(no);
  });

  it.each([
    [1, 0, W, L, L], [0, 0, L, W, L], [0, 2, L, L, W],
  ])('half time %i:%i → home %i, draw %i, away %i (full time 0:3 ignored)', (htHome, htAway, home, draw, away) => {
    const result = ft(0, 3, htHome, htAway);
    expect(legStatus({ groupId: GROUP.halfTimeResult, typeId: TYPE.halfTimeHome }, result)).toBe(home);
    expect(legStatus({ groupId: GROUP.halfTimeResult, typeId: TYPE.halfTimeDraw }, result)).toBe(draw);
    expect(legStatus({ groupId: GROUP.halfTimeResult, typeId: TYPE.halfTimeAway }, result)).toBe(away);
  });

  it.each([
    [201, 2, 1, W], [201, 1, 2, L], [0, 0, 0, W], [404, 4, 4, W], [102, 2, 1, L], [1, 0, 1, W],
  ])('score param %i at %i:%i → %i', (param, home, away, status) => {
    expect(legStatus({ groupId: GROUP.correctScore, typeId: TYPE.score, param }, ft(home, away))).toBe(status);
  });

  it.each([
    [4, 4, L], [5, 0, W], [0, 5, W], [CORRECT_SCORE_MAX, 0, L], [7, 6, W], [3, 2, L],
  ])('other score at %i:%i → %i', (home, away, status) => {
    expect(legStatus({ groupId: GROUP.correctScore, typeId: TYPE.scoreOther }, ft(home, away))).toBe(status);
  });
});

describe('errors', () => {
  it('an unknown group or type throws an Error naming it', () => {
    expect(() => legStatus({ groupId: 999, typeId: 1 }, ft(0, 0))).toThrow(/group 999 type 1/);
    expect(() => legStatus({ groupId: GROUP.result, typeId: TYPE.over }, ft(0, 0))).toThrow(/group 1 type 9/);
    expect(() => legStatus({ groupId: GROUP.total, typeId: TYPE.home, param: 2.5 }, ft(0, 0))).toThrow(/group 17 type 1/);
    expect(() => legStatus({ groupId: GROUP.handicap, typeId: TYPE.over, param: 0 }, ft(0, 0))).toThrow(/group 2 type 9/);
  });

  it('a missing or bad parameter throws', () => {
    expect(() => legStatus({ groupId: GROUP.total, typeId: TYPE.over }, ft(0, 0))).toThrow(/line/);
    expect(() => legStatus({ groupId: GROUP.handicap, typeId: TYPE.handicapHome, param: 0.1 }, ft(0, 0))).toThrow(RangeError);
    expect(() => legStatus({ groupId: GROUP.correctScore, typeId: TYPE.score }, ft(0, 0))).toThrow(/score parameter/);
  });

  it('an invalid score throws RangeError', () => {
    expect(() => legStatus({ groupId: GROUP.result, typeId: TYPE.home }, ft(-1, 0))).toThrow(RangeError);
    expect(() => legStatus({ groupId: GROUP.result, typeId: TYPE.home }, ft(1.5, 0))).toThrow(RangeError);
  });
});
