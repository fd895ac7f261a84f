/** Bet flags of spec §4 and bet status i18n keys (src/domain/coupon/bet-flags.ts). */
import { describe, expect, it } from 'vitest';
import { BET_STATUS_KEYS, isBetLive, isBetLocked, isGameFinished, type BetLiveInput } from '../../src/domain/coupon/bet-flags.ts';

describe('isGameFinished: flagged or status 4', () => {
  it.each([
    [{ isGameOver: true }, true], [{ statusId: 4 }, true], [{ isGameOver: false, statusId: 4 }, true], [{ isGameOver: false, statusId: 3 }, false],
    [{}, false], [{ statusId: 1 }, false],
  ])('%j → %s', (game, finished) => {
    expect(isGameFinished(game)).toBe(finished);
  });
});

describe('isBetLive', () => {
  const none: BetLiveInput = { gameFinished: false, gameTimeSeconds: 0, isLiveInLive: false, statusId: 1, isLiveMarket: false };

  it.each([
    ['nothing set', {}, false],
    ['game time, not finished', { gameTimeSeconds: 600 }, true],
    ['game time, finished', { gameTimeSeconds: 600, gameFinished: true }, false],
    ['live in live', { isLiveInLive: true }, true],
    ['status 2', { statusId: 2 }, true],
    ['status 3', { statusId: 3 }, true],
    ['status 4', { statusId: 4 }, false],
    ['live market', { isLiveMarket: true }, true],
    ['live market on a finished game', { isLiveMarket: true, gameFinished: true }, true],
    ['no game time given', { gameTimeSeconds: undefined }, false],
    ['game time null', { gameTimeSeconds: null }, false],
  ] as const)('%s → %s', (_, change, live) => {
    expect(isBetLive({ ...none, ...change })).toBe(live);
  });
});

describe('isBetLocked: blocked, dependent or banned for express', () => {
  it.each([
    [{}, false], [{ isBlocked: true }, true], [{ isDepend: true }, true], [{ isBannedExpress: true }, true],
    [{ isBlocked: false, isDepend: false, isBannedExpress: false }, false],
  ])('%j → %s', (bet, locked) => {
    expect(isBetLocked(bet)).toBe(locked);
  });
});

describe('BET_STATUS_KEYS', () => {
  it('has a key per status id −2..6', () => {
    expect(Object.keys(BET_STATUS_KEYS).map(Number).sort((a, b) => a - b)).toEqual([-2, -1, 0, 1, 2, 3, 4, 5, 6]);
    expect(BET_STATUS_KEYS[1]).toBe('bet_status_win');
    expect(BET_STATUS_KEYS[0]).toBe('bet_status_lose');
    expect(BET_STATUS_KEYS[4]).toBe('bet_status_half_win_half_return');
    expect(new Set(Object.values(BET_STATUS_KEYS)).size).toBe(9);
  });
});
