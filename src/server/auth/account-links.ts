/**
 * Link tokens of the account pages (spec §2 Auth, user section): the password-reset link
 * (`/{lng}/user/passwordreset?token=…`) and the e-mail activation link
 * (`/{lng}/user/activatefast?token=…` in the message, `/{lng}/user/activate?token=…` from the
 * legacy `user/action.php`). A token is 256 random bits (base64url, 43 characters); only its
 * sha256 is stored (`auth_codes`, purposes `password_link` and `activation`), it expires after
 * {@link LINK_TTL_MS} and works once: the use is one conditional update, so two parallel clicks
 * cannot both pass. Refusals follow spec §4 Password recovery: `wrong_code` while the expiry is in
 * the future (an unknown, forged or used token), `time_up` after it.
 *
 * Links are built on the request's own origin: the brand step answers 421 to a Host that is not
 * one of the brand's domains, so a message never carries a link to a foreign host.
 */
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { authCodes, players } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { randomToken, sha256 } from './crypto.ts';
import { assertPassword, hashPassword } from './password.ts';
import { revokeAllSessions } from './sessions.ts';
import { classifyFailedCode } from '../../domain/player/password-recovery.ts';
import { activationAfterEmailAdded } from '../../domain/player/activation.ts';

/**
 * Link lifetimes, ms. The spec names none: the reset link lives as long as the recovery code sent
 * with it (15 min, `CODE_TTL_MS.password_reset` of service.ts), the activation link 48 h.
 */
export const LINK_TTL_MS = { password_link: 15 * 60_000, activation: 48 * 3_600_000 } as const;

/** What a link token is for. */
type LinkPurpose = keyof typeof LINK_TTL_MS;

/** The state of a link token at an instant, as the account pages show it. */
type LinkState = 'valid' | 'expired' | 'used' | 'unknown';

/** The shape of an issued token: 32 bytes base64url. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

type Row = typeof authCodes.$inferSelect;

/**
 * Issues a link token for a player and a target (the e-mail or phone the link goes to), valid
 * {@link LINK_TTL_MS}[purpose] from `now`.
 * @returns the token, to be put in the link; never stored
 */
export async function issueLinkToken(db: Db | Tx, purpose: LinkPurpose, brandId: string, playerId: number, target: string, now = new Date()): Promise<string> {
  const token = randomToken();
  await db.insert(authCodes).values({ purpose, brandId, playerId, target, codeHash: sha256(token), expiresAt: new Date(now.getTime() + LINK_TTL_MS[purpose]) });
  return token;
}

async function findToken(db: Db | Tx, brandId: string, purpose: LinkPurpose, token: string): Promise<Row | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db.select().from(authCodes).where(and(eq(authCodes.brandId, brandId), eq(authCodes.purpose, purpose), eq(authCodes.codeHash, sha256(token))));
  return row ?? null;
}

function stateOf(row: Row | null, now: Date): LinkState {
  if (!row) return 'unknown';
  if (row.usedAt) return 'used';
  return row.expiresAt > now ? 'valid' : 'expired';
}

/** The state of a token of `purpose` on a brand at `now`, without using it (the page shows it). */
export async function linkState(db: Db, brandId: string, purpose: LinkPurpose, token: string, now = new Date()): Promise<LinkState> {
  return stateOf(await findToken(db, brandId, purpose, token), now);
}

/**
 * Uses a valid token once: one conditional update, so of two parallel uses one wins.
 * @throws AppError time_up (expired) | wrong_code (unknown, forged or already used)
 */
async function takeLinkToken(db: Db | Tx, brandId: string, purpose: LinkPurpose, token: string, now: Date): Promise<Row> {
  const row = await findToken(db, brandId, purpose, token);
  const refuse = () => {
    const kind = row && !row.usedAt ? classifyFailedCode(row.expiresAt.getTime(), now.getTime()) : 'wrong_code';
    return new AppError(kind, kind === 'time_up' ? 'The link has expired. Ask for a new one.' : 'The link is not valid or has already been used.');
  };
  if (!row || row.usedAt || row.expiresAt <= now) throw refuse();
  const used = await db
    .update(authCodes)
    .set({ usedAt: now })
    .where(and(eq(authCodes.id, row.id), isNull(authCodes.usedAt), gt(authCodes.expiresAt, now)))
    .returning();
  if (used.length === 0) throw new AppError('wrong_code', 'The link is not valid or has already been used.');
  return used[0]!;
}

/**
 * Ends every unused password-recovery code and link of a player: after one of them sets a new
 * password, the others of the same request (the code sent with the link) no longer work.
 */
export async function retirePasswordRecovery(db: Db | Tx, playerId: number, now = new Date()): Promise<void> {
  await db
    .update(authCodes)
    .set({ usedAt: now })
    .where(and(eq(authCodes.playerId, playerId), inArray(authCodes.purpose, ['password_reset', 'password_link']), isNull(authCodes.usedAt)));
}

/**
 * Sets a new password through a reset link (spec §2 user/passwordreset): the link works once and
 * until it expires; the player's other recovery codes and links end with it, and every session of
 * the player ends. All in one transaction.
 * @throws AppError bad_request (password policy) | time_up | wrong_code
 */
export async function resetPasswordByLink(db: Db, brandId: string, token: string, newPassword: string, now = new Date()): Promise<{ saved: true }> {
  const row = await findToken(db, brandId, 'password_link', token);
  assertPassword(newPassword, [row?.target]);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    const taken = await takeLinkToken(tx, brandId, 'password_link', token, now);
    await tx.update(players).set({ passwordHash, passwordChangedAt: now }).where(eq(players.id, taken.playerId!));
    await retirePasswordRecovery(tx, taken.playerId!, now);
    await revokeAllSessions(tx, taken.playerId!, now);
  });
  return { saved: true };
}

/** What an activation did: the confirmed e-mail and the player's activation type after it. */
interface Activation {
  playerId: number;
  email: string;
  activationType: number;
}

/**
 * Confirms an e-mail through an activation link (spec §2 user/activate, user/activatefast; §4
 * Activation type): the player's e-mail becomes the link's target (the one it was registered with,
 * or one the player added later) and the activation type moves as an added e-mail does (0 → 1,
 * 3 → 2). The link works once and until it expires; in one transaction.
 * @throws AppError time_up | wrong_code | already_registered (409: the e-mail belongs to another player of the brand)
 */
export async function activateByLink(db: Db, brandId: string, token: string, now = new Date()): Promise<Activation> {
  try {
    return await db.transaction(async (tx) => {
      const taken = await takeLinkToken(tx, brandId, 'activation', token, now);
      const [player] = await tx.select({ activationType: players.activationType }).from(players).where(eq(players.id, taken.playerId!)).for('update');
      const activationType = activationAfterEmailAdded(player!.activationType);
      await tx.update(players).set({ email: taken.target, activationType }).where(eq(players.id, taken.playerId!));
      return { playerId: taken.playerId!, email: taken.target, activationType };
    });
  } catch (error) {
    if (isUniqueViolation(error, ['players_brand_email'])) throw new AppError('already_registered', 'This e-mail belongs to another account.');
    throw error;
  }
}
