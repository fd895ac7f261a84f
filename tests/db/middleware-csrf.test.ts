/**
 * The CSRF step (src/server/middleware/csrf.ts) alone, with the server's secret from a fresh
 * PGlite database: pages and player APIs get the token cookie; a player API write must echo it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { csrfStep } from '../../src/server/middleware/csrf.ts';
import { renderNext, setCookies, stepContext, useTemporaryDatabase } from '../helpers/middleware-context.ts';

afterAll(useTemporaryDatabase());

describe('CSRF step', () => {
  it('gives a page the token cookie (SameSite=Strict) and locals.csrfToken', async () => {
    const next = renderNext();
    const page = stepContext('http://localhost/en');
    await csrfStep(page, next);
    expect(page.locals.csrfToken).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
    expect(setCookies(page).get('csrf_token')).toContain(`csrf_token=${page.locals.csrfToken}`);
    expect(setCookies(page).get('csrf_token')).toContain('SameSite=Strict');
    expect(next.calls).toBe(1);
  });

  it('refuses a player API write without the token (403 csrf_failed), passes one that echoes it', async () => {
    const next = renderNext();
    const guest = stepContext('http://localhost/en');
    await csrfStep(guest, renderNext());
    const issued = guest.locals.csrfToken!;
    const refused = (await csrfStep(stepContext('http://localhost/web-api/bets', { method: 'POST', headers: { cookie: `csrf_token=${issued}` } }), next)) as Response;
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('csrf_failed');
    expect(next.calls).toBe(0);
    const echoed = stepContext('http://localhost/web-api/bets', { method: 'POST', headers: { cookie: `csrf_token=${issued}`, 'x-csrf-token': issued } });
    expect(((await csrfStep(echoed, next)) as Response).status).toBe(200);
    expect(echoed.locals.csrfToken).toBe(issued);
    expect(next.calls).toBe(1);
  });

  it('leaves other pass-through paths untouched', async () => {
    const next = renderNext();
    for (const path of ['/theme.css', '/blocks-api/state', '/bff-api/x']) {
      const context = stepContext(`http://localhost${path}`, { method: 'POST', headers: { cookie: 'a=1' } });
      expect(((await csrfStep(context, next)) as Response).status, path).toBe(200);
      expect(setCookies(context).size).toBe(0);
    }
    expect(next.calls).toBe(3);
  });
});
