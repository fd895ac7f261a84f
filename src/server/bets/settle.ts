/**
 * Settlement (spec §4 Bet status ids): when the replay finishes a game instance,
 * each open bet on it gets its status from the game's REAL result by its sport's rules (its sport
 * module's `settleLeg`, src/domain/sports/<sport>.ts: football's final and half-time score; tennis
 * sets, games and how the match ended; NFL points with overtime), and each
 * coupon whose result is then known is paid through the ledger.
 *
 * Exactly once, safe to re-run, safe on several instances:
 * - a bet is updated only while its status is below 0 (`status_id < 0` in the UPDATE);
 * - a coupon is settled under `SELECT … FOR UPDATE` only while it is open (status −1), and its
 *   ledger entry has the key `settle:{couponId}` (a second attempt would be refused or replayed);
 * - the stake held at placement leaves `stakes_held`; the player gets the payout; the difference
 *   goes to (or comes from) the house's `payouts` account, so every entry balances.
 *
 * What runs it: {@link startSettlement} sweeps every {@link SETTLE_INTERVAL_MS} for bets whose game
 * instance has finished by the feed's clock, and at once when the live bus carries a `finish`.
 */
import { and, asc, eq, lt, lte, sql } from 'drizzle-orm';
import { BET_STATUS, isOpenStatus, type BetStatusId, type CouponTypeId, type SettledLeg } from '../../domain/coupon/types.ts';
import { settleCoupon, type CouponStakes } from '../../domain/coupon/arithmetic.ts';
import { LONGEST_GAME_MS, SHORTEST_GAME_MS, settleLeg, wallMsOf } from '../../domain/feed/sport-rules.ts';
import { catalogueSport } from '../../domain/feed/catalogue.ts';
import type { ImportedMatch } from '../../domain/feed/match.ts';
import { couponBets, coupons } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { freeBetCredit } from '../../domain/bonus/rules.ts';
import { applyEntry, translateDbError, type PostingInput } from '../ledger/ledger.ts';
import { betHouseAccountId } from '../ledger/house.ts';
import type { Feed } from '../feed/service.ts';
import { recordPayout } from '../responsible/enforce.ts';
import { feedNow } from '../feed/clock.ts';
import { getDatabase } from '../database.ts';
import { getFeed } from '../feed/service.ts';
import { getBus } from '../live/bus.ts';
import { LIVE_CHANNEL } from '../live/publisher.ts';
import { settleProducts, type ProductsSettled, type SettledProduct } from '../products/settle.ts';

/** Coupons settled at once by a run (each its own transaction). */
const SETTLE_CONCURRENCY = 8;

/** How often the sweep looks for finished games, ms. */
export const SETTLE_INTERVAL_MS = 5_000;

/** What a settlement run did. */
export interface SettleResult {
  /** Bets that got their status. */
  bets: number;
  /** Coupons settled and paid. */
  coupons: number;
  /** Tickets of the other products settled (src/server/products/settle.ts). */
  products?: ProductsSettled;
}

/**
 * The stored match a bet is on: served, or kept apart because its champ left the catalogue or the
 * replay calendar does not place it (its open bets still settle from the stored real result: the
 * stake is never left held).
 */
function matchOfBet(feed: Feed, permanentId: number): ImportedMatch | undefined {
  return feed.byId.get(permanentId) ?? feed.unserved.get(permanentId) ?? feed.unplaced.get(permanentId);
}

/**
 * When a game kicked off at `kickoffAt` (UTC ms) has finished: its sport's game length, or the
 * longest of any model when its sport left the catalogue.
 */
function finishOf(match: ImportedMatch, kickoffAt: number): number {
  return kickoffAt + (catalogueSport(match.sportId) ? wallMsOf(match) : LONGEST_GAME_MS);
}

/**
 * Gives every open bet on a finished game instance its status from the real result (also a game
 * whose champ left the catalogue since the bet: {@link matchOfBet}).
 * @returns the coupons touched
 */
