/**
 * Plumbing of the console's player support endpoints: the acting staff member
 * (refused with 403 when no role allows the action on any brand), the client address, the request
 * line for the audit of a refusal, and the path's ids.
 */
import type { APIContext } from 'astro';
import type { Db } from '../db/client.ts';
import type { ConsoleAction } from '../../domain/staff/roles.ts';
import { requestAddress, requireStaff } from './guard.ts';
import { positiveIdParam } from './params.ts';
import type { StaffSource } from './player-access.ts';

/** The acting staff member (allowed `action` on some brand), their address and the request line. */
export async function staffSource(db: Db, context: APIContext, action: ConsoleAction): Promise<StaffSource & { request: string }> {
  const actor = await requireStaff(db, context, action, null);
  return { actor, clientAddress: requestAddress(context), request: `${context.request.method} ${context.url.pathname}` };
}

/** The `{playerId}` of the path. @throws AppError not_found */
export const playerIdParam = (context: APIContext): number => positiveIdParam(context.params.playerId, 'player');

/** The `{adjustmentId}` of the path. @throws AppError not_found */
export const adjustmentIdParam = (context: APIContext): number => positiveIdParam(context.params.adjustmentId, 'adjustment');
