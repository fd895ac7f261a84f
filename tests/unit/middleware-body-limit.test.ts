/** The body limit step (src/server/middleware/body-limit.ts) alone: a declared length over the path's limit is 413 before anything is read. */
import { describe, expect, it } from 'vitest';
import { bodyLimit, bodyLimitOf } from '../../src/server/middleware/body-limit.ts';
import { JSON_BODY_LIMIT } from '../../src/server/request-body.ts';
import { MEDIA_UPLOAD_BODY_LIMIT } from '../../src/server/media/upload.ts';
import { DOCUMENT_UPLOAD_BODY_LIMIT, DOCUMENT_UPLOAD_PATH } from '../../src/server/verification/upload.ts';
import { renderNext, stepContext } from '../helpers/middleware-context.ts';

const declaring = (path: string, length: number, method = 'POST') =>
  stepContext(`http://localhost${path}`, { method, headers: { 'content-length': String(length), 'content-type': 'application/json' } });

describe('body limit step', () => {
  it('answers 413 payload_too_large (JSON, security headers) over 64 KiB', async () => {
    const next = renderNext();
    const response = (await bodyLimit(declaring('/web-api/x', JSON_BODY_LIMIT + 1), next)) as Response;
    expect(response.status).toBe(413);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const body = (await response.json()) as { errors: { code: string; meta?: { limit: number } }[] };
    expect(body.errors[0]?.code).toBe('payload_too_large');
    expect(next.calls).toBe(0);
  });

  it('lets a body at the limit, and no declared length, go on', async () => {
    const next = renderNext();
    expect(((await bodyLimit(declaring('/web-api/x', JSON_BODY_LIMIT), next)) as Response).status).toBe(200);
    expect(((await bodyLimit(stepContext('http://localhost/en'), next)) as Response).status).toBe(200);
    expect(next.calls).toBe(2);
  });

  it('takes the upload endpoints\u2019 own limits for their POSTs only', async () => {
    expect(bodyLimitOf('POST', '/console-api/media/main')).toBe(MEDIA_UPLOAD_BODY_LIMIT);
    expect(bodyLimitOf('POST', DOCUMENT_UPLOAD_PATH)).toBe(DOCUMENT_UPLOAD_BODY_LIMIT);
    expect(bodyLimitOf('PUT', '/console-api/media/main')).toBe(JSON_BODY_LIMIT);
    expect(bodyLimitOf('POST', '/web-api/x')).toBe(JSON_BODY_LIMIT);
    const next = renderNext();
    expect(((await bodyLimit(declaring(DOCUMENT_UPLOAD_PATH, JSON_BODY_LIMIT * 2), next)) as Response).status).toBe(200);
    expect(next.calls).toBe(1);
  });
});
