/**
 * Brand settings in the database: `brand_settings` rows are versioned overrides
 * over brand.json, one per (brand, domain, key); domain '' is the whole brand. A row whose value
 * is SQL NULL is "no override" (reset; the row keeps its version so a stale save is still caught),
 * a JSON value (JSON null included) is the override. A save names the version it read (0: no row
 * yet); a stale save is refused with 409 and the current override and version. Every merged result
 * is validated with the brand file's schemas and checks before anything is written (422 naming the
 * field), and each change is audited in the same transaction (who, brand/domain, key, before,
 * after, reason, client address). After the commit the change is announced on the live bus.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { brandSettings } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { auditEntry, recordAudit } from '../staff/audit.ts';
import type { Brand } from '../../../schemas/brand.ts';
import { SETTINGS, SETTINGS_BY_KEY, type OverrideState, type SaveSettingsBody, type SettingView } from '../../../schemas/brand-settings.ts';
import { applyOverrides, mergeLevel, valueAt, validateMerged } from '../../domain/settings/overrides.ts';

/** One stored override row. */
export interface OverrideRow {
  brandId: string;
  /** '' = the whole brand. */
  domain: string;
  key: string;
  /** The override, or null when reset (inherited). */
  state: OverrideState;
  version: number;
}

/** Audit actions of settings changes (a revert can be reverted too). */
export const SETTINGS_ACTIONS = ['settings.set', 'settings.reset', 'settings.revert'] as const;

const rowColumns = {
  brandId: brandSettings.brandId,
  domain: brandSettings.domain,
  key: brandSettings.key,
  value: brandSettings.value,
  isSet: sql<boolean>`(${brandSettings.value} is not null)`,
  version: brandSettings.version,
};

function toRow(row: { brandId: string; domain: string; key: string; value: unknown; isSet: boolean; version: number }): OverrideRow {
  return { brandId: row.brandId, domain: row.domain, key: row.key, state: row.isSet ? { value: row.value } : null, version: row.version };
}

/** Every override row (all brands), for the settings state of a process. */
export async function readAllOverrides(db: Db | Tx): Promise<OverrideRow[]> {
  return (await db.select(rowColumns).from(brandSettings)).map(toRow);
}

/** Rows of one brand. */
export async function readBrandOverrides(db: Db | Tx, brandId: string): Promise<OverrideRow[]> {
  return (await db.select(rowColumns).from(brandSettings).where(eq(brandSettings.brandId, brandId))).map(toRow);
}

/**
 * The settings stamp: the sum of every row's version. Each change adds one to some row's version
 * (or inserts a row with version 1), so the stamp moves on every change and on nothing else — a
 * cheap check that a process's state is current.
 */
export async function settingsStamp(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ stamp: sql<string>`coalesce(sum(${brandSettings.version}), 0)::text` }).from(brandSettings);
  return Number(row?.stamp ?? 0);
}

/** The overrides of one level as a map (set rows only). */
export function levelMap(rows: readonly OverrideRow[], domain: string): Map<string, unknown> {
  return new Map(rows.filter((row) => row.domain === domain && row.state).map((row) => [row.key, row.state!.value]));
}

/** The brand-wide effective brand of a brand's rows (brand.json when its overrides do not validate). */
export function brandLevel(base: Brand, rows: readonly OverrideRow[]): Brand {
  const merged = mergeLevel(base, levelMap(rows, ''));
  return merged.ok ? merged.brand : base;
}

/** Every setting at one level as the console shows it. */
export function settingsView(base: Brand, rows: readonly OverrideRow[], domain: string): SettingView[] {
  const inheritedBrand = domain === '' ? base : brandLevel(base, rows);
  const own = new Map(rows.filter((row) => row.domain === domain).map((row) => [row.key, row]));
  const merged = mergeLevel(inheritedBrand, levelMap(rows, domain));
  const effective = merged.ok ? merged.brand : inheritedBrand;
  // A feature missing from brand.json is off.
  const absent = (kind: SettingView['kind']) => (kind.type === 'boolean' ? false : null);
  return SETTINGS.map((def) => ({
    key: def.key,
    group: def.group,
    kind: def.kind,
    inherited: valueAt(inheritedBrand, def.key) ?? absent(def.kind),
    override: own.get(def.key)?.state ?? null,
    effective: valueAt(effective, def.key) ?? absent(def.kind),
    version: own.get(def.key)?.version ?? 0,
  }));
}

