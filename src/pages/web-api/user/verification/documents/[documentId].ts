/**
 * `GET /web-api/user/verification/documents/{documentId}`: the metadata of one of the logged-in
 * player's own documents (never the bytes) → `{ document }`; another player's document, or none,
 * answers 404 alike. 401 for guests.
 */
import type { APIRoute } from 'astro';
import { db, handle, requirePlayer } from '../../../../../server/endpoint.ts';
import { positiveIdParam } from '../../../../../server/staff/params.ts';
import { ownDocument } from '../../../../../server/verification/service.ts';

export const GET: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    return { document: await ownDocument(await db(), playerId, positiveIdParam(context.params.documentId, 'document')) };
  });
