/**
 * Server seeds of the scheduled casino rounds (crash, 90-ball bingo, TV keno; rules in
 * src/domain/casino/scheduled.ts). Round r of game g has the seed HMAC-SHA256(server secret
 * `scheduled_casino_seed`, "scheduled:{g}:{r}") as hex, so every instance sharing the database
 * derives the same seed and the same outcome without storing it. The seed's SHA-256 (of its hex
 * text, `serverSeedHash`) is published from the moment the round opens for bets; the seed itself
 * only once the round is over (`revealAt`), after which anyone can recompute the outcome on the
 * verify page. The secret never leaves the server.
 */
import { createHmac } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { serverSecret } from '../auth/secrets.ts';
import { serverSeedHash } from '../../domain/casino/fair.ts';
import {
  bingoEndsAt, bingoRoundCalls, crashEndsAt, crashRoundPointCents, roundTimes, tvKenoEndsAt, tvKenoRoundDraw,
  type ScheduledGame,
} from '../../domain/casino/scheduled.ts';

/** The server seed (hex) of round `round` of `game` under `secret`. Throws RangeError for a bad round. */
export function scheduledRoundSeed(secret: string, game: ScheduledGame, round: number): string {
  roundTimes(game, round);
  return createHmac('sha256', secret).update(`scheduled:${game}:${round}`).digest('hex');
}

/** The public outcome of a round from its seed: crash point (hundredths), bingo calls or keno draw. */
export type ScheduledOutcome =
  | { readonly game: 'crash'; readonly crashCents: number }
  | { readonly game: 'bingo'; readonly calls: number[] }
  | { readonly game: 'tv-keno'; readonly drawn: number[] };

/** The outcome of round `round` of `game` from its server seed. */
export function scheduledOutcome(game: ScheduledGame, round: number, seed: string): ScheduledOutcome {
  if (game === 'crash') return { game, crashCents: crashRoundPointCents(round, seed) };
  if (game === 'bingo') return { game, calls: bingoRoundCalls(round, seed) };
  return { game, drawn: tvKenoRoundDraw(round, seed) };
}

/** When a round is over and its seed may be revealed, UTC ms: the crash, the last bingo call or keno number. */
export function revealAt(game: ScheduledGame, round: number, seed: string): number {
  if (game === 'crash') return crashEndsAt(round, crashRoundPointCents(round, seed));
  return game === 'bingo' ? bingoEndsAt(round) : tvKenoEndsAt(round);
}

/**
 * What the public may know of a round at `now` (UTC ms): the seed's hash always, the seed only from
 * `revealAt` on (null before).
 */
export function publicRoundSeed(secret: string, game: ScheduledGame, round: number, now: number): { hash: string; seed: string | null } {
  const seed = scheduledRoundSeed(secret, game, round);
  return { hash: serverSeedHash(seed), seed: now >= revealAt(game, round, seed) ? seed : null };
}

/** The database's scheduled casino secret (created on first use). @throws when the database fails */
export function scheduledSecret(db: Db): Promise<string> {
  return serverSecret(db, 'scheduled_casino_seed');
}
