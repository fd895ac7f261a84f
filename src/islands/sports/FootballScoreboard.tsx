/**
 * Football scoreboard island: one game's score, period name, match clock (mm:ss, ticking locally
 * while a half is played) and half-time score, for pages that show a game without its markets.
 * The live lists and the live game page show the same scoreboard (src/islands/sports/Scoreboard.tsx
 * picks it for a football game) inside the LiveGames and LiveScoreboard islands, which also follow
 * the stream.
 */
import { useEffect, useState } from 'react';
import { formatClock, scoreText, shownSeconds } from '../../domain/feed/live-sync.ts';
import { textDirection } from '../../domain/bidi.ts';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { SCOREBOARD_KEYS } from './keys.ts';
import { periodKey, useNow, type ScoreboardGame, type ScoreboardProps } from './scoreboard-parts.ts';

/** Dictionary keys the island uses. */
export const FOOTBALL_SCOREBOARD_KEYS = SCOREBOARD_KEYS;

/**
 * The football scoreboard: score, period name, the match clock (mm:ss, ticking locally once a
 * second while a half is played), the half-time score; the team names with `showTeams`.
 */
export function FootballBoardView({ game, showTeams = false }: ScoreboardProps) {
  const t = useT();
  const now = useNow(game.status === 'live' && game.clock.running);
  const seconds = now === null ? game.clock.seconds : shownSeconds(game.clock, game.periodId, now);
  const { home, away } = game.score;
  return (
    <div className="scoreboard" role="group" aria-label={t('scoreboard_label')} data-status={game.status} data-period={game.periodId}>
      {showTeams && (
        <p className="scoreboard-teams">
          <span className="scoreboard-home"><bdi dir={textDirection(game.home)}>{game.home}</bdi></span>
          <span className="scoreboard-away"><bdi dir={textDirection(game.away)}>{game.away}</bdi></span>
        </p>
      )}
      <p className="scoreboard-score" data-score={scoreText(game.score)}>
        <span className="visually-hidden">{t('scoreboard_score', { home, away })}</span>
        <bdi dir="ltr" aria-hidden="true">{scoreText(game.score)}</bdi>
      </p>
      <p className="scoreboard-period">{t(periodKey(game.periodId))}</p>
      {game.status === 'live' && (
        <p className="scoreboard-clock">
          <span className="visually-hidden">{t('scoreboard_clock')} </span>
          <time dateTime={`PT${Math.floor(seconds / 60)}M${seconds % 60}S`}>{formatClock(seconds)}</time>
        </p>
      )}
      {game.halfTimeScore && game.status !== 'line' && (
        <p className="scoreboard-ht">{t('scoreboard_half_time_score', { home: game.halfTimeScore.home, away: game.halfTimeScore.away })}</p>
      )}
    </div>
  );
}

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
  return <FootballBoardView game={game} showTeams={showTeams} />;
}

/** The football scoreboard island. */
export default function FootballScoreboard({ lng, locale, messages, game, showTeams = true }: FootballScoreboardProps) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <ScoreboardRunning game={game} showTeams={showTeams} />
    </IslandI18n>
  );
}
