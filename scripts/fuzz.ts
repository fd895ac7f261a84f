/**
 * `npm run fuzz -- --seed N --requests N [--url http://127.0.0.1:4321] [--concurrency 8] [--max-seconds 600]`
 *
 * A bounded HTTP fuzzer of the portal: fast-check arbitraries (seeded, so a run is repeatable)
 * build requests over every API endpoint (the files of `src/pages/**\/*.ts`, with their exported
 * methods) and every page pattern of the route table (`ROUTES` of src/domain/routing/route-table.ts),
 * as a guest without cookies, a guest with a CSRF token, a registered player with and without the
 * CSRF header, and a bearer token alone. Bodies are valid ones, valid ones with one field broken
 * (wrong types, NUL, unpaired surrogates, long strings, huge and fractional numbers, odd dates),
 * malformed JSON, other content types and bodies over the size limit; methods include odd ones.
 *
 * Without `--url` it starts its own built server (tests/helpers/server.ts, dev tools on, a cheap
 * captcha) and stops it at the end. It prints the count of each status and every 5xx with its
 * request, and exits 1 on any 5xx, on a request the server did not answer, or when the server no
 * longer answers at the end; 0 otherwise. Traffic goes only to the given (loopback) server; the run
 * stops after `--requests` requests or `--max-seconds`, whichever comes first.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { ROUTES } from '../src/domain/routing/route-table.ts';
import { outcomeKey, replayId } from '../src/domain/feed/outcome-key.ts';
import { createClient } from '../tests/helpers/http-client.ts';
import { startBuiltServer, type RunningServer } from '../tests/helpers/server.ts';
import { DEV_TOKEN } from '../tests/helpers/dev-token.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Options of one run. */
export interface FuzzOptions {
  /** Base URL of a running server; omitted → a built server is started for the run. */
  url?: string | undefined;
  /** fast-check seed. */
  seed: number;
  /** Requests to send. */
  requests: number;
  /** Requests in flight at once (default 8). */
  concurrency?: number;
  /** Stop sending after this many seconds even if fewer requests were sent (default 600). */
  maxSeconds?: number;
  /** Progress and the report go here (default console.log). */
  log?: (line: string) => void;
}

/** One fuzz request. */
export interface FuzzRequest {
  method: string;
  path: string;
  identity: IdentityName;
  headers: Record<string, string>;
  body?: string | undefined;
}

/** A request answered with a 5xx, or not answered. */
export interface FuzzFailure {
  request: FuzzRequest;
  status: number | 'no answer';
  /** The start of the answer (or the error). */
  answer: string;
}

/** The outcome of a run. */
export interface FuzzResult {
  sent: number;
  seconds: number;
  /** Count per status ("200", "404", ... and "no answer"). */
  statuses: Record<string, number>;
  failures: FuzzFailure[];
  /** The server answered after the run. */
  alive: boolean;
  /** Answers 500 of the route table's own server-error page (`/500`), by design; not failures. */
  serverErrorPage: number;
}

type IdentityName = 'none' | 'guest' | 'player' | 'player-no-csrf' | 'bearer';

/** Cookies and headers of one identity. */
interface Identity {
  cookie?: string;
  csrf?: string;
  bearer?: string;
}

/** What the run learnt from the server before fuzzing: ids that make requests reach deeper code. */
interface Facts {
  playerId: number;
  email: string;
  accountIds: number[];
  gameIds: number[];
  /** Bets of real markets: outcome key, game instance id, coefficient. */
  bets: { key: string; gameId: string; coef: number }[];
  couponIds: number[];
  settings: Record<string, unknown> | null;
}

// ---------------------------------------------------------------------------------------------
// Endpoints and pages

/** An API endpoint: its path with `[param]` placeholders and the methods its file exports. */
interface Endpoint {
  path: string;
  methods: string[];
}

