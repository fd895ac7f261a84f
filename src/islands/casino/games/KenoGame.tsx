/**
 * Keno of our game server (src/domain/casino/keno.ts): the board of 1 … 40 to pick up to ten
 * numbers (toggle buttons; "clear" empties the pick — there is no quick pick, the client draws
 * nothing), the paytable for the number of picks (the domain's), and the last round's ten drawn
 * numbers revealed ball by ball in the order of the round's `drawn` list (250 ms apart; with
 * reduced motion at once); hits are marked on the board, the paytable line won is lit and the round
 * is said in words with the new balance. `KenoPicture` draws the finished round for the verify page.
 */
import { useEffect, useMemo, useState } from 'react';
import { Button, ToggleButton, useLocale } from 'react-aria-components';
import { KENO_DRAWN, KENO_MAX_PICKS, KENO_NUMBERS, PAYTABLE } from '../../../domain/casino/keno.ts';
import { roundWon } from '../../../domain/game-server/play.ts';
import { useT } from '../../shell/i18n.tsx';
import { prefersReducedMotion, type FairGameProps } from './contract.ts';
import type { GsRoundView } from '../../../../schemas/game-server.ts';

/** Dictionary keys of the keno round picture (the verify page's too). */
export const KENO_PICTURE_KEYS = ['gs_keno_drawn', 'gs_keno_number', 'gs_keno_hit', 'gs_keno_picked', 'gs_keno_drawn_one', 'gs_keno_hits'] as const;

/** Dictionary keys the keno presentation uses. */
export const KENO_KEYS = [
  ...KENO_PICTURE_KEYS, 'gs_balance', 'gs_playing', 'gs_keno_board', 'gs_keno_picks', 'gs_keno_clear', 'gs_keno_paytable', 'gs_keno_paytable_hits',
  'gs_keno_paytable_pays', 'gs_keno_pick_some', 'gs_keno_win', 'gs_keno_lose',
] as const;

/** Time between two drawn balls, ms. */
const BALL_MS = 250;

