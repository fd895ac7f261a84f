/**
 * Staff balance adjustments through the ledger: a credit or debit of one of a
 * player's accounts against the house account `adjustments` of its currency (ledger entry kind
 * `adjustment`, key `adjustment:{id}`), with a required reason.
 *
 * - Idempotent: the client's key is unique per requesting staff member; a retry with the same key
 *   and content answers the same adjustment (`replayed`), other content is `idempotency_conflict`.
 * - Four eyes on the SUM: the brand's threshold of the currency (brand setting
 *   `adjustmentApproval.thresholdsMajor`, brand-wide level; default src/domain/money.ts
 *   `ADJUSTMENT_APPROVAL_THRESHOLD_MAJOR`) bounds the adjustment itself, the requester's total to
 *   the player in the last 24 h (rolling) and the requester's total to all players (any brand) since
 *   00:00 UTC, per currency, by absolute amount, counting the adjustments applied without approval.
 *   Within it the adjustment is applied at once; crossing it stores it `pending` (with the rule
 *   crossed, `approvalRule`) for a SECOND staff member holding `adjustments.approve` on the
 *   player's brand. The totals are read under a transaction-scoped advisory lock of the requester
 *   and the currency, so parallel requests of one staff member are counted one after another. The
 *   requester can neither approve nor reject their own (checked here, and by the database's
 *   four-eyes CHECK). Approval applies it in one transaction under the adjustment's row lock, so
 *   two approvals at once apply it once (the second gets 409); rejection never moves money.
 * - All-or-nothing and never negative: the ledger refuses a debit beyond the balance (the player
 *   balance CHECK) or of a frozen account and a credit past the currency's maximum balance; the
 *   adjustment row, the entry and the audit entry commit together or not at all.
 * - Audited in the same transaction: `players.adjust` (request), `adjustments.approve`,
 *   `adjustments.reject`, key `player:{id}`, before/after balance and status.
 */
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.ts';
import { accounts, balanceAdjustments, currencies, players, staff } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { ADJUSTMENT_APPROVAL_THRESHOLD_MAJOR, adjustmentApprovalRule, formatMinor, parseMajorAmount, type AdjustmentApprovalRule } from '../../domain/money.ts';
import { brandOrNotFound } from '../settings/console.ts';
import { brandLevel, readBrandOverrides } from '../settings/store.ts';
import { ALL_BRANDS, brandsAllowing, can } from '../../domain/staff/roles.ts';
import type { AdjustmentStatus, AdjustmentView } from '../../domain/console/players.ts';
import { applyEntry, houseAccountId, translateDbError } from '../ledger/ledger.ts';
import { recordAudit } from './audit.ts';
import { playerKey, refusePlayer, type StaffSource } from './player-access.ts';
import type { StaffPrincipal } from './sessions.ts';

/** A requested adjustment. */
export interface AdjustmentInput {
  /** One of the player's open accounts. */
  accountId: number;
  direction: 'credit' | 'debit';
  /** Major units as a decimal string ("150", "150.50"), above 0, at most the currency's decimals. */
  amount: string;
  reason: string;
  /** The client's key (unique per requesting staff member). */
  idempotencyKey: string;
}

const requester = alias(staff, 'requester');
const decider = alias(staff, 'decider');

/** Which adjustments {@link listAdjustments} answers. */
export interface AdjustmentFilter {
  playerId?: number;
  status?: AdjustmentStatus;
  /** Players of these brands only (null or absent: any brand). */
  brandIds?: readonly string[] | null;
  id?: number;
}

