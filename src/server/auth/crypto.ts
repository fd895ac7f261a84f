/**
 * Token and hashing helpers for authentication (OWASP ASVS 5 V7 session management, V6
 * authentication): CSPRNG tokens of 256 bits, sha256 for storing tokens and one-time codes,
 * constant-time comparison.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random token of `bytes` bytes (default 32 = 256 bits), base64url. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A numeric one-time code of `digits` digits from the CSPRNG, e.g. "048213". */
export function randomCode(digits = 6): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

/** sha256 of a string, hex. Tokens and codes are stored only as this. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Constant-time string equality (false for different lengths). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
