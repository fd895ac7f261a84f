/**
 * Football scoreboard island: one game's score, period name, match clock (mm:ss, ticking locally
 * while a half is played) and half-time score, for pages that show a game without its markets.
 * The live lists and the live game page show the same scoreboard inside the LiveGames island,
 * which also follows the stream.
 */
import { useEffect, useState } from 'react';
import { IslandI18n, type IslandI18nProps } from './shell/i18n.tsx';
import { SCOREBOARD_KEYS } from './sports/keys.ts';
import { Scoreboard, type ScoreboardGame } from './sports/Scoreboard.tsx';

/** Dictionary keys the island uses. */
export const FOOTBALL_SCOREBOARD_KEYS = SCOREBOARD_KEYS;

/** Props of the scoreboard island. */
export interface FootballScoreboardProps extends IslandI18nProps {
  game: ScoreboardGame;
  /** Show the team names. */
  showTeams?: boolean;
}

function ScoreboardRunning({ game: initial, showTeams }: Pick<FootballScoreboardProps, 'game' | 'showTeams'>) {
  const [game, setGame] = useState(initial);
  // The clock was rendered at the server's instant; from now on it runs on this browser's time.
  useEffect(() => setGame((g) => ({ ...g, clock: { ...g.clock, at: Date.now() } })), []);
  return <Scoreboard game={game} showTeams={showTeams} />;
}

/** The football scoreboard island. */
export default function FootballScoreboard({ lng, locale, messages, game, showTeams = true }: FootballScoreboardProps) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <ScoreboardRunning game={game} showTeams={showTeams} />
    </IslandI18n>
  );
}
