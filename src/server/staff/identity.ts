/**
 * Staff identity, separate from players: staff members with argon2id passwords and
 * mandatory two-step login with TOTP (RFC 6238, SHA-1, 6 digits, 30 s; otpauth).
 *
 * Flow:
 * 1. {@link createStaff} (by `npm run staff:create` or an admin in the console) makes a staff
 *    member without a password and returns a one-time enrolment token (valid 72 h) for the link
 *    `/console/enrol?token=…`.
 * 2. {@link enrol}: the token and a new password → a login ticket with a new TOTP secret to add
 *    to an authenticator app (enrolment on first login).
 * 3. {@link passwordStep}: e-mail and password → a login ticket (5 min, 5 tries); for a staff
 *    member not yet enrolled the ticket carries a new TOTP secret.
 * 4. {@link totpStep}: the ticket and a current code → the staff id (the caller starts a session).
 *    A code's time step is accepted once (replay of the same code fails).
 * Wrong passwords are throttled by the players' login throttle (src/server/auth/rate-limit.ts),
 * keyed by the staff e-mail and the client address.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../db/client.ts';
import { staff, staffRoles, staffTickets } from '../db/schema.ts';
import { randomToken, sha256 } from '../auth/crypto.ts';
import { assertPassword, hashPassword, verifyPassword } from '../auth/password.ts';
import { AppError } from '../errors.ts';
import { settleAttempt, takeAttempt } from '../auth/rate-limit.ts';
import { ALL_BRANDS, type RoleGrant, type StaffRole } from '../../domain/staff/roles.ts';

/** Lifetime of an enrolment link, s. */
const ENROL_TTL_SECONDS = 72 * 3600;
/** Lifetime of a login ticket (between password and code), s. */
export const LOGIN_TICKET_TTL_SECONDS = 5 * 60;
/** Code tries per login ticket. */
export const TICKET_MAX_ATTEMPTS = 5;
/** The login throttle's scope for console logins (player logins are scoped by brand id). */
const CONSOLE_THROTTLE_SCOPE = '@console';
/** Issuer shown in authenticator apps. */
const TOTP_ISSUER = 'BetPortal Console';

/** The TOTP of a staff secret. */
export function staffTotp(secretBase32: string, email: string): TOTP {
  return new TOTP({ issuer: TOTP_ISSUER, label: email, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secretBase32) });
}

/** A new staff member and the token of the enrolment link. */
export interface CreatedStaff {
  staffId: number;
  email: string;
  enrolToken: string;
}

/** Normalised e-mail (trimmed, lowercase). */
function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Creates a staff member with roles and returns the enrolment token (shown once).
 * @throws AppError already_registered when the e-mail is taken
 */
export async function createStaff(
  db: Db,
  input: { email: string; name: string; grants: readonly RoleGrant[]; createdBy: number | null },
  now = new Date(),
): Promise<CreatedStaff> {
  const email = normaliseEmail(input.email);
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(staff).values({ email, name: input.name, createdBy: input.createdBy }).onConflictDoNothing().returning({ id: staff.id });
    if (inserted.length === 0) throw new AppError('already_registered', `A staff member with the e-mail ${email} exists.`, { field: 'email' });
    const staffId = inserted[0]!.id;
    if (input.grants.length > 0) {
      await tx.insert(staffRoles).values(input.grants.map((grant) => ({ staffId, brandId: grant.brandId, role: grant.role, grantedBy: input.createdBy }))).onConflictDoNothing();
    }
    const enrolToken = randomToken();
    await tx.insert(staffTickets).values({ id: sha256(enrolToken), staffId, purpose: 'enrol', expiresAt: new Date(now.getTime() + ENROL_TTL_SECONDS * 1000) });
    return { staffId, email, enrolToken };
  });
}

