/**
 * Failed-login limits (OWASP ASVS 5 V6.3, OWASP Authentication Cheat Sheet "account lockout" and
 * "device cookies"), all within 15 minutes:
 * - 3 failures for an identifier, from anywhere: every further try of it needs a captcha;
 * - 5 failures for an identifier from one address (or from one known device): that address (or
 *   device) is refused for the identifier (429); others are not, so a stranger cannot lock the
 *   owner out;
 * - 20 failures for an identifier from devices it does not know: unknown devices are refused for
 *   it (429), so spreading guesses over many addresses stops there too; a known device — one with
 *   the signed cookie of a successful login of this account (src/server/auth/known-device.ts) —
 *   still gets in, with a captcha;
 * - 30 failures from one address (unknown devices): that address is refused for every identifier.
 * Identifiers are counted whether or not an account exists, so the answers reveal nothing about
 * which accounts exist.
 *
 * The counts are taken and the attempt is recorded (as a failure) in one transaction under an
 * advisory lock of the identifier and of the address, BEFORE the password is checked: parallel
 * attempts are decided one after another, so no more than the limit are ever evaluated. A correct
 * password turns its row into a success afterwards.
 *
 * Other per-address limits (registration) count rows of `rate_events` the same way. Each
 * transaction first deletes the rows of its identifier (or kind and key) older than the window.
 */
import { and, count, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { loginAttempts, rateEvents } from '../db/schema.ts';
import { AppError } from '../errors.ts';

/** Window of the login counts, ms. */
export const ATTEMPT_WINDOW_MS = 15 * 60_000;
/** Failures per identifier (from anywhere) after which a captcha is asked. */
const CAPTCHA_AFTER = 3;
/** Failures per identifier from one address, or from one known device, that refuse that source. */
export const LOCK_AFTER = 5;
/** Failures per identifier from unknown devices that refuse every unknown device. */
export const IDENTIFIER_LOCK_AFTER = 20;
/** Failures per address (unknown devices, any identifier) that refuse the address. */
const ADDRESS_LIMIT = 30;

/** Where an attempt comes from. */
export interface AttemptSource {
  /** Client address (src/server/client-request.ts). */
  address: string;
  /** Id of a known-device cookie that belongs to the account tried, else null. */
  device: string | null;
}

/** An attempt allowed to check its password: the row to mark with {@link settleAttempt}. */
export interface TakenAttempt {
  id: number;
}

/** Takes transaction-scoped advisory locks on the keys, in the order given. */
async function lockKeys(tx: Tx, keys: string[]): Promise<void> {
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

const since = (now: Date) => new Date(now.getTime() - ATTEMPT_WINDOW_MS);

/**
 * Decides an attempt and, when it may go on, records it as a failure — atomically, before any
 * password is checked. `captchaSolved` says whether the request carried a valid captcha solution
 * (verified by the caller beforehand).
 * @throws AppError too_many_attempts (429) when a lock applies; captcha_required is signalled by
 *   `{ captchaRequired: true }` so the caller can attach a challenge
 */
export async function takeAttempt(
  db: Db, brandId: string, account: string, source: AttemptSource, captchaSolved: boolean, now = new Date(),
): Promise<TakenAttempt | { captchaRequired: true }> {
  return db.transaction(async (tx) => {
    await lockKeys(tx, [`login:${brandId}:${account}`, `login-address:${source.address}`]);
    // Rows of this identifier older than the window count for nothing any more: drop them.
    await tx.delete(loginAttempts).where(and(eq(loginAttempts.brandId, brandId), eq(loginAttempts.account, account), lte(loginAttempts.createdAt, since(now))));
    const window = gt(loginAttempts.createdAt, since(now));
    const failed = eq(loginAttempts.success, false);
    const ofAccount = and(eq(loginAttempts.brandId, brandId), eq(loginAttempts.account, account), failed, window);
    const [row] = await tx
      .select({
        perAccount: count(),
        unknownDevices: sql<number>`count(*) filter (where ${loginAttempts.device} is null)`.mapWith(Number),
        fromSource: (source.device
          ? sql<number>`count(*) filter (where ${loginAttempts.device} = ${source.device})`
          : sql<number>`count(*) filter (where ${loginAttempts.device} is null and ${loginAttempts.address} = ${source.address})`).mapWith(Number),
      })
      .from(loginAttempts)
      .where(ofAccount);
    const tooMany = () => new AppError('too_many_attempts', 'Too many attempts. Try again in 15 minutes.');
    if ((row?.fromSource ?? 0) >= LOCK_AFTER) throw tooMany();
    if (!source.device) {
      if ((row?.unknownDevices ?? 0) >= IDENTIFIER_LOCK_AFTER) throw tooMany();
      const [perAddress] = await tx
        .select({ n: count() })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.address, source.address), isNull(loginAttempts.device), failed, window));
      if ((perAddress?.n ?? 0) >= ADDRESS_LIMIT) throw tooMany();
    }
    if ((row?.perAccount ?? 0) >= CAPTCHA_AFTER && !captchaSolved) return { captchaRequired: true as const };
    const [taken] = await tx
      .insert(loginAttempts)
      .values({ brandId, account, address: source.address, device: source.device, success: false, createdAt: now })
      .returning({ id: loginAttempts.id });
    return { id: taken!.id };
  });
}

/** Records the outcome of a taken attempt: a correct password turns it into a success. */
export async function settleAttempt(db: Db, attempt: TakenAttempt, success: boolean): Promise<void> {
  if (success) await db.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, attempt.id));
}

/** A per-address limit on an action other than login. */
export interface RateLimit {
  /** What is limited, e.g. `registration`. */
  kind: string;
  /** Events allowed per window. */
  max: number;
  /** Window, ms. */
  windowMs: number;
}

/**
 * Counts one event of `limit` for `key` (a client address), or refuses it when the window is
 * full — atomically, under an advisory lock of kind and key.
 * @throws AppError too_many_attempts (429) with `{ retryAfterSeconds }` when the limit is reached
 */
export async function takeRateSlot(db: Db, limit: RateLimit, key: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await lockKeys(tx, [`rate:${limit.kind}:${key}`]);
    const windowStart = new Date(now.getTime() - limit.windowMs);
    // Events of this kind and key older than the window count for nothing any more: drop them.
    await tx.delete(rateEvents).where(and(eq(rateEvents.kind, limit.kind), eq(rateEvents.key, key), lte(rateEvents.createdAt, windowStart)));
    const [row] = await tx
      .select({ n: count(), oldest: sql<string | null>`min(${rateEvents.createdAt})` })
      .from(rateEvents)
      .where(and(eq(rateEvents.kind, limit.kind), eq(rateEvents.key, key), gt(rateEvents.createdAt, windowStart)));
    if ((row?.n ?? 0) >= limit.max) {
      const oldest = row?.oldest ? new Date(row.oldest).getTime() : now.getTime();
      const retryAfterSeconds = Math.max(1, Math.ceil((oldest + limit.windowMs - now.getTime()) / 1000));
      throw new AppError('too_many_attempts', 'Too many attempts from your network. Try again later.', { retryAfterSeconds });
    }
    await tx.insert(rateEvents).values({ kind: limit.kind, key, createdAt: now });
  });
}
