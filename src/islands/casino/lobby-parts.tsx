/**
 * What the casino lobby island (src/islands/casino/CasinoLobby.tsx) and its interactive grid
 * (./CasinoLobbyLive.tsx) share (spec §2 Casino, §9): the props, the dictionary keys, a tile's
 * link and facts, and what the server-rendered lobby hands over to the interactive one.
 */
import type { RefObject } from 'react';
import type { LanguageCode } from '../../../schemas/language.ts';
import type { LobbyGame } from '../../domain/pages/casino.ts';
import { gameArtHref } from '../../domain/casino/art.ts';
import { localizedHref } from '../../domain/routing/language-prefix.ts';
import { textDirection } from '../../domain/bidi.ts';
import { useT } from '../shell/i18n.tsx';

/** Dictionary keys the lobby uses. */
export const CASINO_LOBBY_KEYS = [
  'casino_rtp', 'casino_volatility', 'casino_volatility_low', 'casino_volatility_medium', 'casino_volatility_high',
  'casino_search_label', 'casino_search_button', 'casino_search_placeholder', 'casino_search_clear', 'casino_search_empty', 'casino_games_label', 'main_error',
  'casino_favorite_add', 'casino_favorite_remove', 'casino_my_empty',
  // The grids' labels on my-casino (`labelKey`).
  'casino_favorites_title', 'casino_recent_title',
] as const;

/** Spec §9: the lobby's skeleton shows 16 game tiles (while a search is awaited). */
export const SKELETON_TILES = 16;

/** Props of the lobby grid. */
export interface CasinoLobbyProps {
  games: LobbyGame[];
  gameKind: 'slots' | 'casino';
  /** Show the search field. */
  search: boolean;
  /** The query to start from ('' for none). */
  query: string;
  /** The player's favourite game ids (each tile then has an add/remove button); null for guests. */
  favorites: number[] | null;
  /**
   * A player's page that does not hold their favourites (a lobby page shared between players,
   * src/server/player-pages.ts): the interactive lobby loads them (`GET /web-api/casino/favorites`).
   */
  loadFavorites?: boolean;
  /** The text when there are no games ('casino_search_empty' or 'casino_my_empty'). */
  emptyKey?: 'casino_search_empty' | 'casino_my_empty';
  /** Accessible name of the grid, a dictionary key (default 'casino_games_label'). */
  labelKey?: string;
}

/**
 * What the player did to the server-rendered lobby before the interactive one replaced it: the
 * search field's text, and where the focus was (the search field, a game's tile by game id, or
 * outside the lobby: null).
 */
export interface LobbyHandover {
  text: string;
  focus: 'search' | number | null;
}

/**
 * Props of the interactive lobby: the island's, its language and the handover, which the server
 * markup writes as it is removed (read it in a layout effect of the first render, not before).
 */
export type LiveLobbyProps = CasinoLobbyProps & { lng: LanguageCode; handover: RefObject<LobbyHandover | null> };

/** A game's page, the tile's link: `/{lng}/{slots|casino}/game/{id}/{slug}`. */
export function gameHref(lng: LanguageCode, gameKind: 'slots' | 'casino', game: LobbyGame): string {
  return localizedHref(lng, `/${gameKind}/game/${game.id}/${game.slug}`);
}

/** Delay between the last key typed in the search field and the search it asks, ms. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * A tile's picture (src/domain/casino/art.ts; decorative: the name follows), name, provider, and
 * RTP (percent, two decimals) and volatility, which a pointer device shows over the picture on
 * hover or focus (src/styles/casino.css).
 */
export function TileFacts({ game }: { game: LobbyGame }) {
  const t = useT();
  const rtp = t('casino_rtp', { rtp: (game.rtpBp / 100).toFixed(2) });
  return (
    <>
      <span className="casino-tile-art"><img src={gameArtHref(game)} alt="" width={240} height={320} loading="lazy" decoding="async" /></span>
      <span className="casino-tile-name"><bdi dir={textDirection(game.name)}>{game.name}</bdi></span>
      <span className="casino-tile-provider"><bdi dir={textDirection(game.providerName)}>{game.providerName}</bdi></span>
      <span className="casino-tile-facts">
        <span><bdi dir={textDirection(rtp)}>{rtp}</bdi> · {t('casino_volatility')}: {t(`casino_volatility_${game.volatility}`)}</span>
      </span>
    </>
  );
}
