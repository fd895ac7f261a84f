/**
 * European roulette of our game server (src/domain/casino/roulette.ts; all bets of a round go in
 * one `POST /game-server/api/play`, whose stake is their sum): a chip value (major units), the
 * betting table — 0 and 1 … 36 in three rows with their colours, the columns "2 to 1", the dozens,
 * low/high, even/odd, red/black — and a bet-type chooser for the inside bets: a straight bet is one
 * number pressed; a street any number of its row; a split two neighbouring numbers, a corner two
 * numbers diagonally across its square, a six line one number in each of two neighbouring rows,
 * pressed one after the other. Every cell is a button (pointer and keyboard alike). The placed bets
 * are listed with stake and odds, with undo and clear. The last round turns the SVG wheel (a CSS
 * transition of about 3 s; with reduced motion at rest at once) to the server's pocket, then marks
 * it on the table, lists what each bet returned and says the round in words with the new balance.
 */
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button, Label, Radio, RadioGroup, useLocale } from 'react-aria-components';
import { colOf, coveredPockets, pocketColour, rowOf, validInside } from '../../../domain/casino/roulette.ts';
import { roundWon } from '../../../domain/game-server/play.ts';
import { useT } from '../../shell/i18n.tsx';
import { prefersReducedMotion, type FairGameProps, type ParamsOf } from './contract.ts';
import { BetResults, ROULETTE_PICTURE_KEYS, RouletteWheel, restingTurn, useBetName, usePays } from './RouletteWheel.tsx';

/** Dictionary keys the roulette presentation uses. */
export const ROULETTE_KEYS = [
  ...ROULETTE_PICTURE_KEYS, 'gs_balance', 'gs_total_bet', 'gs_rl_chip', 'gs_rl_bet_type', 'gs_rl_table', 'gs_rl_bets', 'gs_rl_no_bets', 'gs_rl_undo',
  'gs_rl_clear', 'gs_rl_kind_straight', 'gs_rl_kind_split', 'gs_rl_kind_street', 'gs_rl_kind_corner', 'gs_rl_kind_sixLine', 'gs_rl_hint_straight',
  'gs_rl_hint_split', 'gs_rl_hint_street', 'gs_rl_hint_corner', 'gs_rl_hint_sixLine', 'gs_rl_pending', 'gs_rl_number', 'gs_rl_on_cell',
  'gs_rl_two_to_one', 'gs_rl_spinning', 'gs_rl_win', 'gs_rl_partial', 'gs_rl_lose',
] as const;

/** Chip values in major units of the session's currency. */
const CHIPS = [1, 5, 10, 25, 100] as const;
/** The inside bet kinds the chooser offers. */
const KINDS = ['straight', 'split', 'street', 'corner', 'sixLine'] as const;
type InsideKind = (typeof KINDS)[number];
/** The outside bets on the table, in their order under the numbers. */
const EVEN_MONEY = ['low', 'even', 'red', 'black', 'odd', 'high'] as const;
/** Most bets in one round (schemas/game-server.ts). */
const MAX_BETS = 40;
/** How long the wheel turns, ms (the CSS transition of `.rl-wheel-turn[data-moving]`). */
const SPIN_MS = 3000;

/** A bet as the round params carry it (stake in minor units). */
type Bet = ParamsOf<'roulette'>['bets'][number];
/** A place on the table: a bet without its stake. */
type Spot = Omit<Bet, 'stakeMinor'>;

/** The bet without its stake, as a comparable key. */
const betKey = (bet: Spot) => `${bet.kind}:${[...(bet.numbers ?? [])].sort((a, b) => a - b).join(',')}:${bet.index ?? ''}`;

/** The inside bet two pressed numbers `a`, `b` make for `kind`, or null when they make none. */
function pairBet(kind: 'split' | 'corner' | 'sixLine', a: number, b: number): number[] | null {
  if (kind === 'split') return validInside('split', [a, b]) ? [a, b] : null;
  if (a === 0 || b === 0 || Math.abs(rowOf(a) - rowOf(b)) !== 1) return null;
  const top = Math.min(rowOf(a), rowOf(b));
  if (kind === 'sixLine') return Array.from({ length: 6 }, (_, i) => (top - 1) * 3 + 1 + i);
  if (Math.abs(colOf(a) - colOf(b)) !== 1) return null;
  const first = (top - 1) * 3 + Math.min(colOf(a), colOf(b)) + 1;
  return [first, first + 1, first + 3, first + 4];
}

/** Props of the roulette presentation: the fair game's, and the minor units of one major unit of the currency (chip values). */
export type RouletteGameProps = FairGameProps<'roulette'> & { unitMinor: number };

