/**
 * The scoreboards (spec §3 Scoreboard models): football (score, period name, the match clock
 * mm:ss ticking locally once a second while a half is played, the half-time score), tennis (sets,
 * games per set, server) and American football (points per quarter), chosen by the game's board.
 * The first render shows the state as given (the server's), so hydration matches; the clock runs
 * from the client's own time after that.
 */
import { useEffect, useState } from 'react';
import { useLocale } from 'react-aria-components';
import { formatLocalTime, utcTimeText } from '../../domain/local-time.ts';
import { PERIODS } from '../../domain/feed/replay.ts';
import { OTHER_PERIODS } from '../../domain/feed/sport-detail.ts';
import type { AmericanFootballBoard, TennisBoard } from '../../../schemas/game.ts';
import { formatClock, scoreText, shownSeconds, type GameState } from '../../domain/feed/live-sync.ts';
import { useT } from '../shell/i18n.tsx';
import { readUserPrefs, type UserPrefs } from '../../client/user-prefs.ts';

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

/** i18n key of a period's name (football's, tennis sets, American football quarters). */
export function periodKey(periodId: number): string {
  return [...Object.values(PERIODS), ...OTHER_PERIODS].find((p) => p.id === periodId)?.nameKey ?? PERIODS.notStarted.nameKey;
}

/** What the scoreboard shows of a game. */
export type ScoreboardGame = Pick<GameState, 'status' | 'periodId' | 'clock' | 'score' | 'halfTimeScore' | 'home' | 'away'> & Partial<Pick<GameState, 'board'>>;

/**
 * The tennis scoreboard: sets won, the games of every set (the current one last), who serves
 * (a ball mark and the player's name for screen readers) and how a finished match ended.
 */
export function TennisBoardView({ game, board }: { game: ScoreboardGame; board: TennisBoard }) {
  const t = useT();
  const serving = (side: 'home' | 'away') => board.server === side && game.status === 'live';
  const row = (side: 'home' | 'away') => (
    <tr data-side={side} data-serving={serving(side) ? 'true' : undefined}>
      <th scope="row">
        <span className="tennis-server" aria-hidden="true">{serving(side) ? '●' : ''}</span>
        {side === 'home' ? game.home : game.away}
      </th>
      <td className="tennis-sets" data-sets={game.score[side]}>{game.score[side]}</td>
      {board.sets.map((set, index) => (
        <td key={index} data-set={index + 1}>{set[side]}</td>
      ))}
    </tr>
  );
  return (
    <div className="scoreboard scoreboard-tennis" role="group" aria-label={t('scoreboard_label')} data-status={game.status} data-period={game.periodId}>
      <table className="tennis-board">
        <thead>
          <tr>
            <td />
            <th scope="col">{t('scoreboard_sets')}</th>
            {board.sets.map((_, index) => (
              <th key={index} scope="col">{t('scoreboard_set', { number: index + 1 })}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {row('home')}
          {row('away')}
        </tbody>
      </table>
      <p className="scoreboard-period">{t(periodKey(game.periodId))}</p>
      {board.server && game.status === 'live' && (
        <p className="visually-hidden" data-server={board.server}>{t('scoreboard_serving', { player: board.server === 'home' ? game.home : game.away })}</p>
      )}
      {board.ending === 'retired' && <p className="scoreboard-ending" data-ending="retired">{t('scoreboard_retired')}</p>}
      {board.ending === 'walkover' && <p className="scoreboard-ending" data-ending="walkover">{t('scoreboard_walkover')}</p>}
    </div>
  );
}

/** The American football scoreboard: points per quarter (overtime fifth) and the total. */
export function QuartersBoardView({ game, board }: { game: ScoreboardGame; board: AmericanFootballBoard }) {
  const t = useT();
  const row = (side: 'home' | 'away') => (
    <tr data-side={side}>
      <th scope="row">{side === 'home' ? game.home : game.away}</th>
      {board.quarters.map((quarter, index) => (
        <td key={index} data-quarter={index + 1}>{quarter[side]}</td>
      ))}
      <td className="quarters-total" data-total={game.score[side]}>{game.score[side]}</td>
    </tr>
  );
  return (
    <div className="scoreboard scoreboard-quarters" role="group" aria-label={t('scoreboard_label')} data-status={game.status} data-period={game.periodId}>
      <table className="quarters-board">
        <thead>
          <tr>
            <td />
            {board.quarters.map((_, index) => (
              <th key={index} scope="col">{index < 4 ? t('scoreboard_quarter', { number: index + 1 }) : t('scoreboard_overtime')}</th>
            ))}
            <th scope="col">{t('scoreboard_total')}</th>
          </tr>
        </thead>
        <tbody>
          {row('home')}
          {row('away')}
        </tbody>
      </table>
      <p className="scoreboard-period">{t(periodKey(game.periodId))}</p>
    </div>
  );
}

/** Props of {@link Scoreboard}. */
export interface ScoreboardProps {
  game: ScoreboardGame;
  /** Show the team names too (standalone scoreboards, multi-live cards). */
  showTeams?: boolean;
}

/** A game's scoreboard: the sport's own board when the game has one, else football's. */
export function Scoreboard({ game, showTeams = false }: ScoreboardProps) {
  if (game.board?.kind === 'tennis') return <TennisBoardView game={game} board={game.board} />;
  if (game.board?.kind === 'americanFootball') return <QuartersBoardView game={game} board={game.board} />;
  return <FootballBoardView game={game} showTeams={showTeams} />;
}

/** The football scoreboard. */
function FootballBoardView({ game, showTeams = false }: ScoreboardProps) {
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

/**
 * Kick-off time: UTC (fixed format, labelled) on the server, then in the player's saved time zone
 * and clock (spec §3 timeZone, is12h; src/client/user-prefs.ts) or else the visitor's local time,
 * in the page language and labelled with its zone (src/domain/local-time.ts). Rendered without
 * hydration (line lists), `data-local-time` lets the page's script do the same
 * (src/client/local-times.ts).
 */
export function Kickoff({ start }: { start: number }) {
  const { locale } = useLocale();
  const [local, setLocal] = useState<UserPrefs | null>(null);
  useEffect(() => setLocal(readUserPrefs()), []);
  const date = new Date(start * 1000);
  const text = local ? formatLocalTime(date, locale, local) : utcTimeText(date);
  return <time dateTime={date.toISOString()} data-local-time="">{text}</time>;
}
