/**
 * Data of the console pages, shared by their loaders (src/server/staff/pages.ts) and
 * components (src/components/console/), so no component imports a loader.
 */
import type { RoleGrant } from '../staff/roles.ts';

/** The login page. */
export interface LoginPageData {
  /** Where to go after login (a console path). */
  next: string;
  /** The staff member was logged out for inactivity. */
  idle: boolean;
}

/** The enrolment link's page. */
export type EnrolPageData = { valid: true; token: string; email: string } | { valid: false; token: ''; email: '' };

/** The overview. */
export interface HomePageData {
  email: string;
  grants: (RoleGrant & { brandName: string })[];
}

/** A staff member as the staff page lists them. */
export interface StaffView {
  id: number;
  email: string;
  name: string;
  enrolled: boolean;
  disabled: boolean;
  grants: RoleGrant[];
}

/** A brand as the console lists it. */
export interface ConsoleBrand {
  id: string;
  name: string;
  domains: string[];
}

/** The staff page. */
export interface StaffPageData {
  staff: StaffView[];
  /** Brands the admin may grant roles on (`*` first when they may grant on every brand). */
  brands: ConsoleBrand[];
}
