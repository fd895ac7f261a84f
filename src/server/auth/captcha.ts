/**
 * Self-hosted ALTCHA captcha (spec §8 "400 captcha codes 100, 111, 112, 113: show the
 * matching challenge, repeat the request with the result in a header"). A refused request answers
 * 400 with `{ errors, captcha: { code, challenge } }`; the client solves the proof of work and
 * repeats the request once with the base64 ALTCHA payload in `X-Captcha-Solution`. A solution is
 * accepted once (replays refused) and only before its challenge expires.
 * Codes: 100 password recovery, 111 login after failures, 112 registration, 113 SMS sending (the
 * spec's four), and 114 a guest's support e-mail request (this portal's own form, spec §4 Support
 * button). The captcha calls of spec §7 (`/web-api/captcha/validate`, `update`, `gettime`;
 * schemas/captcha-api.ts) answer with the same challenges: {@link captchaRefusal} checks a
 * solution without using it up, {@link captchaUpdate} hands out a new challenge.
 */
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { and, eq, gt, lt } from 'drizzle-orm';
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

/** The server's clock in unix seconds (spec §7 captcha `time`; an ALTCHA challenge's `expiresAt` is on it). */
export function captchaTime(now = Date.now()): number {
  return Math.floor(now / 1000);
}

/** `GET /captcha/update` (spec §7): a new challenge and the server's time. */
export async function captchaUpdate(db: Db): Promise<{ time: number; challenge: unknown }> {
  return { time: captchaTime(), challenge: await newChallenge(db) };
}

/** The error that asks the client for a captcha. */
export async function captchaRequired(db: Db, code: number): Promise<AppError> {
  return new AppError('captcha_required', 'Please confirm you are not a robot.', { captcha: { code, challenge: await newChallenge(db) } });
}

/** A solution payload as the widget sends it (base64 JSON `{ challenge, solution }`), or null when it is not one. */
function payloadOf(header: string | null): { challenge: object; solution: object } | null {
  if (!header || header.length > 10_000) return null;
  let payload: { challenge?: unknown; solution?: unknown };
  try {
    payload = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!payload || typeof payload !== 'object' || !payload.challenge || typeof payload.challenge !== 'object' || !payload.solution || typeof payload.solution !== 'object') return null;
  return { challenge: payload.challenge, solution: payload.solution };
}

/** The key a used solution is remembered by: its challenge's hash. */
const usedKey = (challenge: object) => sha256(JSON.stringify(challenge));

/** Why a solution would be refused (spec §7 captcha/validate): not a valid solution, its challenge expired, or used already. */
export type CaptchaRefusal = 'invalid' | 'expired' | 'used';

/** The signature and proof-of-work check of a payload: null when they hold, else the refusal. */
async function solutionRefusal(db: Db, payload: { challenge: object; solution: object } | null): Promise<CaptchaRefusal | null> {
  if (!payload) return 'invalid';
  const result = await verifySolution({ challenge: payload.challenge as never, solution: payload.solution as never, deriveKey, ...(await secrets(db)) }).catch(() => null);
  if (result?.expired) return 'expired';
  return result?.verified ? null : 'invalid';
}

/**
 * Checks a solution without using it up (spec §7 `captcha/validate`: the widget asks whether its
 * solution will pass before the guarded request carries it). @returns null when
 * {@link verifyCaptcha} would accept it now, else why not
 */
export async function captchaRefusal(db: Db, header: string | null): Promise<CaptchaRefusal | null> {
  const payload = payloadOf(header);
  const refusal = await solutionRefusal(db, payload);
  if (refusal) return refusal;
  const [used] = await db.select({ signature: captchaSolutions.signature }).from(captchaSolutions)
    .where(and(eq(captchaSolutions.signature, usedKey(payload!.challenge)), gt(captchaSolutions.expiresAt, new Date())));
  return used ? 'used' : null;
}

/**
 * Checks a solution header. @returns true once per valid, unexpired solution; false for a
 * missing, invalid, expired or replayed one.
 */
export async function verifyCaptcha(db: Db, header: string | null): Promise<boolean> {
  const payload = payloadOf(header);
  if (await solutionRefusal(db, payload)) return false;
  await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, new Date()));
  const used = await db
    .insert(captchaSolutions)
    .values({ signature: usedKey(payload!.challenge), expiresAt: new Date(Date.now() + CHALLENGE_MS) })
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
