/**
 * The "Lucky Three" scratch card of our game server (src/domain/casino/scratch.ts): nine cells
 * (row-major, as the round's `cells`), each under a foil of FLAKES × FLAKES flakes that a pointer
 * drag rubs off (a cell opens once FOIL_OPEN_SHARE of its foil is gone); each cell is a button, so
 * Tab reaches it and Enter or Space opens it at once; "Scratch all" opens the rest. The card's
 * prize was settled when it was bought: scratching only shows it. Once the three equal symbols are
 * open they are highlighted; once every cell is open the card says its win in money (or that it
 * has none) in a live region, with the new balance. The prize table is drawn with the same symbols.
 */
import { useMemo, useRef, useState, type PointerEvent } from 'react';
import { Button, useLocale } from 'react-aria-components';
import { PRIZES, RTP } from '../../../domain/casino/scratch.ts';
import { useT } from '../../shell/i18n.tsx';
import type { GsRoundView } from '../../../../schemas/game-server.ts';
import type { FairGameProps } from './contract.ts';
import { SymbolArt } from './symbol-art.tsx';

/** Dictionary keys the scratch card uses (besides the symbol names `gs_symbol_<id>`). */
export const SCRATCH_KEYS = [
  'gs_scratch_card', 'gs_scratch_cell', 'gs_scratch_cell_open', 'gs_scratch_all', 'gs_scratch_rules', 'gs_scratch_hint', 'gs_scratch_buy_first',
  'gs_scratch_won', 'gs_scratch_lost', 'gs_balance', 'gs_rtp', 'gs_paytable', 'gs_symbol', 'gs_scratch_prize',
] as const;

/** Flakes per side of a cell's foil. */
const FLAKES = 6;
/** Share of a cell's flakes that, once rubbed off, opens the cell. */
const FOIL_OPEN_SHARE = 0.5;

interface CardState {
  key: string | null;
  open: boolean[];
  /** Rubbed-off flakes per cell, row-major. */
  rubbed: boolean[][];
}

const fresh = (key: string | null, count: number, open = false): CardState => ({
  key, open: Array.from({ length: count }, () => open), rubbed: Array.from({ length: count }, () => Array.from({ length: FLAKES * FLAKES }, () => open)),
});

/** A card: covered cells to scratch, or (with `revealed`) every cell open, as the verify page shows it. */
function Card({ cells, winning, cardKey, payoutMinor, balanceMinor, money, revealed = false }: {
  cells: readonly string[] | null; winning: string | null; cardKey: string | null; payoutMinor: number; balanceMinor: number | null;
  money: (minor: number) => string; revealed?: boolean;
}) {
  const t = useT();
  const { locale } = useLocale();
  const int = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const count = cells?.length ?? 9;
  const [state, setState] = useState<CardState>(() => fresh(cardKey, count, revealed));
  // A new card starts covered.
  const card = state.key === cardKey ? state : fresh(cardKey, count, revealed);
  if (state.key !== cardKey) setState(card);
  const cellRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const dragging = useRef(false);

  const openCell = (i: number) => setState((s) => (s.key !== cardKey || s.open[i] ? s : { ...s, open: s.open.map((o, j) => o || j === i) }));
  const openAll = () => setState((s) => ({ ...s, open: s.open.map(() => true) }));

  /** Rubs the flakes under client point (x, y) and the four next to it; opens a cell whose foil is mostly gone. */
  const rubAt = (x: number, y: number) => {
    if (!cells) return;
    cellRefs.current.forEach((el, i) => {
      if (!el) return;
      const box = el.getBoundingClientRect();
      if (x < box.left || x >= box.right || y < box.top || y >= box.bottom || box.width === 0) return;
      const col = Math.floor(((x - box.left) / box.width) * FLAKES);
      const row = Math.floor(((y - box.top) / box.height) * FLAKES);
      setState((s) => {
        if (s.key !== cardKey || s.open[i]) return s;
        const flakes = [...s.rubbed[i]!];
        for (const [dc, dr] of [[0, 0], [1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
          const c = col + dc;
          const r = row + dr;
          if (c >= 0 && c < FLAKES && r >= 0 && r < FLAKES) flakes[r * FLAKES + c] = true;
        }
        const opened = flakes.filter(Boolean).length >= FOIL_OPEN_SHARE * flakes.length;
        return { ...s, rubbed: s.rubbed.map((f, j) => (j === i ? flakes : f)), open: s.open.map((o, j) => o || (j === i && opened)) };
      });
    });
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (!cells || e.button !== 0) return;
    dragging.current = true;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    rubAt(e.clientX, e.clientY);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => { if (dragging.current) rubAt(e.clientX, e.clientY); };
  const stop = () => { dragging.current = false; };

  const allOpen = cells !== null && card.open.every(Boolean);
  const winCells = cells && winning ? cells.flatMap((s, i) => (s === winning ? [i] : [])) : [];
  const winShown = winCells.length > 0 && winCells.every((i) => card.open[i]);
  const words = !cells ? t('gs_scratch_buy_first') : !allOpen ? t('gs_scratch_hint')
    : winning ? t('gs_scratch_won', { symbol: t(`gs_symbol_${winning}`), amount: money(payoutMinor) }) : t('gs_scratch_lost');

  return (
    <div className="scratch-card" data-testid="scratch-card" data-round={cardKey ?? undefined} data-done={allOpen || undefined}>
      <div className="scratch-grid" role="group" aria-label={t('gs_scratch_card')} onPointerDown={onPointerDown} onPointerMove={onPointerMove}
        onPointerUp={stop} onPointerCancel={stop} data-scratching={cells && !allOpen ? 'true' : undefined}>
        {Array.from({ length: count }, (_, i) => {
          const symbol = cells?.[i];
          const open = card.open[i]! && symbol !== undefined;
          const n = int.format(i + 1);
          return (
            <button key={i} type="button" ref={(el) => { cellRefs.current[i] = el; }} className="scratch-cell" data-testid={`scratch-cell-${i}`}
              data-open={open || undefined} data-win={(winShown && winCells.includes(i)) || undefined} data-symbol={open ? symbol : undefined}
              disabled={!cells} aria-disabled={open || undefined}
              aria-label={open ? t('gs_scratch_cell_open', { n, symbol: t(`gs_symbol_${symbol}`) }) : t('gs_scratch_cell', { n })}
              onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); openCell(i); } }}
              // A click without a pointer (detail 0) comes from the keyboard or assistive technology: it opens the cell; pointers scratch.
              onClick={(e) => { if (e.detail === 0) openCell(i); }}>
              {symbol !== undefined && <SymbolArt id={symbol} decorative />}
              <span className="scratch-foil" aria-hidden="true" data-gone={open || undefined}>
                {card.rubbed[i]!.map((off, f) => <span key={f} data-off={off || undefined} />)}
              </span>
            </button>
          );
        })}
      </div>
      {cells && !allOpen && <Button className="button" onPress={openAll} data-testid="scratch-all">{t('gs_scratch_all')}</Button>}
      <p className="fair-words" aria-live="polite" data-testid="scratch-outcome" data-win={allOpen ? winning !== null : undefined}>
        {words}
        {allOpen && !revealed && balanceMinor !== null && <> · {t('gs_balance')}: {money(balanceMinor)}</>}
      </p>
    </div>
  );
}

