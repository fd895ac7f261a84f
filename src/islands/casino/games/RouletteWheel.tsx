/**
 * European roulette drawn for the game page and the verify page (rules: src/domain/casino/roulette.ts):
 * the single-zero wheel in SVG with its 37 pockets in their real order (`WHEEL_ORDER`), turned so
 * the pocket of the round stands under the pointer at the top, and the round's bets with what each
 * returned. `RoulettePicture` is the finished round drawn from its round view alone (no animation);
 * the game's presentation (RouletteGame.tsx) animates the same wheel to the same end state.
 */
import { forwardRef, useMemo } from 'react';
import { useLocale } from 'react-aria-components';
import { WHEEL_ORDER, oddsToOne, pocketColour, type RouletteBet } from '../../../domain/casino/roulette.ts';
import { useT } from '../../shell/i18n.tsx';
import type { GsRoundView } from '../../../../schemas/game-server.ts';

/** Dictionary keys of the wheel, the bet names and the round picture. */
export const ROULETTE_PICTURE_KEYS = [
  'gs_rl_wheel', 'gs_rl_colour_red', 'gs_rl_colour_black', 'gs_rl_colour_green', 'gs_rl_pays', 'gs_rl_bet_won', 'gs_rl_bet_lost',
  'gs_rl_bet_straight', 'gs_rl_bet_split', 'gs_rl_bet_street', 'gs_rl_bet_trio', 'gs_rl_bet_corner', 'gs_rl_bet_firstFour', 'gs_rl_bet_sixLine',
  'gs_rl_bet_column', 'gs_rl_bet_dozen', 'gs_rl_red', 'gs_rl_black', 'gs_rl_odd', 'gs_rl_even', 'gs_rl_low', 'gs_rl_high', 'gs_rl_landed',
] as const;

/** Degrees of one pocket on the wheel. */
const STEP = 360 / WHEEL_ORDER.length;

/**
 * The wheel's turn (degrees, clockwise) that brings `pocket` under the top pointer: a number
 * ≡ −(its place in WHEEL_ORDER × STEP) mod 360.
 */
export function restingTurn(pocket: number): number {
  return -WHEEL_ORDER.indexOf(pocket) * STEP;
}

/** A point at `deg` clockwise from the top at radius `r` (SVG user units, centre 0,0). */
function at(deg: number, r: number): [number, number] {
  const rad = (deg * Math.PI) / 180;
  return [r * Math.sin(rad), -r * Math.cos(rad)];
}

/** The sector path of the pocket at place `i` between radii `inner` and `outer`. */
function sector(i: number, inner: number, outer: number): string {
  const [a0, a1] = [(i - 0.5) * STEP, (i + 0.5) * STEP];
  const [x0, y0] = at(a0, outer);
  const [x1, y1] = at(a1, outer);
  const [x2, y2] = at(a1, inner);
  const [x3, y3] = at(a0, inner);
  const f = (n: number) => n.toFixed(3);
  return `M${f(x0)} ${f(y0)}A${outer} ${outer} 0 0 1 ${f(x1)} ${f(y1)}L${f(x2)} ${f(y2)}A${inner} ${inner} 0 0 0 ${f(x3)} ${f(y3)}Z`;
}

/** Props of the wheel. */
interface WheelProps {
  /** The pocket the ball rests in (shown in the hub, the ball drawn), or null while none is shown. */
  pocket: number | null;
  /** Whether the wheel is still turning (the ball and the hub number wait). */
  turning?: boolean;
}

/**
 * The wheel: a turning group (`.rl-wheel-turn`, its angle in the custom property `--rl-turn`, set
 * by the caller through the forwarded ref or, at rest, from `pocket`), a fixed pointer and ball at the
 * top, and the resting pocket's number in the hub. The pockets carry `data-pocket` for tests.
 */
