/**
 * `GET /web-api/user/verification`: the logged-in player's verification (spec §3
 * `verification_status`, `requested_additional_document`; §4 "Verified") and the metadata of
 * their own documents, newest first → `{ status, requestedDocumentType, verified, documents }`.
 * 401 for guests.
 */
import type { APIRoute } from 'astro';
import { db, handle, requirePlayer } from '../../../../server/endpoint.ts';
import { verificationView } from '../../../../server/verification/service.ts';

export const GET: APIRoute = (context) =>
  handle(async () => verificationView(await db(), requirePlayer(context)));
