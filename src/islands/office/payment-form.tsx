/**
 * The account and amount fields shared by the recharge and deduce islands: a react-aria select of
 * the player's money accounts (shown when there is more than one) and the amount in the account's
 * major units, checked with the same rule the server applies (`parseMajorAmount`,
 * src/domain/money.ts: positive, at most the currency's decimals).
 */
import { useHydrated } from '../shell/use-hydrated.ts';
import { Input, Label, TextField } from 'react-aria-components';
import { parseMajorAmount } from '../../domain/money.ts';
import type { PaymentPageData } from '../../domain/pages/office-money.ts';
import { useT } from '../shell/i18n.tsx';
import { SelectField } from '../shell/SelectField.tsx';

/** One account of the payment pages. */
export type PaymentAccount = PaymentPageData['accounts'][number];

/** Dictionary keys of the fields. */
export const PAYMENT_FORM_KEYS = ['payment_account', 'payment_amount', 'payment_amount_invalid'] as const;

// react-aria's Select renders a hidden native select with an inline style, which the page's CSP
// refuses in server HTML, so selects appear once the island runs (after hydration).
export { useHydrated } from '../shell/use-hydrated.ts';

/** The amount in minor units, or null when it is not a positive amount of the currency. */
export function amountMinor(text: string, account: PaymentAccount | undefined): number | null {
  if (!account) return null;
  const minor = parseMajorAmount(text.trim(), account.exponent);
  return minor === null || minor <= 0 ? null : minor;
}

interface Props {
  accounts: PaymentAccount[];
  accountId: number | null;
  onAccount: (id: number) => void;
  amount: string;
  onAmount: (text: string) => void;
}

/** The account select and the amount field. */
export function PaymentFields({ accounts, accountId, onAccount, amount, onAmount }: Props) {
  const t = useT();
  const account = accounts.find((a) => a.id === accountId);
  const invalid = amount.trim() !== '' && amountMinor(amount, account) === null;
  const hydrated = useHydrated();
  return (
    <>
      {hydrated && accounts.length > 1 && (
        <SelectField
          label={t('payment_account')}
          testId="payment-account"
          value={accountId}
          onChange={onAccount}
          options={accounts.map((item) => ({ id: item.id, text: `${item.iso} · ${item.labelWithSymbol}`, textValue: `${item.iso} ${item.labelWithSymbol}` }))}
        />
      )}
      <TextField className="field" value={amount} onChange={onAmount} isRequired inputMode="decimal" isInvalid={invalid}>
        <Label>
          {t('payment_amount')} ({account?.iso ?? ''})
        </Label>
        <Input className="input" data-testid="payment-amount" />
        {invalid && <span className="form-error">{t('payment_amount_invalid', { decimals: account?.exponent ?? 0 })}</span>}
      </TextField>
    </>
  );
}
