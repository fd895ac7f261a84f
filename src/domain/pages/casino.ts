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
  /**
   * The player's free spins on this game (an active free_spins bonus with spins left): played from
   * the bonus account `accountId` at `stakeMinor` each (`stake` in major units as the game's field takes it).
   */
  freeSpins: { left: number; total: number; stakeMinor: number; stake: string; currency: string; exponent: number; accountId: number } | null;
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

/** A game tile of the lobby (spec §2 Casino): links to the game page, shows RTP and volatility. */
export interface LobbyGame {
  id: number;
  slug: string;
  /** The provider's code of the game (our game server's: the game it plays). */
  code: string;
  /** The name shown: the catalogue's, or in the page language (src/server/casino/lobby.ts `namedIn`). */
  name: string;
  categories: string[];
  /** Stated RTP in hundredths of a percent (9900 = 99.00 %). */
  rtpBp: number;
  volatility: 'low' | 'medium' | 'high';
  providerId: string;
  providerName: string;
}

/** A link of the lobby's navigation: a category, section or provider page. */
export interface LobbyLink {
  /** Localised href. */
  href: string;
  /** A dictionary key (`casino_section_*`, `casino_category_*`) or, for providers, the provider's name. */
  label: string;
  /** True when `label` is a dictionary key. */
  labelIsKey: boolean;
  current: boolean;
  /** The category's picture (src/domain/casino/art.ts); absent for providers. */
  art?: string;
}

/**
 * A row of the lobby's front page: one spec §3 category with its games (each game is in exactly
 * one row), its picture and its page.
 */
export interface LobbyRow {
  /** The category's URL slug (`climb-to-victory`). */
  slug: string;
  /** Dictionary key of its label (`casino_category_*`). */
  labelKey: string;
  /** Localised href of the category's page ("see all"). */
  href: string;
  /** The category's picture. */
  art: string;
  games: LobbyGame[];
}

/**
 * A lobby page: the lobby and its categories (`slots|casino/{subcategory}?`, `casino-lobby`,
 * `allgamesentrance/{gameRoute}?`), the section pages (fast-games, crash-games, keno, card-games,
 * scratchcards, bingo, poker, tvgames), a provider's page (`providers/{provider}`) and the search
 * page (`casino-search`, games empty until searched).
 */
export interface CasinoLobbyPageData {
  kind: 'casino-lobby';
  /** Heading: a dictionary key, or the provider's name when `headingIsKey` is false. */
  heading: string;
  headingIsKey: boolean;
  games: LobbyGame[];
  /** Where each tile links: the game page URL prefix's kind (`slots` or `casino`). */
  gameKind: 'slots' | 'casino';
  sections: LobbyLink[];
  categories: LobbyLink[];
  /** Show the search box (lobby and search page). */
  search: boolean;
  /** The query the search page was opened with (`?q=`), '' when none. */
  query: string;
  /** The player's favourite game ids (tiles offer add/remove); null for guests. */
  favorites: number[] | null;
  /** `my-casino`: the recently played games shown below the favourites; null elsewhere. */
  recent: LobbyGame[] | null;
  /** The lobby's front page (every game, no filter): the rows per spec §3 category; null elsewhere. */
  rows: LobbyRow[] | null;
}

/** The providers page `providers`: every provider with games on the brand. */
export interface CasinoProvidersPageData {
  kind: 'casino-providers';
  providers: { id: string; name: string; href: string; games: number }[];
}