/** Every endpoint file under src/pages (`.ts`), with its exported HTTP methods. */
export function apiEndpoints(root = ROOT): Endpoint[] {
  const pages = join(root, 'src/pages');
  return readdirSync(pages, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.ts'))
    .sort()
    .map((file) => {
      const text = readFileSync(join(pages, file), 'utf8');
      const methods = [...text.matchAll(/export const (GET|POST|PUT|PATCH|DELETE|ALL)\b/g)].map((m) => m[1]!);
      const path = `/${relative(pages, join(pages, file)).replace(/\.ts$/, '').replace(/\/index$/, '')}`;
      return { path, methods };
    });
}

const LANGS = ['', '/en', '/ru', '/de', '/zz', '/EN', '/e'];

/** Texts that break naive handlers. */
const NASTY_TEXT = [
  '', ' ', '\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\ud83d', '%00', '%', '%zz', '../../etc/passwd', '<script>alert(1)</script>',
  "' OR 1=1 --", '${7*7}', '{{7*7}}', '\r\nSet-Cookie: x=1', '\u202e', '😀', 'ü', 'null', 'undefined', 'NaN', '-0', '1e400',
  '0x10', '9'.repeat(40), '-1', '0', '2147483648', '9223372036854775808', '0000-01-01', '9999-12-31', '275760-09-13',
  '2024-02-30', '1970-01-01', 'T', 'true',
];

/** Percent-encodes text as a browser would (an unpaired surrogate, which URLs cannot carry, becomes U+FFFD). */
const encode = (text: string) => encodeURIComponent(text.toWellFormed());

/** Text the database cannot store: NUL, unpaired surrogates, alone or inside ordinary text. */
const unsafeText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\udc00\ud800'),
  fc.tuple(fc.string({ maxLength: 12 }), fc.constantFrom('\u0000', '\ud800', '\udfff'), fc.string({ maxLength: 12 })).map(([a, bad, b]) => a + bad + b),
);

/** Values of any JSON type that a field should refuse. */
const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: unsafeText },
  fc.constantFrom(...NASTY_TEXT),
  fc.constantFrom(null, true, false, 0, -1, 1.5, -0.0001, 1e308, -1e308, 2 ** 53, 2 ** 53 + 2, 2 ** 63, 2 ** 31, 1e21, Number.MIN_VALUE),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer().map((n) => n * 1_000_003),
  fc.double({ noNaN: true }),
  fc.integer({ min: 300, max: 70_000 }).map((n) => 'x'.repeat(n)),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.constant(Array.from({ length: 200 }, () => ({ a: [1, '2', null] }))),
);

/** Strings for query values and path parameters (percent-encoded as a browser would, or raw). */
const weirdQueryValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_TEXT).map(encode),
  fc.constantFrom('%00', '%ED%A0%80', '%FF', '%C0%AF', '%', '%2', '+', '%20', '..%2F', '1%00', 'a%00b'),
  fc.string({ maxLength: 20 }).map(encode),
  fc.integer({ min: -1, max: 200_000 }).map(String),
  fc.integer({ min: 500, max: 2500 }).map((n) => 'y'.repeat(n)),
);

/** A segment of a route pattern: literal text or a parameter. */
type Segment = { literal: string } | { name: string; optional: boolean; rest: boolean; choices: string[] | null };

function parsePattern(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const m = /^:(\w+)(?:\(([^)]*)\))?([?*]?)$/.exec(part);
      if (!m) return { literal: part };
      return { name: m[1]!, optional: m[3] === '?' || m[3] === '*', rest: m[3] === '*', choices: m[2] ? m[2].split('|') : null };
    });
}

/** A page path of one route of the table: a valid or broken value for each parameter. */
function routePath(route: (typeof ROUTES)[number]): fc.Arbitrary<string> {
  const segments = parsePattern(route.pattern);
  const params = (route as { params?: Record<string, RegExp> }).params ?? {};
  const parts = segments.map((segment): fc.Arbitrary<string> => {
    if ('literal' in segment) return fc.oneof({ weight: 9, arbitrary: fc.constant(segment.literal) }, { weight: 1, arbitrary: weirdQueryValue });
    const rule = params[segment.name];
    const valid: fc.Arbitrary<string> = segment.choices
      ? fc.constantFrom(...segment.choices)
      : rule instanceof RegExp
        ? fc.stringMatching(rule).filter((s) => s.length > 0 && s.length < 40 && !s.includes('/')).map(encode)
        : fc.oneof(fc.integer({ min: 1, max: 10 ** 9 }).map(String), fc.constantFrom('test', 'x'));
    const value = fc.oneof({ weight: 6, arbitrary: valid }, { weight: 3, arbitrary: weirdQueryValue });
    const withRest = segment.rest ? fc.tuple(value, fc.array(weirdQueryValue, { maxLength: 3 })).map(([v, more]) => [v, ...more].join('/')) : value;
    return segment.optional ? fc.option(withRest, { nil: '' }) : withRest;
  });
  return fc.tuple(fc.constantFrom(...LANGS), ...parts).map(([lang, ...rest]) => `${lang}/${rest.filter(Boolean).join('/')}`);
}

