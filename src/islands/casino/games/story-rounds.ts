/**
 * Rounds of the game server as its API answers them, for the dice and limbo stories: fixed
 * results (as a fair round could have produced them), so every story draws the same picture.
 */
import type { GsRoundView, RoundParams } from '../../../../schemas/game-server.ts';
import { formatMoney } from '../../../domain/money.ts';

/** A settled round of `params` with `result`, `stakeMinor` and `payoutMinor` in RUB. */
export function storyRound(params: RoundParams, result: Record<string, unknown>, stakeMinor: number, payoutMinor: number): GsRoundView {
  return {
    roundId: 41, game: params.game, mode: 'real', params, result, stakeMinor, payoutMinor, currency: 'RUB', status: 'settled',
    seed: { seedId: 7, serverSeedHash: 'a3f1'.repeat(16), clientSeed: 'story', nonce: 12, serverSeed: null }, nonce: 11, createdAt: '2026-06-01T12:00:00.000Z',
  };
}

/** RUB amounts as the game page shows them (English). */
export const storyMoney = (minor: number): string => formatMoney(minor, { iso: 'RUB', exponent: 2 }, 'en');
