/**
 * User transfer of spec §3 (User transfer data, Transfer kinds), §4 (User transfer) and §6 ("A
 * user transfer modal shows when an office transfer is required"): a required transfer sends the
 * player to the phone-code flow unless on registration; the query flag `transfered` marks
 * completion. The flow ends with the transferred credentials and a target account chosen by the
 * transfer kind.
 */
import { splitLanguagePrefix } from '../routing/language-prefix.ts';

/** Path of the phone-code transfer flow, without the language prefix. */
export const USER_TRANSFER_PATH = '/user-transfer';
/** Query flag set when the transfer is done (spelling as in spec §4). */
export const TRANSFER_DONE_FLAG = 'transfered';

/** Transfer kinds of spec §3: not allowed, main account allowed, additional account allowed. */
export const TRANSFER_KINDS = ['none', 'main', 'additional'] as const;
/** A transfer kind. */
export type TransferKind = (typeof TRANSFER_KINDS)[number];

/**
 * True when the player has an office transfer to complete: a kind other than `'none'` and a
 * transfer key.
 * @param kind the player's transfer kind
 * @param key the player's transfer key, null when none was issued
 */
export function isTransferRequired(kind: TransferKind, key: string | null): boolean {
  return kind !== 'none' && key !== null && key !== '';
}

/** Input of {@link userTransferRedirect}. */
export interface UserTransferInput {
  /** An office transfer is required for this player. */
  transferRequired: boolean;
  /** URL path with or without the language prefix, no query. */
  path: string;
  /** URL query of the request. */
  query: URLSearchParams;
}

/**
 * True on the registration pages: `/registration` and anything under `/registration/`, with or
 * without the language prefix.
 * @param path URL path
 */
export function isRegistrationPath(path: string): boolean {
  const rest = splitLanguagePrefix(path).rest;
  return rest === '/registration' || rest.startsWith('/registration/');
}

/**
 * True on the transfer flow: {@link USER_TRANSFER_PATH} and anything under it, with or without
 * the language prefix (trailing slashes ignored).
 * @param path URL path
 */
export function isUserTransferPath(path: string): boolean {
  const rest = splitLanguagePrefix(path).rest;
  return rest === USER_TRANSFER_PATH || rest.startsWith(`${USER_TRANSFER_PATH}/`);
}

/**
 * Where a required user transfer sends the player, or null to stay (spec §4 User transfer):
 * null when no transfer is required, when the `transfered` query flag is present (any value:
 * the transfer is complete), on registration pages, or already in the transfer flow; otherwise
 * {@link USER_TRANSFER_PATH} (without language prefix; the caller adds it).
 */
export function userTransferRedirect({ transferRequired, path, query }: UserTransferInput): typeof USER_TRANSFER_PATH | null {
  if (!transferRequired || query.has(TRANSFER_DONE_FLAG)) return null;
  if (isRegistrationPath(path) || isUserTransferPath(path)) return null;
  return USER_TRANSFER_PATH;
}

/**
 * The transfer flow without a required transfer (never issued, or completed) sends the visitor
 * home: `'/'` on the flow's path when no transfer is required, otherwise null.
 */
export function userTransferPageRedirect({ transferRequired, path }: Pick<UserTransferInput, 'transferRequired' | 'path'>): '/' | null {
  return !transferRequired && isUserTransferPath(path) ? '/' : null;
}

/** Account types the target rule needs (spec §3/§9: 0 main, 4 bonus, 9 extra currency). */
const MAIN_ACCOUNT = 0;
const CURRENCY_ACCOUNT = 9;

/** An open account of the player, as {@link transferTarget} sees it. */
export interface TransferAccount {
  id: number;
  /** 0 main, 4 bonus, 9 extra currency. */
  type: number;
  currencyId: number;
}

/** The account a completed transfer lands on: an existing one, or a new extra currency account to open. */
export type TransferTarget = { kind: 'existing'; accountId: number } | { kind: 'open'; type: typeof CURRENCY_ACCOUNT; currencyId: number };

/**
 * The target account of a transfer (spec §3 Transfer kinds):
 * - `'main'`: the player's main account (null when the player has none);
 * - `'additional'`: a money account (main or extra currency, never bonus) already open in the
 *   brand currency, the main one first; otherwise a new extra currency account in that currency.
 * @param kind the transfer kind (a required transfer is never `'none'`)
 * @param accounts the player's open accounts
 * @param brandCurrencyId currency id of the brand (site config geoCurrency)
 */
export function transferTarget(kind: Exclude<TransferKind, 'none'>, accounts: readonly TransferAccount[], brandCurrencyId: number): TransferTarget | null {
  if (kind === 'main') {
    const main = accounts.find((account) => account.type === MAIN_ACCOUNT);
    return main ? { kind: 'existing', accountId: main.id } : null;
  }
  const money = accounts
    .filter((account) => (account.type === MAIN_ACCOUNT || account.type === CURRENCY_ACCOUNT) && account.currencyId === brandCurrencyId)
    .sort((a, b) => a.type - b.type || a.id - b.id);
  return money[0] ? { kind: 'existing', accountId: money[0].id } : { kind: 'open', type: CURRENCY_ACCOUNT, currencyId: brandCurrencyId };
}
