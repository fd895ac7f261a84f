/**
 * The TV keno draw on the game page (spec §2 tvgames; src/server/game-server/tickets.ts): the draw
 * taking tickets now with its countdown, the numbers drawn so far (the public round view, read
 * every second on the feed clock), the 80-number board to pick 1 … 10 numbers, buying a ticket, the
 * player's tickets with their results, and the check of a finished draw in the browser: the
 * revealed server seed hashes to the hash published before the draw and gives the same 20 numbers
 * with the same code the server drew them with (src/domain/casino/scheduled.ts).
 */
import { useState } from 'react';
import { Button, ToggleButton } from 'react-aria-components';
import { tvKenoRoundDraw } from '../../domain/casino/scheduled.ts';
import { PAYTABLE, RTP_BY_PICKS, TV_KENO_NUMBERS } from '../../domain/casino/tv-keno.ts';
import { useT } from '../shell/i18n.tsx';
import { mmss, useRoundCheck, useRoundView, useTickets, type ScheduledGameProps, type ScheduledTicket } from './scheduled-tickets.ts';

/** Dictionary keys of the TV keno view. */
export const TV_KENO_KEYS = [
  'gs_tvk_round', 'gs_tvk_betting', 'gs_tvk_drawing', 'gs_tvk_drawn', 'gs_tvk_buy', 'gs_tvk_tickets', 'gs_tvk_ticket', 'gs_tvk_none',
  'gs_tvk_status_open', 'gs_tvk_status_won', 'gs_tvk_status_lost', 'gs_tvk_status_refused', 'gs_tvk_verify', 'gs_tvk_verify_ok', 'gs_tvk_verify_bad',
  'gs_tvk_rules', 'gs_tvk_board', 'gs_tvk_hits',
] as const;

interface Ticket extends ScheduledTicket { picks: number[]; hits: number | null }

/** The draw, the board, the tickets. */
export function TvKeno(props: ScheduledGameProps) {
  const { money } = props;
  const t = useT();
  const view = useRoundView('tv-keno');
  const [picks, setPicks] = useState<number[]>([]);
  const { tickets, busy, buy } = useTickets<Ticket>('tv-keno', props);
  const { check, verify } = useRoundCheck('tv-keno', (round, seed, past) => JSON.stringify(tvKenoRoundDraw(round, seed)) === JSON.stringify(past.drawn));
  const betting = view !== null && view.now < view.startsAt;

  const drawn = view?.drawn ?? [];
  return (
    <div className="tvk" data-testid="tvk">
      {view && (
        <p role="status" data-testid="tvk-state" data-phase={betting ? 'betting' : drawn.length < 20 ? 'drawing' : 'drawn'}>
          {t('gs_tvk_round', { round: view.round })} · {betting ? t('gs_tvk_betting', { time: mmss(view.startsAt - view.now) })
            : drawn.length < 20 ? t('gs_tvk_drawing', { count: drawn.length }) : t('gs_tvk_drawn', { time: mmss(Math.max(0, view.nextAt - view.now)) })}
        </p>
      )}
      <p className="tvk-drawn" data-testid="tvk-drawn" aria-label={t('gs_tvk_board')}>{drawn.join(' · ')}</p>
      <fieldset className="gs-grid gs-grid-10">
        <legend>{t('gs_tvk_board')}</legend>
        {Array.from({ length: TV_KENO_NUMBERS }, (_, i) => i + 1).map((n) => (
          <ToggleButton key={n} isSelected={picks.includes(n)} className={drawn.includes(n) ? 'tvk-hit' : undefined}
            onChange={(on) => setPicks((p) => (on ? (p.length < 10 ? [...p, n] : p) : p.filter((x) => x !== n)))}>{n}</ToggleButton>
        ))}
      </fieldset>
      <Button className="button primary" onPress={() => void buy({ picks })} isDisabled={busy || !betting || picks.length === 0} data-testid="tvk-buy">{t('gs_tvk_buy')}</Button>
      <section aria-labelledby="tvk-tickets-heading">
        <h2 id="tvk-tickets-heading">{t('gs_tvk_tickets')}</h2>
        {tickets.length === 0 ? <p>{t('gs_tvk_none')}</p> : (
          <ul className="rg-list" data-testid="tvk-tickets">
            {tickets.map((ticket) => (
              <li key={ticket.id} data-ticket={ticket.id} data-status={ticket.status}>
                {t('gs_tvk_ticket', { round: ticket.round, picks: ticket.picks.join(', '), stake: money(ticket.stakeMinor) })} · {t(`gs_tvk_status_${ticket.status}`)}
                {ticket.hits !== null && <> · {t('gs_tvk_hits', { hits: ticket.hits })}</>}
                {ticket.payoutMinor !== null && ticket.payoutMinor > 0 && <> · <output>{money(ticket.payoutMinor)}</output></>}
                {(ticket.status === 'won' || ticket.status === 'lost') && <> · <Button className="button" onPress={() => void verify(ticket.round)} data-testid="tvk-verify">{t('gs_tvk_verify')}</Button></>}
              </li>
            ))}
          </ul>
        )}
        {check && <p role="status" data-testid="tvk-verified" data-ok={String(check.ok)}>{t(check.ok ? 'gs_tvk_verify_ok' : 'gs_tvk_verify_bad', { round: check.round })}</p>}
      </section>
      <section className="slot-paytable" aria-labelledby="tvk-rules-heading">
        <h2 id="tvk-rules-heading">{t('gs_paytable')}</h2>
        <p>{t('gs_tvk_rules')}</p>
        <table className="slot-pays">
          <tbody>
            {Object.entries(PAYTABLE).map(([count, pays]) => (
              <tr key={count}><th scope="row">{count}</th><td>{pays.map((m, hits) => (m > 0 ? `${hits}: ${m}×` : null)).filter(Boolean).join(' · ')}</td>
                <td>{t('gs_rtp', { rtp: ((RTP_BY_PICKS[Number(count)] ?? 0) * 100).toFixed(2) })}</td></tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
