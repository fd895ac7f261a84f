/**
 * Player accounts (spec §3 Account, §7 Account and transfer): a main account (type 0), a bonus
 * account (type 4) and optional extra currency accounts (type 9). Balance fetch, account switch,
 * adding and removing a currency account, freezing.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts, currencies, payments, players } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { ACCOUNT_TYPE, formatMoney, toMajor } from '../../domain/money.ts';

/** A currency row. */
export interface Currency {
  id: number;
  iso: string;
  exponent: number;
  symbol: string;
}

/** An account as the client sees it (spec §3 Account). */
interface AccountView {
  /** Account id. */
  id: number;
  /** 0 main, 4 bonus, 9 currency. */
  type: number;
  /** ISO 4217 code. */
  iso: string;
  /** Platform currency id. */
  currencyId: number;
  /** Balance in major units (minor / 10^exponent), for display. */
  money: number;
  /** Balance in minor units, exact. */
  moneyMinor: number;
  /** Loyalty points. */
  points: number;
  /** The account the player plays from. */
  isActive: boolean;
  /** Frozen accounts refuse debits. */
  isFrozen: boolean;
  /** Account label, e.g. "Main account". */
  label: string;
  /** Balance with currency sign, e.g. "1 250,50 ₽". */
  labelWithSymbol: string;
  /** Whether the balance is in points rather than money. */
  isPointsTypeBalance: boolean;
}

/** `GET /web-api/user/balance` response (spec §7). */
export interface BalanceResponse {
  /** Main account balance, major units. */
  balance: number;
  /** Bonus account balance, major units. */
  bonus: number;
  /** Every open account. */
  all_accounts: AccountView[];
  /** No successful deposit yet, so the first-deposit bonus is available. */
  is_available_first_deposit_bonus: boolean;
  /** An active account is frozen. */
  isAccountFrozen: boolean;
}

/** The currency with ISO code `iso`. @throws AppError bad_request for an unknown code */
export async function currencyByIso(db: Db, iso: string): Promise<Currency> {
  const [row] = await db.select().from(currencies).where(eq(currencies.iso, iso.toUpperCase()));
  if (!row) throw new AppError('bad_request', `Unknown currency ${iso}.`);
  return row;
}

const LABELS: Record<number, string> = { [ACCOUNT_TYPE.main]: 'Main account', [ACCOUNT_TYPE.bonus]: 'Bonus account', [ACCOUNT_TYPE.currency]: 'Currency account' };

/**
 * Creates a player with a main and a bonus account in `currencyIso`; the main account is active.
 * @returns the player id
 */
export async function createPlayer(db: Db, brandId: string, currencyIso: string): Promise<number> {
  const currency = await currencyByIso(db, currencyIso);
  return db.transaction(async (tx) => {
    const [player] = await tx.insert(players).values({ brandId, currencyId: currency.id }).returning({ id: players.id });
    const rows = await tx
      .insert(accounts)
      .values([
        { playerId: player!.id, type: ACCOUNT_TYPE.main, currencyId: currency.id, label: LABELS[ACCOUNT_TYPE.main]! },
        { playerId: player!.id, type: ACCOUNT_TYPE.bonus, currencyId: currency.id, label: LABELS[ACCOUNT_TYPE.bonus]! },
      ])
      .returning({ id: accounts.id, type: accounts.type });
    const main = rows.find((r) => r.type === ACCOUNT_TYPE.main)!;
    await tx.update(players).set({ activeAccountId: main.id }).where(eq(players.id, player!.id));
    return player!.id;
  });
}

/** A player's open accounts with their currency, main first. */
async function openAccounts(db: Db, playerId: number) {
  return db
    .select({ account: accounts, currency: currencies })
    .from(accounts)
    .innerJoin(currencies, eq(currencies.id, accounts.currencyId))
    .where(and(eq(accounts.playerId, playerId), isNull(accounts.closedAt)))
    .orderBy(asc(accounts.type), asc(accounts.id));
}

/** A player row. @throws AppError not_found */
async function playerRow(db: Db, playerId: number) {
  const [player] = await db.select().from(players).where(eq(players.id, playerId));
  if (!player) throw new AppError('not_found', 'No such player.');
  return player;
}

/** The balance and accounts fetch (spec §7). */
export async function getBalance(db: Db, playerId: number, locale = 'en'): Promise<BalanceResponse> {
  const player = await playerRow(db, playerId);
  const rows = await openAccounts(db, playerId);
  const views: AccountView[] = rows.map(({ account, currency }) => ({
    id: account.id,
    type: account.type,
    iso: currency.iso,
    currencyId: currency.id,
    money: toMajor(account.balance, currency.exponent),
    moneyMinor: account.balance,
    points: account.points,
    isActive: account.id === player.activeAccountId,
    isFrozen: account.isFrozen,
    label: account.label,
    labelWithSymbol: formatMoney(account.balance, currency, locale),
    isPointsTypeBalance: false,
  }));
  const main = views.find((v) => v.type === ACCOUNT_TYPE.main);
  const bonus = views.find((v) => v.type === ACCOUNT_TYPE.bonus);
  const [deposits] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.playerId, playerId), eq(payments.direction, 'deposit'), eq(payments.status, 'success')));
  return {
    balance: main?.money ?? 0,
    bonus: bonus?.money ?? 0,
    all_accounts: views,
    is_available_first_deposit_bonus: (deposits?.n ?? 0) === 0,
    isAccountFrozen: views.some((v) => v.isActive && v.isFrozen),
  };
}

/**
 * Makes one of the player's open money accounts the active one (spec §4 "Account switch shows
 * 'main_account_will_set' with the account id").
 * @throws AppError unknown_account when the account is not the player's or is the bonus account
 */
