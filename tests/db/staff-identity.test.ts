/**
 * Staff identity on PGlite and PostgreSQL: the enrolment link works once and sets a
 * password; enrolment on first login (TOTP secret in the ticket, active after the first code);
 * a TOTP code's time step is accepted once; a login ticket allows 5 tries and expires after 5
 * minutes; wrong passwords are throttled; sessions end after 15 minutes idle, at 12 hours, on
 * revocation, and when the staff member is disabled.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { engines, freshDatabase, type TestDatabase } from '../helpers/db.ts';
import { staff } from '../../src/server/db/schema.ts';
import {
  createStaff, enrol, enrolmentOf, grantsOf, LOGIN_TICKET_TTL_SECONDS, passwordStep, renewEnrolment, staffTotp, TICKET_MAX_ATTEMPTS, totpStep,
} from '../../src/server/staff/identity.ts';
import { createStaffSession, resolveStaffSession, revokeStaffSession, STAFF_ABSOLUTE_SECONDS, STAFF_IDLE_SECONDS } from '../../src/server/staff/sessions.ts';
import { AppError } from '../../src/server/errors.ts';

const ENGINES = await engines();
const codeOf = async (p: Promise<unknown>) => ((await p.then(() => null, (e: unknown) => e)) as AppError | null)?.code;
const PASSWORD = 'a long staff passphrase';
const T0 = new Date('2026-11-23T09:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
let serial = 0;
const email = () => `staff${++serial}-${Math.random().toString(36).slice(2, 8)}@console.test`;

describe.each(ENGINES)('staff identity on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(kind);
  });
  afterAll(() => t.dispose());

  /** A staff member enrolled through the link and the first code, at T0. */
  async function enrolled(grants = [{ brandId: 'vip', role: 'brand_manager' as const }]) {
    const address = email();
    const created = await createStaff(t.db, { email: address, name: 'Test', grants, createdBy: null }, T0);
    const step = await enrol(t.db, created.enrolToken, PASSWORD, T0);
    const code = staffTotp(step.secret!, address).generate({ timestamp: T0.getTime() });
    await totpStep(t.db, step.ticket, code, T0);
    return { ...created, secret: step.secret! };
  }

  it('the enrolment link sets the password once, then TOTP enrolment completes on the first code', async () => {
    const address = email();
    const created = await createStaff(t.db, { email: address.toUpperCase(), name: 'New', grants: [{ brandId: 'vip', role: 'brand_manager' }], createdBy: null }, T0);
    expect(created.email).toBe(address);
    expect(await enrolmentOf(t.db, created.enrolToken, T0)).toMatchObject({ email: address });
    expect(await codeOf(enrol(t.db, created.enrolToken, 'password', T0))).toBe('bad_request');
    const step = await enrol(t.db, created.enrolToken, PASSWORD, T0);
    expect(step).toMatchObject({ step: 'enrol' });
    expect(step.otpauthUri).toContain('otpauth://totp/');
    expect(await codeOf(enrol(t.db, created.enrolToken, PASSWORD, T0))).toBe('not_found');
    // Not enrolled until a code proves the app has the key.
    expect((await t.db.select().from(staff).where(eq(staff.id, created.staffId)))[0]!.totpEnabled).toBe(false);
    expect(await codeOf(totpStep(t.db, step.ticket, '000000', T0))).toBe('wrong_code');
    const id = await totpStep(t.db, step.ticket, staffTotp(step.secret!, address).generate({ timestamp: T0.getTime() }), T0);
    expect(id).toBe(created.staffId);
    expect((await t.db.select().from(staff).where(eq(staff.id, id)))[0]!.totpEnabled).toBe(true);
    expect(await grantsOf(t.db, id)).toEqual([{ brandId: 'vip', role: 'brand_manager' }]);
  });

  it('an expired enrolment link is refused; a renewed link replaces the old one', async () => {
    const created = await createStaff(t.db, { email: email(), name: 'Late', grants: [], createdBy: null }, T0);
    expect(await codeOf(enrol(t.db, created.enrolToken, PASSWORD, at(72 * 3600 + 1)))).toBe('not_found');
    const renewed = await renewEnrolment(t.db, created.staffId, T0);
    expect(await enrolmentOf(t.db, created.enrolToken, T0)).toBeNull();
    expect(await enrol(t.db, renewed, PASSWORD, T0)).toMatchObject({ step: 'enrol' });
  });

  it('a login asks for the code; a code of a used time step is refused (no replay)', async () => {
    const member = await enrolled();
    const ticket = await passwordStep(t.db, member.email, PASSWORD, '10.0.0.1', at(60));
    expect(ticket).toEqual({ step: 'totp', ticket: expect.any(String) });
    // The enrolment used T0's step; the same code again (still inside the window) is a replay.
    const sameCode = staffTotp(member.secret, member.email).generate({ timestamp: T0.getTime() });
    expect(await codeOf(totpStep(t.db, ticket.ticket, sameCode, at(20)))).toBe('wrong_code');
    const fresh = staffTotp(member.secret, member.email).generate({ timestamp: at(60).getTime() });
    expect(await totpStep(t.db, ticket.ticket, fresh, at(60))).toBe(member.staffId);
    // A ticket works once.
    expect(await codeOf(totpStep(t.db, ticket.ticket, fresh, at(61)))).toBe('time_up');
  });

  it('a login ticket allows 5 tries and expires after 5 minutes; wrong passwords are one answer', async () => {
    const member = await enrolled();
    const ticket = await passwordStep(t.db, member.email, PASSWORD, '10.0.0.2', at(120));
    for (let i = 0; i < TICKET_MAX_ATTEMPTS; i++) expect(await codeOf(totpStep(t.db, ticket.ticket, '000000', at(121)))).toBe('wrong_code');
    const right = staffTotp(member.secret, member.email).generate({ timestamp: at(121).getTime() });
    expect(await codeOf(totpStep(t.db, ticket.ticket, right, at(121)))).toBe('time_up');
    const late = await passwordStep(t.db, member.email, PASSWORD, '10.0.0.2', at(180));
    const lateCode = staffTotp(member.secret, member.email).generate({ timestamp: at(180 + LOGIN_TICKET_TTL_SECONDS + 1).getTime() });
    expect(await codeOf(totpStep(t.db, late.ticket, lateCode, at(180 + LOGIN_TICKET_TTL_SECONDS + 1)))).toBe('time_up');
    expect(await codeOf(passwordStep(t.db, member.email, 'wrong password', '10.0.0.3', at(200)))).toBe('invalid_credentials');
    expect(await codeOf(passwordStep(t.db, 'nobody@console.test', PASSWORD, '10.0.0.3', at(200)))).toBe('invalid_credentials');
  });

  it('five wrong passwords lock the login for the address', async () => {
    const member = await enrolled();
    for (let i = 0; i < 5; i++) expect(await codeOf(passwordStep(t.db, member.email, `wrong ${i}`, '10.0.0.9', at(300)))).toBe('invalid_credentials');
    expect(await codeOf(passwordStep(t.db, member.email, PASSWORD, '10.0.0.9', at(301)))).toBe('too_many_attempts');
  });

  it('a session ends after 15 minutes idle, at 12 hours, when revoked, and when the staff member is disabled', async () => {
    const member = await enrolled();
    const token = await createStaffSession(t.db, member.staffId, '10.0.0.4', T0);
    expect(await resolveStaffSession(t.db, token, at(STAFF_IDLE_SECONDS - 1))).toMatchObject({ id: member.staffId, email: member.email });
    expect(await resolveStaffSession(t.db, token, at(2 * STAFF_IDLE_SECONDS - 2))).not.toBeNull();
    expect(await resolveStaffSession(t.db, token, at(3 * STAFF_IDLE_SECONDS))).toBeNull();

    const busy = await createStaffSession(t.db, member.staffId, null, T0);
    for (let s = 600; s < STAFF_ABSOLUTE_SECONDS; s += 600) expect(await resolveStaffSession(t.db, busy, at(s))).not.toBeNull();
    expect(await resolveStaffSession(t.db, busy, at(STAFF_ABSOLUTE_SECONDS))).toBeNull();

    const revoked = await createStaffSession(t.db, member.staffId, null, T0);
    const principal = await resolveStaffSession(t.db, revoked, T0);
    await revokeStaffSession(t.db, principal!.sessionId, T0);
    expect(await resolveStaffSession(t.db, revoked, T0)).toBeNull();

    const live = await createStaffSession(t.db, member.staffId, null, T0);
    await t.db.update(staff).set({ disabledAt: T0 }).where(eq(staff.id, member.staffId));
    expect(await resolveStaffSession(t.db, live, T0)).toBeNull();
    expect(await codeOf(passwordStep(t.db, member.email, PASSWORD, '10.0.0.5', T0))).toBe('invalid_credentials');
  });
});
