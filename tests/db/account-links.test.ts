/**
 * The account pages' link flows on PGlite and PostgreSQL: the password-reset link (sent with the
 * recovery code in one message in the request's language; works once, refused after its expiry,
 * ends the code sent with it; per-address and per-account request limits), the activation link (confirms the e-mail,
 * once, until it expires; per-player send limit) and the signed newsletter unsubscribe (idempotent,
 * a wrong or foreign signature refused).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { engines, freshDatabase, type TestDatabase } from '../helpers/db.ts';
import { authCodes, players } from '../../src/server/db/schema.ts';
import { sha256 } from '../../src/server/auth/crypto.ts';
import { createPlayer } from '../../src/server/ledger/accounts.ts';
import { newChallenge } from '../../src/server/auth/captcha.ts';
import { hashPassword, verifyPassword } from '../../src/server/auth/password.ts';
import { messagesTo } from '../../src/server/auth/sender.ts';
import { ACTIVATION_LINKS_PER_HOUR, RECOVERY_LIMITS, recoveryAddressLimit, requestPasswordReset, resetPassword, sendActivationLink, type RequestContext } from '../../src/server/auth/service.ts';
import { LINK_TTL_MS, activateByLink, linkState, resetPasswordByLink } from '../../src/server/auth/account-links.ts';
import { newsletterSignature } from '../../src/server/auth/newsletter-link.ts';
import { stopNewsletter } from '../../src/server/office/newsletter.ts';
import { loadUserSettings } from '../../src/server/player-settings.ts';
import { saveUserSettings } from '../../src/server/office/settings.ts';
import { DEFAULT_USER_SETTINGS } from '../../src/domain/office/settings.ts';
import type { Db } from '../../src/server/db/client.ts';

process.env.PORTAL_CAPTCHA_COST = '50';
process.env.PORTAL_CAPTCHA_COUNTER_MAX = '40';

const ENGINES = await engines();
const BRAND = { id: 'main', name: 'BetPortal' };
const ORIGIN = 'https://portal.test';

async function solution(db: Db): Promise<string> {
  const challenge = await newChallenge(db);
  const solved = await solveChallenge({ challenge: challenge as never, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution: solved })).toString('base64');
}

async function ctx(db: Db, lng: 'en' | 'ru' = 'en', address = '10.0.0.1'): Promise<RequestContext> {
  return { address, captchaHeader: await solution(db), lng, origin: ORIGIN };
}

async function playerWith(db: Db, email: string, activationType = 0): Promise<number> {
  const id = await createPlayer(db, 'main', 'RUB');
  await db.update(players).set({ email, activationType, passwordHash: await hashPassword('Old-Secret-Horse-41') }).where(eq(players.id, id));
  return id;
}

const failure = (promise: Promise<unknown>) => promise.then(() => 'ok', (error: { code?: string }) => error.code ?? String(error));
const tokenIn = (body: string, path: string) => new URL(new RegExp(`${ORIGIN}/[a-z]{2}${path}\\?\\S+`).exec(body)![0]).searchParams.get('token')!;
const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)![1]!;

describe.each(ENGINES)('account links on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(kind);
  });
  afterAll(async () => t?.dispose());

  it('sends one reset message with a code and a link in the request language; the link works once and ends the code', async () => {
    const email = 'reset-once@example.com';
    const playerId = await playerWith(t.db, email);
    await requestPasswordReset(t.db, BRAND, email, await ctx(t.db, 'ru'));
    const [message] = await messagesTo(t.db, email);
    expect(message).toMatchObject({ channel: 'email', subject: 'BetPortal: восстановление пароля' });
    expect(message!.body).toContain(`${ORIGIN}/ru/user/passwordreset?token=`);
    const token = tokenIn(message!.body, '/user/passwordreset');
    const code = codeIn(message!.body);
    expect(await linkState(t.db, 'main', 'password_link', token)).toBe('valid');

    expect(await resetPasswordByLink(t.db, 'main', token, 'A-brand-new-Secret-93')).toEqual({ saved: true });
    const [player] = await t.db.select().from(players).where(eq(players.id, playerId));
    expect(await verifyPassword(player!.passwordHash, 'A-brand-new-Secret-93')).toBe(true);
    expect(await linkState(t.db, 'main', 'password_link', token)).toBe('used');
    expect(await failure(resetPasswordByLink(t.db, 'main', token, 'Another-Secret-Pass-12'))).toBe('wrong_code');
    // The code of the same message is spent too: no unused code is left to match.
    expect(['wrong_code', 'time_up']).toContain(await failure(resetPassword(t.db, 'main', email, code, 'Another-Secret-Pass-12')));
  });

  it('stores only the hash of a link token, and refuses an expired, forged or other-brand token', async () => {
    const email = 'reset-expiry@example.com';
    await playerWith(t.db, email);
    await requestPasswordReset(t.db, BRAND, email, await ctx(t.db));
    const token = tokenIn((await messagesTo(t.db, email))[0]!.body, '/user/passwordreset');
    const [stored] = await t.db.select().from(authCodes).where(eq(authCodes.purpose, 'password_link')).orderBy(desc(authCodes.id)).limit(1);
    expect(stored!.codeHash).toBe(sha256(token));
    const later = new Date(Date.now() + LINK_TTL_MS.password_link + 1000);
    expect(await linkState(t.db, 'main', 'password_link', token, later)).toBe('expired');
    expect(await failure(resetPasswordByLink(t.db, 'main', token, 'A-brand-new-Secret-93', later))).toBe('time_up');
    expect(await failure(resetPasswordByLink(t.db, 'vip', token, 'A-brand-new-Secret-93'))).toBe('wrong_code');
    const forged = `${token.slice(0, 42)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await failure(resetPasswordByLink(t.db, 'main', forged, 'A-brand-new-Secret-93'))).toBe('wrong_code');
    // Still valid before its expiry.
    expect(await resetPasswordByLink(t.db, 'main', token, 'A-brand-new-Secret-93')).toEqual({ saved: true });
  });

  it('limits recovery requests per account, whether or not the account exists', async () => {
    for (const identifier of ['limited@example.com', 'nobody-here@example.com']) {
      if (identifier === 'limited@example.com') await playerWith(t.db, identifier);
      for (let i = 0; i < RECOVERY_LIMITS.perAccount; i++) {
        expect(await failure(requestPasswordReset(t.db, BRAND, identifier, await ctx(t.db, 'en', `10.1.0.${i}`)))).toBe('ok');
      }
      expect(await failure(requestPasswordReset(t.db, BRAND, identifier, await ctx(t.db, 'en', '10.1.1.1')))).toBe('too_many_attempts');
    }
    expect(await messagesTo(t.db, 'nobody-here@example.com')).toEqual([]);
  });

  it(`limits recovery requests per address to ${recoveryAddressLimit({}).max} an hour, PORTAL_RECOVERY_LIMIT overriding it`, async () => {
    const { max } = recoveryAddressLimit({});
    for (let i = 0; i < max; i++) {
      expect(await failure(requestPasswordReset(t.db, BRAND, `per-address-${i}@example.com`, await ctx(t.db, 'en', '10.2.0.1')))).toBe('ok');
    }
    expect(await failure(requestPasswordReset(t.db, BRAND, 'per-address-last@example.com', await ctx(t.db, 'en', '10.2.0.1')))).toBe('too_many_attempts');
    expect(await failure(requestPasswordReset(t.db, BRAND, 'per-address-last@example.com', await ctx(t.db, 'en', '10.2.0.2')))).toBe('ok');
    expect(recoveryAddressLimit({ PORTAL_RECOVERY_LIMIT: '500' }).max).toBe(500);
    expect(recoveryAddressLimit({ PORTAL_RECOVERY_LIMIT: 'none' }).max).toBe(RECOVERY_LIMITS.perAddress);
  });

  it('confirms the e-mail through the activation link once, and not after its expiry', async () => {
    const email = 'activate@example.com';
    const playerId = await playerWith(t.db, email, 3);
    await sendActivationLink(t.db, BRAND, playerId, email, await ctx(t.db, 'en'));
    const [message] = await messagesTo(t.db, email);
    expect(message!.subject).toBe('Welcome to BetPortal: confirm your e-mail');
    expect(message!.body).toContain(`${ORIGIN}/en/user/stopnewsletter?u=${playerId}&sig=`);
    const token = tokenIn(message!.body, '/user/activatefast');

    const late = new Date(Date.now() + LINK_TTL_MS.activation + 1000);
    expect(await failure(activateByLink(t.db, 'main', token, late))).toBe('time_up');
    expect(await activateByLink(t.db, 'main', token)).toEqual({ playerId, email, activationType: 2 });
    expect(await failure(activateByLink(t.db, 'main', token))).toBe('wrong_code');
  });

  it('sets a new e-mail only when its link is followed, refuses another player\'s e-mail and limits sends per player', async () => {
    const playerId = await createPlayer(t.db, 'main', 'RUB');
    await playerWith(t.db, 'taken@example.com');
    expect(await failure(sendActivationLink(t.db, BRAND, playerId, 'taken@example.com', await ctx(t.db)))).toBe('already_registered');
    await sendActivationLink(t.db, BRAND, playerId, 'New.Address@Example.com', await ctx(t.db));
    const [before] = await t.db.select().from(players).where(eq(players.id, playerId));
    expect(before!.email).toBeNull();
    const token = tokenIn((await messagesTo(t.db, 'new.address@example.com'))[0]!.body, '/user/activatefast');
    expect(await activateByLink(t.db, 'main', token)).toMatchObject({ email: 'new.address@example.com', activationType: 1 });
    for (let i = 1; i < ACTIVATION_LINKS_PER_HOUR; i++) await sendActivationLink(t.db, BRAND, playerId, 'new.address@example.com', await ctx(t.db));
    expect(await failure(sendActivationLink(t.db, BRAND, playerId, 'new.address@example.com', await ctx(t.db)))).toBe('too_many_attempts');
  });

  it('unsubscribes by a signed link once, idempotently, and refuses a wrong or foreign signature', async () => {
    const playerId = await playerWith(t.db, 'news@example.com');
    const other = await playerWith(t.db, 'news-other@example.com');
    const on = { ...DEFAULT_USER_SETTINGS.mailing, enable_mail_news: true, enable_sms_news: true };
    await saveUserSettings(t.db, playerId, { mailing: on }, []);
    await saveUserSettings(t.db, other, { mailing: on }, []);
    const { u, sig } = await newsletterSignature(t.db, 'main', playerId);
    const otherSig = (await newsletterSignature(t.db, 'main', other)).sig;
    const vipSig = (await newsletterSignature(t.db, 'vip', playerId)).sig;

    expect(await stopNewsletter(t.db, 'main', u, otherSig, DEFAULT_USER_SETTINGS)).toBe('invalid');
    expect(await stopNewsletter(t.db, 'main', u, vipSig, DEFAULT_USER_SETTINGS)).toBe('invalid');
    expect(await stopNewsletter(t.db, 'main', u, `${sig.slice(0, 42)}${sig.endsWith('A') ? 'B' : 'A'}`, DEFAULT_USER_SETTINGS)).toBe('invalid');
    expect(await stopNewsletter(t.db, 'main', u, null, DEFAULT_USER_SETTINGS)).toBe('invalid');
    expect((await loadUserSettings(t.db, playerId)).mailing).toEqual(on);

    expect(await stopNewsletter(t.db, 'main', u, sig, DEFAULT_USER_SETTINGS)).toBe('stopped');
    expect(await stopNewsletter(t.db, 'main', u, sig, DEFAULT_USER_SETTINGS)).toBe('already');
    expect((await loadUserSettings(t.db, playerId)).mailing).toEqual({ ...on, enable_mail_news: false, enable_sms_news: false });
    expect((await loadUserSettings(t.db, other)).mailing).toEqual(on);
  });
});