export async function switchAccount(db: Db, playerId: number, accountId: number): Promise<{ message: 'main_account_will_set'; id: number }> {
  const [account] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.playerId, playerId), isNull(accounts.closedAt)));
  if (!account || account.type === ACCOUNT_TYPE.bonus) throw new AppError('unknown_account', 'You have no such account to switch to.', { accountId });
  await db.update(players).set({ activeAccountId: accountId }).where(eq(players.id, playerId));
  return { message: 'main_account_will_set', id: accountId };
}

/**
 * Opens an extra currency account (type 9).
 * @throws AppError account_refused when the player already has an account in that currency
 */
export async function addCurrencyAccount(db: Db, playerId: number, currencyIso: string): Promise<{ message: string; accountId: number }> {
  await playerRow(db, playerId);
  const currency = await currencyByIso(db, currencyIso);
  const existing = await openAccounts(db, playerId);
  if (existing.some(({ account }) => account.currencyId === currency.id && account.type !== ACCOUNT_TYPE.bonus)) {
    throw new AppError('account_refused', `You already have an account in ${currency.iso}.`);
  }
  const [row] = await db
    .insert(accounts)
    .values({ playerId, type: ACCOUNT_TYPE.currency, currencyId: currency.id, label: `${LABELS[ACCOUNT_TYPE.currency]} ${currency.iso}` })
    .returning({ id: accounts.id });
  return { message: `The ${currency.iso} account is open.`, accountId: row!.id };
}

/**
 * Closes an extra currency account. Refused for the main or bonus account, for an account with
 * money on it, and for the active account.
 * @throws AppError unknown_account | account_refused
 */
export async function removeCurrencyAccount(db: Db, playerId: number, accountId: number): Promise<{ message: string }> {
  const player = await playerRow(db, playerId);
  const [account] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.playerId, playerId), isNull(accounts.closedAt)));
  if (!account) throw new AppError('unknown_account', 'You have no such account.', { accountId });
  if (account.type !== ACCOUNT_TYPE.currency) throw new AppError('account_refused', 'The main and bonus accounts cannot be removed.');
  if (player.activeAccountId === accountId) throw new AppError('account_refused', 'Switch to another account before removing this one.');
  // Closing only when the balance is still zero at the moment of the update: no race with a deposit.
  const closed = await db
    .update(accounts)
    .set({ closedAt: new Date() })
    .where(and(eq(accounts.id, accountId), eq(accounts.balance, 0), isNull(accounts.closedAt)))
    .returning({ id: accounts.id });
  if (closed.length === 0) throw new AppError('account_refused', 'Withdraw or move the money before removing this account.');
  return { message: 'The account is removed.' };
}

/** Freezes or unfreezes an account (back office and responsible-gaming tools). */
export async function setFrozen(db: Db, accountId: number, frozen: boolean): Promise<void> {
  const updated = await db.update(accounts).set({ isFrozen: frozen }).where(eq(accounts.id, accountId)).returning({ id: accounts.id });
  if (updated.length === 0) throw new AppError('unknown_account', `Account ${accountId} does not exist.`, { accountId });
}

/** The account ids of a player by type, for services and tests. */
export async function playerAccountIds(db: Db, playerId: number): Promise<{ main: number; bonus: number }> {
  const rows = await openAccounts(db, playerId);
  const main = rows.find(({ account }) => account.type === ACCOUNT_TYPE.main)?.account.id;
  const bonus = rows.find(({ account }) => account.type === ACCOUNT_TYPE.bonus)?.account.id;
  if (main === undefined || bonus === undefined) throw new AppError('not_found', 'No such player.');
  return { main, bonus };
}

/** The currency of a stake account, as the products that take stakes read it. */
export interface StakeCurrency {
  id: number;
  iso: string;
  /** Minor-unit exponent. */
  exponent: number;
  /** Largest balance, minor units. */
  maxBalance: number;
}

/**
 * The player's open account a stake is taken from (lotto tickets, toto coupons, virtual bets),
 * with its currency. `what` completes the frozen message, e.g. "bets cannot be taken from it".
 * The bonus account (type 4) only where `bonusStakes` (the casino, whose stakes go through
 * bonus_wager); elsewhere it is refused.
 * @throws AppError unknown_account (not the player's, or closed); account_frozen; bonus_refused
 */
export async function stakeAccount(db: Db, playerId: number, accountId: number, what: string, bonusStakes = false): Promise<{ id: number; currency: StakeCurrency }> {
  const [account] = await db
    .select({ id: accounts.id, type: accounts.type, isFrozen: accounts.isFrozen, currency: { id: currencies.id, iso: currencies.iso, exponent: currencies.exponent, maxBalance: currencies.maxBalance } })
    .from(accounts)
    .innerJoin(currencies, eq(currencies.id, accounts.currencyId))
    .where(and(eq(accounts.id, accountId), eq(accounts.playerId, playerId), isNull(accounts.closedAt)));
  if (!account) throw new AppError('unknown_account', 'You have no such account.', { accountId });
  if (account.isFrozen) throw new AppError('account_frozen', `This account is frozen: ${what}.`, { accountId });
  // Bonus money is staked only on its bonus's product (bonus_wager, src/server/db/functions/bonus_wager.sql, checks the rest).
  if (account.type === ACCOUNT_TYPE.bonus && !bonusStakes) {
    throw new AppError('bonus_refused', 'Bonus money cannot be staked here.', { accountId, i18nKey: 'bonus_error_product' });
  }
  return { id: account.id, currency: account.currency };
}
