/**
 * Player support of the staff console on PGlite and PostgreSQL: balance
 * adjustments through the ledger (at or below the currency's threshold applied at once, above it
 * pending for a second staff member; self-approval refused by the server and by the database;
 * parallel approvals apply once; a debit beyond the balance refused with nothing changed; reject
 * moves nothing; idempotent by the client's key), bans and ended sessions, access by brand — each
 * audited in the same transaction as the change. Four eyes on the sum: 20 credits of 49,999.99 RUB
 * by one staff member (sequential and parallel) to one player, or to 20 players in one UTC day,
 * apply once and wait from the one crossing the total on; the brand setting
 * `adjustmentApproval.thresholdsMajor` is honoured. Times are passed in (no wall clock).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { engines, freshDatabase, type TestDatabase } from '../helpers/db.ts';
import { fundedPlayer, staffMember } from '../helpers/staff-fixtures.ts';
import { checkInvariant, invariantHolds } from '../helpers/invariant.ts';
import { auditLog, balanceAdjustments, journalEntries, sessions } from '../../src/server/db/schema.ts';
import { accountBalance, houseAccountId } from '../../src/server/ledger/ledger.ts';
import { createPlayer, playerAccountIds } from '../../src/server/ledger/accounts.ts';
import { createSession, resolveSession } from '../../src/server/auth/sessions.ts';
import { AppError } from '../../src/server/errors.ts';
import { decideAdjustment, pendingAdjustments, requestAdjustment, type AdjustmentInput } from '../../src/server/staff/adjustments.ts';
import { banPlayer, endPlayerSessions, playerDetail, searchPlayers } from '../../src/server/staff/players.ts';
import { playerFor } from '../../src/server/staff/player-access.ts';
import type { StaffPrincipal } from '../../src/server/staff/sessions.ts';
import type { RoleGrant } from '../../src/domain/staff/roles.ts';
import { saveSettings } from '../../src/server/settings/store.ts';
import { brandOrNotFound } from '../../src/server/settings/console.ts';
import { staffAdjustmentTotals } from '../../src/server/staff/adjustment-totals.ts';

const ENGINES = await engines();
const ADDRESS = '203.0.113.7';

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe.each(ENGINES)('player support on %s', (kind) => {
  let t: TestDatabase;
  let n = 0;
  const unique = (label: string) => `${label}-${++n}-${Math.random().toString(36).slice(2, 8)}`;

  const member = (grants: RoleGrant[]): Promise<StaffPrincipal> => staffMember(t.db, grants, unique('staff'));
  const src = (actor: StaffPrincipal) => ({ actor, clientAddress: ADDRESS });

  const player = (brand = 'main', balance = 0) => fundedPlayer(t.db, brand, balance, unique('fund'));

  const input = (accountId: number, direction: 'credit' | 'debit', amount: string, extra: Partial<AdjustmentInput> = {}): AdjustmentInput => ({
    accountId, direction, amount, reason: 'goodwill after a settlement error', idempotencyKey: unique('key'), ...extra,
  });

  const auditOf = (playerId: number, action: string) =>
    t.db.select().from(auditLog).where(and(eq(auditLog.key, `player:${playerId}`), eq(auditLog.action, action))).orderBy(auditLog.id);

  let support: StaffPrincipal;
  let risk: StaffPrincipal;
  let admin: StaffPrincipal;
  beforeAll(async () => {
    t = await freshDatabase(kind, { poolSize: 8 });
    support = await member([{ brandId: 'main', role: 'support' }, { brandId: 'vip', role: 'support' }]);
    risk = await member([{ brandId: 'main', role: 'risk' }, { brandId: 'vip', role: 'risk' }]);
    admin = await member([{ brandId: '*', role: 'admin' }]);
  });
  // The four-eyes totals are per requester: each test's adjustments are requested by its own support member.
  beforeEach(async () => {
    support = await member([{ brandId: 'main', role: 'support' }, { brandId: 'vip', role: 'support' }]);
  });
  afterAll(async () => {
    if (t) {
      expect(invariantHolds(await checkInvariant(t.db))).toBe(true);
      await t.dispose();
    }
  });

  it('an adjustment at the threshold (500.00 EUR) is applied at once through the house account, audited with before and after', async () => {
    const { playerId, main } = await player();
    const house = await houseAccountId(t.db, 'adjustments', 3);
    const houseBefore = await accountBalance(t.db, house);
    const { adjustment, replayed } = await requestAdjustment(t.db, src(support), playerId, input(main, 'credit', '500.00'));
    expect(replayed).toBe(false);
    expect(adjustment).toMatchObject({ status: 'applied', amount: 50_000, needsApproval: false, iso: 'EUR', requestedBy: support.id, decidedBy: null });
    expect(await accountBalance(t.db, main)).toBe(50_000);
    expect(await accountBalance(t.db, house)).toBe(houseBefore - 50_000);
    const [entry] = await t.db.select().from(journalEntries).where(eq(journalEntries.id, adjustment.entryId!));
    expect(entry).toMatchObject({ kind: 'adjustment', idempotencyKey: `adjustment:${adjustment.id}` });
    const [audit] = await auditOf(playerId, 'players.adjust');
    expect(audit).toMatchObject({
      staffId: support.id, brandId: 'main', reason: 'goodwill after a settlement error', clientAddress: ADDRESS,
      before: { accountId: main, balance: 0 }, after: { adjustmentId: adjustment.id, amount: 50_000, status: 'applied', balance: 50_000 },
    });
  });

  it('is idempotent by the client key: a retry answers the same adjustment and moves nothing; other content with the key is refused', async () => {
    const { playerId, main } = await player();
    const request = input(main, 'credit', '12.34');
    const first = await requestAdjustment(t.db, src(support), playerId, request);
    const again = await requestAdjustment(t.db, src(support), playerId, request);
    expect(again).toMatchObject({ replayed: true, adjustment: { id: first.adjustment.id } });
    expect(await accountBalance(t.db, main)).toBe(1234);
    expect((await refusal(requestAdjustment(t.db, src(support), playerId, { ...request, amount: '12.35' }))).code).toBe('idempotency_conflict');
    // The same key of another staff member is another adjustment.
    await requestAdjustment(t.db, src(risk), playerId, request);
    expect(await accountBalance(t.db, main)).toBe(2468);
    expect(await auditOf(playerId, 'players.adjust')).toHaveLength(2);
  });

  it('above the threshold it waits; the requester cannot approve it (server and database); a second staff member applies it once', async () => {
    const { playerId, main } = await player();
    const { adjustment } = await requestAdjustment(t.db, src(risk), playerId, input(main, 'credit', '500.01'));
    expect(adjustment).toMatchObject({ status: 'pending', needsApproval: true, entryId: null, amount: 50_001 });
    expect(await accountBalance(t.db, main)).toBe(0);
    expect((await pendingAdjustments(t.db, admin)).map((a) => a.id)).toContain(adjustment.id);
    expect(await pendingAdjustments(t.db, support)).toEqual([]);

    // risk holds adjustments.approve but requested it: refused and audited.
    const own = await refusal(decideAdjustment(t.db, { ...src(risk), reason: 'looks right' }, adjustment.id, 'approve', 'POST test'));
    expect(own.code).toBe('forbidden');
    expect((await auditOf(playerId, 'access.denied')).at(-1)).toMatchObject({ staffId: risk.id, after: { rule: 'four_eyes', adjustmentId: adjustment.id } });
    // support has no adjustments.approve at all.
    expect((await refusal(decideAdjustment(t.db, { ...src(support), reason: 'looks right' }, adjustment.id, 'approve', 'POST test'))).code).toBe('forbidden');
    // The database refuses a decision by the requester whatever the caller.
    const direct = await t.db.update(balanceAdjustments).set({ status: 'rejected', decidedBy: risk.id, decidedAt: new Date() })
      .where(eq(balanceAdjustments.id, adjustment.id)).then(() => null, (e: unknown) => e);
    expect(String((direct as { cause?: { message?: string } })?.cause?.message ?? direct)).toMatch(/balance_adjustments_four_eyes/);
    // ... and applying one that needs approval without a decider.
    const undecided = await t.db.update(balanceAdjustments).set({ status: 'rejected', decidedAt: new Date() })
      .where(eq(balanceAdjustments.id, adjustment.id)).then(() => null, (e: unknown) => e);
    expect(undecided).not.toBeNull();
    expect(await accountBalance(t.db, main)).toBe(0);

    const approved = await decideAdjustment(t.db, { ...src(admin), reason: 'checked with the ticket' }, adjustment.id, 'approve', 'POST test');
    expect(approved).toMatchObject({ status: 'applied', decidedBy: admin.id, decisionReason: 'checked with the ticket' });
    expect(approved.entryId).not.toBeNull();
    expect(await accountBalance(t.db, main)).toBe(50_001);
    expect((await auditOf(playerId, 'adjustments.approve'))[0]).toMatchObject({
      staffId: admin.id, before: { status: 'pending', balance: 0 }, after: { status: 'applied', balance: 50_001 }, reason: 'checked with the ticket',
    });
    const again = await refusal(decideAdjustment(t.db, { ...src(admin), reason: 'again' }, adjustment.id, 'approve', 'POST test'));
    expect(again.code).toBe('conflict');
    expect(await accountBalance(t.db, main)).toBe(50_001);
    // A decided adjustment never changes again, and none is deleted.
    expect(await t.db.update(balanceAdjustments).set({ decisionReason: 'edited' }).where(eq(balanceAdjustments.id, adjustment.id)).then(() => null, (e: unknown) => e)).not.toBeNull();
    expect(await t.db.delete(balanceAdjustments).where(eq(balanceAdjustments.id, adjustment.id)).then(() => null, (e: unknown) => e)).not.toBeNull();
  });

  it('parallel approvals by several staff members apply the adjustment exactly once', async () => {
    const { playerId, main } = await player();
    const other = await member([{ brandId: 'main', role: 'risk' }]);
    const { adjustment } = await requestAdjustment(t.db, src(support), playerId, input(main, 'credit', '900'));
    expect(adjustment.status).toBe('pending');
    const approvers = [risk, admin, other, risk, admin, other];
    const results = await Promise.allSettled(approvers.map((actor) => decideAdjustment(t.db, { ...src(actor), reason: 'approved in parallel' }, adjustment.id, 'approve', 'POST test')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as AppError).code).toBe('conflict');
    expect(await accountBalance(t.db, main)).toBe(90_000);
    expect(await t.db.select().from(journalEntries).where(eq(journalEntries.idempotencyKey, `adjustment:${adjustment.id}`))).toHaveLength(1);
    expect(await auditOf(playerId, 'adjustments.approve')).toHaveLength(1);
  });

  it('a debit beyond the balance is refused and nothing changes; a pending debit the balance no longer covers stays pending; reject moves nothing', async () => {
    const { playerId, main } = await player('main', 10_000);
    const auditsBefore = (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
    const refused = await refusal(requestAdjustment(t.db, src(support), playerId, input(main, 'debit', '100.01')));
    expect(refused.code).toBe('insufficient_funds');
    expect(refused.status).toBe(422);
    expect(await accountBalance(t.db, main)).toBe(10_000);
    expect(await t.db.select().from(balanceAdjustments).where(eq(balanceAdjustments.playerId, playerId))).toEqual([]);
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n).toBe(auditsBefore);

    // Exactly the balance may be taken: never below zero.
    await requestAdjustment(t.db, src(support), playerId, input(main, 'debit', '100'));
    expect(await accountBalance(t.db, main)).toBe(0);

    // A big debit pending while the money leaves: its approval is refused and it stays pending.
    const rich = await player('main', 100_000);
    const { adjustment } = await requestAdjustment(t.db, src(support), rich.playerId, input(rich.main, 'debit', '600'));
    expect(adjustment.status).toBe('pending');
    // Another support member takes 500: the requester's own total (100 + 600 pending) is theirs alone.
    const second = await member([{ brandId: 'main', role: 'support' }]);
    await requestAdjustment(t.db, src(second), rich.playerId, input(rich.main, 'debit', '500'));
    expect(await accountBalance(t.db, rich.main)).toBe(50_000);
    expect((await refusal(decideAdjustment(t.db, { ...src(risk), reason: 'ok' }, adjustment.id, 'approve', 'POST test'))).code).toBe('insufficient_funds');
    expect(await accountBalance(t.db, rich.main)).toBe(50_000);
    expect(await auditOf(rich.playerId, 'adjustments.approve')).toEqual([]);
    const rejected = await decideAdjustment(t.db, { ...src(risk), reason: 'not covered any more' }, adjustment.id, 'reject', 'POST test');
    expect(rejected).toMatchObject({ status: 'rejected', entryId: null, decidedBy: risk.id });
    expect(await accountBalance(t.db, rich.main)).toBe(50_000);
    expect((await auditOf(rich.playerId, 'adjustments.reject'))[0]).toMatchObject({ after: { status: 'rejected', entryId: null, balance: 50_000 } });
  });

  it('refuses bad amounts, other players’ accounts and amounts above the largest balance', async () => {
    const { playerId, main } = await player();
    const other = await player();
    expect((await refusal(requestAdjustment(t.db, src(support), playerId, input(main, 'credit', '1.001')))).code).toBe('bad_request');
    expect((await refusal(requestAdjustment(t.db, src(support), playerId, input(main, 'credit', '0')))).code).toBe('bad_request');
    expect((await refusal(requestAdjustment(t.db, src(support), playerId, input(other.main, 'credit', '1')))).code).toBe('unknown_account');
    expect((await refusal(requestAdjustment(t.db, src(support), playerId, input(main, 'credit', '9999999999999')))).code).toBe('amount_limit');
    expect(await accountBalance(t.db, main)).toBe(0);
  });

  it('a player of a brand outside the grants is a 403 with an access.denied entry; the search stays within the grants', async () => {
    const mainOnly = await member([{ brandId: 'main', role: 'support' }]);
    const vip = await player('vip');
    const email = `${unique('vip')}@example.com`;
    await t.db.execute(sql`update players set email = ${email} where id = ${vip.playerId}`);
    const denied = await refusal(playerFor(t.db, src(mainOnly), 'players.view', vip.playerId, 'GET /console-api/players/x'));
    expect(denied.status).toBe(403);
    expect((await auditOf(vip.playerId, 'access.denied')).at(-1)).toMatchObject({ staffId: mainOnly.id, brandId: 'vip', clientAddress: ADDRESS, after: { action: 'players.view' } });
    expect(await searchPlayers(t.db, src(mainOnly), email, 'any', 'GET search')).toEqual([]);
    expect((await refusal(searchPlayers(t.db, src(mainOnly), String(vip.playerId), 'id', 'GET search'))).code).toBe('forbidden');
    expect((await searchPlayers(t.db, src(support), email.toUpperCase(), 'email', 'GET search')).map((p) => p.id)).toEqual([vip.playerId]);
    expect((await searchPlayers(t.db, src(support), String(vip.playerId), 'any', 'GET search')).map((p) => p.id)).toEqual([vip.playerId]);
    expect((await playerFor(t.db, src(support), 'players.view', vip.playerId, 'GET')).brandId).toBe('vip');
    // support may not ban (risk and admin may).
    expect((await refusal(playerFor(t.db, src(support), 'players.ban', vip.playerId, 'POST ban'))).code).toBe('forbidden');
  });

  it('ban and end sessions are audited with before and after; ended sessions resolve no more', async () => {
    const { playerId } = await player();
    const one = await createSession(t.db, playerId, 'main', false);
    await createSession(t.db, playerId, 'main', true);
    expect(await resolveSession(t.db, one.token, 'main')).not.toBeNull();
    expect(await endPlayerSessions(t.db, { ...src(support), reason: 'account taken over' }, playerId)).toEqual({ ended: 2 });
    expect(await resolveSession(t.db, one.token, 'main')).toBeNull();
    expect((await t.db.select().from(sessions).where(eq(sessions.playerId, playerId))).every((s) => s.revokedAt !== null)).toBe(true);
    expect((await auditOf(playerId, 'players.sessions.end'))[0]).toMatchObject({ before: { liveSessions: 2 }, after: { liveSessions: 0 }, reason: 'account taken over' });

    expect(await banPlayer(t.db, { ...src(risk), reason: 'fraud ring' }, playerId, { banLevel: 45, banVersion: 0 })).toEqual({ banLevel: 45, banVersion: 0 });
    expect(await banPlayer(t.db, { ...src(risk), reason: 'cleared' }, playerId, { banLevel: 0 })).toEqual({ banLevel: 0, banVersion: 0 });
    const bans = await auditOf(playerId, 'players.ban');
    expect(bans.map((b) => [b.before, b.after, b.reason])).toEqual([
      [{ banLevel: 0, banVersion: 0 }, { banLevel: 45, banVersion: 0 }, 'fraud ring'],
      [{ banLevel: 45, banVersion: 0 }, { banLevel: 0, banVersion: 0 }, 'cleared'],
    ]);
    const detail = await playerDetail(t.db, playerId, { withHistory: true });
    expect(detail.sessions).toHaveLength(2);
    expect(detail.sessions.every((s) => !s.live && s.revokedAt)).toBe(true);
    expect(detail.accounts.map((a) => a.iso)).toEqual(['EUR', 'EUR']);
    expect(detail.history!.map((h) => h.action)).toEqual(['players.ban', 'players.ban', 'players.sessions.end']);
    expect((await playerDetail(t.db, playerId, { withHistory: false })).history).toBeNull();
  });
  describe('four eyes on the sum (rolling 24 h per player, UTC day over all players, per currency)', () => {
    /** A RUB player of `brand` (threshold 50,000 RUB unless the brand changes it). */
    async function rubPlayer(brand = 'main') {
      const playerId = await createPlayer(t.db, brand, 'RUB');
      const { main } = await playerAccountIds(t.db, playerId);
      return { playerId, main };
    }
    const AMOUNT = '49999.99';
    const MINOR = 4_999_999;
    /** A fixed time of the tests: 08:00 UTC of one day (no wall clock). */
    const T0 = Date.parse('2031-05-14T08:00:00Z');
    const at = (minutes: number) => new Date(T0 + minutes * 60_000);

    it('20 sequential credits of 49,999.99 RUB to one player: the one crossing the 24 h total waits, and every later one', async () => {
      const agent = await member([{ brandId: 'main', role: 'support' }]);
      const { playerId, main } = await rubPlayer();
      const results = [];
      for (let i = 0; i < 20; i++) results.push((await requestAdjustment(t.db, src(agent), playerId, input(main, 'credit', AMOUNT), at(i))).adjustment);
      expect(results.map((a) => a.status)).toEqual(['applied', ...Array(19).fill('pending')]);
      expect(results.slice(1).every((a) => a.needsApproval && a.approvalRule === 'player_24h')).toBe(true);
      expect(await accountBalance(t.db, main)).toBe(MINOR);
      // A second staff member approves a waiting one: four eyes, not a refusal.
      const approved = await decideAdjustment(t.db, { ...src(risk), reason: 'checked the ticket' }, results[1]!.id, 'approve', 'POST test');
      expect(approved.status).toBe('applied');
      expect(await accountBalance(t.db, main)).toBe(2 * MINOR);
      // Approved adjustments do not fill the requester's allowance: still waiting the next time.
      expect((await requestAdjustment(t.db, src(agent), playerId, input(main, 'credit', '0.01'), at(30))).adjustment).toMatchObject({ status: 'applied' });
      expect((await requestAdjustment(t.db, src(agent), playerId, input(main, 'credit', '1'), at(31))).adjustment).toMatchObject({ status: 'pending', approvalRule: 'player_24h' });
    });

    it('the 24 h window is rolling: across midnight UTC the player total still counts; 24 h later it is free again', async () => {
      const agent = await member([{ brandId: 'main', role: 'support' }]);
      const { playerId, main } = await rubPlayer();
      const evening = new Date('2031-05-20T23:00:00Z');
      const first = await requestAdjustment(t.db, src(agent), playerId, input(main, 'credit', AMOUNT), evening);
      expect(first.adjustment.status).toBe('applied');
      // 02:00 the next UTC day: the day total is 0, the player's 24 h total is not.
      const night = await requestAdjustment(t.db, src(agent), playerId, input(main, 'debit', '100'), new Date('2031-05-21T02:00:00Z'));
      expect(night.adjustment).toMatchObject({ status: 'pending', approvalRule: 'player_24h' });
      // 24 h and a minute after the first: free again.
      const later = await requestAdjustment(t.db, src(agent), playerId, input(main, 'debit', '100'), new Date('2031-05-21T23:01:00Z'));
      expect(later.adjustment).toMatchObject({ status: 'applied', approvalRule: null });
      expect(await accountBalance(t.db, main)).toBe(MINOR - 10_000);
    });

    it('20 credits of 49,999.99 RUB to 20 players in one UTC day: the one crossing the day total waits, and every later one; the next day starts at 0', async () => {
      const agent = await member([{ brandId: 'main', role: 'support' }, { brandId: 'vip', role: 'support' }]);
      const results = [];
      for (let i = 0; i < 20; i++) {
        const { playerId, main } = await rubPlayer(i % 2 === 0 ? 'main' : 'vip');
        results.push((await requestAdjustment(t.db, src(agent), playerId, input(main, 'credit', AMOUNT), at(i))).adjustment);
      }
      expect(results.map((a) => a.status)).toEqual(['applied', ...Array(19).fill('pending')]);
      expect(results.slice(1).every((a) => a.approvalRule === 'staff_day')).toBe(true);
      // Another currency has its own total.
      const eur = await player();
      expect((await requestAdjustment(t.db, src(agent), eur.playerId, input(eur.main, 'credit', '400'), at(21))).adjustment.status).toBe('applied');
      // The next UTC day: a fresh day total.
      const next = await rubPlayer();
      const tomorrow = new Date(T0 + 24 * 60 * 60_000);
      expect((await requestAdjustment(t.db, src(agent), next.playerId, input(next.main, 'credit', AMOUNT), tomorrow)).adjustment.status).toBe('applied');
      // The totals of the day per staff member and currency, as risk staff see them.
      const totals = await staffAdjustmentTotals(t.db, admin, at(30));
      expect(totals.rows.filter((row) => row.staffId === agent.id)).toEqual([
        expect.objectContaining({ iso: 'EUR', appliedMinor: 40_000, pendingMinor: 0, waiting: 0 }),
        expect.objectContaining({ iso: 'RUB', appliedMinor: MINOR, pendingMinor: 19 * MINOR, waiting: 19 }),
      ]);
    });

    it('20 parallel credits of 49,999.99 RUB by one staff member to one player: exactly one is applied at once', async () => {
      const agent = await member([{ brandId: 'main', role: 'support' }]);
      const { playerId, main } = await rubPlayer();
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => requestAdjustment(t.db, src(agent), playerId, input(main, 'credit', AMOUNT), at(40 + i / 100))));
      expect(results.filter((r) => r.adjustment.status === 'applied')).toHaveLength(1);
      expect(results.filter((r) => r.adjustment.status === 'pending')).toHaveLength(19);
      expect(await accountBalance(t.db, main)).toBe(MINOR);
    });

    it('honours the brand setting adjustmentApproval.thresholdsMajor (brand managers change it in the console settings)', async () => {
      const manager = await member([{ brandId: 'vip', role: 'brand_manager' }]);
      const vip = brandOrNotFound('vip');
      expect(vip.adjustmentApproval.thresholdsMajor.RUB).toBe(50_000);
      await saveSettings(t.db, vip, {
        domain: '', reason: 'vip players get bigger goodwill credits',
        changes: [{ key: 'adjustmentApproval.thresholdsMajor', value: { ...vip.adjustmentApproval.thresholdsMajor, RUB: 100_000 }, version: 0 }],
      }, { staffId: manager.id, clientAddress: ADDRESS, reason: 'vip players get bigger goodwill credits' });
      try {
        const agent = await member([{ brandId: 'main', role: 'support' }, { brandId: 'vip', role: 'support' }]);
        const vipPlayer = await rubPlayer('vip');
        const statuses = [];
        for (let i = 0; i < 3; i++) statuses.push((await requestAdjustment(t.db, src(agent), vipPlayer.playerId, input(vipPlayer.main, 'credit', AMOUNT), at(60 + i))).adjustment.status);
        expect(statuses).toEqual(['applied', 'applied', 'pending']);
        // The main brand keeps the default: the same agent's next RUB credit on main crosses 50,000 (day total 99,999.98 already).
        const mainPlayer = await rubPlayer('main');
        expect((await requestAdjustment(t.db, src(agent), mainPlayer.playerId, input(mainPlayer.main, 'credit', '1'), at(70))).adjustment).toMatchObject({ status: 'pending', approvalRule: 'staff_day' });
        // A lower threshold: every adjustment above it waits on its own.
        await saveSettings(t.db, vip, {
          domain: '', reason: 'stricter', changes: [{ key: 'adjustmentApproval.thresholdsMajor', value: { RUB: 10 }, version: 1 }],
        }, { staffId: manager.id, clientAddress: ADDRESS, reason: 'stricter' });
        const fresh = await member([{ brandId: 'vip', role: 'support' }]);
        expect((await requestAdjustment(t.db, src(fresh), vipPlayer.playerId, input(vipPlayer.main, 'credit', '10.01'), at(80))).adjustment).toMatchObject({ status: 'pending', approvalRule: 'amount' });
        expect((await requestAdjustment(t.db, src(fresh), vipPlayer.playerId, input(vipPlayer.main, 'credit', '10'), at(81))).adjustment).toMatchObject({ status: 'applied' });
        // EUR was left out of the override: its default applies.
        const eur = await player('vip');
        expect((await requestAdjustment(t.db, src(fresh), eur.playerId, input(eur.main, 'credit', '500'), at(82))).adjustment.status).toBe('applied');
      } finally {
        await saveSettings(t.db, vip, { domain: '', reason: 'back to default', changes: [{ key: 'adjustmentApproval.thresholdsMajor', reset: true, version: 2 }] },
          { staffId: manager.id, clientAddress: ADDRESS, reason: 'back to default' });
      }
    });
  });
});
