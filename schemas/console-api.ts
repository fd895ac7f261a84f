/**
 * Request shapes of the staff console's API (`/console-api/*`), shared by the console
 * islands and the endpoints.
 */
import { z } from 'zod';
import { safeString } from './primitives.ts';
import { STAFF_ROLES } from '../src/domain/staff/roles.ts';
import { changeReason } from './staff-reason.ts';

/** A staff e-mail. */
const staffEmail = safeString().trim().toLowerCase().pipe(z.email('must be an e-mail address')).pipe(z.string().max(320));
/** A password as typed (policy checked by the server). */
const staffPassword = safeString().min(1).max(128);
/** A 6-digit TOTP code. */
const totpCode = safeString().trim().regex(/^\d{6}$/, 'must be the 6-digit code');
/** A ticket or link token. */
const staffToken = safeString().regex(/^[A-Za-z0-9_-]{20,100}$/, 'is not a valid token');
/** A brand id, or `*` for every brand. */
const grantBrand = safeString().regex(/^(?:\*|[a-z][a-z0-9-]{0,31})$/, 'must be a brand id or *');

/** `POST /console-api/auth/login`. */
export const consoleLoginBody = z.strictObject({ email: staffEmail, password: staffPassword });
/** `POST /console-api/auth/totp`. */
export const consoleTotpBody = z.strictObject({ ticket: staffToken, code: totpCode });
/** `POST /console-api/auth/enrol`. */
export const consoleEnrolBody = z.strictObject({ token: staffToken, password: staffPassword });

/** A role grant. */
const roleGrantBody = z.strictObject({ brandId: grantBrand, role: z.enum(STAFF_ROLES) });
/** `POST /console-api/staff`: a new staff member with at least one role. */
export const createStaffBody = z.strictObject({
  email: staffEmail,
  name: safeString().trim().min(1).max(100),
  grants: z.array(roleGrantBody).min(1).max(20),
  reason: changeReason,
});
/** `POST|DELETE /console-api/staff/{id}/roles`. */
export const changeRoleBody = roleGrantBody.extend({ reason: changeReason });
/** `POST /console-api/staff/{id}/enrolment`. */
export const renewEnrolmentBody = z.strictObject({ reason: changeReason });

/** What a login step answers. */
export interface ConsoleLoginStep {
  step: 'totp' | 'enrol';
  ticket: string;
  secret?: string;
  otpauthUri?: string;
  /** SVG of the otpauth URI as a QR code (step `enrol`). */
  qrSvg?: string;
}

