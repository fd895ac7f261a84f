/** `POST /console-api/auth/totp` {ticket, code} → starts the staff session. */
import type { APIRoute } from 'astro';
import { db, readJson } from '../../../server/endpoint.ts';
import { consoleHandle } from '../../../server/staff/answer.ts';
import { successAnswer } from '../../../../schemas/console-answers.ts';
import { consoleTotpBody } from '../../../../schemas/console-api.ts';
import { totpStep } from '../../../server/staff/identity.ts';
import { startStaffSession } from '../../../server/staff/endpoint.ts';
import { recordAudit } from '../../../server/staff/audit.ts';
import { requestAddress } from '../../../server/staff/guard.ts';

export const POST: APIRoute = (context) =>
  consoleHandle(successAnswer, async () => {
    const body = await readJson(context.request, consoleTotpBody);
    const database = await db();
    const staffId = await totpStep(database, body.ticket, body.code);
    await startStaffSession(database, context, staffId);
    await recordAudit(database, { staffId, action: 'staff.login', reason: 'login with password and TOTP', clientAddress: requestAddress(context) });
    return { success: true };
  });
