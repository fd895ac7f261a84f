/**
 * The double-entry ledger. Every money movement is a journal entry of postings that
 * sum to zero per currency, between player and house accounts, in integer minor units. Entries
 * are idempotent by key: a retry with the same key and content returns the first result and moves
 * nothing; the same key with other content is an `idempotency_conflict`. The database enforces
 * the rest (drizzle/0001_ledger_rules.sql, 0049): balances move with postings in the same
 * transaction, a player balance never goes below zero, frozen accounts refuse debits, every insert
 * of postings balances per entry and currency.
 */
import { parseLimitRefusal, refusalKey } from '../../domain/responsible/limits.ts';
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { accounts, postings, type HouseAccount } from '../db/schema.ts';
import { AppError } from '../errors.ts';

/** Kinds of entry (`adjustment`: a staff balance adjustment against the house account `adjustments`). */
type EntryKind = 'deposit' | 'withdrawal' | 'withdrawal_refund' | 'withdrawal_payout' | 'transfer' | 'stake' | 'payout' | 'bonus' | 'adjustment';

/** One posting of a request: signed amount in minor units (negative debits, positive credits). */
export interface PostingInput {
  /** Account id. */
  accountId: number;
  /** Signed amount in minor units; never zero. */
  amount: number;
}

/** A request to move money. */
export interface EntryRequest {
  /** Idempotency key, unique per movement, e.g. `deposit:payment:42`. 1–200 characters. */
  idempotencyKey: string;
  /** What the movement is. */
  kind: EntryKind;
  /** At least two postings; per currency they sum to zero. */
  postings: PostingInput[];
  /** Facts kept with the entry (payment id, bet id, ...); part of the idempotency content. */
  meta?: Record<string, unknown>;
}

/** The result of an entry, the same for the first call and for every replay. */
export interface EntryResult {
  /** Journal entry id. */
  entryId: number;
  /** True when the key had been applied before and this call moved nothing. */
  replayed: boolean;
}

/** sha256 of the request's content, independent of posting order and key order. */
export function requestHash(request: EntryRequest): string {
  const postingsSorted = [...request.postings].sort((a, b) => a.accountId - b.accountId || a.amount - b.amount);
  const meta = request.meta ? Object.fromEntries(Object.entries(request.meta).sort(([a], [b]) => a.localeCompare(b))) : {};
  return createHash('sha256').update(JSON.stringify([request.kind, postingsSorted.map((p) => [p.accountId, p.amount]), meta])).digest('hex');
}

function validate(request: EntryRequest): void {
  if (request.idempotencyKey.length < 1 || request.idempotencyKey.length > 200) {
    throw new AppError('bad_request', 'The idempotency key must be 1 to 200 characters.');
  }
  if (request.postings.length < 2) throw new AppError('unbalanced_entry', 'An entry needs at least two postings.');
  for (const posting of request.postings) {
    if (!Number.isSafeInteger(posting.amount) || posting.amount === 0) {
      throw new AppError('bad_request', 'Posting amounts are non-zero whole numbers of minor units.', { accountId: posting.accountId });
    }
  }
}

/** PostgreSQL errors we translate, by SQLSTATE. */
const PG_ERRORS: Record<string, (detail: string) => AppError> = {
  P0A01: () => new AppError('unknown_account', 'The account does not exist, is closed, or is in another currency.'),
  P0A02: () => new AppError('account_frozen', 'The account is frozen and cannot be debited.'),
  P0A03: () => new AppError('unbalanced_entry', 'The postings of an entry must sum to zero in each currency.'),
  P0A06: () => new AppError('idempotency_conflict', 'This idempotency key was already used for a different movement.'),
  P0A07: () => new AppError('currency_mismatch', 'Money cannot move between accounts of different currencies in one entry.'),
  P0A08: () => new AppError('balance_limit', 'The account would exceed the maximum balance of its currency.'),
  // Responsible-gaming refusals of rg_spend (src/server/db/functions/rg_spend.sql): the facts travel in the message.
  P0A20: (detail) => limitRefusal('limit_reached', detail),
  P0A21: (detail) => limitRefusal('limit_currency', detail),
  // A support or staff ban of any player row of the person (rg_spend, src/server/db/functions/rg_spend.sql).
  P0A22: () => new AppError('player_banned', 'Your account is blocked: this movement is not possible.', { i18nKey: 'responsible_gaming_refused_banned' }),
  // Refusals of the bonus side of a stake (bonus_wager, src/server/db/functions/bonus_wager.sql): the facts travel in the message.
  P0A30: (detail) => new AppError('bonus_max_bet', 'This stake is above the largest stake your bonus allows while it is being wagered.', { ...bonusFacts(detail), i18nKey: 'bonus_error_max_bet' }),
  P0A31: (detail) => {
    const facts = bonusFacts(detail);
    return facts.reason === 'product'
      ? new AppError('bonus_refused', 'The bonus money can only be staked on the product of its bonus.', { ...facts, i18nKey: 'bonus_error_product' })
      : new AppError('bonus_refused', 'There is no active bonus to stake bonus money on.', { ...facts, i18nKey: 'bonus_error_no_bonus' });
  },
  P0A33: (detail) => new AppError('bonus_refused', 'The free bet is no longer available (used, expired, or of another amount).', { ...bonusFacts(detail), i18nKey: 'bonus_error_free_bet' }),
  P0A32: (detail) => new AppError('bonus_real_first', 'Your real money is spent before bonus money: stake from your main account.', { ...bonusFacts(detail), i18nKey: 'bonus_error_real_first' }),
  '23514': (detail) =>
    detail.includes('accounts_player_balance_non_negative')
      ? new AppError('insufficient_funds', 'There is not enough money on the account.')
      : detail.includes('hard_limit')
        ? new AppError('balance_limit', 'The amount is above the largest amount the ledger holds.')
        : new AppError('bad_request', 'The movement breaks a ledger rule.'),
  // A number beyond its column type (bigint money is bounded by the hard limits first; a smallint
  // or integer field of a request): a bad request, never a 500.
  '22003': () => new AppError('bad_request', 'A number of the request is out of range.'),
};

