/**
 * Identity services on PGlite and PostgreSQL where time matters: expired and reused one-time
 * codes (wrong_code vs time_up, spec §4), two-step challenges, session idle and absolute timeouts,
 * revocation, API tokens; and the password policy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { engines, freshDatabase, type TestDatabase } from '../helpers/db.ts';
import { authCodes, players } from '../../src/server/db/schema.ts';
import { consumeCode, completeTwoStep, beginTwoStepSetup, CODE_TTL_MS } from '../../src/server/auth/service.ts';
import { createSession, issueApiToken, resolveApiToken, resolveSession, revokeSession, SESSION_TIMEOUTS } from '../../src/server/auth/sessions.ts';
import { sha256 } from '../../src/server/auth/crypto.ts';
import { createPlayer } from '../../src/server/ledger/accounts.ts';
import { passwordProblem, hashPassword, verifyPassword } from '../../src/server/auth/password.ts';
import { AppError } from '../../src/server/errors.ts';
import { Secret, TOTP } from 'otpauth';
import { SESSION_PLAYER_FIELDS } from '../../src/domain/player/session-player.ts';

const ENGINES = await engines();
const codeOf = async (p: Promise<unknown>) => ((await p.then(() => null, (e: unknown) => e)) as AppError | null)?.code;

describe.each(ENGINES)('identity on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(kind);
  });
  afterAll(() => t.dispose());

  async function storeCode(target: string, code: string, expiresAt: Date) {
    await t.db.insert(authCodes).values({ purpose: 'password_reset', brandId: 'main', target, codeHash: sha256(code), expiresAt });
  }

  it('a wrong code is wrong_code before expiry and time_up after; a right code after expiry is time_up', async () => {
    const now = new Date('2026-11-21T10:00:00Z');
    await storeCode('a@example.com', '123456', new Date(now.getTime() + CODE_TTL_MS.password_reset));
    expect(await codeOf(consumeCode(t.db, 'main', 'password_reset', 'a@example.com', '000000', now))).toBe('wrong_code');
    const later = new Date(now.getTime() + CODE_TTL_MS.password_reset + 1);
    expect(await codeOf(consumeCode(t.db, 'main', 'password_reset', 'a@example.com', '000000', later))).toBe('time_up');
    expect(await codeOf(consumeCode(t.db, 'main', 'password_reset', 'a@example.com', '123456', later))).toBe('time_up');
  });

  it('a code works once and is spent after 5 wrong tries', async () => {
    const now = new Date();
    await storeCode('b@example.com', '222222', new Date(now.getTime() + 60_000));
    await expect(consumeCode(t.db, 'main', 'password_reset', 'b@example.com', '222222', now)).resolves.toMatchObject({ target: 'b@example.com' });
    expect(await codeOf(consumeCode(t.db, 'main', 'password_reset', 'b@example.com', '222222', now))).toBe('time_up');
    await storeCode('c@example.com', '333333', new Date(now.getTime() + 60_000));
    for (let i = 0; i < 5; i++) expect(await codeOf(consumeCode(t.db, 'main', 'password_reset', 'c@example.com', '999999', now))).toBe('wrong_code');
    expect(await codeOf(consumeCode(t.db, 'main', 'password_reset', 'c@example.com', '333333', now))).not.toBeUndefined();
  });

  it('a two-step challenge expires after 5 minutes', async () => {
    const playerId = await createPlayer(t.db, 'main', 'RUB');
    const { secret } = await beginTwoStepSetup(t.db, playerId, 'BetPortal');
    await t.db.update(players).set({ totpEnabled: true }).where(eq(players.id, playerId));
    const now = new Date();
    await t.db.insert(authCodes).values({ purpose: 'two_step', brandId: 'main', playerId, target: `player:${playerId}`, codeHash: sha256('challenge-token-0123456789'), expiresAt: new Date(now.getTime() + CODE_TTL_MS.two_step) });
    const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
    const late = new Date(now.getTime() + CODE_TTL_MS.two_step + 1000);
    expect(await codeOf(completeTwoStep(t.db, 'main', 'challenge-token-0123456789', totp.generate({ timestamp: late.getTime() }), late))).toBe('time_up');
    await expect(completeTwoStep(t.db, 'main', 'challenge-token-0123456789', totp.generate({ timestamp: now.getTime() }), now)).resolves.toMatchObject({ status: 'ok', playerId });
  });

  it('a session ends after its idle timeout, its absolute lifetime, or revocation', async () => {
    const playerId = await createPlayer(t.db, 'main', 'RUB');
    const start = new Date('2026-11-21T10:00:00Z');
    const { token, session } = await createSession(t.db, playerId, 'main', false, start);
    const at = (ms: number) => new Date(start.getTime() + ms);
    expect(await resolveSession(t.db, token, 'main', at(SESSION_TIMEOUTS.idle * 1000 - 1000))).toMatchObject({ playerId });
    expect(await resolveSession(t.db, token, 'vip', at(1000))).toBeNull();
    // Activity keeps it alive until the absolute lifetime.
    let now = 0;
    while (now + 20 * 60_000 < SESSION_TIMEOUTS.absolute * 1000) {
      now += 20 * 60_000;
      expect(await resolveSession(t.db, token, 'main', at(now))).not.toBeNull();
    }
    expect(await resolveSession(t.db, token, 'main', at(SESSION_TIMEOUTS.absolute * 1000))).toBeNull();
    const idle = await createSession(t.db, playerId, 'main', false, start);
    expect(await resolveSession(t.db, idle.token, 'main', at(SESSION_TIMEOUTS.idle * 1000 + 1000))).toBeNull();
    const revoked = await createSession(t.db, playerId, 'main', true, start);
    await revokeSession(t.db, revoked.session.id, at(1000));
    expect(await resolveSession(t.db, revoked.token, 'main', at(2000))).toBeNull();
    expect(session.idleSeconds).toBe(1800);
    expect(revoked.maxAgeSeconds).toBe(SESSION_TIMEOUTS.rememberAbsolute);
  });

  it('a resolved session (cookie or API token) carries the page fields of its player and no secret', async () => {
    const playerId = await createPlayer(t.db, 'main', 'RUB');
    await beginTwoStepSetup(t.db, playerId, 'BetPortal');
    await t.db.update(players).set({ passwordHash: await hashPassword('correct horse battery'), email: 'secret@example.com' }).where(eq(players.id, playerId));
    const [row] = await t.db.select().from(players).where(eq(players.id, playerId));
    expect(row?.passwordHash).toBeTruthy();
    expect(row?.totpSecret).toBeTruthy();
    const start = new Date();
    const { token, session } = await createSession(t.db, playerId, 'main', false, start);
    const api = await issueApiToken(t.db, session.id, start);
    for (const resolved of [await resolveSession(t.db, token, 'main', start), await resolveApiToken(t.db, api.token, 'main', start)]) {
      expect(Object.keys(resolved!.player).sort()).toEqual([...SESSION_PLAYER_FIELDS].sort());
      expect(resolved!.player).toMatchObject({ id: playerId, email: 'secret@example.com', totpEnabled: false });
      const serialized = JSON.stringify(resolved);
      expect(serialized).not.toContain(row!.passwordHash!);
      expect(serialized).not.toContain(row!.totpSecret!);
    }
  });

  it('API tokens follow their session and expire after 10 minutes', async () => {
    const playerId = await createPlayer(t.db, 'main', 'RUB');
    const start = new Date();
    const { session } = await createSession(t.db, playerId, 'main', false, start);
    const first = await issueApiToken(t.db, session.id, start);
    const second = await issueApiToken(t.db, session.id, start);
    expect(await resolveApiToken(t.db, first.token, 'main', start)).toBeNull();
    expect(await resolveApiToken(t.db, second.token, 'main', start)).toMatchObject({ playerId });
    expect(await resolveApiToken(t.db, second.token, 'main', new Date(start.getTime() + 10 * 60_000 + 1))).toBeNull();
  });
});

describe('password policy and hashing (ASVS)', () => {
  it.each([
    ['1234567', 'The password needs at least 8 characters.'],
    ['password', 'This password is too common. Choose another one.'],
    ['Password', 'This password is too common. Choose another one.'],
    ['12345678', 'This password is too common. Choose another one.'],
    ['x'.repeat(129), 'The password can have at most 128 characters.'],
    ['my login name', 'The password must differ from your login.'],
    ['eight ch', null],
    ['ÄÖÜäöüß!', null],
    ['a'.repeat(64), null],
  ])('%j → %j', (password, problem) => {
    expect(passwordProblem(password, ['my login name'])).toBe(problem);
  });

  it('hashes with argon2id and verifies; a missing hash never verifies', async () => {
    const hash = await hashPassword('a long enough secret');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'a long enough secret')).toBe(true);
    expect(await verifyPassword(hash, 'a long enough secreT')).toBe(false);
    expect(await verifyPassword(null, 'a long enough secret')).toBe(false);
  });
});
