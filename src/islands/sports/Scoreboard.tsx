/**
 * The football scoreboard (spec §3 Scoreboard models, football): score, period name, the match
 * clock (mm:ss, ticking locally once a second while a half is played) and the half-time score.
 * The first render shows the state as given (the server's), so hydration matches; the clock runs
 * from the client's own time after that.
 */
import { useEffect, useState } from 'react';
import { useLocale } from 'react-aria-components';
import { PERIODS } from '../../domain/feed/replay.ts';
import { formatClock, scoreText, shownSeconds, type GameState } from '../../domain/feed/live-sync.ts';
import { useT } from '../i18n.tsx';

/** The current time, once a second while `active`; null until mounted (server render, hydration). */
export function useNow(active: boolean): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** i18n key of a period's name. */
export function periodKey(periodId: number): string {
  return Object.values(PERIODS).find((p) => p.id === periodId)?.nameKey ?? PERIODS.notStarted.nameKey;
}

/** What the scoreboard shows of a game. */
export type ScoreboardGame = Pick<GameState, 'status' | 'periodId' | 'clock' | 'score' | 'halfTimeScore' | 'home' | 'away'>;

/** Props of {@link Scoreboard}. */
export interface ScoreboardProps {
  game: ScoreboardGame;
  /** Show the team names too (standalone scoreboards, multi-live cards). */
  showTeams?: boolean;
}

/** A game's scoreboard. */
export function Scoreboard({ game, showTeams = false }: ScoreboardProps) {
  const t = useT();
  const now = useNow(game.status === 'live' && game.clock.running);
  const seconds = now === null ? game.clock.seconds : shownSeconds(game.clock, game.periodId, now);
  const { home, away } = game.score;
  return (
    <div className="scoreboard" role="group" aria-label={t('scoreboard_label')} data-status={game.status} data-period={game.periodId}>
      {showTeams && (
        <p className="scoreboard-teams">
          <span className="scoreboard-home">{game.home}</span>
          <span className="scoreboard-away">{game.away}</span>
        </p>
      )}
      <p className="scoreboard-score" data-score={scoreText(game.score)}>
        <span className="visually-hidden">{t('scoreboard_score', { home, away })}</span>
        <bdi aria-hidden="true">{scoreText(game.score)}</bdi>
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

/** Kick-off time: UTC (fixed format) until mounted, then the visitor's local time in the page language. */
export function Kickoff({ start }: { start: number }) {
  const { locale } = useLocale();
  const [local, setLocal] = useState(false);
  useEffect(() => setLocal(true), []);
  const date = new Date(start * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  const text = local
    ? new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(date)
    : `${two(date.getUTCDate())}.${two(date.getUTCMonth() + 1)} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())} UTC`;
  return <time dateTime={date.toISOString()}>{text}</time>;
}
