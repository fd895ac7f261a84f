/** The dev tools step (src/server/middleware/dev-tools-guard.ts) alone: /web-api/dev/* in any spelling is refused without the token. */
import { afterEach, describe, expect, it } from 'vitest';
import { devToolsGuard, isDevToolsPath } from '../../src/server/middleware/dev-tools-guard.ts';
import { renderNext, stepContext } from '../helpers/middleware-context.ts';

const TOKEN = 'a-dev-token-long-enough-for-the-rule-0123456789';
const saved = { tools: process.env.PORTAL_DEV_TOOLS, token: process.env.PORTAL_DEV_TOKEN };
afterEach(() => {
  process.env.PORTAL_DEV_TOOLS = saved.tools;
  process.env.PORTAL_DEV_TOKEN = saved.token;
  if (saved.tools === undefined) delete process.env.PORTAL_DEV_TOOLS;
  if (saved.token === undefined) delete process.env.PORTAL_DEV_TOKEN;
});

describe('dev tools step', () => {
  it('knows every spelling of the dev-tools prefix', () => {
    for (const path of ['/web-api/dev/clock', '/web-api//dev/clock', '/WEB-API/Dev/clock', '/web-api/%64ev/clock', '/web-api/dev']) expect(isDevToolsPath(path), path).toBe(true);
    for (const path of ['/web-api/devices', '/web-api/user', '/dev/web-api', '/web-api/%zz']) expect(isDevToolsPath(path), path).toBe(false);
  });

  it('refuses a dev-tools request without the right token (401 under vitest, whose build is a dev one), lets the right one go on', async () => {
    process.env.PORTAL_DEV_TOOLS = '1';
    process.env.PORTAL_DEV_TOKEN = TOKEN;
    const next = renderNext();
    const refused = (await devToolsGuard(stepContext('http://localhost/web-api/%64ev/clock'), next)) as Response;
    expect(refused.status).toBe(401);
    expect(next.calls).toBe(0);
    const passed = (await devToolsGuard(stepContext('http://localhost/web-api/dev/clock', { headers: { 'x-dev-token': TOKEN } }), next)) as Response;
    expect(passed.status).toBe(200);
    expect(next.calls).toBe(1);
  });

  it('lets any other path go on', async () => {
    const next = renderNext();
    await devToolsGuard(stepContext('http://localhost/web-api/user'), next);
    expect(next.calls).toBe(1);
  });
});
