/**
 * The TV keno draw on the game page (spec §2 tvgames; rules src/domain/casino/tv-keno.ts, schedule
 * src/domain/casino/scheduled.ts, tickets src/server/game-server/tickets.ts). The public view of
 * the current draw is read every second: the countdown to the draw (the feed clock's now against
 * the draw's start, never the browser's clock), then the numbers the server has shown so far —
 * one every 3 s, so the draw is revealed ball by ball as the server reveals it, the newest big.
 * The 80-number board takes the player's picks (1 … 10) while the draw takes tickets and marks the
 * drawn numbers and the hits of the picks; the last draws are listed under it. The player's
 * result of the draw is said in words with the balance (a live region that changes when the
 * ticket settles). The check of a finished draw runs in the browser: the revealed server seed
 * hashes to the published hash and gives the same 20 numbers.
 */
import { useEffect, useState } from 'react';
import { Button, ToggleButton } from 'react-aria-components';
import { tvKenoRoundDraw } from '../../../domain/casino/scheduled.ts';
import { PAYTABLE, RTP_BY_PICKS, TV_KENO_DRAWN, TV_KENO_NUMBERS } from '../../../domain/casino/tv-keno.ts';
import type { ScheduledRoundView } from '../../../../schemas/casino-scheduled.ts';
import { useT } from '../../shell/i18n.tsx';
import { prefersReducedMotion } from './contract.ts';
import { mmss, usePastRounds, useRoundCheck, useRoundView, useTickets, type ScheduledGameProps, type ScheduledTicket } from './scheduled-tickets.ts';

/** Dictionary keys of the TV keno view. */
export const TV_KENO_KEYS = [
  'gs_tvk_round', 'gs_tvk_betting', 'gs_tvk_drawing', 'gs_tvk_drawn', 'gs_tvk_buy', 'gs_tvk_tickets', 'gs_tvk_ticket', 'gs_tvk_none',
  'gs_tvk_status_open', 'gs_tvk_status_won', 'gs_tvk_status_lost', 'gs_tvk_status_refused', 'gs_tvk_verify', 'gs_tvk_verify_ok', 'gs_tvk_verify_bad',
  'gs_tvk_rules', 'gs_tvk_board', 'gs_tvk_hits', 'gs_tvk_last_draws', 'gs_tvk_last_ball', 'gs_tvk_picked', 'gs_tvk_hits_so_far', 'gs_tvk_words_win',
  'gs_tvk_words_lose', 'gs_paytable', 'gs_rtp', 'gs_balance',
] as const;

/** A TV keno ticket as the ticket API answers it. */
export interface TvKenoTicket extends ScheduledTicket { picks: number[]; hits: number | null }

/** Props of the TV keno picture: the draw, the player's tickets, the last draws and the controls' callbacks. */
export interface TvKenoStageProps {
  /** The current draw (null until first read). */
  view: ScheduledRoundView | null;
  /** The last finished draws, newest first. */
  past: ScheduledRoundView[];
  /** The player's tickets, newest first. */
  tickets: TvKenoTicket[];
  /** The numbers picked for the next ticket. */
  picks: number[];
  onPicks: (picks: number[]) => void;
  busy: boolean;
  onBuy: () => void;
  onVerify: (round: number) => void;
  check: { round: number; ok: boolean } | null;
  balanceMinor: number;
  money: (minor: number) => string;
}

