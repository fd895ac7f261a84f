/**
 * Console pages of the office's support work: `/console/payment-requests` (`payment_requests.answer`)
 * and `/console/ideas` (`ideas.view`), limited to the staff member's brands.
 */
import type { ConsoleIdeasData, ConsolePaymentRequestsData } from '../../domain/pages/office-security.ts';
import { consoleData, type ConsoleLoad, type ConsolePageContext } from '../staff/load.ts';
import { staffRequests } from './payment-requests.ts';
import { staffIdeas } from './ideas.ts';

/** Loads the requests, open ones first. */
export async function loadConsolePaymentRequests(ctx: ConsolePageContext): Promise<ConsoleLoad<ConsolePaymentRequestsData>> {
  return consoleData({ requests: await staffRequests(ctx.db, ctx.staff!) });
}

/** Loads the ideas, newest first. */
export async function loadConsoleIdeas(ctx: ConsolePageContext): Promise<ConsoleLoad<ConsoleIdeasData>> {
  return consoleData({ ideas: await staffIdeas(ctx.db, ctx.staff!) });
}
