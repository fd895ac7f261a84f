/**
 * One round of a game of our game server, as a pure function of the round's parameters, the stake
 * and a provably fair float source (spec §2 Casino). The game server plays with it and
 * the verify page recomputes a round in the browser with the SAME function on the floats of
 * src/domain/casino/fair.ts, so a verified round is the round that was paid.
 *
 * Stakes and payouts in minor units; the rules of each game are src/domain/casino/<game>.ts.
 */
import type { BLACKJACK_ACTIONS, RoundParams } from '../../../schemas/game-server.ts';
import { playDice, isAllowedBet } from '../casino/dice.ts';
import { playLimbo } from '../casino/limbo.ts';
import { minePositions, multiplier as minesMultiplier } from '../casino/mines.ts';
import { playKeno } from '../casino/keno.ts';
import { spinRoulette } from '../casino/roulette.ts';
import { playPlinko } from '../casino/plinko.ts';
import { playSlotRound, type SpinResult } from '../casino/slots.ts';
import { SLOTS } from '../casino/slot-games.ts';
import { playScratch } from '../casino/scratch.ts';
import { dealVideoPoker, draw as drawPoker, settleVideoPoker, PAYTABLE as POKER_PAYTABLE } from '../casino/video-poker.ts';
import { act as actBlackjack, dealBlackjack, legalActions, totalStake, type BlackjackState } from '../casino/blackjack.ts';
import type { FloatSource } from '../casino/fair.ts';
import { playBaccarat } from '../casino/baccarat.ts';
import { playDragonTiger } from '../casino/dragon-tiger.ts';
import { playSicBo } from '../casino/sic-bo.ts';
import { currencyExponent } from '../money.ts';

/** The outcome of a round: the payout and what the game page shows. */
export interface RoundOutcome {
  /** Total stake, minor units (roulette: the sum of its bets). */
  stakeMinor: number;
  /** Payout, minor units (0 for a loss). */
  payoutMinor: number;
  /** Game facts: roll, result, mine tiles, drawn numbers, pocket, path. */
  result: Record<string, unknown>;
}

/** The stake a round takes at its start: `stakeMinor`, the sum of roulette's bets, or blackjack's base stake once stored. */
export function roundStake(params: RoundParams, stakeMinor: number): number {
  if (params.game === 'roulette') return params.bets.reduce((sum, bet) => sum + bet.stakeMinor, 0);
  if (params.game === 'blackjack') return params.baseStakeMinor ?? stakeMinor;
  return stakeMinor;
}

/**
 * Where a multi-step round stands after the decisions in its parameters: `settled` with the round's
 * outcome, or open with what the player may see (no hidden card: the dealer's hole card and the
 * video-poker replacements stay out) and the decisions allowed now. `stakeMinor` is the round's
 * stake so far (blackjack: doubles and splits included). Throws RangeError for a decision the
 * state does not allow.
 */
export function progressRound(source: FloatSource, params: RoundParams, stakeMinor: number):
  { settled: true; outcome: RoundOutcome } | { settled: false; stakeMinor: number; view: Record<string, unknown>; allowed: string[] } {
  if (params.game === 'jacks-or-better') {
    if (params.holds === undefined) {
      const { hand } = dealVideoPoker(source);
      return { settled: false, stakeMinor, view: { dealt: hand }, allowed: ['draw'] };
    }
    return { settled: true, outcome: playRound(source, params, stakeMinor) };
  }
  if (params.game === 'blackjack') {
    const state = replayBlackjack(source, params.actions ?? [], roundStake(params, stakeMinor));
    if (state.phase === 'settled') return { settled: true, outcome: blackjackOutcome(state) };
    return {
      settled: false, stakeMinor: totalStake(state), allowed: legalActions(state),
      view: { dealerUp: state.dealer[0], hands: state.hands.map((h) => ({ cards: h.cards, stakeMinor: h.stakeMinor, doubled: h.doubled, done: h.done })), active: state.active },
    };
  }
  return { settled: true, outcome: playRound(source, params, stakeMinor) };
}

function replayBlackjack(source: FloatSource, actions: readonly (typeof BLACKJACK_ACTIONS)[number][], baseStakeMinor: number): BlackjackState {
  let state = dealBlackjack(source, baseStakeMinor);
  for (const action of actions) {
    if (state.phase === 'settled') throw new RangeError('the hand is over');
    state = actBlackjack(state, action, source);
  }
  return state;
}

