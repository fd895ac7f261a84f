/**
 * Personal managers over HTTP on the shared built server (spec §2 office `manager`): a player
 * without one reads how to reach support; support (players.manager) gives the player a manager
 * from the brand's staff with a direct line, the office page shows it, the console player page
 * lists it, it is audited, and taking it away restores the first state. Brand managers get 403;
 * a staff id without a role on the brand is 422 naming the field; a bad phone is 400.
 */
import { describe, expect, inject, it } from 'vitest';
import { registerPlayer } from '../helpers/http-client.ts';
import { staffLogin } from '../helpers/console.ts';

const base = () => inject('portalUrl');

describe('office manager over HTTP', () => {
  it('shows the manager support assigns, refuses what it must, and audits each change', async () => {
    const { client, userId } = await registerPlayer(base(), 'manager');
    const before = await client.get('/en/office/manager');
    expect(before.status).toBe(200);
    expect(String(before.body)).toContain('data-testid="manager-none"');
    expect(String((await client.get('/en/office/account')).body), 'the office menu links it').toContain('href="/en/office/manager"');

    const support = await staffLogin(base(), 'support@console.test');
    const me = (await support.get('/console-api/session')).body.staff as { id: number; name: string; email: string };
    const manager = await staffLogin(base(), 'manager@console.test');
    expect((await manager.post(`/console-api/players/${userId}/manager`, { staffId: me.id, reason: 'VIP player' })).status, 'brand managers may not').toBe(403);
    const unknown = await support.post(`/console-api/players/${userId}/manager`, { staffId: 999_999_999, reason: 'VIP player' });
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(unknown.body)).toContain('staffId');
    expect((await support.post(`/console-api/players/${userId}/manager`, { staffId: me.id, phone: 'call me', reason: 'VIP player' })).status).toBe(400);
    expect((await support.post(`/console-api/players/${userId}/manager`, { staffId: me.id, reason: 'x' })).status, 'a reason is required').toBe(400);

    const set = await support.post(`/console-api/players/${userId}/manager`, { staffId: me.id, phone: '+44 20 7946 0101', reason: 'VIP player' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.manager).toMatchObject({ staffId: me.id, name: me.name, email: me.email, phone: '+44 20 7946 0101' });
    const page = String((await client.get('/en/office/manager')).body);
    expect(page).toContain(`data-testid="manager-name">${me.name}<`);
    expect(page).toContain(`mailto:${me.email}`);
    expect(page).toContain('tel:+442079460101');
    expect((await support.get(`/console-api/players/${userId}`)).body.manager).toMatchObject({ staffId: me.id });

    expect((await support.post(`/console-api/players/${userId}/manager`, { staffId: null, reason: 'Player asked to stop' })).body).toEqual({ manager: null });
    expect(String((await client.get('/en/office/manager')).body)).toContain('data-testid="manager-none"');
    const admin = await staffLogin(base(), 'admin@console.test');
    const audit = await admin.get(`/console-api/audit?key=${encodeURIComponent(`player:${userId}`)}&action=players.manager`);
    expect(audit.status).toBe(200);
    expect((audit.body.entries as { action: string; after: unknown }[]).map((e) => e.after)).toEqual([null, { staffId: me.id, phone: '+44 20 7946 0101' }]);
  });
});
