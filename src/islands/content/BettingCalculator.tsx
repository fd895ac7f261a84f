/**
 * Betting calculator island (block `bettingCalculator`): the bet type (single, express, system),
 * the odds of each selection and the stake in; bets, total stake, total odds and potential payout
 * out, computed with the coupon arithmetic of src/domain/coupon (src/domain/coupon/calculator.ts).
 * react-aria-components fields; all text from the dictionary ({@link BETTING_CALCULATOR_KEYS}).
 * Rendered in the browser only (`client:only`): react-aria's radio and select carry visually-hidden
 * inputs with `style` attributes, which the portal's CSP refuses in server-rendered HTML.
 */
import { useMemo, useState } from 'react';
import { Button, Group, Input, Label, ListBox, ListBoxItem, NumberField, Popover, Radio, RadioGroup, Select, SelectValue } from 'react-aria-components';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';
import {
  calculate,
  calculatorSystemSizes,
  CALCULATOR_MAX_COEF,
  CALCULATOR_MAX_LEGS,
  CALCULATOR_MIN_COEF,
  legsUsed,
  type CalculatorType,
} from '../../domain/coupon/calculator.ts';
import { formatMoney, majorToMinor, type MoneyCurrency } from '../../domain/money.ts';

/** Dictionary keys of the island. */
export const BETTING_CALCULATOR_KEYS = [
  'calc_bet_type', 'coupon_type_0', 'coupon_type_1', 'coupon_type_2', 'coupon_amount', 'calc_stake_per_bet',
  'calc_selection', 'calc_add_selection', 'calc_remove_selection', 'coupon_system_value', 'coupon_system_option',
  'calc_bets', 'coupon_total_stake', 'coupon_total_coef', 'coupon_potential_win', 'calc_enter_figures',
  'calc_system_needs_legs', 'calc_result',
] as const;

/** Props of the calculator island. */
export interface BettingCalculatorProps extends IslandI18nProps {
  id?: string | undefined;
  /** Heading and text; the block wrapper renders them on the server and leaves them out here. */
  title?: string | undefined;
  text?: string | undefined;
  /** The currency amounts are shown in (the brand's). */
  currency: MoneyCurrency;
  initialType: CalculatorType;
  /** Odds filled in at first (stories, tests); default two/three empty selections. */
  initialCoefs?: (number | null)[];
  /** Stake filled in at first, major units. */
  initialStake?: number | null;
}

const TYPE_LABEL: Record<CalculatorType, string> = { single: 'coupon_type_0', express: 'coupon_type_1', system: 'coupon_type_2' };

