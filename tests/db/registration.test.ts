/**
 * Registration on PGlite and PostgreSQL: atomic (a refused registration leaves no player row and
 * no accounts), only a unique violation of the identity answers `already_registered`, any other
 * database error is a typed 503, and one address gets a limited number of registrations per hour,
 * also when they arrive in parallel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, sql } from 'drizzle-orm';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { engines, freshDatabase, type TestDatabase } from '../helpers/db.ts';
import { accounts, players } from '../../src/server/db/schema.ts';
import { register, registrationLimit, type BrandContext, type RegistrationInput } from '../../src/server/auth/service.ts';
import { newChallenge } from '../../src/server/auth/captcha.ts';
import type { Db } from '../../src/server/db/client.ts';

process.env.PORTAL_CAPTCHA_COST = '50';
process.env.PORTAL_CAPTCHA_COUNTER_MAX = '40';

const ENGINES = await engines();
const PASSWORD = 'Correct-Horse-77-Battery';
const BRAND: BrandContext = { id: 'main', name: 'BetPortal', currencyIso: 'RUB', isRegistrationAllowed: true, isVipDomain: false, termsVersion: 1 };

async function solution(db: Db): Promise<string> {
  const challenge = await newChallenge(db);
  const solved = await solveChallenge({ challenge: challenge as never, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution: solved })).toString('base64');
}

async function tryRegister(db: Db, input: RegistrationInput, address: string): Promise<{ code: string; status?: number; extra?: Record<string, unknown> }> {
  return register(db, BRAND, input, { address, captchaHeader: await solution(db) }).then(
    () => ({ code: 'ok' }),
    (error: { code?: string; status?: number; extra?: Record<string, unknown> }) => ({ code: error.code ?? String(error), status: error.status, extra: error.extra }),
  );
}

async function rowCounts(db: Db) {
  const [p] = await db.select({ n: count() }).from(players);
  const [a] = await db.select({ n: count() }).from(accounts);
  return { players: p!.n, accounts: a!.n };
}

describe.each(ENGINES)('registration on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(kind);
    // Real database errors for chosen e-mails: a serialization failure, and a unique violation of
    // a constraint that is not the identity's.
    await t.db.execute(sql.raw(`
      create function test_refuse_registration() returns trigger language plpgsql as $$
      begin
        if new.email = 'serialization@example.com' then
          raise exception 'could not serialize access' using errcode = '40001';
        elsif new.email = 'other-unique@example.com' then
          raise exception 'duplicate key' using errcode = '23505', constraint = 'some_other_index';
        end if;
        return new;
      end $$`));
    await t.db.execute(sql.raw(`
      create trigger test_refuse_registration before update on players for each row execute function test_refuse_registration();
    `));
  });
  afterAll(() => t.dispose());

  it('a refused duplicate e-mail leaves no player row and no accounts', async () => {
    expect((await tryRegister(t.db, { type: 'email', email: 'dup@example.com', password: PASSWORD }, '192.0.2.1')).code).toBe('ok');
    const before = await rowCounts(t.db);
    for (let i = 0; i < 3; i++) {
      expect(await tryRegister(t.db, { type: 'email', email: 'DUP@example.com', password: PASSWORD }, '192.0.2.1')).toMatchObject({ code: 'already_registered', status: 409 });
    }
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('other database errors are not already_registered: a typed 503, nothing left behind', async () => {
    const before = await rowCounts(t.db);
    expect(await tryRegister(t.db, { type: 'email', email: 'serialization@example.com', password: PASSWORD }, '192.0.2.2')).toMatchObject({ code: 'service_unavailable', status: 503 });
    expect(await tryRegister(t.db, { type: 'email', email: 'other-unique@example.com', password: PASSWORD }, '192.0.2.2')).toMatchObject({ code: 'service_unavailable', status: 503 });
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it(`one address gets ${registrationLimit({}).max} registrations an hour, also in parallel; another address is not affected`, async () => {
    const { max } = registrationLimit({});
    const outcomes = await Promise.all(Array.from({ length: max * 3 }, () => tryRegister(t.db, { type: 'fast' }, '198.51.100.20')));
    expect(outcomes.filter((o) => o.code === 'ok')).toHaveLength(max);
    const refused = outcomes.filter((o) => o.code !== 'ok');
    expect(refused).toHaveLength(max * 2);
    for (const r of refused) {
      expect(r).toMatchObject({ code: 'too_many_attempts', status: 429 });
      expect(r.extra?.retryAfterSeconds).toBeGreaterThan(0);
    }
    expect((await tryRegister(t.db, { type: 'fast' }, '198.51.100.21')).code).toBe('ok');
  });
});
