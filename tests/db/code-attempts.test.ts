/**
 * One-time codes under parallel guessing, on PGlite and PostgreSQL: each try is counted by one
 * conditional update before it is judged, so a burst of guesses gets at most CODE_MAX_ATTEMPTS of
 * them evaluated (wrong_code or success); the rest are refused as time_up, the right code included
 * once the tries are spent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { engines, freshDatabase, type TestDatabase } from '../helpers/db.ts';
import { authCodes, players } from '../../src/server/db/schema.ts';
import { beginTwoStepSetup, completeTwoStep, consumeCode, CODE_MAX_ATTEMPTS, CODE_TTL_MS } from '../../src/server/auth/service.ts';
import { sha256 } from '../../src/server/auth/crypto.ts';
import { createPlayer } from '../../src/server/ledger/accounts.ts';
import { AppError } from '../../src/server/errors.ts';

const ENGINES = await engines();
const outcomeOf = async (p: Promise<unknown>) => p.then(() => 'ok', (e: unknown) => (e instanceof AppError ? e.code : String(e)));
const tally = (outcomes: string[]) => outcomes.reduce<Record<string, number>>((acc, o) => ({ ...acc, [o]: (acc[o] ?? 0) + 1 }), {});

describe.each(ENGINES)('one-time code tries on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(kind);
  });
  afterAll(() => t.dispose());

  async function storeCode(target: string, code: string): Promise<number> {
    const [row] = await t.db.insert(authCodes).values({ purpose: 'password_reset', brandId: 'main', target, codeHash: sha256(code), expiresAt: new Date(Date.now() + CODE_TTL_MS.password_reset) }).returning();
    return row!.id;
  }
  const attemptsOf = async (id: number) => (await t.db.select({ n: authCodes.attempts }).from(authCodes).where(eq(authCodes.id, id)))[0]!.n;
  const guess = (target: string, code: string) => outcomeOf(consumeCode(t.db, 'main', 'password_reset', target, code));

  it('50 parallel wrong guesses: exactly CODE_MAX_ATTEMPTS are judged, then the right code is refused', async () => {
    const id = await storeCode('burst@example.com', '424242');
    const outcomes = tally(await Promise.all(Array.from({ length: 50 }, () => guess('burst@example.com', '000000'))));
    expect(outcomes).toEqual({ wrong_code: CODE_MAX_ATTEMPTS, time_up: 50 - CODE_MAX_ATTEMPTS });
    expect(await attemptsOf(id)).toBe(CODE_MAX_ATTEMPTS);
    expect(await guess('burst@example.com', '424242')).toBe('time_up');
    expect(await attemptsOf(id)).toBe(CODE_MAX_ATTEMPTS);
  });

  it('50 parallel wrong guesses and the right one: at most CODE_MAX_ATTEMPTS are judged, the code works at most once', async () => {
    const id = await storeCode('mixed@example.com', '515151');
    const guesses = Array.from({ length: 50 }, () => '000000');
    guesses.splice(25, 0, '515151');
    const outcomes = tally(await Promise.all(guesses.map((code) => guess('mixed@example.com', code))));
    const judged = (outcomes.wrong_code ?? 0) + (outcomes.ok ?? 0);
    expect(judged).toBeLessThanOrEqual(CODE_MAX_ATTEMPTS);
    expect(outcomes.ok ?? 0).toBeLessThanOrEqual(1);
    expect(judged + (outcomes.time_up ?? 0)).toBe(51);
    expect(await attemptsOf(id)).toBe(judged);
  });

  it('a two-step challenge: 50 parallel wrong codes and the right one get at most CODE_MAX_ATTEMPTS judged', async () => {
    const playerId = await createPlayer(t.db, 'main', 'RUB');
    const { secret } = await beginTwoStepSetup(t.db, playerId, 'BetPortal');
    await t.db.update(players).set({ totpEnabled: true }).where(eq(players.id, playerId));
    const challenge = 'challenge-burst-0123456789';
    const [row] = await t.db.insert(authCodes).values({ purpose: 'two_step', brandId: 'main', playerId, target: `player:${playerId}`, codeHash: sha256(challenge), expiresAt: new Date(Date.now() + CODE_TTL_MS.two_step) }).returning();
    const now = new Date();
    const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
    const valid = new Set([-1, 0, 1].map((k) => totp.generate({ timestamp: now.getTime() + k * 30_000 })));
    const wrong = ['000000', '111111', '222222', '333333'].find((c) => !valid.has(c))!;
    const codes = Array.from({ length: 50 }, () => wrong);
    codes.splice(25, 0, totp.generate({ timestamp: now.getTime() }));
    const outcomes = tally(await Promise.all(codes.map((code) => outcomeOf(completeTwoStep(t.db, 'main', challenge, code, now)))));
    const judged = (outcomes.wrong_code ?? 0) + (outcomes.ok ?? 0);
    expect(judged).toBeLessThanOrEqual(CODE_MAX_ATTEMPTS);
    expect(outcomes.ok ?? 0).toBeLessThanOrEqual(1);
    expect(judged + (outcomes.time_up ?? 0)).toBe(51);
    expect(await attemptsOf(row!.id)).toBe(judged);
  });
});