/** Adjustments, newest first (at most 500). */
export async function listAdjustments(db: Db | Tx, filter: AdjustmentFilter): Promise<AdjustmentView[]> {
  const where: SQL[] = [];
  if (filter.playerId !== undefined) where.push(eq(balanceAdjustments.playerId, filter.playerId));
  if (filter.status) where.push(eq(balanceAdjustments.status, filter.status));
  if (filter.id !== undefined) where.push(eq(balanceAdjustments.id, filter.id));
  if (filter.brandIds) where.push(inArray(players.brandId, filter.brandIds.length > 0 ? [...filter.brandIds] : ['']));
  const rows = await db
    .select({
      row: balanceAdjustments, brandId: players.brandId, iso: currencies.iso, exponent: currencies.exponent,
      requestedByEmail: requester.email, decidedByEmail: decider.email,
    })
    .from(balanceAdjustments)
    .innerJoin(players, eq(players.id, balanceAdjustments.playerId))
    .innerJoin(accounts, eq(accounts.id, balanceAdjustments.accountId))
    .innerJoin(currencies, eq(currencies.id, accounts.currencyId))
    .innerJoin(requester, eq(requester.id, balanceAdjustments.requestedBy))
    .leftJoin(decider, eq(decider.id, balanceAdjustments.decidedBy))
    .where(and(...where))
    .orderBy(desc(balanceAdjustments.id))
    .limit(500);
  return rows.map(({ row, brandId, iso, exponent, requestedByEmail, decidedByEmail }) => ({
    id: row.id, playerId: row.playerId, brandId, accountId: row.accountId, amount: row.amount, reason: row.reason,
    status: row.status, needsApproval: row.needsApproval, approvalRule: row.approvalRule, requestedBy: row.requestedBy, requestedByEmail,
    decidedBy: row.decidedBy, decidedByEmail, decisionReason: row.decisionReason, entryId: row.entryId,
    createdAt: row.createdAt.toISOString(), decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null, iso, exponent,
  }));
}

/** One adjustment. @throws AppError not_found */
async function adjustmentById(db: Db | Tx, id: number): Promise<AdjustmentView> {
  const [found] = await listAdjustments(db, { id });
  if (!found) throw new AppError('not_found', 'No such adjustment.');
  return found;
}

/** Pending adjustments of the players of the brands the staff member may approve on, newest first. */
export async function pendingAdjustments(db: Db, actor: StaffPrincipal): Promise<AdjustmentView[]> {
  const brands = brandsAllowing(actor.grants, 'adjustments.approve');
  if (brands.length === 0) return [];
  return listAdjustments(db, { status: 'pending', brandIds: brands.includes(ALL_BRANDS) ? null : brands });
}

/** The account of the player with its currency (closed accounts too, for a replay). */
async function accountOf(tx: Tx, playerId: number, accountId: number) {
  const [row] = await tx
    .select({ account: accounts, currency: currencies })
    .from(accounts)
    .innerJoin(currencies, eq(currencies.id, accounts.currencyId))
    .where(and(eq(accounts.id, accountId), eq(accounts.playerId, playerId)));
  return row;
}

/** The signed amount in minor units of a request. @throws AppError bad_request (field `amount`) */
function signedAmount(input: AdjustmentInput, exponent: number): number {
  const minor = parseMajorAmount(input.amount, exponent);
  if (minor === null || minor === 0) {
    throw new AppError('bad_request', `amount: must be above 0 with at most ${exponent} decimals`, { fields: ['amount'] });
  }
  return input.direction === 'credit' ? minor : -minor;
}

/** The earlier adjustment of the same key when it is the same request. @throws AppError idempotency_conflict */
async function replayOf(tx: Tx, existing: typeof balanceAdjustments.$inferSelect, playerId: number, input: AdjustmentInput): Promise<number> {
  const account = await accountOf(tx, existing.playerId, existing.accountId);
  let same = existing.playerId === playerId && existing.accountId === input.accountId && existing.reason === input.reason && account !== undefined;
  if (same) {
    const amount = parseMajorAmount(input.amount, account!.currency.exponent);
    same = amount !== null && (input.direction === 'credit' ? amount : -amount) === existing.amount;
  }
  if (!same) throw new AppError('idempotency_conflict', 'This idempotency key was already used for a different adjustment.');
  return existing.id;
}

