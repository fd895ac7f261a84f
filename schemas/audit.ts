/**
 * The staff console's audit log entry, one shape for both ends: the server's writer and reader
 * (src/server/staff/audit.ts: `recordAudit` parses what it records through
 * {@link auditInputSchema}, `listAudit` answers {@link AuditEntry}s) and the console that shows
 * them (`GET /console-api/audit` through `auditAnswer` of schemas/console-answers.ts, the audit
 * page and its island, a player's history). `before` and `after` are the changed state as the
 * writer recorded it (any JSON; a settings change records `{ value }` or null).
 */
import { z } from 'zod';

/** A recorded entry as the console shows it. */
export const auditEntrySchema = z.object({
  id: z.number(),
  /** ISO time of the change. */
  at: z.string(),
  /** The staff member; null for the system. */
  staffId: z.number().nullable(),
  staffEmail: z.string().nullable(),
  /** What was done, e.g. `settings.set`, `players.ban`, `access.denied`. */
  action: z.string(),
  brandId: z.string().nullable(),
  /** A domain of the brand; null or '' = the whole brand. */
  domain: z.string().nullable(),
  /** The setting key or the target, e.g. `features.results`, `player:42`. */
  key: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  /** Why; never blank. */
  reason: z.string(),
  clientAddress: z.string().nullable(),
  /** The entry this one reverts. */
  revertOf: z.number().nullable(),
});
/** A recorded entry. */
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * An entry to record: the entry without what the log adds (id, time, the staff member's e-mail);
 * the optional fields default to null, `reason` must not be blank (the table's check too).
 */
export const auditInputSchema = auditEntrySchema
  .omit({ id: true, at: true, staffEmail: true })
  .extend({ reason: z.string().refine((reason) => reason.trim().length > 0, 'an audit entry needs a reason') })
  .partial({ brandId: true, domain: true, key: true, before: true, after: true, clientAddress: true, revertOf: true });
/** An entry to record, as the writer's callers give it. */
export type AuditInput = z.input<typeof auditInputSchema>;

/** An entry of a player's history in the console (the entries keyed `player:{id}`). */
export const playerHistoryEntrySchema = auditEntrySchema.pick({
  id: true, at: true, staffEmail: true, action: true, before: true, after: true, reason: true, clientAddress: true,
});
/** A player's history entry. */
export type PlayerHistoryEntry = z.infer<typeof playerHistoryEntrySchema>;
