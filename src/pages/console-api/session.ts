/** `GET /console-api/session`: the logged-in staff member and their role grants, or `{ staff: null }`; and the CSRF token. */
import type { APIRoute } from 'astro';
import { handle } from '../../server/endpoint.ts';

export const GET: APIRoute = (context) =>
  handle(async () => {
    const member = context.locals.staff;
    return {
      staff: member ? { id: member.id, email: member.email, name: member.name, grants: member.grants } : null,
      csrfToken: context.locals.csrfToken,
    };
  });
