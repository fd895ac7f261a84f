/**
 * Lotto (spec §2 `lotto/{sectionName}?/{lottoId}?`): the two real US lotteries whose published
 * draws this portal replays, Powerball and Mega Millions, with their official matrices and prize
 * tiers, and the pure rules of a ticket (5 main numbers + 1 bonus ball): which tier it wins and
 * what that pays.
 *
 * The product is a bet on the official draw: a ticket's stake is the player's, in their account's
 * currency, and each tier pays the stake × (official prize ÷ official ticket price), so a ticket
 * staked at the official price pays exactly the official prize. Tiers by era of the real draw:
 *
 * - Powerball from 7 October 2015 (5 of 1–69 + Powerball 1–26, US$2): 5+PB jackpot, 5 US$1,000,000,
 *   4+PB US$50,000, 4 US$100, 3+PB US$100, 3 US$7, 2+PB US$7, 1+PB US$4, PB US$4.
 * - Mega Millions from 31 October 2017 to 7 April 2025 (5 of 1–70 + Mega Ball 1–25, US$2):
 *   5+MB jackpot, 5 US$1,000,000, 4+MB US$10,000, 4 US$500, 3+MB US$200, 3 US$10, 2+MB US$10,
 *   1+MB US$4, MB US$2.
 * - Mega Millions from 8 April 2025 (5 of 1–70 + Mega Ball 1–24, US$5, a multiplier of 2× to 10×
 *   built into every ticket): base prizes 5 US$1,000,000, 4+MB US$10,000, 4 US$500, 3+MB US$200,
 *   3 US$10, 2+MB US$10, 1+MB US$7, MB US$5, times the drawn multiplier. The draw file does not
 *   record that multiplier ("N/A"), so this portal pays the guaranteed minimum, 2×.
 *
 * The official jackpot is pari-mutuel and not in the draw files; the jackpot tier pays the game's
 * advertised starting jackpot (Powerball US$20 million, Mega Millions US$20 million before
 * 8 April 2025 and US$50 million from then), stated on the page. The optional Power Play and
 * Megaplier add-ons are not sold.
 *
 * Money: stakes and payouts in integer minor units; prices and prizes in US cents; a payout is
 * rounded down to a minor unit once.
 */

/** The lotteries, by the slug the routes use. */
export const LOTTERY_IDS = ['powerball', 'megamillions'] as const;
/** A lottery slug. */
export type LotteryId = (typeof LOTTERY_IDS)[number];

/** A prize tier: main numbers matched, bonus ball matched, and the prize in US cents or the jackpot. */
export interface PrizeTier {
  /** Tier number, 1 (jackpot) .. 9. */
  tier: number;
  /** Main numbers matched, 0..5. */
  main: number;
  /** Whether the bonus ball (Powerball, Mega Ball) is matched. */
  bonus: boolean;
  /** Official prize in US cents (the jackpot tier: the advertised starting jackpot). */
  prizeCents: number;
  /** The jackpot tier. */
  jackpot: boolean;
}

/** One era of a lottery: the matrix, price and prize tiers of the real draws from `from` on. */
export interface LotteryEra {
  lottery: LotteryId;
  /** First real draw date of the era, `YYYY-MM-DD`. */
  from: string;
  /** Main numbers are 5 distinct of 1..mainMax. */
  mainMax: number;
  /** The bonus ball is one of 1..bonusMax. */
  bonusMax: number;
  /** Official ticket price, US cents. */
  priceCents: number;
  /** Multiplier applied to the base prizes (Mega Millions from 2025: the guaranteed 2×), else 1. */
  multiplier: number;
  /** Tiers, jackpot first. */
  tiers: readonly PrizeTier[];
}

const USD = 100;
const tiers = (jackpotUsd: number, prizesUsd: readonly number[], multiplier = 1): PrizeTier[] => {
  // Official tier order: 5+1, 5, 4+1, 4, 3+1, 3, 2+1, 1+1, 0+1.
  const shape: readonly [number, boolean][] = [[5, true], [5, false], [4, true], [4, false], [3, true], [3, false], [2, true], [1, true], [0, true]];
  return shape.map(([main, bonus], i) => ({
    tier: i + 1,
    main,
    bonus,
    jackpot: i === 0,
    prizeCents: i === 0 ? jackpotUsd * USD : prizesUsd[i - 1]! * USD * multiplier,
  }));
};

/** Every era, oldest first per lottery (module docstring). */
export const LOTTERY_ERAS: readonly LotteryEra[] = [
  { lottery: 'powerball', from: '2015-10-07', mainMax: 69, bonusMax: 26, priceCents: 2 * USD, multiplier: 1, tiers: tiers(20_000_000, [1_000_000, 50_000, 100, 100, 7, 7, 4, 4]) },
  { lottery: 'megamillions', from: '2017-10-31', mainMax: 70, bonusMax: 25, priceCents: 2 * USD, multiplier: 1, tiers: tiers(20_000_000, [1_000_000, 10_000, 500, 200, 10, 10, 4, 2]) },
  { lottery: 'megamillions', from: '2025-04-08', mainMax: 70, bonusMax: 24, priceCents: 5 * USD, multiplier: 2, tiers: tiers(50_000_000, [1_000_000, 10_000, 500, 200, 10, 10, 7, 5], 2) },
];

/** Display names (the lotteries' own names, not translated). */
export const LOTTERY_NAMES: Readonly<Record<LotteryId, string>> = { powerball: 'Powerball', megamillions: 'Mega Millions' };

/**
 * The era of a real draw.
 * @param day the real draw date, `YYYY-MM-DD`
 * @returns null before the lottery's first era (such a draw is not replayed)
 */
