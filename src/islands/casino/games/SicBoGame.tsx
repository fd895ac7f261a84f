/**
 * Sic Bo of our game server (src/domain/casino/sic-bo.ts): the betting layout as groups of buttons
 * (small / big / odd / even, the totals, triples and doubles, the two-dice combinations, the single
 * numbers), each with its odds and exact RTP; one bet a round, the chosen one pressed. The last
 * roll's three dice are drawn as faces that tumble in (with reduced motion they stand at once),
 * every bet the roll wins is lit on the layout, and the round is said in words with the new balance.
 */
import { useMemo } from 'react';
import { Button } from 'react-aria-components';
import { ALL_BETS, betMultiple, betRtp, SIC_BO_ODDS, TOTAL_ODDS, type SicBoBet } from '../../../domain/casino/sic-bo.ts';
import type { GsRoundView } from '../../../../schemas/game-server.ts';
import { useT } from '../../shell/i18n.tsx';
import type { FairGameProps, RoundPictureProps } from './contract.ts';
import { TABLE_KEYS, tableWords, useTableNumbers } from './table.tsx';

/** Dictionary keys the sic bo presentation uses. */
export const SIC_BO_KEYS = [
  ...TABLE_KEYS, 'gs_sb_small', 'gs_sb_big', 'gs_sb_odd', 'gs_sb_even', 'gs_sb_total', 'gs_sb_triple', 'gs_sb_any_triple', 'gs_sb_double', 'gs_sb_combo',
  'gs_sb_single', 'gs_sb_totals', 'gs_sb_triples', 'gs_sb_combos', 'gs_sb_singles', 'gs_sb_rolled', 'gs_sb_rules',
] as const;

/** A bet's key in the layout (unique). */
const keyOf = (bet: SicBoBet): string => {
  switch (bet.kind) {
    case 'total': return `total-${bet.total}`;
    case 'triple': case 'double': case 'single': return `${bet.kind}-${bet.face}`;
    case 'combo': return `combo-${bet.faces[0]}-${bet.faces[1]}`;
    default: return bet.kind;
  }
};

/** Odds "to 1" of a bet (single: for one die; two and three dice pay 2:1 and 3:1). */
function oddsOf(bet: SicBoBet): number {
  return bet.kind === 'total' ? TOTAL_ODDS[bet.total]! : SIC_BO_ODDS[bet.kind];
}

/** The layout's groups, in order. */
const GROUPS: { key: string; bets: SicBoBet[] }[] = [
  { key: 'main', bets: ALL_BETS.filter((b) => ['small', 'big', 'odd', 'even'].includes(b.kind)) },
  { key: 'gs_sb_totals', bets: ALL_BETS.filter((b) => b.kind === 'total') },
  { key: 'gs_sb_triples', bets: ALL_BETS.filter((b) => b.kind === 'triple' || b.kind === 'anyTriple' || b.kind === 'double') },
  { key: 'gs_sb_combos', bets: ALL_BETS.filter((b) => b.kind === 'combo') },
  { key: 'gs_sb_singles', bets: ALL_BETS.filter((b) => b.kind === 'single') },
];

/** Pip positions of a die face in a 0 … 1 square. */
const PIPS: Record<number, [number, number][]> = {
  1: [[0.5, 0.5]], 2: [[0.27, 0.27], [0.73, 0.73]], 3: [[0.27, 0.27], [0.5, 0.5], [0.73, 0.73]],
  4: [[0.27, 0.27], [0.73, 0.27], [0.27, 0.73], [0.73, 0.73]], 5: [[0.27, 0.27], [0.73, 0.27], [0.5, 0.5], [0.27, 0.73], [0.73, 0.73]],
  6: [[0.27, 0.25], [0.73, 0.25], [0.27, 0.5], [0.73, 0.5], [0.27, 0.75], [0.73, 0.75]],
};

/** A die face (1 … 6) as SVG; its name is the number. */
function DieFace({ face, order = 0, still = false, small = false }: { face: number; order?: number; still?: boolean; small?: boolean }) {
  return (
    <svg className="sb-die" viewBox="0 0 40 40" role="img" aria-label={String(face)} data-face={face} data-small={small || undefined} data-still={still || undefined}
      style={{ animationDelay: `${order * 180}ms` }}>
      <rect x="1.5" y="1.5" width="37" height="37" rx="7" className="sb-die-body" />
      {PIPS[face]!.map(([u, v], i) => <circle key={i} cx={u * 40} cy={v * 40} r="3.6" className="sb-die-pip" data-red={face === 1 || face === 4 || undefined} />)}
    </svg>
  );
}

function rollOf(round: GsRoundView | null): number[] | null {
  if (!round || round.game !== 'sic-bo' || !Array.isArray(round.result.dice)) return null;
  return (round.result.dice as unknown[]).map(Number);
}

/** A bet's label: words with the faces drawn where the bet names faces. */
function BetLabel({ bet }: { bet: SicBoBet }) {
  const t = useT();
  switch (bet.kind) {
    case 'small': return <>{t('gs_sb_small')} <small dir="ltr">4–10</small></>;
    case 'big': return <>{t('gs_sb_big')} <small dir="ltr">11–17</small></>;
    case 'odd': return <>{t('gs_sb_odd')}</>;
    case 'even': return <>{t('gs_sb_even')}</>;
    case 'anyTriple': return <>{t('gs_sb_any_triple')}</>;
    case 'total': return <span className="sb-total-label">{bet.total}</span>;
    case 'triple': return <span className="sb-faces" dir="ltr">{[0, 1, 2].map((i) => <DieFace key={i} face={bet.face} still small />)}</span>;
    case 'double': return <span className="sb-faces" dir="ltr">{[0, 1].map((i) => <DieFace key={i} face={bet.face} still small />)}</span>;
    case 'combo': return <span className="sb-faces" dir="ltr">{bet.faces.map((f) => <DieFace key={f} face={f} still small />)}</span>;
    case 'single': return <span className="sb-faces"><DieFace face={bet.face} still small /></span>;
  }
}

