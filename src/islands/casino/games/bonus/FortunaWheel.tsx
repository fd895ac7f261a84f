/**
 * The Wheel of Fortuna (spec §2 `fortuna`): an SVG wheel of the brand's prize table, each
 * segment as large as its prize's chance (weight ÷ Σ weights, the table the page prints beside it)
 * and labelled with its prize, a pointer at the top and the spin button. The server's play
 * (board[0] is the drawn prize) turns the wheel five times and on to the middle of that prize's
 * segment (CSS transition on `--wheel-turn`; reduced motion: the end state at once); the segment
 * lights once the wheel stops ('all' stage of the reveal).
 */
import { useLayoutEffect, useRef } from 'react';
import { Button } from 'react-aria-components';
import { useT } from '../../../shell/i18n.tsx';
import type { BonusPictureProps } from './contract.ts';

/** Dictionary keys of the wheel. */
export const FORTUNA_KEYS = ['bonus_game_spin', 'bonus_game_wheel'] as const;

/** Wheel radius in SVG units (the view box is centred on the hub). */
const R = 100;
/** Whole turns of one spin before the wheel settles. */
const TURNS = 5;

/** Point at `deg` clockwise from the top, `r` from the hub. */
const at = (deg: number, r: number) => {
  const rad = (deg * Math.PI) / 180;
  return `${(r * Math.sin(rad)).toFixed(3)} ${(-r * Math.cos(rad)).toFixed(3)}`;
};

/** The segments of a prize table: start and end angle (degrees clockwise from the top) per prize. */
export function wheelSegments(weights: readonly number[]): { start: number; end: number; mid: number }[] {
  const total = weights.reduce((s, w) => s + w, 0);
  let start = 0;
  return weights.map((w) => {
    const end = start + (w / total) * 360;
    const segment = { start, end, mid: (start + end) / 2 };
    start = end;
    return segment;
  });
}

/** The wheel's turn (degrees clockwise) that brings `mid` under the top pointer after at least `from` plus TURNS whole turns. */
export function turnTo(mid: number, from: number): number {
  return Math.ceil(from / 360) * 360 + TURNS * 360 + ((360 - mid) % 360);
}

/** The wheel picture (module docstring). */
export function FortunaWheel({ prizes, revealed, stage, busy, canPick, onPick }: BonusPictureProps) {
  const t = useT();
  const wheel = useRef<SVGGElement>(null);
  const turn = useRef(0);
  const segments = wheelSegments(prizes.map((p) => p.weight));
  const hit = revealed ? revealed.board[revealed.pick]! : null;
  // The turn follows the server's answer: set once per play, from where the last spin stopped.
  useLayoutEffect(() => {
    if (hit === null || !revealed) return;
    turn.current = turnTo(segments[hit]!.mid, turn.current);
    wheel.current?.style.setProperty('--wheel-turn', `${turn.current}deg`);
    wheel.current?.setAttribute('data-turn', String(turn.current));
    // Once per play.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [revealed]);
  const stopped = hit !== null && stage === 'all';
  return (
    <div className="fortuna" data-testid="bonus-board" data-stage={revealed ? stage : undefined}>
      <svg className="fortuna-wheel" viewBox={`${-R - 8} ${-R - 14} ${2 * R + 16} ${2 * R + 22}`} role="img" aria-label={t('bonus_game_wheel')}>
        <circle className="fortuna-rim" r={R + 6} />
        <g ref={wheel} className="fortuna-spinner" data-testid="fortuna-spinner" data-spinning={hit !== null && !stopped ? 'true' : undefined}>
          {segments.map((s, i) => {
            const large = s.end - s.start > 180 ? 1 : 0;
            const d = segments.length === 1 ? `M0 ${-R} A${R} ${R} 0 1 1 0 ${R} A${R} ${R} 0 1 1 0 ${-R}Z` : `M0 0 L${at(s.start, R)} A${R} ${R} 0 ${large} 1 ${at(s.end, R)} Z`;
            return (
              <g key={i} className={`fortuna-segment fortuna-color-${i % 6}`} data-testid={`fortuna-segment-${i}`} data-mid={s.mid}
                data-hit={stopped && hit === i ? 'true' : undefined} data-prize={prizes[i]!.minor}>
                <path d={d} />
                <text transform={`rotate(${s.mid - 90}) translate(${R - 8} 0)`} textAnchor="end" dominantBaseline="central" direction="ltr">{prizes[i]!.short}</text>
              </g>
            );
          })}
          <circle className="fortuna-hub" r="16" />
        </g>
        <path className="fortuna-pointer" d={`M-9 ${-R - 12} L9 ${-R - 12} L0 ${-R + 8} Z`} />
      </svg>
      <Button className="button fortuna-spin" data-testid="bonus-game-place-0" isPending={busy} isDisabled={busy || !canPick} onPress={() => onPick(0)}>
        {t('bonus_game_spin')}
      </Button>
    </div>
  );
}
