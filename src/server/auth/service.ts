/**
 * Registration, login (e-mail or login + password, phone + password, SMS code, two-step TOTP),
 * password recovery and two-step set-up (spec §4 Registration types, Password recovery,
 * Login auth form modes; §5; §6). Refusals never say whether an account exists.
 */
import { recordReferral } from '../referral/service.ts';
import type { ReferralCapture } from '../../domain/referral/capture.ts';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../db/client.ts';
import { authCodes, players } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { isUniqueViolation, pgError } from '../db/errors.ts';
import { createPlayer } from '../ledger/accounts.ts';
import { randomCode, randomToken, safeEqual, sha256 } from './crypto.ts';
import { assertPassword, hashPassword, verifyPassword } from './password.ts';
import { settleAttempt, takeAttempt, takeRateSlot, type RateLimit } from './rate-limit.ts';
import type { KnownDevice } from './known-device.ts';
import { CAPTCHA_CODE, captchaRequired, requireCaptcha, verifyCaptcha } from './captcha.ts';
import { classifyIdentifier, generateLogin, normaliseEmail, normalisePhone } from './identity.ts';
import { outboxSender, type Sender } from './sender.ts';
import { revokeAllSessions } from './sessions.ts';
import { classifyFailedCode } from '../../domain/player/password-recovery.ts';
import { activationAfterPhoneAdded } from '../../domain/player/activation.ts';
import { FALLBACK_LANGUAGE, type LanguageCode } from '../../../schemas/language.ts';
import { renderMessage } from './messages.ts';
import { LINK_TTL_MS, issueLinkToken, retirePasswordRecovery } from './account-links.ts';
import { newsletterLink } from './newsletter-link.ts';

/** One-time code lifetimes, ms. */
export const CODE_TTL_MS = { sms_login: 5 * 60_000, password_reset: 15 * 60_000, two_step: 5 * 60_000, transfer: 5 * 60_000, transfer_redirect: 10 * 60_000 } as const;
/** Wrong tries allowed per one-time code. */
export const CODE_MAX_ATTEMPTS = 5;

/** The brand facts registration needs. */
export interface BrandContext {
  id: string;
  name: string;
  currencyIso: string;
  isRegistrationAllowed: boolean;
  isVipDomain: boolean;
  /** Current terms version; a new player accepts it by registering. */
  termsVersion: number;
}

/** Who is asking: the client address, the captcha header and the known-device cookie, for limits and captcha. */
export interface RequestContext {
  address: string;
  captchaHeader: string | null;
  /** The verified known-device cookie of the request (src/server/auth/known-device.ts), if any. */
  knownDevice?: KnownDevice | null;
  sender?: Sender;
  /** Language of the messages sent (the request's `locals.lng`); English when absent. */
  lng?: LanguageCode;
  /** Origin the links in messages point to (`https://host` of the request); relative links when absent. */
  origin?: string;
}

/** `{origin}/{lng}`: where the links of a message start. */
function linkBase(ctx: Pick<RequestContext, 'lng' | 'origin'>): string {
  return `${ctx.origin ?? ''}/${ctx.lng ?? FALLBACK_LANGUAGE}`;
}

/** A successful first step: either a player to start a session for, or a two-step challenge. */
export type LoginOutcome =
  | { status: 'ok'; playerId: number; remember: boolean }
  | { status: 'two_step_required'; challenge: string };

const INVALID = () => new AppError('invalid_credentials', 'Wrong login or password.');

/** @throws AppError registration_closed when the brand does not register players (spec §5, §6 VIP domain) */
function assertRegistrationOpen(brand: BrandContext): void {
  if (!brand.isRegistrationAllowed || brand.isVipDomain) throw new AppError('registration_closed', 'Registration is closed on this site.');
}

/** The unique indexes of a player's identity (login, e-mail, phone per brand). */
const IDENTITY_INDEXES = ['players_brand_login', 'players_brand_email', 'players_brand_phone'] as const;

