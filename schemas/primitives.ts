/**
 * The primitive schemas every request schema is built from, so that what the database and the
 * services cannot hold is refused at the boundary with a 400 naming the field:
 * - {@link safeString}: text without NUL (PostgreSQL refuses `\u0000` in text) and without
 *   unpaired UTF-16 surrogates (not valid Unicode; they cannot be stored as UTF-8);
 * - {@link isoDay}: a real calendar day `YYYY-MM-DD` inside {@link MIN_DAY}..{@link MAX_DAY}, a
 *   range both JavaScript dates and PostgreSQL timestamps hold (PostgreSQL has no year 0);
 * - {@link queryInteger}: a whole number written in decimal digits in a query string, inside a
 *   stated range (no `1e9`, `0x10`, blanks or values past the range).
 */
import { z } from 'zod';

/** The message of a refused {@link safeString}. */
const UNSAFE_TEXT_MESSAGE = 'must not contain NUL characters or unpaired surrogates';

/**
 * True for text the database can store: no NUL, no unpaired surrogate. Written out rather than
 * with `String.prototype.isWellFormed`, which browsers older than the islands' build target lack
 * (the schemas run in the islands too).
 */
export function isSafeText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0) return false;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/**
 * A string schema refusing NUL and unpaired surrogates; chain `.min()`, `.max()`, `.regex()`,
 * `.trim()` as on `z.string()`. Every string of a request body or query uses it.
 */
export function safeString() {
  return z.string().refine(isSafeText, UNSAFE_TEXT_MESSAGE);
}

/** Earliest day a date filter accepts. */
const MIN_DAY = '1900-01-01';
/** Latest day a date filter accepts. */
const MAX_DAY = '2999-12-31';

/** True for a real calendar day written `YYYY-MM-DD` (2024-02-30 is not one), at any year. */
function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** A calendar day `YYYY-MM-DD` (UTC) between {@link MIN_DAY} and {@link MAX_DAY} inclusive. */
export const isoDay = z
  .string()
  .refine(isCalendarDay, 'must be a calendar day written YYYY-MM-DD')
  .refine((day) => day >= MIN_DAY && day <= MAX_DAY, `must be a day from ${MIN_DAY} to ${MAX_DAY}`);

/**
 * A query-string whole number in `min..max` (both safe integers), written as up to 16 decimal
 * digits. Chain `.default(n)` or `.optional()` for an optional parameter.
 */
export function queryInteger(min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,16}$/, 'must be a whole number written in digits')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}