/** Query strings: known parameter names with valid or broken values, sometimes repeated or unknown. */
const QUERY_KEYS = [
  'page', 'perPage', 'pageSize', 'from', 'to', 'directory', 'view', 'limit', 'champId', 'lang', 'groups', 'games', 'recipient',
  'force_refresh', 'tab', 'market', 'login', 'returnUrl', 'transfered', 'direction', 'since', 'id', 'brand', 'x',
];
const GOOD_QUERY_VALUES = [
  '1', '2', '20', '100', '2026-01-01', '2026-12-31', 'full_view', 'compact_view', 'en', 'ru', 'maintenance,layout', '1,2,3',
  'deposit', 'withdrawal', 'true', 'main', 'live', '/en/office/history',
];
/** The query parameters each API reads. */
const ENDPOINT_QUERY_KEYS: Record<string, string[]> = {
  '/web-api/bets/history': ['directory', 'view', 'from', 'to', 'page', 'pageSize'],
  '/web-api/payments/history': ['page', 'perPage', 'direction'],
  '/web-api/payments/test-provider': ['accountId', 'amount', 'key', 'lang'],
  '/bff-api/feed/line': ['champId', 'limit', 'lang'],
  '/bff-api/feed/live': ['champId', 'limit', 'lang'],
  '/bff-api/feed/results': ['champId', 'limit', 'lang'],
  '/bff-api/feed/stream': ['games'],
  '/bff-api/config/all.json': ['lang'],
  '/bff-api/config/group/get': ['groups', 'lang'],
  '/bff-api/footer/get': ['lang'],
  '/web-api/dev/outbox': ['recipient'],
  '/web-api/user/gettoken': ['force_refresh'],
  '/office/history': ['directory', 'view', 'from', 'to', 'page'],
  '/manifest.json': ['lang'],
  '/pwa-icon/[file]': ['v'],
};
const DAYS = ['0000-01-01', '0001-01-01', '1899-12-31', '1900-01-01', '2026-02-29', '2024-02-29', '9999-12-31', '2999-12-31', '3000-01-01', '+275760-09-13', '2026-1-1', '01.01.2026', '2026-01-01T00:00:00Z'];
const NUMBER_KEYS = ['page', 'perPage', 'pageSize', 'limit', 'champId', 'directory', 'id'];
const NUMBERS = ['0', '1', '-1', '1.5', '1e3', '0x10', '%202', '10000', '10001', '900719925474099', '9007199254740993', '9'.repeat(30), '1e400', 'NaN', ''];
/** A query string over the given parameter names (and sometimes others), valid or broken values. */
function queryString(keys: string[] = QUERY_KEYS): fc.Arbitrary<string> {
  const key = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: fc.constantFrom(...QUERY_KEYS) });
  const anyValue = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...GOOD_QUERY_VALUES) },
    { weight: 2, arbitrary: fc.constantFrom(...DAYS) },
    { weight: 1, arbitrary: unsafeText.map(encode) },
    { weight: 1, arbitrary: fc.constantFrom('%00', 'a%00', '%00%00') },
    { weight: 3, arbitrary: weirdQueryValue },
  );
  // Days and numbers get values of their own kind most of the time: the edges of their ranges.
  const valueFor = (name: string): fc.Arbitrary<string> =>
    name === 'from' || name === 'to' ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...DAYS) }, { weight: 1, arbitrary: anyValue })
    : NUMBER_KEYS.includes(name) ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...NUMBERS) }, { weight: 1, arbitrary: anyValue })
    : anyValue;
  return fc.array(key.chain((k) => valueFor(k).map((v) => [k, v] as const)), { maxLength: 4 }).map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));
}

// ---------------------------------------------------------------------------------------------
// Bodies