/** A bet in words (the button's accessible name and the words of a round). */
function useBetName(): (bet: SicBoBet) => string {
  const t = useT();
  return (bet) => {
    switch (bet.kind) {
      case 'small': return t('gs_sb_small');
      case 'big': return t('gs_sb_big');
      case 'odd': return t('gs_sb_odd');
      case 'even': return t('gs_sb_even');
      case 'anyTriple': return t('gs_sb_any_triple');
      case 'total': return t('gs_sb_total', { total: bet.total });
      case 'triple': return t('gs_sb_triple', { face: bet.face });
      case 'double': return t('gs_sb_double', { face: bet.face });
      case 'combo': return t('gs_sb_combo', { a: bet.faces[0], b: bet.faces[1] });
      case 'single': return t('gs_sb_single', { face: bet.face });
    }
  };
}

/** The layout: every bet a button; `chosen` pressed, the bets `dice` win lit. */
function Layout({ chosen, onChoose, dice, busy }: { chosen: SicBoBet | null; onChoose: ((bet: SicBoBet) => void) | null; dice: number[] | null; busy: boolean }) {
  const t = useT();
  const n = useTableNumbers();
  const name = useBetName();
  const chosenKey = chosen ? keyOf(chosen) : null;
  return (
    <div className="sb-layout" data-testid="sb-layout">
      {GROUPS.map((g) => (
        <section key={g.key} className="sb-group" data-group={g.key}>
          {g.key !== 'main' && <h3>{t(g.key)}</h3>}
          <div className="sb-bets">
            {g.bets.map((bet) => {
              const k = keyOf(bet);
              const wins = dice ? betMultiple(bet, dice) > 0 : false;
              const label = `${name(bet)}, ${n.odds(oddsOf(bet))}, ${t('gs_rtp', { rtp: n.percent(betRtp(bet)) })}`;
              return onChoose ? (
                <Button key={k} className="sb-bet" data-testid={`sb-bet-${k}`} aria-pressed={k === chosenKey} aria-label={label} isDisabled={busy}
                  data-win={wins || undefined} onPress={() => onChoose(bet)}>
                  <span className="sb-bet-name"><BetLabel bet={bet} /></span>
                  <span className="sb-bet-odds" dir="ltr">{n.odds(oddsOf(bet))}</span>
                </Button>
              ) : (
                <span key={k} className="sb-bet" aria-label={label} role="img" data-win={wins || undefined} data-chosen={k === chosenKey || undefined}>
                  <span className="sb-bet-name"><BetLabel bet={bet} /></span>
                  <span className="sb-bet-odds" dir="ltr">{n.odds(oddsOf(bet))}</span>
                </span>
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}

/** The dice bowl: the roll's three faces and their total. */
function Bowl({ dice, still }: { dice: number[] | null; still: boolean }) {
  return (
    <div className="sb-bowl" data-testid="sb-dice">
      {dice ? <>{dice.map((d, i) => <DieFace key={i} face={d} order={i} still={still} />)}<output className="bj-total" data-testid="sb-total">{dice.reduce((a, b) => a + b, 0)}</output></>
        : [1, 2, 3].map((d) => <DieFace key={d} face={d} still />)}
    </div>
  );
}

/** A finished roll (verify page): the dice and the layout with the bet and the winning bets lit. */
export function SicBoPicture({ round }: RoundPictureProps) {
  const dice = rollOf(round);
  if (!dice || round.params.game !== 'sic-bo') return null;
  return <div className="card-table sb-table"><Bowl dice={dice} still /><Layout chosen={round.params.bet} onChoose={null} dice={dice} busy={false} /></div>;
}

/** The sic bo presentation: the layout → `{ game: 'sic-bo', bet }`, round view → dice, lit bets and words. */
export function SicBoGame({ params, onParams, round, busy, balanceMinor, money }: FairGameProps<'sic-bo'>) {
  const t = useT();
  const name = useBetName();
  const n = useTableNumbers();
  const dice = rollOf(round);
  const shownDice = busy ? null : dice;
  const words = useMemo(() => (dice && round ? tableWords(t, t('gs_sb_rolled', { dice: dice.join(' · '), total: dice.reduce((a, b) => a + b, 0) }), round, money) : ''), [dice, round, t, money]);
  return (
    <div className="table-game sb-game">
      <div className="card-table sb-table">
        <Bowl dice={shownDice} still={false} />
        <p className="sb-chosen" data-testid="sb-chosen">{t('gs_bet')}: <strong>{name(params.bet)}</strong> · {t('gs_rtp', { rtp: n.percent(betRtp(params.bet)) })}</p>
        <Layout chosen={params.bet} onChoose={(bet) => onParams({ game: 'sic-bo', bet })} dice={shownDice} busy={busy} />
      </div>
      <p className="fair-words" aria-live="polite" data-testid="sb-words">
        {busy ? t('gs_playing') : words}
        {!busy && dice && balanceMinor !== null && <> · {t('gs_balance')}: {money(balanceMinor)}</>}
      </p>
      <p className="table-rules">{t('gs_sb_rules')}</p>
    </div>
  );
}
