/**
 * Loader of the console's verification queue (`/console/verification`; the catch-all console
 * page has already checked `verification.view` on some brand): the pending documents of the staff
 * member's brands.
 */
import type { VerificationQueuePageData } from '../../domain/console/verification.ts';
import { can } from '../../domain/staff/roles.ts';
import { consoleData, type ConsoleLoad, type ConsolePageContext } from '../staff/load.ts';
import { reviewQueue } from './service.ts';

/** The queue page. */
export async function loadVerificationQueue(ctx: ConsolePageContext): Promise<ConsoleLoad<VerificationQueuePageData>> {
  const member = ctx.staff!;
  return consoleData({
    queue: await reviewQueue(ctx.db, { actor: member, clientAddress: ctx.clientAddress }),
    canReview: can(member.grants, 'verification.review', null),
  });
}
