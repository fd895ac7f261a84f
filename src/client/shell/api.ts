/**
 * Browser-side request layer: one ky instance per app with the portal's request headers and the
 * error policy of spec §8.
 *
 * Every request sends (spec §7 "Requests send X-Requested-With and X-app-n", "All limit calls
 * send an X-Language header"):
 * - `X-Requested-With: XMLHttpRequest`, `X-app-n: <appName>`, `X-Language: <language()>`;
 * - `X-CSRF-Token: <csrfToken()>` on POST, PUT, PATCH and DELETE when the token is not null;
 * - `Authorization: Bearer <token>` when `getToken(false)` gives a token (unless `auth: false`).
 *
 * The JSON helpers (`request`, `get`, `post`, `delete`) add the special retries of spec §4
 * "Request retries", each at most once per call (ky's own retries are off, `retry.limit` 0):
 * - 401 → `dropToken()`, `getToken(true)`, repeat with the new token;
 * - 400 whose `errors` contain code `fingerprint_invalid` → `refreshFingerprint()`, repeat;
 * - 400 whose body has a captcha challenge (see {@link CaptchaChallenge}) →
 *   `solveCaptcha(code, challenge)`; a string is sent as `X-Captcha-Solution` on the repeat.
 * When a helper gives nothing (no new token, captcha not solved) or throws, the error that
 * asked for the retry is thrown. A repeat that fails again is thrown as is.
 *
 * Every failure is an {@link ApiError}; see there for the shapes. The bare ky instance (`ky` on
 * the client) sends the same headers and throws the same `ApiError`s, without the retries.
 */
import type { HTTPError, KyInstance, SearchParamsOption } from 'ky';

type KyModule = typeof import('ky');
let kyModule: Promise<KyModule> | null = null;
/** ky, fetched with the first call: pages that make none do not load it. */
function loadKy(): Promise<KyModule> {
  kyModule ??= import('ky');
  return kyModule;
}
import type { ApiError as ServerErrorObject } from '../../server/http.ts';

/**
 * One error object of a server error body `{ errors: [...] }` (src/server/http.ts). Bodies come
 * off the network unchecked, so every field may be missing.
 */
export type ApiErrorObject = Partial<ServerErrorObject>;

/** Error code in a 400 body asking for a new device fingerprint. */
const FINGERPRINT_ERROR_CODE = 'fingerprint_invalid';
/**
 * Captcha codes of a 400 body that can be answered by solving the challenge: spec §8's 100, 111,
 * 112, 113, and 114 of a guest's support e-mail request (src/server/auth/captcha.ts).
 */
const CAPTCHA_CODES: readonly number[] = [100, 111, 112, 113, 114];
/** Status of a cancelled request (spec §8 "Cancelled request: status 499"). */
export const CANCELLED_STATUS = 499;
/** Header carrying the captcha solution on the repeated request. */
const CAPTCHA_SOLUTION_HEADER = 'X-Captcha-Solution';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The captcha part of a 400 body: `{ errors: [...], captcha: { code: 100 | 111 | 112 | 113 | 114,
 * challenge: <anything the solver understands, e.g. an image URL or a site key> } }`.
 */
interface CaptchaChallenge {
  code: number;
  challenge: unknown;
}

/** Fields of an {@link ApiError}. */
export interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  errors?: ApiErrorObject[];
  body?: unknown;
  shown?: boolean;
  cause?: unknown;
}

/**
 * A failed request. Shapes:
 * - HTTP error: `status` = response status, `code` = first error's code (or `http_<status>`),
 *   `message` = every error's `detail` joined with '; ' (or `Request failed with status <n>`),
 *   `errors` = the body's error list, `body` = the parsed body (text when not JSON), shown;
 * - 451 with `exception_code: 1`: code `terms_not_accepted`, not shown (the page moves to
 *   confirm-terms through `onTermsRequired`);
 * - cancelled (the caller's AbortSignal fired): status 499, code `cancelled`, not shown;
 * - network failure (fetch rejected): status 0, code `network_error`, shown;
 * - ky timeout: status 0, code `timeout`, shown;
 * - success response that is not JSON: status 0, code `invalid_response`, shown;
 * - anything else: status 0, code `unknown_error`, shown.
 */
