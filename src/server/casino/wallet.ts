/**
 * The seamless wallet, operator side (spec §2 Casino; shapes in
 * schemas/casino-wallet.ts): what a game provider calls to read a player's balance and to move
 * money for rounds. Modelled on Hub88's wallet API.
 *
 * Contract (every call answers `status` and, once the token is known, `balance` in minor units):
 * - Tokens are the game sessions opened by a launch (src/server/casino/launch.ts), valid
 *   {@link SESSION_TTL_MS} and moved forward by the calls that use them in time (by a remembered
 *   session's bet or win only once less than the TTL minus one minute is left: one session write a
 *   minute, not one per call; casino_session_bet.sql). Balance, info
 *   and bets with an expired token: RS_ERROR_TOKEN_EXPIRED; wins and rollbacks are accepted after
 *   expiry (the round was started in time). Unknown token, or a `user` that is not the token's
 *   player: RS_ERROR_INVALID_TOKEN. `currency` not the session's: RS_ERROR_WRONG_CURRENCY.
 *   `game_code` not the session's game: RS_ERROR_INVALID_GAME.
 * - `transaction_uuid` is processed once per provider: the same request again answers the stored
 *   first answer (its balance then); the same uuid with other content is
 *   RS_ERROR_DUPLICATE_TRANSACTION. Answers that moved nothing and changed nothing (refusals of a
 *   bet or win) are not stored: a repeat is decided again.
 * - Bet: banned player, frozen or closed account, a self-exclusion, time-out or ban of the person
 *   on any brand (rg_spend, src/server/db/functions/rg_spend.sql) → RS_ERROR_USER_DISABLED; another
 *   responsible-gaming limit → RS_ERROR_LIMIT_REACHED; balance below the amount →
 *   RS_ERROR_NOT_ENOUGH_MONEY with the balance; a bet whose uuid was rolled back before it arrived
 *   → RS_ERROR_TRANSACTION_ROLLED_BACK. The stake goes player → house `casino` (ledger kind
 *   `stake`, key `casino:{provider}:{uuid}`) with `enforceSpend` (kind wager) in the same transaction.
 * - Win: for an unknown bet RS_ERROR_TRANSACTION_DOES_NOT_EXIST, for a rolled-back bet
 *   RS_ERROR_TRANSACTION_ROLLED_BACK; else house `casino` → player (kind `payout`, owed whatever
 *   the balance limit), recorded as winnings for loss limits.
 * - Rollback: refunds the bet exactly once (ledger key `casino-rollback:{provider}:{betUuid}`,
 *   whatever the rollback's own uuid); a bet with wins is not rolled back (RS_ERROR_UNKNOWN); a
 *   rollback of a bet not (yet) known is stored with RS_ERROR_TRANSACTION_DOES_NOT_EXIST so the
 *   late bet is refused.
 * - Round state (drizzle/0043_casino_round_state.sql, table `casino_rounds`): a round is the
 *   provider's `round` of one player (provider + player + round id). It is open until its closing
 *   call: a win with `round_closed: true` (Hub88: the last win of a round says it closes it), or a
 *   rollback with `round_closed: true` (our game server rolls back an unanswered bet that way, and
 *   the round is over). A bet's own `round_closed` never closes it: a provider rolls back a bet it
 *   got no answer to, and that refund must stay possible. In a closed round a new bet, a new win and
 *   a rollback of any of its bets (whatever the wins, 0 included) are refused with RS_ERROR_UNKNOWN:
 *   Hub88's status list (docs.hub88.io, "Seamless Wallet response statuses") has no "round closed"
 *   status — RS_ERROR_TRANSACTION_ROLLED_BACK says the bet was rolled back, _DOES_NOT_EXIST that it
 *   is unknown, _DUPLICATE_TRANSACTION that the uuid was used for other content, none of which is
 *   true — and RS_ERROR_UNKNOWN is its "general error status, for cases without a special error
 *   code", as this wallet already answers a rollback of a bet with wins. These refusals move and
 *   store nothing (a repeat is refused again: a closed round stays closed). A rollback of a bet
 *   already rolled back answers RS_OK as before.
 * - Maximum payout: a round's credited wins may total at most floor(game `max_multiplier` × the
 *   round's stakes) — stakes: its bets not rolled back; `max_multiplier` from the game's rules
 *   (src/domain/casino/catalogue.ts MAX_MULTIPLIERS) — and the provider's cap in the currency
 *   (`casino_providers.max_win_minor`, ISO → minor units, when set). A win above is refused with
 *   RS_ERROR_UNKNOWN (Hub88's RS_ERROR_WRONG_TYPES is for a body of wrong types, which this is not),
 *   nothing is credited or stored, and the round is flagged for risk staff (`casino_flagged_rounds`,
 *   one row per win uuid, written by the refusing statement, which returns the refusal rather than
 *   raising, so the flag commits; a repeat answers the same and flags nothing more). A win exactly
 *   at the cap is credited.
 * Bet, win and rollback of one bet uuid are serialised by a transaction-scoped advisory lock on
 * `casino:{provider}:{betUuid}`, and every call of one round by the row lock of its `casino_rounds`
 * row (taken after the advisory lock and the bet row, before rg_spend and the ledger), so a closing
 * win and a rollback of another bet of the round apply one after the other; all-or-nothing per call. Bet and win are one SQL statement each
 * after the session check (`casino_bet`, `casino_win`: their rules in src/server/db/functions/, which
 * also call `rg_spend` — the SQL of `enforceSpend` — and `ledger_post`); rollback is a transaction
 * here whose round side is the SQL function `casino_round_rollback`.
 * Once a token's session has been looked up, later bets and wins of that token are ONE statement
 * in all (`casino_session_bet` / `casino_session_win` of src/server/db/functions/: the session
 * touch and expiry check in the same transaction as the money), answering
 * exactly as the two-step path does, round state and maximum payout included.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { applyEntry, houseAccountId, requestHash, translateDbError } from '../ledger/ledger.ts';
import { recordPayout } from '../responsible/enforce.ts';
import { isAppError } from '../errors.ts';
import { runPrepared, type PreparedStatement, type PreparedValue } from '../db/prepared.ts';
import type {
  WalletBalanceRequest, WalletBetRequest, WalletInfoRequest, WalletResponse, WalletRollbackRequest, WalletStatus, WalletWinRequest,
} from '../../../schemas/casino-wallet.ts';

/** A game session token is valid for 10 minutes after its last use (ms). */
export const SESSION_TTL_MS = 10 * 60_000;

