/**
 * `GET /console-api/cms/documents/{id}`: the page (newest version) and its history
 * (`content.view` on its brand). `PUT` {baseVersion, page, reason?}: saves a new version
 * (`content.edit`); 409 with `meta.current` when someone saved since `baseVersion`; 422 naming
 * block index and field.
 */
import type { APIRoute } from 'astro';
import { db, readJson } from '../../../../../server/endpoint.ts';
import { consoleHandle } from '../../../../../server/staff/answer.ts';
import { cmsDocumentAnswer, cmsDocumentWithVersionsAnswer } from '../../../../../../schemas/console-answers.ts';
import { documentFor } from '../../../../../server/cms/console.ts';
import { listVersions, saveDocument } from '../../../../../server/cms/store.ts';
import { cmsSaveBody } from '../../../../../../schemas/cms-api.ts';

export const GET: APIRoute = (context) =>
  consoleHandle(cmsDocumentWithVersionsAnswer, async () => {
    const database = await db();
    const { doc } = await documentFor(database, context, 'content.view');
    return { document: doc, versions: await listVersions(database, doc.id) };
  });

export const PUT: APIRoute = (context) =>
  consoleHandle(cmsDocumentAnswer, async () => {
    const database = await db();
    const { doc, actor } = await documentFor(database, context, 'content.edit');
    const body = await readJson(context.request, cmsSaveBody);
    return saveDocument(database, actor, doc.id, body.baseVersion, body.page, { reason: body.reason });
  });
