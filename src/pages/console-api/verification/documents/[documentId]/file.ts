/**
 * `GET /console-api/verification/documents/{documentId}/file`: the bytes of a player's document
 * for staff with `verification.view` on the player's brand (403 audited otherwise, 404 for none),
 * audited as `verification.view_document`. Never cached (`no-store`); the Content-Type is the one
 * detected at upload (JPEG, PNG, WebP or PDF), with `nosniff`; images open inline, a PDF is a
 * download (no script or plugin runs on the console origin); a sandbox CSP covers both.
 */
import type { APIRoute } from 'astro';
import { db } from '../../../../../server/endpoint.ts';
import { consoleFile } from '../../../../../server/staff/answer.ts';
import { staffSource } from '../../../../../server/staff/player-endpoint.ts';
import { positiveIdParam } from '../../../../../server/staff/params.ts';
import { openDocument } from '../../../../../server/verification/service.ts';
import { serverDocumentFiles } from '../../../../../server/verification/files.ts';

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' };

export const GET: APIRoute = (context) =>
  consoleFile(async () => {
    const database = await db();
    const source = await staffSource(database, context, 'verification.view');
    const documentId = positiveIdParam(context.params.documentId, 'document');
    const opened = await openDocument(database, serverDocumentFiles(), source, documentId, `GET ${context.url.pathname}`);
    const extension = EXTENSIONS[opened.contentType] ?? 'bin';
    const disposition = opened.contentType === 'application/pdf' ? 'attachment' : 'inline';
    return new Response(new Uint8Array(opened.bytes), {
      status: 200,
      headers: {
        'Content-Type': EXTENSIONS[opened.contentType] ? opened.contentType : 'application/octet-stream',
        'Content-Length': String(opened.bytes.byteLength),
        'Content-Disposition': `${disposition}; filename="document-${documentId}.${extension}"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; img-src 'self'; sandbox",
      },
    });
  });
