/** `POST|DELETE /console-api/staff/{staffId}/roles` {brandId, role, reason}: grants or revokes a role (`staff.manage`). */
import type { APIContext, APIRoute } from 'astro';
import { db, readJson } from '../../../../server/endpoint.ts';
import { consoleHandle } from '../../../../server/staff/answer.ts';
import { roleChangeAnswer } from '../../../../../schemas/console-answers.ts';
import { changeRoleBody } from '../../../../../schemas/console-api.ts';
import { requestAddress, requireStaff } from '../../../../server/staff/guard.ts';
import { changeRole } from '../../../../server/staff/management.ts';
import { staffIdParam } from '../../../../server/staff/params.ts';

const change = (kind: 'grant' | 'revoke') => (context: APIContext) =>
  consoleHandle(roleChangeAnswer, async () => {
    const database = await db();
    const actor = await requireStaff(database, context, 'staff.manage', null);
    const staffId = staffIdParam(context.params.staffId);
    const body = await readJson(context.request, changeRoleBody);
    return changeRole(database, { actor, clientAddress: requestAddress(context), reason: body.reason }, staffId, { brandId: body.brandId, role: body.role }, kind);
  });

export const POST: APIRoute = change('grant');
export const DELETE: APIRoute = change('revoke');
