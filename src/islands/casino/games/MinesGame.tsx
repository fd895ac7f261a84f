/**
 * Mines of our game server (src/domain/casino/mines.ts; the server plays a round in one call with
 * the tiles picked up front): the mines count, the 5×5 board of tiles to pick (toggle buttons),
 * how many are picked and the multiplier for that many safe tiles (the domain's rule). The last
 * round opens the picked tiles one by one in the order they were picked (150 ms apart; with
 * reduced motion at once) up to the first mine, then shows every mine of the server's result and
 * says the round in words with the amount and the new balance.
 */
import { roundWon } from '../../../domain/game-server/play.ts';
import { useEffect, useMemo, useState } from 'react';
import { Button, Group, Input, Label, NumberField, ToggleButton, useLocale } from 'react-aria-components';
import { TILES, multiplier } from '../../../domain/casino/mines.ts';
import { useT } from '../../shell/i18n.tsx';
import { prefersReducedMotion, type FairGameProps, type ParamsOf, type RoundPictureProps } from './contract.ts';

/** Dictionary keys the mines presentation uses. */
export const MINES_KEYS = [
  'gs_mines', 'gs_tiles', 'gs_balance', 'gs_playing', 'gs_mines_tile', 'gs_mines_gem', 'gs_mines_mine', 'gs_mines_picked',
  'gs_mines_multiplier', 'gs_mines_win', 'gs_mines_lose',
] as const;

/** Time between two opened tiles, ms. */
const STEP_MS = 150;

/** The tiles a round opens: the picked tiles in order, up to and including the first mine. */
function openedTiles(params: ParamsOf<'mines'>, mines: readonly number[]): number[] {
  const hit = params.tiles.findIndex((t) => mines.includes(t));
  return hit === -1 ? [...params.tiles] : params.tiles.slice(0, hit + 1);
}

