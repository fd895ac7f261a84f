/**
 * The 90-ball bingo room on the game page (spec §2 bingo; rules src/domain/casino/bingo.ts,
 * schedule src/domain/casino/scheduled.ts, tickets src/server/game-server/tickets.ts). The public
 * view of the current game is read every second: the countdown while it takes tickets (the feed
 * clock's now, never the browser's), then the balls the server has called so far — one every 2 s,
 * the newest big, the board of 1 … 90 lighting each called number. The player's tickets of the
 * game (each dealt by the server from the player's own seed pair) are drawn as real 3 × 9 bingo
 * tickets, daubed as their numbers are called; each line, two lines and full house is announced
 * in a live region with its prize, by the domain's rules over the calls so far (the same rules
 * the server settles with). Once the game is settled the result is said in words with the
 * balance. The check of a finished game runs in the browser (the revealed seed against the
 * published hash, the 70 calls recomputed).
 */
import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { bingoRoundCalls } from '../../../domain/casino/scheduled.ts';
import { CALLS, completionCalls, PATTERNS, prizeMultiple, PRIZES, RTP, type BingoPattern } from '../../../domain/casino/bingo.ts';
import type { ScheduledRoundView } from '../../../../schemas/casino-scheduled.ts';
import { useT } from '../../shell/i18n.tsx';
import { prefersReducedMotion } from './contract.ts';
import { mmss, useRoundCheck, useRoundView, useTickets, type ScheduledGameProps, type ScheduledTicket } from './scheduled-tickets.ts';

/** Dictionary keys of the bingo view. */
export const BINGO_KEYS = [
  'gs_bingo_round', 'gs_bingo_betting', 'gs_bingo_calling', 'gs_bingo_done', 'gs_bingo_buy', 'gs_bingo_cards', 'gs_tvk_none', 'gs_bingo_card',
  'gs_tvk_status_open', 'gs_tvk_status_won', 'gs_tvk_status_lost', 'gs_tvk_status_refused', 'gs_bingo_pattern_oneLine', 'gs_bingo_pattern_twoLines',
  'gs_bingo_pattern_fullHouse', 'gs_bingo_completed', 'gs_tvk_verify', 'gs_bingo_verify_ok', 'gs_bingo_verify_bad', 'gs_bingo_rules', 'gs_rtp', 'gs_paytable',
  'gs_bingo_prize_tier', 'gs_bingo_last_ball', 'gs_bingo_board', 'gs_bingo_ticket_n', 'gs_bingo_announce', 'gs_bingo_announce_late', 'gs_bingo_words_win',
  'gs_bingo_words_lose', 'gs_bingo_no_cards', 'gs_balance',
] as const;

/** A bingo ticket as the ticket API answers it: the card (3 rows × 9 columns, null = blank) and, once settled, the call of each pattern. */
export interface BingoTicket extends ScheduledTicket { card: (number | null)[][] | null; completed: Record<string, number | null> | null }

