/**
 * What the scheduled-round games of the game page share (TV keno, bingo, crash; spec §2 tvgames,
 * bingo, crash-games; server side src/server/game-server/tickets.ts): the props the game page
 * gives them, the round view read every second, the views of the rounds before it (their full
 * outcome, for the history strips), the player's tickets (read every 3 s, a ticket that settles
 * while open adds its payout to the session's net), buying a ticket, and the check of a finished
 * round against its published seed hash. Every time shown is the server's feed clock (`view.now`),
 * never the browser's.
 */
import { useEffect, useState } from 'react';
import { serverSeedHash } from '../../../domain/casino/fair.ts';
import type { ScheduledRoundView } from '../../../../schemas/casino-scheduled.ts';

/** The game page's hooks into a scheduled game: `post` sends a game-server call with the session's identity. */
export interface ScheduledGameProps {
  post: <T>(path: string, body: Record<string, unknown>) => Promise<T>;
  /** The stake typed, minor units, or null (then the page shows why). */
  stakeMinor: () => number | null;
  money: (minor: number) => string;
  /** The session's balance, minor units. */
  balanceMinor: number;
  onBalance: (balance: number) => void;
  onNet: (delta: number) => void;
  onError: (message: string | null) => void;
}

/** The fields of a ticket every scheduled game shows. */
export interface ScheduledTicket {
  id: number;
  round: number;
  stakeMinor: number;
  payoutMinor: number | null;
  status: 'open' | 'won' | 'lost' | 'refused';
}

/** `m:ss` of a duration in ms. */
export const mmss = (ms: number): string => `${Math.floor(ms / 60000)}:${String(Math.floor((ms % 60000) / 1000)).padStart(2, '0')}`;

/** The public view of `game`'s current round (`GET /game-server/api/scheduled/{game}`), read every second. */
export function useRoundView(game: 'tv-keno' | 'bingo'): ScheduledRoundView | null {
  const [view, setView] = useState<ScheduledRoundView | null>(null);
  useEffect(() => {
    let stop = false;
    const read = () => fetch(`/game-server/api/scheduled/${game}`).then(async (r) => {
      if (!stop && r.ok) setView(((await r.json()) as { round: ScheduledRoundView }).round);
    }).catch(() => {});
    void read();
    const timer = setInterval(() => void read(), 1000);
    return () => { stop = true; clearInterval(timer); };
  }, [game]);
  return view;
}

/**
 * The views of the `count` rounds before `current` (newest first; each over, so with its full
 * outcome), read once per round and kept: a history strip of crash points or draws.
 */
export function usePastRounds(game: 'tv-keno' | 'bingo' | 'crash', current: number | null, count: number): ScheduledRoundView[] {
  const [past, setPast] = useState<ReadonlyMap<number, ScheduledRoundView>>(new Map());
  useEffect(() => {
    if (current === null) return;
    let stop = false;
    const wanted = Array.from({ length: count }, (_, i) => current - 1 - i).filter((r) => r >= 0 && !past.has(r));
    void Promise.all(wanted.map((r) => fetch(`/game-server/api/scheduled/${game}?round=${r}`)
      .then(async (response) => (response.ok ? ((await response.json()) as { round: ScheduledRoundView }).round : null)).catch(() => null)))
      .then((views) => {
        if (stop) return;
        setPast((before) => {
          const next = new Map(before);
          for (const v of views) if (v) next.set(v.round, v);
          return next;
        });
      });
    return () => { stop = true; };
    // Once per round: rounds already read are kept.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [game, current, count]);
  return current === null ? [] : Array.from({ length: count }, (_, i) => past.get(current - 1 - i)).filter((v): v is ScheduledRoundView => v !== undefined);
}

/**
 * The player's tickets of `game`, read now and every 3 s (`refresh` reads them at once), and
 * `buy(extra)`, which buys a ticket at the typed stake with `extra` fields (picks, auto cash-out).
 * `run` wraps any other ticket call the same way (busy, error shown, balance and net updated by the caller).
 */
export function useTickets<T extends ScheduledTicket>(game: 'tv-keno' | 'bingo' | 'crash', props: ScheduledGameProps) {
  const { post, stakeMinor, onBalance, onNet, onError } = props;
  const [tickets, setTickets] = useState<T[]>([]);
  const [busy, setBusy] = useState(false);
  const refresh = async () => {
    const answer = await post<{ tickets: T[]; balance: number }>('/game-server/api/tickets/list', { game });
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
  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    onError(null);
    try {
      await call();
    } catch (e) {
      onError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const buy = async (extra: Record<string, unknown> = {}) => {
    const stake = stakeMinor();
    if (stake === null) return;
    await run(async () => {
      const answer = await post<{ ticket: T; balance: number }>('/game-server/api/tickets', { game, stakeMinor: stake, ...extra });
      onBalance(answer.balance);
      onNet(-answer.ticket.stakeMinor);
      setTickets((all) => [answer.ticket, ...all]);
    });
  };
  return { tickets, setTickets, busy, refresh, buy, run };
}

/**
 * The check of a finished round of `game` in the browser: the revealed server seed hashes to the
 * published hash and `recompute(round, seed, view)` gives what the server drew.
 */
export function useRoundCheck(game: 'tv-keno' | 'bingo' | 'crash', recompute: (round: number, serverSeed: string, past: ScheduledRoundView) => boolean) {
  const [check, setCheck] = useState<{ round: number; ok: boolean } | null>(null);
  const verify = async (round: number) => {
    const r = await fetch(`/game-server/api/scheduled/${game}?round=${round}`);
    const past = ((await r.json()) as { round: ScheduledRoundView }).round;
    const ok = past.serverSeed !== null && serverSeedHash(past.serverSeed) === past.seedHash && recompute(round, past.serverSeed, past);
    setCheck({ round, ok });
  };
  return { check, verify };
}