export const RouletteWheel = forwardRef<SVGGElement, WheelProps>(function RouletteWheel({ pocket, turning = false }, turnRef) {
  const t = useT();
  const { locale } = useLocale();
  const int = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const shown = pocket !== null && !turning;
  return (
    <svg className="rl-wheel" viewBox="-100 -100 200 200" role="img" data-testid="rl-wheel"
      data-pocket={shown ? pocket : undefined} aria-label={shown ? `${t('gs_rl_wheel')}: ${int.format(pocket)}` : t('gs_rl_wheel')}>
      <circle className="rl-wheel-rim" r="99" />
      <g className="rl-wheel-turn" ref={turnRef}>
        {WHEEL_ORDER.map((n, i) => {
          const [tx, ty] = at(i * STEP, 80);
          return (
            <g key={n} className="rl-pocket" data-pocket={n} data-colour={pocketColour(n)} data-hit={shown && n === pocket ? 'true' : undefined}>
              <path d={sector(i, 62, 93)} />
              <text x={tx.toFixed(3)} y={ty.toFixed(3)} transform={`rotate(${(i * STEP).toFixed(3)} ${tx.toFixed(3)} ${ty.toFixed(3)})`} textAnchor="middle" dominantBaseline="central">{int.format(n)}</text>
            </g>
          );
        })}
        <circle className="rl-wheel-cone" r="62" />
        {WHEEL_ORDER.map((_, i) => {
          const [x0, y0] = at((i + 0.5) * STEP, 40);
          const [x1, y1] = at((i + 0.5) * STEP, 62);
          return i % 3 === 0 ? <line key={i} className="rl-wheel-spoke" x1={x0.toFixed(3)} y1={y0.toFixed(3)} x2={x1.toFixed(3)} y2={y1.toFixed(3)} /> : null;
        })}
      </g>
      <circle className="rl-wheel-hub" r="36" />
      {shown && (
        <>
          <circle className="rl-wheel-ball" cx="0" cy="-68" r="5" />
          <text className="rl-wheel-result" data-colour={pocketColour(pocket)} x="0" y="0" textAnchor="middle" dominantBaseline="central">{int.format(pocket)}</text>
        </>
      )}
      <path className="rl-wheel-pointer" d="M-6 -100L6 -100L0 -88Z" />
    </svg>
  );
});

/** The name of a bet in the page language: its kind with the numbers it covers (or its dozen, column, side). */
export function useBetName(): (bet: Pick<RouletteBet, 'kind' | 'numbers' | 'index'>) => string {
  const t = useT();
  const { locale } = useLocale();
  const int = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  return (bet) => {
    switch (bet.kind) {
      case 'column': return t('gs_rl_bet_column', { index: int.format(bet.index ?? 0) });
      case 'dozen': {
        const i = bet.index ?? 1;
        return t('gs_rl_bet_dozen', { from: int.format((i - 1) * 12 + 1), to: int.format(i * 12) });
      }
      case 'red': case 'black': case 'odd': case 'even': case 'low': case 'high':
        return t(`gs_rl_${bet.kind}`, { from: int.format(bet.kind === 'high' ? 19 : 1), to: int.format(bet.kind === 'high' ? 36 : 18) });
      default:
        return t(`gs_rl_bet_${bet.kind}`, { numbers: [...(bet.numbers ?? [])].sort((a, b) => a - b).map((n) => int.format(n)).join('/') });
    }
  };
}

/** What a bet pays, "35:1", in the page's digits. */
export function usePays(): (bet: RouletteBet) => string {
  const t = useT();
  const { locale } = useLocale();
  const int = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  return (bet) => t('gs_rl_pays', { odds: int.format(oddsToOne(bet)) });
}

/** Props of the list of a round's bets. */
interface BetResultsProps {
  bets: readonly RouletteBet[];
  /** What each bet returned (stake included), minor units, in the order of `bets`; absent before the round. */
  returns?: readonly number[];
  money: (minor: number) => string;
}

/** The bets with stake and odds, and once played what each returned (won: the amount; lost). */
export function BetResults({ bets, returns, money }: BetResultsProps) {
  const t = useT();
  const name = useBetName();
  const pays = usePays();
  return (
    <ul className="rl-bet-list" data-testid="rl-bet-list">
      {bets.map((bet, i) => {
        const back = returns?.[i];
        return (
          <li key={i} data-kind={bet.kind} data-result={back === undefined ? undefined : back > 0 ? 'won' : 'lost'}>
            <span className="rl-bet-name">{name(bet)}</span>
            <span className="rl-bet-stake">{money(bet.stakeMinor)}</span>
            <span className="rl-bet-pays">{pays(bet)}</span>
            {back !== undefined && <span className="rl-bet-outcome">{back > 0 ? t('gs_rl_bet_won', { amount: money(back) }) : t('gs_rl_bet_lost')}</span>}
          </li>
        );
      })}
    </ul>
  );
}

/** The finished round for the verify page: the wheel at rest on the round's pocket and what each bet returned. */
export function RoulettePicture({ round, money }: { round: GsRoundView; money: (minor: number) => string }) {
  const t = useT();
  const { locale } = useLocale();
  if (round.params.game !== 'roulette') return null;
  const pocket = Number(round.result.pocket);
  const returns = Array.isArray(round.result.returns) ? (round.result.returns as unknown[]).map(Number) : undefined;
  return (
    <div className="rl-picture">
      <RestingWheel pocket={pocket} />
      <p>{t('gs_rl_landed', { pocket: new Intl.NumberFormat(locale).format(pocket), colour: t(`gs_rl_colour_${pocketColour(pocket)}`) })}</p>
      <BetResults bets={round.params.bets} returns={returns} money={money} />
    </div>
  );
}

/** The wheel standing still on `pocket` (its turn set without a transition). */
function RestingWheel({ pocket }: { pocket: number }) {
  return <RouletteWheel pocket={pocket} ref={(el) => { el?.style.setProperty('--rl-turn', `${restingTurn(pocket)}deg`); }} />;
}
