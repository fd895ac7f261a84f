/**
 * The TV keno draw on the game page (spec §2 tvgames; src/server/game-server/tickets.ts): the draw
 * taking tickets now with its countdown, the numbers drawn so far (the public round view, read
 * every second on the feed clock), the 80-number board to pick 1 … 10 numbers, buying a ticket, the
 * player's tickets with their results, and the check of a finished draw in the browser: the
 * revealed server seed hashes to the hash published before the draw and gives the same 20 numbers
 * with the same code the server drew them with (src/domain/casino/scheduled.ts).
 */
import { useEffect, useState } from 'react';
import { Button, ToggleButton } from 'react-aria-components';
import { serverSeedHash } from '../../domain/casino/fair.ts';
import { tvKenoRoundDraw } from '../../domain/casino/scheduled.ts';
import { PAYTABLE, RTP_BY_PICKS, TV_KENO_NUMBERS } from '../../domain/casino/tv-keno.ts';
import type { ScheduledRoundView } from '../../../schemas/casino-scheduled.ts';
import { useT } from '../i18n.tsx';

/** Dictionary keys of the TV keno view. */
export const TV_KENO_KEYS = [
  'gs_tvk_round', 'gs_tvk_betting', 'gs_tvk_drawing', 'gs_tvk_drawn', 'gs_tvk_buy', 'gs_tvk_tickets', 'gs_tvk_ticket', 'gs_tvk_none',
  'gs_tvk_status_open', 'gs_tvk_status_won', 'gs_tvk_status_lost', 'gs_tvk_status_refused', 'gs_tvk_verify', 'gs_tvk_verify_ok', 'gs_tvk_verify_bad',
  'gs_tvk_rules', 'gs_tvk_board', 'gs_tvk_hits',
] as const;

interface Ticket { id: number; round: number; picks: number[]; stakeMinor: number; payoutMinor: number | null; status: 'open' | 'won' | 'lost' | 'refused'; hits: number | null }

const mmss = (ms: number) => `${Math.floor(ms / 60000)}:${String(Math.floor((ms % 60000) / 1000)).padStart(2, '0')}`;

/** The draw, the board, the tickets. `post` sends a game-server call with the session's identity. */
export function TvKeno({ post, stakeMinor, money, onBalance, onNet, onError }: {
  post: <T>(path: string, body: Record<string, unknown>) => Promise<T>;
  stakeMinor: () => number | null;
  money: (minor: number) => string;
  onBalance: (balance: number) => void;
  onNet: (delta: number) => void;
  onError: (message: string | null) => void;
}) {
  const t = useT();
  const [view, setView] = useState<ScheduledRoundView | null>(null);
  const [picks, setPicks] = useState<number[]>([]);
  const [tickets, setTickets] = useState<Ticket[]>([]);
  const [busy, setBusy] = useState(false);
  const [check, setCheck] = useState<{ round: number; ok: boolean } | null>(null);

  useEffect(() => {
    let stop = false;
    const read = () => fetch('/game-server/api/scheduled/tv-keno').then(async (r) => {
      if (!stop && r.ok) setView(((await r.json()) as { round: ScheduledRoundView }).round);
    }).catch(() => {});
    void read();
    const timer = setInterval(() => void read(), 1000);
    return () => { stop = true; clearInterval(timer); };
  }, []);

  const refresh = async () => {
    const answer = await post<{ tickets: Ticket[]; balance: number }>('/game-server/api/tickets/list', { game: 'tv-keno' });
    setTickets((before) => {
      for (const ticket of answer.tickets) {
        const was = before.find((b) => b.id === ticket.id);
        if (was && was.status === 'open' && ticket.payoutMinor) onNet(ticket.payoutMinor);
      }
      return answer.tickets;
    });
    onBalance(answer.balance);
  };
  useEffect(() => {
    void refresh().catch(() => {});
    const timer = setInterval(() => void refresh().catch(() => {}), 3000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const betting = view !== null && view.now < view.startsAt;
  const buy = async () => {
    const stake = stakeMinor();
    if (stake === null) return;
    setBusy(true);
    onError(null);
    try {
      const answer = await post<{ ticket: Ticket; balance: number }>('/game-server/api/tickets', { game: 'tv-keno', stakeMinor: stake, picks });
      onBalance(answer.balance);
      onNet(-answer.ticket.stakeMinor);
      setTickets((all) => [answer.ticket, ...all]);
    } catch (e) {
      onError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const verify = async (round: number) => {
    const r = await fetch(`/game-server/api/scheduled/tv-keno?round=${round}`);
    const past = ((await r.json()) as { round: ScheduledRoundView }).round;
    const ok = past.serverSeed !== null && serverSeedHash(past.serverSeed) === past.seedHash
      && JSON.stringify(tvKenoRoundDraw(round, past.serverSeed)) === JSON.stringify(past.drawn);
    setCheck({ round, ok });
  };

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
      <Button className="button primary" onPress={() => void buy()} isDisabled={busy || !betting || picks.length === 0} data-testid="tvk-buy">{t('gs_tvk_buy')}</Button>
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