/** Registrations allowed per client address per hour (default). */
const REGISTRATIONS_PER_HOUR = 10;

/**
 * The per-address registration limit: REGISTRATIONS_PER_HOUR attempts (after a solved captcha)
 * per hour, or PORTAL_REGISTRATION_LIMIT when set (the test servers register many players from
 * one address).
 */
export function registrationLimit(env: NodeJS.ProcessEnv = process.env): RateLimit {
  const max = Number(env.PORTAL_REGISTRATION_LIMIT ?? REGISTRATIONS_PER_HOUR);
  return { kind: 'registration', max: Number.isInteger(max) && max > 0 ? max : REGISTRATIONS_PER_HOUR, windowMs: 3_600_000 };
}

/** Input of a registration. */
export type RegistrationInput =
  | { type: 'fast' }
  | { type: 'email'; email: string; password: string }
  | { type: 'phone'; countryCode: string; phoneNumber: string; password: string; smsCode: string };

/**
 * Registers a player (spec §4 Registration types: fast/one-click, phone, full e-mail) with a main
 * and a bonus account in the brand's currency, in one transaction. Captcha always (code 112), then
 * one slot of the per-address limit ({@link registrationLimit}). Activation type: e-mail 0 until
 * confirmed, phone 3 (confirmed by the SMS code), fast 0.
 * The referral cookies' capture (`referral`) is stored in the same transaction.
 * @returns the player id, and for a fast registration the generated login and password (shown once)
 * @throws AppError registration_closed | captcha_required | too_many_attempts (429) | bad_request |
 *   already_registered (only a unique violation of the login, e-mail or phone) | wrong_code | time_up |
 *   service_unavailable (503, any other database error)
 */
export async function register(db: Db, brand: BrandContext, input: RegistrationInput, ctx: RequestContext, referral: ReferralCapture | null = null) {
  assertRegistrationOpen(brand);
  await requireCaptcha(db, ctx.captchaHeader, CAPTCHA_CODE.registration);
  await takeRateSlot(db, registrationLimit(), ctx.address);
  let login: string | null = null;
  let email: string | null = null;
  let phone: string | null = null;
  let country: string | null = null;
  let password: string;
  let activationType = 0;
  if (input.type === 'fast') {
    login = generateLogin();
    password = randomToken(9);
  } else if (input.type === 'email') {
    email = normaliseEmail(input.email);
    if (!email) throw new AppError('bad_request', 'Enter a valid e-mail address.', { field: 'email' });
    password = input.password;
    assertPassword(password, [email, email.split('@')[0]]);
  } else {
    ({ e164: phone, country } = normalisePhone(input.countryCode, input.phoneNumber));
    password = input.password;
    assertPassword(password, [phone]);
    await consumeCode(db, brand.id, 'sms_login', phone, input.smsCode);
    activationType = 3;
  }
  const passwordHash = await hashPassword(password);
  const identity = { login, email, phone, countryCode: country, passwordHash, registrationType: input.type, activationType, termsVersion: brand.termsVersion };
  let playerId: number;
  try {
    // One transaction: a refused identity leaves no player row and no accounts behind.
    playerId = await db.transaction(async (tx) => {
      const id = await createPlayer(tx as unknown as Db, brand.id, brand.currencyIso);
      await tx.update(players).set(identity).where(eq(players.id, id));
      // The referral the visitor came with (src/domain/referral/capture.ts), with the player or not at all.
      if (referral) await recordReferral(tx, id, brand.id, referral);
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error, IDENTITY_INDEXES)) {
      throw new AppError('already_registered', 'An account with these details already exists. Log in or recover your password.');
    }
    if (pgError(error)) {
      console.error('registration failed', error);
      throw new AppError('service_unavailable', 'Registration could not be completed just now. Please try again.');
    }
    throw error;
  }
  if (email) await sendActivationMessage(db, brand, playerId, email, ctx);
  return { playerId, ...(input.type === 'fast' ? { login, password } : {}) };
}