/** The session a token names, with what the answers need. */
interface WalletSession {
  id: number;
  playerId: number;
  accountId: number;
  currencyId: number;
  currency: string;
  gameId: number;
  gameCode: string;
  providerId: string;
  country: string | null;
  expired: boolean;
}

/** sha256 hex of a token: only the hash is stored. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new game session token: 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/**
 * The session of a token for `providerId`, its expiry moved to now + TTL when it was still valid.
 * @returns null for an unknown token (or one of another provider)
 */
async function touchSession(db: Db, providerId: string, token: string, now: number): Promise<WalletSession | null> {
  const hash = tokenHash(token);
  const until = new Date(now + SESSION_TTL_MS).toISOString();
  const at = new Date(now).toISOString();
  const rows = rowsOf(await db.execute(sql`
    with touched as (
      update casino_sessions set expires_at = ${until}::timestamptz
      where token_hash = ${hash} and provider_id = ${providerId} and expires_at > ${at}::timestamptz
      returning id)
    select s.id, s.player_id, s.account_id, s.currency_id, c.iso, s.game_id, g.code, s.provider_id, p.country_code,
      (select count(*) from touched) = 0 as expired
    from casino_sessions s join currencies c on c.id = s.currency_id join casino_games g on g.id = s.game_id join players p on p.id = s.player_id
    where s.token_hash = ${hash} and s.provider_id = ${providerId}`));
  const row = rows[0];
  if (!row) return null;
  const session: WalletSession = {
    id: Number(row.id), playerId: Number(row.player_id), accountId: Number(row.account_id), currencyId: Number(row.currency_id),
    currency: String(row.iso), gameId: Number(row.game_id), gameCode: String(row.code), providerId: String(row.provider_id),
    country: (row.country_code as string | null) ?? null, expired: row.expired === true,
  };
  rememberSession(db, hash, session);
  return session;
}

