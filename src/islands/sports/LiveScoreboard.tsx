/**
 * The live game page's scoreboard island (spec §3 live, Scoreboard models): score, period,
 * running clock (and the tennis and American football boards) of one game, following the events
 * the page's stream hands out (src/client/sports/live-game.ts through src/client/sports/live-game-bus.ts): a
 * live message is applied with `applyMessage`, a re-fetched detail replaces the game
 * (`gameStateOf`), both of src/domain/feed/live-sync.ts. It opens no stream of its own and holds
 * no outcome: the market groups are server-rendered (src/components/sports/LiveGame.astro).
 * The first render is the server's state (hydration matches); the clock then runs on the
 * browser's time.
 */
import { useEffect, useState } from 'react';
import { DEFAULT_ROW_GROUP, applyMessage, gameStateOf, type GameState } from '../../domain/feed/live-sync.ts';
import { subscribeLiveGame } from '../../client/sports/live-game-bus.ts';
import { IslandI18n, type IslandI18nProps } from '../shell/i18n.tsx';
import { SCOREBOARD_KEYS } from './keys.ts';
import { Scoreboard } from './Scoreboard.tsx';

/** Dictionary keys the island uses. */
export const LIVE_SCOREBOARD_KEYS = SCOREBOARD_KEYS;

/** Props of the live scoreboard island. */
export interface LiveScoreboardProps extends IslandI18nProps {
  /** The game as the server rendered it (with the seq it already includes). */
  game: GameState;
}

function LiveScoreboardView({ game: initial }: { game: GameState }) {
  const [game, setGame] = useState(initial);
  useEffect(() => {
    // The clock was rendered at the server's instant; from now on it runs on this browser's time.
    setGame((g) => ({ ...g, clock: { ...g.clock, at: Date.now() } }));
    return subscribeLiveGame(initial.permanentId, (event) => {
      if (event.kind === 'message') {
        setGame((g) => applyMessage(g, event.message, event.receivedAt));
        return;
      }
      const markets = event.detail.groups.flatMap((group) => group.markets);
      setGame((g) => gameStateOf(event.detail.game, markets, { groupId: DEFAULT_ROW_GROUP, href: g.href, seq: event.seq, at: event.at }));
    });
  }, [initial.permanentId]);
  return <Scoreboard game={game} />;
}

/** The live scoreboard island. */
export default function LiveScoreboard({ lng, locale, messages, game }: LiveScoreboardProps) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <LiveScoreboardView game={game} />
    </IslandI18n>
  );
}
