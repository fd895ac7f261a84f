/**
 * The portal's own casino games (spec §2 casino) with their stated RTP and how it is proven: `exact`
 * (a closed-form or enumerated calculation asserted by the unit tests) or `simulation` (checked by
 * `npm run bench:casino-rtp` over at least 10^7 rounds, within ±0.3 %). `category` uses the spec's
 * casino categories (§3: lotteries, slots, climb to victory, dice, card games, other); `section`
 * is the spec §2 route family the game is listed under.
 */
import { RTP as DICE_RTP } from './dice.ts';
import { RTP as LIMBO_RTP } from './limbo.ts';
import { RTP as CRASH_RTP } from './crash.ts';
import { RTP as MINES_RTP } from './mines.ts';
import { RTP as PLINKO_RTP } from './plinko.ts';
import { RTP as KENO_RTP } from './keno.ts';
import { RTP as TV_KENO_RTP } from './tv-keno.ts';
import { RTP as ROULETTE_RTP } from './roulette.ts';
import { RTP as BLACKJACK_RTP } from './blackjack.ts';
import { RTP as VIDEO_POKER_RTP } from './video-poker.ts';
import { RTP as SCRATCH_RTP } from './scratch.ts';
import { RTP as BINGO_RTP } from './bingo.ts';
import { DESERT_CARAVAN_RTP, NORTHERN_LIGHTS_RTP } from './slot-games.ts';

/** Spec §3 casino categories. */
export type CasinoCategory = 'lotteries' | 'slots' | 'climb to victory' | 'dice' | 'card games' | 'other';

/** One game of our own. `rtp` is a fraction (0.99 = 99 %); for games with several bet options, the lowest. */
export interface OwnGame {
  readonly id: string;
  readonly category: CasinoCategory;
  readonly section: 'fast-games' | 'crash-games' | 'keno' | 'tvgames' | 'card-games' | 'poker' | 'slots' | 'scratchcards' | 'bingo';
  readonly rtp: number;
  readonly proof: 'exact' | 'simulation';
}

/** The games, in lobby order. */
export const OWN_GAMES: readonly OwnGame[] = [
  { id: 'dice', category: 'dice', section: 'fast-games', rtp: DICE_RTP, proof: 'exact' },
  { id: 'limbo', category: 'climb to victory', section: 'fast-games', rtp: LIMBO_RTP, proof: 'exact' },
  { id: 'crash', category: 'climb to victory', section: 'crash-games', rtp: CRASH_RTP, proof: 'exact' },
  { id: 'mines', category: 'other', section: 'fast-games', rtp: MINES_RTP, proof: 'exact' },
  { id: 'plinko', category: 'other', section: 'fast-games', rtp: PLINKO_RTP, proof: 'exact' },
  { id: 'keno', category: 'lotteries', section: 'keno', rtp: KENO_RTP, proof: 'exact' },
  { id: 'tv-keno', category: 'lotteries', section: 'tvgames', rtp: TV_KENO_RTP, proof: 'exact' },
  { id: 'european-roulette', category: 'other', section: 'fast-games', rtp: ROULETTE_RTP, proof: 'exact' },
  { id: 'blackjack', category: 'card games', section: 'card-games', rtp: BLACKJACK_RTP, proof: 'simulation' },
  { id: 'jacks-or-better', category: 'card games', section: 'poker', rtp: VIDEO_POKER_RTP, proof: 'exact' },
  { id: 'northern-lights', category: 'slots', section: 'slots', rtp: NORTHERN_LIGHTS_RTP, proof: 'exact' },
  { id: 'desert-caravan', category: 'slots', section: 'slots', rtp: DESERT_CARAVAN_RTP, proof: 'exact' },
  { id: 'lucky-three', category: 'lotteries', section: 'scratchcards', rtp: SCRATCH_RTP, proof: 'exact' },
  { id: 'bingo-90', category: 'lotteries', section: 'bingo', rtp: BINGO_RTP, proof: 'exact' },
];