/** The roulette presentation: table → `{ game: 'roulette', bets }`, round view → turning wheel, marked table, bet results and words. */
export function RouletteGame({ params, onParams, round, busy, balanceMinor, money, unitMinor }: RouletteGameProps) {
  const t = useT();
  const { locale } = useLocale();
  const int = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const chipFormat = useMemo(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 2, notation: 'compact' }), [locale]);
  const betName = useBetName();
  const pays = usePays();
  const [chip, setChip] = useState<number>(CHIPS[0]);
  const [kind, setKind] = useState<InsideKind>('straight');
  const [pending, setPending] = useState<number | null>(null);
  const [history, setHistory] = useState<Bet[][]>([]);

  const played = round?.game === 'roulette' && round.params.game === 'roulette'
    ? { pocket: Number(round.result.pocket), returns: (round.result.returns as unknown[]).map(Number), params: round.params, round }
    : null;
  const roundKey = played ? `${played.round.seed.seedId}-${played.round.nonce}` : null;

  // The wheel turns from where it stands, at least three whole turns, to the pocket's resting angle.
  const turn = useRef<SVGGElement>(null);
  const angle = useRef(0);
  const [restedKey, setRestedKey] = useState<string | null>(null);
  useLayoutEffect(() => {
    const el = turn.current;
    if (!el || !played) return;
    const target = restingTurn(played.pocket);
    if (prefersReducedMotion()) {
      el.dataset.moving = 'false';
      el.style.setProperty('--rl-turn', `${target}deg`);
      angle.current = target;
      setRestedKey(roundKey);
      return;
    }
    let next = target;
    while (next > angle.current - 1080) next -= 360;
    el.dataset.moving = 'true';
    el.style.setProperty('--rl-turn', `${next}deg`);
    angle.current = next;
    const timer = setTimeout(() => setRestedKey(roundKey), SPIN_MS);
    return () => clearTimeout(timer);
    // Once per round.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roundKey]);
  const done = played !== null && restedKey === roundKey && !busy;
  // The table shows the round's results while its bets are the ones placed; a changed bet starts a new table.
  const showRound = done && betKeyList(played.params.bets) === betKeyList(params.bets);
  const hit = showRound ? played.pocket : null;

  const place = (bet: Spot) => {
    const stakeMinor = chip * unitMinor;
    const key = betKey(bet);
    const same = params.bets.findIndex((b) => betKey(b) === key);
    if (same === -1 && params.bets.length >= MAX_BETS) return;
    const bets = same === -1 ? [...params.bets, { ...bet, stakeMinor }] : params.bets.map((b, i) => (i === same ? { ...b, stakeMinor: b.stakeMinor + stakeMinor } : b));
    setHistory((h) => [...h, params.bets]);
    onParams({ ...params, bets });
  };

  const pressNumber = (n: number) => {
    if (kind === 'straight') return place({ kind: 'straight', numbers: [n] });
    if (kind === 'street') {
      if (n > 0) place({ kind: 'street', numbers: [0, 1, 2].map((i) => (rowOf(n) - 1) * 3 + 1 + i) });
      return;
    }
    if (pending === null || pending === n) {
      setPending(pending === n ? null : n);
      return;
    }
    const numbers = pairBet(kind, pending, n);
    if (numbers) {
      place({ kind, numbers });
      setPending(null);
    } else setPending(n);
  };

  const undo = () => {
    const previous = history.at(-1);
    if (!previous) return;
    setHistory((h) => h.slice(0, -1));
    onParams({ ...params, bets: previous });
  };
  const clear = () => {
    if (params.bets.length === 0) return;
    setHistory((h) => [...h, params.bets]);
    onParams({ ...params, bets: [] });
    setPending(null);
  };

  /** Chips lying on a cell: the stake of the bet that is exactly that cell. */
  const chipsOn = (bet: Spot) => params.bets.find((b) => betKey(b) === betKey(bet))?.stakeMinor ?? 0;
  const covered = new Set(params.bets.filter((b) => b.kind !== 'straight' && b.numbers).flatMap((b) => b.numbers ?? []));
  const chipMark = (minor: number) => (minor > 0 ? <span className="rl-chip" aria-hidden="true">{chipFormat.format(minor / unitMinor)}</span> : null);
  const cellLabel = (name: string, minor: number) => (minor > 0 ? `${name} — ${t('gs_rl_on_cell', { amount: money(minor) })}` : name);

  const numberCell = (n: number) => {
    const minor = chipsOn({ kind: 'straight', numbers: [n] });
    const colour = pocketColour(n);
    return (
      <Button key={n} className="rl-cell rl-num" data-testid={`rl-cell-${n}`} data-n={n} data-r={n > 0 ? rowOf(n) : undefined} data-c={n > 0 ? colOf(n) : undefined}
        data-colour={colour} data-covered={covered.has(n) || undefined} data-pending={pending === n || undefined} data-hit={hit === n || undefined} isDisabled={busy}
        aria-label={cellLabel(t('gs_rl_number', { n: int.format(n), colour: t(`gs_rl_colour_${colour}`) }), minor)} onPress={() => pressNumber(n)}>
        <span className="rl-num-face">{int.format(n)}</span>{chipMark(minor)}
      </Button>
    );
  };
  const outsideCell = (bet: Spot, testId: string, face: string, className: string) => {
    const minor = chipsOn(bet);
    const wins = hit !== null && hit > 0 && coveredPockets({ ...bet, stakeMinor: 1 }).includes(hit);
    return (
      <Button key={testId} className={`rl-cell rl-out ${className}`} data-testid={testId} data-kind={bet.kind} data-index={bet.index} data-hit={wins || undefined} isDisabled={busy}
        aria-label={cellLabel(`${betName(bet)}, ${pays({ ...bet, stakeMinor: 1 })}`, minor)} onPress={() => place(bet)}>
        <span className="rl-out-face">{face}</span>{chipMark(minor)}
      </Button>
    );
  };

  // Red and black show their colour; low and high their range, as on a real table.
  const evenMoneyFace = (k: (typeof EVEN_MONEY)[number]) =>
    k === 'red' || k === 'black' ? '' : k === 'low' ? `${int.format(1)}–${int.format(18)}` : k === 'high' ? `${int.format(19)}–${int.format(36)}` : betName({ kind: k });
  const total = params.bets.reduce((sum, b) => sum + b.stakeMinor, 0);
  const won = played !== null && roundWon('roulette', played.round.stakeMinor, played.round.payoutMinor);
  const words = (() => {
    if (!played) return '';
    const facts = { pocket: int.format(played.pocket), colour: t(`gs_rl_colour_${pocketColour(played.pocket)}`) };
    if (won) return t('gs_rl_win', { ...facts, amount: money(played.round.payoutMinor) });
    if (played.round.payoutMinor > 0) return t('gs_rl_partial', { ...facts, amount: money(played.round.payoutMinor), stake: money(played.round.stakeMinor) });
    return t('gs_rl_lose', { ...facts, amount: money(played.round.stakeMinor) });
  })();

  return (
    <div className="rl-game">
      <RadioGroup className="rl-choice" value={String(chip)} orientation="horizontal" isDisabled={busy} onChange={(v) => setChip(Number(v))}>
        <Label>{t('gs_rl_chip')}</Label>
        <div className="rl-options rl-chips">
          {CHIPS.map((c) => <Radio key={c} value={String(c)} data-testid={`rl-chip-${c}`}>{int.format(c)}</Radio>)}
        </div>
      </RadioGroup>
      <RadioGroup className="rl-choice" value={kind} orientation="horizontal" isDisabled={busy} onChange={(v) => { setKind(v as InsideKind); setPending(null); }}>
        <Label>{t('gs_rl_bet_type')}</Label>
        <div className="rl-options">
          {KINDS.map((k) => <Radio key={k} value={k} data-testid={`rl-kind-${k}`}>{t(`gs_rl_kind_${k}`)}</Radio>)}
        </div>
      </RadioGroup>
      <p className="rl-hint" aria-live="polite" data-testid="rl-hint">
        {pending !== null ? t('gs_rl_pending', { n: int.format(pending) }) : t(`gs_rl_hint_${kind}`)}
      </p>
      <div className="rl-table" role="group" aria-label={t('gs_rl_table')} data-testid="rl-table" data-hit={hit ?? undefined}>
        {numberCell(0)}
        {Array.from({ length: 36 }, (_, i) => numberCell(i + 1))}
        {[1, 2, 3].map((i) => outsideCell({ kind: 'column', index: i }, `rl-out-column-${i}`, t('gs_rl_two_to_one'), `rl-column rl-column-${i}`))}
        {[1, 2, 3].map((i) => outsideCell({ kind: 'dozen', index: i }, `rl-out-dozen-${i}`, `${int.format((i - 1) * 12 + 1)}–${int.format(i * 12)}`, `rl-dozen rl-dozen-${i}`))}
        {EVEN_MONEY.map((k, j) => outsideCell({ kind: k }, `rl-out-${k}`, evenMoneyFace(k), `rl-even rl-even-${j + 1} rl-${k}`))}
      </div>
      <section className="rl-bets" aria-label={t('gs_rl_bets')}>
        <div className="rl-bets-head">
          <h3>{t('gs_rl_bets')}</h3>
          <span className="rl-total">{t('gs_total_bet')}: <output data-testid="rl-total">{money(total)}</output></span>
          <Button className="button" onPress={undo} isDisabled={busy || history.length === 0} data-testid="rl-undo">{t('gs_rl_undo')}</Button>
          <Button className="button" onPress={clear} isDisabled={busy || params.bets.length === 0} data-testid="rl-clear">{t('gs_rl_clear')}</Button>
        </div>
        {params.bets.length === 0 ? <p className="muted">{t('gs_rl_no_bets')}</p>
          : <BetResults bets={params.bets} returns={showRound ? played.returns : undefined} money={money} />}
      </section>
      <RouletteWheel ref={turn} pocket={played?.pocket ?? null} turning={!done} />
      <p className="fair-words" aria-live="polite" data-testid="rl-words" data-win={done ? won : undefined} data-pocket={done ? played.pocket : undefined}>
        {busy || (played && !done) ? t('gs_rl_spinning') : words}
        {done && balanceMinor !== null && <> · {t('gs_balance')}: {money(balanceMinor)}</>}
      </p>
    </div>
  );
}

/** The bets of a round as one comparable string (kind, numbers, index and stake of each, in order). */
function betKeyList(bets: readonly Bet[]): string {
  return bets.map((b) => `${betKey(b)}=${b.stakeMinor}`).join('|');
}
