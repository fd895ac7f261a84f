/**
 * The bank invariant, read from the database: per currency the postings sum to zero, no player
 * balance is negative, every player balance equals the sum of its postings, every entry has
 * postings that balance, and no idempotency key was applied twice.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';

/** What the invariant check found; every list empty means it holds. */
export interface InvariantReport {
  unbalancedCurrencies: { currency_id: number; total: string }[];
  negativePlayers: { id: number; balance: string }[];
  driftedBalances: { id: number; balance: string; postings: string }[];
  unbalancedEntries: { entry_id: number }[];
  entriesWithoutPostings: number;
  duplicateKeys: number;
  entries: number;
}

const rows = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> => {
  const result = (await db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
};

/** Checks the invariant. */
export async function checkInvariant(db: Db): Promise<InvariantReport> {
  const [counts] = await rows<{ entries: number; keys: number; empty: number }>(db, sql`
    select count(*)::int as entries, count(distinct idempotency_key)::int as keys,
           (select count(*)::int from journal_entries e where not exists (select 1 from postings p where p.entry_id = e.id)) as empty
    from journal_entries`);
  return {
    unbalancedCurrencies: await rows(db, sql`select currency_id, sum(amount)::text as total from postings group by currency_id having sum(amount) <> 0`),
    negativePlayers: await rows(db, sql`select id, balance::text from accounts where player_id is not null and balance < 0`),
    driftedBalances: await rows(db, sql`
      select a.id, a.balance::text, coalesce(sum(p.amount), 0)::text as postings
      from accounts a left join postings p on p.account_id = a.id
      where a.player_id is not null group by a.id having a.balance <> coalesce(sum(p.amount), 0)`),
    unbalancedEntries: await rows(db, sql`select entry_id from postings group by entry_id, currency_id having sum(amount) <> 0`),
    entriesWithoutPostings: counts!.empty,
    duplicateKeys: counts!.entries - counts!.keys,
    entries: counts!.entries,
  };
}

/** The invariant holds when nothing was found. */
export function invariantHolds(report: InvariantReport): boolean {
  return (
    report.unbalancedCurrencies.length === 0 && report.negativePlayers.length === 0 && report.driftedBalances.length === 0 &&
    report.unbalancedEntries.length === 0 && report.entriesWithoutPostings === 0 && report.duplicateKeys === 0
  );
}
