/**
 * Every market group of a game page (spec §3 Market group template), rendered on the server only,
 * inside StaticOutcomes.astro: the outcome buttons work through the page's static outcome script
 * (src/client/sports/static-outcomes-loader.ts) and, on a live game page, follow the stream through
 * src/client/sports/live-game.ts. No props reach the browser.
 */
import type { GroupState } from '../../domain/feed/live-sync.ts';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { SPORTS_KEYS } from './keys.ts';
import { MarketGroups } from './GameList.tsx';
import type { OutcomeGame } from './OutcomeButton.tsx';

/** Dictionary keys the view uses. */
export const GAME_MARKETS_KEYS = SPORTS_KEYS;

/** Props of {@link GameMarkets}. */
export interface GameMarketsProps extends IslandI18nProps {
  game: OutcomeGame;
  groups: GroupState[];
}

function GameMarketsView({ game, groups }: Pick<GameMarketsProps, 'game' | 'groups'>) {
  const t = useT();
  return <MarketGroups game={game} groups={groups} emptyText={t('sports_no_markets')} />;
}

/** The market groups of a game (server-rendered). */
export default function GameMarkets({ lng, locale, messages, game, groups }: GameMarketsProps) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <GameMarketsView game={game} groups={groups} />
    </IslandI18n>
  );
}
