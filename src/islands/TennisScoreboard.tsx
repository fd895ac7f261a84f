/**
 * Tennis scoreboard island: sets won, the games of each set, the server and how a
 * finished match ended, for pages that show a tennis match without its markets (the statistic
 * page). The live lists and the live game page show the same board inside the LiveGames island,
 * which also follows the stream.
 */
import { IslandI18n, type IslandI18nProps } from './shell/i18n.tsx';
import { SCOREBOARD_KEYS } from './sports/keys.ts';
import { TennisBoardView, type ScoreboardGame } from './sports/Scoreboard.tsx';
import type { TennisBoard } from '../../schemas/game.ts';

/** Dictionary keys the island uses. */
export const TENNIS_SCOREBOARD_KEYS = SCOREBOARD_KEYS;

/** Props of the tennis scoreboard island. */
export interface TennisScoreboardProps extends IslandI18nProps {
  /** The game; its `board` is the tennis board. */
  game: ScoreboardGame & { board: TennisBoard };
}

/** The tennis scoreboard island. */
export default function TennisScoreboard({ lng, locale, messages, game }: TennisScoreboardProps) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <TennisBoardView game={game} board={game.board} />
    </IslandI18n>
  );
}
