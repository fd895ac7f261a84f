/**
 * Crash on the game page (spec §2 crash-games; src/server/game-server/tickets.ts): the current
 * round pushed live by the server (`GET /game-server/api/live/crash`, every open page shows the
 * same multiplier of the feed clock), a bet with an optional auto cash-out while the round takes
 * bets, "cash out" while it runs (paid at the server's multiplier of that instant), the player's
 * bets with their results, and the check of a finished round in the browser: the revealed seed
 * hashes to the hash published before the round and gives the same crash point with the same code.
 */
import { useEffect, useState } from 'react';
import { Button, Input, Label, TextField } from 'react-aria-components';
import { CRASH_CAP_CENTS, crashRoundPointCents } from '../../domain/casino/scheduled.ts';
import { RTP } from '../../domain/casino/crash.ts';
import type { ScheduledRoundView } from '../../../schemas/casino-scheduled.ts';
import { useT } from '../shell/i18n.tsx';
import { useRoundCheck, useTickets, type ScheduledGameProps, type ScheduledTicket } from './scheduled-tickets.ts';

/** Dictionary keys of the crash view. */
export const CRASH_KEYS = [
  'gs_crash_betting', 'gs_crash_running', 'gs_crash_crashed', 'gs_crash_bet', 'gs_crash_auto', 'gs_crash_cashout', 'gs_crash_bets',
  'gs_crash_bet_line', 'gs_crash_cashed', 'gs_crash_rules', 'gs_tvk_status_open', 'gs_tvk_status_won', 'gs_tvk_status_lost', 'gs_tvk_status_refused',
  'gs_tvk_none', 'gs_tvk_round', 'gs_crash_verify', 'gs_crash_verify_ok', 'gs_crash_verify_bad', 'gs_rtp',
] as const;

interface Ticket extends ScheduledTicket { autoCents: number | null; cashedCents: number | null }

const times = (cents: number) => `${(cents / 100).toFixed(2)}×`;

/** The live round, the bet, the cash-out and the bets. */
export function CrashGame(props: ScheduledGameProps) {
  const { post, money, onBalance, onNet, onError } = props;
  const t = useT();
  const [view, setView] = useState<ScheduledRoundView | null>(null);
  const [auto, setAuto] = useState('');
  const { tickets, setTickets, busy, refresh, buy, run } = useTickets<Ticket>('crash', props);
  const { check, verify } = useRoundCheck('crash', (round, seed, past) => Math.max(100, crashRoundPointCents(round, seed)) === past.crash?.crashCents);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/game-server/api/live/crash');
    source.addEventListener('round', (event) => {
      try {
        setView(JSON.parse((event as MessageEvent<string>).data) as ScheduledRoundView);
      } catch {
        // not JSON: ignored
      }
    });
    return () => source.close();
  }, []);

  // A crash settles the round's open bets: read them at once.
  const phase = view?.crash?.phase ?? null;
  useEffect(() => {
    if (phase === 'crashed') void refresh().catch(() => {});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase, view?.round]);

  const bet = async () => {
    const autoCents = auto.trim() === '' ? null : Math.round(Number(auto) * 100);
    if (autoCents !== null && !(autoCents >= 101 && autoCents <= CRASH_CAP_CENTS)) {
      onError(t('gs_crash_auto'));
      return;
    }
    await buy({ autoCents });
  };

  const cashOut = (ticket: Ticket) => run(async () => {
    const answer = await post<{ ticket: Ticket; balance: number }>('/game-server/api/tickets/cashout', { ticket: ticket.id });
    onBalance(answer.balance);
    onNet(answer.ticket.payoutMinor ?? 0);
    setTickets((all) => all.map((x) => (x.id === ticket.id ? answer.ticket : x)));
  });

  const live = view?.crash;
  const mine = view ? tickets.find((x) => x.round === view.round && x.status === 'open') : undefined;
  return (
    <div className="crash" data-testid="crash">
      {view && live && (
        <>
          <p role="status" data-testid="crash-state" data-phase={live.phase} data-round={view.round}>
            {t('gs_tvk_round', { round: view.round })} · {live.phase === 'betting' ? t('gs_crash_betting', { seconds: Math.ceil((view.startsAt - view.now) / 1000) })
              : live.phase === 'running' ? t('gs_crash_running') : t('gs_crash_crashed', { multiplier: times(live.crashCents ?? 100) })}
          </p>
          <p className="crash-multiplier" aria-live="off" data-testid="crash-multiplier">
            {live.phase === 'running' ? times(live.multiplierCents ?? 100) : live.phase === 'crashed' ? times(live.crashCents ?? 100) : times(100)}
          </p>
        </>
      )}
      <div className="gs-controls">
        <TextField value={auto} onChange={setAuto} inputMode="decimal">
          <Label>{t('gs_crash_auto')}</Label>
          <Input data-testid="crash-auto" />
        </TextField>
        <Button className="button primary" onPress={() => void bet()} isDisabled={busy || live?.phase !== 'betting'} data-testid="crash-bet">{t('gs_crash_bet')}</Button>
        {mine && live?.phase === 'running' && (
          <Button className="button primary" onPress={() => void cashOut(mine)} isDisabled={busy} data-testid="crash-cashout">
            {t('gs_crash_cashout', { multiplier: times(live.multiplierCents ?? 100) })}
          </Button>
        )}
      </div>
      <section aria-labelledby="crash-bets-heading">
        <h2 id="crash-bets-heading">{t('gs_crash_bets')}</h2>
        {tickets.length === 0 ? <p>{t('gs_tvk_none')}</p> : (
          <ul className="rg-list" data-testid="crash-bets">
            {tickets.map((ticket) => (
              <li key={ticket.id} data-ticket={ticket.id} data-status={ticket.status}>
                {t('gs_crash_bet_line', { round: ticket.round, stake: money(ticket.stakeMinor) })} · {t(`gs_tvk_status_${ticket.status}`)}
                {ticket.cashedCents !== null && <> · {t('gs_crash_cashed', { multiplier: times(ticket.cashedCents) })}</>}
                {ticket.payoutMinor !== null && ticket.payoutMinor > 0 && <> · <output>{money(ticket.payoutMinor)}</output></>}
                {(ticket.status === 'won' || ticket.status === 'lost') && (view === null || ticket.round < view.round || view.crash?.phase === 'crashed') && (
                  <> · <Button className="button" onPress={() => void verify(ticket.round)} data-testid="crash-verify">{t('gs_crash_verify')}</Button></>
                )}
              </li>
            ))}
          </ul>
        )}
        {check && <p role="status" data-testid="crash-verified" data-ok={String(check.ok)}>{t(check.ok ? 'gs_crash_verify_ok' : 'gs_crash_verify_bad', { round: check.round })}</p>}
      </section>
      <p className="muted">{t('gs_crash_rules', { cap: times(CRASH_CAP_CENTS) })} {t('gs_rtp', { rtp: (RTP * 100).toFixed(2) })}</p>
    </div>
  );
}
