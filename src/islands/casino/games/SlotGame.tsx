/**
 * The 5-reel video slots of our game server (src/domain/casino/slots.ts, slot-games.ts): reels of
 * the game's drawn symbols (symbol-art.tsx) that spin and stop reel by reel on the round's fair
 * stops, the winning paylines drawn over the reels with their amounts, the list of line wins in
 * money, then each free spin of the round (from its `freeSpins` facts) with the counter "Free spin
 * n of N" and the running free-spins total, and the paytable drawn with the same pictures.
 *
 * The animation is derived from the result alone: reel i rolls its own strip (the definition's)
 * from `stop + travel(i)` back to the round's stop, so the symbols that pass are the strip's and the
 * window it stops on is the recorded one; nothing random happens on the client. Pace (UKGC): every
 * spin — the base spin and each free spin — gets at least MIN_SPIN_MS (the reels stop within
 * REEL_STOP_MS, inside it); there is no quick stop and no autoplay (the game page spins once per
 * press). With reduced motion the reels stand on their stops at once; the free spins still follow
 * each other MIN_SPIN_MS apart.
 *
 * Line amounts: a line pays lineMultiple × total bet / lines (× the free-spin multiplier), shown
 * rounded down to the currency's minor unit; the round's payout is the server's.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocale } from 'react-aria-components';
import type { GsRoundView, SlotGame as SlotGameId } from '../../../../schemas/game-server.ts';
import { roundWon } from '../../../domain/game-server/play.ts';
import { MIN_SPIN_MS, type SlotDefinition } from '../../../domain/casino/slots.ts';
import { SLOTS } from '../../../domain/casino/slot-games.ts';
import { useT } from '../../shell/i18n.tsx';
import { prefersReducedMotion, type FairGameProps } from './contract.ts';
import { SymbolArt, type SymbolKind } from './symbol-art.tsx';

/** Dictionary keys the slot presentation uses (besides the symbol names `gs_symbol_<id>`). */
export const SLOT_KEYS = [
  'gs_reels', 'gs_slot_reel', 'gs_slot_spinning', 'gs_line_win', 'gs_scatter_win', 'gs_free_spins_won', 'gs_free_spin', 'gs_slot_free_total',
  'gs_slot_spin_win', 'gs_slot_spin_lose', 'gs_slot_round_win', 'gs_slot_round_lose', 'gs_slot_wins', 'gs_slot_wild_badge', 'gs_slot_scatter_badge',
  'gs_slot_base_spin', 'gs_balance', 'gs_paytable', 'gs_symbol', 'gs_pays_3', 'gs_pays_4', 'gs_pays_5', 'gs_slot_rules', 'gs_slot_wild',
  'gs_slot_scatter', 'gs_rtp',
] as const;

/** The facts of one spin as the round's result stores them (src/domain/game-server/play.ts). */
export interface SpinFacts {
  stops: number[];
  window: string[][];
  lineWins: { line: number; symbol: string; count: number; lineMultiple: number }[];
  scatters: number;
  scatterMultiple: number;
  totalMultiple: number;
  triggersFreeSpins: boolean;
}

/** When reel i stops after the spin starts, ms: 900 ms for the first, 250 ms more for each next (all within MIN_SPIN_MS). */
const reelStopMs = (reel: number): number => 900 + 250 * reel;
/** Rows reel i travels before it stops (more for later reels, so they roll longer). */
const travel = (reel: number): number => 12 + 4 * reel;

/** How a symbol counts in a definition. */
function kindOf(definition: SlotDefinition, symbol: string): SymbolKind {
  if (symbol === definition.wild) return 'wild';
  if (symbol === definition.scatter) return 'scatter';
  const ranked = Object.keys(definition.paytable).filter((s) => s !== definition.wild);
  return ranked.indexOf(symbol) < Math.ceil(ranked.length / 2) ? 'high' : 'low';
}

/** Minor units of a multiple of the total bet, rounded down. */
const share = (stakeMinor: number, multiple: number): number => Math.floor(stakeMinor * multiple + 1e-9);

