/**
 * Tennis scoreboard island: sets won, the games of each set, the server and how a
 * finished match ended, for pages that show a tennis match without its markets (the statistic
 * page). The live lists and the live game page show the same board inside the LiveGames island,
 * which also follows the stream.
 */
import { useT } from '../shell/i18n.tsx';
import { textDirection } from '../../domain/bidi.ts';
import { boardIsland } from './board-island.tsx';
import { SCOREBOARD_KEYS } from './keys.ts';
import { periodKey, type ScoreboardGame } from './scoreboard-parts.ts';
import type { TennisBoard } from '../../../schemas/game.ts';

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
        <bdi dir={textDirection(game[side])}>{game[side]}</bdi>
      </th>
      <td className="tennis-sets" data-sets={game.score[side]}>{game.score[side]}</td>
      {board.sets.map((set, index) => (
        <td key={index} data-set={index + 1}>{set[side]}</td>
      ))}
    </tr>
  );
  return (
    <div className="scoreboard scoreboard-tennis" role="group" tabIndex={0} aria-label={t('scoreboard_label')} data-status={game.status} data-period={game.periodId}>
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

/** Dictionary keys the island uses. */
export const TENNIS_SCOREBOARD_KEYS = SCOREBOARD_KEYS;

/** The tennis scoreboard island. */
export default boardIsland(TennisBoardView);
