/**
 * Staff sessions (OWASP ASVS 5 V7): a 256-bit token in the `staff_session` cookie of
 * the console's own origin (host-only, HttpOnly, SameSite=Strict, Secure over HTTPS), stored as
 * sha256; 15 minutes idle (every request of the session counts as activity), 12 hours absolute;
 * revoked on logout.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { AstroCookies } from 'astro';
import type { Db } from '../db/client.ts';
import { staff, staffSessions } from '../db/schema.ts';
import { randomToken, sha256 } from '../auth/crypto.ts';
import { grantsOf } from './identity.ts';
import type { RoleGrant } from '../../domain/staff/roles.ts';
import { STAFF_ABSOLUTE_SECONDS, STAFF_IDLE_SECONDS } from '../../domain/staff/session.ts';

/** The staff session cookie. */
export const STAFF_COOKIE = 'staff_session';
export { STAFF_ABSOLUTE_SECONDS, STAFF_IDLE_SECONDS };
/** last_seen_at is written at most this often, ms. */
const TOUCH_EVERY_MS = 15_000;

/** The logged-in staff member of a request. */
export interface StaffPrincipal {
  id: number;
  email: string;
  name: string;
  grants: RoleGrant[];
  /** The session id (sha256 of the cookie token). */
  sessionId: string;
}

/** Starts a session; returns the cookie token (never stored). */
export async function createStaffSession(db: Db, staffId: number, clientAddress: string | null, now = new Date()): Promise<string> {
  const token = randomToken();
  await db.insert(staffSessions).values({
    id: sha256(token), staffId, clientAddress, createdAt: now, lastSeenAt: now,
    absoluteExpiresAt: new Date(now.getTime() + STAFF_ABSOLUTE_SECONDS * 1000),
  });
  return token;
}

/** Sets the session cookie. */
export function setStaffCookie(cookies: AstroCookies, token: string, https: boolean): void {
  cookies.set(STAFF_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'strict', secure: https, maxAge: STAFF_ABSOLUTE_SECONDS });
}

/**
 * The staff member of a cookie token, or null when missing, revoked, idle for 15 minutes, past 12
 * hours, or disabled. Refreshes last_seen_at.
 */
export async function resolveStaffSession(db: Db, token: string | undefined, now = new Date()): Promise<StaffPrincipal | null> {
  if (!token || token.length > 100) return null;
  const id = sha256(token);
  const [found] = await db.select({ session: staffSessions, member: staff }).from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId)).where(eq(staffSessions.id, id));
  if (!found || found.session.revokedAt || found.member.disabledAt) return null;
  if (now >= found.session.absoluteExpiresAt) return null;
  if (now.getTime() - found.session.lastSeenAt.getTime() > STAFF_IDLE_SECONDS * 1000) return null;
  if (now.getTime() - found.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, id));
  }
  return { id: found.member.id, email: found.member.email, name: found.member.name, grants: await grantsOf(db, found.member.id), sessionId: id };
}

/** Revokes a session. */
export async function revokeStaffSession(db: Db, sessionId: string, now = new Date()): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: now }).where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** Revokes every session of a staff member (disabled, or enrolment renewed). */
export async function revokeStaffSessions(db: Db, staffId: number, now = new Date()): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: now }).where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
