/**
 * The browser request layer (src/client/shell/api.ts) against a real local HTTP server whose answers
 * each test scripts: request headers (spec §7), the one-time retries of spec §4 "Request
 * retries" and the error shapes of spec §8. No fetch or ky mocks.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ApiError,
  CANCELLED_STATUS,
  createApiClient,
  joinErrorDetails,
  type ApiClientOptions,
} from '../../src/client/shell/api.ts';

/** One request as the server saw it. */
interface Hit {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What a scripted handler answers; `null` leaves the request hanging (the test ends it). */
type Reply = { status?: number; json?: unknown; text?: string; contentType?: string } | null;
type Handler = (hit: Hit, index: number) => Reply;

let server: Server;
let baseUrl: string;
let hits: Hit[] = [];
let handler: Handler = () => ({ json: {} });
const hanging: ServerResponse[] = [];

function error(status: number, code: string, detail: string) {
  return { status: String(status), code, title: code, detail };
}

/** Answers the scripted replies in order; the last one repeats. */
function script(...replies: Reply[]): void {
  handler = (_hit, index) => replies[Math.min(index, replies.length - 1)] ?? null;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const hit: Hit = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      hits.push(hit);
      const reply = handler(hit, hits.length - 1);
      if (reply === null) {
        hanging.push(res);
        return;
      }
      const status = reply.status ?? 200;
      if (reply.text !== undefined) {
        res.writeHead(status, { 'Content-Type': reply.contentType ?? 'text/plain; charset=utf-8' });
        res.end(reply.text);
      } else if (reply.json === undefined) {
        res.writeHead(status);
        res.end();
      } else {
        res.writeHead(status, { 'Content-Type': reply.contentType ?? 'application/json; charset=utf-8' });
        res.end(JSON.stringify(reply.json));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  hits = [];
  handler = () => ({ json: {} });
});

afterEach(() => {
  for (const res of hanging.splice(0)) res.destroy();
});

/** A client with spy helpers: token 'token-1', after a forced refresh 'token-2'. */
function setup(overrides: Partial<ApiClientOptions> = {}) {
  let language = 'en';
  let token: string | null = 'token-1';
  const helpers = {
    getToken: vi.fn(async (forceRefresh: boolean) => {
      if (forceRefresh) token = 'token-2';
      return token;
    }),
    dropToken: vi.fn(() => {
      token = null;
    }),
    refreshFingerprint: vi.fn(async () => {}),
    solveCaptcha: vi.fn(async (_code: number, _challenge: unknown): Promise<string | null> => 'solved-42'),
    onTermsRequired: vi.fn(() => {}),
    csrfToken: vi.fn((): string | null => 'csrf-1'),
  };
  const options: ApiClientOptions = {
    baseUrl,
    appName: 'portal-web',
    language: () => language,
    ...helpers,
    ...overrides,
  };
  return {
    api: createApiClient(options),
    helpers,
    setLanguage: (lng: string) => {
      language = lng;
    },
  };
}

/** The rejection of a promise, which must reject with an ApiError. */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}

