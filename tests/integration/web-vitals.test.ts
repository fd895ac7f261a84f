/**
 * The analytics collector of spec §7 (`POST /fatman-api/{key}`) on the shared built server, and
 * the console's web-vitals page: another brand's key is 404, a request from another origin 403,
 * a malformed batch 400 naming the field, a body over 8 KiB 413; a good batch is stored (204) and
 * its page type shows in the brand's table for a brand manager; support staff may not see it.
 */
import { expect, inject, it } from 'vitest';
import { exchange } from '../helpers/http-client.ts';
import { staffLogin } from '../helpers/console.ts';

const base = () => inject('portalUrl');
const port = () => new URL(base()).port;
const HOST = 'betportal.test';

function beacon(path: string, body: unknown, origin: string | null = `http://${HOST}:${port()}`) {
  return exchange(base(), 'POST', path, { host: `${HOST}:${port()}`, 'content-type': 'application/json', ...(origin ? { origin } : {}) }, typeof body === 'string' ? body : JSON.stringify(body));
}

it('takes a page view batch from the brand\'s own pages only, validated and bounded', async () => {
  const good = { pageType: 'sports-list', events: [{ type: 'route' }, { type: 'web-vital', name: 'LCP', value: 1234.5 }, { type: 'web-vital', name: 'CLS', value: 0.02 }] };
  expect((await beacon('/fatman-api/vip', good)).status).toBe(404);
  expect((await beacon('/fatman-api/main', good, null)).status).toBe(403);
  expect((await beacon('/fatman-api/main', good, 'http://evil.example')).status).toBe(403);
  const bad = await beacon('/fatman-api/main', { pageType: 'sports-list', events: [{ type: 'web-vital', name: 'LCP', value: -1 }] });
  expect(bad.status).toBe(400);
  expect(bad.text).toContain('value');
  expect((await beacon('/fatman-api/main', { pageType: 'x'.repeat(9000), events: [{ type: 'route' }] })).status).toBe(413);
  expect((await beacon('/fatman-api/main', good)).status).toBe(204);
  expect((await beacon('/fatman-api/main', { ...good, pageType: 'vitals-test-page' })).status).toBe(204);
});

it('the console shows the brand\'s 75th percentiles per page type to a brand manager, not to support', async () => {
  expect((await beacon('/fatman-api/main', { pageType: 'vitals-console-page', events: [{ type: 'route' }, { type: 'web-vital', name: 'INP', value: 180 }] })).status).toBe(204);
  const manager = await staffLogin(base(), 'manager@console.test');
  const page = await manager.get('/console/web-vitals');
  expect(page.status).toBe(200);
  const html = String(page.body);
  const row = /<tr data-page-type="vitals-console-page">([\s\S]*?)<\/tr>/.exec(html)?.[1] ?? '';
  expect(row).toContain('data-metric="INP" data-p75="180" data-good="true"');
  const support = await staffLogin(base(), 'support@console.test');
  expect((await support.get('/console/web-vitals')).status).toBe(403);
});
