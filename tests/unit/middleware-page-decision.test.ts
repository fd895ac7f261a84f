/** The page decision step (src/server/middleware/page-decision.ts) alone: redirects answered here, other decisions into `locals`. */
import { describe, expect, it } from 'vitest';
import { pageDecision } from '../../src/server/middleware/page-decision.ts';
import { brands } from '../../src/server/brands.ts';
import { renderNext, stepContext } from '../helpers/middleware-context.ts';
import { sessionPlayer } from '../helpers/session-player.ts';

const main = brands.byId.get('main')!;

describe('page decision step', () => {
  it('puts a page decision and its language into locals and goes on', async () => {
    const next = renderNext();
    const context = stepContext('http://localhost/en', { locals: { brand: main } });
    expect(((await pageDecision(context, next)) as Response).status).toBe(200);
    expect(context.locals.decision).toMatchObject({ kind: 'page', lng: 'en' });
    expect(context.locals.lng).toBe('en');
    expect(next.calls).toBe(1);
  });

  it('redirects a URL without a language prefix to the visitor\u2019s language (cookie first)', async () => {
    const next = renderNext();
    const response = (await pageDecision(stepContext('http://localhost/line', { headers: { cookie: 'lng=en', 'accept-language': 'ru' }, locals: { brand: main } }), next)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/en/line');
    expect(response.headers.get('Vary')).toBe('Accept-Language, Cookie');
    expect(next.calls).toBe(0);
  });

  it('sends a guest on a players-only page to the login form, then back', async () => {
    const response = (await pageDecision(stepContext('http://localhost/en/office/history?directory=4', { locals: { brand: main } }), renderNext())) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(`/en?${new URLSearchParams({ login: '1', returnUrl: '/en/office/history?directory=4' })}`);
  });

  it('sends a player whose terms changed to confirm them', async () => {
    const player = sessionPlayer(main.siteConfig.termsVersion - 1);
    const response = (await pageDecision(stepContext('http://localhost/en/line', { locals: { brand: main, player } }), renderNext())) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toMatch(/^\/en\/.*terms/);
  });

  it('leaves a pass-through request untouched', async () => {
    const next = renderNext();
    const context = stepContext('http://localhost/bff-api/x', { locals: { brand: main } });
    await pageDecision(context, next);
    expect(context.locals.decision).toBeUndefined();
    expect(next.calls).toBe(1);
  });
});
