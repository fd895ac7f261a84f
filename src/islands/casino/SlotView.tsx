/**
 * The reels, wins and rules of a 5-reel slot of our game server (src/domain/casino/slots.ts,
 * slot-games.ts) for the game page: the 5 × 3 window of the last spin (each symbol as a glyph and
 * its name as text, so screen readers read the reels), its line wins, the free spins it triggered
 * (played inside the same round) and the paytable with the rules the round follows. Pure view: the
 * game page plays the round.
 */
import type { SlotDefinition } from '../../domain/casino/slots.ts';
import { useT } from '../shell/i18n.tsx';

/**
 * The symbols of our slots and scratch card: each drawn as its name (the text screen readers read);
 * the card ranks and the seven also as their short mark.
 */
export const SYMBOL_MARKS: Readonly<Record<string, string | null>> = {
  aurora: null, bear: null, wolf: null, owl: null, compass: null, ace: 'A', king: 'K', queen: 'Q', jack: 'J', ten: '10',
  oasis: null, camel: null, falcon: null, lamp: null, scarab: null, dates: null, rose: null, dune: null, sun: null,
  crown: null, diamond: null, bell: null, seven: '7', cherry: null, clover: null, star: null,
};

/** Dictionary keys of the slot view (besides the symbol names `gs_symbol_<id>`). */
export const SLOT_VIEW_KEYS = [
  'gs_reels', 'gs_line_win', 'gs_scatter_win', 'gs_free_spins_won', 'gs_free_spin', 'gs_paytable', 'gs_symbol', 'gs_pays_3', 'gs_pays_4', 'gs_pays_5',
  'gs_slot_rules', 'gs_slot_wild', 'gs_slot_scatter', 'gs_rtp',
] as const;

/** The facts of one spin as the round's result stores them (src/domain/game-server/play.ts). */
export interface SpinFacts {
  window: string[][];
  lineWins: { line: number; symbol: string; count: number; lineMultiple: number }[];
  scatters: number;
  scatterMultiple: number;
  totalMultiple: number;
  triggersFreeSpins: boolean;
}

/** A symbol: its name, with the short mark of a card rank above it (hidden from screen readers). */
export function SlotSymbol({ id }: { id: string }) {
  const t = useT();
  const mark = SYMBOL_MARKS[id];
  return (
    <span className="slot-symbol" data-symbol={id}>
      {mark && <span aria-hidden="true" className="slot-glyph">{mark}</span>}
      <span className={mark ? 'slot-symbol-name' : 'slot-symbol-name slot-symbol-main'}>{t(`gs_symbol_${id}`)}</span>
    </span>
  );
}

function Window({ spin, label }: { spin: SpinFacts; label: string }) {
  const rows = spin.window[0]?.length ?? 0;
  return (
    <table className="slot-window" aria-label={label}>
      <tbody>
        {Array.from({ length: rows }, (_, row) => (
          <tr key={row}>
            {spin.window.map((reel, i) => <td key={i}><SlotSymbol id={reel[row]!} /></td>)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Wins({ spin, definition }: { spin: SpinFacts; definition: SlotDefinition }) {
  const t = useT();
  if (spin.lineWins.length === 0 && spin.scatterMultiple === 0) return null;
  return (
    <ul className="slot-wins">
      {spin.lineWins.map((w) => (
        <li key={w.line}>{t('gs_line_win', { line: w.line + 1, count: w.count, symbol: t(`gs_symbol_${w.symbol}`), multiple: w.lineMultiple })}</li>
      ))}
      {spin.scatterMultiple > 0 && <li>{t('gs_scatter_win', { count: spin.scatters, symbol: t(`gs_symbol_${definition.scatter}`), multiple: spin.scatterMultiple })}</li>}
    </ul>
  );
}

/** The last spin of a slot round: base window and wins, then its free spins. */
export function SlotRound({ definition, base, freeSpins }: { definition: SlotDefinition; base: SpinFacts; freeSpins: SpinFacts[] }) {
  const t = useT();
  return (
    <div className="slot-round" data-testid="slot-round">
      <Window spin={base} label={t('gs_reels')} />
      <Wins spin={base} definition={definition} />
      {freeSpins.length > 0 && (
        <section className="slot-free-spins" aria-label={t('gs_free_spins_won', { count: freeSpins.length, multiplier: definition.freeSpinMultiplier })}>
          <p><strong>{t('gs_free_spins_won', { count: freeSpins.length, multiplier: definition.freeSpinMultiplier })}</strong></p>
          <ol>
            {freeSpins.map((spin, i) => (
              <li key={i}>
                <Window spin={spin} label={t('gs_free_spin', { n: i + 1 })} />
                <Wins spin={spin} definition={definition} />
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

/** The paytable and rules of a slot, with its RTP. */
export function SlotPaytable({ definition, rtp }: { definition: SlotDefinition; rtp: number }) {
  const t = useT();
  return (
    <section className="slot-paytable" aria-labelledby="slot-paytable-heading">
      <h2 id="slot-paytable-heading">{t('gs_paytable')}</h2>
      <p data-testid="slot-rules">
        {t('gs_slot_rules', { lines: definition.paylines.length, freeSpins: definition.freeSpins, multiplier: definition.freeSpinMultiplier })}{' '}
        {t('gs_slot_wild', { symbol: t(`gs_symbol_${definition.wild}`) })}{' '}
        {t('gs_slot_scatter', { symbol: t(`gs_symbol_${definition.scatter}`), pays: definition.scatterPays.join(' / ') })}{' '}
        <span data-testid="slot-rtp">{t('gs_rtp', { rtp: (rtp * 100).toFixed(2) })}</span>
      </p>
      <table className="slot-pays">
        <thead>
          <tr><th scope="col">{t('gs_symbol')}</th><th scope="col">{t('gs_pays_3')}</th><th scope="col">{t('gs_pays_4')}</th><th scope="col">{t('gs_pays_5')}</th></tr>
        </thead>
        <tbody>
          {Object.entries(definition.paytable).map(([symbol, pays]) => (
            <tr key={symbol}><th scope="row"><SlotSymbol id={symbol} /></th>{pays.map((p, i) => <td key={i}>{p}×</td>)}</tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
