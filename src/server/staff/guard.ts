/**
 * The server-side check of every console page and endpoint: a logged-in staff member
 * whose grants allow the action on the brand concerned (src/domain/staff/roles.ts). A refusal for
 * a brand is recorded in the audit log (`access.denied`) before answering 403. The console UI
 * hiding a button is not a check; this is.
 */
import type { APIContext } from 'astro';
import { can, type ConsoleAction } from '../../domain/staff/roles.ts';
import { AppError } from '../errors.ts';
import type { Db } from '../db/client.ts';
import { recordAudit } from './audit.ts';
import type { StaffPrincipal } from './sessions.ts';
import { requestClientAddress } from '../client-request.ts';
import { brands } from '../brands.ts';
import type { LoadedBrand } from '../brand-registry.ts';

/** The client address of a request (socket peer, or the proxy's report with TRUST_PROXY). */
export function requestAddress(context: Pick<APIContext, 'request' | 'clientAddress'>): string {
  return requestClientAddress(context);
}

/** The logged-in staff member. @throws AppError unauthorized when there is none */
export function currentStaff(context: Pick<APIContext, 'locals'>): StaffPrincipal {
  const member = context.locals.staff;
  if (!member) throw new AppError('unauthorized', 'Log in to the console to continue.');
  return member;
}

/**
 * The staff member when the grants allow `action` on `brandId` (null: on some brand).
 * @throws AppError unauthorized without a staff session; forbidden (403, audited when a brand is
 *   named) when the role or brand does not allow it
 */
export async function requireStaff(db: Db, context: Pick<APIContext, 'locals' | 'request' | 'clientAddress' | 'url'>, action: ConsoleAction, brandId: string | null): Promise<StaffPrincipal> {
  const member = currentStaff(context);
  if (can(member.grants, action, brandId)) return member;
  if (brandId !== null) {
    await recordAudit(db, {
      staffId: member.id, action: 'access.denied', brandId, key: action,
      reason: `${context.request.method} ${context.url.pathname}`, clientAddress: requestAddress(context),
    });
  }
  throw new AppError('forbidden', 'Your roles do not allow this.', { action, ...(brandId ? { brandId } : {}) });
}

/**
 * The brand named by the route's `{brandId}` and the staff member allowed `action` on it
 * ({@link requireStaff}). @throws AppError not_found (no such brand), forbidden (audited)
 */
export async function requireStaffOnBrand(db: Db, context: Pick<APIContext, 'locals' | 'request' | 'clientAddress' | 'url' | 'params'>, action: ConsoleAction): Promise<{ brand: LoadedBrand; member: StaffPrincipal }> {
  const brand = brands.byId.get(context.params.brandId ?? '');
  if (!brand) throw new AppError('not_found', 'No such brand.');
  return { brand, member: await requireStaff(db, context, action, brand.id) };
}
