/**
 * Data of the virtual sports page (spec §2 `virtualsports`; src/domain/virtual/league.ts): the
 * next events taking bets (pairings, the model's odds, the published seed hash), the event being
 * shown (minute and score so far), the latest results with their revealed seeds, the season's
 * table, and the player's bets.
 */
import type { VirtualBet } from '../../../schemas/virtual-api.ts';
import type { VirtualOutcome } from '../virtual/league.ts';

/** A match of an event as shown. */
interface VirtualMatchRow {
  index: number;
  home: string;
  away: string;
  /** The model's coefficients (events taking bets). */
  odds: Record<VirtualOutcome, number> | null;
  /** Score: so far (in play) or final (results); null before kick-off. */
  score: { home: number; away: number } | null;
}

/** An event as shown. */
export interface VirtualEventView {
  eventId: number;
  season: number;
  /** 1..38. */
  round: number;
  /** ISO 8601. */
  kickoff: string;
  /** ms from the page's instant to the kick-off (upcoming) or to the end of the show (in play). */
  remainingMs: number;
  /** Game minute 0..90. */
  minute: number;
  /** SHA-256 of the seed, published before the kick-off. */
  seedHash: string;
  /** The seed, revealed once the match has been shown. */
  seed: string | null;
  matches: VirtualMatchRow[];
}

/** A row of the season's table. */
export interface VirtualTableRow {
  team: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
}

/** The player's account bets are placed from. */
interface VirtualAccount {
  accountId: number;
  iso: string;
  exponent: number;
  minAmount: string | null;
}

/** `virtualsports`. */
export interface VirtualPageData {
  kind: 'virtual';
  upcoming: VirtualEventView[];
  live: VirtualEventView | null;
  results: VirtualEventView[];
  table: VirtualTableRow[];
  season: number;
  account: VirtualAccount | null;
  bets: VirtualBet[];
}
