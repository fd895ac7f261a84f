/**
 * Plinko of our game server (src/domain/casino/plinko.ts): the rows (8–16) and the risk level as
 * radio groups, the board as an SVG triangle of pegs with each slot's multiplier under it (the
 * domain's table) and the chosen board's exact RTP, and the last round as a ball falling peg by peg along the server's path (about
 * 60 ms a row, requestAnimationFrame; with reduced motion it stands in its slot at once); the
 * landing slot is highlighted and the round is said in words with the new balance.
 */
import { roundWon } from '../../../domain/game-server/play.ts';
import { useEffect, useMemo, useState } from 'react';
import { Label, Radio, RadioGroup, useLocale } from 'react-aria-components';
import { MULTIPLIERS, PLINKO_RISKS, RTP_BY_BOARD, type PlinkoRisk } from '../../../domain/casino/plinko.ts';
import { useT } from '../../shell/i18n.tsx';
import { prefersReducedMotion, type FairGameProps, type RoundPictureProps } from './contract.ts';

/** Dictionary keys the plinko presentation uses. */
export const PLINKO_KEYS = [
  'gs_rows', 'gs_risk', 'gs_playing', 'gs_balance',
  'gs_plinko_risk_low', 'gs_plinko_risk_medium', 'gs_plinko_risk_high', 'gs_plinko_win', 'gs_plinko_lose', 'gs_rtp',
] as const;

/** The row counts the domain allows. */
const ROW_CHOICES = [8, 9, 10, 11, 12, 13, 14, 15, 16] as const;
/** Time the ball takes to fall one row, ms. */
const ROW_MS = 60;
/** Board unit (peg spacing) in SVG user units. */
const U = 20;

/** The ball's position after `steps` rows of `path` (x in peg spacings from the centre, y in rows). */
function ballAt(path: readonly number[], steps: number): { x: number; y: number } {
  let x = 0;
  const whole = Math.floor(steps);
  for (let i = 0; i < whole && i < path.length; i += 1) x += path[i] === 1 ? 0.5 : -0.5;
  const part = steps - whole;
  if (part > 0 && whole < path.length) x += (path[whole] === 1 ? 0.5 : -0.5) * part;
  return { x, y: steps };
}

/** Rows fallen so far: 0 → path.length over path.length × ROW_MS once per `roundKey` (at once with reduced motion). */
function useFall(rows: number | null, roundKey: string | null): number | null {
  const [steps, setSteps] = useState<number | null>(null);
  useEffect(() => {
    if (rows === null) {
      setSteps(null);
      return;
    }
    if (prefersReducedMotion() || typeof requestAnimationFrame !== 'function') {
      setSteps(rows);
      return;
    }
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const s = Math.min(rows, (now - start) / ROW_MS);
      setSteps(s);
      if (s < rows) frame = requestAnimationFrame(step);
    };
    setSteps(0);
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
    // Once per round.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roundKey]);
  return steps;
}

/** The board: pegs, each slot's multiplier (the domain's table), the lit slot, the ball and, for a finished round, its path. */
function PlinkoBoard({ rows, risk, hitBucket, ball, path }: {
  rows: number;
  risk: PlinkoRisk;
  hitBucket: number | null;
  ball: { x: number; y: number } | null;
  /** The round's path (0 left, 1 right per row), drawn as a trail. */
  path?: readonly number[];
}) {
  const { locale } = useLocale();
  const mult = useMemo(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }), [locale]);
  const table = MULTIPLIERS[risk][rows]!;
  const width = (rows + 2) * U;
  const height = (rows + 1.8) * U;
  const cx = (x: number) => width / 2 + x * U;
  const cy = (y: number) => (y + 0.6) * U;
  const trail = path ? Array.from({ length: path.length + 1 }, (_, i) => ballAt(path, i)).map((p) => `${cx(p.x)},${cy(p.y - 0.5)}`).join(' ') : null;
  return (
    <svg className="plinko-board" viewBox={`0 0 ${width} ${height}`} aria-hidden="true" data-testid="plinko-board" data-rows={rows} data-risk={risk}>
      {Array.from({ length: rows }, (_, row) => Array.from({ length: row + 3 }, (_, i) => (
        <circle key={`${row}-${i}`} className="plinko-peg" cx={cx(i - (row + 2) / 2)} cy={cy(row)} r={U * 0.12} />
      )))}
      {table.map((m, k) => (
        <g key={k} className="plinko-slot" data-testid="plinko-slot" data-bucket={k} data-hit={hitBucket === k || undefined} data-tier={m >= 10 ? 'top' : m >= 1 ? 'mid' : 'low'}>
          <rect x={cx(k - rows / 2) - U * 0.46} y={cy(rows) - U * 0.1} width={U * 0.92} height={U * 0.9} rx={U * 0.12} />
          <text x={cx(k - rows / 2)} y={cy(rows) + U * 0.5} textAnchor="middle">{mult.format(m)}</text>
        </g>
      ))}
      {trail && <polyline className="plinko-trail" points={trail} />}
      {ball && <circle className="plinko-ball" data-testid="plinko-ball" cx={cx(ball.x)} cy={cy(ball.y - 0.5)} r={U * 0.26} />}
    </svg>
  );
}

