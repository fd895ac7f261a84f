/**
 * Typed application errors (ARCHITECTURE "Request input and errors"): each code maps
 * to one HTTP status, and every error becomes a JSON:API error body the client can show
 * (spec §8 "JSON API errors joined from each error's detail"). A captcha refusal also carries
 * `captcha: { code, challenge }` at the top level (spec §8 captcha codes).
 */
import { json, jsonError } from './http.ts';

/** Error codes and their HTTP status. */
const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  insufficient_funds: 422,
  unknown_account: 404,
  account_frozen: 403,
  currency_mismatch: 422,
  unbalanced_entry: 422,
  idempotency_conflict: 409,
  account_refused: 409,
  payment_refused: 409,
  captcha_required: 400,
  invalid_credentials: 400,
  too_many_attempts: 429,
  wrong_code: 400,
  time_up: 400,
  registration_closed: 403,
  already_registered: 409,
  csrf_failed: 403,
  coupon_invalid: 422,
  coef_changed: 409,
  market_unavailable: 422,
  amount_limit: 422,
  balance_limit: 422,
  service_unavailable: 503,
  payload_too_large: 413,
  setting_invalid: 422,
  limit_reached: 403,
  limit_currency: 403,
  self_excluded: 403,
  player_banned: 403,
  unsupported_media_type: 415,
  verification_required: 403,
  page_invalid: 422,
  manager_invalid: 422,
  spin_too_soon: 429,
  bonus_max_bet: 422,
  bonus_refused: 422,
  bonus_real_first: 422,
  bonus_forfeit_warning: 409,
  promo_code_invalid: 422,
  bonus_template_invalid: 422,
  cashback_refused: 409,
  points_refused: 422,
  fingerprint_invalid: 400,
} as const;

/** An error code. */
export type ErrorCode = keyof typeof ERROR_STATUS;

/** An error the client may see: a code, a readable detail, optional extra fields. */
export class AppError extends Error {
  override name = 'AppError';
  /**
   * @param code   the error code (decides the HTTP status)
   * @param detail what went wrong, in words the player or client developer can act on
   * @param extra  machine-readable facts, e.g. `{ accountId: 12 }`
   */
  constructor(code: ErrorCode, detail: string, extra: Record<string, unknown> = {}) {
    super(detail);
    this.code = code;
    this.detail = detail;
    this.extra = extra;
  }

  /** The error code. */
  readonly code: ErrorCode;
  /** The readable detail. */
  readonly detail: string;
  /** Machine-readable facts. */
  readonly extra: Record<string, unknown>;

  /** The HTTP status of this error. */
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** True for an {@link AppError}, including one from another copy of this module. */
export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError || (error instanceof Error && error.name === 'AppError' && 'code' in error);
}

/** The HTTP response for an error: an AppError's status and body, or a 500 that hides details. */
export function errorResponse(error: unknown): Response {
  if (isAppError(error)) {
    const { captcha, ...meta } = error.extra;
    const body = {
      errors: [{ status: String(error.status), code: error.code, title: error.code.replaceAll('_', ' '), detail: error.detail, ...(Object.keys(meta).length ? { meta } : {}) }],
      ...(captcha ? { captcha } : {}),
    };
    // A limit that knows when it frees up says so in Retry-After too (RFC 9110 §10.2.3).
    const retryAfter = typeof meta.retryAfterSeconds === 'number' ? { 'Retry-After': String(meta.retryAfterSeconds) } : undefined;
    return json(body, { status: error.status, headers: retryAfter });
  }
  console.error(error);
  return jsonError([{ status: '500', code: 'internal_error', title: 'internal error', detail: 'Something went wrong on our side. Please try again.' }]);
}