/** A valid-looking body per endpoint (the run's facts fill in ids, bets and settings). */
function templates(facts: Facts): Record<string, fc.Arbitrary<Record<string, unknown>>> {
  const account = fc.oneof(fc.constantFrom(...(facts.accountIds.length ? facts.accountIds : [1])), fc.integer({ min: 1, max: 50 }));
  const key = fc.stringMatching(/^[a-z0-9]{8,20}$/);
  const amount = fc.constantFrom('1', '10', '150.50', '0.01', '100000', '0', '1.234', '99999999999');
  const code = fc.stringMatching(/^\d{6}$/);
  const phone = fc.constantFrom('7001234567', '(700) 123-45-67', '12345');
  const bet = facts.bets.length ? fc.constantFrom(...facts.bets) : fc.constant({ key: '1:1:1:', gameId: '1:0', coef: 2 });
  return {
    '/web-api/auth/login': fc.oneof(
      fc.record({ mode: fc.constant('login_password'), uLogin: fc.constantFrom(facts.email, 'nobody@example.com', '12345'), uPassword: fc.constantFrom('wrong password!', 'correct horse battery staple'), save: fc.boolean() }),
      fc.record({ mode: fc.constant('phone_password'), phone_number: phone, country_code: fc.constantFrom('+7', '44'), uPassword: fc.constant('wrong password!'), save: fc.boolean() }),
      fc.record({ mode: fc.constant('sms'), phone_number: phone, country_code: fc.constant('+7'), code, save: fc.boolean() }),
    ),
    '/web-api/auth/register': fc.oneof(
      fc.constant({ type: 'fast' }),
      fc.record({ type: fc.constant('email'), email: fc.emailAddress(), password: fc.constant('correct horse battery staple') }),
      fc.record({ type: fc.constant('phone'), phone_number: phone, country_code: fc.constant('+7'), password: fc.constant('correct horse battery staple'), sms_code: code }),
    ),
    '/web-api/auth/two-step': fc.record({ challenge: fc.string({ minLength: 20, maxLength: 40 }), code }),
    '/web-api/auth/sms/send': fc.record({ phone_number: phone, country_code: fc.constant('+7') }),
    '/web-api/auth/password/recover': fc.record({ identifier: fc.constantFrom(facts.email, 'nobody@example.com', '+7001234567') }),
    '/web-api/auth/password/reset': fc.record({ identifier: fc.constantFrom(facts.email, 'nobody@example.com'), code, password: fc.constant('another long password') }),
    '/web-api/auth/logout': fc.constant({}),
    '/web-api/user/two-step/enable': fc.record({ code }),
    '/web-api/user/two-step/setup': fc.constant({}),
    '/web-api/user/bonus-choice': fc.record({ choice: fc.constantFrom('none', 'sports', 'casino') }),
    '/web-api/user/account/add': fc.record({ currency: fc.constantFrom('USD', 'EUR', 'RUB', 'XXX', 'usd') }),
    '/web-api/user/account/remove': fc.record({ id: account }),
    '/web-api/user/account/switch': fc.record({ id: account }),
    '/web-api/user/terms/accept': fc.constant({}),
    '/web-api/payments/deposit': fc.record({ accountId: account, amount, provider: fc.constant('test'), idempotencyKey: key, testOutcome: fc.constantFrom('success', 'fail', 'pending', 'cancel') }, { requiredKeys: ['accountId', 'amount', 'provider', 'idempotencyKey'] }),
    '/web-api/payments/deposit/prepare': fc.record({ accountId: account, amount, provider: fc.constant('test'), idempotencyKey: key }),
    '/web-api/payments/withdraw': fc.record({ accountId: account, amount, provider: fc.constant('test'), idempotencyKey: key, testOutcome: fc.constantFrom('success', 'fail', 'pending', 'cancel') }, { requiredKeys: ['accountId', 'amount', 'provider', 'idempotencyKey'] }),
    '/web-api/coupon/place': fc.record({
      refId: fc.stringMatching(/^[A-Za-z0-9_-]{8,20}$/),
      typeId: fc.integer({ min: 0, max: 9 }),
      accountId: account,
      amount: amount,
      changeCoefAction: fc.constantFrom(0, 1, 2),
      systemValue: fc.integer({ min: 2, max: 4 }),
      bets: fc.uniqueArray(bet, { minLength: 1, maxLength: 4, selector: (b) => b.key }),
    }, { requiredKeys: ['refId', 'typeId', 'accountId', 'changeCoefAction', 'bets'] }),
    '/web-api/coupon/settings': fc.constant(facts.settings ?? { exactCoef: null }),
    '/web-api/api/internal/v1/account/user-transfer/send-code/[transferKey]': fc.record({ country_code: fc.constant('+7'), phone }),
    '/web-api/api/internal/v1/account/user-transfer/check-code/[transferKey]': fc.record({ code }),
    '/web-api/api/internal/v1/account/user-transfer/user-data': fc.record({ redirectToken: fc.string({ minLength: 20, maxLength: 40 }) }),
    '/web-api/dev/clock': fc.record({ advanceMs: fc.integer({ min: 0, max: 3_600_000 }) }),
    '/web-api/dev/live': fc.record({ game: fc.constantFrom(...(facts.gameIds.length ? facts.gameIds : [1])), id: fc.constant(''), seq: fc.integer({ min: 1, max: 1e6 }), kind: fc.constantFrom('goal', 'odds', 'finish'), at: fc.nat(), sentAt: fc.nat(), score: fc.record({ home: fc.nat(9), away: fc.nat(9) }), periodId: fc.nat(4), minute: fc.nat(90) })
      .map((message) => ({ ...message, id: replayId(message.game, 0) })),
    '/web-api/dev/player': fc.record({ playerId: fc.constantFrom(facts.playerId + 1_000_000, 999_999_999), termsVersion: fc.nat(3) }),
  };
}

