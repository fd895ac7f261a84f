/**
 * Named prepared statements for the hottest calls (the casino wallet's bet and win, coupon
 * placement): on PostgreSQL the statement is parsed and planned once per pooled connection and then
 * only bound and executed, and the text is not rebuilt per call by drizzle's SQL builder. Values are
 * always parameters ($1…), never spliced into the text.
 * On PGlite (one embedded connection) the same text and values run as an ordinary parameterised
 * query: it has no network round trip or planning cost worth saving.
 */
import pg from 'pg';
import type { Db } from './client.ts';

/** A parameter value as the drivers take it (numbers and booleans are sent as text). */
export type PreparedValue = string | number | boolean | null;

/** A statement prepared by name: `name` must be unique per distinct `text` in the process. */
export interface PreparedStatement {
  name: string;
  text: string;
}

interface QueryClient {
  query: (config: { name?: string; text: string; values: readonly PreparedValue[] } | string, values?: readonly PreparedValue[]) => Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * Runs `statement` with `values` on the database of `db` (outside any transaction: as one statement
 * it is its own transaction) and answers its rows, typed as the driver returns them (bigint as text).
 * @throws the driver's error unchanged (callers translate SQLSTATEs, src/server/ledger/ledger.ts translateDbError)
 * @throws Error for a handle without its driver client (a transaction's): the statement would run outside it
 */
export async function runPrepared(db: Db, statement: PreparedStatement, values: readonly PreparedValue[]): Promise<Record<string, unknown>[]> {
  const client = (db as unknown as { $client?: QueryClient }).$client;
  if (!client) throw new Error(`runPrepared(${statement.name}) needs the database handle, not a transaction`);
  const result = client instanceof pg.Pool
    ? await client.query({ name: statement.name, text: statement.text, values: values as PreparedValue[] })
    : await client.query(statement.text, values);
  return result.rows;
}
