/** The console page `/console/payment-requests` (`payment_requests.answer`): the players' payment requests of the staff member's brands. */
import type { ConsolePaymentRequestsData } from '../../domain/pages/office-security.ts';
import { consoleData, type ConsoleLoad, type ConsolePageContext } from '../staff/load.ts';
import { staffRequests } from './payment-requests.ts';

/** Loads the requests, open ones first. */
export async function loadConsolePaymentRequests(ctx: ConsolePageContext): Promise<ConsoleLoad<ConsolePaymentRequestsData>> {
  return consoleData({ requests: await staffRequests(ctx.db, ctx.staff!) });
}
