/** `POST /console-api/auth/enrol` {token, password}: the enrolment link sets the password → TOTP enrolment step. */
import type { APIRoute } from 'astro';
import { db, readJson } from '../../../server/endpoint.ts';
import { consoleHandle } from '../../../server/staff/answer.ts';
import { consoleLoginStepAnswer } from '../../../../schemas/console-answers.ts';
import { consoleEnrolBody } from '../../../../schemas/console-api.ts';
import { enrol } from '../../../server/staff/identity.ts';
import { loginStepView } from '../../../server/staff/endpoint.ts';

export const POST: APIRoute = (context) =>
  consoleHandle(consoleLoginStepAnswer, async () => {
    const body = await readJson(context.request, consoleEnrolBody);
    return loginStepView(await enrol(await db(), body.token, body.password));
  });