/** The scratch card presentation (a card has no params): the last bought card to scratch. */
export function ScratchGame({ round, busy, balanceMinor, money }: FairGameProps<'lucky-three'>) {
  const played = round?.game === 'lucky-three' && Array.isArray(round.result.cells) ? round : null;
  const cardKey = played ? `${played.seed.seedId}-${played.nonce}` : null;
  return (
    <div className="scratch-game">
      <Card cells={played && !busy ? (played.result.cells as string[]) : null} winning={(played?.result.winning as string | null | undefined) ?? null}
        cardKey={busy ? null : cardKey} payoutMinor={played?.payoutMinor ?? 0} balanceMinor={balanceMinor} money={money} />
    </div>
  );
}

/** The prize table and RTP of the card, each symbol drawn as on the card. */
export function ScratchPaytable() {
  const t = useT();
  const { locale } = useLocale();
  const int = new Intl.NumberFormat(locale);
  const two = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <section className="slot-paytable" aria-labelledby="scratch-paytable-heading">
      <h2 id="scratch-paytable-heading">{t('gs_paytable')}</h2>
      <p>{t('gs_scratch_rules')} <span data-testid="slot-rtp">{t('gs_rtp', { rtp: two.format(RTP * 100) })}</span></p>
      <table className="slot-pays">
        <thead><tr><th scope="col">{t('gs_symbol')}</th><th scope="col">{t('gs_scratch_prize')}</th></tr></thead>
        <tbody>
          {PRIZES.map((p) => (
            <tr key={p.symbol}>
              <th scope="row"><span className="slot-pays-symbol"><SymbolArt id={p.symbol} decorative /><span>{t(`gs_symbol_${p.symbol}`)}</span></span></th>
              <td>{int.format(p.multiplier)}×</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The picture of a bought card for the verify page: every cell open, the three equal symbols highlighted, the win in words. */
export function ScratchRoundPicture({ round, money }: { round: GsRoundView; money: (minor: number) => string }) {
  const cells = Array.isArray(round.result.cells) ? (round.result.cells as string[]) : null;
  if (!cells) return null;
  return (
    <div className="scratch-game">
      <Card cells={cells} winning={(round.result.winning as string | null) ?? null} cardKey={`${round.seed.seedId}-${round.nonce}`} payoutMinor={round.payoutMinor}
        balanceMinor={null} money={money} revealed />
    </div>
  );
}
