/**
 * `GET /console-api/support/{brandId}/requests?status=open|answered`: the brand's support button
 * requests (e-mail and call back, spec §4), open ones first unless a status is named → `{ requests }`.
 * `support_requests.answer` on the brand (403 audited otherwise); 404 for an unknown brand.
 */
import type { APIRoute } from 'astro';
import { supportRequestsQuery } from '../../../../../../schemas/support-api.ts';
import { db, readQuery } from '../../../../../server/endpoint.ts';
import { consoleHandle } from '../../../../../server/staff/answer.ts';
import { supportRequestsAnswer } from '../../../../../../schemas/console-answers.ts';
import { requireStaffOnBrand } from '../../../../../server/staff/guard.ts';
import { brandSupportRequests } from '../../../../../server/office/support-requests.ts';

export const GET: APIRoute = (context) =>
  consoleHandle(supportRequestsAnswer, async () => {
    const database = await db();
    const { brand } = await requireStaffOnBrand(database, context, 'support_requests.answer');
    const { status } = readQuery(context.url, supportRequestsQuery);
    return { requests: await brandSupportRequests(database, brand.id, status) };
  });
