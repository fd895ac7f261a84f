/**
 * User transfer (spec §3 User transfer data and Transfer kinds, §4 User transfer, §7 Account and
 * transfer): a player with a required office transfer confirms a phone with an SMS code, then
 * receives the transferred credentials (login as `id`, a new password) once, and the transfer is
 * complete. The money side is minimal: the target account is chosen (or opened) by the transfer
 * kind, no money moves.
 *
 * 1. `sendTransferCode`: captcha 113, a code by SMS (outbox sender) to the phone;
 * 2. `checkTransferCode`: the code (wrong_code / time_up as `consumeCode`) → a redirect token;
 * 3. `completeTransfer`: the redirect token → credentials; the transfer key is cleared.
 * Every call needs the logged-in player's own transfer key; another key is `not_found`.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts, authCodes, currencies, players } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { currencyByIso } from '../ledger/accounts.ts';
import { isTransferRequired, transferTarget } from '../../domain/player/transfer.ts';
import { randomToken, safeEqual, sha256 } from './crypto.ts';
import { CAPTCHA_CODE, requireCaptcha } from './captcha.ts';
import { generateLogin, normalisePhone } from './identity.ts';
import { hashPassword } from './password.ts';
import { revokeAllSessions } from './sessions.ts';
import { CODE_TTL_MS, consumeCode, sendCode, type RequestContext } from './service.ts';

/** Length in bytes of a transfer key (base64url, 32 characters). */
const TRANSFER_KEY_BYTES = 24;

/** A new random transfer key. */
export function newTransferKey(): string {
  return randomToken(TRANSFER_KEY_BYTES);
}

/** The player of a transfer call. */
export interface TransferPlayer {
  brandId: string;
  playerId: number;
}

/** `{ status: 'ok', user: { id, password }, account }` of the last step. */
export interface TransferResult {
  status: 'ok';
  /** The transferred credentials (spec §3 User transfer data): `id` is the login. Shown once. */
  user: { id: string; password: string };
  /** The account the transfer landed on. */
  account: { id: number; type: number; currency: string; opened: boolean };
}

const NO_TRANSFER = () => new AppError('not_found', 'There is no such transfer.');

/** Binds a stored token to the transfer key it was issued for. */
const keyTarget = (transferKey: string) => `transfer:${sha256(transferKey)}`;

/**
 * The player row when `transferKey` is the player's key of a required transfer.
 * @throws AppError not_found otherwise (no transfer, another key, another player)
 */
async function transferPlayer(db: Db, who: TransferPlayer, transferKey: string) {
  const [player] = await db.select().from(players).where(and(eq(players.id, who.playerId), eq(players.brandId, who.brandId)));
  if (!player || !isTransferRequired(player.transferKind, player.transferKey) || !safeEqual(player.transferKey!, transferKey)) throw NO_TRANSFER();
  return player;
}

/**
 * Step 1: sends the transfer code by SMS to the phone (captcha code 113 always). A player with a
 * phone on record must use that phone.
 * @throws AppError not_found | captcha_required | bad_request
 */
export async function sendTransferCode(db: Db, who: TransferPlayer, transferKey: string, countryCode: string, phoneNumber: string, ctx: RequestContext) {
  const player = await transferPlayer(db, who, transferKey);
  await requireCaptcha(db, ctx.captchaHeader, CAPTCHA_CODE.sms);
  const { e164 } = normalisePhone(countryCode, phoneNumber);
  if (player.phone && player.phone !== e164) {
    throw new AppError('bad_request', 'Enter the phone number of your account.', { field: 'phone' });
  }
  await sendCode(db, ctx, { purpose: 'transfer', brandId: who.brandId, playerId: who.playerId, target: e164, channel: 'sms', text: (code) => `Your account transfer code: ${code}` });
  return { status: 'ok' as const, expiresInSeconds: CODE_TTL_MS.transfer / 1000 };
}

/**
 * Step 2: checks the newest transfer code of the player. @returns a one-time redirect token for
 * step 3.
 * @throws AppError not_found | wrong_code | time_up
 */
