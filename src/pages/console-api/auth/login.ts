/** `POST /console-api/auth/login` {email, password} → the second step: TOTP code, or TOTP enrolment. */
import type { APIRoute } from 'astro';
import { db, handle, readJson } from '../../../server/endpoint.ts';
import { consoleLoginBody } from '../../../../schemas/console-api.ts';
import { passwordStep } from '../../../server/staff/identity.ts';
import { loginStepView } from '../../../server/staff/endpoint.ts';
import { requestAddress } from '../../../server/staff/guard.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const body = await readJson(context.request, consoleLoginBody);
    return loginStepView(await passwordStep(await db(), body.email, body.password, requestAddress(context)));
  });
