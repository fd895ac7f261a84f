/**
 * A tournament's leaderboard (spec §2 tournaments/{id}): the current period's ranks, players
 * (masked), scores (stakes, or the best multiplier) and prizes, the viewer's row marked, and the time
 * left; kept current by the live stream `GET /web-api/tournaments/{slug}/live` (`event: board`), so
 * the board moves while other players play, without a reload.
 */
import { useEffect, useState } from 'react';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { useClock } from '../shell/Moment.tsx';
import { formatMoment } from '../../domain/clock.ts';
import { formatMoney, currencyExponent } from '../../domain/money.ts';
import { tournamentBoardSchema, type TournamentBoard as Board } from '../../../schemas/tournament.ts';

/** Dictionary keys of the island. */
export const TOURNAMENT_BOARD_KEYS = [
  'tournament_rank', 'tournament_player', 'tournament_score_wager', 'tournament_score_multiplier', 'tournament_prize',
  'tournament_empty', 'tournament_ends', 'tournament_you',
] as const;

interface Props {
  board: Board;
}

function BoardView({ board: initial, locale }: Props & { locale: string }) {
  const t = useT();
  const clock = useClock();
  const [board, setBoard] = useState(initial);
  useEffect(() => {
    const source = new EventSource(`/web-api/tournaments/${encodeURIComponent(initial.slug)}/live`);
    source.addEventListener('board', (event) => {
      const parsed = tournamentBoardSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (parsed.success) setBoard(parsed.data);
    });
    return () => source.close();
  }, [initial.slug]);
  const unit = { iso: board.currency, exponent: currencyExponent(board.currency) };
  const score = (value: number) => (board.metric === 'wager' ? formatMoney(value, unit, locale) : `${(value / 100).toFixed(2)}×`);
  return (
    <div className="tournament-board" data-testid="tournament-board" data-period={board.period} data-rows={board.rows.length}>
      <p>{t('tournament_ends', { time: formatMoment(board.endsAt, clock, 'kickoff') })}</p>
      {board.rows.length === 0 ? <p data-testid="tournament-empty">{t('tournament_empty')}</p> : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('tournament_rank')}</th>
              <th scope="col">{t('tournament_player')}</th>
              <th scope="col">{t(board.metric === 'wager' ? 'tournament_score_wager' : 'tournament_score_multiplier')}</th>
              <th scope="col">{t('tournament_prize')}</th>
            </tr>
          </thead>
          <tbody>
            {board.rows.map((row) => (
              <tr key={row.rank} data-rank={row.rank} data-me={row.me ? 'true' : undefined} aria-current={row.me ? 'true' : undefined}>
                <td>{row.rank}</td>
                <td>{row.player}{row.me ? ` (${t('tournament_you')})` : ''}</td>
                <td data-score={row.score}>{score(row.score)}</td>
                <td>{row.prizeMinor > 0 ? formatMoney(row.prizeMinor, unit, locale) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** The tournament board island. */
export default function TournamentBoard({ locale, messages, lng, ...rest }: IslandI18nProps & Props) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <BoardView {...rest} locale={locale} />
    </IslandI18n>
  );
}
