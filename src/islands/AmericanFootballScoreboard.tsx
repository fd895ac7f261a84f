/**
 * American football scoreboard island: points per quarter (overtime fifth) and the
 * total, for pages that show an NFL game without its markets (the statistic page). The live lists and the live game page show the same board inside the LiveGames island,
 * which also follows the stream.
 */
import { IslandI18n, type IslandI18nProps } from './shell/i18n.tsx';
import { SCOREBOARD_KEYS } from './sports/keys.ts';
import { QuartersBoardView, type ScoreboardGame } from './sports/Scoreboard.tsx';
import type { AmericanFootballBoard } from '../../schemas/game.ts';

/** Dictionary keys the island uses. */
export const AMERICAN_FOOTBALL_SCOREBOARD_KEYS = SCOREBOARD_KEYS;

/** Props of the American football scoreboard island. */
export interface AmericanFootballScoreboardProps extends IslandI18nProps {
  /** The game; its `board` is the American football board. */
  game: ScoreboardGame & { board: AmericanFootballBoard };
}

/** The American football scoreboard island. */
export default function AmericanFootballScoreboard({ lng, locale, messages, game }: AmericanFootballScoreboardProps) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <QuartersBoardView game={game} board={game.board} />
    </IslandI18n>
  );
}
