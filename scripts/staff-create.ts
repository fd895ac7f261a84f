/**
 * `npm run staff:create -- --email <e-mail> --role <role> [--brand <brand|*>] [--name <name>]
 * [--origin <console origin>]`: creates a staff member (the first admin: `--role admin`, brand `*`
 * by default) in the database named by the environment (as `npm start`), and prints the one-time
 * enrolment link (valid 72 hours) where they set a password and enrol TOTP. The creation is audited.
 */
import { parseArgs } from 'node:util';
import { optionsFromEnv } from '../src/server/db/client.ts';
import { openDatabase } from '../src/server/database.ts';
import { createStaff } from '../src/server/staff/identity.ts';
import { recordAudit } from '../src/server/staff/audit.ts';
import { ALL_BRANDS, STAFF_ROLES, type StaffRole } from '../src/domain/staff/roles.ts';
import { createStaffBody } from '../schemas/console-api.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    role: { type: 'string', default: 'admin' },
    brand: { type: 'string', default: ALL_BRANDS },
    name: { type: 'string' },
    origin: { type: 'string', default: `http://admin.localhost:${process.env.PORT ?? 4321}` },
  },
});
const parsed = createStaffBody.safeParse({
  email: values.email ?? '',
  name: values.name ?? values.email ?? '',
  grants: [{ brandId: values.brand, role: values.role }],
  reason: 'created with npm run staff:create',
});
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`staff:create: --${issue.path[0] === 'grants' ? String(issue.path[2] === 'brandId' ? 'brand' : 'role') : String(issue.path[0])}: ${issue.message}`);
  console.error(`usage: npm run staff:create -- --email admin@example.com --role ${STAFF_ROLES.join('|')} [--brand <brand id>|*] [--name "Full Name"]`);
  process.exit(2);
}
const database = await openDatabase(optionsFromEnv());
try {
  const body = parsed.data;
  const created = await createStaff(database.db, { email: body.email, name: body.name, grants: body.grants as { brandId: string; role: StaffRole }[], createdBy: null });
  await recordAudit(database.db, {
    staffId: null, action: 'staff.create', brandId: body.grants[0]!.brandId, key: `staff:${created.staffId}`,
    after: { email: created.email, role: body.grants[0]!.role }, reason: body.reason, clientAddress: 'cli',
  });
  console.log(`staff:create: ${created.email} is ${body.grants[0]!.role} of ${body.grants[0]!.brandId === ALL_BRANDS ? 'every brand' : body.grants[0]!.brandId}.`);
  console.log(`Enrolment link (one use, 72 hours): ${values.origin}/console/enrol?token=${created.enrolToken}`);
} catch (error) {
  console.error(`staff:create: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
