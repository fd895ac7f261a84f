/**
 * The session step (src/server/middleware/session.ts) alone, on the server's database (a fresh
 * PGlite): a live session cookie fills `locals` with the player (and, on a page, their settings);
 * a dead one is removed; paths that do not depend on the session are not looked up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionStep } from '../../src/server/middleware/session.ts';
import { brands } from '../../src/server/brands.ts';
import { getDatabase } from '../../src/server/database.ts';
import { createPlayer } from '../../src/server/ledger/accounts.ts';
import { createSession } from '../../src/server/auth/sessions.ts';
import { renderNext, setCookies, stepContext, useTemporaryDatabase } from '../helpers/middleware-context.ts';

const cleanUp = useTemporaryDatabase();
const main = brands.byId.get('main')!;
let playerId = 0;
let token = '';

beforeAll(async () => {
  const { db } = await getDatabase();
  playerId = await createPlayer(db, 'main', 'EUR');
  token = (await createSession(db, playerId, 'main', false)).token;
});
afterAll(cleanUp);

const withCookie = (path: string, cookie: string) => stepContext(`http://localhost${path}`, { headers: { cookie }, locals: { brand: main } });

describe('session step', () => {
  it('fills locals with the player of a live session, and their settings on a page', async () => {
    const next = renderNext();
    const page = withCookie('/en', `user_token=${token}`);
    await sessionStep(page, next);
    expect(page.locals.playerId).toBe(playerId);
    expect(page.locals.player?.id).toBe(playerId);
    expect(page.locals.sessionId).toMatch(/^[0-9a-f]{64}$/);
    expect(page.locals.userSettings).toBeDefined();
    const api = withCookie('/web-api/user/balance', `user_token=${token}`);
    await sessionStep(api, next);
    expect(api.locals.playerId).toBe(playerId);
    expect(api.locals.userSettings).toBeUndefined();
    expect(next.calls).toBe(2);
  });

  it('removes a dead session cookie and goes on as a guest', async () => {
    const next = renderNext();
    const context = withCookie('/en', 'user_token=not-a-live-session');
    await sessionStep(context, next);
    expect(context.locals.player).toBeUndefined();
    expect(setCookies(context).get('user_token')).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(next.calls).toBe(1);
  });

  it('does not look the session up where the answer does not depend on it', async () => {
    const next = renderNext();
    const asset = withCookie('/theme.css', `user_token=${token}`);
    await sessionStep(asset, next);
    expect(asset.locals.player).toBeUndefined();
    const blocks = withCookie('/blocks-api/state', `user_token=${token}`);
    await sessionStep(blocks, next);
    expect(blocks.locals.playerId).toBe(playerId);
    expect(next.calls).toBe(2);
  });
});
