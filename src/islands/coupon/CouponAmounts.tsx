/**
 * The coupon's amounts (spec §3 Coupon state, Coupon settings; §5 coupon validation; §9 coupon
 * constants): the stake fields with their − / + steps (one stake, a stake per line of a system,
 * lucky or patent, a stake per block of a multi-bet by blocks; a stake per bet is in the legs), the
 * brand's minimum and maximum stake, the promo code field (a free bet of the player's that the
 * code names sets the stake; none on many singles), and the summary: total coefficient, bet
 * lines, total stake and potential win. Typed amounts are kept as text with ASCII digits and a
 * dot (src/islands/coupon/figures.ts `normaliseAmount`); figures are in minor units.
 *
 * Test hooks: `data-testid="coupon-potential-win"` (data-minor), `data-testid="coupon-free-bet"`,
 * `data-testid="coupon-promo-error"`, `data-testid="coupon-promo-apply"`.
 */
import { Button, Input, Label, Text, TextField } from 'react-aria-components';
import type { CouponConfig } from '../../../schemas/site-config.ts';
import { PER_BET_AMOUNT_TYPES, setBlockAmount, setPromoCode, usedBlocks, type CouponBet } from '../../client/coupon/coupon-store.ts';
import { formatCoef } from '../../domain/coupon/odds-format.ts';
import { COUPON_TYPE, type CouponTypeId } from '../../domain/coupon/types.ts';
import { currencyExponent, formatMoney, majorToMinor, type AccountKind } from '../../domain/money.ts';
import { freeBetCredit } from '../../domain/bonus/rules.ts';
import { useT } from '../shell/i18n.tsx';
import { PER_LINE_TYPES, amountMinor, blockName, minorToText, normaliseAmount, type CouponFigures } from './figures.ts';

/** A currency as the coupon's money texts take it. */
interface Money {
  iso: string;
  exponent: number;
}

/** A free bet of the player's (spec §3 coupon `promoCodes`): its code, amount in minor units and currency. */
export interface FreeBet {
  code: string;
  amountMinor: number;
  currency: string;
}

/** A stake field: the amount as typed, with buttons that step it down and up by `step` (major units). */
export function AmountField({ label, value, onChange, step, exponent, name }: { label: string; value: string; onChange: (text: string) => void; step: number; exponent: number; name: string }) {
  const t = useT();
  const stepMinor = majorToMinor(step, exponent);
  const current = amountMinor(value, exponent);
  const stepText = minorToText(stepMinor, exponent);
  return (
    <div className="coupon-amount">
      <TextField className="coupon-amount-field" value={value} onChange={onChange} name={name} inputMode="decimal" autoComplete="off">
        <Label className="coupon-label">{label}</Label>
        <div className="coupon-amount-row">
          <Button className="coupon-step" aria-label={t('coupon_amount_decrease', { step: stepText })} onPress={() => onChange(minorToText(Math.max(0, current - stepMinor), exponent))}>
            −
          </Button>
          <Input className="coupon-amount-input" />
          <Button className="coupon-step" aria-label={t('coupon_amount_increase', { step: stepText })} onPress={() => onChange(minorToText(current + stepMinor, exponent))}>
            +
          </Button>
        </div>
      </TextField>
    </div>
  );
}

/** Props of {@link CouponStakes}. */
export interface CouponStakesProps {
  typeId: CouponTypeId;
  bets: readonly CouponBet[];
  /** The coupon's stake as stored (major units), or null for the initial amount. */
  amount: string | null;
  /** The stake as the player is typing it, or null to show the stored one. */
  amountDraft: string | null;
  onAmount(text: string): void;
  /** Each block's stake as typed (major units), by block id. */
  amountByBlockId: Readonly<Record<string, string>>;
  /** The currency's initial amount, as the amount fields show it. */
  initialText: string;
  step: number;
  exponent: number;
  /** The brand's coupon settings (their limits by coupon type and currency). */
  config: CouponConfig;
  /** The currency of the stakes. */
  iso: string;
  /** The account bets are taken from (a bonus account has no maximum). */
  accountType: AccountKind;
  locale: string;
}

/**
 * The coupon's stake fields (a stake per block, or the one stake; types with a stake per bet
 * have theirs in the legs) and the brand's limits for the type and currency.
 */
