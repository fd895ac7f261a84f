/**
 * The console's audit log: every staff change records who, when, brand/domain, key,
 * before and after, a required reason and the client address. The table is append-only (a
 * database trigger refuses UPDATE, DELETE and TRUNCATE: drizzle/0011_staff_console.sql). The
 * entry's shape is schemas/audit.ts.
 */
import { and, desc, eq, gte, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { auditLog, staff } from '../db/schema.ts';
import { auditInputSchema, type AuditEntry, type AuditInput } from '../../../schemas/audit.ts';

/**
 * Appends an entry (inside the caller's transaction when given one), checked against
 * `auditInputSchema` (schemas/audit.ts).
 * @returns its id
 * @throws ZodError for an entry of another shape or with a blank reason
 */
export async function recordAudit(db: Db | Tx, input: AuditInput): Promise<number> {
  const entry = auditInputSchema.parse(input);
  const [row] = await db.insert(auditLog).values({
    staffId: entry.staffId,
    action: entry.action,
    brandId: entry.brandId ?? null,
    domain: entry.domain ?? null,
    key: entry.key ?? null,
    before: entry.before === undefined ? null : (entry.before as object),
    after: entry.after === undefined ? null : (entry.after as object),
    reason: entry.reason,
    clientAddress: entry.clientAddress ?? null,
    revertOf: entry.revertOf ?? null,
  }).returning({ id: auditLog.id });
  return row!.id;
}

/** Filter of {@link listAudit}; `brandIds` limits to those brands (null = any). */
export interface AuditFilter {
  brandIds: readonly string[] | null;
  brandId?: string;
  domain?: string;
  key?: string;
  action?: string;
  staffId?: number;
  /** ISO bounds. */
  from?: string;
  to?: string;
  /** Entries with ids below this (paging, newest first). */
  before?: number;
  /** Page size, at most 200. */
  limit?: number;
}

/** Entries newest first, filtered. */
export async function listAudit(db: Db, filter: AuditFilter): Promise<AuditEntry[]> {
  const where: SQL[] = [];
  if (filter.brandIds !== null) where.push(inArray(auditLog.brandId, filter.brandIds.length > 0 ? [...filter.brandIds] : ['']));
  if (filter.brandId) where.push(eq(auditLog.brandId, filter.brandId));
  if (filter.domain !== undefined) where.push(eq(auditLog.domain, filter.domain));
  if (filter.key) where.push(eq(auditLog.key, filter.key));
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.staffId) where.push(eq(auditLog.staffId, filter.staffId));
  if (filter.from) where.push(gte(auditLog.at, new Date(filter.from)));
  if (filter.to) where.push(lte(auditLog.at, new Date(filter.to)));
  if (filter.before) where.push(lt(auditLog.id, filter.before));
  const rows = await db
    .select({ row: auditLog, staffEmail: staff.email })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(Math.min(filter.limit ?? 50, 200));
  return rows.map(({ row, staffEmail }) => ({
      id: row.id, at: row.at.toISOString(), staffId: row.staffId, staffEmail, action: row.action, brandId: row.brandId,
      domain: row.domain, key: row.key, before: row.before, after: row.after, reason: row.reason, clientAddress: row.clientAddress, revertOf: row.revertOf,
    }));
}

/** One entry by id, or null. */
export async function auditEntry(db: Db, id: number): Promise<AuditEntry | null> {
  const [found] = await listAudit(db, { brandIds: null, before: id + 1, limit: 1 });
  return found && found.id === id ? found : null;
}
