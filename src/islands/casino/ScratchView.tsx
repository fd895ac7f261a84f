/**
 * A bought "Lucky Three" scratch card (src/domain/casino/scratch.ts) on the game page: nine covered
 * cells the player scratches one by one (buttons, keyboard usable) or all at once; the card's
 * prize was settled when it was bought, so scratching only shows it. Three identical symbols win
 * that symbol's prize; the prize table and RTP are stated beside it.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { PRIZES, RTP } from '../../domain/casino/scratch.ts';
import { useT } from '../shell/i18n.tsx';
import { SlotSymbol } from './SlotView.tsx';

/** Dictionary keys of the scratch card view. */
export const SCRATCH_VIEW_KEYS = ['gs_scratch_cell', 'gs_scratch_all', 'gs_scratch_rules', 'gs_scratch_won', 'gs_scratch_lost', 'gs_rtp', 'gs_paytable', 'gs_symbol'] as const;

/** One card: its nine cells (row-major), the winning symbol (or null) and multiplier. */
export function ScratchCard({ cells, winning, multiplier, cardKey }: { cells: string[]; winning: string | null; multiplier: number; cardKey: string }) {
  const t = useT();
  const [open, setOpen] = useState<boolean[]>(() => cells.map(() => false));
  const [shownKey, setShownKey] = useState(cardKey);
  if (shownKey !== cardKey) {
    setShownKey(cardKey);
    setOpen(cells.map(() => false));
  }
  const all = open.every(Boolean);
  return (
    <div className="scratch-card" data-testid="scratch-card">
      <div className="scratch-grid" role="group" aria-label={t('gs_scratch_rules')}>
        {cells.map((symbol, i) => (open[i] ? (
          <span key={i} className="scratch-cell open" data-testid="scratch-open"><SlotSymbol id={symbol} /></span>
        ) : (
          <Button key={i} className="scratch-cell" aria-label={t('gs_scratch_cell', { n: i + 1 })} onPress={() => setOpen((o) => o.map((v, j) => v || j === i))}>?</Button>
        )))}
      </div>
      {!all && <Button className="button" onPress={() => setOpen(cells.map(() => true))} data-testid="scratch-all">{t('gs_scratch_all')}</Button>}
      {all && (
        <p role="status" data-testid="scratch-outcome">
          {winning ? t('gs_scratch_won', { symbol: t(`gs_symbol_${winning}`), multiplier }) : t('gs_scratch_lost')}
        </p>
      )}
    </div>
  );
}

/** The prize table and RTP of the card. */
export function ScratchPaytable() {
  const t = useT();
  return (
    <section className="slot-paytable" aria-labelledby="scratch-paytable-heading">
      <h2 id="scratch-paytable-heading">{t('gs_paytable')}</h2>
      <p>{t('gs_scratch_rules')} <span data-testid="slot-rtp">{t('gs_rtp', { rtp: (RTP * 100).toFixed(2) })}</span></p>
      <table className="slot-pays">
        <tbody>
          {PRIZES.map((p) => <tr key={p.symbol}><th scope="row"><SlotSymbol id={p.symbol} /></th><td>{p.multiplier}×</td></tr>)}
        </tbody>
      </table>
    </section>
  );
}
