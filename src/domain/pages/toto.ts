/**
 * Data of the toto pages (spec §2 `toto/{section}?`, route name totoFrame; rules in
 * src/domain/toto/): `toto` and `toto/draw` the draw taking coupons, `toto/next` the one after
 * it, `toto/draws` the latest draws with their real results and settled pools, `toto/coupons` the
 * player's coupons. (`toto/nonimees` answers 404: the portal has no such data.)
 */
import type { TotoCoupon } from '../../../schemas/toto-api.ts';
import type { TotoResult } from '../toto/pool.ts';

/** A match of a draw as shown. */
export interface TotoMatchRow {
  /** 1..15. */
  number: number;
  permanentId: number;
  home: string;
  away: string;
  champName: string;
  /** Replayed kick-off, ISO 8601. */
  kickoff: string;
  /** The real result once finished (void when the feed no longer has the match), else null. */
  result: TotoResult | null;
  /** The real full-time score once finished. */
  score: { home: number; away: number } | null;
}

/** A prize tier as shown for a draw taking coupons. */
interface TotoTierRow {
  correct: number;
  /** Share of the pool, percent. */
  sharePercent: number;
  /** The tier's fund with the pool so far (the 15-tier with the jackpot), money text. */
  fundSoFar: string;
}

/** The player's account coupons are placed from. */
interface TotoAccount {
  accountId: number;
  iso: string;
  exponent: number;
  minAmount: string | null;
}

/** Section links. */
export interface TotoTab {
  section: 'draw' | 'next' | 'draws' | 'coupons';
  href: string;
  active: boolean;
}

/** `toto`, `toto/draw`, `toto/next`. */
export interface TotoDrawPageData {
  kind: 'draw';
  tabs: TotoTab[];
  drawId: number;
  /** Coupons are taken until the first kick-off, ISO 8601. */
  deadline: string;
  remainingMs: number;
  matches: TotoMatchRow[];
  /** Pool so far and the jackpot carried in, in `currency`, money text. */
  pool: string;
  jackpot: string;
  currency: string;
  tiers: TotoTierRow[];
  account: TotoAccount | null;
  /** The player's coupons on this draw. */
  coupons: TotoCoupon[];
}

/** A settled pool as shown. */
interface TotoPoolView {
  currency: string;
  pool: string;
  prizeFund: string;
  jackpotIn: string;
  jackpotOut: string;
  isVoid: boolean;
  coupons: number;
  tiers: { correct: number; sharePercent: number; fund: string; rows: number; paid: string }[];
}

/** `toto/draws`. */
interface TotoDrawsPageData {
  kind: 'draws';
  tabs: TotoTab[];
  draws: { drawId: number; deadline: string; complete: boolean; matches: TotoMatchRow[]; pools: TotoPoolView[] }[];
}

/** `toto/coupons`. */
interface TotoCouponsPageData {
  kind: 'coupons';
  tabs: TotoTab[];
  loggedIn: boolean;
  coupons: TotoCoupon[];
}

/** Any toto page. */
export type TotoPageData = TotoDrawPageData | TotoDrawsPageData | TotoCouponsPageData;
