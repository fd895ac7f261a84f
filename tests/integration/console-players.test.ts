/**
 * Player support in the staff console over HTTP against the built server:
 * support finds a registered player by e-mail and ends their sessions (the player's next request
 * is a guest's); risk bans a player (kept to the routes allowed when banned); support requests an
 * adjustment above the threshold → pending → support cannot approve it → risk approves → the
 * player's balance changed; a support member granted only `main` asking for a `vip` player gets
 * 403 and an `access.denied` entry in the audit log (read back through the player's history).
 */
import { describe, expect, inject, it } from 'vitest';
import { createClient, loginPlayer, registerPlayer, uniqueText } from '../helpers/http-client.ts';
import { consoleClient, staffLogin } from '../helpers/console.ts';
import { staffTotp } from '../../src/server/staff/identity.ts';
import { adjustmentApprovalThresholdMinor, formatMinor } from '../../src/domain/money.ts';
import type { AdjustmentView, PlayerDetail } from '../../src/domain/console/players.ts';

const base = () => inject('portalUrl');
const REASON = 'player asked on the support chat';

/**
 * One console session per demo staff member for this file: a TOTP time step is accepted once, so
 * logging the same member in again and again within 30 s would run out of codes.
 */
const sessions = new Map<string, ReturnType<typeof staffLogin>>();
function staff(email: string) {
  let session = sessions.get(email);
  if (!session) sessions.set(email, (session = staffLogin(base(), email)));
  return session;
}

