/**
 * The views shared by the line and live islands: game lists grouped by champ (rows or multi-live
 * cards) and the market groups of a game page. Pure rendering: state and live updates belong to
 * the islands; the outcome buttons put their outcomes in the page's coupon.
 */
import { MARKET_GROUPS } from '../../domain/feed/odds-model.ts';
import { rowGroupFor, type GameState, type GroupState } from '../../domain/feed/live-sync.ts';
import { textDirection } from '../../domain/bidi.ts';
import { useT } from '../shell/i18n.tsx';
import { OutcomeButton, selectionKey, type OutcomeGame } from './OutcomeButton.tsx';
import { Kickoff, Scoreboard } from './Scoreboard.tsx';

/** A champ heading of a list. */
export interface ChampSection {
  champId: number;
  champName: string;
  countryName: string;
  /** Link of the champ's list, if any. */
  href?: string;
}

/** Props of {@link GameList}. */
export interface GameListProps {
  games: readonly GameState[];
  /** Champ headings in display order; games of other champs follow under their own names. */
  sections: readonly ChampSection[];
  /** The market group of the rows (1X2 by default). */
  rowGroup: number;
  /** The row group per sport id, when the sports' groups differ (the list's market filter); else `rowGroup` for every game. */
  rowGroups?: Readonly<Record<number, number>>;
  /** Rows with prices, multi-live cards, or result rows (scores only). */
  layout: 'list' | 'multi' | 'results';
  /** Text when there is no game. */
  emptyText: string;
  /** Level of the champ headings. */
  headingLevel?: 2 | 3;
}

/** A list of games grouped by champ. */
export function GameList({ games, sections, rowGroup, rowGroups, layout, emptyText, headingLevel = 2 }: GameListProps) {
  const known = new Set(sections.map((s) => s.champId));
  const extra = [
    ...new Map(games.filter((g) => !known.has(g.champId)).map((g): [number, ChampSection] => [g.champId, { champId: g.champId, champName: g.champName, countryName: '' }])).values(),
  ];
  const groups = [...sections, ...extra].map((section) => ({ section, games: games.filter((g) => g.champId === section.champId) })).filter((g) => g.games.length > 0);
  if (groups.length === 0) return <p className="games-empty">{emptyText}</p>;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={`games games-${layout}`}>
      {groups.map(({ section, games: list }) => (
        <section key={section.champId} className="champ" aria-labelledby={`champ-${layout}-${section.champId}`} data-champ-name={section.champName}>
          <Heading id={`champ-${layout}-${section.champId}`} className="champ-title">
            <bdi dir={textDirection(section.champName)}>{section.href ? <a href={section.href}>{section.champName}</a> : section.champName}</bdi>
            {section.countryName && <span className="champ-country">{section.countryName}</span>}
          </Heading>
          <ul className="game-list">
            {list.map((game) => (
              <GameItem key={game.permanentId} game={game} rowGroup={rowGroupFor(game, rowGroup, rowGroups)} layout={layout} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** One game of a list. */
function GameItem({ game, rowGroup, layout }: { game: GameState; rowGroup: number; layout: GameListProps['layout'] }) {
  const t = useT();
  const groupName = MARKET_GROUPS.find((g) => g.groupId === rowGroup)?.nameKey;
  return (
    <li className="game" data-game={game.permanentId} data-game-id={game.id} data-status={game.status} data-seq={game.status === 'line' ? undefined : game.seq} data-suspended={game.suspended || undefined}>
      <div className="game-info">
        <a className="game-teams" href={game.href}>
          <span className="game-home"><bdi dir={textDirection(game.home)}>{game.home}</bdi></span>
          <span className="game-away"><bdi dir={textDirection(game.away)}>{game.away}</bdi></span>
        </a>
        {game.status === 'line' ? (
          <p className="game-kickoff">
            <Kickoff start={game.start} />
          </p>
        ) : (
          <Scoreboard game={game} />
        )}
      </div>
      {layout !== 'results' && (
        <div className="market-row" role="group" aria-label={groupName ? t(groupName) : undefined} data-columns={game.row.length}>
          {game.row.map((outcome) => (
            <OutcomeButton key={selectionKey(game.permanentId, outcome)} game={game} outcome={outcome} />
          ))}
          {game.row.length === 0 && <span className="market-row-empty">{t('sports_no_markets')}</span>}
        </div>
      )}
      {layout === 'multi' && (
        <a className="game-more" href={game.href}>
          {t('sports_all_markets')}
        </a>
      )}
      {layout === 'list' && game.numberOfMarkets > game.row.length && (
        <a className="game-more-markets" href={game.href} aria-label={t('sports_more_markets_label', { count: game.numberOfMarkets - game.row.length })}>
          <bdi dir="ltr">+{game.numberOfMarkets - game.row.length}</bdi>
        </a>
      )}
    </li>
  );
}

/** Props of {@link MarketGroups}. */
export interface MarketGroupsProps {
  game: OutcomeGame;
  groups: readonly GroupState[];
  /** Text when no market is open. */
  emptyText: string;
}

/** Every market group of a game, each in its template's columns (spec §3 Market group template). */
export function MarketGroups({ game, groups, emptyText }: MarketGroupsProps) {
  const t = useT();
  if (groups.length === 0) return <p className="games-empty">{emptyText}</p>;
  return (
    <div className="market-groups">
      {groups.map((group) => (
        <section key={group.groupId} className="market-group" aria-labelledby={`group-${game.permanentId}-${group.groupId}`} data-group={group.groupId}>
          <h2 id={`group-${game.permanentId}-${group.groupId}`} className="market-group-title">
            {group.name === '-' ? '-' : t(group.name)}
          </h2>
          <div className="market-grid" data-columns={group.columns}>
            {group.outcomes.map((outcome) => (
              <OutcomeButton key={selectionKey(game.permanentId, outcome)} game={game} outcome={outcome} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
