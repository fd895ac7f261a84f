/**
 * Crash on the game page (spec §2 crash-games; rules src/domain/casino/crash.ts, schedule
 * src/domain/casino/scheduled.ts, tickets src/server/game-server/tickets.ts). The current round is
 * pushed live by the server (`GET /game-server/api/live/crash`: phase, the multiplier of the feed
 * clock's now while running, the crash point once crashed), so every open page shows the same
 * round; nothing is drawn at random in the browser. The picture is the curve of the domain's
 * multiplier function m(t) drawn on a canvas up to the server's instant (its end is the server's
 * multiplier), the multiplier big in its middle, the player's cash-outs marked on the curve at
 * their multiplier and the auto cash-out target as a line (the round view carries no other
 * players' bets, so only the player's own are drawn), the strip of the last crash points, and one
 * button: the bet while the round takes bets, the cash-out with its live amount in money while it
 * runs. The result is said in words with the balance in a live region that changes at the
 * cash-out and at the crash only. With reduced motion the curve stands at the server's point at
 * once (no growth between pushes); the number updates as pushed.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button, Input, Label, TextField, useLocale } from 'react-aria-components';
import { CRASH_CAP_CENTS, crashRoundPointCents } from '../../../domain/casino/scheduled.ts';
import { msToReach, multiplierCentsAt, RTP } from '../../../domain/casino/crash.ts';
import { payoutAt } from '../../../domain/casino/math.ts';
import type { ScheduledRoundView } from '../../../../schemas/casino-scheduled.ts';
import { useT } from '../../shell/i18n.tsx';
import { prefersReducedMotion } from './contract.ts';
import { usePastRounds, useRoundCheck, useTickets, type ScheduledGameProps, type ScheduledTicket } from './scheduled-tickets.ts';

/** Dictionary keys of the crash view. */
export const CRASH_KEYS = [
  'gs_crash_betting', 'gs_crash_running', 'gs_crash_crashed', 'gs_crash_bet', 'gs_crash_auto', 'gs_crash_cashout_amount', 'gs_crash_bets',
  'gs_crash_bet_line', 'gs_crash_cashed', 'gs_crash_rules', 'gs_tvk_status_open', 'gs_tvk_status_won', 'gs_tvk_status_lost', 'gs_tvk_status_refused',
  'gs_tvk_none', 'gs_crash_round', 'gs_crash_verify', 'gs_crash_verify_ok', 'gs_crash_verify_bad', 'gs_rtp', 'gs_crash_history', 'gs_crash_you',
  'gs_crash_auto_short', 'gs_crash_words_crashed', 'gs_crash_words_cashed', 'gs_crash_words_won', 'gs_crash_words_lost', 'gs_balance',
] as const;

/** A crash bet as the ticket API answers it: the auto cash-out target and the multiplier cashed out at, hundredths. */
export interface CrashTicket extends ScheduledTicket { autoCents: number | null; cashedCents: number | null }

/** A finished round of the history strip. */
interface CrashPoint { round: number; crashCents: number }

/** Crash points by size, as the strip colours them: low below 1.20 ×, high from 2.00 ×. */
const sizeOf = (cents: number) => (cents < 120 ? 'low' : cents < 200 ? 'mid' : 'high');

/** What the curve draws: the round's elapsed ms at its end (the server's instant or the crash), the phase and the marks. */
interface CurveState {
  endMs: number;
  phase: 'betting' | 'running' | 'crashed';
  marks: { cents: number; label: string }[];
  autoCents: number | null;
  autoLabel: string;
}

/** Grid step of the multiplier axis (in multiples) for a top of `top`. */
const yStep = (top: number) => [0.1, 0.2, 0.25, 0.5, 1].find((s) => (top - 1) / s <= 5) ?? 1;

/**
 * The curve on a canvas sized to its box in device pixels (redrawn when the box resizes): axes
 * with the multiplier and seconds labelled in the page's locale, mirrored in a right-to-left page
 * (time runs from the inline start), the curve of m(t) from 0 to the shown end, the marks.
 */