/** Applies a pending adjustment's ledger entry in `tx`. @returns the entry id */
async function post(tx: Tx, adjustment: { id: number; accountId: number; amount: number; playerId: number }, currencyId: number): Promise<number> {
  const house = await houseAccountId(tx, 'adjustments', currencyId);
  const { entryId } = await applyEntry(tx, {
    idempotencyKey: `adjustment:${adjustment.id}`,
    kind: 'adjustment',
    postings: [{ accountId: adjustment.accountId, amount: adjustment.amount }, { accountId: house, amount: -adjustment.amount }],
    meta: { adjustmentId: adjustment.id, playerId: adjustment.playerId },
  });
  return entryId;
}

const balanceOf = async (tx: Tx, accountId: number): Promise<number> =>
  (await tx.select({ balance: accounts.balance }).from(accounts).where(eq(accounts.id, accountId)))[0]!.balance;

/** 24 hours in ms: the window of the per-player total. */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The brand's four-eyes threshold of a currency in minor units: the brand-wide effective setting
 * `adjustmentApproval.thresholdsMajor` (brand.json with the brand's console override, read in the
 * caller's transaction) × 10^exponent; a currency the setting leaves out has the platform default.
 * @throws AppError not_found for a brand the portal does not serve
 */
export async function adjustmentThresholdMinor(db: Db | Tx, brandId: string, currency: { iso: string; exponent: number }): Promise<number> {
  const brand = brandLevel(brandOrNotFound(brandId), await readBrandOverrides(db, brandId));
  const thresholds = brand.adjustmentApproval.thresholdsMajor as Partial<Record<string, number>>;
  const major = thresholds[currency.iso] ?? (ADJUSTMENT_APPROVAL_THRESHOLD_MAJOR as Partial<Record<string, number>>)[currency.iso] ?? 0;
  return major * 10 ** currency.exponent;
}

/** The start of the UTC day of `now`. */
const utcDayStart = (now: Date): Date => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/**
 * The requester's totals in a currency (minor units, absolute amounts of the adjustments applied
 * without approval): to the player since `now` − 24 h, and to every player since 00:00 UTC of `now`.
 */
async function requesterTotals(tx: Tx, staffId: number, currencyId: number, playerId: number, now: Date): Promise<{ player24h: number; day: number }> {
  const since = new Date(now.getTime() - DAY_MS);
  const dayStart = utcDayStart(now);
  const [row] = await tx
    .select({
      player24h: sql<string>`coalesce(sum(abs(${balanceAdjustments.amount})) filter (where ${balanceAdjustments.playerId} = ${playerId} and ${balanceAdjustments.createdAt} > ${since.toISOString()}::timestamptz), 0)::text`,
      day: sql<string>`coalesce(sum(abs(${balanceAdjustments.amount})) filter (where ${balanceAdjustments.createdAt} >= ${dayStart.toISOString()}::timestamptz), 0)::text`,
    })
    .from(balanceAdjustments)
    .innerJoin(accounts, eq(accounts.id, balanceAdjustments.accountId))
    .where(and(
      eq(balanceAdjustments.requestedBy, staffId), eq(accounts.currencyId, currencyId), eq(balanceAdjustments.needsApproval, false),
      // No upper bound: a request that committed first under the lock counts even when its time is
      // a little later than this one's (times are taken before the lock is).
      sql`${balanceAdjustments.createdAt} > ${new Date(Math.min(since.getTime(), dayStart.getTime())).toISOString()}::timestamptz`,
    ));
  return { player24h: Number(row?.player24h ?? 0), day: Number(row?.day ?? 0) };
}

/**
 * Requests a balance adjustment of one of the player's open accounts; applied at once when it
 * keeps the requester within the brand's four-eyes threshold (the adjustment, the total to the
 * player in 24 h, the total to all players in the UTC day; see the module comment), else stored
 * `pending` for a second staff member. The caller checked `players.adjust` on the player's brand
 * (player-access.ts `playerFor`).
 * @param now the request's time (stored as `createdAt`; the windows end at it)
 * @returns the adjustment, and whether this call was a replay of an earlier one with the same key
 * @throws AppError bad_request (amount) | unknown_account | amount_limit | insufficient_funds |
 *   account_frozen | balance_limit | idempotency_conflict
 */
export async function requestAdjustment(db: Db, source: StaffSource, playerId: number, input: AdjustmentInput, now = new Date()): Promise<{ adjustment: AdjustmentView; replayed: boolean }> {
  const keyed = and(eq(balanceAdjustments.requestedBy, source.actor.id), eq(balanceAdjustments.idempotencyKey, input.idempotencyKey));
  try {
    const { id, replayed } = await db.transaction(async (tx) => {
      const [existing] = await tx.select().from(balanceAdjustments).where(keyed);
      if (existing) return { id: await replayOf(tx, existing, playerId, input), replayed: true };
      const found = await accountOf(tx, playerId, input.accountId);
      if (!found || found.account.closedAt) throw new AppError('unknown_account', 'The player has no such open account.', { accountId: input.accountId, fields: ['accountId'] });
      const { account, currency } = found;
      const amount = signedAmount(input, currency.exponent);
      if (Math.abs(amount) > currency.maxBalance) {
        throw new AppError('amount_limit', `The largest adjustment is ${formatMinor(currency.maxBalance, currency.exponent)} ${currency.iso}.`, {
          max: formatMinor(currency.maxBalance, currency.exponent), currency: currency.iso, fields: ['amount'],
        });
      }
      if (amount < 0 && account.balance + amount < 0) {
        throw new AppError('insufficient_funds', `The account holds ${formatMinor(account.balance, currency.exponent)} ${currency.iso}; a debit cannot take it below zero.`, { fields: ['amount'] });
      }
      const [player] = await tx.select({ brandId: players.brandId }).from(players).where(eq(players.id, playerId));
      // One requester and currency at a time: the totals read here count every earlier request.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`adjustments:${source.actor.id}:${currency.id}`}, 0))`);
      const threshold = await adjustmentThresholdMinor(tx, player!.brandId, currency);
      const totals = await requesterTotals(tx, source.actor.id, currency.id, playerId, now);
      const approvalRule: AdjustmentApprovalRule | null = adjustmentApprovalRule(amount, totals.player24h, totals.day, threshold);
      const needsApproval = approvalRule !== null;
      const [row] = await tx
        .insert(balanceAdjustments)
        .values({
          playerId, accountId: account.id, amount, reason: input.reason, status: 'pending', requestedBy: source.actor.id,
          idempotencyKey: input.idempotencyKey, needsApproval, approvalRule, createdAt: now,
        })
        .onConflictDoNothing({ target: [balanceAdjustments.requestedBy, balanceAdjustments.idempotencyKey] })
        .returning();
      if (!row) {
        const [raced] = await tx.select().from(balanceAdjustments).where(keyed);
        return { id: await replayOf(tx, raced!, playerId, input), replayed: true };
      }
      let status: AdjustmentStatus = 'pending';
      let entryId: number | null = null;
      if (!needsApproval) {
        entryId = await post(tx, row, currency.id);
        await tx.update(balanceAdjustments).set({ status: 'applied', entryId, decidedAt: now }).where(eq(balanceAdjustments.id, row.id));
        status = 'applied';
      }
      await recordAudit(tx, {
        staffId: source.actor.id, action: 'players.adjust', brandId: player!.brandId, key: playerKey(playerId),
        before: { accountId: account.id, balance: account.balance },
        after: { adjustmentId: row.id, accountId: account.id, amount, currency: currency.iso, status, needsApproval, approvalRule, entryId, balance: await balanceOf(tx, account.id) },
        reason: input.reason, clientAddress: source.clientAddress,
      });
      return { id: row.id, replayed: false };
    });
    return { adjustment: await adjustmentById(db, id), replayed };
  } catch (error) {
    throw translateDbError(error);
  }
}

/**
 * Approves (applies through the ledger) or rejects (moves nothing) a pending adjustment, by a
 * staff member holding `adjustments.approve` on the player's brand who is not its requester, in
 * one transaction under the adjustment's row lock, audited in it.
 * @param request what was asked, for the audit of a refusal
 * @throws AppError not_found | forbidden (audited: another brand, or the requester's own) |
 *   conflict (409: decided already, `meta.status`) | insufficient_funds | account_frozen |
 *   balance_limit (the adjustment stays pending)
 */
export async function decideAdjustment(
  db: Db, source: StaffSource & { reason: string }, adjustmentId: number, decision: 'approve' | 'reject', request: string,
): Promise<AdjustmentView> {
  const [target] = await db
    .select({ playerId: balanceAdjustments.playerId, requestedBy: balanceAdjustments.requestedBy, brandId: players.brandId })
    .from(balanceAdjustments)
    .innerJoin(players, eq(players.id, balanceAdjustments.playerId))
    .where(eq(balanceAdjustments.id, adjustmentId));
  if (!target) throw new AppError('not_found', 'No such adjustment.');
  const player = { id: target.playerId, brandId: target.brandId };
  if (!can(source.actor.grants, 'adjustments.approve', target.brandId)) await refusePlayer(db, source, 'adjustments.approve', player, request);
  if (target.requestedBy === source.actor.id) {
    await recordAudit(db, {
      staffId: source.actor.id, action: 'access.denied', brandId: target.brandId, key: playerKey(target.playerId),
      after: { action: 'adjustments.approve', adjustmentId, rule: 'four_eyes' }, reason: request, clientAddress: source.clientAddress,
    });
    throw new AppError('forbidden', 'You requested this adjustment; another staff member has to approve or reject it.', { adjustmentId });
  }
  try {
    await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ row: balanceAdjustments, currencyId: accounts.currencyId, iso: currencies.iso })
        .from(balanceAdjustments)
        .innerJoin(accounts, eq(accounts.id, balanceAdjustments.accountId))
        .innerJoin(currencies, eq(currencies.id, accounts.currencyId))
        .where(eq(balanceAdjustments.id, adjustmentId))
        .for('update', { of: balanceAdjustments });
      const row = locked!.row;
      if (row.status !== 'pending') throw new AppError('conflict', `The adjustment was ${row.status} already.`, { status: row.status, adjustmentId });
      const before = await balanceOf(tx, row.accountId);
      const entryId = decision === 'approve' ? await post(tx, row, locked!.currencyId) : null;
      const status: AdjustmentStatus = decision === 'approve' ? 'applied' : 'rejected';
      const decided = await tx
        .update(balanceAdjustments)
        .set({ status, entryId, decidedBy: source.actor.id, decidedAt: new Date(), decisionReason: source.reason })
        .where(and(eq(balanceAdjustments.id, adjustmentId), eq(balanceAdjustments.status, 'pending'), isNull(balanceAdjustments.entryId)))
        .returning({ id: balanceAdjustments.id });
      if (decided.length !== 1) throw new AppError('conflict', 'The adjustment was decided already.', { adjustmentId });
      await recordAudit(tx, {
        staffId: source.actor.id, action: decision === 'approve' ? 'adjustments.approve' : 'adjustments.reject', brandId: target.brandId,
        key: playerKey(row.playerId),
        before: { adjustmentId, status: 'pending', accountId: row.accountId, balance: before },
        after: { adjustmentId, status, accountId: row.accountId, amount: row.amount, currency: locked!.iso, entryId, balance: await balanceOf(tx, row.accountId) },
        reason: source.reason, clientAddress: source.clientAddress,
      });
    });
  } catch (error) {
    throw translateDbError(error);
  }
  return adjustmentById(db, adjustmentId);
}