/**
 * The immutable facts of sessions seen before, per database, keyed by provider and token hash: a
 * session's player, account, currency and game never change (only its expiry does, which the
 * database checks on every call), so bet and win skip the lookup and fold the touch into their one
 * statement (`casino_session_bet` / `casino_session_win`, src/server/db/functions/).
 * Entries are reused for {@link SESSION_FACTS_MS} of wall time (a catalogue change of a game's code
 * is seen after that) and at most {@link SESSION_FACTS_MAX} are kept (oldest dropped first).
 */
const sessionFacts = new WeakMap<Db, Map<string, { session: WalletSession; at: number }>>();
/** How long remembered session facts are reused (ms of wall time). */
const SESSION_FACTS_MS = 60_000;
/** How many sessions' facts are remembered per database. */
const SESSION_FACTS_MAX = 10_000;

function rememberSession(db: Db, hash: string, session: WalletSession): void {
  let facts = sessionFacts.get(db);
  if (!facts) sessionFacts.set(db, (facts = new Map()));
  const key = `${session.providerId}\n${hash}`;
  facts.delete(key);
  if (facts.size >= SESSION_FACTS_MAX) facts.delete(facts.keys().next().value!);
  facts.set(key, { session, at: Date.now() });
}

/** The remembered facts of a token's session for `providerId`, or null (then the full lookup runs). */
function rememberedSession(db: Db, providerId: string, hash: string): WalletSession | null {
  const hit = sessionFacts.get(db)?.get(`${providerId}\n${hash}`);
  return hit && Date.now() - hit.at < SESSION_FACTS_MS ? hit.session : null;
}

async function balanceOf(db: Db | Tx, accountId: number): Promise<number> {
  const rows = rowsOf(await db.execute(sql`select balance from accounts where id = ${accountId}`));
  return Number(rows[0]?.balance ?? 0);
}

function answer(status: WalletStatus, requestUuid: string, session?: WalletSession, balance?: number, extra: Partial<WalletResponse> = {}): WalletResponse {
  return {
    status,
    request_uuid: requestUuid,
    ...(session ? { user: String(session.playerId), currency: session.currency } : {}),
    ...(balance !== undefined ? { balance } : {}),
    ...extra,
  };
}

/** The session check shared by every call; null when the session may be used. */
function sessionRefusal(session: WalletSession | null, user: string | undefined, allowExpired: boolean): WalletStatus | null {
  if (!session) return 'RS_ERROR_INVALID_TOKEN';
  if (user !== undefined && user !== String(session.playerId)) return 'RS_ERROR_INVALID_TOKEN';
  if (session.expired && !allowExpired) return 'RS_ERROR_TOKEN_EXPIRED';
  return null;
}

/** `user/info`: the token's player (id, country, currency, balance). */
export async function walletInfo(db: Db, providerId: string, request: WalletInfoRequest, now: number): Promise<WalletResponse> {
  const session = await touchSession(db, providerId, request.token, now);
  const refused = sessionRefusal(session, request.user, false);
  if (refused) return answer(refused, request.request_uuid);
  return answer('RS_OK', request.request_uuid, session!, await balanceOf(db, session!.accountId), { country: session!.country });
}

