/**
 * Page data of the casino pages (spec §2 Casino). Shared by the loaders
 * (src/server/pages/casino-game.ts) and the components, so components never import a loader.
 */

/** The game page `slots|casino/game/{gameId}/{gameName}`: one game of the catalogue and how to open it. */
export interface CasinoGamePageData {
  kind: 'casino-game';
  game: {
    id: number;
    name: string;
    code: string;
    providerName: string;
    /** Stated RTP in hundredths of a percent (9900 = 99.00 %). */
    rtpBp: number;
    volatility: 'low' | 'medium' | 'high';
    categories: string[];
  };
  /** False when the game is switched off for the brand or country: the page says so, nothing launches. */
  available: boolean;
  /** The demo game URL (fun money), for guests and players alike. */
  demoUrl: string;
  /** True for a logged-in player (real money through `POST /web-api/casino/launch`). */
  isPlayer: boolean;
  /** The player's active account to play from, or null for a guest. */
  accountId: number | null;
}

/** A casino round in the bet history (directory 7): one bet of a provider with its wins. */
export interface CasinoRoundEntry {
  /** The provider's transaction uuid of the bet. */
  betUuid: string;
  /** The provider's round id. */
  round: string;
  gameName: string;
  providerName: string;
  /** Minor units of `currency`. */
  stakeMinor: number;
  /** Sum of the round's wins, minor units. */
  payoutMinor: number;
  /** Stake and payout as text in major units, e.g. "12.50". */
  stake: string;
  payout: string;
  currency: string;
  rolledBack: boolean;
  placedAt: string;
  /** The provider's provably fair verify page of the round, or null when it has none. */
  verifyHref: string | null;
}
