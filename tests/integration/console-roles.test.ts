/**
 * The role matrix enforced over HTTP: every role × every console action, each action
 * through a real endpoint on the `vip` brand. An allowed role gets past the role check (to the
 * endpoint's answer or its validation of a deliberately empty body); a refused role gets 403. The
 * matrix itself is pinned as a written-out table in tests/unit/staff-roles.test.ts; this test shows
 * the server checks it on every endpoint.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CONSOLE_ACTIONS, roleAllows, type ConsoleAction, type StaffRole } from '../../src/domain/staff/roles.ts';
import { createClient } from '../helpers/http-client.ts';
import { staffLogin } from '../helpers/console.ts';

const base = () => inject('portalUrl');
type Client = Awaited<ReturnType<typeof staffLogin>>;
const ROLE_EMAIL: Record<StaffRole, string> = {
  admin: 'admin@console.test',
  brand_manager: 'manager@console.test',
  content_editor: 'editor@console.test',
  support: 'support@console.test',
  risk: 'risk@console.test',
};

let playerId = 0;
let accountId = 0;
let adjustmentId = 0;
let staleChange = 0;
let documentId = 0;

/** Each action through an endpoint, and the status an allowed role gets there. */
const PROBES: Record<ConsoleAction, { call: (c: Client) => Promise<{ status: number }>; allowed: number }> = {
  'console.enter': { call: (c) => c.get('/console'), allowed: 200 },
  'settings.view': { call: (c) => c.get('/console-api/brands/vip/settings'), allowed: 200 },
  'settings.edit': { call: (c) => c.request('PUT', '/console-api/brands/vip/settings', {}), allowed: 400 },
  'audit.view': { call: (c) => c.get('/console-api/audit?brandId=vip'), allowed: 200 },
  // The change was superseded: an allowed role reaches the stale check.
  'audit.revert': { call: (c) => c.post(`/console-api/audit/${staleChange}/revert`, { reason: 'role matrix probe' }), allowed: 409 },
  'players.view': { call: (c) => c.get(`/console-api/players/${playerId}`), allowed: 200 },
  'players.sessions.end': { call: (c) => c.post(`/console-api/players/${playerId}/end-sessions`, {}), allowed: 400 },
  'players.ban': { call: (c) => c.post(`/console-api/players/${playerId}/ban`, {}), allowed: 400 },
  'players.adjust': { call: (c) => c.post(`/console-api/players/${playerId}/adjustments`, {}), allowed: 400 },
  'players.manager': { call: (c) => c.post(`/console-api/players/${playerId}/manager`, {}), allowed: 400 },
  'adjustments.totals': { call: (c) => c.get('/console-api/adjustments/totals'), allowed: 200 },
  'adjustments.approve': { call: (c) => c.post(`/console-api/adjustments/${adjustmentId}/approve`, {}), allowed: 400 },
  'staff.manage': { call: (c) => c.get('/console-api/staff'), allowed: 200 },
  'media.view': { call: (c) => c.get('/console-api/media/vip'), allowed: 200 },
  // Not a multipart body: an allowed role reaches the upload's own refusal.
  'media.upload': { call: (c) => c.post('/console-api/media/vip', {}), allowed: 415 },
  'content.view': { call: (c) => c.get('/console-api/cms/theme/vip'), allowed: 200 },
  // An empty body: an allowed role reaches the save's and the state change's own validation.
  'content.edit': { call: (c) => c.request('PUT', `/console-api/cms/documents/${documentId}`, {}), allowed: 400 },
  'content.publish': { call: (c) => c.post(`/console-api/cms/documents/${documentId}/state`, {}), allowed: 400 },
  'verification.view': { call: (c) => c.get('/console-api/verification'), allowed: 200 },
  // An empty body: an allowed role reaches the review's own validation.
  'verification.review': { call: (c) => c.post('/console-api/verification/documents/1/review', {}), allowed: 400 },
  'payment_requests.answer': { call: (c) => c.get('/console-api/payment-requests'), allowed: 200 },
  'support_requests.answer': { call: (c) => c.get('/console-api/support/vip/requests'), allowed: 200 },
  'ideas.view': { call: (c) => c.get('/console-api/ideas'), allowed: 200 },
  'casino.view': { call: (c) => c.get('/console/casino/vip'), allowed: 200 },
  'casino.edit': { call: (c) => c.post('/console-api/casino/vip/games/1', {}), allowed: 400 },
  'bonuses.view': { call: (c) => c.get('/console/bonuses/vip'), allowed: 200 },
  'bonuses.edit': { call: (c) => c.post('/console-api/bonuses/vip/templates', {}), allowed: 400 },
  'players.bonus': { call: (c) => c.post(`/console-api/players/${playerId}/bonuses/1/cancel`, {}), allowed: 400 },
  'feed.imports.view': { call: (c) => c.get('/console-api/feed-imports'), allowed: 200 },
  'casino.risk': { call: (c) => c.get('/console/casino-risk'), allowed: 200 },
  // An empty body: an allowed role reaches the change's own validation.
  'casino.providers': { call: (c) => c.post('/console-api/casino-providers/betportal-games', {}), allowed: 400 },
};