function Calculator({ locale, id, title, text, currency, initialType, initialCoefs, initialStake = null }: Omit<BettingCalculatorProps, 'lng' | 'messages'>) {
  const t = useT();
  const [type, setType] = useState<CalculatorType>(initialType);
  const [coefs, setCoefs] = useState<(number | null)[]>(initialCoefs ?? (initialType === 'system' ? [null, null, null] : [null, null]));
  const [stake, setStake] = useState<number | null>(initialStake);
  const [systemValue, setSystemValue] = useState<number>(2);
  const shown = legsUsed(type, coefs.length);
  const sizes = type === 'system' ? calculatorSystemSizes(coefs.length) : [];
  const result = useMemo(
    () => calculate({ type, coefs, stakeMinor: stake === null ? null : majorToMinor(stake, currency.exponent), systemValue }),
    [type, coefs, stake, systemValue, currency.exponent],
  );
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const setCoef = (index: number, value: number) => setCoefs((all) => all.map((c, i) => (i === index ? (Number.isNaN(value) ? null : value) : c)));
  const fractionDigits = currency.exponent;
  return (
    <div className="block-calculator-body" id={id}>
      {title && <h2>{title}</h2>}
      {text && <p>{text}</p>}
      <div className="calculator">
        <RadioGroup className="calculator-type" value={type} onChange={(value) => setType(value as CalculatorType)} orientation="horizontal">
          <Label>{t('calc_bet_type')}</Label>
          {(['single', 'express', 'system'] as const).map((value) => (
            <Radio key={value} value={value} className="radio calculator-type-option"><span className="radio-dot" aria-hidden="true" />{t(TYPE_LABEL[value])}</Radio>
          ))}
        </RadioGroup>
        <ol className="calculator-legs">
          {coefs.slice(0, shown).map((coef, index) => (
            <li key={index} className="calculator-leg">
              <NumberField
                value={coef ?? Number.NaN}
                onChange={(value) => setCoef(index, value)}
                minValue={CALCULATOR_MIN_COEF}
                maxValue={CALCULATOR_MAX_COEF}
                step={0.01}
                formatOptions={{ minimumFractionDigits: 2, maximumFractionDigits: 3 }}
                className="calculator-field"
              >
                <Label>{t('calc_selection', { index: index + 1 })}</Label>
                <Input inputMode="decimal" />
              </NumberField>
              {type !== 'single' && coefs.length > (type === 'system' ? 3 : 2) && (
                <Button className="button button-secondary calculator-remove" onPress={() => setCoefs((all) => all.filter((_, i) => i !== index))}>
                  {t('calc_remove_selection', { index: index + 1 })}
                </Button>
              )}
            </li>
          ))}
        </ol>
        {type !== 'single' && coefs.length < CALCULATOR_MAX_LEGS && (
          <Button className="button button-secondary" onPress={() => setCoefs((all) => [...all, null])}>{t('calc_add_selection')}</Button>
        )}
        {type === 'system' && sizes.length > 0 && (
          <Select
            className="calculator-field"
            selectedKey={sizes.some((s) => s.value === systemValue) ? String(systemValue) : String(sizes[0]!.value)}
            onSelectionChange={(key) => setSystemValue(Number(key))}
          >
            <Label>{t('coupon_system_value')}</Label>
            <Button className="select-trigger"><SelectValue /></Button>
            <Popover>
              <ListBox>
                {sizes.map((size) => (
                  <ListBoxItem key={size.value} id={String(size.value)}>
                    {t('coupon_system_option', { value: size.value, legs: size.legs, combo: size.combo })}
                  </ListBoxItem>
                ))}
              </ListBox>
            </Popover>
          </Select>
        )}
        <NumberField
          value={stake ?? Number.NaN}
          onChange={(value) => setStake(Number.isNaN(value) ? null : value)}
          minValue={0}
          formatOptions={{ minimumFractionDigits: 0, maximumFractionDigits: fractionDigits }}
          className="calculator-field"
        >
          <Label>{t(type === 'system' ? 'calc_stake_per_bet' : 'coupon_amount')}</Label>
          <Group>
            <Input inputMode="decimal" />
          </Group>
        </NumberField>
        <div className="calculator-result" role="status" aria-label={t('calc_result')}>
          {result.ok ? (
            <dl>
              <dt>{t('calc_bets')}</dt>
              <dd data-testid="calc-lines">{result.lines}</dd>
              <dt>{t('coupon_total_stake')}</dt>
              <dd data-testid="calc-total-stake" data-minor={result.totalStakeMinor}>{money(result.totalStakeMinor)}</dd>
              {result.totalCoef !== null && (
                <>
                  <dt>{t('coupon_total_coef')}</dt>
                  <dd data-testid="calc-total-coef">{String(result.totalCoef)}</dd>
                </>
              )}
              <dt>{t('coupon_potential_win')}</dt>
              <dd data-testid="calc-payout" data-minor={result.payoutMinor}>{money(result.payoutMinor)}</dd>
            </dl>
          ) : (
            <p>{t(result.problem === 'system_legs' ? 'calc_system_needs_legs' : 'calc_enter_figures')}</p>
          )}
        </div>
      </div>
    </div>
  );
}

/** The calculator island. */
export default function BettingCalculator({ lng, locale, messages, ...props }: BettingCalculatorProps) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <Calculator locale={locale} {...props} />
    </IslandI18n>
  );
}
