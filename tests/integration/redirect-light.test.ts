/**
 * `POST /redirects-api/api/v1/redirect-light` over HTTP on the shared built server (spec §7): a
 * legacy slug answers the spec §2 rule's target with its language prefix, status, reason and the
 * chain followed; the brand's own redirects and 404 list apply; a URL no rule moves, or of another
 * origin, answers `redirect: false`; a body that is not `{ url }` is a 400 naming the field.
 */
import { expect, inject, it } from 'vitest';
import { createClient } from '../helpers/http-client.ts';

const base = () => inject('portalUrl');
const PATH = '/redirects-api/api/v1/redirect-light';

it('answers the redirect rules for a URL with the spec shape', async () => {
  const client = createClient(base(), 'betportal.test');
  const legacy = await client.post(PATH, { url: '/ru/promotions/happy_birthday' });
  expect(legacy.status).toBe(200);
  expect(legacy.body).toEqual({ data: { redirect: true, code: 302, url: '/ru/promotions/wishing_you_a_happy_birthday', reasons: ['rule'], breadcrumbs: ['/promotions/happy_birthday', '/promotions/wishing_you_a_happy_birthday'] } });
  expect((await client.post(PATH, { url: '/en/football' })).body.data).toMatchObject({ redirect: true, code: 301, url: '/en/line/football' });
  const stays = await client.post(PATH, { url: 'http://betportal.test/en/line?limit=50' });
  expect(stays.body).toEqual({ data: { redirect: false, code: null, url: null, reasons: [], breadcrumbs: [] } });
  expect((await client.post(PATH, { url: 'https://elsewhere.example/en/promotions/happy_birthday' })).body.data.redirect).toBe(false);
  expect((await client.post(PATH, { url: '/en/fishinghunting' })).body.data).toMatchObject({ redirect: false, reasons: ['not-found'] });
  const bad = await client.post(PATH, { href: '/en' });
  expect(bad.status).toBe(400);
  expect(JSON.stringify(bad.body)).toContain('url');
});