function CrashCurve({ state, reduced }: { state: CurveState; reduced: boolean }) {
  const { locale, direction } = useLocale();
  const canvas = useRef<HTMLCanvasElement>(null);
  const shownMs = useRef(0);
  const latest = useRef({ state, locale, direction });
  latest.current = { state, locale, direction };
  const formats = useMemo(() => ({
    times: new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 2 }),
    seconds: new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'narrow' }),
  }), [locale]);

  const draw = () => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx) return;
    const { state: s, direction: dir } = latest.current;
    const dpr = window.devicePixelRatio || 1;
    const w = el.clientWidth;
    const h = el.clientHeight;
    if (el.width !== Math.round(w * dpr) || el.height !== Math.round(h * dpr)) {
      el.width = Math.round(w * dpr);
      el.height = Math.round(h * dpr);
    }
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, w, h);
    const css = getComputedStyle(el);
    const text = css.color;
    const accent = css.getPropertyValue('--color-accent').trim() || text;
    const danger = css.getPropertyValue('--color-danger').trim() || text;
    const muted = css.getPropertyValue('--color-muted').trim() || text;
    const rtl = dir === 'rtl';
    const padStart = 48;
    const padEnd = 16;
    const padTop = 12;
    const padBottom = 26;
    const plotW = Math.max(1, w - padStart - padEnd);
    const plotH = Math.max(1, h - padTop - padBottom);
    const endMs = shownMs.current;
    const endTimes = multiplierCentsAt(endMs) / 100;
    const marksTop = Math.max(...s.marks.map((m) => m.cents / 100), s.autoCents !== null ? s.autoCents / 100 : 1);
    const xMax = Math.max(8000, endMs * 1.15);
    const yMax = Math.max(2, endTimes * 1.15, marksTop * 1.1);
    // Logical x (0 … plotW from the time axis' start) to the canvas' x, mirrored right to left.
    const X = (ms: number) => {
      const x = padStart + (ms / xMax) * plotW;
      return rtl ? w - x : x;
    };
    const Y = (times: number) => padTop + plotH - ((times - 1) / (yMax - 1)) * plotH;
    ctx.font = '12px system-ui, sans-serif';
    ctx.direction = rtl ? 'rtl' : 'ltr';
    ctx.lineWidth = 1;
    // Multiplier grid and labels at the inline start.
    const step = yStep(yMax);
    ctx.textBaseline = 'middle';
    ctx.textAlign = 'end';
    for (let v = 1; v <= yMax + 1e-9; v += step) {
      const y = Y(v);
      ctx.strokeStyle = muted;
      ctx.globalAlpha = 0.35;
      ctx.beginPath();
      ctx.moveTo(X(0), y);
      ctx.lineTo(X(xMax), y);
      ctx.stroke();
      ctx.globalAlpha = 1;
      ctx.fillStyle = text;
      ctx.fillText(`${formats.times.format(v)}×`, rtl ? w - padStart + 6 : padStart - 6, y);
    }
    // Seconds along the time axis.
    const secondsStep = xMax > 30_000 ? 10 : xMax > 14_000 ? 4 : 2;
    ctx.textBaseline = 'top';
    ctx.textAlign = 'center';
    for (let sec = 0; sec * 1000 <= xMax; sec += secondsStep) ctx.fillText(formats.seconds.format(sec), X(sec * 1000), padTop + plotH + 6);
    if (s.phase === 'betting') return;
    // The curve m(t) from the start to the shown end, and the area under it.
    const colour = s.phase === 'crashed' ? danger : accent;
    const points: [number, number][] = [];
    const n = Math.max(2, Math.ceil(plotW / 3));
    for (let i = 0; i <= n; i++) {
      const ms = (endMs * i) / n;
      points.push([X(ms), Y(multiplierCentsAt(ms) / 100)]);
    }
    ctx.beginPath();
    ctx.moveTo(X(0), Y(1));
    for (const [x, y] of points) ctx.lineTo(x, y);
    ctx.lineTo(points.at(-1)![0], Y(1));
    ctx.closePath();
    ctx.fillStyle = colour;
    ctx.globalAlpha = 0.15;
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.beginPath();
    points.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
    ctx.strokeStyle = colour;
    ctx.lineWidth = 3;
    ctx.stroke();
    ctx.lineWidth = 1;
    // The auto cash-out target as a dashed line; the cash-outs as dots on the curve.
    ctx.textBaseline = 'bottom';
    ctx.textAlign = 'start';
    if (s.autoCents !== null) {
      const y = Y(s.autoCents / 100);
      ctx.setLineDash([6, 4]);
      ctx.strokeStyle = text;
      ctx.beginPath();
      ctx.moveTo(X(0), y);
      ctx.lineTo(X(xMax), y);
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.fillStyle = text;
      ctx.fillText(`${s.autoLabel} ${formats.times.format(s.autoCents / 100)}×`, rtl ? w - padStart - 4 : padStart + 4, y - 2);
    }
    for (const mark of s.marks) {
      const ms = msToReach(mark.cents);
      if (ms > endMs) continue;
      const x = X(ms);
      const y = Y(mark.cents / 100);
      ctx.fillStyle = '#0a7d32';
      ctx.beginPath();
      ctx.arc(x, y, 6, 0, 2 * Math.PI);
      ctx.fill();
      ctx.strokeStyle = css.getPropertyValue('--color-bg').trim() || '#fff';
      ctx.lineWidth = 2;
      ctx.stroke();
      ctx.lineWidth = 1;
      ctx.fillStyle = text;
      ctx.textAlign = 'center';
      ctx.fillText(`${mark.label} ${formats.times.format(mark.cents / 100)}×`, x, y - 9);
    }
  };

  // The box's size in device pixels: redrawn when it changes.
  useLayoutEffect(() => {
    const el = canvas.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => draw());
    observer.observe(el);
    return () => observer.disconnect();
    // draw reads the latest props from a ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The curve grows from the shown end to the server's (never past it) within one push interval;
  // with reduced motion, or when the round is new, it stands there at once.
  const { endMs } = state;
  useEffect(() => {
    if (reduced || endMs <= shownMs.current || state.phase === 'betting') {
      shownMs.current = endMs;
      draw();
      return;
    }
    const from = shownMs.current;
    const started = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const k = Math.min(1, (now - started) / 200);
      shownMs.current = from + (endMs - from) * k;
      draw();
      if (k < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
    // draw reads the latest props from a ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [endMs, reduced, state.phase, state.marks.length, state.autoCents, locale, direction]);

  return <canvas ref={canvas} className="crash-canvas" aria-hidden="true" data-testid="crash-canvas" data-end-ms={Math.round(endMs)} />;
}

/** Props of the crash picture: the live round, the player's bets, the history and the controls' callbacks. */
export interface CrashStageProps {
  /** The live round (null until the first push). */
  view: ScheduledRoundView | null;
  /** The player's bets, newest first. */
  tickets: CrashTicket[];
  /** The last finished rounds, newest first. */
  history: CrashPoint[];
  busy: boolean;
  /** The auto cash-out target as typed (empty: none). */
  auto: string;
  onAuto: (auto: string) => void;
  onBet: () => void;
  onCashOut: (ticket: CrashTicket) => void;
  onVerify: (round: number) => void;
  check: { round: number; ok: boolean } | null;
  balanceMinor: number;
  money: (minor: number) => string;
}

/** The crash picture and its controls (no server calls: the container and the stories give the data). */
export function CrashStage({ view, tickets, history, busy, auto, onAuto, onBet, onCashOut, onVerify, check, balanceMinor, money }: CrashStageProps) {
  const t = useT();
  const { locale } = useLocale();
  const two = useMemo(() => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }), [locale]);
  const times = (cents: number) => `${two.format(cents / 100)}×`;
  const [reduced, setReduced] = useState(false);
  useEffect(() => setReduced(prefersReducedMotion()), []);

  const live = view?.crash ?? null;
  const phase = live?.phase ?? 'betting';
  const crashCents = live?.phase === 'crashed' ? Math.max(100, live.crashCents ?? 100) : null;
  const multiplierCents = phase === 'running' ? (live?.multiplierCents ?? 100) : crashCents ?? 100;
  const own = view ? tickets.filter((x) => x.round === view.round && x.status !== 'refused') : [];
  const open = own.find((x) => x.status === 'open');
  const cashed = own.find((x) => x.cashedCents !== null && x.status === 'won');
  const endMs = !view || phase === 'betting' ? 0 : phase === 'running' ? Math.max(0, view.now - view.startsAt) : msToReach(crashCents ?? 100);
  const curve: CurveState = {
    endMs, phase,
    marks: own.filter((x) => x.cashedCents !== null).map((x) => ({ cents: x.cashedCents!, label: t('gs_crash_you') })),
    autoCents: open?.autoCents ?? null, autoLabel: t('gs_crash_auto_short'),
  };

  // The words: at the cash-out, and at the crash (with the player's result in the round, if any).
  const stakes = own.reduce((sum, x) => sum + x.stakeMinor, 0);
  const payouts = own.reduce((sum, x) => sum + (x.payoutMinor ?? 0), 0);
  const settled = own.length > 0 && own.every((x) => x.status === 'won' || x.status === 'lost');
  let words = '';
  let won: boolean | undefined;
  if (crashCents !== null) {
    if (own.length === 0 || !settled) words = t('gs_crash_words_crashed', { multiplier: times(crashCents) });
    else if (cashed) { won = true; words = t('gs_crash_words_won', { multiplier: times(crashCents), cashed: times(cashed.cashedCents!), amount: money(payouts) }); }
    else { won = false; words = t('gs_crash_words_lost', { multiplier: times(crashCents), amount: money(stakes) }); }
  } else if (phase === 'running' && cashed) {
    won = true;
    words = t('gs_crash_words_cashed', { multiplier: times(cashed.cashedCents!), amount: money(cashed.payoutMinor ?? 0) });
  }
  const shownHistory = crashCents !== null && view && !history.some((p) => p.round === view.round) ? [{ round: view.round, crashCents }, ...history] : history;

  return (
    <div className="crash" data-testid="crash">
      <ol className="crash-history" aria-label={t('gs_crash_history')} data-testid="crash-history">
        {shownHistory.map((p) => (
          <li key={p.round} data-size={sizeOf(p.crashCents)} data-round={p.round} data-cents={Math.max(100, p.crashCents)}>{times(Math.max(100, p.crashCents))}</li>
        ))}
      </ol>
      {view && live && (
        <p className="crash-state" data-testid="crash-state" data-phase={live.phase} data-round={view.round}>
          {t('gs_crash_round', { round: view.round })} · {live.phase === 'betting' ? t('gs_crash_betting', { seconds: Math.max(0, Math.ceil((view.startsAt - view.now) / 1000)) })
            : live.phase === 'running' ? t('gs_crash_running') : t('gs_crash_crashed', { multiplier: times(crashCents ?? 100) })}
        </p>
      )}
      <div className="crash-screen" data-phase={phase}>
        <CrashCurve state={curve} reduced={reduced} />
        <p className="crash-multiplier" aria-live="off" data-testid="crash-multiplier" data-phase={phase} data-cents={multiplierCents}>{times(multiplierCents)}</p>
      </div>
      <div className="crash-controls">
        <TextField value={auto} onChange={onAuto} inputMode="decimal" isDisabled={busy}>
          <Label>{t('gs_crash_auto')}</Label>
          <Input data-testid="crash-auto" />
        </TextField>
        {open && phase === 'running' ? (
          <Button className="button primary crash-action" onPress={() => onCashOut(open)} isDisabled={busy} data-testid="crash-cashout">
            {t('gs_crash_cashout_amount', { amount: money(payoutAt(open.stakeMinor, multiplierCents / 100)), multiplier: times(multiplierCents) })}
          </Button>
        ) : (
          <Button className="button primary crash-action" onPress={onBet} isDisabled={busy || phase !== 'betting'} data-testid="crash-bet">{t('gs_crash_bet')}</Button>
        )}
      </div>
      <p className="fair-words" aria-live="polite" data-testid="crash-words" data-win={won}>
        {words}{words && won !== undefined && <> · {t('gs_balance')}: {money(balanceMinor)}</>}
      </p>
      <section aria-labelledby="crash-bets-heading">
        <h2 id="crash-bets-heading">{t('gs_crash_bets')}</h2>
        {tickets.length === 0 ? <p>{t('gs_tvk_none')}</p> : (
          <ul className="rg-list" data-testid="crash-bets">
            {tickets.map((ticket) => (
              <li key={ticket.id} data-ticket={ticket.id} data-status={ticket.status} data-round={ticket.round}>
                {t('gs_crash_bet_line', { round: ticket.round, stake: money(ticket.stakeMinor) })} · {t(`gs_tvk_status_${ticket.status}`)}
                {ticket.cashedCents !== null && <> · {t('gs_crash_cashed', { multiplier: times(ticket.cashedCents) })}</>}
                {ticket.payoutMinor !== null && ticket.payoutMinor > 0 && <> · <output>{money(ticket.payoutMinor)}</output></>}
                {(ticket.status === 'won' || ticket.status === 'lost') && (view === null || ticket.round < view.round || view.crash?.phase === 'crashed') && (
                  <> · <Button className="button" onPress={() => onVerify(ticket.round)} data-testid="crash-verify">{t('gs_crash_verify')}</Button></>
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

/** Crash on the game page: the live round from the server's push, the player's bets, the last crash points. */
export function CrashGame(props: ScheduledGameProps) {
  const { post, onBalance, onNet, onError } = props;
  const t = useT();
  const [view, setView] = useState<ScheduledRoundView | null>(null);
  const [auto, setAuto] = useState('');
  const { tickets, setTickets, busy, refresh, buy, run } = useTickets<CrashTicket>('crash', props);
  const { check, verify } = useRoundCheck('crash', (round, seed, past) => Math.max(100, crashRoundPointCents(round, seed)) === past.crash?.crashCents);
  const past = usePastRounds('crash', view?.round ?? null, 12);

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
    const autoCents = auto.trim() === '' ? null : Math.round(Number(auto.replace(',', '.')) * 100);
    if (autoCents !== null && !(autoCents >= 101 && autoCents <= CRASH_CAP_CENTS)) {
      onError(t('gs_crash_auto'));
      return;
    }
    await buy({ autoCents });
  };

  const cashOut = (ticket: CrashTicket) => run(async () => {
    const answer = await post<{ ticket: CrashTicket; balance: number }>('/game-server/api/tickets/cashout', { ticket: ticket.id });
    onBalance(answer.balance);
    onNet(answer.ticket.payoutMinor ?? 0);
    setTickets((all) => all.map((x) => (x.id === ticket.id ? answer.ticket : x)));
  });

  const history = past.filter((v) => v.crash?.crashCents != null).map((v) => ({ round: v.round, crashCents: v.crash!.crashCents! }));
  return (
    <CrashStage view={view} tickets={tickets} history={history} busy={busy} auto={auto} onAuto={setAuto} onBet={() => void bet()}
      onCashOut={(ticket) => void cashOut(ticket)} onVerify={(round) => void verify(round)} check={check} balanceMinor={props.balanceMinor} money={props.money} />
  );
}