describe('request headers (spec §7)', () => {
  it('sends X-Requested-With, X-app-n, X-Language and the bearer token, no CSRF token on GET', async () => {
    script({ json: { ok: true } });
    const { api, setLanguage } = setup();
    await expect(api.get('/web-api/balance', { searchParams: { lang: 'en' } })).resolves.toEqual({ ok: true });
    setLanguage('ru');
    await api.get('/limit-service-api/api/external/web/v3/limits');

    expect(hits).toHaveLength(2);
    const [first, second] = hits as [Hit, Hit];
    expect(first.method).toBe('GET');
    expect(first.url).toBe('/web-api/balance?lang=en');
    expect(first.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(first.headers['x-app-n']).toBe('portal-web');
    expect(first.headers['x-language']).toBe('en');
    expect(first.headers.authorization).toBe('Bearer token-1');
    expect(first.headers['x-csrf-token']).toBeUndefined();
    expect(first.headers.accept).toContain('application/json');
    // The language is read on every request.
    expect(second.headers['x-language']).toBe('ru');
  });

  it('sends X-CSRF-Token and the JSON body on POST and DELETE', async () => {
    script({ json: { saved: true } }, { status: 204, json: undefined });
    const { api } = setup();
    await expect(api.post('/web-api/settings', { id: 3, value: 'on' })).resolves.toEqual({ saved: true });
    await expect(api.delete('/limit-service-api/api/external/web/v3/limit', { json: { id: 7 } })).resolves.toBeUndefined();

    const [post, del] = hits as [Hit, Hit];
    expect(post.method).toBe('POST');
    expect(post.headers['x-csrf-token']).toBe('csrf-1');
    expect(post.headers['content-type']).toContain('application/json');
    expect(JSON.parse(post.body)).toEqual({ id: 3, value: 'on' });
    expect(post.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(post.headers['x-app-n']).toBe('portal-web');
    expect(post.headers['x-language']).toBe('en');
    expect(del.method).toBe('DELETE');
    expect(del.headers['x-csrf-token']).toBe('csrf-1');
    expect(JSON.parse(del.body)).toEqual({ id: 7 });
  });

  it('sends no CSRF token when there is none, and no Authorization without a token or with auth: false', async () => {
    const { api } = setup({ csrfToken: () => null, getToken: async () => null });
    await api.post('/web-api/settings', { id: 1 });
    const { api: withToken, helpers } = setup();
    await withToken.get('/web-api/user/gettoken', { auth: false });

    const [post, tokenCall] = hits as [Hit, Hit];
    expect(post.headers['x-csrf-token']).toBeUndefined();
    expect(post.headers.authorization).toBeUndefined();
    expect(tokenCall.headers.authorization).toBeUndefined();
    expect(helpers.getToken).not.toHaveBeenCalled();
  });

  it('the bare ky instance sends the same headers', async () => {
    script({ json: { bare: true } });
    const { api } = setup();
    await expect((await api.ky()).put('/web-api/x', { json: { a: 1 } }).json()).resolves.toEqual({ bare: true });
    const [hit] = hits as [Hit];
    expect(hit.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(hit.headers['x-app-n']).toBe('portal-web');
    expect(hit.headers['x-language']).toBe('en');
    expect(hit.headers['x-csrf-token']).toBe('csrf-1');
    expect(hit.headers.authorization).toBe('Bearer token-1');
  });
});

describe('401: discard token, fetch new, retry once (spec §8)', () => {
  const unauthorized = { status: 401, json: { errors: [error(401, 'unauthorized', 'Log in first')] } };

  it('drops the token, fetches a new one with forceRefresh and repeats the request once with it', async () => {
    script(unauthorized, { json: { balance: 10 } });
    const { api, helpers } = setup();
    await expect(api.post('/web-api/bet', { stake: 5 })).resolves.toEqual({ balance: 10 });

    expect(hits).toHaveLength(2);
    expect(hits[0]!.headers.authorization).toBe('Bearer token-1');
    expect(hits[1]!.headers.authorization).toBe('Bearer token-2');
    expect(JSON.parse(hits[1]!.body)).toEqual({ stake: 5 });
    expect(hits[1]!.headers['x-csrf-token']).toBe('csrf-1');
    expect(helpers.dropToken).toHaveBeenCalledTimes(1);
    expect(helpers.getToken.mock.calls).toEqual([[false], [true]]);
    // dropToken came before the forced refresh.
    expect(helpers.dropToken.mock.invocationCallOrder[0]!).toBeLessThan(helpers.getToken.mock.invocationCallOrder[1]!);
  });

  it('throws a second 401 instead of retrying again', async () => {
    script(unauthorized);
    const { api, helpers } = setup();
    const err = await failure(api.get('/web-api/balance'));

    expect(hits).toHaveLength(2);
    expect(err.status).toBe(401);
    expect(err.code).toBe('unauthorized');
    expect(err.message).toBe('Log in first');
    expect(err.shown).toBe(true);
    expect(helpers.dropToken).toHaveBeenCalledTimes(1);
    expect(helpers.getToken.mock.calls.filter(([force]) => force)).toHaveLength(1);
  });

  it('throws the 401 without a retry when no new token comes', async () => {
    script(unauthorized, { json: {} });
    const { api, helpers } = setup({ getToken: vi.fn(async (force: boolean) => (force ? null : 'old')) });
    const err = await failure(api.get('/web-api/balance'));
    expect(err.status).toBe(401);
    expect(hits).toHaveLength(1);
    expect(helpers.dropToken).toHaveBeenCalledTimes(1);
  });

  it('does not retry a 401 of a call made with auth: false', async () => {
    script(unauthorized, { json: {} });
    const { api, helpers } = setup();
    const err = await failure(api.get('/web-api/user/gettoken', { auth: false }));
    expect(err.status).toBe(401);
    expect(hits).toHaveLength(1);
    expect(helpers.dropToken).not.toHaveBeenCalled();
  });
});

describe('400 fingerprint error: refresh fingerprint, retry once (spec §8)', () => {
  const badFingerprint = { status: 400, json: { errors: [error(400, 'fingerprint_invalid', 'Fingerprint expired')] } };

  it('refreshes the fingerprint and repeats the request once', async () => {
    script(badFingerprint, { json: { ok: 1 } });
    const { api, helpers } = setup();
    await expect(api.post('/web-api/login', { uLogin: 'a' })).resolves.toEqual({ ok: 1 });
    expect(hits).toHaveLength(2);
    expect(helpers.refreshFingerprint).toHaveBeenCalledTimes(1);
    expect(JSON.parse(hits[1]!.body)).toEqual({ uLogin: 'a' });
  });

  it('throws a second fingerprint error instead of retrying again', async () => {
    script(badFingerprint);
    const { api, helpers } = setup();
    const err = await failure(api.get('/web-api/session'));
    expect(hits).toHaveLength(2);
    expect(helpers.refreshFingerprint).toHaveBeenCalledTimes(1);
    expect(err.status).toBe(400);
    expect(err.code).toBe('fingerprint_invalid');
  });

  it('finds the fingerprint code in any error of the list; other 400s are not retried', async () => {
    script(
      { status: 400, json: { errors: [error(400, 'bad_request', 'a'), error(400, 'fingerprint_invalid', 'b')] } },
      { json: { ok: 2 } },
    );
    const { api } = setup();
    await expect(api.get('/web-api/x')).resolves.toEqual({ ok: 2 });
    expect(hits).toHaveLength(2);

    hits = [];
    script({ status: 400, json: { errors: [error(400, 'bad_request', 'lang: required')] } }, { json: {} });
    const { api: other, helpers } = setup();
    const err = await failure(other.get('/web-api/x'));
    expect(hits).toHaveLength(1);
    expect(err.code).toBe('bad_request');
    expect(helpers.refreshFingerprint).not.toHaveBeenCalled();
    expect(helpers.solveCaptcha).not.toHaveBeenCalled();
  });
});

describe('400 captcha: solve, repeat with the solution in a header, on failure propagate (spec §8)', () => {
  const challenge = { siteKey: 'site-1', image: '/captcha/1.png' };
  const captcha = (code: number) => ({
    status: 400,
    json: { errors: [error(400, 'captcha_required', 'Solve the captcha')], captcha: { code, challenge } },
  });

  it.each([100, 111, 112, 113, 114])('code %i: calls the solver and repeats once with X-Captcha-Solution', async (code) => {
    script(captcha(code), { json: { sent: true } });
    const { api, helpers } = setup();
    await expect(api.post('/web-api/send-sms', { phone: '+100' })).resolves.toEqual({ sent: true });

    expect(helpers.solveCaptcha).toHaveBeenCalledTimes(1);
    expect(helpers.solveCaptcha).toHaveBeenCalledWith(code, challenge);
    expect(hits).toHaveLength(2);
    expect(hits[0]!.headers['x-captcha-solution']).toBeUndefined();
    expect(hits[1]!.headers['x-captcha-solution']).toBe('solved-42');
    expect(JSON.parse(hits[1]!.body)).toEqual({ phone: '+100' });
    expect(hits[1]!.headers['x-csrf-token']).toBe('csrf-1');
    expect(hits[1]!.headers.authorization).toBe('Bearer token-1');
  });

  it('propagates the captcha error when the solver gives null', async () => {
    script(captcha(111), { json: {} });
    const { api, helpers } = setup({ solveCaptcha: vi.fn(async () => null) });
    const err = await failure(api.post('/web-api/login', {}));
    expect(hits).toHaveLength(1);
    expect(err.status).toBe(400);
    expect(err.code).toBe('captcha_required');
    expect(err.message).toBe('Solve the captcha');
    expect(err.body).toMatchObject({ captcha: { code: 111, challenge } });
    expect(helpers.refreshFingerprint).not.toHaveBeenCalled();
  });

  it('propagates the captcha error when the solver throws', async () => {
    script(captcha(100), { json: {} });
    const { api } = setup({ solveCaptcha: vi.fn(async () => Promise.reject(new Error('closed'))) });
    const err = await failure(api.post('/web-api/login', {}));
    expect(hits).toHaveLength(1);
    expect(err.code).toBe('captcha_required');
  });

  it('propagates the error of a failed repeat without solving again', async () => {
    script(captcha(112), { status: 400, json: { errors: [error(400, 'captcha_wrong', 'Wrong answer')], captcha: { code: 112, challenge } } });
    const { api, helpers } = setup();
    const err = await failure(api.post('/web-api/login', {}));
    expect(hits).toHaveLength(2);
    expect(helpers.solveCaptcha).toHaveBeenCalledTimes(1);
    expect(err.code).toBe('captcha_wrong');
    expect(err.message).toBe('Wrong answer');
  });

  it('ignores unknown captcha codes', async () => {
    script(captcha(5), { json: {} });
    const { api, helpers } = setup();
    await failure(api.post('/web-api/login', {}));
    expect(hits).toHaveLength(1);
    expect(helpers.solveCaptcha).not.toHaveBeenCalled();
  });

  it('each retry happens at most once per call: 401, then fingerprint, then captcha, then success', async () => {
    script(
      { status: 401, json: { errors: [error(401, 'unauthorized', 'x')] } },
      { status: 400, json: { errors: [error(400, 'fingerprint_invalid', 'y')] } },
      captcha(113),
      { json: { done: true } },
    );
    const { api, helpers } = setup();
    await expect(api.post('/web-api/login', { a: 1 })).resolves.toEqual({ done: true });
    expect(hits).toHaveLength(4);
    expect(hits[3]!.headers.authorization).toBe('Bearer token-2');
    expect(hits[3]!.headers['x-captcha-solution']).toBe('solved-42');
    expect(helpers.refreshFingerprint).toHaveBeenCalledTimes(1);
    expect(helpers.solveCaptcha).toHaveBeenCalledTimes(1);
  });
});

describe('errors (spec §8)', () => {
  it('joins every error detail with "; " and keeps the error list and body', async () => {
    const errors = [error(422, 'limit_too_high', 'Limit is above 1000'), error(422, 'period_unknown', 'Unknown period')];
    script({ status: 422, json: { errors } });
    const { api } = setup();
    const err = await failure(api.post('/limit-service-api/api/external/web/v3/limits', {}));
    expect(err.status).toBe(422);
    expect(err.code).toBe('limit_too_high');
    expect(err.message).toBe('Limit is above 1000; Unknown period');
    expect(err.errors).toEqual(errors);
    expect(err.body).toEqual({ errors });
    expect(err.shown).toBe(true);
    expect(err.name).toBe('ApiError');
  });

  it('does not retry server errors on its own (retry limit 0)', async () => {
    script({ status: 503, json: { errors: [error(503, 'unavailable', 'Try later')] } }, { json: {} });
    const { api } = setup();
    const err = await failure(api.get('/web-api/balance'));
    expect(hits).toHaveLength(1);
    expect(err.status).toBe(503);
    expect(err.message).toBe('Try later');
  });

  it('a non-JSON error body gives a generic message, the text as body and an http_<status> code', async () => {
    script({ status: 502, text: '<html>Bad gateway</html>', contentType: 'text/html' });
    const { api } = setup();
    const err = await failure(api.get('/web-api/balance'));
    expect(err.status).toBe(502);
    expect(err.code).toBe('http_502');
    expect(err.message).toBe('Request failed with status 502');
    expect(err.body).toBe('<html>Bad gateway</html>');
    expect(err.errors).toEqual([]);
  });

  it('451 with exception_code 1 → terms_not_accepted and onTermsRequired (go to confirm-terms)', async () => {
    script({ status: 451, json: { exception_code: 1, errors: [error(451, 'terms', 'Accept the new terms')] } });
    const { api, helpers } = setup();
    const err = await failure(api.get('/web-api/balance'));
    expect(err.status).toBe(451);
    expect(err.code).toBe('terms_not_accepted');
    expect(err.message).toBe('Accept the new terms');
    expect(err.shown).toBe(false);
    expect(helpers.onTermsRequired).toHaveBeenCalledTimes(1);
    expect(hits).toHaveLength(1);
  });

  it('451 without exception_code 1 is an ordinary error', async () => {
    script({ status: 451, json: { exception_code: 2, errors: [error(451, 'geo_blocked', 'Not available here')] } });
    const { api, helpers } = setup();
    const err = await failure(api.get('/web-api/balance'));
    expect(err.code).toBe('geo_blocked');
    expect(helpers.onTermsRequired).not.toHaveBeenCalled();
  });

  it('a cancelled request fails with status 499, not shown', async () => {
    handler = () => null;
    const { api } = setup();
    const controller = new AbortController();
    const pending = api.get('/web-api/slow', { signal: controller.signal });
    await vi.waitFor(() => expect(hits).toHaveLength(1));
    controller.abort();
    const err = await failure(pending);
    expect(err.status).toBe(CANCELLED_STATUS);
    expect(err.code).toBe('cancelled');
    expect(err.shown).toBe(false);
  });

  it('an already aborted signal fails with 499 without a request', async () => {
    const { api } = setup();
    const err = await failure(api.post('/web-api/x', {}, { signal: AbortSignal.abort(new Error('gone')) }));
    expect(err.status).toBe(499);
    expect(err.shown).toBe(false);
    expect(hits).toHaveLength(0);
  });

  it('cancelling while the captcha is being solved does not repeat the request', async () => {
    script({ status: 400, json: { errors: [error(400, 'captcha_required', 'c')], captcha: { code: 100, challenge: null } } }, { json: {} });
    const controller = new AbortController();
    const { api } = setup({
      solveCaptcha: async () => {
        controller.abort();
        return 'late';
      },
    });
    const err = await failure(api.post('/web-api/login', {}, { signal: controller.signal }));
    expect(err.status).toBe(499);
    expect(hits).toHaveLength(1);
  });

  it('a refused connection is a network error: status 0, code network_error, shown', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const { api } = setup({ baseUrl: `http://127.0.0.1:${port}` });
    const err = await failure(api.get('/web-api/balance'));
    expect(err.status).toBe(0);
    expect(err.code).toBe('network_error');
    expect(err.shown).toBe(true);
    expect(err.message).toMatch(/^Network error: /);
  });

  it('a timeout fails with code timeout', async () => {
    handler = () => null;
    const { api } = setup({ timeout: 100 });
    const err = await failure(api.get('/web-api/slow'));
    expect(err.status).toBe(0);
    expect(err.code).toBe('timeout');
    expect(err.shown).toBe(true);
  });

  it('a success body that is not JSON fails with invalid_response', async () => {
    script({ text: 'not json', contentType: 'application/json' });
    const { api } = setup();
    const err = await failure(api.get('/web-api/balance'));
    expect(err.code).toBe('invalid_response');
  });
});

describe('joinErrorDetails', () => {
  it('joins each detail with "; "', () => {
    expect(joinErrorDetails({ errors: [error(400, 'a', 'First'), error(400, 'b', 'Second'), error(400, 'c', 'Third')] })).toBe(
      'First; Second; Third',
    );
  });

  it('falls back to the title for an error without detail and skips empty ones', () => {
    expect(joinErrorDetails({ errors: [{ code: 'x', title: 'Only title' }, { code: 'y', detail: '' }, 'junk', { detail: 'Last' }] })).toBe(
      'Only title; Last',
    );
  });

  it('gives "" for bodies without an error list', () => {
    expect(joinErrorDetails(undefined)).toBe('');
    expect(joinErrorDetails(null)).toBe('');
    expect(joinErrorDetails('text')).toBe('');
    expect(joinErrorDetails({ errors: 'nope' })).toBe('');
    expect(joinErrorDetails({ errors: [] })).toBe('');
  });
});