/** `user/balance`: the token's account balance. */
export async function walletBalance(db: Db, providerId: string, request: WalletBalanceRequest, now: number): Promise<WalletResponse> {
  const session = await touchSession(db, providerId, request.token, now);
  const refused = sessionRefusal(session, request.user, false);
  if (refused) return answer(refused, request.request_uuid);
  const balance = await balanceOf(db, session!.accountId);
  if (request.currency !== undefined && request.currency !== session!.currency) return answer('RS_ERROR_WRONG_CURRENCY', request.request_uuid, session!, balance);
  return answer('RS_OK', request.request_uuid, session!, balance);
}

/** sha256 of a transaction request without its request_uuid (a retry may carry a new one). */
function transactionHash(kind: string, request: Record<string, unknown>): string {
  const { request_uuid: _ignored, ...rest } = request;
  const canonical = JSON.stringify([kind, Object.keys(rest).sort().map((k) => [k, rest[k]])]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** The stored row of a transaction uuid, or null. */
async function storedTransaction(tx: Tx, providerId: string, uuid: string): Promise<Row | null> {
  const rows = rowsOf(await tx.execute(sql`select id, kind, request_hash, status, balance from casino_transactions where provider_id = ${providerId} and transaction_uuid = ${uuid}`));
  return rows[0] ?? null;
}

/** The stored answer to a repeat, or RS_ERROR_DUPLICATE_TRANSACTION for other content. */
async function repeatAnswer(tx: Tx, stored: Row, hash: string, requestUuid: string, session: WalletSession): Promise<WalletResponse> {
  if (stored.request_hash !== hash) return answer('RS_ERROR_DUPLICATE_TRANSACTION', requestUuid, session, await balanceOf(tx, session.accountId));
  return answer(stored.status as WalletStatus, requestUuid, session, Number(stored.balance), { transaction_id: Number(stored.id) });
}

async function lockBet(tx: Tx, providerId: string, betUuid: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`casino:${providerId}:${betUuid}`}, 0))`);
}

/** Inserts the transaction row (the answer a repeat gets) and returns its id and the balance now. */
async function storeTransaction(
  tx: Tx, session: WalletSession, kind: 'bet' | 'win' | 'rollback', request: { transaction_uuid: string; round: string }, referenceUuid: string | null,
  amount: number, hash: string, status: WalletStatus,
): Promise<{ id: number; balance: number }> {
  const rows = rowsOf(await tx.execute(sql`
    insert into casino_transactions (provider_id, transaction_uuid, kind, player_id, account_id, currency_id, game_id, session_id, round, reference_uuid, amount, request_hash, status, balance)
    values (${session.providerId}, ${request.transaction_uuid}, ${kind}, ${session.playerId}, ${session.accountId}, ${session.currencyId}, ${session.gameId}, ${session.id},
      ${request.round}, ${referenceUuid}, ${amount}, ${hash}, ${status}, (select balance from accounts where id = ${session.accountId}))
    returning id, balance`));
  return { id: Number(rows[0]!.id), balance: Number(rows[0]!.balance) };
}

/** Runs a wallet transaction; database refusals come back as AppErrors. */
async function inTransaction<T>(db: Db, body: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(body);
  } catch (error) {
    throw translateDbError(error);
  }
}

const houseIds = new WeakMap<Db, Map<number, number>>();
/** The house account `casino` of a currency (created by the seed, never changes). */
async function casinoHouse(db: Db, tx: Db | Tx, currencyId: number): Promise<number> {
  let ids = houseIds.get(db);
  if (!ids) houseIds.set(db, (ids = new Map()));
  let id = ids.get(currencyId);
  if (id === undefined) ids.set(currencyId, (id = await houseAccountId(tx, 'casino', currencyId)));
  return id;
}

/**
 * The four money statements of bet and win, prepared by name (src/server/db/prepared.ts): each is
 * ONE call of its SQL function (src/server/db/functions/), so it is its own transaction. The
 * session-folding forms take the token hash and the new expiry first; every value is a parameter.
 */
const BET_ARGS = '$1::text, $2::text, $3::text, $4::bigint, $5::bigint, $6::integer, $7::bigint, $8::bigint, $9::text, $10::bigint, $11::timestamptz, $12::bigint, $13::text, $14::jsonb';
const WIN_ARGS = '$1::text, $2::text, $3::text, $4::text, $5::bigint, $6::bigint, $7::integer, $8::bigint, $9::bigint, $10::text, $11::bigint, $12::timestamptz, $13::bigint, $14::text, $15::jsonb, $16::boolean';
/** Shifts the $n of an argument list by `by` (the session forms' two leading parameters). */
const shifted = (args: string, by: number) => args.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + by}`);
const STATEMENTS = {
  bet: { name: 'wallet_casino_bet', text: `select o_status, o_balance, o_id from casino_bet(${BET_ARGS})` },
  sessionBet: { name: 'wallet_casino_session_bet', text: `select o_status, o_balance, o_id from casino_session_bet($1::text, $2::timestamptz, ${shifted(BET_ARGS, 2)})` },
  win: { name: 'wallet_casino_win', text: `select o_status, o_balance, o_id from casino_win(${WIN_ARGS})` },
  sessionWin: { name: 'wallet_casino_session_win', text: `select o_status, o_balance, o_id from casino_session_win($1::text, $2::timestamptz, ${shifted(WIN_ARGS, 2)})` },
} satisfies Record<string, PreparedStatement>;

