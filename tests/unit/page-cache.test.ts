/** The guest page micro-cache: single flight, fresh hits, stale copies during a re-render, what is never kept. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PAGE_CACHE_TTL_MS, clearPageCache, pageEncodingFor, servePage } from '../../src/server/page-cache.ts';

const html = (body: string, init: ResponseInit = {}) => new Response(body, { status: 200, headers: { 'content-type': 'text/html' }, ...init });

afterEach(() => {
  clearPageCache();
  vi.useRealTimers();
});

describe('page cache', () => {
  it('renders once for concurrent requests and serves the copy until the TTL', async () => {
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 20));
      return html(`page ${renders}`);
    };
    const responses = await Promise.all(Array.from({ length: 10 }, () => servePage('k', render)));
    expect(renders).toBe(1);
    expect(await Promise.all(responses.map((r) => r.text()))).toEqual(Array(10).fill('page 1'));
    const again = await servePage('k', render);
    expect(again.headers.get('x-page-cache')).toBe('hit');
    expect(renders).toBe(1);
  });

  it('serves the stale copy while one request re-renders after the TTL', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let renders = 0;
    let release!: () => void;
    const slow = () => {
      renders++;
      return renders === 1 ? Promise.resolve(html('v1')) : new Promise<Response>((resolve) => (release = () => resolve(html('v2'))));
    };
    await servePage('k', slow);
    vi.setSystemTime(Date.now() + PAGE_CACHE_TTL_MS + 1);
    const refreshing = servePage('k', slow);
    const stale = await servePage('k', slow);
    expect(stale.headers.get('x-page-cache')).toBe('stale');
    expect(await stale.text()).toBe('v1');
    release();
    expect(await (await refreshing).text()).toBe('v2');
    expect(await (await servePage('k', slow)).text()).toBe('v2');
    expect(renders).toBe(2);
  });

  it('never keeps a page that sets cookies, is not HTML or is not 200', async () => {
    let renders = 0;
    const cases = [
      () => html('x', { headers: { 'content-type': 'text/html', 'set-cookie': 'a=1' } }),
      () => new Response('{}', { headers: { 'content-type': 'application/json' } }),
      () => html('nf', { status: 404 }),
    ];
    for (const [i, make] of cases.entries()) {
      await servePage(`c${i}`, async () => (renders++, make()));
      await servePage(`c${i}`, async () => (renders++, make()));
    }
    expect(renders).toBe(6);
  });
});

describe('stored pages compressed once', () => {
  const big = `<html><body>${'<p>Line of the day: 1X2 and totals.</p>'.repeat(200)}</body></html>`;

  it('sends a stored page in the encoding the request prefers, decoding to the same HTML', async () => {
    // As the renderer answers: with the length of the HTML, which a compressed copy must not carry.
    await servePage('z', async () => html(big, { headers: { 'content-type': 'text/html', 'content-length': String(Buffer.byteLength(big)) } }));
    const br = await servePage('z', async () => html('again'), 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.length);
    expect(brotliDecompressSync(brBytes).toString('utf8')).toBe(big);
    const gzip = await servePage('z', async () => html('again'), 'br;q=0, gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString('utf8')).toBe(big);
    const plain = await servePage('z', async () => html('again'));
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(big);
  });

  it('leaves a small page and a fresh render to the server', async () => {
    const small = await servePage('s', async () => html('<p>small</p>'), 'br');
    expect(small.headers.get('content-encoding')).toBeNull();
    const again = await servePage('s', async () => html('x'), 'br');
    expect(again.headers.get('x-page-cache')).toBe('hit');
    expect(again.headers.get('content-encoding')).toBeNull();
    expect(pageEncodingFor('identity')).toBeNull();
    expect(pageEncodingFor('gzip;q=0.5, br;q=0.9')).toBe('br');
  });
});
