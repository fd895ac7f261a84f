/**
 * Login throttling under parallel attempts, on PGlite and PostgreSQL
 * (src/server/auth/rate-limit.ts): counts are taken and the attempt recorded before the password
 * is checked, so a burst of 100 attempts with one correct password among them is refused once the
 * limit is reached; a stranger cannot lock the owner out, and a known-device cookie lets the owner
 * in (with a captcha) while the identifier is under attack from many addresses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { engines, freshDatabase, type TestDatabase } from '../helpers/db.ts';
import { loginAttempts, players } from '../../src/server/db/schema.ts';
import { loginWithPassword, type RequestContext } from '../../src/server/auth/service.ts';
import { newChallenge } from '../../src/server/auth/captcha.ts';
import { IDENTIFIER_LOCK_AFTER, LOCK_AFTER } from '../../src/server/auth/rate-limit.ts';
import { knownDeviceValue, readKnownDevice } from '../../src/server/auth/known-device.ts';
import { hashPassword } from '../../src/server/auth/password.ts';
import { createPlayer } from '../../src/server/ledger/accounts.ts';
import type { Db } from '../../src/server/db/client.ts';

// A cheap proof of work: these tests solve hundreds of challenges.
process.env.PORTAL_CAPTCHA_COST = '50';
process.env.PORTAL_CAPTCHA_COUNTER_MAX = '40';

const ENGINES = await engines();
const PASSWORD = 'Correct-Horse-77-Battery';

async function solution(db: Db): Promise<string> {
  const challenge = await newChallenge(db);
  const solved = await solveChallenge({ challenge: challenge as never, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution: solved })).toString('base64');
}

async function playerWithPassword(db: Db, email: string): Promise<number> {
  const id = await createPlayer(db, 'main', 'RUB');
  await db.update(players).set({ email, passwordHash: await hashPassword(PASSWORD) }).where(eq(players.id, id));
  return id;
}

/** The outcome of one attempt: 'ok', or the error code. */
async function attempt(db: Db, email: string, password: string, ctx: RequestContext): Promise<string> {
  return loginWithPassword(db, 'main', email, password, false, ctx).then(
    (outcome) => outcome.status,
    (error: { code?: string }) => error.code ?? String(error),
  );
}

const tally = (outcomes: string[]) => outcomes.reduce<Record<string, number>>((acc, o) => ({ ...acc, [o]: (acc[o] ?? 0) + 1 }), {});

describe.each(ENGINES)('login throttling on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(kind);
  });
  afterAll(() => t.dispose());

  it('100 parallel attempts from one address, each with a captcha, one with the right password: at most 5 are evaluated', async () => {
    const email = 'burst-one@example.com';
    await playerWithPassword(t.db, email);
    const solutions = await Promise.all(Array.from({ length: 100 }, () => solution(t.db)));
    const outcomes = await Promise.all(solutions.map((captchaHeader, i) =>
      attempt(t.db, email, i === 99 ? PASSWORD : `wrong-guess-${i}`, { address: '198.51.100.7', captchaHeader })));
    const counts = tally(outcomes);
    const evaluated = (counts.invalid_credentials ?? 0) + (counts.ok ?? 0);
    expect(evaluated, JSON.stringify(counts)).toBeLessThanOrEqual(LOCK_AFTER);
    expect(counts.too_many_attempts).toBe(100 - evaluated);
    const rows = await t.db.select().from(loginAttempts).where(eq(loginAttempts.account, `email:${email}`));
    expect(rows).toHaveLength(evaluated);
  });

  it('100 parallel attempts from 100 addresses with captchas: at most 20 are evaluated; the owner then gets in only with a known device', async () => {
    const email = 'burst-many@example.com';
    const owner = await playerWithPassword(t.db, email);
    const device = await readKnownDevice(t.db, await knownDeviceValue(t.db, owner));
    const solutions = await Promise.all(Array.from({ length: 100 }, () => solution(t.db)));
    const outcomes = await Promise.all(solutions.map((captchaHeader, i) =>
      attempt(t.db, email, i === 99 ? PASSWORD : `wrong-guess-${i}`, { address: `203.0.113.${i}`, captchaHeader })));
    const counts = tally(outcomes);
    const evaluated = (counts.invalid_credentials ?? 0) + (counts.ok ?? 0);
    expect(evaluated, JSON.stringify(counts)).toBeLessThanOrEqual(IDENTIFIER_LOCK_AFTER);
    expect(counts.invalid_credentials).toBeGreaterThanOrEqual(IDENTIFIER_LOCK_AFTER - 1);

    // An unknown device with the right password, from a fresh address, is refused...
    expect(await attempt(t.db, email, PASSWORD, { address: '192.0.2.200', captchaHeader: await solution(t.db) })).toBe('too_many_attempts');
    // ...the owner's known device is asked for a captcha and then let in.
    expect(await attempt(t.db, email, PASSWORD, { address: '192.0.2.201', captchaHeader: null, knownDevice: device })).toBe('captcha_required');
    expect(await attempt(t.db, email, PASSWORD, { address: '192.0.2.201', captchaHeader: await solution(t.db), knownDevice: device })).toBe('ok');
    // A device cookie of another player does not count for this identifier.
    const stranger = await readKnownDevice(t.db, await knownDeviceValue(t.db, owner + 1_000));
    expect(await attempt(t.db, email, PASSWORD, { address: '192.0.2.202', captchaHeader: await solution(t.db), knownDevice: stranger })).toBe('too_many_attempts');
    // A forged cookie is no device at all.
    expect(await readKnownDevice(t.db, `${owner}.AAAAAAAAAAAAAAAAAAAAAAAA.${'A'.repeat(43)}`)).toBeNull();
  });

  it('five failures from one address lock that address only: the owner elsewhere gets in with a captcha', async () => {
    const email = 'stranger-locks@example.com';
    await playerWithPassword(t.db, email);
    const attacker = '198.51.100.66';
    for (let i = 0; i < LOCK_AFTER; i++) {
      expect(await attempt(t.db, email, `wrong-${i}`, { address: attacker, captchaHeader: await solution(t.db) })).toBe('invalid_credentials');
    }
    expect(await attempt(t.db, email, PASSWORD, { address: attacker, captchaHeader: await solution(t.db) })).toBe('too_many_attempts');
    expect(await attempt(t.db, email, PASSWORD, { address: '192.0.2.10', captchaHeader: null })).toBe('captcha_required');
    expect(await attempt(t.db, email, PASSWORD, { address: '192.0.2.10', captchaHeader: await solution(t.db) })).toBe('ok');
    const success = await t.db.select().from(loginAttempts).where(and(eq(loginAttempts.account, `email:${email}`), eq(loginAttempts.success, true)));
    expect(success).toHaveLength(1);
  });
});