/**
 * Runs one of {@link STATEMENTS}: `casino_bet` / `casino_win` or their session-folding forms
 * `casino_session_bet` / `casino_session_win` (src/server/db/functions/): one statement, its own
 * transaction. `session` is the token hash and the expiry to set, for the session-folding forms.
 * @returns the function's answer: wallet status, balance (minor units) and the stored transaction id (null when none was stored)
 * @throws the database's refusals as AppErrors (translateDbError)
 */
async function walletStatement(db: Db, statement: PreparedStatement, session: readonly PreparedValue[], args: readonly PreparedValue[]): Promise<{ status: WalletStatus; balance: number; id: number | null }> {
  try {
    const row = (await runPrepared(db, statement, [...session, ...args]))[0]!;
    return { status: row.o_status as WalletStatus, balance: Number(row.o_balance), id: row.o_id === null ? null : Number(row.o_id) };
  } catch (error) {
    throw translateDbError(error);
  }
}

/** `transaction/bet` (module docstring): one statement after the session check. */
export async function walletBet(db: Db, providerId: string, request: WalletBetRequest, now: number): Promise<WalletResponse> {
  const tokenKey = tokenHash(request.token);
  const known = rememberedSession(db, providerId, tokenKey);
  // Fast path: a known session whose checks pass here; the touch and its expiry check run in the
  // bet's own statement. Anything else takes the full lookup, which answers every refusal.
  const fast = known !== null && sessionRefusal(known, request.user, true) === null && request.currency === known.currency && request.game_code === known.gameCode;
  let s: WalletSession;
  if (fast) {
    s = known;
  } else {
    const session = await touchSession(db, providerId, request.token, now);
    const refused = sessionRefusal(session, request.user, false);
    if (refused) return answer(refused, request.request_uuid);
    s = session!;
    if (request.currency !== s.currency) return answer('RS_ERROR_WRONG_CURRENCY', request.request_uuid, s, await balanceOf(db, s.accountId));
    if (request.game_code !== s.gameCode) return answer('RS_ERROR_INVALID_GAME', request.request_uuid, s, await balanceOf(db, s.accountId));
  }
  const hash = transactionHash('bet', request);
  const house = await casinoHouse(db, db, s.currencyId);
  const meta = { casino: 'bet', provider: providerId, round: request.round, gameId: s.gameId };
  const ledgerHash = requestHash({ idempotencyKey: '', kind: 'stake', postings: [{ accountId: s.accountId, amount: -request.amount }, { accountId: house, amount: request.amount }], meta });
  const args: PreparedValue[] = [providerId, request.transaction_uuid, hash, s.playerId, s.accountId, s.currencyId, s.gameId, s.id,
    request.round, request.amount, new Date(now).toISOString(), house, ledgerHash, JSON.stringify(meta)];
  try {
    const r = fast
      ? await walletStatement(db, STATEMENTS.sessionBet, [tokenKey, new Date(now + SESSION_TTL_MS).toISOString()], args)
      : await walletStatement(db, STATEMENTS.bet, [], args);
    if (r.status === 'RS_ERROR_TOKEN_EXPIRED') return answer(r.status, request.request_uuid);
    return answer(r.status, request.request_uuid, s, r.balance, r.id === null ? {} : { transaction_id: r.id });
  } catch (error) {
    if (!isAppError(error)) throw error;
    const balance = await balanceOf(db, s.accountId);
    if (error.code === 'insufficient_funds') return answer('RS_ERROR_NOT_ENOUGH_MONEY', request.request_uuid, s, balance);
    // A ban of the person on any brand (rg_spend, src/server/db/functions/rg_spend.sql) disables the user like their own ban.
    if (error.code === 'account_frozen' || error.code === 'unknown_account' || error.code === 'player_banned') return answer('RS_ERROR_USER_DISABLED', request.request_uuid, s, balance);
    if (error.code === 'limit_reached' || error.code === 'limit_currency') {
      // The person's self-exclusion or time-out (any brand) disables the user; a money limit is a limit.
      const excluded = error.extra.limitType === 30 || error.extra.limitType === 33;
      return answer(excluded ? 'RS_ERROR_USER_DISABLED' : 'RS_ERROR_LIMIT_REACHED', request.request_uuid, s, balance);
    }
    if (error.code === 'idempotency_conflict') return answer('RS_ERROR_DUPLICATE_TRANSACTION', request.request_uuid, s, balance);
    // The bonus side of the stake (bonus_wager): above the bonus's maximum bet, bonus money on
    // another product, or bonus money while real money covers the stake.
    if (error.code === 'bonus_max_bet' || error.code === 'bonus_refused' || error.code === 'bonus_real_first') return answer('RS_ERROR_LIMIT_REACHED', request.request_uuid, s, balance);
    throw error;
  }
}