/** A responsible-gaming refusal with its facts in `meta` (limitType, limitValue and limitBalance in major units, endsAt, currencyId, i18nKey). */
function limitRefusal(code: 'limit_reached' | 'limit_currency', detail: string): AppError {
  const facts = parseLimitRefusal(detail);
  const key = code === 'limit_currency' ? 'responsible_gaming_refused_currency' : facts ? refusalKey(facts.limitType) : 'responsible_gaming_refused_wager';
  const text = code === 'limit_currency'
    ? 'Your limits are kept in the currency of another account: use that account.'
    : 'A responsible-gaming limit does not allow this movement.';
  return new AppError(code, text, { ...facts, i18nKey: key });
}

/** The JSON facts of a bonus refusal's message `bonus:{...}` (numbers and short strings only). */
function bonusFacts(detail: string): Record<string, string | number> {
  const match = /bonus:(\{[^}]*\})/.exec(detail);
  if (!match) return {};
  try {
    const parsed = JSON.parse(match[1]!) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string | number] => typeof e[1] === 'number' || (typeof e[1] === 'string' && e[1].length <= 40)));
  } catch {
    return {};
  }
}

/** SQLSTATEs worth retrying: serialization failure, deadlock. */
const RETRYABLE = new Set(['40001', '40P01']);

/** SQLSTATE and message of a driver error (pg and PGlite, possibly wrapped by drizzle). */
function pgError(error: unknown): { code?: string; text: string } {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return { code: candidate.code, text: `${String(candidate.message ?? '')} ${String(candidate.constraint ?? '')}` };
    }
    current = candidate.cause;
  }
  return { text: String((error as Error | undefined)?.message ?? error) };
}

/** Translates a database error into an AppError when it is one of the ledger's rules. */
export function translateDbError(error: unknown): unknown {
  const { code, text } = pgError(error);
  const make = code ? PG_ERRORS[code] : undefined;
  return make ? make(text) : error;
}

/** Runs `ledger_post` (src/server/db/functions/ledger_post.sql) for a validated request. */
async function ledgerPost(db: Db | Tx, request: EntryRequest): Promise<EntryResult> {
  const ids = request.postings.map((p) => p.accountId);
  const amounts = request.postings.map((p) => p.amount);
  const result = (await db.execute(sql`
    select entry_id, replayed from ledger_post(
      ${request.idempotencyKey}, ${request.kind}, ${requestHash(request)}, ${JSON.stringify(request.meta ?? {})}::jsonb,
      ${`{${ids.join(',')}}`}::bigint[], ${`{${amounts.join(',')}}`}::bigint[])`)) as unknown as { rows: { entry_id: string | number; replayed: boolean }[] };
  const row = result.rows[0]!;
  return { entryId: Number(row.entry_id), replayed: row.replayed };
}

/**
 * Applies an entry inside an open transaction, for callers that write their own rows in the same
 * transaction (a withdrawal with its payment, a bet with its stake).
 * @throws AppError bad_request | unbalanced_entry; the database's refusals (unknown_account,
 *   currency_mismatch, idempotency_conflict, insufficient_funds, account_frozen) surface as driver
 *   errors that {@link translateDbError} turns into AppErrors when the transaction ends
 */
export async function applyEntry(tx: Tx, request: EntryRequest): Promise<EntryResult> {
  validate(request);
  return ledgerPost(tx, request);
}

/**
 * Applies an entry as one statement (its own transaction), retrying deadlocks and serialization
 * failures, and translating the database's refusals into AppErrors.
 * @throws AppError bad_request | unbalanced_entry | unknown_account | currency_mismatch |
 *   idempotency_conflict | insufficient_funds | account_frozen
 */
export async function postEntry(db: Db, request: EntryRequest): Promise<EntryResult> {
  validate(request);
  for (let attempt = 1; ; attempt++) {
    try {
      return await ledgerPost(db, request);
    } catch (error) {
      const { code } = pgError(error);
      if (code && RETRYABLE.has(code) && attempt < 5) continue;
      throw translateDbError(error);
    }
  }
}

/** The id of the house account `code` in a currency. */
export async function houseAccountId(db: Db | Tx, code: HouseAccount, currencyId: number): Promise<number> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.houseCode, code), eq(accounts.currencyId, currencyId)));
  if (!row) throw new AppError('unknown_account', `No house account ${code} for currency ${currencyId}.`);
  return row.id;
}

/**
 * Balance of an account in minor units: the balance column for a player account, the sum of the
 * postings for a house account (whose balance is derived, not stored).
 */
export async function accountBalance(db: Db | Tx, accountId: number): Promise<number> {
  const [account] = await db.select({ balance: accounts.balance, houseCode: accounts.houseCode }).from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw new AppError('unknown_account', `Account ${accountId} does not exist.`, { accountId });
  if (account.houseCode === null) return account.balance;
  const [sum] = await db.select({ total: sql<string | null>`sum(${postings.amount})` }).from(postings).where(eq(postings.accountId, accountId));
  return Number(sum?.total ?? 0);
}
