/**
 * Staff management by admins (role matrix action `staff.manage`): list staff, add a
 * staff member with roles (an enrolment link, shown once), grant and revoke roles, renew an
 * enrolment link. An admin manages the brands they are admin of; only an admin of every brand
 * (`*`) grants roles on every brand. Every change is audited with its reason.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { staff, staffRoles } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { ALL_BRANDS, brandsAllowing, canGrant, type RoleGrant, type StaffRole } from '../../domain/staff/roles.ts';
import { recordAudit } from './audit.ts';
import { createStaff, grantRole, renewEnrolment, revokeRole } from './identity.ts';
import { revokeStaffSessions, type StaffPrincipal } from './sessions.ts';
import type { StaffView } from '../../domain/console/pages.ts';

/** Who did it, from where, and why. */
export interface ChangeSource {
  actor: StaffPrincipal;
  clientAddress: string;
  reason: string;
}

/** Staff with a grant on a brand the actor manages (every staff member for an admin of every brand). */
export async function listStaff(db: Db, actor: StaffPrincipal): Promise<StaffView[]> {
  const managed = brandsAllowing(actor.grants, 'staff.manage');
  const everyBrand = managed.includes(ALL_BRANDS);
  const rows = await db.select().from(staff).orderBy(staff.id);
  const grants = await db.select().from(staffRoles);
  const byStaff = new Map<number, RoleGrant[]>();
  for (const grant of grants) {
    const list = byStaff.get(grant.staffId) ?? [];
    list.push({ brandId: grant.brandId, role: grant.role as StaffRole });
    byStaff.set(grant.staffId, list);
  }
  return rows
    .map((row) => ({ id: row.id, email: row.email, name: row.name, enrolled: row.totpEnabled, disabled: row.disabledAt !== null, grants: byStaff.get(row.id) ?? [] }))
    .filter((view) => everyBrand || view.grants.some((grant) => managed.includes(grant.brandId)));
}

async function refuse(db: Db, source: ChangeSource, brandId: string, what: string): Promise<never> {
  await recordAudit(db, { staffId: source.actor.id, action: 'access.denied', brandId, key: what, reason: source.reason, clientAddress: source.clientAddress });
  throw new AppError('forbidden', `You cannot grant roles on ${brandId === ALL_BRANDS ? 'every brand' : `the brand ${brandId}`}.`, { brandId });
}

/**
 * Adds a staff member with roles. @returns the id and the enrolment token (for the link, shown once)
 * @throws AppError forbidden (audited) for a grant outside the actor's brands; already_registered
 */
export async function addStaff(db: Db, source: ChangeSource, input: { email: string; name: string; grants: RoleGrant[] }): Promise<{ staffId: number; enrolToken: string }> {
  for (const grant of input.grants) if (!canGrant(source.actor.grants, grant.brandId)) await refuse(db, source, grant.brandId, 'staff.create');
  const created = await createStaff(db, { ...input, createdBy: source.actor.id });
  for (const grant of input.grants) {
    await recordAudit(db, {
      staffId: source.actor.id, action: 'staff.create', brandId: grant.brandId, key: `staff:${created.staffId}`,
      after: { email: created.email, name: input.name, role: grant.role }, reason: source.reason, clientAddress: source.clientAddress,
    });
  }
  return { staffId: created.staffId, enrolToken: created.enrolToken };
}

async function targetOf(db: Db, staffId: number): Promise<typeof staff.$inferSelect> {
  const [row] = await db.select().from(staff).where(eq(staff.id, staffId));
  if (!row) throw new AppError('not_found', 'No such staff member.');
  return row;
}

/** Grants or revokes a role. @throws AppError forbidden (audited); not_found */
export async function changeRole(db: Db, source: ChangeSource, staffId: number, grant: RoleGrant, change: 'grant' | 'revoke'): Promise<{ changed: boolean }> {
  if (!canGrant(source.actor.grants, grant.brandId)) await refuse(db, source, grant.brandId, `staff.${change}`);
  const target = await targetOf(db, staffId);
  const changed = change === 'grant' ? await grantRole(db, target.id, grant, source.actor.id) : await revokeRole(db, target.id, grant);
  if (changed) {
    await recordAudit(db, {
      staffId: source.actor.id, action: `staff.${change}`, brandId: grant.brandId, key: `staff:${target.id}`,
      before: change === 'revoke' ? { role: grant.role } : null, after: change === 'grant' ? { role: grant.role } : null,
      reason: source.reason, clientAddress: source.clientAddress,
    });
  }
  return { changed };
}

/**
 * A new enrolment link for a staff member of the actor's brands: password and TOTP are reset and
 * their sessions end. @throws AppError forbidden (audited); not_found
 */
export async function resetEnrolment(db: Db, source: ChangeSource, staffId: number): Promise<{ enrolToken: string }> {
  const target = await targetOf(db, staffId);
  const grants = await db.select().from(staffRoles).where(inArray(staffRoles.staffId, [target.id]));
  const brandIds = grants.length > 0 ? [...new Set(grants.map((grant) => grant.brandId))] : [ALL_BRANDS];
  for (const brandId of brandIds) if (!canGrant(source.actor.grants, brandId)) await refuse(db, source, brandId, 'staff.enrolment');
  const enrolToken = await renewEnrolment(db, target.id);
  await revokeStaffSessions(db, target.id);
  await recordAudit(db, { staffId: source.actor.id, action: 'staff.enrolment', brandId: brandIds[0]!, key: `staff:${target.id}`, reason: source.reason, clientAddress: source.clientAddress });
  return { enrolToken };
}
