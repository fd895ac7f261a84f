/**
 * `GET /console-api/support/{brandId}/requests/{requestId}`: one support request of the brand →
 * `{ request }`. `support_requests.answer` on the brand (403 audited otherwise); 404 for an
 * unknown brand or a request of another brand.
 */
import type { APIRoute } from 'astro';
import { db } from '../../../../../../server/endpoint.ts';
import { consoleHandle } from '../../../../../../server/staff/answer.ts';
import { supportRequestAnswer } from '../../../../../../../schemas/console-answers.ts';
import { requireStaffOnBrand } from '../../../../../../server/staff/guard.ts';
import { positiveIdParam } from '../../../../../../server/staff/params.ts';
import { brandSupportRequest } from '../../../../../../server/office/support-requests.ts';

export const GET: APIRoute = (context) =>
  consoleHandle(supportRequestAnswer, async () => {
    const database = await db();
    const { brand } = await requireStaffOnBrand(database, context, 'support_requests.answer');
    return { request: await brandSupportRequest(database, brand.id, positiveIdParam(context.params.requestId, 'request')) };
  });
