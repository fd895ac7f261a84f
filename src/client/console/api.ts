/**
 * The console islands' request layer: JSON to and from `/console-api/*` on the
 * console's own origin, with the signed CSRF token (the `csrf_token` cookie) on writes. Every
 * failure is a {@link ConsoleApiError} carrying the server's readable detail, the fields it named
 * (`meta.fields`/`meta.field`) and the body (a 409 carries the current value).
 */
/** A failed console request. */
export class ConsoleApiError extends Error {
  override name = 'ConsoleApiError';
  constructor(
    /** HTTP status (0: no answer). */
    readonly status: number,
    /** Error code of the body, e.g. `forbidden`, `conflict`. */
    readonly code: string,
    message: string,
    /** Fields the server named as wrong. */
    readonly fields: readonly string[],
    /** The whole error body. */
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** What a console form shows for a failure: the API's message, else `genericText` (no answer, a bug). */
export function failureMessage(failure: unknown, genericText: string): string {
  return failure instanceof ConsoleApiError ? failure.message : genericText;
}

/** A failure as a {@link ConsoleApiError}: itself, else status 0 with `genericText` (no answer, a bug). */
export function asConsoleError(failure: unknown, genericText: string): ConsoleApiError {
  return failure instanceof ConsoleApiError ? failure : new ConsoleApiError(0, 'error', genericText, [], null);
}

interface ErrorBody {
  errors?: { code?: string; detail?: string; meta?: { field?: string; fields?: string[] } & Record<string, unknown> }[];
}

/** When this page last heard from the console (a staff session's idle time counts from its last request), ms. */
export let lastRequestAt = Date.now();

/** The `csrf_token` cookie (set by every console response). */
export function csrfToken(): string {
  const match = /(?:^|;\s*)csrf_token=([^;]+)/.exec(document.cookie);
  return match ? decodeURIComponent(match[1]!) : '';
}

/**
 * Sends a JSON request to the console API. @returns the parsed JSON answer
 * @throws ConsoleApiError for a non-2xx answer or no answer (status 0)
 */
export async function consoleRequest<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(method === 'GET' ? {} : { 'X-CSRF-Token': csrfToken() }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ConsoleApiError(0, 'network', 'The console cannot be reached. Check the connection and try again.', [], null);
  }
  lastRequestAt = Date.now();
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const errors = (data as ErrorBody | null)?.errors ?? [];
    const fields = errors.flatMap((error) => [...(error.meta?.fields ?? []), ...(error.meta?.field ? [error.meta.field] : [])]);
    const message = errors.map((error) => error.detail).filter(Boolean).join(' ') || `The console answered ${response.status}.`;
    throw new ConsoleApiError(response.status, errors[0]?.code ?? 'error', message, fields, data);
  }
  return data as T;
}
