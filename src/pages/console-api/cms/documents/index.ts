/**
 * `GET /console-api/cms/documents?brandId=&family=`: the CMS pages of the brands the staff member
 * may view (`content.view`). `POST` {brandId, family, slug, language, page, reason?}: a new page
 * (draft) on a brand the staff member may edit (`content.edit`; another brand: 403, audited);
 * 422 naming block index and field for a bad page, 409 when the key exists.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { db, readJson, readQuery } from '../../../../server/endpoint.ts';
import { consoleHandle } from '../../../../server/staff/answer.ts';
import { cmsDocumentAnswer, cmsDocumentsAnswer } from '../../../../../schemas/console-answers.ts';
import { requestAddress, requireStaff } from '../../../../server/staff/guard.ts';
import { brandsAllowing, ALL_BRANDS } from '../../../../domain/staff/roles.ts';
import { createDocument, listDocuments } from '../../../../server/cms/store.ts';
import { ensureCms } from '../../../../server/cms/sync.ts';
import { cmsBrand, cmsCreateBody } from '../../../../../schemas/cms-api.ts';
import { CMS_FAMILIES } from '../../../../domain/cms/families.ts';

const listQuery = z.strictObject({ brandId: cmsBrand.optional(), family: z.enum(CMS_FAMILIES).optional() });

export const GET: APIRoute = (context) =>
  consoleHandle(cmsDocumentsAnswer, async () => {
    const database = await db();
    const member = await requireStaff(database, context, 'content.view', null);
    await ensureCms(database);
    const query = readQuery(context.url, listQuery);
    const allowed = brandsAllowing(member.grants, 'content.view');
    const brands = allowed.includes(ALL_BRANDS) ? null : allowed;
    const scope = query.brandId ? (brands === null || brands.includes(query.brandId) ? [query.brandId] : []) : brands;
    return { documents: await listDocuments(database, scope, query.family) };
  });

export const POST: APIRoute = (context) =>
  consoleHandle(cmsDocumentAnswer, async () => {
    const database = await db();
    await ensureCms(database);
    const body = await readJson(context.request, cmsCreateBody);
    const member = await requireStaff(database, context, 'content.edit', body.brandId);
    const { page, reason, ...key } = body;
    return createDocument(database, { staffId: member.id, clientAddress: requestAddress(context) }, key, page, { reason });
  });