export class ApiError extends Error {
  /** HTTP status; 0 when no response was received, 499 when cancelled. */
  status: number;
  /** Machine-readable code. */
  code: string;
  /** The error objects of the body (empty when it had none). */
  errors: ApiErrorObject[];
  /** The response body as received (parsed JSON or text), undefined without a response. */
  body: unknown;
  /** Whether the UI should show this error to the user. */
  shown: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors ?? [];
    this.body = init.body;
    this.shown = init.shown ?? true;
  }
}

/** Whether a value is an {@link ApiError}. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The error objects of a body `{ errors: [...] }`; anything else gives []. */
function errorObjects(body: unknown): ApiErrorObject[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return [];
  return body.errors.filter(isRecord) as ApiErrorObject[];
}

/**
 * The message of an error body: each error's `detail` (its `title` when it has no detail),
 * joined with '; ' (spec §8 "JSON API errors joined from each error's detail"). '' when none.
 */
export function joinErrorDetails(body: unknown): string {
  return errorObjects(body)
    .map((error) => {
      if (typeof error.detail === 'string' && error.detail.trim() !== '') return error.detail;
      if (typeof error.title === 'string' && error.title.trim() !== '') return error.title;
      return '';
    })
    .filter((text) => text !== '')
    .join('; ');
}

/** The captcha challenge of a body, when it has one with a known code. */
function captchaChallenge(body: unknown): CaptchaChallenge | null {
  if (!isRecord(body) || !isRecord(body.captcha)) return null;
  const { code, challenge } = body.captcha;
  return typeof code === 'number' && CAPTCHA_CODES.includes(code) ? { code, challenge } : null;
}

/** Whether a body says the terms must be confirmed (451 with `exception_code: 1`). */
function isTermsRequired(status: number, body: unknown): boolean {
  return status === 451 && isRecord(body) && body.exception_code === 1;
}

/** ky keeps non-JSON content types as text; a JSON text is still parsed. */
function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  const text = data.trim();
  if (!text.startsWith('{') && !text.startsWith('[')) return data;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return data;
  }
}

const NETWORK_MESSAGE = /^(failed to fetch|fetch failed|load failed|network ?error|network request failed|networkerror when attempting to fetch resource)/i;

function isRawNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError && NETWORK_MESSAGE.test(error.message);
}

function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function cancelledError(cause?: unknown): ApiError {
  return new ApiError({ status: CANCELLED_STATUS, code: 'cancelled', message: 'Request cancelled', shown: false, cause });
}

function httpError(error: HTTPError, onTermsRequired: (() => void) | undefined): ApiError {
  const { status } = error.response;
  const body = parseBody(error.data);
  const errors = errorObjects(body);
  const terms = isTermsRequired(status, body);
  const first = errors[0]?.code;
  const code = terms ? 'terms_not_accepted' : typeof first === 'string' && first !== '' ? first : `http_${status}`;
  if (terms) onTermsRequired?.();
  return new ApiError({
    status,
    code,
    message: joinErrorDetails(body) || `Request failed with status ${status}`,
    errors,
    body,
    shown: !terms,
    cause: error,
  });
}

/**
 * Any failure of a request as an {@link ApiError}. `signal` is the request's signal: once it has
 * fired, the failure is a cancellation whatever the error says.
 */
