/**
 * Bet history (spec §3 "Bet history directories", views compact_view and
 * full_view): the player's coupons, newest first, by directory and period, paged.
 * Directories: 1 on_site (every coupon placed on the site), 3 accurate (settled: calculated),
 * 4 uncalculated (open), 2 toto (the player's toto coupons, src/server/toto/coupons.ts, in `toto`
 * with `entities` empty), 7 casino (the player's casino rounds, src/server/casino/history.ts, in
 * `casino` with `entities` empty), and 5 in_cashier, which holds nothing yet because this portal
 * takes no cash-desk bets (an empty page, not an error).
 */
import { and, desc, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Receipt } from '../../../schemas/coupon-api.ts';
import type { LanguageCode } from '../../../schemas/language.ts';
import { BET_STATUS, HISTORY_DIRECTORY, type HistoryDirectory } from '../../domain/coupon/types.ts';
import type { TotoCoupon } from '../../../schemas/toto-api.ts';
import type { CasinoRoundEntry } from '../../domain/pages/casino.ts';
import { casinoRounds } from '../casino/history.ts';
import { coupons, totoCoupons } from '../db/schema.ts';
import { totoCouponsWhere } from '../toto/coupons.ts';
import type { Db } from '../db/client.ts';
import type { Feed } from '../feed/service.ts';
import { receiptsOf } from './receipt.ts';
import { DAY_MS } from '../../domain/time.ts';

/** A history request. */
export interface HistoryQuery {
  directory: HistoryDirectory;
  /** First day, `YYYY-MM-DD` UTC, inclusive. */
  from?: string | undefined;
  /** Last day, `YYYY-MM-DD` UTC, inclusive. */
  to?: string | undefined;
  page: number;
  pageSize: number;
}

/** Spec: "entities and total_count". */
export interface HistoryPage {
  entities: Receipt[];
  total_count: number;
  /** Directory 2: the toto coupons of the page (`total_count` counts them). */
  toto?: TotoCoupon[];
  /** Directory 7: the casino rounds of the page (`total_count` counts them). */
  casino?: CasinoRoundEntry[];
}

/** Directories that hold coupons of this portal. */
const SPORTS_DIRECTORIES: ReadonlySet<number> = new Set([HISTORY_DIRECTORY.onSite, HISTORY_DIRECTORY.accurate, HISTORY_DIRECTORY.uncalculated]);

/**
 * A page of the player's bet history; with `text`, champ and game names in its language (else
 * English and the casino catalogue's names).
 */
export async function betHistory(db: Db, feed: Feed, playerId: number, query: HistoryQuery, text?: { brandId: string; lng: LanguageCode }): Promise<HistoryPage> {
  if (query.directory === HISTORY_DIRECTORY.toto) {
    const where: SQL[] = [eq(totoCoupons.playerId, playerId)];
    if (query.from) where.push(gte(totoCoupons.placedAt, new Date(`${query.from}T00:00:00Z`)));
    if (query.to) where.push(lt(totoCoupons.placedAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)));
    const { coupons: toto, total } = await totoCouponsWhere(db, and(...where), query.pageSize, (query.page - 1) * query.pageSize);
    return { entities: [], total_count: total, toto };
  }
  if (query.directory === HISTORY_DIRECTORY.casino) {
    const { rounds, total } = await casinoRounds(db, playerId, query, text);
    return { entities: [], total_count: total, casino: rounds };
  }
  if (!SPORTS_DIRECTORIES.has(query.directory)) return { entities: [], total_count: 0 };
  const where: SQL[] = [eq(coupons.playerId, playerId)];
  if (query.directory === HISTORY_DIRECTORY.uncalculated) where.push(eq(coupons.statusId, BET_STATUS.notStarted));
  if (query.directory === HISTORY_DIRECTORY.accurate) where.push(ne(coupons.statusId, BET_STATUS.notStarted));
  if (query.from) where.push(gte(coupons.placedAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) where.push(lt(coupons.placedAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)));
  const condition = and(...where);
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(coupons).where(condition);
  const ids = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(condition)
    .orderBy(desc(coupons.placedAt), desc(coupons.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { entities: await receiptsOf(db, feed, ids.map((r) => r.id), playerId, text?.lng), total_count: counted?.n ?? 0 };
}