/** A new enrolment link token for an existing staff member (an admin re-sends it); older links stop working. */
export async function renewEnrolment(db: Db, staffId: number, now = new Date()): Promise<string> {
  const enrolToken = randomToken();
  await db.transaction(async (tx) => {
    await tx.update(staffTickets).set({ usedAt: now }).where(and(eq(staffTickets.staffId, staffId), eq(staffTickets.purpose, 'enrol'), isNull(staffTickets.usedAt)));
    await tx.update(staff).set({ passwordHash: null, totpSecret: null, totpEnabled: false, totpLastCounter: null }).where(eq(staff.id, staffId));
    await tx.insert(staffTickets).values({ id: sha256(enrolToken), staffId, purpose: 'enrol', expiresAt: new Date(now.getTime() + ENROL_TTL_SECONDS * 1000) });
  });
  return enrolToken;
}

/** The second login step a ticket leads to. */
export interface LoginTicket {
  /** `totp`: enter a code; `enrol`: add `secret` (or `otpauthUri`) to an authenticator, then enter a code. */
  step: 'totp' | 'enrol';
  ticket: string;
  /** Base32 secret to enrol (step `enrol` only). */
  secret?: string;
  /** otpauth:// URI of the secret (step `enrol` only). */
  otpauthUri?: string;
}

async function issueLoginTicket(db: Db, row: typeof staff.$inferSelect, now: Date): Promise<LoginTicket> {
  const ticket = randomToken();
  const pendingTotpSecret = row.totpEnabled ? null : new Secret({ size: 20 }).base32;
  await db.insert(staffTickets).values({
    id: sha256(ticket), staffId: row.id, purpose: 'login', pendingTotpSecret, expiresAt: new Date(now.getTime() + LOGIN_TICKET_TTL_SECONDS * 1000),
  });
  return pendingTotpSecret
    ? { step: 'enrol', ticket, secret: pendingTotpSecret, otpauthUri: staffTotp(pendingTotpSecret, row.email).toString() }
    : { step: 'totp', ticket };
}

/** What the enrolment link shows: the staff member's e-mail, or null when the token is bad, used or expired. */
export async function enrolmentOf(db: Db, token: string, now = new Date()): Promise<{ staffId: number; email: string } | null> {
  if (!token || token.length > 100) return null;
  const [found] = await db.select({ ticket: staffTickets, email: staff.email, disabledAt: staff.disabledAt }).from(staffTickets)
    .innerJoin(staff, eq(staff.id, staffTickets.staffId))
    .where(and(eq(staffTickets.id, sha256(token)), eq(staffTickets.purpose, 'enrol')));
  if (!found || found.ticket.usedAt || found.disabledAt || now >= found.ticket.expiresAt) return null;
  return { staffId: found.ticket.staffId, email: found.email };
}

/**
 * Enrolment: sets the password of the link's staff member (the link works once) and returns the
 * login ticket with the TOTP secret to enrol.
 * @throws AppError not_found for a bad, used or expired link; bad_request for a refused password
 */
export async function enrol(db: Db, token: string, password: string, now = new Date()): Promise<LoginTicket> {
  const target = await enrolmentOf(db, token, now);
  if (!target) throw new AppError('not_found', 'This enrolment link is not valid any more. Ask an admin for a new one.');
  assertPassword(password, [target.email]);
  const passwordHash = await hashPassword(password);
  const used = await db.update(staffTickets).set({ usedAt: now }).where(and(eq(staffTickets.id, sha256(token)), isNull(staffTickets.usedAt))).returning({ id: staffTickets.id });
  if (used.length === 0) throw new AppError('not_found', 'This enrolment link is not valid any more. Ask an admin for a new one.');
  const [row] = await db.update(staff).set({ passwordHash, totpSecret: null, totpEnabled: false, totpLastCounter: null }).where(eq(staff.id, target.staffId)).returning();
  return issueLoginTicket(db, row!, now);
}

// A hash to verify against when the e-mail is unknown, so both cases take the same time.
let dummyHash: Promise<string> | null = null;

/**
 * First login step: e-mail and password.
 * @throws AppError invalid_credentials (same answer for an unknown e-mail, a wrong password, a
 *   disabled or not yet enrolled staff member); too_many_attempts (429) after 5 failures
 */