/** Who changes, and why. */
export interface ChangeActor {
  staffId: number;
  clientAddress: string;
  reason: string;
}

/** A change to write: the next state of one key (null: reset), checked against `expect`. */
interface PlannedChange {
  key: string;
  next: OverrideState;
  /** The version the caller read; null skips the check (revert checks the state instead). */
  version: number | null;
}

/** The 409 of a stale change, with the current override and version. */
function staleError(key: string, current: OverrideRow | undefined): AppError {
  return new AppError('conflict', `The setting ${key} was changed by someone else meanwhile. Its current value is shown; check it and save again.`, {
    field: key, current: current?.state ?? null, version: current?.version ?? 0,
  });
}

/** Writes one key's next state: insert version 1 or update with version + 1 where the version is as read. */
async function writeRow(tx: Tx, brandId: string, domain: string, key: string, next: OverrideState, current: OverrideRow | undefined, staffId: number): Promise<void> {
  const value = next ? sql`${JSON.stringify(next.value)}::jsonb` : sql`null`;
  if (!current) {
    const inserted = await tx.insert(brandSettings).values({ brandId, domain, key, value, version: 1, updatedBy: staffId }).onConflictDoNothing().returning({ version: brandSettings.version });
    if (inserted.length === 0) throw staleError(key, undefined);
    return;
  }
  const updated = await tx.update(brandSettings)
    .set({ value, version: sql`${brandSettings.version} + 1`, updatedBy: staffId, updatedAt: sql`now()` })
    .where(and(eq(brandSettings.brandId, brandId), eq(brandSettings.domain, domain), eq(brandSettings.key, key), eq(brandSettings.version, current.version)))
    .returning({ version: brandSettings.version });
  if (updated.length === 0) throw staleError(key, current);
}

/**
 * Applies changes of one level in one transaction: versions checked, the merged brand (and, for a
 * brand-wide change, every domain level of the brand on top of it) validated, rows written, each
 * change audited. @returns the audit ids
 * @throws AppError conflict (409, `meta.field`, `current`, `version`) for a stale change;
 *   setting_invalid (422, `meta.field`, `issues`) when the merged brand does not validate
 */
async function applyChanges(db: Db, base: Brand, domain: string, changes: readonly PlannedChange[], actor: ChangeActor, action: (typeof SETTINGS_ACTIONS)[number], revertOf: number | null): Promise<number[]> {
  return db.transaction(async (tx) => {
    // One writer per brand at a time: the merged result is validated against the rows as they are.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`brand_settings:${base.id}`}))`);
    const rows = await readBrandOverrides(tx, base.id);
    const own = new Map(rows.filter((row) => row.domain === domain).map((row) => [row.key, row]));
    for (const change of changes) {
      const current = own.get(change.key);
      if (change.version !== null && (current?.version ?? 0) !== change.version) throw staleError(change.key, current);
    }
    const nextRows = rows.filter((row) => !(row.domain === domain && changes.some((change) => change.key === row.key)));
    for (const change of changes) nextRows.push({ brandId: base.id, domain, key: change.key, state: change.next, version: 0 });
    checkLevels(base, nextRows, domain === '' ? [...new Set(['', ...nextRows.map((row) => row.domain)])] : ['', domain]);
    const ids: number[] = [];
    for (const change of changes) {
      const current = own.get(change.key);
      await writeRow(tx, base.id, domain, change.key, change.next, current, actor.staffId);
      ids.push(await recordAudit(tx, {
        staffId: actor.staffId, action: change.next === null && action === 'settings.set' ? 'settings.reset' : action, brandId: base.id, domain: domain || null,
        key: change.key, before: current?.state ?? null, after: change.next, reason: actor.reason, clientAddress: actor.clientAddress, revertOf,
      }));
    }
    return ids;
  });
}

