/**
 * Data of the office page `promotion` (spec §2 personal office): everything promotional the player
 * holds or can join now. Loader: src/server/pages/office-promotion.ts.
 */
import type { PlayerBonusView } from '../../../schemas/bonus.ts';

/** `office/promotion`. */
export interface OfficePromotionData {
  kind: 'office-promotion';
  /** The bonus being wagered or waiting for its deposit. */
  current: PlayerBonusView | null;
  /** Usable free bets. */
  freeBets: { code: string; amountMinor: number; currency: string; expiresAt: string }[];
  /** Open bonus game tickets per game, with the game page. */
  tickets: { game: string; title: string; count: number; href: string }[];
  /** The brand's tournaments, with the player's rank in the current period (null: not on the board). */
  tournaments: { title: string; href: string; rank: number | null }[];
  /** Offers on the brand now, with their pages. */
  offers: { title: string; href: string }[];
}
