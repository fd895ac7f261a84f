/** `GET /console-api/session`: the logged-in staff member and their role grants, or `{ staff: null }`; and the CSRF token. */
import type { APIRoute } from 'astro';
import { consoleHandle } from '../../server/staff/answer.ts';
import { consoleSessionAnswer } from '../../../schemas/console-answers.ts';

export const GET: APIRoute = (context) =>
  consoleHandle(consoleSessionAnswer, async () => {
    const member = context.locals.staff;
    return {
      staff: member ? { id: member.id, email: member.email, name: member.name, grants: member.grants } : null,
      csrfToken: context.locals.csrfToken,
    };
  });
