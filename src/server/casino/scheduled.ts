/**
 * Exactly-once settlement of the scheduled casino rounds (crash, 90-ball bingo, TV keno; rules in
 * src/domain/casino/scheduled.ts, seeds in ./scheduled-fair.ts). Any instance may try to settle a
 * round once it is over; the claim row (`gs_scheduled_rounds`, primary key game + round) is
 * inserted in the same transaction as the round's payouts, so exactly one attempt commits: a
 * concurrent or later attempt finds the row and pays nothing, and an attempt whose payouts fail
 * leaves no claim behind (all-or-nothing), so the next attempt retries it.
 */
import type { Db, Tx } from '../db/client.ts';
import { gsScheduledRounds } from '../db/schema.ts';
import { serverSeedHash } from '../../domain/casino/fair.ts';
import { bingoCallsBy, crashPhaseAt, roundTimes, tvKenoShownBy, type ScheduledGame } from '../../domain/casino/scheduled.ts';
import type { ScheduledRoundView } from '../../../schemas/casino-scheduled.ts';
import { publicRoundSeed, revealAt, scheduledOutcome, scheduledRoundSeed, scheduledSecret, type ScheduledOutcome } from './scheduled-fair.ts';

/** Refused settlement: the round is not over at the given feed time. */
export class RoundNotOverError extends Error {
  readonly code = 'round_not_over';
  constructor(game: ScheduledGame, round: number) {
    super(`${game} round ${round} is not over yet`);
  }
}

/**
 * Settles round `round` of `game` at feed time `now` (UTC ms): derives the seed and outcome from
 * the database's secret and runs `payout(tx, outcome, seed)` inside the transaction that claims the
 * round. Returns true when this call settled the round, false when it had been settled already.
 * @throws RoundNotOverError before the round is over; whatever `payout` throws (nothing is kept then)
 */
export async function settleScheduledRound(
  db: Db,
  game: ScheduledGame,
  round: number,
  now: number,
  payout: (tx: Tx, outcome: ScheduledOutcome, seed: string) => Promise<void>,
): Promise<boolean> {
  const seed = scheduledRoundSeed(await scheduledSecret(db), game, round);
  if (now < revealAt(game, round, seed)) throw new RoundNotOverError(game, round);
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(gsScheduledRounds)
      .values({ game, round, seedHash: serverSeedHash(seed), settledAt: new Date(now) })
      .onConflictDoNothing()
      .returning({ round: gsScheduledRounds.round });
    if (claimed.length === 0) return false;
    await payout(tx, scheduledOutcome(game, round, seed), seed);
    return true;
  });
}

/**
 * The public view of round `round` of `game` at feed time `now` (UTC ms): what every player may see
 * then — never the seed or crash point before the round is over, only the draw so far.
 * @throws RangeError for a round before the epoch
 */
export async function scheduledRoundAt(db: Db, game: ScheduledGame, round: number, now: number): Promise<ScheduledRoundView> {
  const secret = await scheduledSecret(db);
  const times = roundTimes(game, round);
  const seed = scheduledRoundSeed(secret, game, round);
  const published = publicRoundSeed(secret, game, round, now);
  const outcome = scheduledOutcome(game, round, seed);
  let crash: ScheduledRoundView['crash'] = null;
  let drawn: number[] | null = null;
  if (outcome.game === 'crash') {
    const state = crashPhaseAt(round, outcome.crashCents, now);
    crash = state.phase === 'betting' ? { phase: 'betting', multiplierCents: null, crashCents: null }
      : state.phase === 'running' ? { phase: 'running', multiplierCents: state.multiplierCents, crashCents: null }
        : { phase: 'crashed', multiplierCents: null, crashCents: state.crashCents };
  } else if (outcome.game === 'bingo') drawn = bingoCallsBy(round, outcome.calls, now);
  else drawn = tvKenoShownBy(round, outcome.drawn, now);
  return {
    game, round, opensAt: times.opensAt, startsAt: times.startsAt, nextAt: times.nextAt, now,
    seedHash: published.hash, serverSeed: published.seed, clientSeed: game, nonce: round, crash, drawn,
  };
}
