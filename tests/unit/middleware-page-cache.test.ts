/**
 * The cache step (src/server/middleware/page-cache.ts) alone: a GET page is shared for a moment
 * (a guest's with guests, a player's with players of the same variant unless its render read who
 * the player is); anything else is rendered per request.
 */
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

  it('renders per request a POST or a request without a page decision', async () => {
    const next = renderNext();
    for (let i = 0; i < 2; i++) {
      await pageCacheStep(request({ method: 'POST' }), next);
      await pageCacheStep(stepContext('http://localhost/bff-api/x', { locals: { brand: main } }), next);
    }
    expect(next.calls).toBe(4);
  });

  it('shares a player\'s page with another player of the same variant when the render read nothing personal, never with a guest', async () => {
    const next = renderNext();
    await pageCacheStep(request({ locals: { player: sessionPlayer(1, { id: 7 }), playerId: 7 } }), next);
    const other = (await pageCacheStep(request({ locals: { player: sessionPlayer(1, { id: 8, email: 'eight@example.com' }), playerId: 8 } }), next)) as Response;
    expect(other.headers.get('x-page-cache')).toBe('hit');
    expect(next.calls).toBe(1);
    // Another variant (a ban) and a guest render their own.
    await pageCacheStep(request({ locals: { player: sessionPlayer(1, { id: 9, banLevel: 1 }), playerId: 9 } }), next);
    await pageCacheStep(request(), next);
    expect(next.calls).toBe(3);
  });

  it('renders per request a player\'s page whose render read who the player is', async () => {
    let calls = 0;
    const personal = async () => {
      calls++;
      return new Response(`rendered for ${String(readLocals?.playerId)}`, { status: 200, headers: { 'Content-Type': 'text/html' } });
    };
    let readLocals: App.Locals | undefined;
    for (const id of [7, 8, 7]) {
      const context = request({ locals: { player: sessionPlayer(1, { id }), playerId: id } });
      readLocals = context.locals;
      expect(await ((await pageCacheStep(context, personal)) as Response).text()).toBe(`rendered for ${id}`);
    }
    expect(calls).toBe(3);
  });
});