/** Validates the brand level and the given domain levels of `rows`. @throws AppError setting_invalid */
function checkLevels(base: Brand, rows: readonly OverrideRow[], domains: readonly string[]): void {
  const brandMerged = validateMerged(applyOverrides(base, levelMap(rows, '')));
  if (!brandMerged.ok) throw invalid(brandMerged.issues, '');
  for (const domain of domains) {
    if (domain === '') continue;
    const merged = validateMerged(applyOverrides(brandMerged.brand, levelMap(rows, domain)));
    if (!merged.ok) throw invalid(merged.issues, domain);
  }
}

function invalid(issues: { field: string; message: string }[], domain: string): AppError {
  const first = issues[0]!;
  return new AppError('setting_invalid', `${first.field}: ${first.message}`, { field: first.field, fields: issues.map((issue) => issue.field), issues, ...(domain ? { domain } : {}) });
}

/**
 * Saves changes of one level (brand-wide or one domain of the brand). Each change's value is first
 * checked with its own setting's schema (422 naming it), then the merged brand as a whole.
 * @throws AppError not_found for a domain not of the brand; conflict; setting_invalid
 */
export async function saveSettings(db: Db, base: Brand, body: SaveSettingsBody, actor: ChangeActor): Promise<number[]> {
  if (body.domain !== '' && !base.domains.includes(body.domain)) throw new AppError('not_found', `${body.domain} is not a domain of ${base.id}.`, { field: 'domain' });
  const keys = new Set<string>();
  const planned: PlannedChange[] = [];
  for (const change of body.changes) {
    if (keys.has(change.key)) throw new AppError('bad_request', `${change.key} is changed twice in one save.`, { field: change.key });
    keys.add(change.key);
    if (change.reset) {
      planned.push({ key: change.key, next: null, version: change.version });
      continue;
    }
    const parsed = SETTINGS_BY_KEY.get(change.key)!.schema.safeParse(change.value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new AppError('setting_invalid', `${change.key}: ${issue.message}`, { field: change.key, fields: [change.key], issues: [{ field: change.key, message: issue.message }] });
    }
    planned.push({ key: change.key, next: { value: parsed.data }, version: change.version });
  }
  return applyChanges(db, base, body.domain, planned, actor, 'settings.set', null);
}

/**
 * Reverts a settings change of the audit log: writes its `before` back as a new change (audited
 * as `settings.revert` with `revertOf`). Stale when the setting no longer holds the entry's
 * `after` (changed again since): 409 with the current override and version.
 * `allowed` checks the staff member's right on the entry's brand (throws to refuse).
 * @throws AppError not_found (no such settings change); conflict
 */
export async function revertSettingChange(
  db: Db, brandOf: (brandId: string) => Brand | undefined, auditId: number, actor: ChangeActor, allowed: (brandId: string) => Promise<void>,
): Promise<{ brandId: string; ids: number[] }> {
  const entry = await auditEntry(db, auditId);
  if (!entry || !(SETTINGS_ACTIONS as readonly string[]).includes(entry.action) || !entry.brandId || !entry.key) {
    throw new AppError('not_found', 'There is no settings change with this id.');
  }
  await allowed(entry.brandId);
  const base = brandOf(entry.brandId);
  if (!base || !SETTINGS_BY_KEY.has(entry.key)) throw new AppError('not_found', 'The setting of this change no longer exists.');
  const domain = entry.domain ?? '';
  const [current] = (await readBrandOverrides(db, base.id)).filter((row) => row.domain === domain && row.key === entry.key);
  if (JSON.stringify(current?.state ?? null) !== JSON.stringify(entry.after ?? null)) throw staleError(entry.key, current);
  const ids = await applyChanges(db, base, domain, [{ key: entry.key, next: (entry.before as OverrideState) ?? null, version: current?.version ?? 0 }], actor, 'settings.revert', entry.id);
  return { brandId: base.id, ids };
}
