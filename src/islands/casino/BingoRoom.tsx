/**
 * The 90-ball bingo room on the game page (spec §2 bingo; src/server/game-server/tickets.ts): the
 * game taking tickets now with its countdown, the balls called so far (the public round view, read
 * every second on the feed clock), buying a ticket (a card dealt from the player's own seed pair),
 * the player's cards with the called numbers marked and what each won, and the check of a finished
 * game in the browser (the revealed seed against the published hash, the 70 calls recomputed).
 */
import { Button } from 'react-aria-components';
import { bingoRoundCalls } from '../../domain/casino/scheduled.ts';
import { CALLS, PATTERNS, PRIZES, RTP } from '../../domain/casino/bingo.ts';
import { useT } from '../shell/i18n.tsx';
import { mmss, useRoundCheck, useRoundView, useTickets, type ScheduledGameProps, type ScheduledTicket } from './scheduled-tickets.ts';

/** Dictionary keys of the bingo view. */
export const BINGO_KEYS = [
  'gs_tvk_round', 'gs_bingo_betting', 'gs_bingo_calling', 'gs_bingo_done', 'gs_bingo_buy', 'gs_bingo_cards', 'gs_tvk_none', 'gs_bingo_card',
  'gs_tvk_status_open', 'gs_tvk_status_won', 'gs_tvk_status_lost', 'gs_tvk_status_refused', 'gs_bingo_pattern_oneLine', 'gs_bingo_pattern_twoLines',
  'gs_bingo_pattern_fullHouse', 'gs_bingo_completed', 'gs_tvk_verify', 'gs_bingo_verify_ok', 'gs_bingo_verify_bad', 'gs_bingo_rules', 'gs_rtp', 'gs_paytable',
  'gs_bingo_prize_tier',
] as const;

interface Ticket extends ScheduledTicket { card: (number | null)[][] | null; completed: Record<string, number | null> | null }

function Card({ card, called, label }: { card: (number | null)[][]; called: ReadonlySet<number>; label: string }) {
  return (
    <table className="bingo-card" aria-label={label}>
      <tbody>
        {card.map((row, r) => (
          <tr key={r}>{row.map((n, c) => <td key={c} className={n !== null && called.has(n) ? 'called' : undefined} data-called={n !== null && called.has(n) ? 'true' : undefined}>{n ?? ''}</td>)}</tr>
        ))}
      </tbody>
    </table>
  );
}

/** The room: the game, the calls, the cards. */
export function BingoRoom(props: ScheduledGameProps) {
  const { money } = props;
  const t = useT();
  const view = useRoundView('bingo');
  const { tickets, busy, buy } = useTickets<Ticket>('bingo', props);
  const { check, verify } = useRoundCheck('bingo', (round, seed, past) => JSON.stringify(bingoRoundCalls(round, seed)) === JSON.stringify(past.drawn));
  const betting = view !== null && view.now < view.startsAt;

  const calls = view?.drawn ?? [];
  const called = new Set(calls);
  return (
    <div className="bingo" data-testid="bingo">
      {view && (
        <p role="status" data-testid="bingo-state" data-phase={betting ? 'betting' : calls.length < CALLS ? 'calling' : 'done'}>
          {t('gs_tvk_round', { round: view.round })} · {betting ? t('gs_bingo_betting', { time: mmss(view.startsAt - view.now) })
            : calls.length < CALLS ? t('gs_bingo_calling', { count: calls.length, total: CALLS, last: calls.at(-1) ?? '' }) : t('gs_bingo_done', { time: mmss(Math.max(0, view.nextAt - view.now)) })}
        </p>
      )}
      <p className="tvk-drawn" data-testid="bingo-calls">{calls.join(' · ')}</p>
      <Button className="button primary" onPress={() => void buy()} isDisabled={busy || !betting} data-testid="bingo-buy">{t('gs_bingo_buy')}</Button>
      <section aria-labelledby="bingo-cards-heading">
        <h2 id="bingo-cards-heading">{t('gs_bingo_cards')}</h2>
        {tickets.length === 0 ? <p>{t('gs_tvk_none')}</p> : (
          <ul className="rg-list" data-testid="bingo-tickets">
            {tickets.map((ticket) => {
              const mine = ticket.round === view?.round ? called : new Set<number>();
              return (
                <li key={ticket.id} data-ticket={ticket.id} data-status={ticket.status}>
                  <p>{t('gs_bingo_card', { round: ticket.round, stake: money(ticket.stakeMinor) })} · {t(`gs_tvk_status_${ticket.status}`)}
                    {ticket.payoutMinor !== null && ticket.payoutMinor > 0 && <> · <output>{money(ticket.payoutMinor)}</output></>}
                    {(ticket.status === 'won' || ticket.status === 'lost') && <> · <Button className="button" onPress={() => void verify(ticket.round)} data-testid="bingo-verify">{t('gs_tvk_verify')}</Button></>}
                  </p>
                  {ticket.card && <Card card={ticket.card} called={mine} label={t('gs_bingo_card', { round: ticket.round, stake: money(ticket.stakeMinor) })} />}
                  {ticket.completed && (
                    <p>{PATTERNS.filter((p) => ticket.completed![p] !== null).map((p) => t('gs_bingo_completed', { pattern: t(`gs_bingo_pattern_${p}`), call: ticket.completed![p] })).join(' · ')}</p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {check && <p role="status" data-testid="bingo-verified" data-ok={String(check.ok)}>{t(check.ok ? 'gs_bingo_verify_ok' : 'gs_bingo_verify_bad', { round: check.round })}</p>}
      </section>
      <section className="slot-paytable" aria-labelledby="bingo-rules-heading">
        <h2 id="bingo-rules-heading">{t('gs_paytable')}</h2>
        <p>{t('gs_bingo_rules', { calls: CALLS })} {t('gs_rtp', { rtp: (RTP * 100).toFixed(2) })}</p>
        <table className="slot-pays">
          <tbody>
            {PATTERNS.map((p) => (
              <tr key={p}><th scope="row">{t(`gs_bingo_pattern_${p}`)}</th>
                <td>{PRIZES[p].map(([maxCalls, multiple]) => t('gs_bingo_prize_tier', { calls: maxCalls, multiple })).join(' · ')}</td></tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