function toApiError(error: unknown, signal: AbortSignal | null | undefined, ky: KyModule, onTermsRequired?: () => void): ApiError {
  const { isHTTPError, isNetworkError, isTimeoutError } = ky;
  if (error instanceof ApiError) return error;
  if (isHTTPError(error)) return httpError(error, onTermsRequired);
  if (isTimeoutError(error)) return new ApiError({ status: 0, code: 'timeout', message: 'Request timed out', cause: error });
  if (signal?.aborted || isAbortError(error)) return cancelledError(error);
  if (isNetworkError(error) || isRawNetworkFailure(error)) {
    const cause = isNetworkError(error) ? (error.cause ?? error) : error;
    return new ApiError({ status: 0, code: 'network_error', message: `Network error: ${messageOf(cause)}`, cause: error });
  }
  if (error instanceof SyntaxError) {
    return new ApiError({ status: 0, code: 'invalid_response', message: `Invalid JSON response: ${error.message}`, cause: error });
  }
  return new ApiError({ status: 0, code: 'unknown_error', message: messageOf(error), cause: error });
}

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** Base URL the paths resolve against: '' in the browser (same origin), an origin in tests. */
  baseUrl: string;
  /** Current language, sent as `X-Language`. */
  language: () => string;
  /** Application name, sent as `X-app-n`. */
  appName: string;
  /** CSRF token sent as `X-CSRF-Token` on writes; null sends none. */
  csrfToken: () => string | null;
  /** The device fingerprint token, sent as `X-Fingerprint` when there is one (spec §3 Fingerprint). */
  fingerprint?: () => string | null;
  /** The session token; `forceRefresh` asks for a new one (after a 401). Null when there is none. */
  getToken: (forceRefresh: boolean) => Promise<string | null>;
  /** Forgets the current token (after a 401). */
  dropToken: () => void;
  /** Gets a new device fingerprint (after a 400 `fingerprint_invalid`). */
  refreshFingerprint: () => Promise<void>;
  /** Shows the captcha challenge; resolves with the solution, or null when not solved. */
  solveCaptcha: (captchaCode: number, challenge: unknown) => Promise<string | null>;
  /** Called on a 451 with `exception_code: 1` (spec §8: go to confirm-terms). */
  onTermsRequired?: () => void;
  /** Per-attempt timeout in ms (ky's default 10000); false for none. */
  timeout?: number | false;
}

/** Options of one call. */
interface RequestOptions {
  searchParams?: SearchParamsOption;
  /** Extra headers; the portal headers above are set after them. */
  headers?: Record<string, string>;
  /** Cancels the call; a cancelled call fails with status 499, not shown. */
  signal?: AbortSignal;
  /** false: no Authorization header and no 401 retry (e.g. for the token call itself). */
  auth?: boolean;
  /** Per-attempt timeout in ms for this call. */
  timeout?: number | false;
}

/** A call with a JSON body. */
interface JsonRequestOptions extends RequestOptions {
  json?: unknown;
}

/** What {@link createApiClient} returns. */
export interface ApiClient {
  /** The ky instance (loaded with the first call): portal headers and ApiError failures, no special retries. */
  ky: () => Promise<KyInstance>;
  /** A JSON call with the special retries; resolves with the parsed body (undefined when empty). */
  request: <T = unknown>(method: string, path: string, options?: JsonRequestOptions) => Promise<T>;
  get: <T = unknown>(path: string, options?: RequestOptions) => Promise<T>;
  post: <T = unknown>(path: string, json?: unknown, options?: RequestOptions) => Promise<T>;
  delete: <T = unknown>(path: string, options?: JsonRequestOptions) => Promise<T>;
}

/** Per-attempt state handed to the hooks through ky's `context`. */
interface AttemptContext {
  [key: string]: unknown;
  /** false: no Authorization header. */
  auth?: boolean;
  /** Token to send instead of asking `getToken(false)` (set after a refresh). */
  token?: string;
  /** Captcha solution to send. */
  captchaSolution?: string;
}

/** Which special retries a call has used. */
interface RetriesUsed {
  auth: boolean;
  fingerprint: boolean;
  captcha: boolean;
}

