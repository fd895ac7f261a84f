/**
 * Failed-login limits per account and per address (OWASP ASVS 5 V6.3): within 15 minutes,
 * 3 failures for an identifier ask for a captcha, 5 lock that identifier, 30 from one address
 * answer 429. Identifiers are counted whether or not an account exists, so the answers reveal
 * nothing about which accounts exist.
 */
import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginAttempts } from '../db/schema.ts';

/** Window of the counts, ms. */
export const ATTEMPT_WINDOW_MS = 15 * 60_000;
/** Failures per identifier before a captcha is asked. */
export const CAPTCHA_AFTER = 3;
/** Failures per identifier that lock it for the window. */
export const LOCK_AFTER = 5;
/** Failures per address that answer 429 for the window. */
export const ADDRESS_LIMIT = 30;

/** What the counts allow. */
export interface AttemptState {
  captchaRequired: boolean;
  locked: boolean;
  addressBlocked: boolean;
}

/** Counts recent failures for an identifier and an address. */
export async function attemptState(db: Db, brandId: string, account: string, address: string, now = new Date()): Promise<AttemptState> {
  const since = new Date(now.getTime() - ATTEMPT_WINDOW_MS);
  const [perAccount] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.brandId, brandId), eq(loginAttempts.account, account), eq(loginAttempts.success, false), gt(loginAttempts.createdAt, since)));
  const [perAddress] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.address, address), eq(loginAttempts.success, false), gt(loginAttempts.createdAt, since)));
  const failures = perAccount?.n ?? 0;
  return { captchaRequired: failures >= CAPTCHA_AFTER, locked: failures >= LOCK_AFTER, addressBlocked: (perAddress?.n ?? 0) >= ADDRESS_LIMIT };
}

/** Records an attempt. */
export async function recordAttempt(db: Db, brandId: string, account: string, address: string, success: boolean, now = new Date()): Promise<void> {
  await db.insert(loginAttempts).values({ brandId, account, address, success, createdAt: now });
}