export async function passwordStep(db: Db, email: string, password: string, address: string, now = new Date()): Promise<LoginTicket> {
  const account = normaliseEmail(email);
  // The console has no captcha: the code step is the second factor, and 5 failures lock for 15 min.
  const attempt = await takeAttempt(db, CONSOLE_THROTTLE_SCOPE, account, { address, device: null }, true, now);
  if ('captchaRequired' in attempt) throw new AppError('too_many_attempts', 'Too many attempts. Try again in 15 minutes.');
  const [row] = await db.select().from(staff).where(eq(staff.email, account));
  dummyHash ??= hashPassword(randomToken());
  const ok = await verifyPassword(row?.passwordHash ?? (await dummyHash), password);
  await settleAttempt(db, attempt, ok && row !== undefined);
  if (!row || !row.passwordHash || !ok || row.disabledAt) throw new AppError('invalid_credentials', 'The e-mail or password is wrong.');
  return issueLoginTicket(db, row, now);
}

/**
 * Second login step: a current TOTP code for the ticket (±1 time step). Completes enrolment when
 * the ticket carries a new secret. A ticket works once and allows {@link TICKET_MAX_ATTEMPTS} tries;
 * a code's time step is accepted once.
 * @returns the staff id, for the caller to start a session
 * @throws AppError time_up (ticket expired, used or out of tries); wrong_code
 */
export async function totpStep(db: Db, ticket: string, code: string, now = new Date()): Promise<number> {
  const expired = () => new AppError('time_up', 'The login has expired. Log in again.');
  if (!ticket || ticket.length > 100) throw expired();
  const staffId = await db.transaction(async (tx) => {
    const [found] = await tx.select().from(staffTickets).where(and(eq(staffTickets.id, sha256(ticket)), eq(staffTickets.purpose, 'login'))).for('update');
    if (!found || found.usedAt || now >= found.expiresAt || found.attempts >= TICKET_MAX_ATTEMPTS) throw expired();
    const [row] = await tx.select().from(staff).where(eq(staff.id, found.staffId)).for('update');
    const secret = found.pendingTotpSecret ?? row?.totpSecret;
    if (!row || !secret || row.disabledAt) throw expired();
    const delta = staffTotp(secret, row.email).validate({ token: code.trim(), window: 1, timestamp: now.getTime() });
    const counter = delta === null ? null : Math.floor(now.getTime() / 30_000) + delta;
    if (counter === null || (row.totpLastCounter !== null && counter <= row.totpLastCounter)) {
      // The try is counted (committed), then refused below.
      await tx.update(staffTickets).set({ attempts: found.attempts + 1 }).where(eq(staffTickets.id, found.id));
      return null;
    }
    await tx.update(staffTickets).set({ usedAt: now }).where(eq(staffTickets.id, found.id));
    await tx.update(staff).set({ totpSecret: secret, totpEnabled: true, totpLastCounter: counter }).where(eq(staff.id, row.id));
    return row.id;
  });
  if (staffId === null) throw new AppError('wrong_code', 'The code is wrong. Enter the current code from your authenticator app.');
  return staffId;
}

/** A staff member's role grants. */
export async function grantsOf(db: Db, staffId: number): Promise<RoleGrant[]> {
  const rows = await db.select({ brandId: staffRoles.brandId, role: staffRoles.role }).from(staffRoles).where(eq(staffRoles.staffId, staffId));
  return rows.map((row) => ({ brandId: row.brandId, role: row.role as StaffRole }));
}

/** Grants a role on a brand (or {@link ALL_BRANDS}); granting twice changes nothing. @returns true when it was new */
export async function grantRole(db: Db, staffId: number, grant: RoleGrant, grantedBy: number): Promise<boolean> {
  const rows = await db.insert(staffRoles).values({ staffId, brandId: grant.brandId, role: grant.role, grantedBy }).onConflictDoNothing().returning({ staffId: staffRoles.staffId });
  return rows.length > 0;
}

/** Revokes a role grant. @returns true when there was one */
export async function revokeRole(db: Db, staffId: number, grant: RoleGrant): Promise<boolean> {
  const rows = await db.delete(staffRoles).where(and(eq(staffRoles.staffId, staffId), eq(staffRoles.brandId, grant.brandId), eq(staffRoles.role, grant.role))).returning({ staffId: staffRoles.staffId });
  return rows.length > 0;
}

