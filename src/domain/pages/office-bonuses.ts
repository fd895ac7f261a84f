/**
 * Data of the office bonus pages (spec §2 office bonuses/deposit and bonuses/wager; §3 office
 * settings bonusSetting, firstDepositBonusSetting, showPromoCodeCheck). Loaders:
 * src/server/pages/office-bonuses.ts; shapes of bonuses and offers: schemas/bonus.ts.
 */
import type { BonusOffer, PlayerBonusView } from '../../../schemas/bonus.ts';

/** The bonus chosen after registration (spec §4): none, sports, casino; null until asked. */
export type BonusChoice = 'none' | 'sports' | 'casino' | null;

/** `office/bonuses/deposit`: the first-deposit choice and offers, codes, and the bonus in play. */
export interface BonusDepositPageData {
  kind: 'bonus-deposit';
  choice: BonusChoice;
  /** Whether the player has a successful deposit (the first-deposit offer is then used or gone). */
  hasDeposit: boolean;
  /** The first-deposit offers and the offers claimed with a code, on offer now. */
  offers: BonusOffer[];
  /** The player's active or waiting bonus, if any. */
  current: PlayerBonusView | null;
}

/** `office/bonuses/wager`: the bonus being wagered with its progress, waiting bonuses, and past ones. */
export interface BonusWagerPageData {
  kind: 'bonus-wager';
  active: PlayerBonusView | null;
  pending: PlayerBonusView[];
  history: PlayerBonusView[];
  /** The bonus account's balance, minor units of `currency`. */
  bonusBalanceMinor: number;
  /** ISO code and minor-unit exponent of the bonus account. */
  currency: string;
  exponent: number;
  /** Names of the games that contribution keys `game:{code}` name (the lobby's game names). */
  gameNames: Record<string, string>;
}