function blackjackOutcome(state: BlackjackState): RoundOutcome {
  return {
    stakeMinor: totalStake(state), payoutMinor: state.payoutMinor,
    result: {
      dealer: state.dealer, outcomes: state.outcomes,
      hands: state.hands.map((h) => ({ cards: h.cards, stakeMinor: h.stakeMinor, doubled: h.doubled })),
    },
  };
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
    case 'northern-lights':
    case 'desert-caravan': {
      const r = playSlotRound(SLOTS[params.game]!.definition, source, stake);
      return {
        stakeMinor: stake, payoutMinor: r.payoutMinor,
        result: { base: slotSpinFacts(r.base), freeSpins: r.freeSpins.map(slotSpinFacts), totalMultiple: r.totalMultiple },
      };
    }
    case 'lucky-three': {
      const r = playScratch(source, stake);
      return { stakeMinor: stake, payoutMinor: r.payoutMinor, result: { cells: r.cells, winning: r.winning, multiplier: r.multiplier } };
    }
    case 'jacks-or-better': {
      if (params.holds === undefined) throw new RangeError('the hand is not drawn yet');
      const { hand, replacements } = dealVideoPoker(source);
      const final = drawPoker(hand, replacements, params.holds);
      const r = settleVideoPoker(final, stake);
      return { stakeMinor: stake, payoutMinor: r.payoutMinor, result: { dealt: hand, final, hand: r.hand, multiplier: POKER_PAYTABLE[r.hand] } };
    }
    case 'baccarat': {
      const r = playBaccarat(source, params.bet, stake);
      return {
        stakeMinor: stake, payoutMinor: r.payoutMinor,
        result: { player: r.player, banker: r.banker, playerTotal: r.playerTotal, bankerTotal: r.bankerTotal, winner: r.winner, playerPair: r.playerPair, bankerPair: r.bankerPair, multiplier: r.multiplier },
      };
    }
    case 'dragon-tiger': {
      const r = playDragonTiger(source, params.bet, stake);
      return { stakeMinor: stake, payoutMinor: r.payoutMinor, result: { dragon: r.dragon, tiger: r.tiger, winner: r.winner, multiplier: r.multiplier } };
    }
    case 'sic-bo': {
      const r = playSicBo(source, params.bet, stake);
      return { stakeMinor: stake, payoutMinor: r.payoutMinor, result: { dice: r.dice, total: r.total, multiplier: r.multiplier } };
    }
    case 'blackjack': {
      const state = replayBlackjack(source, params.actions ?? [], stake);
      if (state.phase !== 'settled') throw new RangeError('the hand is not over yet');
      return blackjackOutcome(state);
    }
  }
}

/** What a slot spin shows: stops, the 5 × 3 window (reel by reel), line wins, scatters, its win in total-bet multiples. */
function slotSpinFacts(spin: SpinResult): Record<string, unknown> {
  return {
    stops: spin.stops, window: spin.window, lineWins: spin.lineWins.map((w) => ({ ...w })), scatters: spin.scatters,
    scatterMultiple: spin.scatterMultiple, totalMultiple: spin.totalMultiple, triggersFreeSpins: spin.triggersFreeSpins,
  };
}

/** JSON text with object keys sorted at every depth (stored results come back from jsonb in its own key order). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The currency of demo play (fun money); it has no exponent of its own and is counted like the euro. */
export const DEMO_CURRENCY = 'FUN';

/** Decimal places of a game-server wallet's currency, the demo currency included. */
export function playCurrencyExponent(iso: string): number {
  return currencyExponent(iso === DEMO_CURRENCY ? 'EUR' : iso);
}

/**
 * Games whose outcomes may hand back part of the stake (a plinko slot under 1×; blackjack split
 * hands of which one loses and one pushes; roulette bets of which only some win; a baccarat push,
 * dragon tiger's half back on a tie): such a round is won only from 1× up.
 */
const PARTIAL_RETURN_GAMES: ReadonlySet<string> = new Set(['plinko', 'blackjack', 'roulette', 'baccarat', 'dragon-tiger']);

/**
 * Whether a round is won, as the game page and the verify page say it: any payout in games that pay
 * nothing or more than the stake, a payout of at least the stake in games that can hand back part
 * of it ({@link PARTIAL_RETURN_GAMES}). Amounts in minor units.
 */
export function roundWon(game: string, stakeMinor: number, payoutMinor: number): boolean {
  return PARTIAL_RETURN_GAMES.has(game) ? payoutMinor >= stakeMinor && payoutMinor > 0 : payoutMinor > 0;
}