describe('player support in the staff console', () => {
  it('support finds a registered player by e-mail and ends their sessions: the player is a guest at once', async () => {
    const player = await registerPlayer(base(), 'sup');
    expect((await player.client.get('/web-api/session')).body).toMatchObject({ authenticated: true, user_id: player.userId });
    const support = await staff('support@console.test');

    const found = await support.get(`/console-api/players?${new URLSearchParams({ q: player.email.toUpperCase(), by: 'email' })}`);
    expect(found.status).toBe(200);
    expect(found.body.players).toEqual([expect.objectContaining({ id: player.userId, brandId: 'main', email: player.email })]);
    expect((await support.get(`/console-api/players?q=${player.userId}`)).body.players.map((p: { id: number }) => p.id)).toEqual([player.userId]);
    const page = await support.get(`/console/players?q=${encodeURIComponent(player.email)}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`/console/players/${player.userId}`);

    const detail = await support.get(`/console-api/players/${player.userId}`);
    expect(detail.status).toBe(200);
    const view = detail.body as PlayerDetail;
    expect(view.player).toMatchObject({ id: player.userId, email: player.email, banLevel: 0 });
    expect(view.accounts.map((a) => a.id)).toContain(player.accountId);
    expect(view.sessions.filter((s) => s.live)).toHaveLength(1);
    expect(view.history).toBeNull(); // support holds no audit.view
    expect((await support.get(`/console/players/${player.userId}`)).status).toBe(200);

    expect((await support.post(`/console-api/players/${player.userId}/end-sessions`, { reason: ' ' })).status).toBe(400);
    const ended = await support.post(`/console-api/players/${player.userId}/end-sessions`, { reason: REASON });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body).toEqual({ ended: 1 });
    expect((await player.client.get('/web-api/session')).body).toMatchObject({ authenticated: false, user_id: null });
    expect((await player.client.get('/web-api/user/balance')).status).toBe(401);
  });

  it('risk bans a player: the sessions end, and a new login is kept to the routes allowed when banned; support may not ban', async () => {
    const player = await registerPlayer(base(), 'ban');
    expect((await player.client.get('/en/onpay/success')).status).toBe(200);
    const support = await staff('support@console.test');
    expect((await support.post(`/console-api/players/${player.userId}/ban`, { banLevel: 1, reason: REASON })).status).toBe(403);

    const risk = await staff('risk@console.test');
    const banned = await risk.post(`/console-api/players/${player.userId}/ban`, { banLevel: 1, reason: 'chargeback fraud' });
    expect(banned.status, JSON.stringify(banned.body)).toBe(200);
    expect(banned.body).toEqual({ banLevel: 1, banVersion: 0 });
    // A ban ends the person's sessions (src/server/staff/players.ts); the player may log in again.
    expect((await player.client.get('/web-api/user/balance')).status).toBe(401);
    const again = await loginPlayer(base(), player.email);
    const away = await again.get('/en/onpay/success');
    expect(away.status).toBe(302);
    expect(away.headers.get('location')).toBe('/en');
    expect((await again.get('/en')).status).toBe(200);
    expect((await again.get('/web-api/user/config')).body.result.ban_level).toBe(1);

    const history = ((await risk.get(`/console-api/players/${player.userId}`)).body as PlayerDetail).history!;
    expect(history[0]).toMatchObject({ action: 'players.ban', staffEmail: 'risk@console.test', before: { banLevel: 0 }, after: { banLevel: 1 }, reason: 'chargeback fraud' });
  });

  it('an adjustment above the threshold waits; the requester cannot approve it; risk approves and the balance changes once', async () => {
    const player = await registerPlayer(base(), 'adj');
    const support = await staff('support@console.test');
    const account = ((await support.get(`/console-api/players/${player.userId}`)).body as PlayerDetail).accounts.find((a) => a.id === player.accountId)!;
    const amount = formatMinor(adjustmentApprovalThresholdMinor(account.iso) + 10 ** account.exponent, account.exponent);
    const request = { accountId: player.accountId, direction: 'credit', amount, reason: 'compensation for a void market', idempotencyKey: uniqueText('adjkey-') };

    const created = await support.post(`/console-api/players/${player.userId}/adjustments`, request);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const adjustment = created.body.adjustment as AdjustmentView;
    expect(adjustment).toMatchObject({ status: 'pending', needsApproval: true, requestedByEmail: 'support@console.test' });
    const retry = await support.post(`/console-api/players/${player.userId}/adjustments`, request);
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ replayed: true, adjustment: { id: adjustment.id } });
    expect((await player.client.get('/web-api/user/balance')).body.all_accounts[0].moneyMinor).toBe(0);

    expect((await support.post(`/console-api/adjustments/${adjustment.id}/approve`, { reason: 'mine' })).status).toBe(403);
    expect((await support.get('/console-api/adjustments')).status).toBe(403);
    expect((await support.get('/console/approvals')).status).toBe(403);

    const risk = await staff('risk@console.test');
    const pending = await risk.get('/console-api/adjustments');
    expect(pending.body.pending.map((a: AdjustmentView) => a.id)).toContain(adjustment.id);
    const approvals = await risk.get('/console/approvals');
    expect(approvals.status).toBe(200);
    const approved = await risk.post(`/console-api/adjustments/${adjustment.id}/approve`, { reason: 'ticket checked' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.adjustment).toMatchObject({ status: 'applied', decidedByEmail: 'risk@console.test' });
    expect((await risk.post(`/console-api/adjustments/${adjustment.id}/approve`, { reason: 'again' })).status).toBe(409);
    expect((await risk.post(`/console-api/adjustments/${adjustment.id}/reject`, { reason: 'too late' })).status).toBe(409);

    const credited = adjustmentApprovalThresholdMinor(account.iso) + 10 ** account.exponent;
    expect((await player.client.get('/web-api/user/balance')).body.all_accounts[0].moneyMinor).toBe(credited);

    // A small debit applies at once; one beyond the balance is refused and moves nothing.
    const small = await support.post(`/console-api/players/${player.userId}/adjustments`, { ...request, direction: 'debit', amount: '1', idempotencyKey: uniqueText('adjkey-') });
    expect(small.status, JSON.stringify(small.body)).toBe(201);
    expect(small.body.adjustment.status).toBe('applied');
    const tooMuch = await support.post(`/console-api/players/${player.userId}/adjustments`, { ...request, direction: 'debit', amount: formatMinor(credited, account.exponent), idempotencyKey: uniqueText('adjkey-') });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors[0].code).toBe('insufficient_funds');
    expect((await player.client.get('/web-api/user/balance')).body.all_accounts[0].moneyMinor).toBe(credited - 10 ** account.exponent);
  });

  it('risk sees the day’s adjustment totals per staff member and currency (endpoint and page); support may not', async () => {
    const player = await registerPlayer(base(), 'tot');
    const support = await staff('support@console.test');
    const made = await support.post(`/console-api/players/${player.userId}/adjustments`, {
      accountId: player.accountId, direction: 'credit', amount: '1', reason: 'goodwill for a slow payout', idempotencyKey: uniqueText('totkey-'),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const adjustment = made.body.adjustment as AdjustmentView;
    const day = adjustment.createdAt.slice(0, 10);

    expect((await support.get(`/console-api/adjustments/totals?day=${day}`)).status).toBe(403);
    expect((await support.get(`/console/adjustments/totals?day=${day}`)).status).toBe(403);
    const risk = await staff('risk@console.test');
    expect((await risk.get('/console-api/adjustments/totals?day=2026-02-30')).status).toBe(400);
    const totals = await risk.get(`/console-api/adjustments/totals?day=${day}`);
    expect(totals.status, JSON.stringify(totals.body)).toBe(200);
    expect(totals.body.day).toBe(day);
    const row = totals.body.rows.find((r: { staffEmail: string; iso: string }) => r.staffEmail === 'support@console.test' && r.iso === adjustment.iso);
    expect(row).toMatchObject({ staffId: adjustment.requestedBy, exponent: adjustment.exponent });
    expect(row.appliedMinor).toBeGreaterThanOrEqual(10 ** adjustment.exponent);
    expect(row.applied).toBeGreaterThanOrEqual(1);
    const page = await risk.get(`/console/adjustments/totals?day=${day}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('data-testid="adjustment-totals"');
    expect(page.body).toContain('support@console.test');
  });

  it('a support member granted only main asking for a vip player gets 403, recorded as access.denied', async () => {
    const admin = await staff('admin@console.test');
    const email = `${uniqueText('mainonly')}@console.test`;
    const created = await admin.post('/console-api/staff', { email, name: 'Main-only support', grants: [{ brandId: 'main', role: 'support' }], reason: 'new support hire' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const token = new URL(created.body.enrolUrl as string).searchParams.get('token')!;
    const mainOnly = consoleClient(base());
    await mainOnly.get('/console-api/session');
    const step = await mainOnly.post('/console-api/auth/enrol', { token, password: 'main-only-support-2026' });
    expect(step.status, JSON.stringify(step.body)).toBe(200);
    const login = await mainOnly.post('/console-api/auth/totp', { ticket: step.body.ticket, code: staffTotp(step.body.secret, email).generate() });
    expect(login.status, JSON.stringify(login.body)).toBe(200);

    const dev = createClient(base());
    await dev.init();
    const vip = await dev.devPost('/web-api/dev/new-player', { brandId: 'vip', email: `${uniqueText('vipplayer')}@example.com` });
    expect(vip.status, JSON.stringify(vip.body)).toBe(201);
    const vipId = vip.body.playerId as number;

    const denied = await mainOnly.get(`/console-api/players/${vipId}`);
    expect(denied.status).toBe(403);
    expect(denied.body.errors[0]).toMatchObject({ code: 'forbidden', meta: { brandId: 'vip', action: 'players.view' } });
    expect((await mainOnly.get(`/console/players/${vipId}`)).status).toBe(403);
    expect((await mainOnly.get(`/console-api/players?q=${vipId}&by=id`)).status).toBe(403);
    expect((await mainOnly.post(`/console-api/players/${vipId}/end-sessions`, { reason: REASON })).status).toBe(403);

    // The refusals are in the audit log, read through the player's history by risk (audit.view on vip).
    const risk = await staff('risk@console.test');
    const history = ((await risk.get(`/console-api/players/${vipId}`)).body as PlayerDetail).history!;
    const refusals = history.filter((entry) => entry.action === 'access.denied' && entry.staffEmail === email);
    expect(refusals.length).toBeGreaterThanOrEqual(4);
    expect(refusals.at(-1)).toMatchObject({ reason: `GET /console-api/players/${vipId}`, after: { action: 'players.view' } });
    expect(refusals.every((entry) => typeof entry.clientAddress === 'string' && entry.clientAddress.length > 0)).toBe(true);
  });

  it('refuses malformed ids, bodies and guests', async () => {
    const guest = consoleClient(base());
    await guest.get('/console-api/session');
    expect((await guest.get('/console-api/players?q=1')).status).toBe(401);
    const support = await staff('support@console.test');
    expect((await support.get('/console-api/players/abc')).status).toBe(404);
    expect((await support.get('/console-api/players/999999999')).status).toBe(404);
    expect((await support.get('/console/players/999999999')).status).toBe(404);
    expect((await support.get('/console-api/players?q=')).status).toBe(400);
    const player = await registerPlayer(base(), 'bad');
    const good = { accountId: player.accountId, direction: 'credit', amount: '1', reason: REASON, idempotencyKey: uniqueText('badkey-') };
    const adjust = (body: unknown) => support.post(`/console-api/players/${player.userId}/adjustments`, body);
    for (const body of [
      { ...good, amount: '1e5' }, { ...good, amount: '-1' }, { ...good, amount: '0' }, { ...good, amount: '0.001' }, { ...good, direction: 'both' },
      { ...good, reason: '' }, { ...good, idempotencyKey: 'short' }, { ...good, idempotencyKey: 'bad key with spaces' }, { ...good, extra: 1 },
      { ...good, reason: 'nul\u0000byte' },
    ]) {
      expect((await adjust(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await adjust({ ...good, accountId: 1 })).status).toBe(404);
    expect((await player.client.get('/web-api/user/balance')).body.all_accounts[0].moneyMinor).toBe(0);
    expect((await support.post(`/console-api/players/${player.userId}/ban`, { banLevel: 1, reason: REASON })).status).toBe(403);
    expect((await support.post('/console-api/adjustments/999999999/approve', { reason: REASON })).status).toBe(403);
  });
});
