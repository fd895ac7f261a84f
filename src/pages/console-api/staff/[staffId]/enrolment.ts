/** `POST /console-api/staff/{staffId}/enrolment` {reason}: a new one-time enrolment link; the old one and the sessions end (`staff.manage`). */
import type { APIRoute } from 'astro';
import { db, readJson } from '../../../../server/endpoint.ts';
import { consoleHandle } from '../../../../server/staff/answer.ts';
import { staffEnrolmentAnswer } from '../../../../../schemas/console-answers.ts';
import { renewEnrolmentBody } from '../../../../../schemas/console-api.ts';
import { requestAddress, requireStaff } from '../../../../server/staff/guard.ts';
import { resetEnrolment } from '../../../../server/staff/management.ts';
import { staffIdParam } from '../../../../server/staff/params.ts';

export const POST: APIRoute = (context) =>
  consoleHandle(staffEnrolmentAnswer, async () => {
    const database = await db();
    const actor = await requireStaff(database, context, 'staff.manage', null);
    const body = await readJson(context.request, renewEnrolmentBody);
    const { enrolToken } = await resetEnrolment(database, { actor, clientAddress: requestAddress(context), reason: body.reason }, staffIdParam(context.params.staffId));
    return { enrolUrl: `${context.url.origin}/console/enrol?token=${enrolToken}` };
  });
