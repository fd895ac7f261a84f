/**
 * Social sign-in, the identity side (spec §4 Registration types: social; §2 registration/
 * socialregistration). An external identity (issuer + subject, src/server/auth/oidc.ts) is linked
 * to at most one player per brand (`player_identities`):
 *
 * - linked → the player signs in (a session exactly like a password login: cookies.ts `startSession`);
 * - not linked → it waits in the sealed `social_pending` cookie (30 min) for the socialregistration
 *   page, which offers ONE of:
 *   - linking, when the provider says the e-mail is verified and a player of the brand has that
 *     e-mail: only with the player's consent, confirmed with the account's password
 *     ({@link linkWithPassword}; failed tries count like login failures) or an e-mailed one-time
 *     link ({@link sendLinkEmail}, {@link confirmLink}; 30 min);
 *   - registration ({@link registerWithIdentity}), when the brand registers players: terms and age
 *     accepted, the brand's currency; the e-mail is stored only when verified and free.
 *   An unverified e-mail never links and is never stored on a player.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { APIContext } from 'astro';
import type { Db } from '../db/client.ts';
import { identityLinkRequests, playerIdentities, players } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { isUniqueViolation, pgError } from '../db/errors.ts';
import { createPlayer } from '../ledger/accounts.ts';
import { recordReferral } from '../referral/service.ts';
import type { ReferralCapture } from '../../domain/referral/capture.ts';
import { requestIsHttps } from '../client-request.ts';
import { randomToken, sha256 } from './crypto.ts';
import { verifyPassword } from './password.ts';
import { settleAttempt, takeAttempt, takeRateSlot } from './rate-limit.ts';
import { CAPTCHA_CODE, captchaRequired, verifyCaptcha } from './captcha.ts';
import { outboxSender } from './sender.ts';
import { registrationLimit, type BrandContext, type RequestContext } from './service.ts';
import { seal, unseal } from './sealed.ts';
import { startSession } from './cookies.ts';
import { safeRelativePath } from '../../domain/player/auth-watcher.ts';
import type { ExternalIdentity, SignInTransaction } from './oidc.ts';
import { tFor } from '../../i18n/index.ts';
import type { LanguageCode } from '../../../schemas/language.ts';
import type { PendingChoice } from '../../domain/pages/social-registration.ts';

/** Cookie of the sign-in transaction (state, nonce, PKCE verifier), on the callback path only. */
const SOCIAL_TRANSACTION_COOKIE = 'social_tx';
/** Cookie of the identity awaiting registration or linking. */
export const SOCIAL_PENDING_COOKIE = 'social_pending';
/** Lifetime of the sign-in transaction, s. */
const TRANSACTION_TTL_S = 10 * 60;
/** Lifetime of the identity awaiting registration, s. */
const PENDING_TTL_S = 30 * 60;
/** Lifetime of an e-mailed consent link, ms. */
export const LINK_TTL_MS = 30 * 60_000;

/** The sign-in transaction with where the player goes afterwards. */
export interface SocialTransaction extends SignInTransaction {
  /** A same-site path (src/domain/player/auth-watcher.ts `safeRelativePath`). */
  returnTo: string;
  lng: LanguageCode;
}

/** An identity awaiting registration or linking, with where the player goes afterwards. */
export interface PendingIdentity extends ExternalIdentity {
  returnTo: string;
  lng: LanguageCode;
}

const cookieOptions = (context: APIContext, path: string, maxAge: number) => ({
  path, httpOnly: true, sameSite: 'lax' as const, secure: requestIsHttps(context.request, context.url), maxAge,
});

/** Stores the transaction in its sealed cookie (path: the provider's callback). */
export async function keepTransaction(db: Db, context: APIContext, transaction: SocialTransaction): Promise<void> {
  const value = await seal(db, SOCIAL_TRANSACTION_COOKIE, { ...transaction }, TRANSACTION_TTL_S);
  context.cookies.set(SOCIAL_TRANSACTION_COOKIE, value, cookieOptions(context, `/social-api/oauth/${transaction.provider}/callback`, TRANSACTION_TTL_S));
}