async function findByIdentifier(db: Db, brandId: string, identifier: string) {
  const id = classifyIdentifier(identifier);
  const column = id.kind === 'email' ? players.email : players.login;
  const [player] = await db.select().from(players).where(and(eq(players.brandId, brandId), eq(column, id.value)));
  return { player: player ?? null, account: `${id.kind}:${id.value}` };
}

async function passwordStep(db: Db, brandId: string, account: string, player: typeof players.$inferSelect | null, password: string, remember: boolean, ctx: RequestContext): Promise<LoginOutcome> {
  // A device cookie counts only for the account it was issued to.
  const device = player && ctx.knownDevice?.playerId === player.id ? ctx.knownDevice.deviceId : null;
  const captchaSolved = ctx.captchaHeader ? await verifyCaptcha(db, ctx.captchaHeader) : false;
  const attempt = await takeAttempt(db, brandId, account, { address: ctx.address, device }, captchaSolved);
  if ('captchaRequired' in attempt) throw await captchaRequired(db, CAPTCHA_CODE.login);
  const ok = await verifyPassword(player?.passwordHash, password);
  await settleAttempt(db, attempt, ok && player !== null);
  if (!ok || !player) throw INVALID();
  if (player.totpEnabled) return { status: 'two_step_required', challenge: await startTwoStep(db, player, remember) };
  return { status: 'ok', playerId: player.id, remember };
}

/**
 * Login by e-mail or login and password (form mode login_password).
 * @throws AppError invalid_credentials | too_many_attempts | captcha_required (111)
 */
export async function loginWithPassword(db: Db, brandId: string, identifier: string, password: string, remember: boolean, ctx: RequestContext): Promise<LoginOutcome> {
  const { player, account } = await findByIdentifier(db, brandId, identifier);
  return passwordStep(db, brandId, account, player, password, remember, ctx);
}

/**
 * Login by phone and password (form mode phone_password).
 * @throws AppError as {@link loginWithPassword}, plus bad_request for an invalid number
 */
export async function loginWithPhone(db: Db, brandId: string, countryCode: string, phoneNumber: string, password: string, remember: boolean, ctx: RequestContext): Promise<LoginOutcome> {
  const { e164 } = normalisePhone(countryCode, phoneNumber);
  const [player] = await db.select().from(players).where(and(eq(players.brandId, brandId), eq(players.phone, e164)));
  return passwordStep(db, brandId, `phone:${e164}`, player ?? null, password, remember, ctx);
}

/** What {@link sendCode} issues and sends. */
interface CodeMessage {
  purpose: 'sms_login' | 'password_reset' | 'transfer';
  brandId: string;
  /** The player the code is for, when known (password reset, transfer). */
  playerId?: number;
  /** E.164 phone or e-mail address: where the code goes and what {@link consumeCode} matches. */
  target: string;
  channel: 'sms' | 'email';
  subject?: string;
  /** The message text around the code. */
  text: (code: string) => string;
}

/**
 * Issues a 6-digit one-time code (stored only as sha256, valid CODE_TTL_MS[purpose]) and sends it
 * to its target through `ctx.sender` (the outbox by default). Spec §4: codes for SMS login, password
 * recovery and user transfer.
 */
export async function sendCode(db: Db, ctx: Pick<RequestContext, 'sender'>, message: CodeMessage): Promise<void> {
  const { purpose, brandId, playerId, target, channel, subject, text } = message;
  const code = randomCode();
  await db.insert(authCodes).values({ purpose, brandId, playerId, target, codeHash: sha256(code), expiresAt: new Date(Date.now() + CODE_TTL_MS[purpose]) });
  await (ctx.sender ?? outboxSender).send(db, { brandId, channel, recipient: target, subject, body: text(code) });
}

/**
 * Sends an SMS code (login or phone registration). Captcha always (code 113). The answer is the
 * same whether or not the phone belongs to a player.
 */
