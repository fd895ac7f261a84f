/**
 * The casino lobby's tile grid (spec §2 Casino, §9 skeleton of 16 tiles): the page renders the
 * skeleton as this client-only island's fallback, the island then shows the game tiles — each a
 * link to the game page with its provider, RTP and volatility — in a react-aria GridList (arrow
 * keys move between tiles, Enter opens the game). With `search`, a search field asks
 * `GET /web-api/casino/search?q=` (the server's typo-tolerant search) and shows its games; clearing
 * it brings back the page's games.
 */
import { useState } from 'react';
import { GridList, GridListItem, SearchField, Input, Label, Button } from 'react-aria-components';
import type { LanguageCode } from '../../schemas/language.ts';
import type { LobbyGame } from '../domain/pages/casino.ts';
import { localizedHref } from '../domain/routing/language-prefix.ts';
import { api } from '../client/session.ts';
import { isApiError } from '../client/api.ts';
import { IslandI18n, useT, type IslandI18nProps } from './i18n.tsx';

/** Dictionary keys the lobby uses. */
export const CASINO_LOBBY_KEYS = [
  'casino_rtp', 'casino_volatility', 'casino_volatility_low', 'casino_volatility_medium', 'casino_volatility_high',
  'casino_search_label', 'casino_search_button', 'casino_search_empty', 'casino_games_label', 'main_error',
  'casino_favorite_add', 'casino_favorite_remove', 'casino_my_empty',
] as const;

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
  /** The text when there are no games ('casino_search_empty' or 'casino_my_empty'). */
  emptyKey?: 'casino_search_empty' | 'casino_my_empty';
  /** Accessible name of the grid, a dictionary key (default 'casino_games_label'). */
  labelKey?: string;
}

interface TilesProps {
  games: LobbyGame[];
  gameKind: 'slots' | 'casino';
  lng: LanguageCode;
  favorites: Set<number> | null;
  onFavorite: (gameId: number, favorite: boolean) => void;
  emptyKey: string;
  labelKey: string;
}

function Tiles({ games, gameKind, lng, favorites, onFavorite, emptyKey, labelKey }: TilesProps) {
  const t = useT();
  return (
    <GridList aria-label={t(labelKey)} className="casino-grid" layout="grid" items={games} dependencies={[favorites]} data-testid="casino-grid"
      renderEmptyState={() => <p className="casino-grid-empty">{t(emptyKey)}</p>}>
      {(game) => (
        <GridListItem id={game.id} textValue={game.name} href={localizedHref(lng, `/${gameKind}/game/${game.id}/${game.slug}`)} className="casino-tile" data-testid="casino-tile">
          <span className="casino-tile-name">{game.name}</span>
          <span className="casino-tile-provider">{game.providerName}</span>
          <span className="casino-tile-facts">
            {t('casino_rtp', { rtp: (game.rtpBp / 100).toFixed(2) })} · {t('casino_volatility')}: {t(`casino_volatility_${game.volatility}`)}
          </span>
          {favorites && (
            <Button className="button casino-favorite" onPress={() => onFavorite(game.id, !favorites.has(game.id))} data-testid="casino-favorite"
              aria-pressed={favorites.has(game.id)}>
              {t(favorites.has(game.id) ? 'casino_favorite_remove' : 'casino_favorite_add')}
            </Button>
          )}
        </GridListItem>
      )}
    </GridList>
  );
}

function Lobby({ games, gameKind, search, query, lng, favorites, emptyKey, labelKey }: CasinoLobbyProps & { lng: LanguageCode }) {
  const t = useT();
  const [text, setText] = useState(query);
  const [favs, setFavs] = useState<Set<number> | null>(favorites ? new Set(favorites) : null);
  const onFavorite = async (gameId: number, favorite: boolean) => {
    setError(null);
    try {
      const answer = await api().post<{ favorites: number[] }>('/web-api/casino/favorites', { gameId, favorite });
      setFavs(new Set(answer.favorites));
    } catch (e) {
      setError(isApiError(e) ? e.message : t('main_error'));
    }
  };
  const [found, setFound] = useState<LobbyGame[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (q: string) => {
    setError(null);
    if (!q.trim()) {
      setFound(null);
      return;
    }
    try {
      const answer = await api().get<{ games: LobbyGame[] }>(`/web-api/casino/search?${new URLSearchParams({ q: q.trim() })}`);
      setFound(answer.games);
    } catch (e) {
      setError(isApiError(e) ? e.message : t('main_error'));
    }
  };
  return (
    <div className="casino-lobby">
      {search && (
        <form className="casino-search" role="search" onSubmit={(e) => { e.preventDefault(); void run(text); }}>
          <SearchField value={text} onChange={setText} onSubmit={(q) => void run(q)} onClear={() => void run('')} className="casino-search-field">
            <Label>{t('casino_search_label')}</Label>
            <Input data-testid="casino-search-input" maxLength={80} />
          </SearchField>
          <Button type="submit" className="button">{t('casino_search_button')}</Button>
        </form>
      )}
      {error && <p role="alert" className="casino-search-error">{error}</p>}
      <Tiles games={found ?? games} gameKind={gameKind} lng={lng} favorites={favs} onFavorite={(id, on) => void onFavorite(id, on)}
        emptyKey={emptyKey ?? 'casino_search_empty'} labelKey={labelKey ?? 'casino_games_label'} />
    </div>
  );
}

/** The island: the lobby under its i18n provider. */
export default function CasinoLobbyIsland(props: CasinoLobbyProps & IslandI18nProps) {
  return (
    <IslandI18n lng={props.lng} locale={props.locale} messages={props.messages}>
      <Lobby {...props} lng={props.lng as LanguageCode} />
    </IslandI18n>
  );
}
