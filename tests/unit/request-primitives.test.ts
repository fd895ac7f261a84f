/**
 * The primitives every request schema is built from (schemas/primitives.ts) and the one JSON body
 * reader (src/server/endpoint.ts over src/server/request-body.ts): NUL and unpaired surrogates refused with the field named, day
 * and number ranges of queries, and the body size limit counted while a chunked body streams.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isoDay, queryInteger, safeString } from '../../schemas/primitives.ts';
import { loginBody, recoverBody, resetBody } from '../../schemas/auth-api.ts';
import { paymentBody, paymentHistoryQuery } from '../../schemas/wallet-api.ts';
import { betHistoryQuery, couponSettingsSchema, placeCouponRequest } from '../../schemas/coupon-api.ts';
import { readJson, readQuery } from '../../src/server/endpoint.ts';
import { JSON_BODY_LIMIT, readBodyText } from '../../src/server/request-body.ts';
import { readHistoryRequest } from '../../src/domain/pages/office.ts';
import { isAppError } from '../../src/server/errors.ts';

const UNSAFE = ['\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\udc00\ud800'];

describe('safeString', () => {
  it.each(UNSAFE.map((s) => [JSON.stringify(s), s]))('refuses %s', (_, text) => {
    expect(safeString().safeParse(text).success).toBe(false);
  });

  it('accepts ordinary text, emoji (a surrogate pair) and keeps the chained rules', () => {
    expect(safeString().safeParse('Zoë 😀').success).toBe(true);
    expect(safeString().min(3).safeParse('ab').success).toBe(false);
    expect(safeString().regex(/^\d+$/).safeParse('12').success).toBe(true);
  });

  it('names the field of a request schema that holds unsafe text', () => {
    const cases: [z.ZodType, unknown, string][] = [
      [loginBody, { mode: 'login_password', uLogin: 'a\u0000@x.com', uPassword: 'long password', save: false }, 'uLogin'],
      [recoverBody, { identifier: 'me\ud800@example.com' }, 'identifier'],
      [resetBody, { identifier: 'me@example.com', code: '123456', password: 'pass\u0000word' }, 'password'],
      [paymentBody, { accountId: 1, amount: '10', provider: 'test', idempotencyKey: 'key\u0000key' }, 'idempotencyKey'],
      [placeCouponRequest, { refId: 'abcdefgh', typeId: 0, accountId: 1, amount: '1', changeCoefAction: 0, bets: [{ key: '1:1:1:', gameId: '1:0', coef: 2 }], promoCode: 'x\u0000' }, 'promoCode'],
    ];
    for (const [schema, body, field] of cases) {
      const result = schema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((i) => i.path.join('.'))).toContain(field);
    }
    const settings = couponSettingsSchema.safeParse({ exactCoef: '1\u0000' });
    expect(settings.error!.issues.some((i) => i.path[0] === 'exactCoef' && i.message.includes('NUL'))).toBe(true);
  });
});

describe('isoDay and queryInteger', () => {
  it.each(['0000-01-01', '1899-12-31', '3000-01-01', '9999-12-31', '2025-02-29', '2026-1-01', '+275760-09-13', ''])('isoDay refuses %s', (day) => {
    expect(isoDay.safeParse(day).success).toBe(false);
  });

  it.each(['1900-01-01', '2024-02-29', '2999-12-31'])('isoDay accepts %s', (day) => {
    expect(isoDay.safeParse(day).success).toBe(true);
  });

  it.each(['', ' 1', '1e3', '0x10', '-1', '1.5', '11', '99999999999999999'])('queryInteger(1, 10) refuses %j', (text) => {
    expect(queryInteger(1, 10).safeParse(text).success).toBe(false);
  });

  it('queryInteger reads digits into a number, with a default when absent', () => {
    expect(queryInteger(1, 10).parse('7')).toBe(7);
    expect(z.object({ page: queryInteger(1, 10).default(1) }).parse({})).toEqual({ page: 1 });
  });

  it('the API queries and the office page apply the same ranges', () => {
    const url = (q: string) => new URL(`http://x/?${q}`);
    expect(() => readQuery(url('from=0000-01-01'), betHistoryQuery)).toThrow(/from:/);
    expect(() => readQuery(url('page=900719925474099'), paymentHistoryQuery)).toThrow(/page:/);
    expect(readQuery(url('from=2026-01-01&page=2'), betHistoryQuery)).toMatchObject({ from: '2026-01-01', page: 2 });
    expect(readHistoryRequest(new URLSearchParams('from=0000-01-01'))).toMatchObject({ from: undefined, periodProblem: 'invalid_date' });
    expect(readHistoryRequest(new URLSearchParams('to=9999-12-31'))).toMatchObject({ to: undefined, periodProblem: 'invalid_date' });
    expect(readHistoryRequest(new URLSearchParams('page=1e3'))).toMatchObject({ page: 1 });
  });
});

/** A request whose body streams in `chunks` with no Content-Length (as a chunked upload). */
function chunked(chunks: number, size: number, headers: Record<string, string> = {}): { request: Request; pulled: () => number } {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close();
      pulled++;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  }, { highWaterMark: 0 });
  return { request: new Request('http://x/', { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers }, duplex: 'half' } as RequestInit), pulled: () => pulled };
}

describe('the JSON body reader', () => {
  it('refuses a declared Content-Length over the limit without reading the body', async () => {
    const { request, pulled } = chunked(1000, 1024, { 'content-length': String(JSON_BODY_LIMIT + 1) });
    const error = await readJson(request, z.unknown()).catch((e: unknown) => e);
    expect(isAppError(error) && error.status).toBe(413);
    expect(pulled()).toBe(0);
  });

  it('stops a chunked body as soon as it passes the limit', async () => {
    const { request, pulled } = chunked(100_000, 1024);
    const error = await readBodyText(request).catch((e: unknown) => e);
    expect(isAppError(error) && error.code).toBe('payload_too_large');
    expect(pulled()).toBeLessThanOrEqual(JSON_BODY_LIMIT / 1024 + 2);
  });

  it('reads a body up to the limit', async () => {
    const { request } = chunked(JSON_BODY_LIMIT / 1024, 1024);
    expect((await readBodyText(request)).length).toBe(JSON_BODY_LIMIT);
  });
});