/** Reads and clears the transaction cookie: a transaction serves one callback. Null when absent, forged or expired. */
export async function takeTransaction(db: Db, context: APIContext, providerId: string): Promise<SocialTransaction | null> {
  const path = `/social-api/oauth/${providerId}/callback`;
  const payload = await unseal(db, SOCIAL_TRANSACTION_COOKIE, context.cookies.get(SOCIAL_TRANSACTION_COOKIE)?.value);
  context.cookies.delete(SOCIAL_TRANSACTION_COOKIE, { path });
  if (!payload || payload.provider !== providerId) return null;
  const { provider, state, nonce, codeVerifier, redirectUri, returnTo, lng } = payload as unknown as SocialTransaction;
  return { provider, state, nonce, codeVerifier, redirectUri, returnTo, lng };
}

/** Stores the identity awaiting registration in its sealed cookie. */
async function keepPending(db: Db, context: APIContext, pending: PendingIdentity): Promise<void> {
  context.cookies.set(SOCIAL_PENDING_COOKIE, await seal(db, SOCIAL_PENDING_COOKIE, { ...pending }, PENDING_TTL_S), cookieOptions(context, '/', PENDING_TTL_S));
}

/** The identity awaiting registration, or null when absent, forged or expired. */
export async function readPending(db: Db, cookie: string | undefined): Promise<PendingIdentity | null> {
  const payload = await unseal(db, SOCIAL_PENDING_COOKIE, cookie);
  if (!payload) return null;
  const { provider, issuer, subject, email, emailVerified, name, returnTo, lng } = payload as unknown as PendingIdentity;
  return { provider, issuer, subject, email, emailVerified, name, returnTo, lng };
}

/** Clears the pending identity (after registration or linking). */
export function dropPending(context: APIContext): void {
  context.cookies.delete(SOCIAL_PENDING_COOKIE, { path: '/' });
}

/**
 * The player the identity is linked to on the brand, or null; a found link records the sign-in
 * and the provider's current e-mail claims.
 */
export async function linkedPlayer(db: Db, brandId: string, identity: ExternalIdentity, now = new Date()): Promise<number | null> {
  const [row] = await db
    .update(playerIdentities)
    .set({ lastLoginAt: now, email: identity.email, emailVerified: identity.emailVerified })
    .where(and(eq(playerIdentities.brandId, brandId), eq(playerIdentities.issuer, identity.issuer), eq(playerIdentities.subject, identity.subject)))
    .returning({ playerId: playerIdentities.playerId });
  return row?.playerId ?? null;
}

/** The player of the brand an identity may link to: only by an e-mail the provider verified. */
async function linkTarget(db: Db, brandId: string, identity: ExternalIdentity) {
  if (!identity.emailVerified || !identity.email) return null;
  const [player] = await db.select().from(players).where(and(eq(players.brandId, brandId), eq(players.email, identity.email)));
  return player ?? null;
}

/** The one way forward for a pending identity (see the module's rules). */
export async function pendingChoice(db: Db, brand: BrandContext, identity: ExternalIdentity): Promise<PendingChoice> {
  const target = await linkTarget(db, brand.id, identity);
  if (target) return { kind: 'link', email: target.email!, passwordAllowed: target.passwordHash !== null && !target.totpEnabled };
  return registrationOpen(brand) ? { kind: 'register' } : { kind: 'closed' };
}

const registrationOpen = (brand: BrandContext) => brand.isRegistrationAllowed && !brand.isVipDomain;

async function insertIdentity(db: Db, brandId: string, playerId: number, identity: ExternalIdentity, now = new Date()): Promise<void> {
  await db.insert(playerIdentities).values({
    playerId, brandId, provider: identity.provider, issuer: identity.issuer, subject: identity.subject, email: identity.email, emailVerified: identity.emailVerified, lastLoginAt: now,
  });
}

const alreadyLinked = () => new AppError('already_registered', 'This account of the provider is already linked to a player. Sign in with it.');