/** How many of `count` balls are shown: one more every BALL_MS once per `roundKey` (all at once with reduced motion). */
function useReveal(count: number, roundKey: string | null): number {
  const [shown, setShown] = useState<{ key: string | null; n: number }>({ key: null, n: 0 });
  useEffect(() => {
    if (roundKey === null) return;
    if (prefersReducedMotion()) {
      setShown({ key: roundKey, n: count });
      return;
    }
    setShown({ key: roundKey, n: 0 });
    let n = 0;
    const timer = setInterval(() => {
      n += 1;
      setShown({ key: roundKey, n });
      if (n >= count) clearInterval(timer);
    }, BALL_MS);
    return () => clearInterval(timer);
    // Once per round.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roundKey]);
  return shown.key === roundKey ? shown.n : 0;
}

/** The drawn balls shown so far, hits marked. */
function Balls({ drawn, picks }: { drawn: readonly number[]; picks: readonly number[] }) {
  const t = useT();
  const { locale } = useLocale();
  const int = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  return (
    <ol className="keno-balls" data-testid="keno-balls" aria-label={t('gs_keno_drawn')}>
      {drawn.map((n) => {
        const hit = picks.includes(n);
        return (
          <li key={n} className="keno-ball" data-value={n} data-hit={hit || undefined}
            aria-label={hit ? t('gs_keno_hit', { n: int.format(n) }) : t('gs_keno_drawn_one', { n: int.format(n) })}>
            <span aria-hidden="true">{int.format(n)}</span>
          </li>
        );
      })}
    </ol>
  );
}

/** A cell's state on the board: a drawn pick (hit), a drawn number not picked, a pick not drawn. */
function cellState(n: number, picks: readonly number[], drawn: ReadonlySet<number>, finished: boolean): 'hit' | 'drawn' | 'miss' | undefined {
  if (drawn.has(n)) return picks.includes(n) ? 'hit' : 'drawn';
  return finished && picks.includes(n) ? 'miss' : undefined;
}

/** The keno presentation: board → `{ game: 'keno', picks }`, round view → balls drawn one by one, hits on the board, words. */
export function KenoGame({ params, onParams, round, busy, balanceMinor, money }: FairGameProps<'keno'>) {
  const t = useT();
  const { locale } = useLocale();
  const int = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const mult = useMemo(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }), [locale]);
  const played = round?.game === 'keno' && round.params.game === 'keno' && Array.isArray(round.result.drawn)
    ? { drawn: (round.result.drawn as unknown[]).map(Number), hits: Number(round.result.hits), multiplier: Number(round.result.multiplier), params: round.params, round }
    : null;
  const roundKey = played ? `${played.round.seed.seedId}-${played.round.nonce}` : null;
  const shownCount = useReveal(played ? played.drawn.length : 0, roundKey);
  const done = played !== null && !busy && shownCount >= played.drawn.length;
  // The board shows the round while the picks are the round's; a changed pick starts a new board.
  const showRound = played !== null && !busy && played.params.picks.length === params.picks.length && played.params.picks.every((n) => params.picks.includes(n));
  const drawnShown = showRound ? played.drawn.slice(0, shownCount) : [];
  const drawnSet = new Set(drawnShown);

  const toggle = (n: number, on: boolean) => {
    if (on && params.picks.length >= KENO_MAX_PICKS) return;
    onParams({ ...params, picks: on ? [...params.picks, n] : params.picks.filter((x) => x !== n) });
  };

  const row = PAYTABLE[params.picks.length];
  const won = played !== null && roundWon('keno', played.round.stakeMinor, played.round.payoutMinor);
  const words = played
    ? won
      ? t('gs_keno_win', { hits: int.format(played.hits), picks: int.format(played.params.picks.length), multiplier: mult.format(played.multiplier), amount: money(played.round.payoutMinor) })
      : t('gs_keno_lose', { hits: int.format(played.hits), picks: int.format(played.params.picks.length), amount: money(played.round.stakeMinor) })
    : '';

  return (
    <div className="keno-game">
      <fieldset className="keno-board" data-testid="keno-board">
        <legend>{t('gs_keno_board', { max: int.format(KENO_MAX_PICKS), total: int.format(KENO_NUMBERS) })}</legend>
        {Array.from({ length: KENO_NUMBERS }, (_, i) => {
          const n = i + 1;
          const state = cellState(n, params.picks, drawnSet, done && showRound);
          const name = t('gs_keno_number', { n: int.format(n) });
          return (
            <ToggleButton key={n} className="keno-cell" data-testid={`keno-cell-${n}`} data-state={state} isDisabled={busy}
              isSelected={params.picks.includes(n)} onChange={(on) => toggle(n, on)}
              aria-label={state === 'hit' ? t('gs_keno_hit', { n: int.format(n) }) : state === 'drawn' ? t('gs_keno_drawn_one', { n: int.format(n) }) : name}>
              {int.format(n)}
            </ToggleButton>
          );
        })}
      </fieldset>
      <div className="keno-tools">
        <span data-testid="keno-picked">{t('gs_keno_picks', { count: int.format(params.picks.length), max: int.format(KENO_MAX_PICKS) })}</span>
        <Button className="button" onPress={() => onParams({ ...params, picks: [] })} isDisabled={busy || params.picks.length === 0} data-testid="keno-clear">{t('gs_keno_clear')}</Button>
      </div>
      {row ? (
        <table className="keno-paytable" data-testid="keno-paytable">
          <caption>{t('gs_keno_paytable', { picks: int.format(params.picks.length), drawn: int.format(KENO_DRAWN) })}</caption>
          <thead><tr><th scope="col">{t('gs_keno_paytable_hits')}</th><th scope="col">{t('gs_keno_paytable_pays')}</th></tr></thead>
          <tbody>
            {row.map((m, hits) => (m > 0 ? (
              <tr key={hits} data-hits={hits} data-won={(done && showRound && played.hits === hits) || undefined}>
                <td>{int.format(hits)}</td><td>{mult.format(m)}×</td>
              </tr>
            ) : null))}
          </tbody>
        </table>
      ) : <p className="muted">{t('gs_keno_pick_some', { max: int.format(KENO_MAX_PICKS) })}</p>}
      {showRound && <Balls drawn={drawnShown} picks={played.params.picks} />}
      <p className="fair-words" aria-live="polite" data-testid="keno-words" data-win={done ? won : undefined}>
        {busy || (played && !done) ? t('gs_playing') : words}
        {done && balanceMinor !== null && <> · {t('gs_balance')}: {money(balanceMinor)}</>}
      </p>
    </div>
  );
}

/** The finished round for the verify page: the board with the picks and the drawn numbers, and the drawn balls. */
export function KenoPicture({ round }: { round: GsRoundView }) {
  const t = useT();
  const { locale } = useLocale();
  const int = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  if (round.params.game !== 'keno' || !Array.isArray(round.result.drawn)) return null;
  const drawn = (round.result.drawn as unknown[]).map(Number);
  const picks = round.params.picks;
  const drawnSet = new Set(drawn);
  return (
    <div className="keno-picture">
      <div className="keno-board keno-board-static" role="img" aria-label={t('gs_keno_picked', { picks: picks.map((n) => int.format(n)).join(', ') })}>
        {Array.from({ length: KENO_NUMBERS }, (_, i) => {
          const n = i + 1;
          return <span key={n} className="keno-cell" data-state={cellState(n, picks, drawnSet, true)} data-selected={picks.includes(n) || undefined}>{int.format(n)}</span>;
        })}
      </div>
      <Balls drawn={drawn} picks={picks} />
      <p>{t('gs_keno_hits', { hits: int.format(Number(round.result.hits)), picks: int.format(picks.length) })}</p>
    </div>
  );
}
