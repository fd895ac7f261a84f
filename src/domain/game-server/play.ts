/**
 * One round of a game of our game server, as a pure function of the round's parameters, the stake
 * and a provably fair float source (spec §2 Casino). The game server plays with it and
 * the verify page recomputes a round in the browser with the SAME function on the floats of
 * src/domain/casino/fair.ts, so a verified round is the round that was paid.
 *
 * Stakes and payouts in minor units; the rules of each game are src/domain/casino/<game>.ts.
 */
import type { RoundParams } from '../../../schemas/game-server.ts';
import { playDice, isAllowedBet } from '../casino/dice.ts';
import { playLimbo } from '../casino/limbo.ts';
import { minePositions, multiplier as minesMultiplier } from '../casino/mines.ts';
import { playKeno } from '../casino/keno.ts';
import { spinRoulette } from '../casino/roulette.ts';
import { playPlinko } from '../casino/plinko.ts';
import type { FloatSource } from '../casino/fair.ts';

/** The outcome of a round: the payout and what the game page shows. */
export interface RoundOutcome {
  /** Total stake, minor units (roulette: the sum of its bets). */
  stakeMinor: number;
  /** Payout, minor units (0 for a loss). */
  payoutMinor: number;
  /** Game facts: roll, result, mine tiles, drawn numbers, pocket, path. */
  result: Record<string, unknown>;
}

/** The stake a round takes: `stakeMinor`, or the sum of roulette's bets. */
export function roundStake(params: RoundParams, stakeMinor: number): number {
  return params.game === 'roulette' ? params.bets.reduce((sum, bet) => sum + bet.stakeMinor, 0) : stakeMinor;
}

/**
 * Plays a round. Throws RangeError for parameters a game refuses (a dice win chance outside its
 * range, repeated keno picks or mine tiles, a roulette bet that covers the wrong pockets).
 */
export function playRound(source: FloatSource, params: RoundParams, stakeMinor: number): RoundOutcome {
  const stake = roundStake(params, stakeMinor);
  switch (params.game) {
    case 'dice': {
      const bet = { target: params.target, side: params.side };
      if (!isAllowedBet(bet)) throw new RangeError('the win chance of this dice bet is outside the allowed range');
      const r = playDice(source, bet, stake);
      return { stakeMinor: stake, payoutMinor: r.payoutMinor, result: { roll: r.roll, win: r.win } };
    }
    case 'limbo': {
      const r = playLimbo(source, params.targetCents, stake);
      return { stakeMinor: stake, payoutMinor: r.payoutMinor, result: { result: r.result, win: r.win } };
    }
    case 'mines': {
      if (new Set(params.tiles).size !== params.tiles.length) throw new RangeError('each tile is opened once');
      if (params.tiles.length > 25 - params.mines) throw new RangeError('more tiles than safe tiles');
      const mines = minePositions(source, params.mines);
      const hit = params.tiles.find((t) => mines.includes(t));
      const win = hit === undefined;
      const payoutMinor = win ? Math.floor(stake * minesMultiplier(params.mines, params.tiles.length)) : 0;
      return { stakeMinor: stake, payoutMinor, result: { mines, hit: hit ?? null, win } };
    }
    case 'keno': {
      const r = playKeno(source, params.picks, stake);
      return { stakeMinor: stake, payoutMinor: r.payoutMinor, result: { drawn: r.drawn, hits: r.hits, multiplier: r.multiplier } };
    }
    case 'roulette': {
      const r = spinRoulette(source, params.bets.map((b) => ({ kind: b.kind, numbers: b.numbers, index: b.index, stakeMinor: b.stakeMinor })));
      return { stakeMinor: stake, payoutMinor: r.returnMinor, result: { pocket: r.pocket, returns: r.returns } };
    }
    case 'plinko': {
      const r = playPlinko(source, params.rows, params.risk, stake);
      return { stakeMinor: stake, payoutMinor: r.payoutMinor, result: { path: r.path, bucket: r.bucket, multiplier: r.multiplier } };
    }
  }
}

/** JSON text with object keys sorted at every depth (stored results come back from jsonb in its own key order). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