export function eraOf(lottery: LotteryId, day: string): LotteryEra | null {
  let found: LotteryEra | null = null;
  for (const era of LOTTERY_ERAS) if (era.lottery === lottery && era.from <= day) found = era;
  return found;
}

/** A real published draw. */
export interface LottoDraw {
  lottery: LotteryId;
  /** Real draw date, `YYYY-MM-DD`. */
  day: string;
  /** The 5 main numbers, ascending. */
  main: readonly number[];
  /** The bonus ball. */
  bonus: number;
  /** Multiplier column of the file (Power Play / Megaplier), e.g. `3X`, or null for `N/A`. */
  multiplier: string | null;
}

/** A problem in a draw file: reported, never thrown. */
export interface DrawProblem {
  file: string;
  line: number;
  reason: string;
}

/**
 * Parses a draw file (`data/lotto/*.csv`: `date,white_balls,<bonus>,<multiplier>`, US dates
 * M/D/YYYY, main numbers `|`-separated). Rows with a bad date, numbers outside the era's matrix,
 * repeated numbers, or a date before the lottery's first era are reported and left out; draws
 * come out in date order, one per date.
 */
export function parseDrawFile(lottery: LotteryId, file: string, text: string): { draws: LottoDraw[]; problems: DrawProblem[] } {
  const draws: LottoDraw[] = [];
  const problems: DrawProblem[] = [];
  const seen = new Set<string>();
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (index === 0 || raw.trim() === '') return;
    const cells = raw.split(',').map((c) => c.trim());
    const report = (reason: string) => problems.push({ file, line, reason });
    if (cells.length !== 4) return void report(`expected 4 columns, got ${cells.length}`);
    const date = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(cells[0]!);
    if (!date) return void report(`bad date ${JSON.stringify(cells[0])}`);
    const [month, dayOfMonth, year] = [Number(date[1]), Number(date[2]), Number(date[3])];
    const stamp = Date.UTC(year, month - 1, dayOfMonth);
    const check = new Date(stamp);
    if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== dayOfMonth) return void report(`bad date ${JSON.stringify(cells[0])}`);
    const day = check.toISOString().slice(0, 10);
    const era = eraOf(lottery, day);
    if (!era) return void report(`draw of ${day} is before the first era of ${lottery}`);
    if (seen.has(day)) return void report(`second draw on ${day}`);
    const main = cells[1]!.split('|').map((n) => (/^\d{1,2}$/.test(n) ? Number(n) : NaN));
    if (main.length !== 5 || main.some((n) => !Number.isInteger(n) || n < 1 || n > era.mainMax)) return void report(`main numbers must be 5 of 1..${era.mainMax}`);
    if (new Set(main).size !== 5) return void report('repeated main number');
    const bonus = /^\d{1,2}$/.test(cells[2]!) ? Number(cells[2]) : NaN;
    if (!Number.isInteger(bonus) || bonus < 1 || bonus > era.bonusMax) return void report(`bonus ball must be one of 1..${era.bonusMax}`);
    const multiplier = /^\d{1,2}X$/.test(cells[3]!) ? cells[3]! : cells[3] === 'N/A' ? null : undefined;
    if (multiplier === undefined) return void report(`bad multiplier ${JSON.stringify(cells[3])}`);
    seen.add(day);
    draws.push({ lottery, day, main: [...main].sort((a, b) => a - b), bonus, multiplier });
  });
  draws.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  return { draws, problems };
}

/** A ticket's numbers. */
export interface TicketNumbers {
  /** 5 distinct main numbers. */
  main: readonly number[];
  bonus: number;
}

/**
 * Why a ticket's numbers do not fit an era's matrix, or null when they do.
 * @returns an i18n key
 */
export function ticketProblem(era: LotteryEra, ticket: TicketNumbers): string | null {
  if (ticket.main.length !== 5 || new Set(ticket.main).size !== 5) return 'lotto_error_five_numbers';
  if (ticket.main.some((n) => !Number.isInteger(n) || n < 1 || n > era.mainMax)) return 'lotto_error_main_range';
  if (!Number.isInteger(ticket.bonus) || ticket.bonus < 1 || ticket.bonus > era.bonusMax) return 'lotto_error_bonus_range';
  return null;
}

/** What a ticket matched of a draw and the tier it wins (null: no prize). */
export interface TicketResult {
  /** Main numbers matched, 0..5. */
  main: number;
  /** Bonus ball matched. */
  bonus: boolean;
  /** The winning tier, or null. */
  tier: PrizeTier | null;
}

/** Matches a ticket against a real draw (tiers of the draw's era). */
export function ticketResult(era: LotteryEra, ticket: TicketNumbers, draw: Pick<LottoDraw, 'main' | 'bonus'>): TicketResult {
  const drawn = new Set(draw.main);
  const main = ticket.main.filter((n) => drawn.has(n)).length;
  const bonus = ticket.bonus === draw.bonus;
  const tier = era.tiers.find((t) => t.main === main && t.bonus === bonus) ?? null;
  return { main, bonus, tier };
}

/**
 * What a tier pays for a stake: stake × prize ÷ price, rounded down to a minor unit.
 * @param stakeMinor the ticket's stake, minor units (> 0)
 */
export function tierPayoutMinor(era: LotteryEra, tier: PrizeTier | null, stakeMinor: number): number {
  if (!tier) return 0;
  return Number((BigInt(stakeMinor) * BigInt(tier.prizeCents)) / BigInt(era.priceCents));
}

/** The largest payout of a stake in an era (the jackpot tier), minor units, exact as a bigint. */
export function maxPayoutMinor(era: LotteryEra, stakeMinor: number): bigint {
  return (BigInt(stakeMinor) * BigInt(era.tiers[0]!.prizeCents)) / BigInt(era.priceCents);
}
