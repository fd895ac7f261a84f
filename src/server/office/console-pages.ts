/**
 * Console pages of the office's support work: `/console/payment-requests` (`payment_requests.answer`)
 * `/console/ideas` (`ideas.view`) and `/console/appeals` (`players.view`), limited to the staff member's brands.
 */
import type { ConsoleAppealsData, ConsoleIdeasData, ConsolePaymentRequestsData } from '../../domain/pages/office-security.ts';
import { consoleData, type ConsoleLoad, type ConsolePageContext } from '../staff/load.ts';
import { staffRequests } from './payment-requests.ts';
import { staffIdeas } from './ideas.ts';
import { staffAppeals } from './appeals.ts';

/** Loads the requests, open ones first. */
export async function loadConsolePaymentRequests(ctx: ConsolePageContext): Promise<ConsoleLoad<ConsolePaymentRequestsData>> {
  return consoleData({ requests: await staffRequests(ctx.db, ctx.staff!) });
}

/** Loads the ideas, newest first. */
export async function loadConsoleIdeas(ctx: ConsolePageContext): Promise<ConsoleLoad<ConsoleIdeasData>> {
  return consoleData({ ideas: await staffIdeas(ctx.db, ctx.staff!) });
}

/** Loads the ban appeals, newest first. */
export async function loadConsoleAppeals(ctx: ConsolePageContext): Promise<ConsoleLoad<ConsoleAppealsData>> {
  return consoleData({ appeals: await staffAppeals(ctx.db, ctx.staff!) });
}
