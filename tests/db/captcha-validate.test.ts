/**
 * The captcha check of spec §7 `captcha/validate` (src/server/auth/captcha.ts `captchaRefusal`) on
 * PGlite and PostgreSQL: a solved challenge passes however often it is checked, until a request
 * that needs a captcha uses it (then `used`); a forged solution is `invalid`; once its challenge's
 * 10 minutes are over it is `expired`, and the guarded request refuses it too.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { engines, freshDatabase, type TestDatabase } from '../helpers/db.ts';
import { captchaRefusal, captchaUpdate, verifyCaptcha } from '../../src/server/auth/captcha.ts';

const ENGINES = await engines();

/** A new challenge and the widget's payload solving it (base64 JSON, as `X-Captcha-Solution`). */
async function solved(t: TestDatabase): Promise<{ payload: string; time: number; expiresAt: number }> {
  const { challenge, time } = await captchaUpdate(t.db);
  const solution = await solveChallenge({ challenge: challenge as never, deriveKey });
  const expiresAt = (challenge as { parameters: { expiresAt: number } }).parameters.expiresAt;
  return { payload: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'), time, expiresAt };
}

describe.each(ENGINES)('captcha validate (%s)', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    process.env.PORTAL_CAPTCHA_COST = '50';
    process.env.PORTAL_CAPTCHA_COUNTER_MAX = '40';
    t = await freshDatabase(engine);
  });
  afterAll(() => t.dispose());
  afterEach(() => vi.restoreAllMocks());

  it('passes a solution without using it up, until a guarded request uses it', async () => {
    const { payload, time, expiresAt } = await solved(t);
    expect(expiresAt - time).toBe(600);
    expect(await captchaRefusal(t.db, payload)).toBeNull();
    expect(await captchaRefusal(t.db, payload)).toBeNull();
    expect(await verifyCaptcha(t.db, payload)).toBe(true);
    expect(await captchaRefusal(t.db, payload)).toBe('used');
    expect(await verifyCaptcha(t.db, payload)).toBe(false);
  });

  it('refuses a forged solution and a payload that is none', async () => {
    const { challenge } = await captchaUpdate(t.db);
    const forged = Buffer.from(JSON.stringify({ challenge, solution: { counter: 3, derivedKey: 'ab'.repeat(32) } })).toString('base64');
    expect(await captchaRefusal(t.db, forged)).toBe('invalid');
    expect(await captchaRefusal(t.db, Buffer.from('{"challenge":1}').toString('base64'))).toBe('invalid');
    expect(await captchaRefusal(t.db, 'not a payload')).toBe('invalid');
    expect(await captchaRefusal(t.db, null)).toBe('invalid');
  });

  it('calls a solution expired once its challenge is over, and the guarded request refuses it', async () => {
    const { payload, expiresAt } = await solved(t);
    vi.spyOn(Date, 'now').mockReturnValue((expiresAt + 1) * 1000);
    expect(await captchaRefusal(t.db, payload)).toBe('expired');
    expect(await verifyCaptcha(t.db, payload)).toBe(false);
  });
});