/** A JSON body: valid, one field broken, a field missing or added, or not JSON at all. */
function bodyFor(template: fc.Arbitrary<Record<string, unknown>> | undefined): fc.Arbitrary<{ body: string | undefined; contentType: string | undefined }> {
  const base = template ?? fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
  const json = (value: unknown) => ({ body: JSON.stringify(value), contentType: 'application/json' });
  const broken = fc.tuple(base, weirdValue, fc.nat()).map(([value, weird, n]) => {
    const keys = Object.keys(value);
    if (keys.length === 0) return { ...value, [String(n)]: weird };
    return { ...value, [keys[n % keys.length]!]: weird };
  });
  const nestedBroken = fc.tuple(base, weirdValue, fc.nat()).map(([value, weird, n]) => {
    // Break a field inside an array of objects (e.g. a bet of a coupon).
    const out = structuredClone(value);
    for (const v of Object.values(out)) {
      if (Array.isArray(v) && v.length && typeof v[0] === 'object' && v[0] !== null) {
        const inner = v[n % v.length] as Record<string, unknown> | null;
        const keys = inner && typeof inner === 'object' ? Object.keys(inner) : [];
        if (inner && keys.length) inner[keys[n % keys.length]!] = weird;
      }
    }
    return out;
  });
  // One string field of an otherwise valid body carries text the database cannot store.
  const oneUnsafe = fc.tuple(base, unsafeText, fc.nat()).map(([value, bad, n]) => {
    const strings = Object.keys(value).filter((k) => typeof value[k] === 'string' && !['mode', 'type', 'provider'].includes(k));
    if (strings.length === 0) return value;
    const key = strings[n % strings.length]!;
    return { ...value, [key]: `${value[key] as string}${bad}` };
  });
  const missing = fc.tuple(base, fc.nat()).map(([value, n]) => {
    const keys = Object.keys(value);
    const out = { ...value };
    if (keys.length) delete out[keys[n % keys.length]!];
    return out;
  });
  const extra = fc.tuple(base, fc.string({ maxLength: 10 }), weirdValue).map(([value, k, v]) => ({ ...value, [k]: v }));
  const notJson = fc.oneof(
    fc.constantFrom('', '{', '{"a":', 'null', '[]', '"text"', '1e999999', '{"a":1}{', '\u0000', '{"a":"\\ud800"}', '{"__proto__":{"x":1}}', '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]'),
    fc.string({ maxLength: 60 }),
    fc.constant('['.repeat(5000) + ']'.repeat(5000)),
    fc.constant(`{"pad":"${'p'.repeat(70 * 1024)}"}`),
  ).map((body) => ({ body, contentType: 'application/json' }));
  const otherType = fc.tuple(base, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', 'APPLICATION/JSON', '')).map(([value, type]) => ({
    body: type.startsWith('application/x-www') ? new URLSearchParams(Object.entries(value).map(([k, v]) => [k, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)])).toString() : JSON.stringify(value),
    contentType: type || undefined,
  }));
  return fc.oneof(
    { weight: 4, arbitrary: base.map(json) },
    { weight: 6, arbitrary: broken.map(json) },
    { weight: 1, arbitrary: nestedBroken.map(json) },
    { weight: 3, arbitrary: oneUnsafe.map(json) },
    { weight: 1, arbitrary: missing.map(json) },
    { weight: 1, arbitrary: extra.map(json) },
    { weight: 2, arbitrary: notJson },
    { weight: 1, arbitrary: otherType },
    { weight: 1, arbitrary: fc.constant({ body: undefined, contentType: undefined }) },
  );
}

