/** `POST /console-api/cms/documents/{id}/restore` {baseVersion, version}: saves an old version again as the newest (`content.edit`; 409 when stale). */
import type { APIRoute } from 'astro';
import { db, readJson } from '../../../../../server/endpoint.ts';
import { consoleHandle } from '../../../../../server/staff/answer.ts';
import { cmsDocumentAnswer } from '../../../../../../schemas/console-answers.ts';
import { documentFor } from '../../../../../server/cms/console.ts';
import { restoreVersion } from '../../../../../server/cms/store.ts';
import { cmsRestoreBody } from '../../../../../../schemas/cms-api.ts';

export const POST: APIRoute = (context) =>
  consoleHandle(cmsDocumentAnswer, async () => {
    const database = await db();
    const { doc, actor } = await documentFor(database, context, 'content.edit');
    const body = await readJson(context.request, cmsRestoreBody);
    return restoreVersion(database, actor, doc.id, body.baseVersion, body.version, body.reason);
  });
