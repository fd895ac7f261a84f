/**
 * Games of the `gameRows` block: the next upcoming (line) games of the feed, of one
 * champ or all, only top games (spec §3: at least 10 markets) or every game, as the line island's
 * states. Located by slot arithmetic like {@link topGames}; states are computed for the games shown.
 */
import type { SportsPricing } from '../../../schemas/sports-pricing.ts';
import type { LanguageCode } from '../../../schemas/language.ts';
import { feedChamps, DEFAULT_MENU_SECTION, TOP_MENU_SECTION } from '../../domain/feed/slugs.ts';
import { DEFAULT_ROW_GROUP, type GameState } from '../../domain/feed/live-sync.ts';
import { upcomingGames, type Feed, type WindowGame } from './service.ts';
import { isTop, stateOf } from './views.ts';

/** Which games a row shows. */
export interface GameRowsFilter {
  /** A champ slug of `CHAMPS`, or `all`. */
  champ: string;
  onlyTop: boolean;
  /** Games shown, 1 to 30. */
  limit: number;
}

/** The next upcoming games matching `filter` at `now`, in kick-off order. */
export function gameRows(feed: Feed, filter: GameRowsFilter, lng: LanguageCode, now: number, pricing: SportsPricing): GameState[] {
  const champId = filter.champ === 'all' ? null : (feedChamps().find((c) => c.slug === filter.champ)?.champId ?? -1);
  const out: GameState[] = [];
  const around = upcomingGames(feed, now, Math.max(filter.limit * (champId === null ? 4 : 12), 60));
  for (const scheduled of around) {
    if (out.length >= filter.limit) break;
    if (scheduled.state.status !== 'line') continue;
    if (champId !== null && scheduled.match.champId !== champId) continue;
    const game: WindowGame = { match: scheduled.match, kickoff: scheduled.kickoff, cycle: scheduled.cycle, status: 'line' };
    const top = isTop(feed, game, now, pricing);
    if (filter.onlyTop && !top) continue;
    out.push(stateOf(feed, game, now, { lng, groupId: DEFAULT_ROW_GROUP, pricing, menuSection: top ? TOP_MENU_SECTION : DEFAULT_MENU_SECTION }));
  }
  return out;
}
