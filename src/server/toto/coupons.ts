/**
 * Toto coupons (spec §2 `toto`; rules in src/domain/toto/pool.ts): placing a coupon on a draw,
 * reading a player's coupons, and settling a draw's pool by the real results.
 *
 * Placing, all or nothing in one transaction: the draw's games fixed (`toto_draws`, first coupon
 * only), the coupon row (unique per player and `refId`), the responsible-gaming check of the stake
 * (`rg_spend` through `enforceSpend`, ref `toto-stake:{couponId}`: exclusions, bans, wagering and
 * loss limits; the stake counts against the wager limits) and the stake moved to the house's
 * `stakes_held` (ledger key `toto-stake:{couponId}`); a refusal of the check or of the ledger (a
 * stake above the balance, a frozen account) rolls the whole transaction back. A retry with the same refId and content answers the coupon placed;
 * other content is 409 idempotency_conflict.
 *
 * Settling a pool (one draw, one currency), exactly once, in one transaction, once every game has
 * finished by the feed's clock: the currency's `toto_jackpot` house account is locked (so pools of
 * one currency settle one at a time and the jackpot carried in is exact), the `toto_pools` row not
 * yet written is the claim; each open coupon gets its rows by correct picks, status and payout and
 * is paid with `toto-settle:{couponId}` (stakes_held −stake, player +payout, house `payouts` ± the
 * difference; the payout recorded as winnings for the loss limits, `recordPayout`), and the jackpot moves between `payouts` and `toto_jackpot` by what the draw carries
 * out minus what it carried in (`toto-jackpot:{drawId}:{currencyId}`). The house keeps exactly 10 %
 * of the pool.
 */
import { stakeAccount } from '../ledger/accounts.ts';
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { PlaceTotoCouponRequest, TotoCoupon } from '../../../schemas/toto-api.ts';
import type { CouponConfig } from '../../../schemas/site-config.ts';
import { formatMinor, parseMajorAmount } from '../../domain/money.ts';
import { BET_STATUS } from '../../domain/coupon/types.ts';
import { MAX_ROWS, correctCounts, rowCount, settlePool, type PoolCoupon, type TotoResult } from '../../domain/toto/pool.ts';
import { currentDrawId } from '../../domain/toto/schedule.ts';
import { accounts, currencies, postings, totoCoupons, totoDraws, totoPools } from '../db/schema.ts';
import type { Db, Tx } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { placeOnce } from '../products/placement.ts';
import { applyEntry, houseAccountId, translateDbError, type PostingInput } from '../ledger/ledger.ts';
import { betHouseAccountId } from '../ledger/house.ts';
import { enforceSpend, recordPayout } from '../responsible/enforce.ts';
import type { Feed } from '../feed/service.ts';
import { fixTotoDraw, scheduledTotoDraw, storedTotoDraw, totoResults } from './draws.ts';

type CouponRow = typeof totoCoupons.$inferSelect;
type CurrencyMeta = { iso: string; exponent: number };

function couponHash(request: PlaceTotoCouponRequest): string {
  return createHash('sha256').update(JSON.stringify([request.refId, request.accountId, request.drawId, request.picks, request.amount])).digest('hex');
}

