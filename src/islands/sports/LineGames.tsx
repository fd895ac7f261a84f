/**
 * Line games: upcoming games grouped by champ with the market row of the filter (the line list,
 * the home page's top games), or one upcoming game with all its market groups. Pre-match prices
 * do not move, so there is no stream and no hydration: pages render it on the server only, inside
 * StaticOutcomes.astro, whose script (src/client/sports/static-outcomes-loader.ts) makes the outcome
 * buttons add their outcomes to the page's coupon and take them out. No props reach the browser,
 * so a long list is its markup once.
 */
import { DEFAULT_ROW_GROUP, type GameState, type GroupState } from '../../domain/feed/live-sync.ts';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { SPORTS_KEYS } from './keys.ts';
import { GameList, MarketGroups, type ChampSection } from './GameList.tsx';

/** Dictionary keys the view uses. */
export const LINE_GAMES_KEYS = SPORTS_KEYS;

/** Props of the line games view. */
export interface LineGamesProps extends IslandI18nProps {
  /** A list of games, or one game with all its markets. */
  mode: 'list' | 'game';
  games: GameState[];
  /** Champ headings of the list. */
  sections?: readonly ChampSection[];
  /** The game's market groups (mode `game`). */
  groups?: GroupState[];
  /** The market group of the list rows (default 1X2). */
  rowGroup?: number;
  /** The row group per sport id (the list's market filter applied to each sport); `rowGroup` when absent. */
  rowGroups?: Readonly<Record<number, number>>;
  /** Level of the champ headings (3 inside a page block with its own heading). */
  headingLevel?: 2 | 3;
}

function LineGamesView({ mode, games, sections = [], groups = [], rowGroup = DEFAULT_ROW_GROUP, rowGroups, headingLevel }: Omit<LineGamesProps, keyof IslandI18nProps>) {
  const t = useT();
  const game = games[0];
  if (mode === 'game' && game) {
    return (
      <div className="line-games line-games-game game-detail" data-game={game.permanentId} data-game-id={game.id} data-status={game.status} data-game-name={`${game.home} \u2013 ${game.away}`} data-champ-name={game.champName}>
        <MarketGroups game={game} groups={groups} emptyText={t('sports_no_markets')} />
      </div>
    );
  }
  return (
    <div className="line-games">
      <GameList games={games} sections={sections} rowGroup={rowGroup} rowGroups={rowGroups} layout="list" emptyText={t('sports_no_games')} headingLevel={headingLevel} />
    </div>
  );
}

/** The line games view (server-rendered). */
export default function LineGames({ lng, locale, messages, ...props }: LineGamesProps) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <LineGamesView {...props} />
    </IslandI18n>
  );
}
