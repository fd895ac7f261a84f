/**
 * Data of the lotto pages (spec §2 `lotto/{sectionName}?/{lottoId}?`, src/domain/lotto/):
 * - `lotto` and `lotto/{powerball|megamillions}`: each lottery's next draw (countdown, matrix,
 *   prize table, the ticket form for a player), its latest result, and the player's tickets;
 *   `lotto/{lottery}/{lottoId}` the same for one draw still on sale;
 * - `lotto/results` and `lotto/view` (spec: "sectionName results or view shows results"): the
 *   results archive, newest first, paged; `lotto/{results|view}/{lottoId}` one drawn draw with the
 *   player's tickets on it.
 */
import type { LottoTicket } from '../../../schemas/lotto-api.ts';
import type { LotteryId } from '../lotto/games.ts';

/** The `sectionName`s of the route (anything else is a 404 by the route's parameter rule). */
export const LOTTO_SECTION_RE = /^(powerball|megamillions|results|view)$/;

/** One row of a prize table, as shown. */
export interface PrizeRow {
  tier: number;
  main: number;
  bonus: boolean;
  jackpot: boolean;
  /** Official prize, US dollars. */
  prizeUsd: number;
  /** Payout per 1 unit of stake (prize ÷ price), e.g. 50 for US$100 on a US$2 ticket. */
  perUnit: number;
}

/** A draw as the pages show it. */
export interface DrawCard {
  lottoId: number;
  lottery: LotteryId;
  lotteryName: string;
  /** Draw instant, ISO 8601. */
  drawAt: string;
  /** ms from the page's instant to the draw (≤ 0 once drawn). */
  remainingMs: number;
  mainMax: number;
  bonusMax: number;
  /** Official ticket price, US dollars. */
  priceUsd: number;
  /** The drawn numbers (null until the draw instant): the real draw of `realDay`. */
  result: { realDay: string; main: number[]; bonus: number; multiplier: string | null } | null;
  /** Link to the draw's page. */
  href: string;
}

/** The player's account tickets are bought from. */
interface LottoAccount {
  accountId: number;
  iso: string;
  exponent: number;
  /** The brand's minimum stake in that currency, major-unit text, if any. */
  minAmount: string | null;
}

/** One lottery's block on the play page. */
interface LotteryBlock {
  lottery: LotteryId;
  lotteryName: string;
  next: DrawCard;
  /** Later draws also on sale (links). */
  upcoming: DrawCard[];
  latest: DrawCard;
  prizes: PrizeRow[];
}

/** `lotto`, `lotto/{lottery}`, `lotto/{lottery}/{lottoId}`. */
interface LottoPlayPageData {
  kind: 'play';
  lotteries: LotteryBlock[];
  /** The player's account (null for a guest: the form asks to log in). */
  account: LottoAccount | null;
  tickets: LottoTicket[];
  resultsHref: string;
  /** Links to each lottery's play page, with the current one marked. */
  tabs: { lottery: LotteryId | null; href: string; active: boolean }[];
}

/** `lotto/results`, `lotto/view`. */
interface LottoResultsPageData {
  kind: 'results';
  draws: DrawCard[];
  page: number;
  previous: string | null;
  next: string | null;
  playHref: string;
}

/** `lotto/{results|view}/{lottoId}`. */
interface LottoDrawPageData {
  kind: 'draw';
  draw: DrawCard;
  prizes: PrizeRow[];
  tickets: LottoTicket[];
  resultsHref: string;
}

/** Any lotto page. */
export type LottoPageData = LottoPlayPageData | LottoResultsPageData | LottoDrawPageData;