/** The API/page view of a stored coupon. */
function totoCouponView(row: CouponRow, currency: CurrencyMeta): TotoCoupon {
  const money = (minor: number) => formatMinor(minor, currency.exponent);
  return {
    couponId: row.id,
    refId: row.refId,
    drawId: row.drawId,
    picks: row.picks as TotoCoupon['picks'],
    rows: row.rows,
    currency: { iso: currency.iso, exponent: currency.exponent },
    rowStake: money(row.rowStake),
    stake: money(row.stake),
    stakeMinor: row.stake,
    statusId: row.statusId,
    bestCorrect: row.bestCorrect,
    correctCounts: row.correctCounts,
    payout: row.payout === null ? null : money(row.payout),
    payoutMinor: row.payout,
    placedAt: row.placedAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

/** Who places, where, and when. */
export interface TotoContext {
  playerId: number;
  brand: { siteConfig: { coupon: CouponConfig } };
  feed: Feed;
  /** The feed's clock, UTC ms. */
  now: number;
}

const couponWithCurrency = { row: totoCoupons, currency: { iso: currencies.iso, exponent: currencies.exponent } };

/**
 * Places a coupon (module docstring).
 * @throws AppError bad_request (amount), unknown_account, account_frozen, market_unavailable
 *   (draw not taking coupons), coupon_invalid (too many rows, stake below the minimum or above the
 *   maximum; `meta.problems` with i18n keys), insufficient_funds, idempotency_conflict,
 *   limit_reached / limit_currency (a responsible-gaming exclusion, time-out or money limit; facts
 *   in `meta`), player_banned
 */
export async function placeTotoCoupon(db: Db, context: TotoContext, request: PlaceTotoCouponRequest): Promise<TotoCoupon> {
  const hash = couponHash(request);
  const find = async () => {
    const [existing] = await db.select(couponWithCurrency).from(totoCoupons).innerJoin(currencies, eq(currencies.id, totoCoupons.currencyId))
      .where(and(eq(totoCoupons.playerId, context.playerId), eq(totoCoupons.refId, request.refId)));
    return existing ? { requestHash: existing.row.requestHash, view: totoCouponView(existing.row, existing.currency) } : null;
  };
  return placeOnce({ refId: request.refId, hash, noun: 'coupon', find, place: () => placeNew(db, context, request, hash) });
}

/** Validates and places a coupon not placed before; null when a concurrent request took the refId. */
async function placeNew(db: Db, context: TotoContext, request: PlaceTotoCouponRequest, hash: string): Promise<TotoCoupon | null> {
  const account = await stakeAccount(db, context.playerId, request.accountId, 'coupons cannot be placed from it');
  const { currency } = account;

  const current = currentDrawId(context.now);
  if (request.drawId !== current && request.drawId !== current + 1) {
    throw new AppError('market_unavailable', 'This draw is not taking coupons.', { drawId: request.drawId, reason: request.drawId < current ? 'closed' : 'not_on_sale' });
  }
  const draw = (await storedTotoDraw(db, request.drawId)) ?? scheduledTotoDraw(context.feed, request.drawId);
  if (!draw || context.now >= draw.deadline) throw new AppError('market_unavailable', 'This draw is not taking coupons any more.', { drawId: request.drawId, reason: 'closed' });

  const rows = rowCount(request.picks);
  const problems: { code: string; i18nKey: string; params?: Record<string, string | number> }[] = [];
  if (rows > MAX_ROWS) problems.push({ code: 'too_many_rows', i18nKey: 'toto_error_rows', params: { max: MAX_ROWS } });
  const rowStake = parseMajorAmount(request.amount, currency.exponent);
  if (rowStake === null || rowStake <= 0) throw new AppError('bad_request', `amount: ${request.amount} is not an amount in this currency (at most ${currency.exponent} decimals).`, { fields: ['amount'] });
  const { minAmountByCurrency, maxAmountByCurrency } = context.brand.siteConfig.coupon;
  const min = minAmountByCurrency[currency.iso];
  const max = maxAmountByCurrency[currency.iso];
  const stake = rowStake * rows;
  if (min !== undefined && rowStake < (parseMajorAmount(min, currency.exponent) ?? 0)) problems.push({ code: 'min_amount', i18nKey: 'toto_error_min_amount', params: { amount: min } });
  if (max !== undefined && stake > (parseMajorAmount(max, currency.exponent) ?? Infinity)) problems.push({ code: 'max_amount', i18nKey: 'toto_error_max_amount', params: { amount: max } });
  if (!Number.isSafeInteger(stake) || stake > currency.maxBalance) problems.push({ code: 'max_amount', i18nKey: 'toto_error_max_amount', params: { amount: formatMinor(currency.maxBalance, currency.exponent) } });
  if (problems.length > 0) throw new AppError('coupon_invalid', problems.map((p) => p.code.replaceAll('_', ' ')).join('; '), { problems, currency: currency.iso });

  const heldId = await betHouseAccountId(db, 'stakes_held', currency.id);
  try {
    const row = await db.transaction(async (tx) => {
      await fixTotoDraw(tx, draw);
      const [inserted] = await tx
        .insert(totoCoupons)
        .values({
          playerId: context.playerId, accountId: account.id, currencyId: currency.id, refId: request.refId, requestHash: hash,
          drawId: request.drawId, picks: [...request.picks], rows, rowStake, stake, placedAt: new Date(context.now),
        })
        .onConflictDoNothing({ target: [totoCoupons.playerId, totoCoupons.refId] })
        .returning();
      if (!inserted) return null;
      // Before the posting, as in coupon_place: the player's rg lock is taken before the account row's.
      await enforceSpend(tx, { playerId: context.playerId, currencyId: currency.id, kind: 'wager', amountMinor: stake, now: context.now, ref: `toto-stake:${inserted.id}` });
      await applyEntry(tx, {
        idempotencyKey: `toto-stake:${inserted.id}`,
        kind: 'stake',
        postings: [{ accountId: account.id, amount: -stake }, { accountId: heldId, amount: stake }],
        meta: { playerId: context.playerId, totoCouponId: inserted.id },
      });
      return inserted;
    });
    return row ? totoCouponView(row, currency) : null;
  } catch (error) {
    throw translateDbError(error);
  }
}

/**
 * The player's toto coupons, newest first (bet history directory 2, the toto page).
 * @param limit at most this many; `offset` skips the newest ones
 */
export async function playerTotoCoupons(db: Db, playerId: number, limit = 20, offset = 0, drawId?: number): Promise<{ coupons: TotoCoupon[]; total: number }> {
  const where = drawId === undefined ? eq(totoCoupons.playerId, playerId) : and(eq(totoCoupons.playerId, playerId), eq(totoCoupons.drawId, drawId));
  return totoCouponsWhere(db, where, limit, offset);
}

/** Toto coupons matching a condition (bet history's period filter), newest first, with their count. */
export async function totoCouponsWhere(db: Db, where: SQL | undefined, limit: number, offset: number): Promise<{ coupons: TotoCoupon[]; total: number }> {
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(totoCoupons).where(where);
  const rows = await db.select(couponWithCurrency).from(totoCoupons).innerJoin(currencies, eq(currencies.id, totoCoupons.currencyId))
    .where(where).orderBy(desc(totoCoupons.placedAt), desc(totoCoupons.id)).limit(limit).offset(offset);
  return { coupons: rows.map(({ row, currency }) => totoCouponView(row, currency)), total: counted?.n ?? 0 };
}

/** The pool of a draw in a currency so far: stakes placed and coupons, minor units. */
export async function totoPoolSoFar(db: Db, drawId: number, currencyId: number): Promise<{ pool: number; coupons: number }> {
  const [row] = await db.select({ pool: sql<string | null>`sum(${totoCoupons.stake})`, n: sql<number>`count(*)::int` }).from(totoCoupons)
    .where(and(eq(totoCoupons.drawId, drawId), eq(totoCoupons.currencyId, currencyId)));
  return { pool: Number(row?.pool ?? 0), coupons: row?.n ?? 0 };
}

/** The jackpot carried into the next settlement in a currency, minor units. */
export async function totoJackpot(db: Db | Tx, currencyId: number): Promise<number> {
  const id = await houseAccountId(db, 'toto_jackpot', currencyId);
  const [sum] = await db.select({ total: sql<string | null>`sum(${postings.amount})` }).from(postings).where(eq(postings.accountId, id));
  return Number(sum?.total ?? 0);
}

/** A settled pool, for the caller's report. */
export interface SettledPool {
  drawId: number;
  currencyId: number;
  coupons: number;
  /** Each coupon settled, for the player's notification: status id (spec §4) and payout, minor units. */
  settled: { playerId: number; couponId: number; statusId: number; payoutMinor: number }[];
}

/**
 * Settles one pool (module docstring) when every game of the draw has finished by `now`.
 * @returns the settlement, or null when there was nothing to do (settled already, not complete)
 */
async function settleTotoPool(db: Db, feed: Feed, drawId: number, currencyId: number, now: number): Promise<SettledPool | null> {
  try {
    return await db.transaction(async (tx) => {
      const draw = await storedTotoDraw(tx, drawId);
      if (!draw || now < draw.completesAt) return null;
      const jackpotId = await houseAccountId(tx, 'toto_jackpot', currencyId);
      await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, jackpotId)).for('update');
      const [done] = await tx.select({ drawId: totoPools.drawId }).from(totoPools).where(and(eq(totoPools.drawId, drawId), eq(totoPools.currencyId, currencyId)));
      if (done) return null;
      const results = totoResults(feed, draw, now);
      if (results.some((r) => r === null)) return null;
      const final = results as TotoResult[];
      const open = await tx.select().from(totoCoupons)
        .where(and(eq(totoCoupons.drawId, drawId), eq(totoCoupons.currencyId, currencyId), eq(totoCoupons.statusId, BET_STATUS.notStarted)))
        .orderBy(asc(totoCoupons.id)).for('update');
      const pool: PoolCoupon[] = open.map((c) => ({ id: c.id, rowStake: c.rowStake, counts: correctCounts(c.picks, final) }));
      const jackpotIn = await totoJackpot(tx, currencyId);
      const settlement = settlePool(pool, jackpotIn, final);
      const heldId = await betHouseAccountId(db, 'stakes_held', currencyId, tx);
      const payoutsId = await betHouseAccountId(db, 'payouts', currencyId, tx);
      const settled: SettledPool['settled'] = [];
      for (const [index, coupon] of open.entries()) {
        const counts = pool[index]!.counts;
        const payout = settlement.payouts.get(coupon.id)!;
        const statusId = settlement.void ? BET_STATUS.return : payout > 0 ? BET_STATUS.win : BET_STATUS.lose;
        await tx.update(totoCoupons)
          .set({ statusId, bestCorrect: counts.findLastIndex((n) => n > 0), correctCounts: [...counts], payout, settledAt: new Date(now) })
          .where(eq(totoCoupons.id, coupon.id));
        const entry: PostingInput[] = [{ accountId: heldId, amount: -coupon.stake }];
        if (payout > 0) entry.push({ accountId: coupon.accountId, amount: payout });
        if (payout !== coupon.stake) entry.push({ accountId: payoutsId, amount: coupon.stake - payout });
        await applyEntry(tx, { idempotencyKey: `toto-settle:${coupon.id}`, kind: 'payout', postings: entry, meta: { totoCouponId: coupon.id, drawId, statusId } });
        await recordPayout(tx, { playerId: coupon.playerId, currencyId, amountMinor: payout, now, ref: `toto-settle:${coupon.id}` });
        settled.push({ playerId: coupon.playerId, couponId: coupon.id, statusId, payoutMinor: payout });
      }
      const carried = settlement.jackpotOut - settlement.jackpotIn;
      if (carried !== 0) {
        await applyEntry(tx, {
          idempotencyKey: `toto-jackpot:${drawId}:${currencyId}`,
          kind: 'transfer',
          postings: [{ accountId: payoutsId, amount: -carried }, { accountId: jackpotId, amount: carried }],
          meta: { drawId, currencyId, jackpotIn: settlement.jackpotIn, jackpotOut: settlement.jackpotOut },
        });
      }
      await tx.insert(totoPools).values({
        drawId, currencyId, pool: settlement.pool, prizeFund: settlement.prizeFund, jackpotIn: settlement.jackpotIn, jackpotOut: settlement.jackpotOut,
        results: final, isVoid: settlement.void, tiers: settlement.tiers, coupons: open.length, settledAt: new Date(now),
      });
      return { drawId, currencyId, coupons: open.length, settled };
    });
  } catch (error) {
    throw translateDbError(error);
  }
}

/**
 * Settles every pool whose draw has completed by `now`, oldest draw first (so the jackpot carries
 * in draw order).
 */
export async function settleTotoDue(db: Db, feed: Feed, now: number): Promise<SettledPool[]> {
  const due = await db
    .selectDistinct({ drawId: totoCoupons.drawId, currencyId: totoCoupons.currencyId })
    .from(totoCoupons)
    .innerJoin(totoDraws, eq(totoDraws.drawId, totoCoupons.drawId))
    .where(and(eq(totoCoupons.statusId, BET_STATUS.notStarted), lte(totoDraws.completesAt, new Date(now))))
    .orderBy(asc(totoCoupons.drawId), asc(totoCoupons.currencyId));
  const settled: SettledPool[] = [];
  for (const pool of due) {
    const one = await settleTotoPool(db, feed, pool.drawId, pool.currencyId, now);
    if (one) settled.push(one);
  }
  return settled;
}
