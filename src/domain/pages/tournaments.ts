/**
 * Data of the tournament pages (spec §2 bonus/casino/tournaments, tournaments/{id}). Loader:
 * src/server/pages/tournaments.ts; boards: schemas/tournament.ts.
 */
import type { TournamentBoard, TournamentMetric, TournamentPeriod } from '../../../schemas/tournament.ts';

/** A tournament as its pages show it (texts in the page language). */
export interface TournamentView {
  slug: string;
  title: string;
  description: string;
  metric: TournamentMetric;
  period: TournamentPeriod;
  currency: string;
  minBetMinor: number;
  prizesMinor: number[];
  href: string;
}

/** A settled period's winners. */
export interface TournamentResultView {
  period: number;
  winners: { rank: number; player: string; score: number; prizeMinor: number }[];
}

/** The list or one tournament with its live board and last results. */
export type TournamentsPageData =
  | { kind: 'tournaments'; mode: 'list'; tournaments: (TournamentView & { board: TournamentBoard })[] }
  | { kind: 'tournaments'; mode: 'one'; tournament: TournamentView; board: TournamentBoard; results: TournamentResultView[] };