/** The spins of a round (base first, then its free spins), or null when the view is not a settled slot round. */
function spinsOf(round: GsRoundView | null, game: string): { base: SpinFacts; free: SpinFacts[] } | null {
  if (!round || round.game !== game || !round.result.base) return null;
  return { base: round.result.base as SpinFacts, free: (round.result.freeSpins as SpinFacts[] | undefined) ?? [] };
}

/**
 * Which spin of a round shows and how many of its reels stopped: spin p starts p × MIN_SPIN_MS
 * after the round arrives, its reels stop at reelStopMs (all at once with reduced motion).
 */
function usePlayback(roundKey: string | null, spins: number, reels: number): { phase: number; stopped: number } {
  const [state, setState] = useState<{ key: string | null; phase: number; stopped: number }>({ key: null, phase: 0, stopped: reels });
  useEffect(() => {
    if (roundKey === null) return;
    const reduced = prefersReducedMotion();
    const timers: ReturnType<typeof setTimeout>[] = [];
    const at = (ms: number, phase: number, stopped: number) => {
      if (ms === 0) setState({ key: roundKey, phase, stopped });
      else timers.push(setTimeout(() => setState({ key: roundKey, phase, stopped }), ms));
    };
    for (let phase = 0; phase < spins; phase += 1) {
      const start = phase * MIN_SPIN_MS;
      if (reduced) at(start, phase, reels);
      else {
        at(start, phase, 0);
        for (let reel = 0; reel < reels; reel += 1) at(start + reelStopMs(reel), phase, reel + 1);
      }
    }
    return () => timers.forEach(clearTimeout);
    // Once per round.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roundKey]);
  return state.key === roundKey ? state : { phase: 0, stopped: roundKey === null ? reels : 0 };
}

/** One reel: its strip rolling down to `stop` (rows stop … stop+rows-1 end in the window). */
function Reel({ definition, reel, stop, spinKey, rolling, winning }: {
  definition: SlotDefinition; reel: number; stop: number; spinKey: string; rolling: boolean; winning: ReadonlySet<number>;
}) {
  const t = useT();
  const strip = definition.reels[reel]!;
  const rows = 3;
  const steps = rolling ? travel(reel) : 0;
  const symbols = Array.from({ length: steps + rows }, (_, j) => strip[(stop + j) % strip.length]!);
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.setProperty('--reel-count', String(symbols.length));
    if (!rolling) {
      el.dataset.state = 'still';
      el.style.setProperty('--reel-shift', '0');
      return;
    }
    // Start on the far end of the strip, laid out before the transition back to the stop.
    el.dataset.state = 'start';
    el.style.setProperty('--reel-shift', String(steps));
    el.style.setProperty('--reel-ms', `${reelStopMs(reel)}ms`);
    void el.offsetHeight;
    el.dataset.state = 'rolling';
    el.style.setProperty('--reel-shift', '0');
    // Once per spin.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [spinKey, rolling]);
  return (
    <div className="slot-reel" role="group" aria-label={t('gs_slot_reel', { n: reel + 1 })} data-testid={`slot-reel-${reel}`} data-stop={stop}>
      <div className="slot-strip" ref={ref}>
        {symbols.map((symbol, j) => (j < rows ? (
          <div key={j} className="slot-cell" data-testid={`slot-cell-${reel}-${j}`} data-symbol={symbol} data-win={winning.has(j) || undefined}>
            <SymbolArt id={symbol} kind={kindOf(definition, symbol)} />
          </div>
        ) : (
          <div key={j} className="slot-cell" aria-hidden="true"><SymbolArt id={symbol} kind={kindOf(definition, symbol)} decorative /></div>
        )))}
      </div>
    </div>
  );
}

/** The reels of one spin, with its winning lines and their amounts drawn over them once every reel stopped. */
function Reels({ definition, spin, spinKey, stopped, stakeMinor, multiplier, money }: {
  definition: SlotDefinition; spin: SpinFacts; spinKey: string; stopped: number; stakeMinor: number | null; multiplier: number; money: (minor: number) => string;
}) {
  const t = useT();
  const reels = definition.reels.length;
  const done = stopped >= reels;
  const lines = definition.paylines.length;
  // Winning cells by reel: the run of each winning line, and every scatter when scatters pay.
  const winning = definition.reels.map(() => new Set<number>());
  if (done) {
    for (const w of spin.lineWins) definition.paylines[w.line]!.slice(0, w.count).forEach((row, reel) => winning[reel]!.add(row));
    if (spin.scatterMultiple > 0) spin.window.forEach((column, reel) => column.forEach((s, row) => { if (s === definition.scatter) winning[reel]!.add(row); }));
  }
  // One badge per winning line at the last cell of its run; lines ending on the same cell share it.
  const badges = new Map<string, { reel: number; row: number; items: { line: number; amount: string }[] }>();
  if (done && stakeMinor !== null) {
    for (const w of spin.lineWins) {
      const reel = w.count - 1;
      const row = definition.paylines[w.line]![reel]!;
      const key = `${reel}-${row}`;
      const badge = badges.get(key) ?? { reel, row, items: [] };
      badge.items.push({ line: w.line + 1, amount: money(share(stakeMinor, (w.lineMultiple * multiplier) / lines)) });
      badges.set(key, badge);
    }
  }
  const gridRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => { gridRef.current?.style.setProperty('--slot-reels', String(reels)); }, [reels]);
  return (
    // Reels read left to right in every language: lines pay from the leftmost reel.
    <div className="slot-reels" dir="ltr" ref={gridRef} role="group" aria-label={t('gs_reels')} data-testid="slot-reels" data-stopped={stopped}
      aria-busy={!done} data-done={done || undefined}>
      {definition.reels.map((_, reel) => (
        <Reel key={reel} definition={definition} reel={reel} stop={spin.stops[reel]!} spinKey={spinKey} rolling={reel >= stopped} winning={winning[reel]!} />
      ))}
      {done && spin.lineWins.length > 0 && (
        <svg className="slot-paylines" viewBox={`0 0 ${reels * 10} 30`} preserveAspectRatio="none" aria-hidden="true">
          {spin.lineWins.map((w) => (
            <polyline key={w.line} data-line={w.line + 1} vectorEffect="non-scaling-stroke"
              points={definition.paylines[w.line]!.map((row, reel) => `${reel * 10 + 5},${row * 10 + 5}`).join(' ')} />
          ))}
        </svg>
      )}
      {[...badges.values()].map((b) => (
        <p key={`${b.reel}-${b.row}`} className="slot-badge" data-reel={b.reel} data-row={b.row} aria-hidden="true">
          {b.items.map((item) => <span key={item.line}><span className="slot-badge-line">{item.line}</span> {item.amount}</span>)}
        </p>
      ))}
    </div>
  );
}

/** The wins of one spin as a list, each line with its amount in money. */
function WinList({ definition, spin, stakeMinor, multiplier, money }: {
  definition: SlotDefinition; spin: SpinFacts; stakeMinor: number; multiplier: number; money: (minor: number) => string;
}) {
  const t = useT();
  const { locale } = useLocale();
  const int = new Intl.NumberFormat(locale);
  const lines = definition.paylines.length;
  if (spin.lineWins.length === 0 && spin.scatterMultiple === 0) return null;
  return (
    <ul className="slot-wins" data-testid="slot-wins" aria-label={t('gs_slot_wins')}>
      {spin.lineWins.map((w) => (
        <li key={w.line} data-line={w.line + 1}>
          {t('gs_line_win', { line: int.format(w.line + 1), count: int.format(w.count), symbol: t(`gs_symbol_${w.symbol}`), amount: money(share(stakeMinor, (w.lineMultiple * multiplier) / lines)) })}
        </li>
      ))}
      {spin.scatterMultiple > 0 && (
        <li>{t('gs_scatter_win', { count: int.format(spin.scatters), symbol: t(`gs_symbol_${definition.scatter}`), amount: money(share(stakeMinor, spin.scatterMultiple * multiplier)) })}</li>
      )}
    </ul>
  );
}

/** The slot presentation (a spin has no params): the reels and the last round's spins played out. */
export function SlotGame({ params, round, busy, balanceMinor, money }: FairGameProps<SlotGameId>) {
  const t = useT();
  const { locale } = useLocale();
  const int = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const { definition } = SLOTS[params.game]!;
  const played = spinsOf(round, params.game);
  const roundKey = played && round ? `${round.seed.seedId}-${round.nonce}` : null;
  const spins = played ? [played.base, ...played.free] : [];
  const { phase, stopped } = usePlayback(roundKey, spins.length, definition.reels.length);
  const reels = definition.reels.length;
  // Before the first round the reels stand on the strips' first stop.
  const spin = spins[phase] ?? { stops: definition.reels.map(() => 0), window: [], lineWins: [], scatters: 0, scatterMultiple: 0, totalMultiple: 0, triggersFreeSpins: false };
  const spinDone = stopped >= reels;
  const inFree = phase > 0;
  const multiplier = inFree ? definition.freeSpinMultiplier : 1;
  const stakeMinor = round && played ? round.stakeMinor : null;
  const lastDone = played !== null && phase === spins.length - 1 && spinDone;
  // The free spins shown so far (the current one once its reels stopped) and what they won.
  const freeShown = played ? played.free.slice(0, Math.max(0, phase - (spinDone ? 0 : 1))) : [];
  const freeTotal = stakeMinor === null ? 0 : freeShown.reduce((s, f) => s + share(stakeMinor, f.totalMultiple * definition.freeSpinMultiplier), 0);

  const spinWords = (): string => {
    if (!round || !played || stakeMinor === null) return '';
    const amount = share(stakeMinor, spin.totalMultiple * multiplier);
    const parts = [amount > 0 ? t('gs_slot_spin_win', { amount: money(amount) }) : t('gs_slot_spin_lose')];
    if (!inFree && spin.triggersFreeSpins) parts.push(t('gs_free_spins_won', { count: int.format(played.free.length), multiplier: int.format(definition.freeSpinMultiplier) }));
    return parts.join(' · ');
  };
  const roundWords = (): string => {
    if (!round) return '';
    return roundWon(round.game, round.stakeMinor, round.payoutMinor)
      ? t('gs_slot_round_win', { amount: money(round.payoutMinor) })
      : t('gs_slot_round_lose', { amount: money(round.stakeMinor) });
  };
  const words = busy || (played && !spinDone) ? t('gs_slot_spinning') : lastDone ? roundWords() : played ? spinWords() : '';

  return (
    <div className="slot-game" data-game={params.game}>
      <div className="slot-machine" data-testid="slot-machine" data-phase={phase} data-free={inFree || undefined}>
        {played && played.free.length > 0 && (
          <p className="slot-free-bar">
            <strong data-testid="slot-free-counter">{inFree ? t('gs_free_spin', { n: int.format(phase), count: int.format(played.free.length) }) : t('gs_slot_base_spin')}</strong>
            {inFree && <span data-testid="slot-free-total">{t('gs_slot_free_total', { amount: money(freeTotal) })}</span>}
          </p>
        )}
        <Reels definition={definition} spin={spin} spinKey={`${roundKey ?? 'idle'}-${phase}`} stopped={played ? stopped : reels} stakeMinor={stakeMinor}
          multiplier={multiplier} money={money} />
      </div>
      <div className="slot-round" data-testid={played ? 'slot-round' : undefined} data-round={roundKey ?? undefined}>
        <p className="fair-words" aria-live="polite" data-testid="slot-words" data-win={lastDone && round ? roundWon(round.game, round.stakeMinor, round.payoutMinor) : undefined}>
          {words}
          {lastDone && !busy && balanceMinor !== null && <> · {t('gs_balance')}: {money(balanceMinor)}</>}
        </p>
        {played && spinDone && stakeMinor !== null && <WinList definition={definition} spin={spin} stakeMinor={stakeMinor} multiplier={multiplier} money={money} />}
      </div>
    </div>
  );
}

/** The paytable and rules of a slot with its RTP, each symbol drawn as on the reels. */
export function SlotPaytable({ game }: { game: SlotGameId }) {
  const t = useT();
  const { definition, rtp } = SLOTS[game]!;
  const { locale } = useLocale();
  const int = new Intl.NumberFormat(locale);
  const two = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <section className="slot-paytable" aria-labelledby="slot-paytable-heading">
      <h2 id="slot-paytable-heading">{t('gs_paytable')}</h2>
      <p data-testid="slot-rules">
        {t('gs_slot_rules', { lines: int.format(definition.paylines.length), freeSpins: int.format(definition.freeSpins), multiplier: int.format(definition.freeSpinMultiplier) })}{' '}
        {t('gs_slot_wild', { symbol: t(`gs_symbol_${definition.wild}`) })}{' '}
        {t('gs_slot_scatter', { symbol: t(`gs_symbol_${definition.scatter}`), pays: definition.scatterPays.map((p) => int.format(p)).join(' / ') })}{' '}
        <span data-testid="slot-rtp">{t('gs_rtp', { rtp: two.format(rtp * 100) })}</span>
      </p>
      <table className="slot-pays">
        <thead>
          <tr><th scope="col">{t('gs_symbol')}</th><th scope="col">{t('gs_pays_3')}</th><th scope="col">{t('gs_pays_4')}</th><th scope="col">{t('gs_pays_5')}</th></tr>
        </thead>
        <tbody>
          {[definition.scatter, ...Object.keys(definition.paytable)].map((symbol) => {
            const kind = kindOf(definition, symbol);
            const pays = symbol === definition.scatter ? definition.scatterPays : definition.paytable[symbol]!;
            return (
              <tr key={symbol} data-kind={kind}>
                <th scope="row">
                  <span className="slot-pays-symbol">
                    <SymbolArt id={symbol} kind={kind} decorative />
                    <span>{t(`gs_symbol_${symbol}`)}{kind === 'wild' || kind === 'scatter' ? ` (${t(kind === 'wild' ? 'gs_slot_wild_badge' : 'gs_slot_scatter_badge')})` : ''}</span>
                  </span>
                </th>
                {pays.map((p, i) => <td key={i}>{int.format(p)}×</td>)}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/**
 * The picture of a finished slot round for the verify page: the base spin's reels on their stops
 * with the winning lines and amounts, then each free spin the same way, numbered.
 */
export function SlotRoundPicture({ round, money }: { round: GsRoundView; money: (minor: number) => string }) {
  const t = useT();
  const { locale } = useLocale();
  const int = new Intl.NumberFormat(locale);
  const definition = SLOTS[round.game]?.definition;
  const played = definition ? spinsOf(round, round.game) : null;
  if (!definition || !played) return null;
  const reels = definition.reels.length;
  const one = (spin: SpinFacts, multiplier: number, key: string) => (
    <>
      <Reels definition={definition} spin={spin} spinKey={key} stopped={reels} stakeMinor={round.stakeMinor} multiplier={multiplier} money={money} />
      <WinList definition={definition} spin={spin} stakeMinor={round.stakeMinor} multiplier={multiplier} money={money} />
    </>
  );
  return (
    <div className="slot-game slot-picture" data-game={round.game}>
      <div className="slot-machine">{one(played.base, 1, 'base')}</div>
      {played.free.length > 0 && (
        <ol className="slot-picture-free">
          {played.free.map((spin, i) => (
            <li key={i} className="slot-machine" data-free="true">
              <p className="slot-free-bar"><strong>{t('gs_free_spin', { n: int.format(i + 1), count: int.format(played.free.length) })}</strong></p>
              {one(spin, definition.freeSpinMultiplier, `free-${i}`)}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
