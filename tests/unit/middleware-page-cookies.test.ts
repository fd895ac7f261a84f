/** The page cookies step (src/server/middleware/page-cookies.ts) alone: the language cookie and the referral cookies of a page answer. */
import { describe, expect, it } from 'vitest';
import { pageCookies } from '../../src/server/middleware/page-cookies.ts';
import type { Decision } from '../../src/domain/routing/resolve.ts';
import { renderNext, setCookies, stepContext } from '../helpers/middleware-context.ts';

const page = (lng: 'en' | 'ru') => ({ kind: 'page', lng, path: '/', params: {}, route: {} }) as unknown as Decision;

describe('page cookies step', () => {
  it('keeps the page language in the lng cookie (a year, readable by scripts), Secure over HTTPS', async () => {
    const next = renderNext();
    const context = stepContext('https://localhost/en', { locals: { decision: page('en') } });
    await pageCookies(context, next);
    const lng = setCookies(context).get('lng');
    expect(lng).toMatch(/^lng=en; Max-Age=31536000; Path=\/; Secure; SameSite=Lax$/);
    expect(next.calls).toBe(1);
    const same = stepContext('http://localhost/en', { headers: { cookie: 'lng=en' }, locals: { decision: page('en') } });
    await pageCookies(same, next);
    expect(setCookies(same).has('lng')).toBe(false);
  });

  it('sets the referral cookies of a GET reached through a referral link (HttpOnly)', async () => {
    const context = stepContext('http://localhost/en?btag=partner42', { headers: { cookie: 'lng=en' }, locals: { decision: page('en') } });
    await pageCookies(context, renderNext());
    expect(setCookies(context).get('reflinkid')).toMatch(/^reflinkid=partner42;.*HttpOnly/);
    const post = stepContext('http://localhost/en?btag=partner42', { method: 'POST', headers: { cookie: 'lng=en' }, locals: { decision: page('en') } });
    await pageCookies(post, renderNext());
    expect(setCookies(post).size).toBe(0);
  });

  it('sets nothing without a page decision', async () => {
    const next = renderNext();
    const context = stepContext('http://localhost/bff-api/x?btag=partner42');
    await pageCookies(context, next);
    expect(setCookies(context).size).toBe(0);
    expect(next.calls).toBe(1);
  });
});
