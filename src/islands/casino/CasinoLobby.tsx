/**
 * The casino lobby's tile grid (spec §2 Casino), server-rendered and hydrated. The server HTML —
 * what hydration finds — is plain markup: a GET search form to the search page `casino-search?q=`
 * and the list of every game tile, each a link to its game page with name, provider, RTP and
 * volatility (players' favourite buttons disabled), so tiles paint and open their games before
 * any script. It uses no react-aria component: their generated ids and `style` attributes
 * would not survive the server render (the CSP refuses style attributes in server HTML). The
 * interactive lobby (./casino/CasinoLobbyLive.tsx: react-aria GridList and search field, the §9
 * skeleton while a search is awaited, working favourite buttons) replaces this markup in the same
 * boxes when it is wanted (see {@link Lobby}), taking over the search text typed and the focus.
 */
import { startTransition, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import type { LanguageCode } from '../../../schemas/language.ts';
import { localizedHref } from '../../domain/routing/language-prefix.ts';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { TileFacts, gameHref, type CasinoLobbyProps, type LiveLobbyProps, type LobbyHandover } from './lobby-parts.tsx';

export { CASINO_LOBBY_KEYS, type CasinoLobbyProps } from './lobby-parts.tsx';

/** The search field's id in the server markup (one search field per page). */
const SEARCH_INPUT_ID = 'casino-search-q';

type StaticLobbyProps = CasinoLobbyProps & {
  lng: LanguageCode;
  handover: RefObject<LobbyHandover | null>;
  /** Called on a keyboard focus or key press in the lobby, or focus in the search field. */
  onUse: () => void;
};

/** True when the focus on `element` came from the keyboard (or is in a text field). */
function keyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/** The server markup; writes the text typed and the focus to `handover` as it is replaced. */
function StaticLobby({ games, gameKind, search, query, lng, favorites, emptyKey, labelKey, handover, onUse }: StaticLobbyProps) {
  const t = useT();
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = root.current;
    return () => {
      const active = element?.contains(document.activeElement) ? document.activeElement : null;
      const tile = active?.closest<HTMLElement>('[data-casino-game]');
      handover.current = {
        text: element?.querySelector<HTMLInputElement>(`#${SEARCH_INPUT_ID}`)?.value ?? query,
        focus: active?.id === SEARCH_INPUT_ID ? 'search' : tile ? Number(tile.dataset.casinoGame) : null,
      };
    };
  }, [query, handover]);
  const favs = favorites ? new Set(favorites) : null;
  return (
    <div className="casino-lobby" ref={root} onFocus={(e) => { if (keyboardFocus(e.target)) onUse(); }} onKeyDown={onUse}>
      {search && (
        <form className="casino-search" role="search" action={localizedHref(lng, '/casino-search')} method="get">
          <div className="casino-search-field">
            <label htmlFor={SEARCH_INPUT_ID}>{t('casino_search_label')}</label>
            <span className="casino-search-box">
              <input type="search" id={SEARCH_INPUT_ID} name="q" defaultValue={query} maxLength={80} placeholder={t('casino_search_placeholder')} data-testid="casino-search-input" />
            </span>
          </div>
          <button type="submit" className="button">{t('casino_search_button')}</button>
        </form>
      )}
      <ul className="casino-grid" aria-label={t(labelKey ?? 'casino_games_label')} data-testid="casino-grid">
        {games.length === 0 && <li><p className="casino-grid-empty">{t(emptyKey ?? 'casino_search_empty')}</p></li>}
        {games.map((game) => (
          <li key={game.id} className="casino-tile" data-testid="casino-tile" data-casino-game={game.id}>
            <a className="casino-tile-link" href={gameHref(lng, gameKind, game)}><TileFacts game={game} /></a>
            {favs && (
              <button type="button" className="button casino-favorite" disabled data-disabled aria-pressed={favs.has(game.id)} data-testid="casino-favorite">
                {t(favs.has(game.id) ? 'casino_favorite_remove' : 'casino_favorite_add')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The lobby: the server markup until the interactive lobby is wanted and loaded, then that. Its
 * module is fetched after hydration; it is wanted at once on a player's lobby (the favourite
 * buttons need it, with favourites given or to load), else on the first keyboard focus (or key press) in the lobby or focus in the
 * search field — pointer users meanwhile use the plain links and form, and the grid's render stays
 * out of the page load.
 */
function Lobby(props: CasinoLobbyProps & { lng: LanguageCode }) {
  const [loaded, setLoaded] = useState<ComponentType<LiveLobbyProps> | null>(null);
  const [wanted, setWanted] = useState(props.favorites !== null || props.loadFavorites === true);
  const handover = useRef<LobbyHandover | null>(null);
  useEffect(() => {
    let mounted = true;
    void import('./CasinoLobbyLive.tsx').then((module) => {
      if (mounted) setLoaded(() => module.default);
    });
    return () => {
      mounted = false;
    };
  }, []);
  // A transition: React renders the grid in slices, between which the page stays responsive.
  const [Live, setLive] = useState<ComponentType<LiveLobbyProps> | null>(null);
  useEffect(() => {
    if (wanted && loaded) startTransition(() => setLive(() => loaded));
  }, [wanted, loaded]);
  return Live ? <Live {...props} handover={handover} /> : <StaticLobby {...props} handover={handover} onUse={() => setWanted(true)} />;
}

/** The island: the lobby under its i18n provider. */
export default function CasinoLobbyIsland(props: CasinoLobbyProps & IslandI18nProps) {
  return (
    <IslandI18n lng={props.lng} locale={props.locale} messages={props.messages}>
      <Lobby {...props} lng={props.lng as LanguageCode} />
    </IslandI18n>
  );
}
