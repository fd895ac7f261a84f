/**
 * Data of the office pages about the player's profile and money (spec §2 Personal office:
 * `account`, `historypay`, `recharge`, `deduce`; §3 Account, Payment history entry), as the page
 * components receive them. Amounts are major-unit numbers for display with the ISO code, and
 * exact minor units where the page computes.
 */

/** One of the player's open accounts (spec §3 Account), types 0 main, 4 bonus, 9 currency. */
export interface OfficeAccount {
  id: number;
  type: number;
  iso: string;
  /** Balance, minor units. */
  moneyMinor: number;
  /** Balance with the currency sign in the page's locale. */
  labelWithSymbol: string;
  isActive: boolean;
  isFrozen: boolean;
}

/** `office/account`: the page's data is loaded by its islands (schemas/office-account.ts). */
export interface OfficeAccountPageData {
  kind: 'office-account';
}

/** One row of the payment history (spec §3 Payment history entry). */
export interface PaymentHistoryRow {
  id: number;
  direction: 'deposit' | 'withdrawal';
  /** pending, success, fail, cancel. */
  status: string;
  /** Signed amount with the ISO code, e.g. "-50.00 RUB". */
  amountText: string;
  /** Creation time, ISO 8601. */
  createdAt: string;
}

/** `office/historypay`: one page of the player's payments, newest first. */
export interface PaymentHistoryPageData {
  kind: 'payment-history';
  rows: PaymentHistoryRow[];
  total: number;
  page: number;
  pages: number;
  /** `deposit`, `withdrawal` or null for both. */
  direction: 'deposit' | 'withdrawal' | null;
  filters: { direction: 'deposit' | 'withdrawal' | null; href: string; active: boolean }[];
  previous: string | null;
  next: string | null;
}

/** `office/recharge` and `office/deduce`: the accounts money can go into or out of. */
export interface PaymentPageData {
  kind: 'recharge' | 'deduce';
  /** Whether the player may deposit now (the office user data's `recharge_allow`). */
  rechargeAllowed: boolean;
  /** Main and currency accounts (the bonus account takes no payments). */
  accounts: (OfficeAccount & { exponent: number })[];
}
