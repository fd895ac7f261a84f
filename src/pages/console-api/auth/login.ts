/** `POST /console-api/auth/login` {email, password} → the second step: TOTP code, or TOTP enrolment. */
import type { APIRoute } from 'astro';
import { db, readJson } from '../../../server/endpoint.ts';
import { consoleHandle } from '../../../server/staff/answer.ts';
import { consoleLoginStepAnswer } from '../../../../schemas/console-answers.ts';
import { consoleLoginBody } from '../../../../schemas/console-api.ts';
import { passwordStep } from '../../../server/staff/identity.ts';
import { loginStepView } from '../../../server/staff/endpoint.ts';
import { requestAddress } from '../../../server/staff/guard.ts';

export const POST: APIRoute = (context) =>
  consoleHandle(consoleLoginStepAnswer, async () => {
    const body = await readJson(context.request, consoleLoginBody);
    return loginStepView(await passwordStep(await db(), body.email, body.password, requestAddress(context)));
  });
