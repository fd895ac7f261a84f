/**
 * The console's brand settings and audit log services (items 3 and 5), shared by the
 * console API (`/console-api/brands/{brandId}/settings`, `/console-api/audit…`) and the console
 * page loaders. Role and brand are checked by the callers (requireStaff / the console page's
 * route action); these functions limit data to the brands the staff member's grants allow.
 */
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { brands } from '../brands.ts';
import type { Db } from '../db/client.ts';
import { staff } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { listAudit, type AuditFilter } from '../staff/audit.ts';
import type { AuditEntry } from '../../../schemas/audit.ts';
import type { StaffPrincipal } from '../staff/sessions.ts';
import { ALL_BRANDS, brandsAllowing, can } from '../../domain/staff/roles.ts';
import { brandPart, announceSettingsChange, reloadSettings } from './state.ts';
import { readBrandOverrides, revertSettingChange, saveSettings, settingsView, SETTINGS_ACTIONS, type ChangeActor } from './store.ts';
import type { SaveSettingsBody } from '../../../schemas/brand-settings.ts';
import type { BrandSettingsData } from '../../domain/console/settings.ts';
import { settingDomainSchema } from '../../../schemas/brand-settings.ts';
import { isoDay, queryInteger, safeString } from '../../../schemas/primitives.ts';
import type { Brand } from '../../../schemas/brand.ts';

/** A brand of the portal, by id. @throws AppError not_found */
export function brandOrNotFound(brandId: string | undefined): Brand {
  const brand = brandId ? brands.byId.get(brandId) : undefined;
  if (!brand) throw new AppError('not_found', 'There is no such brand.');
  return brandPart(brand);
}


/** The settings of `brandId` at `domain` ('' = brand-wide). @throws AppError not_found */
export async function brandSettingsData(db: Db, member: StaffPrincipal, brandId: string, domain: string): Promise<BrandSettingsData> {
  const base = brandOrNotFound(brandId);
  if (domain !== '' && !base.domains.includes(domain)) throw new AppError('not_found', `${domain} is not a domain of ${base.id}.`, { field: 'domain' });
  const rows = await readBrandOverrides(db, base.id);
  return {
    brandId: base.id, brandName: base.name, domains: [...base.domains], domain,
    settings: settingsView(base, rows, domain), canEdit: can(member.grants, 'settings.edit', base.id),
  };
}

/**
 * Saves changes, makes them effective on this instance at once and announces them to the others.
 * @returns the level's settings after the save
 */
export async function saveBrandSettings(db: Db, member: StaffPrincipal, brandId: string, body: SaveSettingsBody, actor: ChangeActor): Promise<BrandSettingsData> {
  const base = brandOrNotFound(brandId);
  await saveSettings(db, base, body, actor);
  await settle(db, base.id);
  return brandSettingsData(db, member, base.id, body.domain);
}

/** After a committed change: reload this process, notify every instance. */
async function settle(db: Db, brandId: string): Promise<void> {
  await reloadSettings(db);
  await announceSettingsChange(brandId).catch((error: unknown) => console.error('brand settings announcement failed', error));
}

/**
 * Reverts a settings change; `allowed` decides whether the staff member may revert on the entry's
 * brand (requireStaff with audit.revert, which audits a refusal). @returns the new audit ids
 */
export async function revertChange(db: Db, auditId: number, actor: ChangeActor, allowed: (brandId: string) => Promise<void>): Promise<{ brandId: string; ids: number[] }> {
  const result = await revertSettingChange(db, (brandId) => {
    const brand = brands.byId.get(brandId);
    return brand ? brandPart(brand) : undefined;
  }, auditId, actor, allowed);
  await settle(db, result.brandId);
  return result;
}

/** Query of `GET /console-api/audit` (and the audit page). */
export const auditQuerySchema = z.object({
  brandId: safeString().max(40).optional(),
  domain: z.union([settingDomainSchema, z.literal('*')]).optional(),
  key: safeString().max(200).optional(),
  action: safeString().max(60).optional(),
  /** A staff member's e-mail or id. */
  staff: safeString().max(320).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  before: queryInteger(1, Number.MAX_SAFE_INTEGER).optional(),
  limit: queryInteger(1, 200).optional(),
});
/** An audit query. */
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** The brands whose audit entries the staff member sees (null: every brand). */
function auditBrands(member: StaffPrincipal): string[] | null {
  const allowed = brandsAllowing(member.grants, 'audit.view');
  return allowed.includes(ALL_BRANDS) ? null : allowed;
}

/** Audit entries for the console: only the staff member's brands (every brand for an admin of `*`), filtered. */
export async function auditEntries(db: Db, member: StaffPrincipal, query: AuditQuery): Promise<{ entries: AuditEntry[]; revertable: number[] }> {
  const filter: AuditFilter = {
    brandIds: auditBrands(member),
    limit: query.limit ?? 200,
    ...(query.brandId ? { brandId: query.brandId } : {}),
    ...(query.key ? { key: query.key } : {}),
    ...(query.action ? { action: query.action } : {}),
    ...(query.before ? { before: query.before } : {}),
    ...(query.from ? { from: `${query.from}T00:00:00.000Z` } : {}),
    ...(query.to ? { to: `${query.to}T23:59:59.999Z` } : {}),
  };
  if (query.domain) filter.domain = query.domain === '*' ? undefined : query.domain;
  if (filter.domain === undefined) delete filter.domain;
  if (query.staff) {
    if (/^\d{1,15}$/.test(query.staff)) filter.staffId = Number(query.staff);
    else {
      const [found] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, query.staff.trim().toLowerCase()));
      if (!found) return { entries: [], revertable: [] };
      filter.staffId = found.id;
    }
  }
  const entries = await listAudit(db, filter);
  // The domain filter '' (brand-wide) matches entries recorded without a domain.
  const shown = query.domain === '' ? entries.filter((entry) => !entry.domain) : entries;
  const revertable = shown
    .filter((entry) => (SETTINGS_ACTIONS as readonly string[]).includes(entry.action) && entry.brandId !== null && can(member.grants, 'audit.revert', entry.brandId))
    .map((entry) => entry.id);
  return { entries: shown, revertable };
}
