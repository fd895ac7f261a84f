/**
 * `GET /console-api/audit?brandId&domain&key&action&staff&from&to&before&limit` (audit.view): the
 * audit log, newest first, only entries of the staff member's brands (every brand for an admin of
 * `*`), with the ids the staff member may revert.
 */
import type { APIRoute } from 'astro';
import { db, readQuery } from '../../../server/endpoint.ts';
import { consoleHandle } from '../../../server/staff/answer.ts';
import { auditAnswer } from '../../../../schemas/console-answers.ts';
import { requireStaff } from '../../../server/staff/guard.ts';
import { auditEntries, auditQuerySchema } from '../../../server/settings/console.ts';

export const GET: APIRoute = (context) =>
  consoleHandle(auditAnswer, async () => {
    const database = await db();
    const query = readQuery(context.url, auditQuerySchema);
    const member = await requireStaff(database, context, 'audit.view', query.brandId ?? null);
    return auditEntries(database, member, query);
  });
