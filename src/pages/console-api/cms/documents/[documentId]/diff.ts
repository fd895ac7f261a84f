/** `GET /console-api/cms/documents/{id}/diff?from=&to=`: the field-by-field differences between two versions (`content.view`). */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { db, readQuery } from '../../../../../server/endpoint.ts';
import { consoleHandle } from '../../../../../server/staff/answer.ts';
import { cmsDiffAnswer } from '../../../../../../schemas/console-answers.ts';
import { documentFor } from '../../../../../server/cms/console.ts';
import { diffPages, versionPage } from '../../../../../server/cms/store.ts';
import { queryInteger } from '../../../../../../schemas/primitives.ts';

const diffQuery = z.strictObject({ from: queryInteger(1, 1_000_000), to: queryInteger(1, 1_000_000) });

export const GET: APIRoute = (context) =>
  consoleHandle(cmsDiffAnswer, async () => {
    const database = await db();
    const { doc } = await documentFor(database, context, 'content.view');
    const { from, to } = readQuery(context.url, diffQuery);
    return { from, to, changes: diffPages(await versionPage(database, doc.id, from), await versionPage(database, doc.id, to)) };
  });
