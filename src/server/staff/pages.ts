/**
 * Loaders of the console pages: one per page key of src/domain/console/routes.ts.
 * They run after the catch-all console page checked the session and the route's action.
 */
import { brands } from '../brands.ts';
import { ALL_BRANDS, brandsAllowing } from '../../domain/staff/roles.ts';
import type { ConsoleBrand, EnrolPageData, HomePageData, LoginPageData, StaffPageData } from '../../domain/console/pages.ts';
import type { ConsoleLoad, ConsolePageContext } from './load.ts';
import { enrolmentOf } from './identity.ts';
import { listStaff } from './management.ts';
import { safeNext } from '../../domain/console/routes.ts';

const data = <D>(value: D): ConsoleLoad<D> => ({ kind: 'data', data: value });

/** Every brand of the portal as the console lists them. */
export function consoleBrands(): ConsoleBrand[] {
  return [...brands.byId.values()].map((brand) => ({ id: brand.id, name: brand.name, domains: [...brand.domains] }));
}

/** The login page; a logged-in staff member goes to the console. */
export async function loadLogin(ctx: ConsolePageContext): Promise<ConsoleLoad<LoginPageData>> {
  const next = safeNext(ctx.url.searchParams.get('next'));
  if (ctx.staff) return { kind: 'redirect', location: next };
  return data({ next, idle: ctx.url.searchParams.get('idle') === '1' });
}

/** The enrolment link's page. */
export async function loadEnrol(ctx: ConsolePageContext): Promise<ConsoleLoad<EnrolPageData>> {
  const token = ctx.url.searchParams.get('token') ?? '';
  const target = await enrolmentOf(ctx.db, token);
  return data(target ? { valid: true, token, email: target.email } : { valid: false, token: '', email: '' });
}

/** The overview. */
export async function loadHome(ctx: ConsolePageContext): Promise<ConsoleLoad<HomePageData>> {
  const member = ctx.staff!;
  return data({
    email: member.email,
    grants: member.grants.map((grant) => ({ ...grant, brandName: brands.byId.get(grant.brandId)?.name ?? grant.brandId })),
  });
}

/** The staff page: staff of the admin's brands, and the brands they may grant on. */
export async function loadStaff(ctx: ConsolePageContext): Promise<ConsoleLoad<StaffPageData>> {
  const member = ctx.staff!;
  const managed = brandsAllowing(member.grants, 'staff.manage');
  const all = consoleBrands();
  const grantable = managed.includes(ALL_BRANDS) ? [{ id: ALL_BRANDS, name: '*', domains: [] }, ...all] : all.filter((brand) => managed.includes(brand.id));
  return data({ staff: await listStaff(ctx.db, member), brands: grantable });
}