export async function sendSmsCode(db: Db, brand: Pick<BrandContext, 'id' | 'name'>, countryCode: string, phoneNumber: string, ctx: RequestContext): Promise<{ sent: true; expiresInSeconds: number }> {
  const brandId = brand.id;
  await requireCaptcha(db, ctx.captchaHeader, CAPTCHA_CODE.sms);
  const { e164 } = normalisePhone(countryCode, phoneNumber);
  const minutes = CODE_TTL_MS.sms_login / 60_000;
  await sendCode(db, ctx, { purpose: 'sms_login', brandId, target: e164, channel: 'sms', text: (code) => renderMessage(brand, ctx.lng ?? FALLBACK_LANGUAGE, 'sms', { kind: 'sms_code', code, minutes }).body });
  return { sent: true, expiresInSeconds: CODE_TTL_MS.sms_login / 1000 };
}

/**
 * Counts one try of an unused one-time code in a single conditional update, before the try is
 * judged: false when the code is used or has had its CODE_MAX_ATTEMPTS tries, so parallel guesses
 * cannot all be judged against one earlier read of `attempts`.
 */
async function countTry(db: Db, id: number): Promise<boolean> {
  const counted = await db
    .update(authCodes)
    .set({ attempts: sql`${authCodes.attempts} + 1` })
    .where(and(eq(authCodes.id, id), isNull(authCodes.usedAt), lt(authCodes.attempts, CODE_MAX_ATTEMPTS)))
    .returning({ id: authCodes.id });
  return counted.length > 0;
}

/**
 * Uses the newest code of a purpose for a target (and, when given, of one player). Spec §4: a
 * failed code is wrong_code while its expiry is in the future, otherwise time_up. A code works
 * once; it has CODE_MAX_ATTEMPTS tries, each counted before it is judged.
 * @throws AppError wrong_code | time_up
 */
export async function consumeCode(
  db: Db, brandId: string, purpose: 'sms_login' | 'password_reset' | 'transfer', target: string, code: string, now = new Date(), playerId?: number,
): Promise<typeof authCodes.$inferSelect> {
  const [row] = await db
    .select()
    .from(authCodes)
    .where(and(
      eq(authCodes.brandId, brandId), eq(authCodes.purpose, purpose), eq(authCodes.target, target), isNull(authCodes.usedAt),
      playerId === undefined ? undefined : eq(authCodes.playerId, playerId),
    ))
    .orderBy(desc(authCodes.id))
    .limit(1);
  const fail = (expiresAt: number) => {
    const kind = classifyFailedCode(expiresAt, now.getTime());
    return new AppError(kind, kind === 'time_up' ? 'The code has expired. Ask for a new one.' : 'The code is wrong.');
  };
  if (!row || row.attempts >= CODE_MAX_ATTEMPTS) throw fail(row && row.attempts < CODE_MAX_ATTEMPTS ? row.expiresAt.getTime() : now.getTime());
  if (now >= row.expiresAt) throw fail(row.expiresAt.getTime());
  // Count the try before judging it, atomically: parallel guesses cannot all pass the limit.
  if (!(await countTry(db, row.id))) throw fail(now.getTime());
  if (!safeEqual(row.codeHash, sha256(code.trim()))) throw fail(row.expiresAt.getTime());
  const used = await db.update(authCodes).set({ usedAt: now }).where(and(eq(authCodes.id, row.id), isNull(authCodes.usedAt))).returning();
  if (used.length === 0) throw fail(row.expiresAt.getTime());
  return row;
}

/**
 * Login by SMS code (form mode sms). @throws AppError wrong_code | time_up | invalid_credentials
 */
export async function loginWithSms(db: Db, brandId: string, countryCode: string, phoneNumber: string, code: string, remember: boolean): Promise<LoginOutcome> {
  const { e164 } = normalisePhone(countryCode, phoneNumber);
  await consumeCode(db, brandId, 'sms_login', e164, code);
  const [player] = await db.select().from(players).where(and(eq(players.brandId, brandId), eq(players.phone, e164)));
  if (!player) throw INVALID();
  if (player.totpEnabled) return { status: 'two_step_required', challenge: await startTwoStep(db, player, remember) };
  return { status: 'ok', playerId: player.id, remember };
}

