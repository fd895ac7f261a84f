/**
 * The portal's own casino games (spec §2 casino) with their stated RTP and how it is proven: `exact`
 * (a closed-form or enumerated calculation asserted by the unit tests) or `simulation` (checked by
 * `npm run bench:casino-rtp` over at least 10^7 rounds, within ±0.3 %). `category` uses the spec's
 * casino categories (`CASINO_CATEGORIES`), `section` the spec §2 route family the game is listed
 * under (`CASINO_SECTIONS`), both of src/domain/casino/lobby.ts.
 */
import { RTP as DICE_RTP, DICE_OUTCOMES, MIN_WINNING_ROLLS } from './dice.ts';
import { RTP as LIMBO_RTP, MAX_TARGET_CENTS } from './limbo.ts';
import { RTP as CRASH_RTP } from './crash.ts';
import { RTP as MINES_RTP, TILES, multiplier as minesMultiplier } from './mines.ts';
import { RTP as PLINKO_RTP, MULTIPLIERS as PLINKO_MULTIPLIERS } from './plinko.ts';
import { RTP as KENO_RTP, PAYTABLE as KENO_PAYTABLE } from './keno.ts';
import { RTP as TV_KENO_RTP, PAYTABLE as TV_KENO_PAYTABLE } from './tv-keno.ts';
import { RTP as ROULETTE_RTP, POCKETS } from './roulette.ts';
import { RTP as BLACKJACK_RTP, RULES as BLACKJACK_RULES } from './blackjack.ts';
import { RTP as VIDEO_POKER_RTP, PAYTABLE as POKER_PAYTABLE } from './video-poker.ts';
import { RTP as SCRATCH_RTP, PRIZES as SCRATCH_PRIZES } from './scratch.ts';
import { RTP as BINGO_RTP, PRIZES as BINGO_PRIZES, PATTERNS as BINGO_PATTERNS } from './bingo.ts';
import { RTP as BACCARAT_RTP, BACCARAT_PAYS } from './baccarat.ts';
import { RTP as DRAGON_TIGER_RTP, DRAGON_TIGER_PAYS } from './dragon-tiger.ts';
import { RTP as SIC_BO_RTP, ALL_BETS as SIC_BO_BETS, betMultiple as sicBoMultiple } from './sic-bo.ts';
import { DESERT_CARAVAN, DESERT_CARAVAN_RTP, NORTHERN_LIGHTS, NORTHERN_LIGHTS_RTP } from './slot-games.ts';
import type { SlotDefinition } from './slots.ts';
import { CRASH_CAP_CENTS } from './scheduled.ts';
import type { CasinoCategoryName, CasinoSection } from './lobby.ts';

/** One game of our own. `rtp` is a fraction (0.99 = 99 %); for games with several bet options, the lowest. */
export interface OwnGame {
  readonly id: string;
  /** Its spec §3 category. */
  readonly category: CasinoCategoryName;
  /** The section page that lists it. */
  readonly section: CasinoSection;
  /** Other section pages that list it too (cross-cutting families: fast-bet, skill-games). */
  readonly families?: readonly CasinoSection[];
  readonly rtp: number;
  readonly proof: 'exact' | 'simulation';
  /**
   * The most a round can pay as a multiple of the round's stakes (stake included), from the game's
   * rules, rounded UP to hundredths: the wallet refuses a win above it (casino_games.max_multiplier,
   * drizzle/0043). See {@link MAX_MULTIPLIERS}.
   */
  readonly maxMultiplier: number;
}

const max = (values: Iterable<number>): number => Math.max(...values);
/**
 * x rounded up to hundredths, strictly: the games compute payouts as floor(stake × a float
 * multiplier), and a float a hair above a hundredth (mines: 5148297.000000003) must not be cut,
 * or a large stake's legitimate win would pass the cap.
 */
const upToHundredths = (x: number): number => {
  const up = Math.ceil(x * 100) / 100;
  return up < x ? Math.ceil(x * 100 + 1) / 100 : up;
};

/**
 * A bound on a slot round's pay in total-bet multiples: a spin pays at most the best line pay on
 * every line (the line total is divided by the lines) plus the best scatter pay, and a round is
 * the base spin and at most `freeSpins` free spins (no retrigger) at `freeSpinMultiplier`.
 */
export function slotMaxMultiple(def: SlotDefinition): number {
  const spin = max(Object.values(def.paytable).flat()) + max(def.scatterPays);
  return spin * (1 + def.freeSpins * def.freeSpinMultiplier);
}

/**
 * Each game's maximum multiplier by catalogue id, derived from its module: dice at the fewest
 * winning rolls (RTP × 10,001 / 99), limbo's highest target, crash's scheduled cap
 * (CRASH_CAP_CENTS: our crash is the scheduled game), mines with every safe tile revealed for the
 * best mine count, the top plinko bucket and keno / TV keno paytable entry, a straight-up roulette
 * number (36 / 1 pocket of the stake on it; bets on several pockets return less per stake), a
 * blackjack natural (1 + 3:2; a double or split adds as much stake as it can win), the royal flush,
 * the slot bound {@link slotMaxMultiple}, the top scratch prize, a bingo ticket winning every
 * pattern at its best tier, and the best single bet of baccarat (a pair), dragon tiger (the tie)
 * and sic bo (a specific triple): one bet per round.
 */
