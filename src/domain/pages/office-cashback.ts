/**
 * Data of the office cashback and rewards pages (spec §2 office casino/vipcashback,
 * casino/premiumcashback, rewards; §3 cashback type and club points). Loader:
 * src/server/pages/office-cashback.ts.
 */
import type { CashbackProgram, ClubPoints } from '../../../schemas/bonus.ts';

/** A period's casino figures and its cashback (minor units, or points for a points programme). */
export interface CashbackPeriodView {
  period: number;
  startsAt: string;
  endsAt: string;
  stakesMinor: number;
  returnsMinor: number;
  /** stakes − returns, never below 0. */
  netLossMinor: number;
  /** What the programme pays for the period: minor units (type 0) or points (type 1); 0 when it does not qualify. */
  dueAmount: number;
  /** Why nothing is due: below the minimum loss or stakes; null when something is. */
  refusal: 'min_loss' | 'min_stakes' | null;
}

/** `office/casino/vipcashback` and `office/casino/premiumcashback`. */
export interface CashbackPageData {
  kind: 'cashback';
  program: CashbackProgram;
  /** The running period so far, and the last finished one with its claim. */
  current: CashbackPeriodView;
  last: CashbackPeriodView | null;
  /** What was paid for the last period, or null when not claimed. */
  claimed: number | null;
}

/** `office/rewards`: the club points balance, movements and exchange rate. */
export interface RewardsPageData {
  kind: 'rewards';
  points: ClubPoints;
  balance: number;
  entries: { points: number; kind: string; at: string }[];
}