async function startTwoStep(db: Db, player: typeof players.$inferSelect, remember: boolean): Promise<string> {
  const challenge = randomToken();
  await db.insert(authCodes).values({
    purpose: 'two_step', brandId: player.brandId, playerId: player.id, target: `player:${player.id}`, codeHash: sha256(challenge),
    expiresAt: new Date(Date.now() + CODE_TTL_MS.two_step), remember,
  });
  return challenge;
}

/** The TOTP of a secret (RFC 6238: SHA-1, 6 digits, 30 s). */
export function totpFor(secretBase32: string, label = 'player', issuer = 'BetPortal'): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secretBase32) });
}

/**
 * Second step (form mode login_password_two_step_code): the challenge of the first step and a
 * current TOTP code (±1 period). A challenge works once; a code is accepted once per period.
 * @throws AppError wrong_code | time_up
 */
export async function completeTwoStep(db: Db, brandId: string, challenge: string, code: string, now = new Date()): Promise<LoginOutcome> {
  const [row] = await db
    .select()
    .from(authCodes)
    .where(and(eq(authCodes.purpose, 'two_step'), eq(authCodes.codeHash, sha256(challenge)), eq(authCodes.brandId, brandId), isNull(authCodes.usedAt)));
  if (!row || row.attempts >= CODE_MAX_ATTEMPTS) throw new AppError('time_up', 'The login step has expired. Log in again.');
  if (now >= row.expiresAt) throw new AppError('time_up', 'The login step has expired. Log in again.');
  if (!(await countTry(db, row.id))) throw new AppError('time_up', 'The login step has expired. Log in again.');
  const [player] = await db.select().from(players).where(eq(players.id, row.playerId!));
  const delta = player?.totpSecret ? totpFor(player.totpSecret).validate({ token: code.trim(), window: 1, timestamp: now.getTime() }) : null;
  if (delta === null || !player) throw new AppError('wrong_code', 'The code is wrong.');
  const used = await db.update(authCodes).set({ usedAt: now }).where(and(eq(authCodes.id, row.id), isNull(authCodes.usedAt))).returning();
  if (used.length === 0) throw new AppError('time_up', 'The login step has expired. Log in again.');
  return { status: 'ok', playerId: player.id, remember: row.remember };
}

/** Starts two-step set-up: a new secret (not active until confirmed) and its otpauth:// URI. */
export async function beginTwoStepSetup(db: Db, playerId: number, brandName: string): Promise<{ secret: string; uri: string }> {
  const secret = new Secret({ size: 20 }).base32;
  const [player] = await db.update(players).set({ totpSecret: secret, totpEnabled: false }).where(eq(players.id, playerId)).returning();
  if (!player) throw new AppError('not_found', 'No such player.');
  return { secret, uri: totpFor(secret, player.email ?? player.login ?? player.phone ?? `player${playerId}`, brandName).toString() };
}

/** Confirms set-up with a current code; two-step login is on from then. @throws AppError wrong_code */
export async function confirmTwoStepSetup(db: Db, playerId: number, code: string): Promise<{ enabled: true }> {
  const [player] = await db.select().from(players).where(eq(players.id, playerId));
  if (!player?.totpSecret || totpFor(player.totpSecret).validate({ token: code.trim(), window: 1 }) === null) {
    throw new AppError('wrong_code', 'The code is wrong.');
  }
  await db.update(players).set({ totpEnabled: true }).where(eq(players.id, playerId));
  return { enabled: true };
}

/** Recovery requests allowed per client address per hour, and per account per hour, by default (the spec names none). */
export const RECOVERY_LIMITS = { perAddress: 10, perAccount: 3 } as const;

/**
 * The per-address password-recovery limit: RECOVERY_LIMITS.perAddress requests per hour, or
 * PORTAL_RECOVERY_LIMIT when set (a positive integer; the test servers ask for many resets from
 * one address). The per-account limit stays RECOVERY_LIMITS.perAccount.
 */
