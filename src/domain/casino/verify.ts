/**
 * Round verification for the player's verify page (spec §2 casino): recomputes any round of the portal's own games from
 * its revealed server seed, client seed and nonce plus the player's inputs, with the same rule
 * functions the game server used. Runs in the browser. Returns the floats drawn and the result
 * (the game function's own result type). Throws RangeError for inputs the game refuses. The
 * scheduled multiplayer rounds (scheduled.ts: crash, bingo, TV keno) verify with client seed = the
 * game code and nonce = the round number.
 */
import { floats as floatsOf, floatStream, type FairSeed } from './fair.ts';
import { playDice } from './dice.ts';
import { playLimbo } from './limbo.ts';
import { crashPointCents, crashPointShown } from './crash.ts';
import { minePositions } from './mines.ts';
import { playPlinko, type PlinkoRisk } from './plinko.ts';
import { playKeno } from './keno.ts';
import { tvKenoDraw } from './tv-keno.ts';
import { spinRoulette, type RouletteBet } from './roulette.ts';
import { act, dealBlackjack, type BlackjackAction, type BlackjackState } from './blackjack.ts';
import { dealVideoPoker, draw, settleVideoPoker } from './video-poker.ts';
import { playSlotRound } from './slots.ts';
import { SLOTS } from './slot-games.ts';
import { playScratch } from './scratch.ts';
import { drawOrder, ticketFromSource } from './bingo.ts';
import { CRASH_CAP_CENTS } from './scheduled.ts';
import { playBaccarat, type BaccaratBet } from './baccarat.ts';
import { playDragonTiger, type DragonTigerBet } from './dragon-tiger.ts';
import { playSicBo, type SicBoBet } from './sic-bo.ts';

/** What the player chose in the round, per game id (catalogue.ts ids). */
export type VerifyInput =
  | { game: 'dice'; target: number; side: 'under' | 'over' }
  | { game: 'limbo'; targetCents: number }
  | { game: 'crash'; /** A scheduled multiplayer round (scheduled.ts): the crash point is capped at CRASH_CAP_CENTS. */ scheduled?: boolean }
  | { game: 'mines'; mines: number }
  | { game: 'plinko'; rows: number; risk: PlinkoRisk }
  | { game: 'keno'; picks: readonly number[] }
  | { game: 'tv-keno' }
  | { game: 'european-roulette'; bets: readonly RouletteBet[] }
  | { game: 'blackjack'; actions: readonly BlackjackAction[] }
  | { game: 'jacks-or-better'; held: readonly boolean[] }
  | { game: 'northern-lights' | 'desert-caravan' }
  | { game: 'lucky-three' }
  | { game: 'bingo-90'; draws: 'ticket' | 'calls' }
  | { game: 'baccarat'; bet: BaccaratBet }
  | { game: 'dragon-tiger'; bet: DragonTigerBet }
  | { game: 'sic-bo'; bet: SicBoBet };

/** Recomputes a round; `stakeMinor` only scales payouts. */
export function verifyRound(seed: FairSeed, input: VerifyInput, stakeMinor = 100): { floats: number[]; result: unknown } {
  const source = floatStream(seed);
  const result = ((): unknown => {
    switch (input.game) {
      case 'dice':
        return playDice(source, { target: input.target, side: input.side }, stakeMinor);
      case 'limbo':
        return playLimbo(source, input.targetCents, stakeMinor);
      case 'crash': {
        const drawn = crashPointCents(source);
        const cents = input.scheduled ? Math.min(drawn, CRASH_CAP_CENTS) : drawn;
        return { crashPoint: crashPointShown(cents), crashCents: cents };
      }
      case 'mines':
        return { minePositions: minePositions(source, input.mines) };
      case 'plinko':
        return playPlinko(source, input.rows, input.risk, stakeMinor);
      case 'keno':
        return playKeno(source, input.picks, stakeMinor);
      case 'tv-keno':
        return { drawn: tvKenoDraw(source) };
      case 'european-roulette':
        return spinRoulette(source, input.bets);
      case 'blackjack': {
        let state: BlackjackState = dealBlackjack(source, stakeMinor);
        for (const a of input.actions) {
          if (state.phase !== 'player') throw new RangeError('more actions than the round had');
          state = act(state, a, source);
        }
        return state;
      }
      case 'jacks-or-better': {
        const deal = dealVideoPoker(source);
        const finalHand = draw(deal.hand, deal.replacements, input.held);
        return { ...deal, finalHand, ...settleVideoPoker(finalHand, stakeMinor) };
      }
      case 'northern-lights':
      case 'desert-caravan':
        return playSlotRound(SLOTS[input.game]!.definition, source, stakeMinor);
      case 'lucky-three':
        return playScratch(source, stakeMinor);
      case 'bingo-90':
        return input.draws === 'ticket' ? { ticket: ticketFromSource(source) } : { calls: drawOrder(source) };
      case 'baccarat':
        return playBaccarat(source, input.bet, stakeMinor);
      case 'dragon-tiger':
        return playDragonTiger(source, input.bet, stakeMinor);
      case 'sic-bo':
        return playSicBo(source, input.bet, stakeMinor);
    }
  })();
  return { floats: floatsOf(seed, source.used()), result };
}