async function settleGameBets(db: Db, feed: Feed, gameId: string, permanentId: number, now: number): Promise<{ bets: number; couponIds: Set<number> }> {
  const match = matchOfBet(feed, permanentId);
  const couponIds = new Set<number>();
  if (!match) return { bets: 0, couponIds };
  const open = await db
    .selectDistinct({ outcomeKey: couponBets.outcomeKey, groupId: couponBets.groupId, typeId: couponBets.typeId, param: couponBets.param })
    .from(couponBets)
    .where(and(eq(couponBets.gameId, gameId), lt(couponBets.statusId, 0)));
  let bets = 0;
  for (const outcome of open) {
    const statusId = settleLeg(match, { groupId: outcome.groupId, typeId: outcome.typeId, param: outcome.param === null ? undefined : Number(outcome.param) });
    const updated = await db
      .update(couponBets)
      .set({
        statusId,
        scoreHome: match.fullTime.home,
        scoreAway: match.fullTime.away,
        htHome: match.halfTime.home,
        htAway: match.halfTime.away,
        settledAt: new Date(now),
      })
      .where(and(eq(couponBets.gameId, gameId), eq(couponBets.outcomeKey, outcome.outcomeKey), lt(couponBets.statusId, 0)))
      .returning({ couponId: couponBets.couponId });
    bets += updated.length;
    for (const row of updated) couponIds.add(row.couponId);
  }
  return { bets, couponIds };
}

/** A coupon settled by a run: what the player is told (`PLAYER_CHANNEL`). */
export interface SettledCoupon {
  playerId: number;
  couponId: number;
  /** Coupon status id (spec §4). */
  statusId: number;
  /** Payout, minor units. */
  payoutMinor: number;
}

/**
 * Bus channel of per-player events: `{ kind: 'coupon', … }` = {@link SettledCoupon}, and
 * `{ kind: 'lotto' | 'toto' | 'virtual', … }` = {@link SettledProduct}.
 */
export const PLAYER_CHANNEL = 'player';

/**
 * Settles one coupon when its result is known: status, payout and the ledger entry in one
 * transaction. Nothing happens to a coupon already settled or still undecided.
 * @param onSettled called after the commit when this call settled it
 * @returns true when this call settled it
 */
export async function settleCouponById(db: Db, couponId: number, now: number, onSettled?: (coupon: SettledCoupon) => void): Promise<boolean> {
  let settled: SettledCoupon | null = null;
  try {
    await db.transaction(async (tx) => {
      const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for('update');
      if (!coupon || !isOpenStatus(coupon.statusId)) return;
      const legs = await tx
        .select({ coefMilli: couponBets.coefMilli, statusId: couponBets.statusId, blockId: couponBets.blockId, isBanker: couponBets.isBanker })
        .from(couponBets)
        .where(eq(couponBets.couponId, couponId))
        .orderBy(asc(couponBets.legIndex));
      const legsSettled: SettledLeg[] = legs.map((l) => ({ coefMilli: l.coefMilli, statusId: l.statusId as BetStatusId, blockId: l.blockId, isBanker: l.isBanker }));
      // The bonus bet of an express: an extra leg that always wins (spec §4).
      if (coupon.bonusCoefMilli !== null) legsSettled.push({ coefMilli: coupon.bonusCoefMilli, statusId: BET_STATUS.win });
      const stakes: CouponStakes = {
        amountMinor: coupon.stakes.amount,
        amountByLeg: coupon.stakes.byLeg,
        amountByBlockId: coupon.stakes.byBlock ? Object.fromEntries(Object.entries(coupon.stakes.byBlock).map(([k, v]) => [Number(k), v])) : undefined,
        systemValue: coupon.systemValue ?? undefined,
      };
      const result = settleCoupon(coupon.typeId as CouponTypeId, legsSettled, stakes);
      if (!result) return;
      // A free bet's stake is not returned: the player is credited the winnings only.
      const payout = coupon.freeBetId === null ? result.payoutMinor : freeBetCredit(result.payoutMinor, coupon.stake);
      await tx.update(coupons).set({ statusId: result.statusId, payout, settledAt: new Date(now) }).where(eq(coupons.id, couponId));
      const postings: PostingInput[] = [{ accountId: await betHouseAccountId(db, 'stakes_held', coupon.currencyId, tx), amount: -coupon.stake }];
      if (payout > 0) postings.push({ accountId: coupon.accountId, amount: payout });
      if (payout !== coupon.stake) postings.push({ accountId: await betHouseAccountId(db, 'payouts', coupon.currencyId, tx), amount: coupon.stake - payout });
      await applyEntry(tx, { idempotencyKey: `settle:${couponId}`, kind: 'payout', postings, meta: { couponId, statusId: result.statusId } });
      // Winnings reduce the loss that loss limits count (src/server/responsible/enforce.ts).
      await recordPayout(tx, { playerId: coupon.playerId, currencyId: coupon.currencyId, amountMinor: payout, now, ref: `settle:${couponId}` });
      settled = { playerId: coupon.playerId, couponId, statusId: result.statusId, payoutMinor: payout };
    });
  } catch (error) {
    throw translateDbError(error);
  }
  if (settled) onSettled?.(settled);
  return settled !== null;
}

