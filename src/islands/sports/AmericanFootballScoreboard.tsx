/**
 * American football scoreboard island: points per quarter (overtime fifth) and the
 * total, for pages that show an NFL game without its markets (the statistic page). The live
 * lists and the live game page show the same board inside the LiveGames island, which also
 * follows the stream.
 */
import { useT } from '../shell/i18n.tsx';
import { textDirection } from '../../domain/bidi.ts';
import { boardIsland } from './board-island.tsx';
import { SCOREBOARD_KEYS } from './keys.ts';
import { periodKey, type ScoreboardGame } from './scoreboard-parts.ts';
import type { AmericanFootballBoard } from '../../../schemas/game.ts';

/** The American football scoreboard: points per quarter (overtime fifth) and the total. */
export function AmericanFootballBoardView({ game, board }: { game: ScoreboardGame; board: AmericanFootballBoard }) {
  const t = useT();
  const row = (side: 'home' | 'away') => (
    <tr data-side={side}>
      <th scope="row"><bdi dir={textDirection(game[side])}>{game[side]}</bdi></th>
      {board.quarters.map((quarter, index) => (
        <td key={index} data-quarter={index + 1}>{quarter[side]}</td>
      ))}
      <td className="quarters-total" data-total={game.score[side]}>{game.score[side]}</td>
    </tr>
  );
  return (
    <div className="scoreboard scoreboard-quarters" role="group" tabIndex={0} aria-label={t('scoreboard_label')} data-status={game.status} data-period={game.periodId}>
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

/** Dictionary keys the island uses. */
export const AMERICAN_FOOTBALL_SCOREBOARD_KEYS = SCOREBOARD_KEYS;

/** The American football scoreboard island. */
export default boardIsland(AmericanFootballBoardView);