/** One 3 × 9 ticket, its called numbers daubed, its completed rows marked. */
function Ticket({ card, called, label }: { card: (number | null)[][]; called: ReadonlySet<number>; label: string }) {
  return (
    <table className="bingo-ticket" aria-label={label}>
      <tbody>
        {card.map((row, r) => {
          const done = row.every((n) => n === null || called.has(n));
          return (
            <tr key={r} data-done={done || undefined}>
              {row.map((n, c) => (
                <td key={c} data-blank={n === null || undefined} data-called={(n !== null && called.has(n)) || undefined}>{n ?? ''}</td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Props of the bingo picture: the game, the player's tickets and the controls' callbacks. */
export interface BingoStageProps {
  /** The current game (null until first read). */
  view: ScheduledRoundView | null;
  /** The player's tickets, newest first. */
  tickets: BingoTicket[];
  busy: boolean;
  onBuy: () => void;
  onVerify: (round: number) => void;
  check: { round: number; ok: boolean } | null;
  balanceMinor: number;
  money: (minor: number) => string;
}

/** The bingo picture and its controls (no server calls: the container and the stories give the data). */
export function BingoStage({ view, tickets, busy, onBuy, onVerify, check, balanceMinor, money }: BingoStageProps) {
  const t = useT();
  const [reduced, setReduced] = useState(false);
  useEffect(() => setReduced(prefersReducedMotion()), []);
  const betting = view !== null && view.now < view.startsAt;
  const calls = view?.drawn ?? [];
  const called = new Set(calls);
  const phase = !view ? 'waiting' : betting ? 'betting' : calls.length < CALLS ? 'calling' : 'done';
  // The player's tickets of this game, in the order bought (card 1 first).
  const own = view ? tickets.filter((x) => x.round === view.round && x.status !== 'refused' && x.card).sort((a, b) => a.id - b.id) : [];
  const events = own.flatMap((ticket, i) => {
    const done = completionCalls(ticket.card!, calls);
    return PATTERNS.filter((p) => done[p] !== null).map((pattern) => ({ n: i + 1, pattern, call: done[pattern]!, prize: ticket.stakeMinor * prizeMultiple(pattern, done[pattern]!) }));
  }).sort((a, b) => a.call - b.call || PATTERNS.indexOf(a.pattern) - PATTERNS.indexOf(b.pattern));
  const say = (e: { n: number; pattern: BingoPattern; call: number; prize: number }) => t(e.prize > 0 ? 'gs_bingo_announce' : 'gs_bingo_announce_late', {
    n: e.n, pattern: t(`gs_bingo_pattern_${e.pattern}`), call: e.call, prize: money(e.prize),
  });
  const latest = events.at(-1);
  const last = calls.at(-1);

  const settled = own.length > 0 && own.every((x) => x.status === 'won' || x.status === 'lost');
  let words = '';
  let won: boolean | undefined;
  if (settled && view) {
    const payouts = own.reduce((sum, x) => sum + (x.payoutMinor ?? 0), 0);
    won = payouts > 0;
    words = t(won ? 'gs_bingo_words_win' : 'gs_bingo_words_lose', { round: view.round, amount: money(won ? payouts : own.reduce((sum, x) => sum + x.stakeMinor, 0)) });
  }

  return (
    <div className="bingo" data-testid="bingo">
      {view && (
        <p className="bingo-state" data-testid="bingo-state" data-phase={phase} data-round={view.round}>
          {t('gs_bingo_round', { round: view.round })} · {betting ? t('gs_bingo_betting', { time: mmss(view.startsAt - view.now) })
            : calls.length < CALLS ? t('gs_bingo_calling', { count: calls.length, total: CALLS, last: last ?? '' }) : t('gs_bingo_done', { time: mmss(Math.max(0, view.nextAt - view.now)) })}
        </p>
      )}
      <div className="bingo-hall">
        <div className="bingo-caller">
          <span className="muted">{t('gs_bingo_last_ball')}</span>
          <span className="gs-ball gs-ball-big" key={`${view?.round}-${calls.length}`} data-animate={!reduced} data-testid="bingo-last-ball">{last ?? '–'}</span>
        </div>
        <ol className="bingo-board" aria-label={t('gs_bingo_board')} data-testid="bingo-calls" data-calls={calls.join(',')}>
          {Array.from({ length: 90 }, (_, i) => i + 1).map((n) => <li key={n} data-called={called.has(n) || undefined} data-last={n === last || undefined}>{n}</li>)}
        </ol>
      </div>
      <p className="bingo-announce" aria-live="polite" data-testid="bingo-announce">{latest ? say(latest) : ''}</p>
      <Button className="button primary" onPress={onBuy} isDisabled={busy || !betting} data-testid="bingo-buy">{t('gs_bingo_buy')}</Button>
      {own.length > 0 ? (
        <ul className="bingo-tickets" data-testid="bingo-own">
          {own.map((ticket, i) => (
            <li key={ticket.id} data-ticket={ticket.id}>
              <Ticket card={ticket.card!} called={called} label={t('gs_bingo_ticket_n', { n: i + 1 })} />
              <p className="bingo-ticket-events">
                {events.filter((e) => e.n === i + 1).map((e) => <span key={e.pattern} data-pattern={e.pattern}>{say(e)}</span>)}
              </p>
            </li>
          ))}
        </ul>
      ) : view && <p className="muted">{t('gs_bingo_no_cards')}</p>}
      <p className="fair-words" aria-live="polite" data-testid="bingo-words" data-win={won}>
        {words}{words && <> · {t('gs_balance')}: {money(balanceMinor)}</>}
      </p>
      <section aria-labelledby="bingo-cards-heading">
        <h2 id="bingo-cards-heading">{t('gs_bingo_cards')}</h2>
        {tickets.length === 0 ? <p>{t('gs_tvk_none')}</p> : (
          <ul className="rg-list" data-testid="bingo-tickets">
            {tickets.map((ticket) => (
              <li key={ticket.id} data-ticket={ticket.id} data-status={ticket.status} data-round={ticket.round}>
                {t('gs_bingo_card', { round: ticket.round, stake: money(ticket.stakeMinor) })} · {t(`gs_tvk_status_${ticket.status}`)}
                {ticket.completed && PATTERNS.some((p) => ticket.completed![p] !== null) && (
                  <> · {PATTERNS.filter((p) => ticket.completed![p] !== null).map((p) => t('gs_bingo_completed', { pattern: t(`gs_bingo_pattern_${p}`), call: ticket.completed![p] })).join(' · ')}</>
                )}
                {ticket.payoutMinor !== null && ticket.payoutMinor > 0 && <> · <output>{money(ticket.payoutMinor)}</output></>}
                {(ticket.status === 'won' || ticket.status === 'lost') && <> · <Button className="button" onPress={() => onVerify(ticket.round)} data-testid="bingo-verify">{t('gs_tvk_verify')}</Button></>}
              </li>
            ))}
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

/** Bingo on the game page: the game read every second and the player's tickets. */
export function BingoGame(props: ScheduledGameProps) {
  const view = useRoundView('bingo');
  const { tickets, busy, buy } = useTickets<BingoTicket>('bingo', props);
  const { check, verify } = useRoundCheck('bingo', (round, seed, game) => JSON.stringify(bingoRoundCalls(round, seed)) === JSON.stringify(game.drawn));
  return (
    <BingoStage view={view} tickets={tickets} busy={busy} onBuy={() => void buy()} onVerify={(round) => void verify(round)} check={check}
      balanceMinor={props.balanceMinor} money={props.money} />
  );
}