/** Creates the portal's API client. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { onTermsRequired } = options;

  let created: Promise<KyInstance> | null = null;
  const kyInstance = (): Promise<KyInstance> => (created ??= loadKy().then((module) => makeInstance(module)));
  const makeInstance = (module: KyModule): KyInstance => module.default.create({
    // '' (the browser) leaves paths relative to the page.
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
    retry: { limit: 0 },
    ...(options.timeout !== undefined ? { timeout: options.timeout } : {}),
    // Empty bodies (204) parse to undefined instead of failing.
    parseJson: (text: string) => (text.trim() === '' ? undefined : (JSON.parse(text) as unknown)),
    hooks: {
      beforeRequest: [
        async ({ request, options: normalized }) => {
          const context = normalized.context as AttemptContext;
          const { headers } = request;
          headers.set('X-Requested-With', 'XMLHttpRequest');
          headers.set('X-app-n', options.appName);
          headers.set('X-Language', options.language());
          const fingerprint = options.fingerprint?.() ?? null;
          if (fingerprint !== null) headers.set('X-Fingerprint', fingerprint);
          if (WRITE_METHODS.has(request.method.toUpperCase())) {
            const csrf = options.csrfToken();
            if (csrf !== null) headers.set('X-CSRF-Token', csrf);
          }
          if (context.auth !== false) {
            const token = context.token ?? (await options.getToken(false));
            if (token) headers.set('Authorization', `Bearer ${token}`);
          }
          if (context.captchaSolution !== undefined) headers.set(CAPTCHA_SOLUTION_HEADER, context.captchaSolution);
        },
      ],
      beforeError: [({ error, options: normalized }) => toApiError(error, normalized.signal, module, onTermsRequired)],
    },
  });

  /** Prepares the one allowed retry for this failure; false when the failure stands. */
  async function prepareRetry(failure: ApiError, used: RetriesUsed, context: AttemptContext): Promise<boolean> {
    if (failure.status === 401 && context.auth !== false && !used.auth) {
      used.auth = true;
      options.dropToken();
      delete context.token;
      const token = await options.getToken(true).catch(() => null);
      if (!token) return false;
      context.token = token;
      return true;
    }
    if (failure.status !== 400) return false;
    if (!used.fingerprint && failure.errors.some((error) => error.code === FINGERPRINT_ERROR_CODE)) {
      used.fingerprint = true;
      return options.refreshFingerprint().then(
        () => true,
        () => false,
      );
    }
    const captcha = captchaChallenge(failure.body);
    if (captcha && !used.captcha) {
      used.captcha = true;
      const solution = await options.solveCaptcha(captcha.code, captcha.challenge).catch(() => null);
      if (typeof solution !== 'string') return false;
      context.captchaSolution = solution;
      return true;
    }
    return false;
  }

  async function request<T = unknown>(method: string, path: string, call: JsonRequestOptions = {}): Promise<T> {
    const { signal, json, headers, searchParams, timeout, auth } = call;
    const context: AttemptContext = { auth: auth !== false };
    const used: RetriesUsed = { auth: false, fingerprint: false, captcha: false };
    for (;;) {
      if (signal?.aborted) throw cancelledError(signal.reason);
      let failure: ApiError;
      const instance = await kyInstance();
      try {
        return (await instance(path, {
          method,
          context: { ...context },
          ...(json !== undefined ? { json } : {}),
          ...(headers ? { headers } : {}),
          ...(searchParams !== undefined ? { searchParams } : {}),
          ...(signal ? { signal } : {}),
          ...(timeout !== undefined ? { timeout } : {}),
        }).json()) as T;
      } catch (error) {
        failure = toApiError(error, signal, await loadKy(), onTermsRequired);
      }
      if (!(await prepareRetry(failure, used, context))) throw failure;
    }
  }

  return {
    ky: kyInstance,
    request,
    get: <T = unknown>(path: string, call?: RequestOptions) => request<T>('GET', path, call),
    post: <T = unknown>(path: string, json?: unknown, call?: RequestOptions) => request<T>('POST', path, { ...call, json }),
    delete: <T = unknown>(path: string, call?: JsonRequestOptions) => request<T>('DELETE', path, call),
  };
}