/** A finished plinko round: its board with the path, the ball in its slot and the slot's multiplier (verify page). */
export function PlinkoPicture({ round }: RoundPictureProps) {
  if (round.params.game !== 'plinko' || !Array.isArray(round.result.path)) return null;
  const path = (round.result.path as unknown[]).map(Number);
  return <PlinkoBoard rows={round.params.rows} risk={round.params.risk} hitBucket={Number(round.result.bucket)} ball={ballAt(path, path.length)} path={path} />;
}

/** The plinko presentation: controls → `{ game: 'plinko', rows, risk }`, round view → falling ball, lit slot and words. */
export function PlinkoGame({ params, onParams, round, busy, balanceMinor, money }: FairGameProps<'plinko'>) {
  const t = useT();
  const { locale } = useLocale();
  const mult = useMemo(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }), [locale]);
  const whole = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const percent = useMemo(() => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }), [locale]);
  const played = round?.game === 'plinko' && round.params.game === 'plinko' && Array.isArray(round.result.path)
    ? { path: (round.result.path as unknown[]).map(Number), bucket: Number(round.result.bucket), multiplier: Number(round.result.multiplier), params: round.params, round }
    : null;
  const roundKey = round ? `${round.seed.seedId}-${round.nonce}` : null;
  const steps = useFall(played ? played.path.length : null, roundKey);
  const done = played !== null && steps === played.path.length;
  // The board drawn: the played round's while it is shown and the controls still match it, else the chosen one.
  const board = played && !busy && played.params.rows === params.rows && played.params.risk === params.risk ? played.params : params;
  // The round is drawn only on its own board (not once the player has chosen another).
  const onBoard = played !== null && board === played.params;
  const ball = onBoard && steps !== null ? ballAt(played.path, steps) : null;
  const won = played !== null && roundWon(played.round.game, played.round.stakeMinor, played.round.payoutMinor);

  const words = played
    ? t(won ? 'gs_plinko_win' : 'gs_plinko_lose', {
      multiplier: mult.format(played.multiplier),
      amount: money(won ? played.round.payoutMinor : played.round.stakeMinor - played.round.payoutMinor),
    })
    : '';

  return (
    <div className="plinko-game">
      <RadioGroup className="plinko-choice" value={String(params.rows)} orientation="horizontal" isDisabled={busy}
        onChange={(v) => onParams({ ...params, rows: Number(v) })}>
        <Label>{t('gs_rows')}</Label>
        <div className="plinko-options">
          {ROW_CHOICES.map((n) => <Radio key={n} value={String(n)} data-testid={`plinko-rows-${n}`}>{whole.format(n)}</Radio>)}
        </div>
      </RadioGroup>
      <RadioGroup className="plinko-choice" value={params.risk} orientation="horizontal" isDisabled={busy}
        onChange={(v) => onParams({ ...params, risk: v as PlinkoRisk })}>
        <Label>{t('gs_risk')}</Label>
        <div className="plinko-options">
          {PLINKO_RISKS.map((r) => <Radio key={r} value={r} data-testid={`plinko-risk-${r}`}>{t(`gs_plinko_risk_${r}`)}</Radio>)}
        </div>
      </RadioGroup>
      <p className="plinko-rtp" data-testid="plinko-rtp" data-value={RTP_BY_BOARD[params.risk][params.rows]}>
        {t('gs_rtp', { rtp: percent.format(RTP_BY_BOARD[params.risk][params.rows]! * 100) })}
      </p>
      <PlinkoBoard rows={board.rows} risk={board.risk} hitBucket={done && onBoard ? played.bucket : null} ball={ball} />
      {played && done && (
        <p className="plinko-slot-shown">
          <strong data-testid="plinko-multiplier" data-bucket={played.bucket} data-value={played.multiplier}>{mult.format(played.multiplier)}×</strong>
        </p>
      )}
      <p className="fair-words" aria-live="polite" data-testid="plinko-words" data-win={played && done ? won : undefined}>
        {busy ? t('gs_playing') : done ? words : ''}
        {!busy && done && balanceMinor !== null && <> · {t('gs_balance')}: {money(balanceMinor)}</>}
      </p>
    </div>
  );
}
