/**
 * The 90-ball bingo room on the game page (spec §2 bingo; src/server/game-server/tickets.ts): the
 * game taking tickets now with its countdown, the balls called so far (the public round view, read
 * every second on the feed clock), buying a ticket (a card dealt from the player's own seed pair),
 * the player's cards with the called numbers marked and what each won, and the check of a finished
 * game in the browser (the revealed seed against the published hash, the 70 calls recomputed).
 */
import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { serverSeedHash } from '../../domain/casino/fair.ts';
import { bingoRoundCalls } from '../../domain/casino/scheduled.ts';
import { CALLS, PATTERNS, PRIZES, RTP } from '../../domain/casino/bingo.ts';
import type { ScheduledRoundView } from '../../../schemas/casino-scheduled.ts';
import { useT } from '../i18n.tsx';

/** Dictionary keys of the bingo view. */
export const BINGO_KEYS = [
  'gs_tvk_round', 'gs_bingo_betting', 'gs_bingo_calling', 'gs_bingo_done', 'gs_bingo_buy', 'gs_bingo_cards', 'gs_tvk_none', 'gs_bingo_card',
  'gs_tvk_status_open', 'gs_tvk_status_won', 'gs_tvk_status_lost', 'gs_tvk_status_refused', 'gs_bingo_pattern_oneLine', 'gs_bingo_pattern_twoLines',
  'gs_bingo_pattern_fullHouse', 'gs_bingo_completed', 'gs_tvk_verify', 'gs_bingo_verify_ok', 'gs_bingo_verify_bad', 'gs_bingo_rules', 'gs_rtp', 'gs_paytable',
  'gs_bingo_prize_tier',
] as const;

interface Ticket { id: number; round: number; stakeMinor: number; payoutMinor: number | null; status: 'open' | 'won' | 'lost' | 'refused'; card: (number | null)[][] | null; completed: Record<string, number | null> | null }

const mmss = (ms: number) => `${Math.floor(ms / 60000)}:${String(Math.floor((ms % 60000) / 1000)).padStart(2, '0')}`;

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

/** The room: the game, the calls, the cards. `post` sends a game-server call with the session's identity. */
export function BingoRoom({ post, stakeMinor, money, onBalance, onNet, onError }: {
  post: <T>(path: string, body: Record<string, unknown>) => Promise<T>;
  stakeMinor: () => number | null;
  money: (minor: number) => string;
  onBalance: (balance: number) => void;
  onNet: (delta: number) => void;
  onError: (message: string | null) => void;
}) {
  const t = useT();
  const [view, setView] = useState<ScheduledRoundView | null>(null);
  const [tickets, setTickets] = useState<Ticket[]>([]);
  const [busy, setBusy] = useState(false);
  const [check, setCheck] = useState<{ round: number; ok: boolean } | null>(null);

  useEffect(() => {
    let stop = false;
    const read = () => fetch('/game-server/api/scheduled/bingo').then(async (r) => {
      if (!stop && r.ok) setView(((await r.json()) as { round: ScheduledRoundView }).round);
    }).catch(() => {});
    void read();
    const timer = setInterval(() => void read(), 1000);
    return () => { stop = true; clearInterval(timer); };
  }, []);

  const refresh = async () => {
    const answer = await post<{ tickets: Ticket[]; balance: number }>('/game-server/api/tickets/list', { game: 'bingo' });
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
      const answer = await post<{ ticket: Ticket; balance: number }>('/game-server/api/tickets', { game: 'bingo', stakeMinor: stake });
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
    const r = await fetch(`/game-server/api/scheduled/bingo?round=${round}`);
    const past = ((await r.json()) as { round: ScheduledRoundView }).round;
    const ok = past.serverSeed !== null && serverSeedHash(past.serverSeed) === past.seedHash
      && JSON.stringify(bingoRoundCalls(round, past.serverSeed)) === JSON.stringify(past.drawn);
    setCheck({ round, ok });
  };

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
