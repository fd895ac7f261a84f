/**
 * Demo staff of each role, seeded on test servers (PORTAL_DEV_TOOLS=1) and under
 * `npm run dev`, never in production. Documented in the README: e-mail `<role>@console.test`
 * (admin@, manager@, editor@, support@, risk@), password {@link DEMO_STAFF_PASSWORD}, and the
 * TOTP key of each below (add it to an authenticator app). The admin is admin of every brand; the
 * others hold their role on both shipped brands (`main`, `vip`).
 */
import { staff, staffRoles } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { hashPassword } from '../auth/password.ts';
import { ALL_BRANDS, type StaffRole } from '../../domain/staff/roles.ts';
import { devToolsOn } from '../dev-tools.ts';

/** The demo staff's password. */
export const DEMO_STAFF_PASSWORD = 'console-demo-2026';

/** A demo staff member. */
export interface DemoStaff {
  email: string;
  name: string;
  role: StaffRole;
  /** Brands of the role. */
  brands: string[];
  /** Base32 TOTP key. */
  totpSecret: string;
}

/** The demo staff, one per role. */
export const DEMO_STAFF: readonly DemoStaff[] = [
  { email: 'admin@console.test', name: 'Demo Admin', role: 'admin', brands: [ALL_BRANDS], totpSecret: 'MFSG22LOEBQWI3LJNYQGC3TEEBWWC3TB' },
  { email: 'manager@console.test', name: 'Demo Brand Manager', role: 'brand_manager', brands: ['main', 'vip'], totpSecret: 'NVQW4YLHMVZCA3LBNZQWOZLSEBSGK3LP' },
  { email: 'editor@console.test', name: 'Demo Content Editor', role: 'content_editor', brands: ['main', 'vip'], totpSecret: 'MVSGS5DPOIQGK5LJORXXEIDEMVWW6IDB' },
  { email: 'support@console.test', name: 'Demo Support', role: 'support', brands: ['main', 'vip'], totpSecret: 'ON2XA4DPOJ2CA43VOBYG64TUEBSGK3LP' },
  { email: 'risk@console.test', name: 'Demo Risk', role: 'risk', brands: ['main', 'vip'], totpSecret: 'OJUXG2ZAOJUXG2ZAOJUXG2ZAMRSW233B' },
];

/** True when this server seeds the demo staff: test servers and `astro dev`, never production. */
export function demoStaffOn(dev: boolean, env: Record<string, string | undefined> = process.env): boolean {
  return dev || devToolsOn(env);
}

/** Inserts the demo staff, enrolled, with their roles; existing rows are left as they are. */
async function seedDemoStaff(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  for (const member of DEMO_STAFF) {
    const [row] = await db.insert(staff)
      .values({ email: member.email, name: member.name, passwordHash, totpSecret: member.totpSecret, totpEnabled: true })
      .onConflictDoNothing()
      .returning({ id: staff.id });
    if (!row) continue;
    await db.insert(staffRoles).values(member.brands.map((brandId) => ({ staffId: row.id, brandId, role: member.role }))).onConflictDoNothing();
  }
}

let seeded: Promise<void> | null = null;

/** Seeds the demo staff once per process (retried after a failure). */
export function ensureDemoStaff(db: Db): Promise<void> {
  seeded ??= seedDemoStaff(db).catch((error: unknown) => {
    seeded = null;
    throw error;
  });
  return seeded;
}