export const MAX_MULTIPLIERS: Readonly<Record<string, number>> = {
  dice: upToHundredths((DICE_RTP * DICE_OUTCOMES) / MIN_WINNING_ROLLS),
  limbo: upToHundredths(MAX_TARGET_CENTS / 100),
  crash: upToHundredths(CRASH_CAP_CENTS / 100),
  mines: upToHundredths(max(Array.from({ length: TILES - 1 }, (_, i) => minesMultiplier(i + 1, TILES - (i + 1))))),
  plinko: upToHundredths(max(Object.values(PLINKO_MULTIPLIERS).flatMap((byRows) => Object.values(byRows).flat()))),
  keno: upToHundredths(max(Object.values(KENO_PAYTABLE).flat())),
  'tv-keno': upToHundredths(max(Object.values(TV_KENO_PAYTABLE).flat())),
  'european-roulette': upToHundredths(POCKETS - 1),
  blackjack: upToHundredths(1 + BLACKJACK_RULES.blackjackPays),
  'jacks-or-better': upToHundredths(max(Object.values(POKER_PAYTABLE))),
  'northern-lights': upToHundredths(slotMaxMultiple(NORTHERN_LIGHTS)),
  'desert-caravan': upToHundredths(slotMaxMultiple(DESERT_CARAVAN)),
  'lucky-three': upToHundredths(max(SCRATCH_PRIZES.map((p) => p.multiplier))),
  baccarat: upToHundredths(max(Object.values(BACCARAT_PAYS))),
  'dragon-tiger': upToHundredths(max(Object.values(DRAGON_TIGER_PAYS))),
  'sic-bo': upToHundredths(max(SIC_BO_BETS.map((bet) => max(Array.from({ length: 216 }, (_, i) => sicBoMultiple(bet, [Math.floor(i / 36) + 1, (Math.floor(i / 6) % 6) + 1, (i % 6) + 1])))))),
  'bingo-90': upToHundredths(BINGO_PATTERNS.reduce((sum, pattern) => sum + max(BINGO_PRIZES[pattern].map(([, m]) => m)), 0)),
};

/** The games, in lobby order. */
export const OWN_GAMES: readonly OwnGame[] = [
  { id: 'dice', category: 'dice', section: 'fast-games', families: ['fast-bet'], rtp: DICE_RTP, proof: 'exact', maxMultiplier: MAX_MULTIPLIERS['dice']! },
  { id: 'limbo', category: 'climb to victory', section: 'fast-games', families: ['fast-bet'], rtp: LIMBO_RTP, proof: 'exact', maxMultiplier: MAX_MULTIPLIERS['limbo']! },
  { id: 'crash', category: 'climb to victory', section: 'crash-games', rtp: CRASH_RTP, proof: 'exact', maxMultiplier: MAX_MULTIPLIERS['crash']! },
  { id: 'mines', category: 'other', section: 'fast-games', rtp: MINES_RTP, proof: 'exact', maxMultiplier: MAX_MULTIPLIERS['mines']! },
  { id: 'plinko', category: 'other', section: 'fast-games', rtp: PLINKO_RTP, proof: 'exact', maxMultiplier: MAX_MULTIPLIERS['plinko']! },
  { id: 'keno', category: 'lotteries', section: 'keno', rtp: KENO_RTP, proof: 'exact', maxMultiplier: MAX_MULTIPLIERS['keno']! },
  { id: 'tv-keno', category: 'lotteries', section: 'tvgames', rtp: TV_KENO_RTP, proof: 'exact', maxMultiplier: MAX_MULTIPLIERS['tv-keno']! },
  { id: 'european-roulette', category: 'other', section: 'fast-games', rtp: ROULETTE_RTP, proof: 'exact', maxMultiplier: MAX_MULTIPLIERS['european-roulette']! },
  { id: 'blackjack', category: 'card games', section: 'card-games', families: ['skill-games'], rtp: BLACKJACK_RTP, proof: 'simulation', maxMultiplier: MAX_MULTIPLIERS['blackjack']! },
  { id: 'jacks-or-better', category: 'card games', section: 'poker', families: ['skill-games'], rtp: VIDEO_POKER_RTP, proof: 'exact', maxMultiplier: MAX_MULTIPLIERS['jacks-or-better']! },
  { id: 'northern-lights', category: 'slots', section: 'slots', rtp: NORTHERN_LIGHTS_RTP, proof: 'exact', maxMultiplier: MAX_MULTIPLIERS['northern-lights']! },
  { id: 'desert-caravan', category: 'slots', section: 'slots', rtp: DESERT_CARAVAN_RTP, proof: 'exact', maxMultiplier: MAX_MULTIPLIERS['desert-caravan']! },
  { id: 'lucky-three', category: 'lotteries', section: 'scratchcards', rtp: SCRATCH_RTP, proof: 'exact', maxMultiplier: MAX_MULTIPLIERS['lucky-three']! },
  { id: 'baccarat', category: 'card games', section: 'asian-games', rtp: BACCARAT_RTP, proof: 'exact', maxMultiplier: MAX_MULTIPLIERS['baccarat']! },
  { id: 'dragon-tiger', category: 'card games', section: 'asian-games', rtp: DRAGON_TIGER_RTP, proof: 'exact', maxMultiplier: MAX_MULTIPLIERS['dragon-tiger']! },
  { id: 'sic-bo', category: 'dice', section: 'asian-games', rtp: SIC_BO_RTP, proof: 'exact', maxMultiplier: MAX_MULTIPLIERS['sic-bo']! },
  { id: 'bingo-90', category: 'lotteries', section: 'bingo', rtp: BINGO_RTP, proof: 'exact', maxMultiplier: MAX_MULTIPLIERS['bingo-90']! },
];
