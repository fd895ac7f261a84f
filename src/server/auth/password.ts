/**
 * Password policy and hashing (OWASP ASVS 5 V6.2 / V11.4): at least 8 characters, at least 64
 * (here up to 128) allowed, no composition rules, refused when it is a common password (the
 * 49k-entry list of @zxcvbn-ts/language-common) or equals the login or e-mail; stored as an
 * argon2id hash (@node-rs/argon2, m = 19 MiB, t = 2, p = 1 — OWASP's recommended minimum).
 */
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../errors.ts';

/** Shortest password accepted. */
const PASSWORD_MIN = 8;
/** Longest password accepted (ASVS asks for at least 64). */
const PASSWORD_MAX = 128;

const COMMON = new Set((dictionary as Record<string, string[]>)['passwords-common']!.map((p) => p.toLowerCase()));

/** Why a password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, identifiers: readonly (string | null | undefined)[] = []): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return `The password needs at least ${PASSWORD_MIN} characters.`;
  if (length > PASSWORD_MAX) return `The password can have at most ${PASSWORD_MAX} characters.`;
  if (COMMON.has(password.toLowerCase())) return 'This password is too common. Choose another one.';
  if (identifiers.some((id) => id && id.toLowerCase() === password.toLowerCase())) return 'The password must differ from your login.';
  return null;
}

/** @throws AppError bad_request with the reason when the password is refused */
export function assertPassword(password: string, identifiers: readonly (string | null | undefined)[] = []): void {
  const problem = passwordProblem(password, identifiers);
  if (problem) throw new AppError('bad_request', problem, { field: 'password' });
}

const OPTIONS = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** argon2id hash in PHC format. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash of a random password, verified against when the account does not exist (same timing). */
let decoy: Promise<string> | null = null;

/**
 * Verifies a password against a stored hash; with no hash, verifies against a decoy so that a
 * missing account takes as long as a wrong password (no user enumeration by timing).
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  decoy ??= hashPassword(`decoy-${Math.random()}`);
  const target = stored ?? (await decoy);
  const ok = await verify(target, password).catch(() => false);
  return ok && stored != null;
}