export function CouponStakes({ typeId, bets, amount, amountDraft, onAmount, amountByBlockId, initialText, step, exponent, config, iso, accountType, locale }: CouponStakesProps) {
  const t = useT();
  const perBet = PER_BET_AMOUNT_TYPES.has(typeId);
  const multiBlock = typeId === COUPON_TYPE.multiBlock;
  // The brand's limits are major-unit texts; shown with the one money formatter (currency sign, its decimals, the page language).
  const limitText = (major: string | undefined) => (major === undefined ? undefined : formatMoney(amountMinor(major, currencyExponent(iso)), { iso, exponent: currencyExponent(iso) }, locale));
  const minText = limitText(config.minAmountCouponTypes.includes(typeId) ? config.minAmountByCurrency[iso] : undefined);
  const maxText = limitText(accountType !== 'bonus' && config.maxAmountCouponTypes.includes(typeId) ? config.maxAmountByCurrency[iso] : undefined);
  return (
    <>
      {multiBlock &&
        usedBlocks(bets).map((id) => (
          <AmountField
            key={id}
            label={t('coupon_block_amount', { name: blockName(id) })}
            name={`amount-block-${id}`}
            value={amountByBlockId[String(id)] ?? initialText}
            onChange={(text) => setBlockAmount(id, normaliseAmount(text))}
            step={step}
            exponent={exponent}
          />
        ))}
      {!perBet && !multiBlock && (
        <AmountField
          label={t(PER_LINE_TYPES.has(typeId) ? 'coupon_amount_per_line' : 'coupon_amount')}
          name="amount"
          value={amountDraft ?? amount ?? initialText}
          onChange={onAmount}
          step={step}
          exponent={exponent}
        />
      )}
      {(minText !== undefined || maxText !== undefined) && (
        <p className="coupon-limits">
          {minText !== undefined && <span className="coupon-min">{t('coupon_min_amount', { amount: minText })}</span>}
          {maxText !== undefined && <span className="coupon-max">{t('coupon_max_amount', { amount: maxText })}</span>}
        </p>
      )}
    </>
  );
}

/** Props of {@link PromoCodeField}. */
export interface PromoCodeFieldProps {
  typeId: CouponTypeId;
  /** The code as typed. */
  value: string;
  /** Why the code was refused, or null. */
  error: string | null;
  /** The player's free bet the code names, if any. */
  freeBet: FreeBet | undefined;
  /** Offer the apply button (a logged-in player, a code of 3 or more characters, no free bet yet). */
  canApply: boolean;
  onApply(): void;
  money: Money;
  locale: string;
}

/** The promo code field (disabled on many singles, spec §5), its apply button and the free bet it names. */
export function PromoCodeField({ typeId, value, error, freeBet, canApply, onApply, money, locale }: PromoCodeFieldProps) {
  const t = useT();
  const manySingles = typeId === COUPON_TYPE.manySingles;
  return (
    <>
      <TextField className="coupon-promo" value={manySingles ? '' : value} onChange={setPromoCode} isDisabled={manySingles} maxLength={32} autoComplete="off" name="promoCode">
        <Label className="coupon-label">{t('coupon_promo_code')}</Label>
        <Input className="coupon-text-input" />
        {manySingles && <Text slot="description" className="coupon-hint">{t('coupon_error_promo_code_not_allowed')}</Text>}
        {error && <Text slot="description" className="coupon-hint form-error" data-testid="coupon-promo-error">{error}</Text>}
        {freeBet && <Text slot="description" className="coupon-hint" data-testid="coupon-free-bet">{t('coupon_free_bet', { amount: formatMoney(freeBet.amountMinor, money, locale) })}</Text>}
      </TextField>
      {canApply && (
        <Button className="button button-secondary coupon-promo-apply" onPress={onApply} data-testid="coupon-promo-apply">{t('bonus_promo_submit')}</Button>
      )}
    </>
  );
}

/** Props of {@link CouponSummary}. */
export interface CouponSummaryProps {
  figures: Pick<CouponFigures, 'coef' | 'lines' | 'totalStakeMinor' | 'potentialWinMinor'>;
  coefViewId: number;
  /** Show the potential win (coupon settings `isPossibleWinShown`). */
  showPotentialWin: boolean;
  /** A free bet's stake is not paid back: the win shown is less it. */
  freeBet: FreeBet | undefined;
  money: Money;
  locale: string;
}

/** The coupon's summary: total coefficient, bet lines and total stake where the type has them, potential win. */
export function CouponSummary({ figures, coefViewId, showPotentialWin, freeBet, money, locale }: CouponSummaryProps) {
  const t = useT();
  return (
    <dl className="coupon-summary">
      {figures.coef !== null && (
        <div>
          <dt>{t('coupon_total_coef')}</dt>
          <dd className="coupon-total-coef">{formatCoef(figures.coef, coefViewId)}</dd>
        </div>
      )}
      {figures.lines !== null && (
        <div>
          <dt>{t('coupon_lines')}</dt>
          <dd className="coupon-lines">{figures.lines}</dd>
        </div>
      )}
      {figures.totalStakeMinor !== null && figures.lines !== null && (
        <div>
          <dt>{t('coupon_total_stake')}</dt>
          <dd className="coupon-total-stake">{formatMoney(figures.totalStakeMinor, money, locale)}</dd>
        </div>
      )}
      {showPotentialWin && (
        <div>
          <dt>{t('coupon_potential_win')}</dt>
          <dd data-testid="coupon-potential-win" data-minor={figures.potentialWinMinor ?? undefined}>
            {figures.potentialWinMinor === null ? '—' : formatMoney(freeBet ? freeBetCredit(figures.potentialWinMinor, freeBet.amountMinor) : figures.potentialWinMinor, money, locale)}
          </dd>
        </div>
      )}
    </dl>
  );
}
