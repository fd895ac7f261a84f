/**
 * Bet flags of spec §4: a game is finished when flagged or its status is 4; a bet is live when
 * the game is not finished and has game time, the live-in-live flag is set, the game status is
 * 2 or 3, or the market is live; a bet is locked when blocked, dependent or banned for express.
 * Also the i18n keys of the bet status ids of spec §4.
 */
import type { BetStatusId } from './types.ts';

/** Game status id of a finished game (spec §4 Bet flags). */
const GAME_STATUS_FINISHED = 4;
/** Game status ids that make a bet live (spec §4 Bet flags). */
const GAME_STATUSES_LIVE: readonly number[] = [2, 3];

/**
 * A game is finished when flagged `isGameOver` or its game status id is 4 (spec §4 Bet flags).
 * @param game the game's over flag and status id (absent = not set)
 */
export function isGameFinished(game: { isGameOver?: boolean | undefined; statusId?: number | undefined }): boolean {
  return game.isGameOver === true || game.statusId === GAME_STATUS_FINISHED;
}

/** What {@link isBetLive} looks at. */
export interface BetLiveInput {
  /** The game is finished ({@link isGameFinished}). */
  gameFinished: boolean;
  /** Game clock in seconds; absent / 0 = no game time. */
  gameTimeSeconds?: number | null | undefined;
  /** Live-in-live flag of the bet. */
  isLiveInLive?: boolean | undefined;
  /** Game status id. */
  statusId?: number | undefined;
  /** The market is a live market. */
  isLiveMarket?: boolean | undefined;
}

/**
 * A bet is live (spec §4 Bet flags) when the game is not finished and has game time (> 0
 * seconds), or the live-in-live flag is set, or the game status is 2 or 3, or the market is live.
 */
export function isBetLive(input: BetLiveInput): boolean {
  const hasGameTime = typeof input.gameTimeSeconds === 'number' && input.gameTimeSeconds > 0;
  return (
    (!input.gameFinished && hasGameTime) ||
    input.isLiveInLive === true ||
    (input.statusId !== undefined && GAME_STATUSES_LIVE.includes(input.statusId)) ||
    input.isLiveMarket === true
  );
}

/**
 * A bet is locked (spec §4 Bet flags) when it is blocked, dependent, or banned for express.
 */
export function isBetLocked(bet: { isBlocked?: boolean | undefined; isDepend?: boolean | undefined; isBannedExpress?: boolean | undefined }): boolean {
  return bet.isBlocked === true || bet.isDepend === true || bet.isBannedExpress === true;
}

/** i18n key of each bet status id of spec §4. */
export const BET_STATUS_KEYS: Readonly<Record<BetStatusId, string>> = {
  [-2]: 'bet_status_not_calculated',
  [-1]: 'bet_status_not_started',
  0: 'bet_status_lose',
  1: 'bet_status_win',
  2: 'bet_status_return',
  3: 'bet_status_forced_return',
  4: 'bet_status_half_win_half_return',
  5: 'bet_status_half_lose_half_return',
  6: 'bet_status_half_lose_half_win',
};