const clients = new Map<StaffRole, Client>();

beforeAll(async () => {
  for (const role of Object.keys(ROLE_EMAIL) as StaffRole[]) clients.set(role, await staffLogin(base(), ROLE_EMAIL[role]));
  const dev = createClient(base(), 'vip.betportal.test');
  await dev.init();
  const created = await dev.devPost('/web-api/dev/new-player', { brandId: 'vip' });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  playerId = created.body.playerId;
  accountId = created.body.accountIds[0];
  // A pending adjustment (above the EUR threshold) to approve.
  const support = clients.get('support')!;
  const requested = await support.post(`/console-api/players/${playerId}/adjustments`, {
    accountId, direction: 'credit', amount: '900', reason: 'role matrix: goodwill credit', idempotencyKey: `matrix-${Date.now()}`,
  });
  expect(requested.status, JSON.stringify(requested.body)).toBe(201);
  adjustmentId = requested.body.adjustment?.id ?? requested.body.id;
  expect(adjustmentId).toBeGreaterThan(0);
  // A settings change, superseded by a second one.
  const admin = clients.get('admin')!;
  const version = async () => ((await admin.get('/console-api/brands/vip/settings')).body.settings as { key: string; version: number }[])
    .find((s) => s.key === 'siteConfig.isSnowfallVisible')!.version;
  const first = await admin.request('PUT', '/console-api/brands/vip/settings', { domain: '', changes: [{ key: 'siteConfig.isSnowfallVisible', value: true, version: await version() }], reason: 'role matrix: first' });
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  const second = await admin.request('PUT', '/console-api/brands/vip/settings', { domain: '', changes: [{ key: 'siteConfig.isSnowfallVisible', value: false, version: await version() }], reason: 'role matrix: second' });
  expect(second.status).toBe(200);
  const entries = (await admin.get('/console-api/audit?brandId=vip&key=siteConfig.isSnowfallVisible')).body.entries as { id: number; reason: string }[];
  staleChange = entries.find((e) => e.reason === 'role matrix: first')!.id;
  // A CMS page of the brand (the seed's), to save and publish.
  const documents = (await admin.get('/console-api/cms/documents?brandId=vip')).body.documents as { id: number }[];
  documentId = documents[0]!.id;
  expect(documentId).toBeGreaterThan(0);
});

describe('every role × every console action over HTTP', () => {
  const cases = CONSOLE_ACTIONS.flatMap((action) => (Object.keys(ROLE_EMAIL) as StaffRole[]).map((role) => ({ role, action })));
  it.each(cases)('$role → $action', async ({ role, action }) => {
    const probe = PROBES[action];
    const answer = await probe.call(clients.get(role)!);
    expect(answer.status, `${role} ${action}: ${JSON.stringify((answer as { body?: unknown }).body).slice(0, 300)}`).toBe(roleAllows(role, action) ? probe.allowed : 403);
  });
});
