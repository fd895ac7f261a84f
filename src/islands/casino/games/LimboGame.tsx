/**
 * Limbo of our game server (src/domain/casino/limbo.ts): the target multiplier and its win chance
 * (the domain's rule), and the last round's multiplier counting up from 1.00× to the fair result
 * over about a second (requestAnimationFrame; with reduced motion the result shows at once), then
 * the result in words with the amount and the new balance.
 */
import { roundWon } from '../../../domain/game-server/play.ts';
import { useEffect, useMemo, useState } from 'react';
import { Group, Input, Label, NumberField, Button, useLocale } from 'react-aria-components';
import { LIMBO_MAX_INT, MAX_TARGET_CENTS, MIN_TARGET_CENTS, winningIndices } from '../../../domain/casino/limbo.ts';
import { useT } from '../../shell/i18n.tsx';
import { prefersReducedMotion, type FairGameProps, type RoundPictureProps } from './contract.ts';

/** Dictionary keys the limbo presentation uses. */
export const LIMBO_KEYS = ['gs_multiplier', 'gs_win_chance', 'gs_result', 'gs_playing', 'gs_balance', 'gs_limbo_win', 'gs_limbo_lose'] as const;

/** Duration of the count-up, ms. */
const COUNT_MS = 1000;

/** The shown multiplier of a round: counts up from 1 to `result` once per `roundKey` (at once with reduced motion). */
function useCountUp(result: number | null, roundKey: string | null): number | null {
  const [shown, setShown] = useState<number | null>(null);
  useEffect(() => {
    if (result === null) {
      setShown(null);
      return;
    }
    if (prefersReducedMotion() || typeof requestAnimationFrame !== 'function') {
      setShown(result);
      return;
    }
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const p = Math.min(1, (now - start) / COUNT_MS);
      // Ease out: fast at first, settling on the result; the last frame shows the result exactly.
      setShown(p >= 1 ? result : 1 + (result - 1) * (1 - (1 - p) ** 3));
      if (p < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
    // Once per round.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roundKey]);
  return shown;
}

/** A finished limbo round: the result multiplier against the target (verify page). */
export function LimboPicture({ round }: RoundPictureProps) {
  const t = useT();
  const { locale } = useLocale();
  if (round.params.game !== 'limbo') return null;
  const two = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const won = roundWon(round.game, round.stakeMinor, round.payoutMinor);
  return (
    <p className="limbo-result" data-win={won} data-done="true">
      <span className="limbo-result-label">{t('gs_multiplier')} {two.format(round.params.targetCents / 100)}×</span>
      <strong>{two.format(Number(round.result.result))}×</strong>
    </p>
  );
}

/** The limbo presentation: controls → `{ game: 'limbo', targetCents }`, round view → counting multiplier and words. */
export function LimboGame({ params, onParams, round, busy, balanceMinor, money }: FairGameProps<'limbo'>) {
  const t = useT();
  const { locale } = useLocale();
  const two = useMemo(() => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }), [locale]);
  const chance = (winningIndices(params.targetCents) / LIMBO_MAX_INT) * 100;
  const played = round?.game === 'limbo' && round.params.game === 'limbo' ? { result: Number(round.result.result), params: round.params, round } : null;
  const roundKey = round ? `${round.seed.seedId}-${round.nonce}` : null;
  const shown = useCountUp(played?.result ?? null, roundKey);
  const done = played !== null && shown === played.result;
  const won = played !== null && roundWon(played.round.game, played.round.stakeMinor, played.round.payoutMinor);

  const words = played
    ? t(won ? 'gs_limbo_win' : 'gs_limbo_lose', {
      result: two.format(played.result), target: two.format(played.params.targetCents / 100),
      amount: money(won ? played.round.payoutMinor : played.round.stakeMinor),
    })
    : '';

  return (
    <div className="limbo-game">
      <NumberField className="limbo-target" value={params.targetCents / 100} minValue={MIN_TARGET_CENTS / 100} maxValue={MAX_TARGET_CENTS / 100} step={0.01} isDisabled={busy}
        formatOptions={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }}
        onChange={(v) => { if (Number.isFinite(v)) onParams({ ...params, targetCents: Math.round(v * 100) }); }}>
        <Label>{t('gs_multiplier')}</Label>
        <Group className="limbo-target-group">
          <Button slot="decrement">−</Button>
          <Input data-testid="limbo-target" />
          <Button slot="increment">+</Button>
        </Group>
      </NumberField>
      <dl className="fair-facts">
        <div><dt>{t('gs_win_chance')}</dt><dd data-testid="limbo-chance">{two.format(chance)} %</dd></div>
      </dl>
      <p className="limbo-result" data-win={played && done ? won : undefined} data-done={played ? done : undefined}>
        <span className="limbo-result-label">{t('gs_result')}</span>
        <strong data-testid="limbo-result" data-value={played?.result}>{shown === null ? '–' : `${two.format(shown)}×`}</strong>
      </p>
      <p className="fair-words" aria-live="polite" data-testid="limbo-words" data-win={played && done ? won : undefined}>
        {busy ? t('gs_playing') : done ? words : ''}
        {!busy && done && balanceMinor !== null && <> · {t('gs_balance')}: {money(balanceMinor)}</>}
      </p>
    </div>
  );
}