export function recoveryAddressLimit(env: NodeJS.ProcessEnv = process.env): RateLimit {
  const max = Number(env.PORTAL_RECOVERY_LIMIT ?? RECOVERY_LIMITS.perAddress);
  return { kind: 'recovery', max: Number.isInteger(max) && max > 0 ? max : RECOVERY_LIMITS.perAddress, windowMs: 3_600_000 };
}

/**
 * Password recovery, step 1 (spec §4 Password recovery; §2 user/passwordreset): one message by
 * e-mail or SMS carrying a 6-digit code (for the recovery dialog) and a reset link
 * (`/{lng}/user/passwordreset?token=…`), both valid 15 min and used once: using one ends the
 * other. Captcha always (code 100); at most {@link recoveryAddressLimit} requests per address and
 * RECOVERY_LIMITS.perAccount per account an hour, counted whether or not the account exists. The
 * answer is the same whether or not the account exists.
 * @throws AppError captcha_required | too_many_attempts (429) | bad_request (neither e-mail nor phone)
 */
export async function requestPasswordReset(db: Db, brand: Pick<BrandContext, 'id' | 'name'>, identifier: string, ctx: RequestContext): Promise<{ sent: true }> {
  const brandId = brand.id;
  await requireCaptcha(db, ctx.captchaHeader, CAPTCHA_CODE.recovery);
  const email = normaliseEmail(identifier);
  let target: string;
  let channel: 'email' | 'sms';
  if (email) {
    target = email;
    channel = 'email';
  } else {
    target = normalisePhone('', identifier).e164;
    channel = 'sms';
  }
  await takeRateSlot(db, recoveryAddressLimit(), ctx.address);
  await takeRateSlot(db, { kind: 'recovery_account', max: RECOVERY_LIMITS.perAccount, windowMs: 3_600_000 }, `${brandId}:${target}`);
  const column = channel === 'email' ? players.email : players.phone;
  const [player] = await db.select({ id: players.id }).from(players).where(and(eq(players.brandId, brandId), eq(column, target)));
  if (player) {
    const token = await issueLinkToken(db, 'password_link', brandId, player.id, target);
    const link = `${linkBase(ctx)}/user/passwordreset?${new URLSearchParams({ token })}`;
    const render = (code: string) => renderMessage(brand, ctx.lng ?? FALLBACK_LANGUAGE, channel, { kind: 'password_reset', code, link, minutes: LINK_TTL_MS.password_link / 60_000 });
    await sendCode(db, ctx, { purpose: 'password_reset', brandId, playerId: player.id, target, channel, subject: render('').subject, text: (code) => render(code).body });
  }
  return { sent: true };
}

/**
 * Password recovery, step 2: the code and a new password; the reset link sent with the code ends,
 * and every session of the player ends.
 * @throws AppError wrong_code | time_up | bad_request (password policy)
 */
export async function resetPassword(db: Db, brandId: string, identifier: string, code: string, newPassword: string): Promise<{ saved: true }> {
  const email = normaliseEmail(identifier);
  const target = email ?? normalisePhone('', identifier).e164;
  assertPassword(newPassword, [target]);
  const row = await consumeCode(db, brandId, 'password_reset', target, code);
  await db.update(players).set({ passwordHash: await hashPassword(newPassword) }).where(eq(players.id, row.playerId!));
  await retirePasswordRecovery(db, row.playerId!);
  await revokeAllSessions(db, row.playerId!);
  return { saved: true };
}

/** Saves the bonus chosen after registration (spec §4: decline, sports bonus, casino bonus). */
export async function chooseBonus(db: Db, playerId: number, choice: 'none' | 'sports' | 'casino'): Promise<{ choice: string }> {
  await db.update(players).set({ bonusChoice: choice }).where(eq(players.id, playerId));
  return { choice };
}


