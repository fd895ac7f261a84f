/**
 * Self-hosted ALTCHA captcha (spec §8 "400 captcha codes 100, 111, 112, 113: show the
 * matching challenge, repeat the request with the result in a header"). A refused request answers
 * 400 with `{ errors, captcha: { code, challenge } }`; the client solves the proof of work and
 * repeats the request once with the base64 ALTCHA payload in `X-Captcha-Solution`. A solution is
 * accepted once (replays refused) and only before its challenge expires.
 * Codes: 100 password recovery, 111 login after failures, 112 registration, 113 SMS sending (the
 * spec's four), and 114 a guest's support e-mail request (this portal's own form, spec §4 Support
 * button).
 */
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { captchaSolutions } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { sha256 } from './crypto.ts';
import { serverSecret } from './secrets.ts';

/** Captcha codes of spec §8. */
export const CAPTCHA_CODE = { recovery: 100, login: 111, registration: 112, sms: 113, support: 114 } as const;
/** The header carrying the solution. */
export const CAPTCHA_HEADER = 'x-captcha-solution';
/** Challenge lifetime, ms. */
const CHALLENGE_MS = 10 * 60_000;
/**
 * Proof-of-work cost: PBKDF2-SHA-256 iterations per attempt, and the upper end of the counter
 * (the solver tries counters from 0 up to a secret value between COUNTER_MAX/2 and COUNTER_MAX).
 * 25,000 × 200–400 attempts takes 0.7–1.0 s of one core in Node 24 (and WebCrypto in a browser is
 * of the same order), while checking a solution costs the server one derivation (~3 ms).
 * Test servers lower it with PORTAL_CAPTCHA_COST and PORTAL_CAPTCHA_COUNTER_MAX.
 */
const CAPTCHA_COST = 25_000;
const CAPTCHA_COUNTER_MAX = 400;

/** The cost in force: the environment's override, else the defaults above. Read per challenge. */
function powCost(): { cost: number; counterMax: number } {
  return {
    cost: Number(process.env.PORTAL_CAPTCHA_COST ?? CAPTCHA_COST),
    counterMax: Number(process.env.PORTAL_CAPTCHA_COUNTER_MAX ?? CAPTCHA_COUNTER_MAX),
  };
}

async function secrets(db: Db) {
  return { hmacSignatureSecret: await serverSecret(db, 'captcha_hmac'), hmacKeySignatureSecret: await serverSecret(db, 'captcha_hmac_key') };
}

/** A new challenge for the ALTCHA widget or `solveChallenge`. */
export async function newChallenge(db: Db): Promise<unknown> {
  const { cost, counterMax } = powCost();
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost,
    counter: Math.floor(counterMax / 2) + Math.floor(Math.random() * (counterMax / 2)),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_MS),
    ...(await secrets(db)),
  });
}

/** The error that asks the client for a captcha. */
export async function captchaRequired(db: Db, code: number): Promise<AppError> {
  return new AppError('captcha_required', 'Please confirm you are not a robot.', { captcha: { code, challenge: await newChallenge(db) } });
}

/**
 * Checks a solution header. @returns true once per valid, unexpired solution; false for a
 * missing, invalid, expired or replayed one.
 */
export async function verifyCaptcha(db: Db, header: string | null): Promise<boolean> {
  if (!header || header.length > 10_000) return false;
  let payload: { challenge?: unknown; solution?: unknown };
  try {
    payload = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
  } catch {
    return false;
  }
  if (!payload || typeof payload !== 'object' || !payload.challenge || !payload.solution) return false;
  const result = await verifySolution({ challenge: payload.challenge as never, solution: payload.solution as never, deriveKey, ...(await secrets(db)) }).catch(() => null);
  if (!result?.verified) return false;
  await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, new Date()));
  const used = await db
    .insert(captchaSolutions)
    .values({ signature: sha256(JSON.stringify(payload.challenge)), expiresAt: new Date(Date.now() + CHALLENGE_MS) })
    .onConflictDoNothing()
    .returning();
  return used.length === 1;
}

/**
 * The one captcha check of every request that needs one: passes once per valid, unexpired solution
 * in `solutionHeader` (the request's `X-Captcha-Solution`, see {@link verifyCaptcha}), else asks
 * the client for one.
 * @param code the spec §8 captcha code of the request ({@link CAPTCHA_CODE})
 * @throws AppError captcha_required (400) with `{ captcha: { code, challenge } }`
 */
export async function requireCaptcha(db: Db, solutionHeader: string | null, code: number): Promise<void> {
  if (await verifyCaptcha(db, solutionHeader)) return;
  throw await captchaRequired(db, code);
}