/** The TV keno picture and its controls (no server calls: the container and the stories give the data). */
export function TvKenoStage({ view, past, tickets, picks, onPicks, busy, onBuy, onVerify, check, balanceMinor, money }: TvKenoStageProps) {
  const t = useT();
  const [reduced, setReduced] = useState(false);
  useEffect(() => setReduced(prefersReducedMotion()), []);
  const betting = view !== null && view.now < view.startsAt;
  const drawn = view?.drawn ?? [];
  const drawnSet = new Set(drawn);
  const phase = !view ? 'waiting' : betting ? 'betting' : drawn.length < TV_KENO_DRAWN ? 'drawing' : 'drawn';
  const own = view ? tickets.filter((x) => x.round === view.round && x.status !== 'refused') : [];
  // The board marks the picks of the player's tickets in this draw, else the picks being chosen.
  const marked = new Set(own.length > 0 ? own.flatMap((x) => x.picks) : picks);
  const hitsSoFar = [...marked].filter((n) => drawnSet.has(n)).length;
  const last = drawn.at(-1);

  const settled = own.length > 0 && own.every((x) => x.status === 'won' || x.status === 'lost');
  let words = '';
  let won: boolean | undefined;
  if (settled && view) {
    const payouts = own.reduce((sum, x) => sum + (x.payoutMinor ?? 0), 0);
    const ticket = own[0]!;
    won = payouts > 0;
    words = t(won ? 'gs_tvk_words_win' : 'gs_tvk_words_lose', {
      round: view.round, hits: ticket.hits ?? 0, picks: ticket.picks.length,
      amount: money(won ? payouts : own.reduce((sum, x) => sum + x.stakeMinor, 0)),
    });
  }

  return (
    <div className="tvk" data-testid="tvk">
      {view && (
        <p className="tvk-state" data-testid="tvk-state" data-phase={phase} data-round={view.round}>
          {t('gs_tvk_round', { round: view.round })} · {betting ? t('gs_tvk_betting', { time: mmss(view.startsAt - view.now) })
            : drawn.length < TV_KENO_DRAWN ? t('gs_tvk_drawing', { count: drawn.length }) : t('gs_tvk_drawn', { time: mmss(Math.max(0, view.nextAt - view.now)) })}
        </p>
      )}
      <div className="tvk-screen" data-phase={phase}>
        <div className="tvk-last" aria-hidden={last === undefined}>
          <span className="muted">{t('gs_tvk_last_ball')}</span>
          <span className="gs-ball gs-ball-big" key={`${view?.round}-${drawn.length}`} data-animate={!reduced} data-hit={last !== undefined && marked.has(last)} data-testid="tvk-last-ball">{last ?? '–'}</span>
        </div>
        <ol className="tvk-balls" data-testid="tvk-drawn" data-drawn={drawn.join(',')} aria-label={t('gs_tvk_drawing', { count: drawn.length })}>
          {Array.from({ length: TV_KENO_DRAWN }, (_, i) => drawn[i]).map((n, i) => (
            <li key={i} className="gs-ball" data-empty={n === undefined} data-hit={n !== undefined && marked.has(n)} data-animate={!reduced && i === drawn.length - 1}>{n ?? ''}</li>
          ))}
        </ol>
        {marked.size > 0 && phase !== 'betting' && phase !== 'waiting' && <p className="tvk-hits-so-far" data-testid="tvk-hits-so-far">{t('gs_tvk_hits_so_far', { hits: hitsSoFar, picks: marked.size })}</p>}
      </div>
      <fieldset className="tvk-board" data-testid="tvk-board">
        <legend>{t('gs_tvk_board')} · {t('gs_tvk_picked', { count: picks.length })}</legend>
        {Array.from({ length: TV_KENO_NUMBERS }, (_, i) => i + 1).map((n) => (
          <ToggleButton key={n} className="tvk-cell" isSelected={picks.includes(n)} isDisabled={!betting && !picks.includes(n)}
            data-drawn={drawnSet.has(n) || undefined} data-picked={marked.has(n) || undefined} data-hit={(drawnSet.has(n) && marked.has(n)) || undefined}
            onChange={(on) => onPicks(on ? (picks.length < 10 ? [...picks, n] : picks) : picks.filter((x) => x !== n))}>{n}</ToggleButton>
        ))}
      </fieldset>
      <Button className="button primary" onPress={onBuy} isDisabled={busy || !betting || picks.length === 0} data-testid="tvk-buy">{t('gs_tvk_buy')}</Button>
      <p className="fair-words" aria-live="polite" data-testid="tvk-words" data-win={won}>
        {words}{words && <> · {t('gs_balance')}: {money(balanceMinor)}</>}
      </p>
      <section aria-labelledby="tvk-tickets-heading">
        <h2 id="tvk-tickets-heading">{t('gs_tvk_tickets')}</h2>
        {tickets.length === 0 ? <p>{t('gs_tvk_none')}</p> : (
          <ul className="rg-list" data-testid="tvk-tickets">
            {tickets.map((ticket) => (
              <li key={ticket.id} data-ticket={ticket.id} data-status={ticket.status} data-round={ticket.round}>
                {t('gs_tvk_ticket', { round: ticket.round, picks: ticket.picks.join(', '), stake: money(ticket.stakeMinor) })} · {t(`gs_tvk_status_${ticket.status}`)}
                {ticket.hits !== null && <> · {t('gs_tvk_hits', { hits: ticket.hits })}</>}
                {ticket.payoutMinor !== null && ticket.payoutMinor > 0 && <> · <output>{money(ticket.payoutMinor)}</output></>}
                {(ticket.status === 'won' || ticket.status === 'lost') && <> · <Button className="button" onPress={() => onVerify(ticket.round)} data-testid="tvk-verify">{t('gs_tvk_verify')}</Button></>}
              </li>
            ))}
          </ul>
        )}
        {check && <p role="status" data-testid="tvk-verified" data-ok={String(check.ok)}>{t(check.ok ? 'gs_tvk_verify_ok' : 'gs_tvk_verify_bad', { round: check.round })}</p>}
      </section>
      {past.length > 0 && (
        <section aria-labelledby="tvk-past-heading">
          <h2 id="tvk-past-heading">{t('gs_tvk_last_draws')}</h2>
          <ul className="tvk-past" data-testid="tvk-past">
            {past.map((draw) => (
              <li key={draw.round} data-round={draw.round}>
                <span className="tvk-past-round">{t('gs_tvk_round', { round: draw.round })}</span>
                <span className="tvk-past-balls">{(draw.drawn ?? []).map((n) => <span key={n} className="gs-ball gs-ball-small">{n}</span>)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
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

/** TV keno on the game page: the draw read every second, the player's tickets, the last draws. */
export function TvKenoGame(props: ScheduledGameProps) {
  const view = useRoundView('tv-keno');
  const past = usePastRounds('tv-keno', view?.round ?? null, 5);
  const [picks, setPicks] = useState<number[]>([]);
  const { tickets, busy, buy } = useTickets<TvKenoTicket>('tv-keno', props);
  const { check, verify } = useRoundCheck('tv-keno', (round, seed, draw) => JSON.stringify(tvKenoRoundDraw(round, seed)) === JSON.stringify(draw.drawn));
  return (
    <TvKenoStage view={view} past={past} tickets={tickets} picks={picks} onPicks={setPicks} busy={busy} onBuy={() => void buy({ picks })}
      onVerify={(round) => void verify(round)} check={check} balanceMinor={props.balanceMinor} money={props.money} />
  );
}