/**
 * Registers a player for a pending identity (spec §4 social registration) with a main and a bonus
 * account in the brand's currency, the identity and the referral, in one transaction. One slot
 * of the per-address registration limit. Activation type 1 (e-mail) when the verified e-mail is
 * stored, else 0.
 * @throws AppError registration_closed | too_many_attempts (429) | already_registered (the
 *   identity is linked meanwhile, or the verified e-mail has an account: link it instead) |
 *   service_unavailable
 */
export async function registerWithIdentity(db: Db, brand: BrandContext, identity: ExternalIdentity, ctx: Pick<RequestContext, 'address'>, referral: ReferralCapture | null): Promise<number> {
  if (!registrationOpen(brand)) throw new AppError('registration_closed', 'Registration is closed on this site.');
  if (await linkTarget(db, brand.id, identity)) throw new AppError('already_registered', 'An account with this e-mail exists. Link it instead.');
  await takeRateSlot(db, registrationLimit(), ctx.address);
  const email = identity.emailVerified ? identity.email : null;
  try {
    return await db.transaction(async (tx) => {
      const id = await createPlayer(tx as unknown as Db, brand.id, brand.currencyIso);
      await tx.update(players).set({
        email, registrationType: 'social', activationType: email ? 1 : 0, termsVersion: brand.termsVersion, userName: identity.name,
      }).where(eq(players.id, id));
      await insertIdentity(tx as unknown as Db, brand.id, id, identity);
      if (referral) await recordReferral(tx, id, brand.id, referral);
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error, ['player_identities_brand_issuer_subject'])) throw alreadyLinked();
    if (isUniqueViolation(error, ['players_brand_email'])) throw new AppError('already_registered', 'An account with this e-mail exists. Link it instead.');
    if (pgError(error)) {
      console.error('social registration failed', error);
      throw new AppError('service_unavailable', 'Registration could not be completed just now. Please try again.');
    }
    throw error;
  }
}

const noLink = () => new AppError('forbidden', 'This account can only be linked by an e-mail the provider has verified.');

async function link(db: Db, brandId: string, playerId: number, identity: ExternalIdentity): Promise<void> {
  try {
    await insertIdentity(db, brandId, playerId, identity);
  } catch (error) {
    if (isUniqueViolation(error, ['player_identities_brand_issuer_subject'])) throw alreadyLinked();
    throw error;
  }
}

/**
 * Links the identity to the account of its verified e-mail, the player consenting with the
 * account's password. Tries count against the account like login failures (captcha code 111
 * after 3, 429 after 5 from one address); a player with two-step login links by e-mail instead.
 * @returns the player id (the caller starts the session)
 * @throws AppError forbidden (no verified e-mail, or two-step login) | invalid_credentials |
 *   captcha_required | too_many_attempts | already_registered
 */
export async function linkWithPassword(db: Db, brandId: string, identity: ExternalIdentity, password: string, ctx: RequestContext): Promise<number> {
  const player = await linkTarget(db, brandId, identity);
  if (!player) throw noLink();
  if (player.totpEnabled || !player.passwordHash) throw new AppError('forbidden', 'Confirm the link by e-mail for this account.');
  const captchaSolved = ctx.captchaHeader ? await verifyCaptcha(db, ctx.captchaHeader) : false;
  const attempt = await takeAttempt(db, brandId, `email:${player.email}`, { address: ctx.address, device: null }, captchaSolved);
  if ('captchaRequired' in attempt) throw await captchaRequired(db, CAPTCHA_CODE.login);
  const ok = await verifyPassword(player.passwordHash, password);
  await settleAttempt(db, attempt, ok);
  if (!ok) throw new AppError('invalid_credentials', 'Wrong password.');
  await link(db, brandId, player.id, identity);
  return player.id;
}

/**
 * E-mails the account's owner a one-time consent link (`{origin}/social-api/link/confirm?token=…`,
 * valid {@link LINK_TTL_MS}) in the page's language; only the token's sha256 is stored. One slot of
 * the per-address registration limit per message.
 * @throws AppError forbidden (no verified e-mail of an account) | too_many_attempts
 */
