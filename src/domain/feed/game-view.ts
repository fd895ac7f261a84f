/**
 * The feed's view of a game (schemas/game.ts `GameView`, spec §3 Game) and its market groups
 * (spec §3 Market group template), built from a match, its replay state and its markets at an
 * instant. Pure: the server's APIs and pages and the islands' story fixtures build games alike.
 */
import type { GameView, MarketGroup } from '../../../schemas/game.ts';
import type { ImportedMatch } from './match.ts';
import type { ReplayMarket, ReplayState } from './replay.ts';
import { GROUP, MARKET_GROUPS } from './odds-model.ts';
import { champById } from './slugs.ts';
import { catalogueSport } from './catalogue.ts';

/** Spec §3: the top flag needs at least this many markets. */
export const TOP_MIN_MARKETS = 10;

/**
 * Spec §3: the top flag needs at least {@link TOP_MIN_MARKETS} markets. Every priced pre-match
 * game of the feed's three top leagues is flagged by the feed, so the market count decides.
 * @param markets the game's priced outcomes at the instant asked
 */
export function isTopGame(markets: readonly unknown[]): boolean {
  return markets.length >= TOP_MIN_MARKETS;
}

/**
 * The view of a replayed game.
 * @param replayId the game instance `permanentId:cycle` (src/domain/feed/outcome-key.ts `replayId`)
 * @param state the replay state at the instant of the view
 * @param markets the game's priced outcomes at that instant (none once finished)
 * @throws Error for a match of a champ the feed does not know
 */
export function gameViewOf(match: ImportedMatch, replayId: string, state: ReplayState, markets: readonly ReplayMarket[]): GameView {
  const champ = champById(match.champId);
  if (!champ) throw new Error(`match ${match.permanentId} has an unknown champ ${match.champId}`);
  return {
    id: replayId,
    permanentId: match.permanentId,
    sportId: match.sportId,
    sportName: catalogueSport(match.sportId)?.names.en ?? 'Football',
    champId: match.champId,
    champName: champ.champName,
    countryId: match.countryId,
    countryName: champ.countryName,
    opponents: [{ id: match.home.id, name: match.home.name }, { id: match.away.id, name: match.away.name }],
    start: Math.floor(state.start / 1000),
    isNotStarted: state.isNotStarted,
    isGameOver: state.isGameOver,
    status: state.status,
    periodId: state.period.id,
    periodName: state.period.nameKey,
    timeSeconds: state.timeSeconds,
    minute: state.minute,
    running: state.running,
    board: state.board,
    score: { home: state.score.home, away: state.score.away },
    halfTimeScore: state.halfTimeScore ? { home: state.halfTimeScore.home, away: state.halfTimeScore.away } : null,
    numberOfMarkets: markets.length,
    isTop: isTopGame(markets),
    main: markets.filter((m) => m.groupId === GROUP.result).map((m) => ({ typeId: m.typeId, coef: m.coef, isLocked: m.isLocked })),
  };
}

/** A template's column count as the schema has it (1, 2 or 3; 1 without a template). */
const columnsOf = (columns: number | undefined): MarketGroup['columns'] => (columns === 2 || columns === 3 ? columns : 1);

/**
 * Markets grouped by template, in the templates' order; an outcome whose group has no template
 * gets the group name '-' (spec §3) and comes last.
 * @param gameId the game instance the markets belong to, `permanentId:cycle`
 */
export function groupMarkets(markets: readonly ReplayMarket[], gameId: string): MarketGroup[] {
  const groups = new Map<number, MarketGroup>();
  for (const market of markets) {
    const template = MARKET_GROUPS.find((g) => g.groupId === market.groupId);
    let group = groups.get(market.groupId);
    if (!group) {
      group = { groupId: market.groupId, name: template?.nameKey ?? '-', columns: columnsOf(template?.columns), markets: [] };
      groups.set(market.groupId, group);
    }
    group.markets.push({ ...market, gameId });
  }
  const order = (id: number) => {
    const index = MARKET_GROUPS.findIndex((g) => g.groupId === id);
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...groups.values()].sort((a, b) => order(a.groupId) - order(b.groupId));
}