/** Path parameter values of the API files: valid ids from the facts, or broken ones. */
function paramValue(name: string, facts: Facts): fc.Arbitrary<string> {
  const valid =
    name === 'id' ? fc.constantFrom(...(facts.gameIds.length ? facts.gameIds : [1])).map(String)
    : name === 'couponId' ? fc.constantFrom(...(facts.couponIds.length ? facts.couponIds : [1])).map(String)
    : fc.stringMatching(/^[A-Za-z0-9_-]{16,30}$/);
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 2, arbitrary: weirdQueryValue });
}

/**
 * Methods beside an endpoint's own (Node's HTTP parser itself refuses names outside its list);
 * TRACE is one a fetch `Request` cannot carry, which scripts/serve.ts refuses with 405.
 */
const ODD_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'PROPFIND', 'SEARCH', 'TRACE'];

/** The arbitrary of one request. */
function requestArbitrary(endpoints: Endpoint[], facts: Facts, oddMethods: string[]): fc.Arbitrary<FuzzRequest> {
  const bodies = templates(facts);
  const identity = fc.constantFrom<IdentityName>('none', 'guest', 'player', 'player', 'player', 'player-no-csrf', 'bearer');
  const extraHeaders = fc.record(
    {
      'x-language': fc.constantFrom('en', 'ru', 'zz', '', 'e'.repeat(300)),
      'accept-language': fc.constantFrom('en', 'ru;q=0.9,*;q=0.1', ';;;,', 'x'.repeat(500)),
      'x-captcha-solution': fc.oneof(fc.constantFrom('', 'x', '%%%', Buffer.from('{"challenge":{},"solution":{}}').toString('base64'), Buffer.from('null').toString('base64'), Buffer.from('[1]').toString('base64')), fc.jsonValue({ maxDepth: 2 }).map((v) => Buffer.from(JSON.stringify(v) ?? 'null').toString('base64'))),
      'user-agent': fc.constantFrom('Mozilla/5.0 (Windows NT 6.1; Trident/7.0; rv:11.0) like Gecko', 'curl/8', ''),
      'x-forwarded-proto': fc.constantFrom('https', 'http', 'gopher'),
      host: fc.oneof({ weight: 12, arbitrary: fc.constantFrom('localhost', 'betportal.test', 'vip.betportal.test') }, { weight: 1, arbitrary: fc.constant('unknown.example') }),
    },
    { requiredKeys: [] },
  );
  // Endpoints that take a body or a query are drawn twice as often as the others.
  const weighted = endpoints.flatMap((e) => (bodies[e.path] || ENDPOINT_QUERY_KEYS[e.path] ? [e, e] : [e]));
  const api = fc.constantFrom(...weighted).chain((endpoint) => {
    const method = fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...(endpoint.methods.length ? endpoint.methods : ['GET'])) }, { weight: 1, arbitrary: fc.constantFrom(...oddMethods) });
    const params = [...endpoint.path.matchAll(/\[(\w+)\]/g)].map((m) => m[1]!);
    const path = fc.tuple(...params.map((p) => paramValue(p, facts))).map((values) => {
      let path = endpoint.path;
      params.forEach((p, i) => (path = path.replace(`[${p}]`, values[i]!)));
      return path;
    });
    return fc.record({ method, path, query: queryString(ENDPOINT_QUERY_KEYS[endpoint.path]), identity, headers: extraHeaders, body: bodyFor(bodies[endpoint.path]) }).map(({ method, path, query, identity: who, headers, body }) => {
      let identity = who;
      const h: Record<string, string> = { ...headers };
      // The player's own session stays usable for the rest of the run: logout is sent as a guest.
      if (endpoint.path === '/web-api/auth/logout' && identity === 'player') identity = 'guest';
      if (method !== 'GET' && method !== 'HEAD' && body.body !== undefined) {
        if (body.contentType) h['content-type'] = body.contentType;
        return { method, path: path + query, identity, headers: h, body: body.body };
      }
      return { method, path: path + query, identity, headers: h };
    });
  });
  const page = fc.constantFrom(...ROUTES).chain((route) =>
    fc.record({ path: routePath(route), query: queryString(route.pattern === '/office/history' ? ENDPOINT_QUERY_KEYS['/office/history'] : QUERY_KEYS), identity, method: fc.oneof({ weight: 9, arbitrary: fc.constant('GET') }, { weight: 1, arbitrary: fc.constantFrom(...oddMethods) }), headers: extraHeaders }).map(({ path, query, identity, method, headers }) => ({ method, path: path + query, identity, headers })),
  );
  return fc.oneof({ weight: 3, arbitrary: api }, { weight: 2, arbitrary: page });
}

