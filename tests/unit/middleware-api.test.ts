/** The API step (src/server/middleware/api.ts) alone: the answer's language of pass-through requests, and the terms guard of player API writes. */
import { describe, expect, it } from 'vitest';
import { apiStep } from '../../src/server/middleware/api.ts';
import { brands } from '../../src/server/brands.ts';
import { renderNext, stepContext } from '../helpers/middleware-context.ts';
import { sessionPlayer } from '../helpers/session-player.ts';

const main = brands.byId.get('main')!;
const current = main.siteConfig.termsVersion;

describe('API step', () => {
  it('sets the language of an API answer from ?lang or X-Language, else the brand default', async () => {
    const next = renderNext();
    const asked = stepContext('http://localhost/bff-api/footer/get?lang=en', { locals: { brand: main } });
    await apiStep(asked, next);
    expect(asked.locals.lng).toBe('en');
    const header = stepContext('http://localhost/bff-api/footer/get', { headers: { 'x-language': 'az' }, locals: { brand: main } });
    await apiStep(header, next);
    expect(header.locals.lng).toBe('az');
    const none = stepContext('http://localhost/bff-api/footer/get', { locals: { brand: main } });
    await apiStep(none, next);
    expect(none.locals.lng).toBe(main.defaultLanguage);
    expect(next.calls).toBe(3);
  });

  it('answers 451 to a player API write under changed terms, except the APIs a player needs then', async () => {
    const next = renderNext();
    const outdated = { brand: main, player: sessionPlayer(current - 1) };
    const refused = (await apiStep(stepContext('http://localhost/web-api/bets', { method: 'POST', locals: outdated }), next)) as Response;
    expect(refused.status).toBe(451);
    expect(((await refused.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('terms_not_accepted');
    expect(next.calls).toBe(0);
    for (const path of ['/web-api/auth/logout', '/web-api/user/terms/accept', '/limit-service-api/limits']) {
      expect(((await apiStep(stepContext(`http://localhost${path}`, { method: 'POST', locals: outdated }), next)) as Response).status, path).toBe(200);
    }
    expect(((await apiStep(stepContext('http://localhost/web-api/bets', { locals: outdated }), next)) as Response).status).toBe(200);
    const accepted = { brand: main, player: sessionPlayer(current) };
    expect(((await apiStep(stepContext('http://localhost/web-api/bets', { method: 'POST', locals: accepted }), next)) as Response).status).toBe(200);
    expect(next.calls).toBe(5);
  });

  it('leaves a page request untouched', async () => {
    const next = renderNext();
    const page = stepContext('http://localhost/en', { method: 'POST', locals: { brand: main, player: sessionPlayer(current - 1) } });
    await apiStep(page, next);
    expect(page.locals.lng).toBeUndefined();
    expect(next.calls).toBe(1);
  });
});