export async function sendLinkEmail(db: Db, brand: BrandContext, identity: PendingIdentity, providerName: string, origin: string, ctx: Pick<RequestContext, 'address' | 'sender'>, now = new Date()): Promise<{ sent: true; expiresInSeconds: number }> {
  const player = await linkTarget(db, brand.id, identity);
  if (!player) throw noLink();
  await takeRateSlot(db, { ...registrationLimit(), kind: 'social_link' }, ctx.address, now);
  const token = randomToken();
  await db.insert(identityLinkRequests).values({
    tokenHash: sha256(token), brandId: brand.id, playerId: player.id, provider: identity.provider, issuer: identity.issuer, subject: identity.subject,
    email: player.email!, expiresAt: new Date(now.getTime() + LINK_TTL_MS),
  });
  const t = tFor(brand.id, identity.lng);
  const href = `${origin}/social-api/link/confirm?token=${token}&lang=${identity.lng}`;
  await (ctx.sender ?? outboxSender).send(db, {
    brandId: brand.id, channel: 'email', recipient: player.email!, subject: t('social_link_mail_subject', { brand: brand.name }),
    body: t('social_link_mail_body', { brand: brand.name, provider: providerName, minutes: LINK_TTL_MS / 60_000, link: href }),
  });
  return { sent: true, expiresInSeconds: LINK_TTL_MS / 1000 };
}

/**
 * Uses an e-mailed consent link: links the identity (once, before expiry) to the player the link
 * was sent to.
 * @returns the player id
 * @throws AppError time_up (unknown, used or expired link) | already_registered
 */
export async function confirmLink(db: Db, brandId: string, token: string, now = new Date()): Promise<number> {
  const used = await db
    .update(identityLinkRequests)
    .set({ usedAt: now })
    .where(and(eq(identityLinkRequests.tokenHash, sha256(token)), eq(identityLinkRequests.brandId, brandId), isNull(identityLinkRequests.usedAt)))
    .returning();
  const row = used[0];
  if (!row || row.expiresAt <= now) throw new AppError('time_up', 'The link has expired. Sign in with the provider again.');
  await link(db, brandId, row.playerId, {
    provider: row.provider, issuer: row.issuer, subject: row.subject, email: row.email, emailVerified: true, name: null,
  });
  return row.playerId;
}

/**
 * The portal's origin as the browser sees it (scheme by src/server/client-request.ts, the Host the
 * brand middleware accepted): the base of the exact redirect URI and of e-mailed links.
 */
export function portalOrigin(context: APIContext): string {
  return `${requestIsHttps(context.request, context.url) ? 'https' : 'http'}://${context.url.host}`;
}

/** Where the player goes after signing in: the same-site `returnTo`, else the language's home. */
export function afterSignIn(returnTo: string | null | undefined, lng: LanguageCode): string {
  return (returnTo && safeRelativePath(returnTo)) || `/${lng}`;
}

/**
 * Ends a provider sign-in: a linked identity gets a session like a password login (no "remember
 * me"; the request's own session is kept when it is already that player's) and the return path; a new one is kept for the socialregistration page, which is returned.
 * @throws AppError as `startSession` (a self-excluded person gets no session)
 */
export async function finishSignIn(db: Db, context: APIContext, identity: ExternalIdentity, returnTo: string, lng: LanguageCode): Promise<string> {
  const playerId = await linkedPlayer(db, context.locals.brand.id, identity);
  if (playerId !== null) {
    // A player already signed in as this identity's player keeps the session: a new one would end
    // the current one under the requests the open pages still send with its cookie.
    if (context.locals.playerId !== playerId) await startSession(db, context, playerId, false);
    dropPending(context);
    return afterSignIn(returnTo, lng);
  }
  await keepPending(db, context, { ...identity, returnTo, lng });
  return `/${lng}/registration/socialregistration`;
}