/** How many of `count` tiles are open: one more every STEP_MS once per `roundKey` (all at once with reduced motion). */
function useOpening(count: number, roundKey: string | null): number {
  // The count belongs to one round: a new round starts from no open tile, never from the last round's count.
  const [open, setOpen] = useState<{ key: string | null; n: number }>({ key: null, n: 0 });
  useEffect(() => {
    if (roundKey === null) return;
    if (prefersReducedMotion()) {
      setOpen({ key: roundKey, n: count });
      return;
    }
    setOpen({ key: roundKey, n: 0 });
    let n = 0;
    const timer = setInterval(() => {
      n += 1;
      setOpen({ key: roundKey, n });
      if (n >= count) clearInterval(timer);
    }, STEP_MS);
    return () => clearInterval(timer);
    // Once per round.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roundKey]);
  return open.key === roundKey ? open.n : 0;
}

/** A finished mines round: the 5×5 board with every mine and the picked tiles opened (verify page). */
export function MinesPicture({ round }: RoundPictureProps) {
  const t = useT();
  const { locale } = useLocale();
  if (round.params.game !== 'mines') return null;
  const int = new Intl.NumberFormat(locale);
  const mines = new Set(round.result.mines as number[]);
  const picked = new Set(round.params.tiles);
  return (
    <div className="mines-board mines-picture" data-done="true">
      {Array.from({ length: TILES }, (_, tile) => {
        const state = mines.has(tile) ? (picked.has(tile) ? 'mine' : 'hidden-mine') : picked.has(tile) ? 'gem' : undefined;
        const name = t('gs_mines_tile', { n: int.format(tile + 1) });
        return (
          <span key={tile} className="mines-tile" data-state={state} data-selected={picked.has(tile) || undefined} role="img"
            aria-label={state === 'gem' ? `${name}: ${t('gs_mines_gem')}` : state ? `${name}: ${t('gs_mines_mine')}` : name}>
            <span aria-hidden="true">{state === 'gem' ? '◆' : state ? '✸' : int.format(tile + 1)}</span>
          </span>
        );
      })}
    </div>
  );
}

/** The mines presentation: controls → `{ game: 'mines', mines, tiles }`, round view → board and words. */
export function MinesGame({ params, onParams, round, busy, balanceMinor, money }: FairGameProps<'mines'>) {
  const t = useT();
  const { locale } = useLocale();
  const four = useMemo(() => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 4 }), [locale]);
  const int = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const played = round?.game === 'mines' && round.params.game === 'mines' ? { params: round.params, mines: round.result.mines as number[], round } : null;
  const roundKey = played ? `${played.round.seed.seedId}-${played.round.nonce}` : null;
  const opened = played ? openedTiles(played.params, played.mines) : [];
  const openCount = useOpening(opened.length, roundKey);
  const done = played !== null && !busy && openCount >= opened.length;
  // The board shows the round while the picks are the round's; a new pick starts a new board.
  const showRound = played !== null && !busy && played.params.mines === params.mines
    && played.params.tiles.length === params.tiles.length && played.params.tiles.every((tile, i) => params.tiles[i] === tile);
  const shownOpen = new Set(showRound ? opened.slice(0, openCount) : []);
  const maxPicks = TILES - params.mines;

  const toggle = (tile: number, on: boolean) => {
    if (on && params.tiles.length >= maxPicks) return;
    onParams({ ...params, tiles: on ? [...params.tiles, tile] : params.tiles.filter((x) => x !== tile) });
  };

  const stateOf = (tile: number): 'gem' | 'mine' | 'hidden-mine' | undefined => {
    if (!showRound) return undefined;
    const mine = played.mines.includes(tile);
    if (shownOpen.has(tile)) return mine ? 'mine' : 'gem';
    return done && mine ? 'hidden-mine' : undefined;
  };

  const won = played ? roundWon(played.round.game, played.round.stakeMinor, played.round.payoutMinor) : false;
  const hit = played ? opened.find((tile) => played.mines.includes(tile)) : undefined;
  const words = played
    ? won
      ? t('gs_mines_win', { count: int.format(opened.length), multiplier: four.format(multiplier(played.params.mines, played.params.tiles.length)), amount: money(played.round.payoutMinor) })
      : t('gs_mines_lose', { tile: int.format((hit ?? 0) + 1), amount: money(played.round.stakeMinor) })
    : '';

  return (
    <div className="mines-game">
      <NumberField className="mines-count" value={params.mines} minValue={1} maxValue={Math.max(1, TILES - Math.max(1, params.tiles.length))} step={1} isDisabled={busy}
        onChange={(v) => { if (Number.isSafeInteger(v)) onParams({ ...params, mines: v }); }}>
        <Label>{t('gs_mines')}</Label>
        <Group>
          <Button slot="decrement">−</Button>
          <Input data-testid="mines-count" />
          <Button slot="increment">+</Button>
        </Group>
      </NumberField>
      <dl className="fair-facts">
        <div><dt>{t('gs_mines_picked')}</dt><dd data-testid="mines-picked">{int.format(params.tiles.length)}</dd></div>
        <div>
          <dt>{t('gs_mines_multiplier', { count: int.format(params.tiles.length) })}</dt>
          <dd data-testid="mines-multiplier">{params.tiles.length > 0 ? `${four.format(multiplier(params.mines, params.tiles.length))}×` : '—'}</dd>
        </div>
      </dl>
      <fieldset className="mines-board" data-testid="mines-board" data-done={done && showRound ? 'true' : undefined}>
        <legend>{t('gs_tiles')}</legend>
        {Array.from({ length: TILES }, (_, tile) => {
          const state = stateOf(tile);
          const name = t('gs_mines_tile', { n: int.format(tile + 1) });
          return (
            <ToggleButton key={tile} className="mines-tile" data-testid={`mines-tile-${tile}`} data-state={state} isDisabled={busy}
              isSelected={params.tiles.includes(tile)} onChange={(on) => toggle(tile, on)}
              aria-label={state === 'gem' ? `${name}: ${t('gs_mines_gem')}` : state === 'mine' || state === 'hidden-mine' ? `${name}: ${t('gs_mines_mine')}` : name}>
              <span aria-hidden="true">{state === 'gem' ? '◆' : state === 'mine' || state === 'hidden-mine' ? '✸' : int.format(tile + 1)}</span>
            </ToggleButton>
          );
        })}
      </fieldset>
      <p className="fair-words" aria-live="polite" data-testid="mines-words" data-win={done ? won : undefined}>
        {busy || (played && !done) ? t('gs_playing') : words}
        {done && balanceMinor !== null && <> · {t('gs_balance')}: {money(balanceMinor)}</>}
      </p>
    </div>
  );
}
