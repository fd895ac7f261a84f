/**
 * Dice of our game server (src/domain/casino/dice.ts): a 0–100 slider for the target, the side
 * that wins as a radio group, the win chance and multiplier of the bet (the domain's rules), and
 * the last round as a marker moving along the bar from 0 to the fair roll (a CSS transition; with
 * reduced motion it stands at the roll at once), then the result in words and the new balance.
 */
import { roundWon } from '../../../domain/game-server/play.ts';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { Label, Radio, RadioGroup, Slider, SliderOutput, SliderThumb, SliderTrack, useLocale } from 'react-aria-components';
import { DICE_OUTCOMES, isAllowedBet, multiplier, winningRolls, type DiceBet } from '../../../domain/casino/dice.ts';
import { useT } from '../../shell/i18n.tsx';
import type { FairGameProps, RoundPictureProps } from './contract.ts';

/** Dictionary keys the dice presentation uses. */
export const DICE_KEYS = [
  'gs_target', 'gs_dice_side', 'gs_under', 'gs_over', 'gs_win_chance', 'gs_payout_multiplier', 'gs_roll', 'gs_rolling', 'gs_balance',
  'gs_dice_under_win', 'gs_dice_under_lose', 'gs_dice_over_win', 'gs_dice_over_lose',
] as const;

/** The nearest target (whole hundredths, moved in steps of 1.00) the domain allows for the side. */
function allowedTarget(side: DiceBet['side'], target: number): number {
  let t = Math.min(9999, Math.max(1, target));
  const towardCentre = t < 5000 ? 100 : -100;
  while (!isAllowedBet({ side, target: t })) t += towardCentre;
  return t;
}

/** A finished dice round: the bar with the winning range of its bet and the marker standing at the roll (verify page). */
export function DicePicture({ round }: RoundPictureProps) {
  const { locale } = useLocale();
  const t = useT();
  const bar = useRef<HTMLDivElement>(null);
  const marker = useRef<HTMLSpanElement>(null);
  const params = round.params.game === 'dice' ? round.params : null;
  const roll = Number(round.result.roll);
  useLayoutEffect(() => {
    if (!params) return;
    bar.current?.style.setProperty('--dice-target', String(params.target / 100));
    marker.current?.style.setProperty('--dice-roll', String(roll));
  }, [params, roll]);
  if (!params) return null;
  const two = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const won = roundWon(round.game, round.stakeMinor, round.payoutMinor);
  return (
    <div className="dice-picture">
      <p>{params.side === 'under' ? t('gs_under') : t('gs_over')} {two.format(params.target / 100)}</p>
      <div className="dice-bar" ref={bar} data-side={params.side} aria-hidden="true">
        <span className="dice-bar-win" />
        <span className="dice-marker" ref={marker} data-win={won}>{two.format(roll)}</span>
      </div>
      <div className="dice-scale" aria-hidden="true"><span>{two.format(0)}</span><span>{two.format(50)}</span><span>{two.format(100)}</span></div>
    </div>
  );
}

/** The dice presentation: controls → `{ game: 'dice', target, side }`, round view → bar and words. */
export function DiceGame({ params, onParams, round, busy, balanceMinor, money }: FairGameProps<'dice'>) {
  const t = useT();
  const { locale } = useLocale();
  const two = useMemo(() => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }), [locale]);
  const four = useMemo(() => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 4 }), [locale]);
  const bet: DiceBet = { target: params.target, side: params.side };
  const chance = (winningRolls(bet) / DICE_OUTCOMES) * 100;
  const played = round?.game === 'dice' && round.params.game === 'dice' ? { roll: Number(round.result.roll), params: round.params, round } : null;
  const roundKey = round ? `${round.seed.seedId}-${round.nonce}` : null;

  // Bar geometry through custom properties set on the element (CSSOM, allowed by the CSP; no style attribute).
  const bar = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    bar.current?.style.setProperty('--dice-target', String(params.target / 100));
  }, [params.target]);
  const marker = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const el = marker.current;
    if (!el || !played) return;
    el.dataset.moving = 'false';
    el.style.setProperty('--dice-roll', '0');
    void el.offsetWidth; // the start position is laid out before the transition to the roll
    el.dataset.moving = 'true';
    el.style.setProperty('--dice-roll', String(played.roll));
    // Once per round.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roundKey]);

  const won = played !== null && roundWon(played.round.game, played.round.stakeMinor, played.round.payoutMinor);
  const words = played
    ? t(`gs_dice_${played.params.side}_${won ? 'win' : 'lose'}`, {
      roll: two.format(played.roll), target: two.format(played.params.target / 100),
      amount: money(won ? played.round.payoutMinor : played.round.stakeMinor),
    })
    : '';

  return (
    <div className="dice-game" data-side={params.side}>
      <Slider className="dice-slider" minValue={0} maxValue={100} step={1} value={params.target / 100} isDisabled={busy}
        onChange={(v) => onParams({ ...params, target: allowedTarget(params.side, Math.round(v * 100)) })} formatOptions={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }}>
        <div className="dice-slider-head"><Label>{t('gs_target')}</Label><SliderOutput data-testid="dice-target" /></div>
        <SliderTrack className="dice-track">
          <SliderThumb className="dice-thumb" data-testid="dice-thumb" />
        </SliderTrack>
      </Slider>
      <RadioGroup className="dice-side" value={params.side} orientation="horizontal" isDisabled={busy}
        onChange={(v) => { const side = v as DiceBet['side']; onParams({ ...params, side, target: allowedTarget(side, params.target) }); }}>
        <Label>{t('gs_dice_side')}</Label>
        <div className="dice-side-options">
          <Radio value="under" data-testid="dice-under">{t('gs_under')}</Radio>
          <Radio value="over" data-testid="dice-over">{t('gs_over')}</Radio>
        </div>
      </RadioGroup>
      <dl className="fair-facts">
        <div><dt>{t('gs_win_chance')}</dt><dd data-testid="dice-chance">{two.format(chance)} %</dd></div>
        <div><dt>{t('gs_payout_multiplier')}</dt><dd data-testid="dice-multiplier">{four.format(multiplier(bet))}×</dd></div>
      </dl>
      <div className="dice-bar" ref={bar} data-side={params.side} aria-hidden="true">
        <span className="dice-bar-win" />
        {played && <span className="dice-marker" ref={marker} data-win={won}>{two.format(played.roll)}</span>}
      </div>
      <div className="dice-scale" aria-hidden="true"><span>{two.format(0)}</span><span>{two.format(50)}</span><span>{two.format(100)}</span></div>
      {played && <p className="dice-roll">{t('gs_roll')}: <strong data-testid="dice-roll" data-value={played.roll}>{two.format(played.roll)}</strong></p>}
      <p className="fair-words" aria-live="polite" data-testid="dice-words" data-win={played ? won : undefined}>
        {busy ? t('gs_rolling') : words}
        {!busy && played && balanceMinor !== null && <> · {t('gs_balance')}: {money(balanceMinor)}</>}
      </p>
    </div>
  );
}