/** Activation links sent per player per hour (the spec names none). */
export const ACTIVATION_LINKS_PER_HOUR = 3;

async function sendActivationMessage(db: Db, brand: Pick<BrandContext, 'id' | 'name'>, playerId: number, email: string, ctx: RequestContext): Promise<void> {
  const token = await issueLinkToken(db, 'activation', brand.id, playerId, email);
  const base = linkBase(ctx);
  const link = `${base}/user/activatefast?${new URLSearchParams({ token })}`;
  const unsubscribe = await newsletterLink(db, ctx.origin ?? '', ctx.lng ?? FALLBACK_LANGUAGE, brand.id, playerId);
  const { subject, body } = renderMessage(brand, ctx.lng ?? FALLBACK_LANGUAGE, 'email', { kind: 'activation', email, link, hours: LINK_TTL_MS.activation / 3_600_000, unsubscribe });
  await (ctx.sender ?? outboxSender).send(db, { brandId: brand.id, channel: 'email', recipient: email, subject, body });
}

/**
 * Sends a player an activation link for an e-mail (spec §2 user/activate, user/accountverify): the
 * e-mail the player registered with, or a new one (a one-click or phone player adding an e-mail);
 * the e-mail becomes the player's when the link is followed (src/server/auth/account-links.ts
 * `activateByLink`). At most ACTIVATION_LINKS_PER_HOUR per player an hour.
 * @throws AppError bad_request (not an e-mail) | already_registered (409: another player's e-mail) | too_many_attempts (429)
 */
export async function sendActivationLink(db: Db, brand: Pick<BrandContext, 'id' | 'name'>, playerId: number, emailInput: string, ctx: RequestContext): Promise<{ sent: true; expiresInSeconds: number }> {
  const email = normaliseEmail(emailInput);
  if (!email) throw new AppError('bad_request', 'Enter a valid e-mail address.', { field: 'email' });
  const [owner] = await db.select({ id: players.id }).from(players).where(and(eq(players.brandId, brand.id), eq(players.email, email)));
  if (owner && owner.id !== playerId) throw new AppError('already_registered', 'This e-mail belongs to another account.');
  await takeRateSlot(db, { kind: 'activation', max: ACTIVATION_LINKS_PER_HOUR, windowMs: 3_600_000 }, `player:${playerId}`);
  await sendActivationMessage(db, brand, playerId, email, ctx);
  return { sent: true, expiresInSeconds: LINK_TTL_MS.activation / 1000 };
}

/**
 * Confirms a phone for a logged-in player (spec §2 user/accountverify; §4 Activation type: adding a
 * phone moves 0 → 3 and 1 → 2) with the SMS code sent to it (`sendSmsCode`).
 * @throws AppError bad_request | wrong_code | time_up | already_registered (409: another player's phone)
 */
export async function confirmPhone(db: Db, brandId: string, playerId: number, countryCode: string, phoneNumber: string, code: string): Promise<{ activation_type: number; phone: string }> {
  const { e164, country } = normalisePhone(countryCode, phoneNumber);
  const [owner] = await db.select({ id: players.id }).from(players).where(and(eq(players.brandId, brandId), eq(players.phone, e164)));
  if (owner && owner.id !== playerId) throw new AppError('already_registered', 'This phone number belongs to another account.');
  await consumeCode(db, brandId, 'sms_login', e164, code);
  try {
    return await db.transaction(async (tx) => {
      const [player] = await tx.select({ activationType: players.activationType }).from(players).where(eq(players.id, playerId)).for('update');
      if (!player) throw new AppError('not_found', 'No such player.');
      const activationType = activationAfterPhoneAdded(player.activationType);
      await tx.update(players).set({ phone: e164, countryCode: country, activationType }).where(eq(players.id, playerId));
      return { activation_type: activationType, phone: e164 };
    });
  } catch (error) {
    if (isUniqueViolation(error, ['players_brand_phone'])) throw new AppError('already_registered', 'This phone number belongs to another account.');
    throw error;
  }
}
