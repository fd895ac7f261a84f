/** The origin check step (src/server/middleware/origin-check.ts) alone: cross-site form writes refused with the security headers. */
import { describe, expect, it } from 'vitest';
import { originCheck } from '../../src/server/middleware/origin-check.ts';
import { renderNext, stepContext } from '../helpers/middleware-context.ts';

describe('origin check step', () => {
  it('answers a cross-site form POST with 403 and the security headers, without going on', async () => {
    const next = renderNext();
    const context = stepContext('http://localhost/en', { method: 'POST', headers: { origin: 'http://evil.example', 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1' });
    const response = (await originCheck(context, next)) as Response;
    expect(response.status).toBe(403);
    expect(response.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(response.headers.get('Content-Security-Policy')).toContain('form-action');
    expect(next.calls).toBe(0);
  });

  it('lets JSON, same-origin forms and the casino wallet API go on', async () => {
    const next = renderNext();
    const json = stepContext('http://localhost/web-api/x', { method: 'POST', headers: { origin: 'http://evil.example', 'content-type': 'application/json' }, body: '{}' });
    const same = stepContext('http://localhost/en', { method: 'POST', headers: { origin: 'http://localhost', 'content-type': 'text/plain' }, body: 'x' });
    const wallet = stepContext('http://localhost/casino-wallet-api/v1/p/user/info', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' });
    for (const context of [json, same, wallet]) expect(((await originCheck(context, next)) as Response).status).toBe(200);
    expect(next.calls).toBe(3);
  });
});
