/**
 * Rounds of the game server as its API answers them, for the game stories: fixed results (as a
 * fair round could have produced them; the scheduled games' from fixed seeds through the domain's
 * own functions), so every story draws the same picture.
 */
import type { GsRoundView, RoundParams } from '../../../../schemas/game-server.ts';
import type { ScheduledRoundView } from '../../../../schemas/casino-scheduled.ts';
import { formatMoney } from '../../../domain/money.ts';
import { serverSeedHash } from '../../../domain/casino/fair.ts';
import {
  bingoCallsBy, bingoEndsAt, bingoRoundCalls, crashPhaseAt, crashRoundPointCents, roundTimes, tvKenoEndsAt, tvKenoRoundDraw, tvKenoShownBy, type ScheduledGame,
} from '../../../domain/casino/scheduled.ts';

/** A settled round of `params` with `result`, `stakeMinor` and `payoutMinor` in RUB. */
export function storyRound(params: RoundParams, result: Record<string, unknown>, stakeMinor: number, payoutMinor: number): GsRoundView {
  return {
    roundId: 41, game: params.game, mode: 'real', params, result, stakeMinor, payoutMinor, currency: 'RUB', status: 'settled',
    seed: { seedId: 7, serverSeedHash: 'a3f1'.repeat(16), clientSeed: 'story', nonce: 12, serverSeed: null }, nonce: 11, createdAt: '2026-06-01T12:00:00.000Z',
  };
}

/** RUB amounts as the game page shows them (English). */
export const storyMoney = (minor: number): string => formatMoney(minor, { iso: 'RUB', exponent: 2 }, 'en');

/**
 * The public view of scheduled round `round` of `game` at `msAfterStart` ms after its start
 * (negative: in its betting window), with the draw or crash point a fair round's seed
 * `serverSeed` gives (src/domain/casino/scheduled.ts), shown as far as the server would show it
 * then; the seed is revealed once the round is over.
 */
export function storyScheduledView(game: ScheduledGame, round: number, serverSeed: string, msAfterStart: number): ScheduledRoundView {
  const times = roundTimes(game, round);
  const now = times.startsAt + msAfterStart;
  let crash: ScheduledRoundView['crash'] = null;
  let drawn: number[] | null = null;
  let over: boolean;
  if (game === 'crash') {
    const state = crashPhaseAt(round, crashRoundPointCents(round, serverSeed), now);
    crash = state.phase === 'betting' ? { phase: 'betting', multiplierCents: null, crashCents: null }
      : state.phase === 'running' ? { phase: 'running', multiplierCents: state.multiplierCents, crashCents: null }
        : { phase: 'crashed', multiplierCents: null, crashCents: state.crashCents };
    over = state.phase === 'crashed';
  } else if (game === 'bingo') {
    drawn = bingoCallsBy(round, bingoRoundCalls(round, serverSeed), now);
    over = now >= bingoEndsAt(round);
  } else {
    drawn = tvKenoShownBy(round, tvKenoRoundDraw(round, serverSeed), now);
    over = now >= tvKenoEndsAt(round);
  }
  return {
    game, round, opensAt: times.opensAt, startsAt: times.startsAt, nextAt: times.nextAt, now, seedHash: serverSeedHash(serverSeed),
    serverSeed: over ? serverSeed : null, clientSeed: game, nonce: round, crash, drawn,
  };
}
