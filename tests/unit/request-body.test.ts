/**
 * The one request-body reader (src/server/request-body.ts) of the JSON endpoints and the uploads:
 * a declared length over the limit is refused before reading, a chunked body as soon as it passes
 * the limit (413 payload_too_large with `meta.limit`); text must be UTF-8.
 */
import { describe, expect, it } from 'vitest';
import { readBodyBytes, readBodyText } from '../../src/server/request-body.ts';
import { AppError, errorResponse } from '../../src/server/errors.ts';

/** A chunked POST of `chunks` chunks of `size` bytes of `byte`; `pulled()` counts the chunks read. */
function chunked(chunks: number, size: number, byte = 0x61, headers: Record<string, string> = {}) {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === chunks) return controller.close();
      sent++;
      controller.enqueue(new Uint8Array(size).fill(byte));
    },
  });
  return { request: new Request('http://localhost/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit), pulled: () => sent };
}

async function refusal(read: Promise<unknown>) {
  const error = await read.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  const response = errorResponse(error);
  return { status: response.status, body: (await response.json()) as { errors: { code: string; meta?: { limit?: number } }[] } };
}

describe('request body reader', () => {
  it('reads bytes and text up to the limit', async () => {
    expect((await readBodyBytes(chunked(4, 256).request, 1024)).byteLength).toBe(1024);
    expect(await readBodyText(chunked(2, 3).request, 6)).toBe('aaaaaa');
    expect(await readBodyText(new Request('http://localhost/x'))).toBe('');
  });

  it('refuses a declared length over the limit before reading, for bytes and text alike', async () => {
    for (const read of [readBodyBytes, readBodyText]) {
      const { request, pulled } = chunked(8, 256, 0x61, { 'content-length': '2048' });
      const { status, body } = await refusal(read(request, 1024));
      expect(status).toBe(413);
      expect(body.errors[0]).toMatchObject({ code: 'payload_too_large', meta: { limit: 1024 } });
      expect(pulled()).toBeLessThanOrEqual(1); // the stream's own read-ahead, never the reader's
    }
  });

  it('refuses a chunked body as soon as it passes the limit', async () => {
    const { request, pulled } = chunked(100, 256);
    expect((await refusal(readBodyBytes(request, 1024))).status).toBe(413);
    expect(pulled()).toBeLessThanOrEqual(6);
  });

  it('refuses text that is not UTF-8 (400 bad_request)', async () => {
    const { status, body } = await refusal(readBodyText(chunked(1, 2, 0xff).request, 1024));
    expect(status).toBe(400);
    expect(body.errors[0]?.code).toBe('bad_request');
  });
});
