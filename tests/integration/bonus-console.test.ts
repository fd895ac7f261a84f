/**
 * Bonus templates and player bonuses in the console over HTTP on the shared built server: a brand
 * manager creates a no-deposit template with a promo code (one above the brand's 10× policy is
 * refused, 422 naming the field), a player claims it from the office API and sees it; support
 * cancels the player's bonus with a reason (a brand manager may not), the bonus money goes, a second
 * cancel is 409, and the cancel is audited; switched off, the template's code answers `expired`.
 */
import { describe, expect, inject, it } from 'vitest';
import { registerPlayer } from '../helpers/http-client.ts';
import { staffLogin } from '../helpers/console.ts';

const base = () => inject('portalUrl');

describe('bonus console over HTTP', () => {
  it('creates a template within the policy, lets support cancel a claimed bonus, and audits both', async () => {
    const code = `CONSOLE${Date.now().toString(36).toUpperCase()}`;
    const template = {
      code: `console-${code.toLowerCase()}`, kind: 'no_deposit', product: 'casino',
      title: { en: 'Console test bonus' }, terms: { en: '100 RUB to play in the casino, wagered 10 times within 7 days.' },
      currency: 'RUB', fixedAwardMinor: 10_000, wagerMultiplier: 12, contributions: { casino: 100 }, validDays: 7, promoCode: code,
    };
    const manager = await staffLogin(base(), 'manager@console.test');
    const refused = await manager.post('/console-api/bonuses/main/templates', { template, reason: 'Autumn promotion' });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain('wagerMultiplier');
    const saved = await manager.post('/console-api/bonuses/main/templates', { template: { ...template, wagerMultiplier: 10 }, reason: 'Autumn promotion' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.template).toMatchObject({ awardsCount: 0, template: { code: template.code, promoCode: code, wagerMultiplier: 10 } });
    expect(String((await manager.get('/console/bonuses/main')).body)).toContain(`data-testid="bonus-template-${template.code}"`);

    const { client, userId } = await registerPlayer(base(), 'bonus-console');
    const claim = await client.post('/web-api/bonuses/promo-code', { code: code.toLowerCase() });
    expect(claim.status, JSON.stringify(claim.body)).toBe(200);
    expect(claim.body).toMatchObject({ status: 'active', bonus: { code: template.code, awardMinor: 10_000, wagerRequiredMinor: 100_000 } });
    const bonusId = claim.body.bonus.id as number;
    expect((await client.get('/web-api/user/balance')).body.bonus).toBe(100);

    expect((await manager.post(`/console-api/players/${userId}/bonuses/${bonusId}/cancel`, { reason: 'Duplicate account' })).status, 'brand managers may not').toBe(403);
    const support = await staffLogin(base(), 'support@console.test');
    expect((await support.get(`/console-api/players/${userId}`)).body.bonuses[0]).toMatchObject({ id: bonusId, status: 'active' });
    const cancel = await support.post(`/console-api/players/${userId}/bonuses/${bonusId}/cancel`, { reason: 'Duplicate account' });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect((await support.post(`/console-api/players/${userId}/bonuses/${bonusId}/cancel`, { reason: 'Duplicate account' })).status).toBe(409);
    expect((await client.get('/web-api/bonuses')).body.bonuses[0]).toMatchObject({ id: bonusId, status: 'cancelled', endReason: 'Duplicate account' });
    expect((await client.get('/web-api/user/balance')).body.bonus).toBe(0);

    const admin = await staffLogin(base(), 'admin@console.test');
    const audit = await admin.get(`/console-api/audit?key=${encodeURIComponent(`player:${userId}`)}&action=bonuses.cancel`);
    expect((audit.body.entries as { reason: string }[]).map((e) => e.reason)).toEqual(['Duplicate account']);
    const edits = await admin.get(`/console-api/audit?key=${encodeURIComponent(`bonus_template:${template.code}`)}&action=bonuses.edit`);
    expect(edits.body.entries).toHaveLength(1);

    // Switched off: the code is no longer on offer.
    expect((await manager.post('/console-api/bonuses/main/templates', { template: { ...template, wagerMultiplier: 10, active: false }, reason: 'Promotion over' })).status).toBe(200);
    const other = await registerPlayer(base(), 'bonus-console-2');
    const late = await other.client.post('/web-api/bonuses/promo-code', { code });
    expect(late.status).toBe(422);
    expect(late.body.errors[0].meta.reason).toBe('expired');
  });

  it('lets a brand manager schedule a tournament (the brand currency only, audited), served at once', async () => {
    const slug = `console-race-${Date.now().toString(36)}`;
    const tournament = {
      slug, title: { en: 'Console race' }, description: { en: 'Stakes on slots count.' }, metric: 'wager', currency: 'EUR', minBetMinor: 100,
      categories: ['slots'], period: 'daily', anchor: '2026-01-01T00:00:00Z', prizesMinor: [10_000, 5_000],
    };
    const manager = await staffLogin(base(), 'manager@console.test');
    const support = await staffLogin(base(), 'support@console.test');
    expect((await support.post('/console-api/bonuses/main/tournaments', { tournament: { ...tournament, currency: 'RUB' }, reason: 'Weekend race' })).status).toBe(403);
    const wrong = await manager.post('/console-api/bonuses/main/tournaments', { tournament, reason: 'Weekend race' });
    expect(wrong.status).toBe(422);
    expect(JSON.stringify(wrong.body)).toContain('currency');
    const saved = await manager.post('/console-api/bonuses/main/tournaments', { tournament: { ...tournament, currency: 'RUB' }, reason: 'Weekend race' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.tournament).toMatchObject({ slug, prizesMinor: [10_000, 5_000], active: true });
    const { client } = await registerPlayer(base(), 'race-viewer');
    const board = await client.get(`/web-api/tournaments/${slug}`);
    expect(board.status).toBe(200);
    expect(board.body).toMatchObject({ slug, metric: 'wager', currency: 'RUB' });
    expect(String((await manager.get('/console/bonuses/main')).body)).toContain(`data-testid="tournament-${slug}"`);
    expect((await manager.post('/console-api/bonuses/main/tournaments', { tournament: { ...tournament, currency: 'RUB', active: false }, reason: 'Cancelled' })).status).toBe(200);
    expect((await client.get(`/web-api/tournaments/${slug}`)).status, 'switched off').toBe(404);
    const admin = await staffLogin(base(), 'admin@console.test');
    const audit = await admin.get(`/console-api/audit?key=${encodeURIComponent(`tournament:${slug}`)}&action=tournaments.edit`);
    expect(audit.body.entries).toHaveLength(2);
  });
});
