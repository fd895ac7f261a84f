/**
 * `POST /console-api/audit/{auditId}/revert` {reason} (audit.revert on the entry's brand): writes
 * the settings change's `before` back as a new change, audited with `revertOf`; 409 with the
 * current override and version when the setting changed again since.
 */
import type { APIRoute } from 'astro';
import { db, readJson } from '../../../../server/endpoint.ts';
import { consoleHandle } from '../../../../server/staff/answer.ts';
import { revertAnswer } from '../../../../../schemas/console-answers.ts';
import { currentStaff, requestAddress, requireStaff } from '../../../../server/staff/guard.ts';
import { positiveIdParam } from '../../../../server/staff/params.ts';
import { revertChange } from '../../../../server/settings/console.ts';
import { revertBody } from '../../../../../schemas/brand-settings.ts';

export const POST: APIRoute = (context) =>
  consoleHandle(revertAnswer, async () => {
    const database = await db();
    const member = currentStaff(context);
    const auditId = positiveIdParam(context.params.auditId, 'audit entry');
    const body = await readJson(context.request, revertBody);
    const actor = { staffId: member.id, clientAddress: requestAddress(context), reason: body.reason };
    return revertChange(database, auditId, actor, async (brandId) => {
      await requireStaff(database, context, 'audit.revert', brandId);
    });
  });
