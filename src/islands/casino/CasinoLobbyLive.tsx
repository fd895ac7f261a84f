/**
 * The interactive casino lobby (spec §2 Casino, §9), loaded by src/islands/casino/CasinoLobby.tsx after
 * hydration in place of the server-rendered lobby, in the same boxes: the game tiles in a
 * react-aria GridList of links (arrow keys move between tiles, Enter opens the game), each with
 * its provider, RTP and volatility and, for players, an add/remove favourite button
 * (`POST /web-api/casino/favorites`). With `search`, a react-aria search field asks
 * `GET /web-api/casino/search?q=` (the server's typo-tolerant search) as the player types
 * ({@link SEARCH_DEBOUNCE_MS} after the last key) or presses Enter, and shows its games, the
 * skeleton of {@link SKELETON_TILES} tiles standing in while the answer is awaited; clearing it
 * brings back the page's games. Takes over the handed-over search text (searching it) and focus.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { GridList, GridListItem, SearchField, Input, Label, Button } from 'react-aria-components';
import type { LanguageCode } from '../../../schemas/language.ts';
import type { LobbyGame } from '../../domain/pages/casino.ts';
import { casinoFavoritesResponse } from '../../../schemas/casino-lobby.ts';
import { localizedHref } from '../../domain/routing/language-prefix.ts';
import { api } from '../../client/auth/session.ts';
import { isApiError } from '../../client/shell/api.ts';
import { useT } from '../shell/i18n.tsx';
import { SEARCH_DEBOUNCE_MS, SKELETON_TILES, TileFacts, gameHref, type LiveLobbyProps } from './lobby-parts.tsx';

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
        <GridListItem id={game.id} textValue={game.name} href={gameHref(lng, gameKind, game)} className="casino-tile" data-testid="casino-tile">
          <span className="casino-tile-link"><TileFacts game={game} /></span>
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

/** The placeholder grid while a search is awaited (spec §9: 16 tiles). */
function Skeleton({ labelKey }: { labelKey: string }) {
  const t = useT();
  return (
    <ul className="casino-grid casino-skeleton" aria-busy="true" aria-label={t(labelKey)} data-testid="casino-skeleton">
      {Array.from({ length: SKELETON_TILES }, (_, i) => <li key={i} className="casino-tile skeleton" aria-hidden="true"></li>)}
    </ul>
  );
}

/** The interactive lobby (default export, loaded on demand). */
export default function CasinoLobbyLive({ games, gameKind, search, query, lng, favorites, loadFavorites = false, emptyKey, labelKey, handover }: LiveLobbyProps) {
  const t = useT();
  const [text, setText] = useState(query);
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  // The text and focus the player had in the server markup, taken over once: the text and the
  // search field's focus before the first paint, a tile's focus once the grid has its rows (the
  // GridList renders them after building its collection, a frame or so later).
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);
  useLayoutEffect(() => {
    const taken = handover.current;
    if (!taken) return;
    setText(taken.text);
    if (taken.text.trim() && taken.text !== query) type(taken.text);
    if (taken.focus === 'search') input.current?.focus();
  }, [handover]);
  useEffect(() => {
    const game = handover.current?.focus;
    if (typeof game !== 'number') return;
    let frame = 0;
    const focusRow = (tries: number) => {
      const row = root.current?.querySelector<HTMLElement>(`[role="row"][data-key="${game}"]`);
      if (row) row.focus();
      else if (tries > 0) frame = requestAnimationFrame(() => focusRow(tries - 1));
    };
    focusRow(10);
    return () => cancelAnimationFrame(frame);
  }, [handover]);
  const [favs, setFavs] = useState<Set<number> | null>(favorites ? new Set(favorites) : null);
  // A shared page of a player: the favourite buttons come with the player's favourites.
  useEffect(() => {
    if (!loadFavorites || favorites) return;
    let live = true;
    void api().get<unknown>('/web-api/casino/favorites').then((body) => {
      if (live) setFavs(new Set(casinoFavoritesResponse.parse(body).favorites));
    }).catch(() => {});
    return () => {
      live = false;
    };
  }, [loadFavorites, favorites]);
  const [found, setFound] = useState<LobbyGame[] | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const asked = useRef(0);
  const onFavorite = async (gameId: number, favorite: boolean) => {
    setError(null);
    try {
      const answer = casinoFavoritesResponse.parse(await api().post<unknown>('/web-api/casino/favorites', { gameId, favorite }));
      setFavs(new Set(answer.favorites));
    } catch (e) {
      setError(isApiError(e) ? e.message : t('main_error'));
    }
  };
  // Only the latest search's answer is shown.
  const run = async (q: string) => {
    setError(null);
    const ask = ++asked.current;
    if (!q.trim()) {
      setPending(false);
      setFound(null);
      return;
    }
    setPending(true);
    try {
      const answer = await api().get<{ games: LobbyGame[] }>(`/web-api/casino/search?${new URLSearchParams({ q: q.trim() })}`);
      if (ask === asked.current) setFound(answer.games);
    } catch (e) {
      if (ask === asked.current) setError(isApiError(e) ? e.message : t('main_error'));
    } finally {
      if (ask === asked.current) setPending(false);
    }
  };
  /** The text typed: searched once the player pauses; a submit or clear searches at once. */
  const type = (q: string) => {
    setText(q);
    clearTimeout(typing.current);
    typing.current = setTimeout(() => void run(q), SEARCH_DEBOUNCE_MS);
  };
  const now = (q: string) => {
    clearTimeout(typing.current);
    void run(q);
  };
  const label = labelKey ?? 'casino_games_label';
  return (
    <div className="casino-lobby" ref={root}>
      {search && (
        <form className="casino-search" role="search" action={localizedHref(lng, '/casino-search')} method="get"
          onSubmit={(e) => { e.preventDefault(); now(text); }}>
          <SearchField name="q" value={text} onChange={type} onSubmit={now} onClear={() => now('')} className="casino-search-field">
            <Label>{t('casino_search_label')}</Label>
            <span className="casino-search-box">
              <Input ref={input} data-testid="casino-search-input" maxLength={80} placeholder={t('casino_search_placeholder')} />
              {text !== '' && <Button className="casino-search-clear" aria-label={t('casino_search_clear')}>×</Button>}
            </span>
          </SearchField>
          <Button type="submit" className="button">{t('casino_search_button')}</Button>
        </form>
      )}
      {error && <p role="alert" className="casino-search-error">{error}</p>}
      {pending
        ? <Skeleton labelKey={label} />
        : <Tiles games={found ?? games} gameKind={gameKind} lng={lng} favorites={favs} onFavorite={(id, on) => void onFavorite(id, on)}
          emptyKey={emptyKey ?? 'casino_search_empty'} labelKey={label} />}
    </div>
  );
}
