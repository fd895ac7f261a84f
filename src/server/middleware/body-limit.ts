/**
 * Body limit step: a request whose declared `Content-Length` is over its path's limit is refused
 * (413 payload_too_large, JSON) before anything is read, on every host. A chunked body is counted
 * by the body reader (src/server/request-body.ts) and refused there. The unread rest is discarded
 * by Node as it arrives, never buffered; the connection stays open so that the client, still
 * sending, reliably receives the 413 (closing it would reset the connection).
 */
import type { MiddlewareHandler } from 'astro';
import { errorResponse } from '../errors.ts';
import { bodyTooLarge, JSON_BODY_LIMIT } from '../request-body.ts';
import { isMediaUploadPath, MEDIA_UPLOAD_BODY_LIMIT } from '../media/upload.ts';
import { DOCUMENT_UPLOAD_BODY_LIMIT, isDocumentUploadPath } from '../verification/upload.ts';
import { secured } from './headers.ts';

/**
 * The largest body a request may declare, bytes: a POST to an upload endpoint takes files up to
 * its own limit (src/server/media/upload.ts, src/server/verification/upload.ts), anything else
 * {@link JSON_BODY_LIMIT}.
 */
export function bodyLimitOf(method: string, pathname: string): number {
  if (method !== 'POST') return JSON_BODY_LIMIT;
  if (isMediaUploadPath(pathname)) return MEDIA_UPLOAD_BODY_LIMIT;
  if (isDocumentUploadPath(pathname)) return DOCUMENT_UPLOAD_BODY_LIMIT;
  return JSON_BODY_LIMIT;
}

/** The step: 413 with the security headers over the limit; any other request goes on. */
export const bodyLimit: MiddlewareHandler = (context, next) => {
  const limit = bodyLimitOf(context.request.method, context.url.pathname);
  if (Number(context.request.headers.get('content-length') ?? 0) > limit) return secured(errorResponse(bodyTooLarge(limit)), context);
  return next();
};