// ---------------------------------------------------------------------------------------------
// Sending

const agent = new Agent({ keepAlive: true, maxSockets: 32 });

/** Sends one request; resolves with the status and the start of the body (SSE streams are cut after the headers). */
function send(base: string, req: FuzzRequest, identities: Record<IdentityName, Identity>): Promise<{ status: number; text: string }> {
  const target = new URL(base);
  const who = identities[req.identity];
  const headers: Record<string, string> = { host: 'localhost', ...req.headers };
  const cookies = [who.cookie, req.headers.cookie].filter(Boolean).join('; ');
  if (cookies) headers.cookie = cookies;
  if (who.csrf && req.method !== 'GET' && req.identity !== 'player-no-csrf') headers['x-csrf-token'] = who.csrf;
  if (who.bearer) headers.authorization = `Bearer ${who.bearer}`;
  // Dev tools answer 401 without the token: every identity but the anonymous one sends it, so the
  // tools' own input handling is fuzzed too (PORTAL_DEV_TOKEN of the servers it starts).
  if (req.identity !== 'none' && req.path.startsWith('/web-api/dev/')) headers['x-dev-token'] ??= process.env.PORTAL_DEV_TOKEN ?? DEV_TOKEN;
  if (req.method !== 'GET' && req.method !== 'HEAD') headers.origin = `http://${headers.host}:${target.port}`;
  if (req.body !== undefined) headers['content-length'] = String(Buffer.byteLength(req.body));
  return new Promise((resolve, reject) => {
    // eslint-disable-next-line prefer-const
    let r: ReturnType<typeof httpRequest>;
    r = httpRequest({ hostname: target.hostname, port: target.port, path: req.path, method: req.method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8').slice(0, 600) });
      if (String(res.headers['content-type'] ?? '').startsWith('text/event-stream')) {
        res.destroy();
        return done();
      }
      res.on('data', (chunk: Buffer) => {
        if (size < 4096) chunks.push(chunk);
        size += chunk.length;
      });
      res.on('end', done);
      res.on('error', done);
      res.on('aborted', done);
    });
    r.on('error', reject);
    r.setTimeout(20_000, () => r.destroy(new Error('no answer within 20 s')));
    if (req.body !== undefined) r.write(req.body);
    r.end();
  });
}

/** Registers a player through the API (captcha solved) and learns ids the arbitraries use. */
async function prepare(base: string): Promise<{ identities: Record<IdentityName, Identity>; facts: Facts }> {
  const email = `fuzz${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`;
  const player = createClient(base, 'localhost');
  await player.init();
  const registered = await player.withCaptcha('POST', '/web-api/auth/register', { type: 'email', email, password: 'correct horse battery staple' });
  if (registered.status !== 201) throw new Error(`fuzz: could not register a player: ${registered.status} ${JSON.stringify(registered.body)}`);
  const cookieOf = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const token = await player.get('/web-api/user/gettoken?force_refresh=true');
  const guest = createClient(base, 'localhost');
  await guest.init();
  const balance = await player.get('/web-api/user/balance');
  const accountIds = JSON.stringify(balance.body).match(/"(?:id|accountId)":(\d+)/g)?.map((m) => Number(m.split(':')[1])) ?? [];
  for (const accountId of accountIds.slice(0, 1)) {
    await player.post('/web-api/payments/deposit', { accountId, amount: '1000', provider: 'test', idempotencyKey: `fuzz-${email}` });
  }
  const line = await player.get('/bff-api/feed/line?limit=20');
  const gameIds: number[] = (line.body?.games ?? []).map((g: { permanentId: number }) => g.permanentId);
  const bets: Facts['bets'] = [];
  for (const id of gameIds.slice(0, 4)) {
    const detail = await player.get(`/bff-api/feed/game/${id}`);
    for (const group of detail.body?.groups ?? []) {
      for (const m of (group.markets ?? []).slice(0, 3)) bets.push({ key: outcomeKey({ permanentId: id, groupId: m.groupId, typeId: m.typeId, ...(m.param === undefined || m.param === null ? {} : { param: m.param }) }), gameId: m.gameId, coef: m.coef });
    }
  }
  const couponIds: number[] = [];
  if (bets[0] && accountIds[0]) {
    const placed = await player.post('/web-api/coupon/place', { refId: `fuzz${Date.now()}`, typeId: 0, accountId: accountIds[0], amount: '10', changeCoefAction: 1, bets: [bets[0]] });
    if (placed.body?.couponId) couponIds.push(placed.body.couponId);
  }
  const settings = await player.get('/web-api/coupon/settings');
  return {
    identities: {
      none: {},
      guest: { cookie: cookieOf(guest.jar), csrf: guest.jar.get('csrf_token') },
      player: { cookie: cookieOf(player.jar), csrf: player.jar.get('csrf_token') },
      'player-no-csrf': { cookie: cookieOf(player.jar) },
      bearer: { bearer: token.body?.token },
    },
    facts: { playerId: registered.body.user_id, email, accountIds, gameIds, bets, couponIds, settings: settings.status === 200 ? (settings.body.result ?? settings.body) : null },
  };
}

