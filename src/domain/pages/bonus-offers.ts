/**
 * Data of the bonus offer pages (spec §2 Bonuses and promotions: the bonus route families —
 * bonuses, bonus, bonuses-games and their offer twins, chosen by `promoBonusToOffer` —, offer pages
 * `{family}/{id}` with section rules|games, bonus/casino, bonus/casino/promo, bonus/casino/{id},
 * and casino/slot-first-deposit). Loader: src/server/pages/bonus-offers.ts.
 */
import type { BonusOffer } from '../../../schemas/bonus.ts';
import type { BonusChoice } from './office-bonuses.ts';

/** Which offers a list shows: all, the casino's, the casino's claimed with a code, or those of casino games. */
export type OfferListKind = 'all' | 'casino' | 'casino-promo' | 'games';

/** An offer with its page links (language-prefixed). */
export interface OfferView extends BonusOffer {
  href: string;
  rulesHref: string;
  /** The games section (casino offers only). */
  gamesHref: string | null;
}

/** A casino game and how much of its stakes counts towards the offer's wagering. */
interface OfferGame {
  name: string;
  href: string;
  /** Whole percent, 0–100. */
  contribution: number;
}

/** What the viewer can do with an offer. */
export interface OfferViewer {
  loggedIn: boolean;
  /** The player has a successful deposit (a first-deposit offer is gone). */
  hasDeposit: boolean;
  choice: BonusChoice;
}

/** A bonus offer page. */
export type BonusOffersPageData =
  | { kind: 'bonus-offers'; mode: 'list'; list: OfferListKind; offers: OfferView[] }
  | {
    kind: 'bonus-offers';
    mode: 'offer';
    section: 'offer' | 'rules' | 'games';
    offer: OfferView;
    /** Wagering terms of the offer: multiplier, days, maximum bet (minor units), minimum coefficient (thousandths). */
    wagerMultiplier: number;
    validDays: number;
    maxBetMinor: number | null;
    minCoefMilli: number | null;
    currency: string;
    /** The games section's rows (casino offers). */
    games: OfferGame[];
    viewer: OfferViewer;
  };