export async function checkTransferCode(db: Db, who: TransferPlayer, transferKey: string, code: string, now = new Date()) {
  await transferPlayer(db, who, transferKey);
  const [latest] = await db
    .select({ target: authCodes.target })
    .from(authCodes)
    .where(and(eq(authCodes.brandId, who.brandId), eq(authCodes.purpose, 'transfer'), eq(authCodes.playerId, who.playerId), isNull(authCodes.usedAt)))
    .orderBy(desc(authCodes.id))
    .limit(1);
  // No code sent (or every one used): consumeCode answers time_up.
  await consumeCode(db, who.brandId, 'transfer', latest?.target ?? '', code, now, who.playerId);
  const redirectToken = randomToken();
  await db.insert(authCodes).values({
    purpose: 'transfer_redirect', brandId: who.brandId, playerId: who.playerId, target: keyTarget(transferKey), codeHash: sha256(redirectToken),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS.transfer_redirect),
  });
  return { status: 'ok' as const, redirectToken };
}

/**
 * Step 3: completes the transfer with the redirect token of step 2. The player gets a login (the
 * existing one, or a generated one) and a new password, shown once; the target account of the
 * transfer kind becomes the active one (an extra currency account is opened when needed); the
 * transfer key is cleared; every other session of the player ends (the password changed).
 * @param brandCurrencyIso the brand currency (site config geoCurrency)
 * @param sessionId the session making the call, kept
 * @throws AppError not_found (unknown, used or foreign token; no transfer) | time_up (expired token)
 */
export async function completeTransfer(db: Db, who: TransferPlayer, brandCurrencyIso: string, redirectToken: string, sessionId: string | undefined, now = new Date()): Promise<TransferResult> {
  const [token] = await db
    .select()
    .from(authCodes)
    .where(and(eq(authCodes.purpose, 'transfer_redirect'), eq(authCodes.codeHash, sha256(redirectToken)), eq(authCodes.brandId, who.brandId), eq(authCodes.playerId, who.playerId), isNull(authCodes.usedAt)));
  if (!token) throw NO_TRANSFER();
  if (now >= token.expiresAt) throw new AppError('time_up', 'The transfer confirmation has expired. Ask for a new code.');
  const [current] = await db.select().from(players).where(eq(players.id, who.playerId));
  if (!current || !isTransferRequired(current.transferKind, current.transferKey) || !safeEqual(token.target, keyTarget(current.transferKey!))) throw NO_TRANSFER();
  const kind = current.transferKind as 'main' | 'additional';
  const currency = await currencyByIso(db, brandCurrencyIso);
  const password = randomToken(9);
  const passwordHash = await hashPassword(password);

  return db.transaction(async (tx) => {
    const used = await tx.update(authCodes).set({ usedAt: now }).where(and(eq(authCodes.id, token.id), isNull(authCodes.usedAt))).returning({ id: authCodes.id });
    // Clearing the key only while it is still the one the token was issued for: one completion per transfer.
    const cleared = await tx
      .update(players)
      .set({ transferKind: 'none', transferKey: null })
      .where(and(eq(players.id, who.playerId), eq(players.transferKey, current.transferKey!)))
      .returning({ login: players.login });
    if (used.length === 0 || cleared.length === 0) throw NO_TRANSFER();

    const open = await tx
      .select({ id: accounts.id, type: accounts.type, currencyId: accounts.currencyId, iso: currencies.iso })
      .from(accounts)
      .innerJoin(currencies, eq(currencies.id, accounts.currencyId))
      .where(and(eq(accounts.playerId, who.playerId), isNull(accounts.closedAt)));
    const target = transferTarget(kind, open, currency.id);
    if (!target) throw NO_TRANSFER();
    let account: TransferResult['account'];
    if (target.kind === 'existing') {
      const row = open.find((a) => a.id === target.accountId)!;
      account = { id: row.id, type: row.type, currency: row.iso, opened: false };
    } else {
      const [row] = await tx
        .insert(accounts)
        .values({ playerId: who.playerId, type: target.type, currencyId: target.currencyId, label: `Currency account ${currency.iso}` })
        .returning({ id: accounts.id, type: accounts.type });
      account = { id: row!.id, type: row!.type, currency: currency.iso, opened: true };
    }

    let login = cleared[0]!.login;
    if (!login) {
      // A generated login, as a one-click registration gets; retried on the rare collision.
      for (let attempt = 0; !login; attempt++) {
        const candidate = generateLogin();
        const [taken] = await tx.select({ id: players.id }).from(players).where(and(eq(players.brandId, who.brandId), eq(players.login, candidate)));
        if (!taken) login = candidate;
        else if (attempt >= 5) throw new AppError('conflict', 'Could not create a login. Try again.');
      }
    }
    await tx.update(players).set({ login, passwordHash, activeAccountId: account.id }).where(eq(players.id, who.playerId));
    await revokeAllSessions(tx, who.playerId, now, sessionId);
    return { status: 'ok' as const, user: { id: login, password }, account };
  });
}

