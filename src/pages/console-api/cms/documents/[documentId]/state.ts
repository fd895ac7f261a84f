/**
 * `POST /console-api/cms/documents/{id}/state` {action: publish | schedule | unpublish | archive}:
 * changes what guests see (`content.publish` on the page's brand). publish and schedule name the
 * version they read (409 when stale); schedule takes `publishAt` (ISO, in the future).
 */
import type { APIRoute } from 'astro';
import { db, readJson } from '../../../../../server/endpoint.ts';
import { consoleHandle } from '../../../../../server/staff/answer.ts';
import { cmsDocumentAnswer } from '../../../../../../schemas/console-answers.ts';
import { documentFor } from '../../../../../server/cms/console.ts';
import { archiveDocument, publishDocument, scheduleDocument, unpublishDocument } from '../../../../../server/cms/store.ts';
import { cmsStateBody } from '../../../../../../schemas/cms-api.ts';

export const POST: APIRoute = (context) =>
  consoleHandle(cmsDocumentAnswer, async () => {
    const database = await db();
    const { doc, actor } = await documentFor(database, context, 'content.publish');
    const body = await readJson(context.request, cmsStateBody);
    switch (body.action) {
      case 'publish': return publishDocument(database, actor, doc.id, body.baseVersion, body.reason);
      case 'schedule': return scheduleDocument(database, actor, doc.id, body.baseVersion, new Date(body.publishAt), new Date(), body.reason);
      case 'unpublish': return unpublishDocument(database, actor, doc.id, body.reason);
      case 'archive': return archiveDocument(database, actor, doc.id, body.reason);
    }
  });
