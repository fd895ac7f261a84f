/**
 * Bad input over HTTP on the built server is refused with a 4xx and a JSON body, never a 5xx:
 * - text with NUL or an unpaired surrogate in any body field or query parameter → 400 naming the
 *   field (schemas/primitives.ts `safeString`), on the routes that reach the database with it;
 * - dates and numbers of query strings outside their range → 400 naming the parameter on the API,
 *   the "invalid date" notice on the office history page (`isoDay`, `queryInteger`);
 * - request bodies over 64 KiB → 413 before they are read, with a Content-Length and chunked
 *   (src/server/middleware/body-limit.ts, src/server/request-body.ts `readBodyText`): fast, and
 *   without the server's memory growing by the body's size.
 *
 * The body-size tests start their OWN server, so the server's memory is measured alone.
 */
import { request as httpRequest } from 'node:http';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEST_PASSWORD, createClient, registerPlayer, uniqueText } from '../helpers/http-client.ts';
import { startBuiltServer, type RunningServer } from '../helpers/server.ts';

const base = () => inject('portalUrl');
const PASSWORD = TEST_PASSWORD;
const unique = uniqueText;

const player = () => registerPlayer(base(), 'hard');

/** Expects a 400 whose error names `field`. */
function expectRefusedField(res: { status: number; body: any }, field: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  const error = res.body.errors[0];
  expect(error.code).toBe('bad_request');
  expect(error.detail).toContain(`${field}:`);
}

describe('text the database cannot store', () => {
  const UNSAFE = ['a\u0000b', '\u0000', 'x\ud800y', '\udfff'];

  it.each(UNSAFE.map((text) => [JSON.stringify(text), text]))('login, recover and reset refuse %s naming the field', async (_, text) => {
    const guest = createClient(base());
    await guest.init();
    expectRefusedField(await guest.post('/web-api/auth/login', { mode: 'login_password', uLogin: `me${text}@example.com`, uPassword: PASSWORD, save: false }), 'uLogin');
    expectRefusedField(await guest.post('/web-api/auth/login', { mode: 'login_password', uLogin: 'me@example.com', uPassword: `${PASSWORD}${text}`, save: false }), 'uPassword');
    expectRefusedField(await guest.post('/web-api/auth/password/recover', { identifier: `me${text}@example.com` }), 'identifier');
    expectRefusedField(await guest.post('/web-api/auth/password/reset', { identifier: `me${text}@example.com`, code: '123456', password: 'another long password' }), 'identifier');
    // A URL carries NUL (%00) but not an unpaired surrogate (not encodable as UTF-8).
    if (text.isWellFormed()) expectRefusedField(await guest.devGet(`/web-api/dev/outbox?recipient=${encodeURIComponent(`me${text}@example.com`)}`), 'recipient');
  });

  it('deposit and withdrawal idempotency keys and coupon settings refuse NUL naming the field', async () => {
    const { client, accountId } = await player();
    for (const path of ['/web-api/payments/deposit', '/web-api/payments/withdraw']) {
      expectRefusedField(await client.post(path, { accountId, amount: '10', provider: 'test', idempotencyKey: `key\u0000${unique('')}` }), 'idempotencyKey');
      expectRefusedField(await client.post(path, { accountId, amount: '10', provider: 'test', idempotencyKey: `key\ud800${unique('')}` }), 'idempotencyKey');
    }
    const settings = (await client.get('/web-api/coupon/settings')).body;
    expectRefusedField(await client.request('PUT', '/web-api/coupon/settings', { ...settings, exactCoef: '1\u0000' }), 'exactCoef');
    // The same requests with ordinary text pass.
    expect((await client.request('PUT', '/web-api/coupon/settings', { ...settings, exactCoef: '1.5' })).status).toBe(200);
    expect((await client.post('/web-api/payments/deposit', { accountId, amount: '10', provider: 'test', idempotencyKey: unique('key-') })).status).toBe(200);
  });
});

