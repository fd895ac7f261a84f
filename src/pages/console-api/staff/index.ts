/**
 * `GET /console-api/staff`: staff of the brands the admin manages. `POST /console-api/staff`
 * {email, name, grants, reason}: adds a staff member → `{ staffId, enrolUrl }` (the one-time
 * enrolment link, shown once). Role matrix action `staff.manage`.
 */
import type { APIRoute } from 'astro';
import { db, readJson } from '../../../server/endpoint.ts';
import { consoleHandle } from '../../../server/staff/answer.ts';
import { staffCreatedAnswer, staffListAnswer } from '../../../../schemas/console-answers.ts';
import { createStaffBody } from '../../../../schemas/console-api.ts';
import { requestAddress, requireStaff } from '../../../server/staff/guard.ts';
import { addStaff, listStaff } from '../../../server/staff/management.ts';

export const GET: APIRoute = (context) =>
  consoleHandle(staffListAnswer, async () => {
    const database = await db();
    const actor = await requireStaff(database, context, 'staff.manage', null);
    return { staff: await listStaff(database, actor) };
  });

export const POST: APIRoute = (context) =>
  consoleHandle(staffCreatedAnswer, async () => {
    const database = await db();
    const actor = await requireStaff(database, context, 'staff.manage', null);
    const body = await readJson(context.request, createStaffBody);
    const created = await addStaff(database, { actor, clientAddress: requestAddress(context), reason: body.reason }, body);
    return { staffId: created.staffId, enrolUrl: `${context.url.origin}/console/enrol?token=${created.enrolToken}` };
  });
