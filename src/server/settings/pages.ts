/**
 * Loaders of the console's brand settings and audit pages (items 3 and 5). The catch-all
 * console page checked the session and the route's action (on `:brandId` for the settings page).
 */
import { brandsAllowing, ALL_BRANDS } from '../../domain/staff/roles.ts';
import type { AuditPageData, BrandSettingsData, SettingsBrandsPageData } from '../../domain/console/settings.ts';
import type { ConsoleBrand } from '../../domain/console/pages.ts';
import type { Db } from '../db/client.ts';
import { consoleBrands } from '../staff/pages.ts';
import { auditEntries, brandSettingsData } from './console.ts';
import { VITAL_METRICS, VITAL_TARGETS, VITALS_WINDOW_DAYS, vitalsByPageType } from '../analytics/web-vitals.ts';
import type { WebVitalsPageData } from '../../domain/console/settings.ts';
import { settingDomainSchema } from '../../../schemas/brand-settings.ts';
import { brands } from '../brands.ts';
import type { StaffPrincipal } from '../staff/sessions.ts';
import type { ConsoleAction } from '../../domain/staff/roles.ts';

/** What these loaders read of the console page context (src/registry/console-page-types.ts; the server does not import the registry). */
interface LoaderContext {
  db: Db;
  staff: StaffPrincipal | null;
  params: Readonly<Record<string, string>>;
  url: URL;
}

/** A loader's answer, as the console page registry takes it. */
type ConsoleLoad<D> = { kind: 'data'; data: D } | { kind: 'redirect'; location: string } | { kind: 'not-found' };

const data = <D>(value: D): ConsoleLoad<D> => ({ kind: 'data', data: value });

/** The brands on which the staff member may do `action`. */
function brandsFor(member: StaffPrincipal, action: ConsoleAction): ConsoleBrand[] {
  const allowed = brandsAllowing(member.grants, action);
  return consoleBrands().filter((brand) => allowed.includes(ALL_BRANDS) || allowed.includes(brand.id));
}

/** `/console/settings`: the brands whose settings the staff member may see (one brand: straight to it). */
export async function loadSettingsBrands(ctx: LoaderContext): Promise<ConsoleLoad<SettingsBrandsPageData>> {
  const list = brandsFor(ctx.staff!, 'settings.view');
  if (list.length === 1) return { kind: 'redirect', location: `/console/brands/${list[0]!.id}/settings` };
  return data({ brands: list });
}

/** `/console/brands/{brandId}/settings?domain=`: one level's settings (unknown brand or domain: 404). */
export async function loadBrandSettings(ctx: LoaderContext): Promise<ConsoleLoad<BrandSettingsData>> {
  const brandId = ctx.params.brandId ?? '';
  const domain = settingDomainSchema.safeParse(ctx.url.searchParams.get('domain') ?? '');
  const brand = brands.byId.get(brandId);
  if (!brand || !domain.success || (domain.data !== '' && !brand.domains.includes(domain.data))) return { kind: 'not-found' };
  return data(await brandSettingsData(ctx.db, ctx.staff!, brandId, domain.data));
}

/** `/console/audit`: the newest entries of the staff member's brands. */
export async function loadAudit(ctx: LoaderContext): Promise<ConsoleLoad<AuditPageData>> {
  const member = ctx.staff!;
  const { entries, revertable } = await auditEntries(ctx.db, member, { limit: 200 });
  return data({ entries, revertable, brands: brandsFor(member, 'audit.view') });
}

/**
 * `/console/web-vitals`: for each brand whose settings the staff member may see, the 75th
 * percentile of LCP, INP and CLS per page type over the last days (real-user measurements of
 * spec §7's collector), with the "good" targets.
 */
export async function loadWebVitals(ctx: LoaderContext): Promise<ConsoleLoad<WebVitalsPageData>> {
  const list = brandsFor(ctx.staff!, 'settings.view');
  const byBrand = await vitalsByPageType(ctx.db, list.map((brand) => brand.id));
  return data({
    windowDays: VITALS_WINDOW_DAYS,
    metrics: VITAL_METRICS.map((metric) => ({ metric, target: VITAL_TARGETS[metric] })),
    brands: list.map((brand) => ({ id: brand.id, name: brand.name, pageTypes: byBrand[brand.id] ?? [] })),
  });
}