describe('ranges of query dates and numbers', () => {
  it.each([
    ['from=0000-01-01', 'from'],
    ['to=0000-12-31', 'to'],
    ['from=1899-12-31', 'from'],
    ['to=9999-12-31', 'to'],
    ['from=2026-02-30', 'from'],
    ['page=1e3', 'page'],
    ['page=10001', 'page'],
    ['pageSize=0x10', 'pageSize'],
    ['directory=9007199254740993', 'directory'],
  ])('GET /web-api/bets/history?%s → 400 naming %s', async (query, field) => {
    const { client } = await player();
    expectRefusedField(await client.get(`/web-api/bets/history?${query}`), field);
  });

  it('accepts the edges of the range', async () => {
    const { client } = await player();
    const res = await client.get('/web-api/bets/history?from=1900-01-01&to=2999-12-31&page=10000&pageSize=100');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ entities: [], total_count: 0 });
  });

  it('payment history refuses a page past its range instead of failing', async () => {
    const { client } = await player();
    expectRefusedField(await client.get('/web-api/payments/history?page=900719925474099'), 'page');
  });

  it('the office history page shows the invalid-date notice for a day out of range', async () => {
    const { client } = await player();
    const page = await client.get('/en/office/history?from=0000-01-01&to=2026-01-31');
    expect(page.status).toBe(200);
    expect(page.body).toContain('id="history-period-error"');
    expect(page.body).toContain('The period was not applied.');
  });
});

describe('request body size', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer({ PORTAL_DEV_TOOLS: '1', PORTAL_CAPTCHA_COST: '50', PORTAL_CAPTCHA_COUNTER_MAX: '40' });
    // Warm up (database, feed, settlement worker) so that timings and memory measure the body alone.
    const client = createClient(server.url);
    await client.init();
    await client.get('/bff-api/feed/line?limit=1');
    await client.post('/web-api/auth/login', { mode: 'login_password', uLogin: 'warm@example.com', uPassword: 'warm up password', save: false });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
  });

  /** Resident memory of the server process, bytes. */
  const rss = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))![1]) * 1024;

  /**
   * Streams `total` bytes of a JSON-looking body to `path` (with or without Content-Length) and
   * resolves with the answer, or with 'no answer'. Stops writing once the answer has come.
   */
  async function sendLarge(path: string, total: number, declareLength: boolean): Promise<{ status: number | 'no answer'; body: string; ms: number }> {
    const url = new URL(path, server.url);
    // A guest's CSRF pair, so that the request reaches the endpoint's body reader.
    const guest = createClient(server.url);
    await guest.init();
    const csrf = guest.jar.get('csrf_token')!;
    const started = Date.now();
    return new Promise((resolve) => {
      let answered = false;
      const headers: Record<string, string> = { host: 'localhost', 'content-type': 'application/json', origin: `http://localhost:${url.port}`, cookie: `csrf_token=${csrf}`, 'x-csrf-token': csrf };
      if (declareLength) headers['content-length'] = String(total);
      const req = httpRequest({ hostname: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers }, (res) => {
        answered = true;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, ms: Date.now() - started }));
        res.on('error', () => resolve({ status: res.statusCode ?? 0, body, ms: Date.now() - started }));
      });
      req.on('error', () => {
        if (!answered) resolve({ status: 'no answer', body: '', ms: Date.now() - started });
      });
      const chunk = Buffer.alloc(64 * 1024, 'a'.charCodeAt(0));
      let sent = 0;
      const write = () => {
        while (!answered && sent < total) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', write);
        }
        req.end();
      };
      req.write('{"pad":"');
      write();
    });
  }

  it.each([
    ['with Content-Length', true],
    ['chunked, without Content-Length', false],
  ])('a 100 MB body %s is refused with 413 quickly, and the server does not take it in', async (_, declareLength) => {
    const before = rss();
    const res = await sendLarge('/web-api/auth/login', 100 * 1024 * 1024, declareLength);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).errors[0]).toMatchObject({ status: '413', code: 'payload_too_large' });
    expect(res.ms).toBeLessThan(5_000);
    expect(rss() - before).toBeLessThan(40 * 1024 * 1024);
    // The server still answers.
    expect((await createClient(server.url).init()).status).toBe(200);
  }, 60_000);

  it('a body just under the limit is read (and refused for what it says, not for its size)', async () => {
    const client = createClient(server.url);
    await client.init();
    const res = await client.post('/web-api/auth/login', { mode: 'login_password', uLogin: 'me@example.com', uPassword: 'p'.repeat(1024), pad: 'x'.repeat(60 * 1024) });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].code).toBe('bad_request');
  });
});
