/** The cache step (src/server/middleware/page-cache.ts) alone: a guest's GET page is shared for a moment; anything else is rendered per request. */
import { afterEach, describe, expect, it } from 'vitest';
import { pageCacheStep } from '../../src/server/middleware/page-cache.ts';
import { clearPageCache } from '../../src/server/page-cache.ts';
import { brands } from '../../src/server/brands.ts';
import type { Decision } from '../../src/domain/routing/resolve.ts';
import { renderNext, stepContext, type StepRequest } from '../helpers/middleware-context.ts';
import { sessionPlayer } from '../helpers/session-player.ts';

const main = brands.byId.get('main')!;
const decision = { kind: 'page', lng: 'en', path: '/', params: {}, route: {} } as unknown as Decision;
const request = (extra: Partial<StepRequest> = {}) => stepContext('http://localhost/en/line', { ...extra, locals: { brand: main, decision, ...extra.locals } });

afterEach(() => clearPageCache());

describe('cache step', () => {
  it('renders a guest GET page once and serves the copy to the next guest', async () => {
    const next = renderNext();
    expect(await ((await pageCacheStep(request(), next)) as Response).text()).toBe('rendered');
    const again = (await pageCacheStep(request(), next)) as Response;
    expect(again.headers.get('x-page-cache')).toBe('hit');
    expect(next.calls).toBe(1);
  });

  it('renders per request for a logged-in player, a POST, or a request without a page decision', async () => {
    const next = renderNext();
    for (let i = 0; i < 2; i++) {
      await pageCacheStep(request({ locals: { player: sessionPlayer(1) } }), next);
      await pageCacheStep(request({ method: 'POST' }), next);
      await pageCacheStep(stepContext('http://localhost/bff-api/x', { locals: { brand: main } }), next);
    }
    expect(next.calls).toBe(6);
  });
});
