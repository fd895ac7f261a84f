/**
 * `GET /console-api/feed-imports` (feed.imports.view): the feed's latest import runs with their
 * files (schemas/console-feed-imports.ts; the feed is the same for every brand).
 */
import type { APIRoute } from 'astro';
import { db } from '../../server/endpoint.ts';
import { consoleHandle } from '../../server/staff/answer.ts';
import { requireStaff } from '../../server/staff/guard.ts';
import { feedImportRunsView } from '../../server/staff/feed-imports.ts';
import { feedImportRunsResponse } from '../../../schemas/console-feed-imports.ts';

export const GET: APIRoute = (context) =>
  consoleHandle(feedImportRunsResponse, async () => {
    const database = await db();
    await requireStaff(database, context, 'feed.imports.view', null);
    return feedImportRunsView(database);
  });
