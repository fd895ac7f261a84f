/**
 * The combination controls of the coupon (spec §3 Coupon state, Bet): on a system the system
 * value ("2 of 3": every size the legs allow, with its combinations) and each bet's banker mark
 * (isActiveSystemBanker; a banker is disabled where Bet isDisabledBanker), and on a multi-bet by
 * blocks the block (A, B, …) each bet is put in. Every choice goes to the coupon store.
 */
import { CheckboxButton, CheckboxField } from 'react-aria-components';
import { setSystemValue } from '../../client/coupon/coupon-store.ts';
import { systemValues } from '../../domain/coupon/arithmetic.ts';
import type { ValidationLeg } from '../../domain/coupon/validation.ts';
import { useT } from '../shell/i18n.tsx';
import { SelectField } from '../shell/SelectField.tsx';
import { blockName } from './figures.ts';

/** The banker mark of a bet of a system (spec §3 isActiveSystemBanker; Bet isDisabledBanker). */
export interface BankerControl {
  selected: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}

/** The block of a bet of a multi-bet by blocks. */
export interface BlockControl {
  blockId: number;
  /** Blocks offered: A.. up to this many. */
  count: number;
  onChange: (blockId: number) => void;
}

/** Names a bet's control after its outcome and game (the controls have no visible label). */
type BetNames = { outcome: string; game: string };

/** A bet's banker checkbox. */
export function BankerField({ banker, bet }: { banker: BankerControl; bet: BetNames }) {
  const t = useT();
  return (
    <CheckboxField
      className="coupon-banker-field"
      isSelected={banker.selected}
      isDisabled={banker.disabled}
      onChange={banker.onChange}
      aria-label={t('coupon_banker_bet', bet)}
    >
      <CheckboxButton className="checkbox coupon-banker">
        <span className="checkbox-box" aria-hidden="true" />
        <span aria-hidden="true">{t('coupon_banker')}</span>
      </CheckboxButton>
    </CheckboxField>
  );
}

/** A bet's block select (A, B, … up to `block.count`). */
export function BlockSelect({ block, bet }: { block: BlockControl; bet: BetNames }) {
  const t = useT();
  return (
    <SelectField
      className="coupon-block"
      labelClassName="coupon-label"
      ariaLabel={t('coupon_block_bet', bet)}
      value={block.blockId}
      onChange={block.onChange}
      options={Array.from({ length: block.count }, (_, id) => ({ id, text: t('coupon_block_name', { name: blockName(id) }) }))}
    />
  );
}

/** The system value select of a system: the sizes its legs allow; nothing when they allow none. */
export function SystemValueSelect({ legs, value }: { legs: readonly ValidationLeg[]; value: number }) {
  const t = useT();
  const options = systemValues(legs);
  if (options.length === 0) return null;
  return (
    <SelectField
      className="coupon-system"
      labelClassName="coupon-label"
      label={t('coupon_system_value')}
      value={value}
      onChange={setSystemValue}
      options={options.map((o) => ({ id: o.value, text: t('coupon_system_option', { value: o.value, legs: o.offset + 1, combo: o.combo }) }))}
    />
  );
}