/**
 * One settlement run at `now`: every bet on a game instance finished by then, then the open
 * coupons those bets belong to (an express with a lost bet is decided at once) and any open coupon
 * whose bets are all settled already.
 */
export async function settleDue(db: Db, feed: Feed, now: number, onSettled?: (coupon: SettledCoupon) => void): Promise<SettleResult> {
  const due = await db
    .selectDistinct({ gameId: couponBets.gameId, permanentId: couponBets.permanentId, kickoffAt: couponBets.kickoffAt })
    .from(couponBets)
    .where(and(lt(couponBets.statusId, 0), lte(couponBets.kickoffAt, new Date(now - SHORTEST_GAME_MS))));
  let bets = 0;
  const touched = new Set<number>();
  for (const game of due) {
    // Each game finishes by its own sport's length (the query took the shortest of them).
    const match = matchOfBet(feed, game.permanentId);
    if (match && finishOf(match, game.kickoffAt.getTime()) > now) continue;
    const result = await settleGameBets(db, feed, game.gameId, game.permanentId, now);
    bets += result.bets;
    for (const id of result.couponIds) touched.add(id);
  }
  // Also open coupons whose bets are all settled already (a run stopped between the two steps).
  const stranded = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(
      eq(coupons.statusId, BET_STATUS.notStarted),
      sql`not exists (select 1 from ${couponBets} where ${couponBets.couponId} = ${coupons.id} and ${couponBets.statusId} < 0)`,
    ));
  for (const { id } of stranded) touched.add(id);
  // Coupons settle in parallel (each in its own transaction, locking only its own rows).
  const queue = [...touched].sort((a, b) => a - b);
  let settled = 0;
  await Promise.all(
    Array.from({ length: Math.min(SETTLE_CONCURRENCY, queue.length) }, async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) if (await settleCouponById(db, id, now, onSettled)) settled += 1;
    }),
  );
  return { bets, coupons: settled };
}

/** A running settlement worker. */
export interface SettlementWorker {
  /** Runs a settlement now (after the current run, if one is going). */
  runNow(): Promise<SettleResult>;
  stop(): void;
}

/**
 * Starts settling on a timer and on `finish` messages of the live bus. Runs never overlap.
 * @param now the feed's clock
 */
function startSettlement(
  db: Db,
  feed: Feed,
  subscribe: (onFinish: () => void) => Promise<() => void>,
  now: () => number = feedNow,
  onSettled?: (coupon: SettledCoupon) => void,
  onProductSettled?: (ticket: SettledProduct) => void,
): SettlementWorker {
  let running: Promise<SettleResult> | null = null;
  let again = false;
  const run = (): Promise<SettleResult> => {
    if (running) {
      again = true;
      return running;
    }
    const at = now();
    running = settleDue(db, feed, at, onSettled)
      .then(async (result) => ({ ...result, products: await settleProducts(db, feed, at, onProductSettled) }))
      .catch((error: unknown) => {
        console.error('settlement run failed', error);
        return { bets: 0, coupons: 0 };
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void run();
        }
      });
    return running;
  };
  const timer = setInterval(() => void run(), SETTLE_INTERVAL_MS);
  timer.unref();
  let unsubscribe: (() => void) | null = null;
  void subscribe(() => void run()).then((off) => (unsubscribe = off));
  void run();
  return {
    runNow: async () => {
      if (running) await running;
      return run();
    },
    stop: () => {
      clearInterval(timer);
      unsubscribe?.();
    },
  };
}

let worker: Promise<SettlementWorker> | null = null;

/** Starts this instance's settlement worker once (the server's workers start it: src/server/workers/). */
export function ensureSettlement(): Promise<SettlementWorker> {
  worker ??= Promise.all([getDatabase(), getFeed(), getBus()]).then(([database, feed, bus]) =>
    startSettlement(
      database.db,
      feed,
      (onFinish) =>
        bus.subscribe(LIVE_CHANNEL, (message) => {
          if ((message as { kind?: string }).kind === 'finish') onFinish();
        }),
      feedNow,
      // Tell the player (every instance's player streams) at once.
      (coupon) => void bus.publish(PLAYER_CHANNEL, { kind: 'coupon', ...coupon }).catch(() => {}),
      (ticket) => void bus.publish(PLAYER_CHANNEL, ticket).catch(() => {}),
    ),
  ).catch((error: unknown) => {
    worker = null;
    throw error;
  });
  return worker;
}