/** The bet row a win or rollback refers to, locked; null when unknown or another player's. */
async function betOf(tx: Tx, providerId: string, betUuid: string, playerId: number): Promise<Row | null> {
  const rows = rowsOf(await tx.execute(sql`select id, player_id, account_id, currency_id, amount, won_amount, rolled_back_at from casino_transactions
    where provider_id = ${providerId} and transaction_uuid = ${betUuid} and kind = 'bet' for update`));
  const bet = rows[0];
  return bet && Number(bet.player_id) === playerId ? bet : null;
}

/** `transaction/win` (module docstring): one statement after the session check. */
export async function walletWin(db: Db, providerId: string, request: WalletWinRequest, now: number): Promise<WalletResponse> {
  const tokenKey = tokenHash(request.token);
  const known = rememberedSession(db, providerId, tokenKey);
  // Fast path as for bets; wins are accepted after expiry, so the folded touch only moves a valid
  // session's expiry forward.
  const fast = known !== null && sessionRefusal(known, request.user, true) === null && request.currency === known.currency;
  let s: WalletSession;
  if (fast) {
    s = known;
  } else {
    const session = await touchSession(db, providerId, request.token, now);
    const refused = sessionRefusal(session, request.user, true);
    if (refused) return answer(refused, request.request_uuid);
    s = session!;
    if (request.currency !== s.currency) return answer('RS_ERROR_WRONG_CURRENCY', request.request_uuid, s, await balanceOf(db, s.accountId));
  }
  const hash = transactionHash('win', request);
  const house = await casinoHouse(db, db, s.currencyId);
  const meta = { casino: 'win', provider: providerId, round: request.round, bet: request.reference_transaction_uuid };
  const ledgerHash = requestHash({ idempotencyKey: '', kind: 'payout', postings: [{ accountId: house, amount: -request.amount }, { accountId: s.accountId, amount: request.amount }], meta });
  const args: PreparedValue[] = [providerId, request.transaction_uuid, request.reference_transaction_uuid, hash, s.playerId, s.accountId, s.currencyId, s.gameId, s.id,
    request.round, request.amount, new Date(now).toISOString(), house, ledgerHash, JSON.stringify(meta), request.round_closed];
  const r = fast
    ? await walletStatement(db, STATEMENTS.sessionWin, [tokenKey, new Date(now + SESSION_TTL_MS).toISOString()], args)
    : await walletStatement(db, STATEMENTS.win, [], args);
  return answer(r.status, request.request_uuid, s, r.balance, r.id === null ? {} : { transaction_id: r.id });
}

