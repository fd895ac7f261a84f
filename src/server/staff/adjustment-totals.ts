/**
 * The day's balance adjustment totals per staff member and currency (four eyes on the sum,
 * ARCHITECTURE.md "Money"; console page `/console/adjustments/totals`, action `adjustments.totals`
 * of risk staff and admins): for one UTC day, over the players of the brands the viewer holds the
 * action on, what each staff member requested — the total applied at once (what counts toward the
 * four-eyes threshold), the total waiting for approval, and how many of each.
 */
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts, balanceAdjustments, currencies, players, staff } from '../db/schema.ts';
import { ALL_BRANDS, brandsAllowing } from '../../domain/staff/roles.ts';
import type { StaffPrincipal } from './sessions.ts';
import type { AdjustmentTotals } from '../../../schemas/console-answers.ts';

/** The UTC day (`YYYY-MM-DD`) of a time. */
const utcDay = (time: Date): string => time.toISOString().slice(0, 10);

/**
 * The totals of the UTC day of `day` (a time within it) per staff member and currency, by staff
 * e-mail then currency; amounts are sums of absolute amounts in minor units (credits and debits
 * both count). Empty when the viewer holds `adjustments.totals` on no brand.
 */
export async function staffAdjustmentTotals(db: Db, viewer: StaffPrincipal, day: Date): Promise<AdjustmentTotals> {
  const start = new Date(`${utcDay(day)}T00:00:00.000Z`);
  const end = new Date(start.getTime() + 24 * 60 * 60 * 1000);
  const brands = brandsAllowing(viewer.grants, 'adjustments.totals');
  if (brands.length === 0) return { day: utcDay(day), rows: [] };
  const brandFilter = brands.includes(ALL_BRANDS) ? undefined : inArray(players.brandId, brands);
  const immediate = sql`not ${balanceAdjustments.needsApproval}`;
  const waiting = sql`${balanceAdjustments.status} = 'pending'`;
  const rows = await db
    .select({
      staffId: balanceAdjustments.requestedBy,
      staffEmail: staff.email,
      iso: currencies.iso,
      exponent: currencies.exponent,
      appliedMinor: sql<string>`coalesce(sum(abs(${balanceAdjustments.amount})) filter (where ${immediate}), 0)::text`,
      applied: sql<number>`(count(*) filter (where ${immediate}))::int`,
      pendingMinor: sql<string>`coalesce(sum(abs(${balanceAdjustments.amount})) filter (where ${waiting}), 0)::text`,
      waiting: sql<number>`(count(*) filter (where ${waiting}))::int`,
    })
    .from(balanceAdjustments)
    .innerJoin(players, eq(players.id, balanceAdjustments.playerId))
    .innerJoin(accounts, eq(accounts.id, balanceAdjustments.accountId))
    .innerJoin(currencies, eq(currencies.id, accounts.currencyId))
    .innerJoin(staff, eq(staff.id, balanceAdjustments.requestedBy))
    .where(and(gte(balanceAdjustments.createdAt, start), lt(balanceAdjustments.createdAt, end), brandFilter))
    .groupBy(balanceAdjustments.requestedBy, staff.email, currencies.iso, currencies.exponent)
    .orderBy(staff.email, currencies.iso);
  return {
    day: utcDay(day),
    rows: rows.map((row) => ({ ...row, appliedMinor: Number(row.appliedMinor), pendingMinor: Number(row.pendingMinor) })),
  };
}