/** The route table's own server-error page (`/500`, route `serverError`), which answers 500 by design. */
function isServerErrorPage(path: string): boolean {
  return /^(\/[A-Za-z]{2})?\/500(\?|$)/.test(path);
}

/** Runs the fuzzer. @throws Error when the server cannot be started or prepared */
export async function runFuzz(options: FuzzOptions): Promise<FuzzResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  let server: RunningServer | null = null;
  const base = options.url ?? (server = await startBuiltServer({ PORTAL_DEV_TOOLS: '1', PORTAL_CAPTCHA_COST: '50', PORTAL_CAPTCHA_COUNTER_MAX: '40' })).url;
  const started = Date.now();
  try {
    const { identities, facts } = await prepare(base);
    const endpoints = apiEndpoints();
    const requests = fc.sample(requestArbitrary(endpoints, facts, ODD_METHODS), { seed: options.seed, numRuns: options.requests });
    const statuses: Record<string, number> = {};
    const failures: FuzzFailure[] = [];
    const deadline = started + (options.maxSeconds ?? 600) * 1000;
    let next = 0;
    let sent = 0;
    let serverErrorPage = 0;
    const worker = async () => {
      while (next < requests.length && Date.now() < deadline) {
        const req = requests[next++]!;
        if (++sent % 5000 === 0) log(`fuzz: ${sent} requests sent`);
        try {
          const { status, text } = await send(base, req, identities);
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (status >= 500 && isServerErrorPage(req.path)) serverErrorPage++;
          else if (status >= 500) failures.push({ request: req, status, answer: text });
        } catch (error) {
          statuses['no answer'] = (statuses['no answer'] ?? 0) + 1;
          failures.push({ request: req, status: 'no answer', answer: String(error) });
        }
      }
    };
    await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));
    const alive = await send(base, { method: 'GET', path: '/bff-api/config/all.json', identity: 'none', headers: {} }, identities).then((r) => r.status === 200, () => false);
    return { sent, seconds: (Date.now() - started) / 1000, statuses, failures, alive, serverErrorPage };
  } finally {
    agent.destroy();
    await server?.stop();
  }
}

/** The report of a run, one line per status and per failure. */
export function formatReport(options: FuzzOptions, result: FuzzResult): string {
  const show = (text: string | undefined) => (text === undefined ? '' : JSON.stringify(text.length > 400 ? `${text.slice(0, 400)}… (${text.length} chars)` : text));
  const lines = [
    `fuzz: seed ${options.seed}, ${result.sent} requests in ${result.seconds.toFixed(1)} s`,
    `statuses: ${Object.entries(result.statuses).sort(([a], [b]) => a.localeCompare(b)).map(([s, n]) => `${s}×${n}`).join(' ')}` +
      (result.serverErrorPage ? ` (of the 500s, ${result.serverErrorPage} are the /500 page itself)` : ''),
    ...result.failures.map((f) => `${f.status} ${f.request.method} ${f.request.path} as ${f.request.identity} headers ${JSON.stringify(f.request.headers)} body ${show(f.request.body)} → ${show(f.answer)}`),
    `5xx or unanswered: ${result.failures.length}; server ${result.alive ? 'alive' : 'DEAD'} after the run`,
  ];
  return lines.join('\n');
}

function argument(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

if (import.meta.main) {
  const options: FuzzOptions = {
    url: argument('url'),
    seed: Number(argument('seed') ?? Date.now() % 1_000_000),
    requests: Number(argument('requests') ?? 2000),
    concurrency: Number(argument('concurrency') ?? 8),
    maxSeconds: Number(argument('max-seconds') ?? 600),
  };
  const result = await runFuzz(options);
  console.log(formatReport(options, result));
  process.exit(result.failures.length === 0 && result.alive ? 0 : 1);
}