/** `transaction/rollback` (module docstring). */
export async function walletRollback(db: Db, providerId: string, request: WalletRollbackRequest, now: number): Promise<WalletResponse> {
  const session = await touchSession(db, providerId, request.token, now);
  const refused = sessionRefusal(session, request.user, true);
  if (refused) return answer(refused, request.request_uuid);
  const s = session!;
  const hash = transactionHash('rollback', request);
  return inTransaction(db, async (tx) => {
    await lockBet(tx, providerId, request.reference_transaction_uuid);
    const stored = await storedTransaction(tx, providerId, request.transaction_uuid);
    if (stored) return repeatAnswer(tx, stored, hash, request.request_uuid, s);
    const bet = await betOf(tx, providerId, request.reference_transaction_uuid, s.playerId);
    // The round side in SQL (casino_round_rollback, src/server/db/functions/casino_round_rollback.sql): the round row locked, a closed
    // round or a bet with wins refused, the bet marked rolled back and its stake taken off the round.
    const [decision] = rowsOf(await tx.execute(sql`select casino_round_rollback(${providerId}, ${s.playerId}::bigint, ${request.round}, ${s.gameId}::bigint,
      ${s.currencyId}::integer, ${bet ? Number(bet.id) : null}::bigint, ${request.round_closed}::boolean, ${request.transaction_uuid}, ${new Date(now).toISOString()}::timestamptz) as decision`));
    const outcome = String(decision!.decision) as 'unknown' | 'already' | 'closed' | 'won' | 'refund';
    if (!bet || outcome === 'unknown') {
      const row = await storeTransaction(tx, s, 'rollback', request, request.reference_transaction_uuid, 0, hash, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      return answer('RS_ERROR_TRANSACTION_DOES_NOT_EXIST', request.request_uuid, s, row.balance, { transaction_id: row.id });
    }
    if (outcome === 'closed' || outcome === 'won') return answer('RS_ERROR_UNKNOWN', request.request_uuid, s, await balanceOf(tx, s.accountId));
    const amount = outcome === 'refund' ? Number(bet.amount) : 0;
    if (amount > 0) {
      const ref = `casino-rollback:${providerId}:${request.reference_transaction_uuid}`;
      await applyEntry(tx, {
        idempotencyKey: ref,
        kind: 'payout',
        postings: [{ accountId: await casinoHouse(db, tx, Number(bet.currency_id)), amount: -amount }, { accountId: Number(bet.account_id), amount }],
        meta: { casino: 'rollback', provider: providerId, round: request.round, bet: request.reference_transaction_uuid },
      });
      // The refunded stake no longer counts as a loss, nor towards a bonus's wagering (bonus_unwager, src/server/db/functions/bonus_unwager.sql).
      await recordPayout(tx, { playerId: s.playerId, currencyId: Number(bet.currency_id), amountMinor: amount, now, ref });
      await tx.execute(sql`select bonus_unwager(${`casino:${providerId}:${request.reference_transaction_uuid}`}, ${new Date(now).toISOString()}::timestamptz)`);
    }
    const row = await storeTransaction(tx, s, 'rollback', request, request.reference_transaction_uuid, amount, hash, 'RS_OK');
    return answer('RS_OK', request.request_uuid, s, row.balance, { transaction_id: row.id });
  });
}
