/**
 * Player support in the staff console (item 6; roles `support`, `risk`, `admin`): find a
 * player by id, e-mail, phone or login within the brands the staff member holds `players.view`
 * on; read the player's accounts, balances, ledger postings, coupons, payments, sessions and
 * balance adjustments; set the ban level (spec §4 Ban, `players.ban`) and end every session
 * (`players.sessions.end`). A player of a brand outside the staff member's grants for the action
 * is a 403, recorded in the audit log (`access.denied`, key `player:{id}`). Every change is audited
 * (staff id, brand, key `player:{id}`, before/after, reason, client address) in the same
 * transaction as the change.
 */
import { and, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { accounts, coupons, currencies, journalEntries, payments, players, postings, sessions } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { ALL_BRANDS, brandsAllowing, can } from '../../domain/staff/roles.ts';
import type { PlayerDetail, PlayerSearchField, PlayerSummary } from '../../domain/console/players.ts';
import { listAudit, recordAudit } from './audit.ts';
import { playerKey, refusePlayer, summary, summaryColumns, type StaffSource } from './player-access.ts';
import { revokeAllSessions } from '../auth/sessions.ts';
import { listAdjustments } from './adjustments.ts';
import { playerBonusViews } from '../bonus/engine.ts';
import { storedReferral } from '../referral/service.ts';
import { personalManagerOf } from '../office/manager.ts';
import { endGameSessions, endPersonSessions, lockPerson } from '../responsible/person.ts';
import { feedNow } from '../feed/clock.ts';

/** Largest number of search results. */
const SEARCH_LIMIT = 50;

/** A phone as stored (E.164): `+` and the digits typed. */
function phoneOf(text: string): string | null {
  const digits = text.replace(/[\s().-]/g, '');
  return /^\+?\d{6,15}$/.test(digits) ? `+${digits.replace(/^\+/, '')}` : null;
}

/**
 * Players whose id, e-mail, phone or login is exactly `q` (`by` one field, or `any`), in the
 * brands the staff member may view, newest first, at most 50. An id of a player of another brand
 * is refused (403, audited) rather than hidden; e-mails, phones and logins are unique per brand
 * only, so matches in other brands are simply not searched.
 * @throws AppError forbidden (audited) for an id outside the staff member's brands
 */
export async function searchPlayers(db: Db, source: StaffSource, q: string, by: PlayerSearchField, request: string): Promise<PlayerSummary[]> {
  const text = q.trim();
  const brands = brandsAllowing(source.actor.grants, 'players.view');
  if (brands.length === 0) throw new AppError('forbidden', 'Your roles do not allow finding players.', { action: 'players.view' });
  const matches: SQL[] = [];
  if ((by === 'any' || by === 'id') && /^[1-9]\d{0,15}$/.test(text)) {
    const id = Number(text);
    const [byId] = await db.select(summaryColumns).from(players).where(eq(players.id, id));
    if (byId && !can(source.actor.grants, 'players.view', byId.brandId)) await refusePlayer(db, source, 'players.view', byId, request);
    matches.push(eq(players.id, id));
  }
  if (by === 'any' || by === 'email') matches.push(eq(players.email, text.toLowerCase()));
  if (by === 'any' || by === 'login') matches.push(eq(players.login, text));
  const phone = by === 'any' || by === 'phone' ? phoneOf(text) : null;
  if (phone) matches.push(eq(players.phone, phone));
  if (matches.length === 0) return [];
  const brandFilter = brands.includes(ALL_BRANDS) ? undefined : inArray(players.brandId, brands);
  const rows = await db.select(summaryColumns).from(players).where(and(or(...matches), brandFilter)).orderBy(desc(players.id)).limit(SEARCH_LIMIT);
  return rows.map(summary);
}

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/**
 * The player's details: identity, accounts with balances, the latest 200 postings on the player's
 * accounts, 100 coupons, 100 payments, 50 sessions (no token or hash), every balance adjustment.
 * With `withHistory` (the staff member holds `audit.view` on the player's brand) also the staff
 * actions on the player from the audit log. The caller checked `players.view` on the player's
 * brand (player-access.ts `playerFor`).
 */
export async function playerDetail(db: Db, playerId: number, options: { withHistory: boolean }, now = new Date()): Promise<PlayerDetail> {
  const [player] = await db.select().from(players).where(eq(players.id, playerId));
  if (!player) throw new AppError('not_found', 'No such player.');
  const accountRows = await db
    .select({ account: accounts, currency: currencies })
    .from(accounts)
    .innerJoin(currencies, eq(currencies.id, accounts.currencyId))
    .where(eq(accounts.playerId, playerId))
    .orderBy(accounts.type, accounts.id);
  const accountIds = accountRows.map(({ account }) => account.id);
  const ledger = accountIds.length === 0 ? [] : await db
    .select({ posting: postings, entry: journalEntries, currency: currencies })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .innerJoin(currencies, eq(currencies.id, postings.currencyId))
    .where(inArray(postings.accountId, accountIds))
    .orderBy(desc(postings.id))
    .limit(200);
  const couponRows = await db
    .select({ coupon: coupons, currency: currencies })
    .from(coupons)
    .innerJoin(currencies, eq(currencies.id, coupons.currencyId))
    .where(eq(coupons.playerId, playerId))
    .orderBy(desc(coupons.id))
    .limit(100);
  const paymentRows = await db
    .select({ payment: payments, currency: currencies })
    .from(payments)
    .innerJoin(currencies, eq(currencies.id, payments.currencyId))
    .where(eq(payments.playerId, playerId))
    .orderBy(desc(payments.id))
    .limit(100);
  const sessionRows = await db.select().from(sessions).where(eq(sessions.playerId, playerId)).orderBy(desc(sessions.createdAt)).limit(50);
  return {
    player: {
      ...summary({ id: player.id, brandId: player.brandId, login: player.login, email: player.email, phone: player.phone, banLevel: player.banLevel, createdAt: player.createdAt }),
      countryCode: player.countryCode, registrationType: player.registrationType, activationType: player.activationType,
      banVersion: player.banVersion, termsVersion: player.termsVersion, totpEnabled: player.totpEnabled, userName: player.userName,
    },
    accounts: accountRows.map(({ account, currency }) => ({
      id: account.id, type: account.type, label: account.label, balance: account.balance, isFrozen: account.isFrozen,
      isActive: account.id === player.activeAccountId, closedAt: iso(account.closedAt), iso: currency.iso, exponent: currency.exponent,
    })),
    ledger: ledger.map(({ posting, entry, currency }) => ({
      id: posting.id, entryId: entry.id, kind: entry.kind, idempotencyKey: entry.idempotencyKey, accountId: posting.accountId,
      amount: posting.amount, at: entry.createdAt.toISOString(), iso: currency.iso, exponent: currency.exponent,
    })),
    coupons: couponRows.map(({ coupon, currency }) => ({
      id: coupon.id, typeId: coupon.typeId, stake: coupon.stake, potentialPayout: coupon.potentialPayout, payout: coupon.payout,
      statusId: coupon.statusId, placedAt: coupon.placedAt.toISOString(), settledAt: iso(coupon.settledAt), iso: currency.iso, exponent: currency.exponent,
    })),
    payments: paymentRows.map(({ payment, currency }) => ({
      id: payment.id, direction: payment.direction, provider: payment.provider, amount: payment.amount, status: payment.status,
      accountId: payment.accountId, createdAt: payment.createdAt.toISOString(), updatedAt: payment.updatedAt.toISOString(),
      iso: currency.iso, exponent: currency.exponent,
    })),
    sessions: sessionRows.map((row, index) => ({
      n: index + 1,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      absoluteExpiresAt: row.absoluteExpiresAt.toISOString(),
      revokedAt: iso(row.revokedAt),
      live: !row.revokedAt && now < row.absoluteExpiresAt && now.getTime() - row.lastSeenAt.getTime() <= row.idleSeconds * 1000,
    })),
    adjustments: await listAdjustments(db, { playerId }),
    manager: await personalManagerOf(db, playerId),
    bonuses: await playerBonusViews(db, playerId, 'en', 'en'),
    referral: await storedReferral(db, playerId),
    history: options.withHistory
      ? (await listAudit(db, { brandIds: null, key: playerKey(playerId), limit: 100 })).map((entry) => ({
          id: entry.id, at: entry.at, staffEmail: entry.staffEmail, action: entry.action, before: entry.before, after: entry.after,
          reason: entry.reason, clientAddress: entry.clientAddress,
        }))
      : null,
  };
}

/**
 * Sets the player's ban level (spec §4 Ban: banned above 0, 0 lifts it) and optionally the ban
 * version, audited (`players.ban`, before/after `{ banLevel, banVersion }`) in the same
 * transaction. A ban (level above 0) excludes the PERSON (src/server/responsible/person.ts): it
 * takes the `rg:{id}` locks of every player row of the person, ends every player session of the
 * person on every brand in the same transaction (a new login of the banned row reaches only the
 * routes allowed when banned), and after the commit ends every open casino game session of the
 * person; from the commit on `rg_spend` refuses the person's bets and deposits on every brand
 * (403 player_banned). The caller checked `players.ban` ({@link playerFor}).
 * @param now the feed clock's instant, UTC ms (game sessions end at it); default feedNow()
 * @returns the player's ban level and version after the change
 */
export async function banPlayer(db: Db, source: StaffSource & { reason: string }, playerId: number, change: { banLevel: number; banVersion?: number }, now = feedNow()) {
  const { after, person } = await db.transaction((tx) => applyBan(tx, source, playerId, change));
  if (person.length > 0) await endGameSessions(db, person, now);
  return after;
}

/**
 * {@link banPlayer} inside the caller's transaction (the person's locks and the player row taken,
 * the person's player sessions ended on a ban, the audit entry written in it); the caller ends the
 * person's game sessions after its commit (`endGameSessions` of src/server/responsible/person.ts)
 * when it sets a ban. @throws AppError not_found for no such player
 */
export async function setBan(tx: Tx, source: StaffSource & { reason: string }, playerId: number, change: { banLevel: number; banVersion?: number }) {
  return (await applyBan(tx, source, playerId, change)).after;
}

/** {@link setBan}, also answering the person's player ids when it set a ban (none when it lifted one). */
async function applyBan(tx: Tx, source: StaffSource & { reason: string }, playerId: number, change: { banLevel: number; banVersion?: number }) {
  // The person's locks first (the order of rg_spend and the limit service: rg locks, then rows).
  const person = change.banLevel > 0 ? await lockPerson(tx, playerId) : [];
  const [before] = await tx
    .select({ brandId: players.brandId, banLevel: players.banLevel, banVersion: players.banVersion })
    .from(players).where(eq(players.id, playerId)).for('update');
  if (!before) throw new AppError('not_found', 'No such player.');
  const [after] = await tx
    .update(players)
    .set({ banLevel: change.banLevel, banVersion: change.banVersion ?? before.banVersion })
    .where(eq(players.id, playerId))
    .returning({ banLevel: players.banLevel, banVersion: players.banVersion });
  await recordAudit(tx, {
    staffId: source.actor.id, action: 'players.ban', brandId: before.brandId, key: playerKey(playerId),
    before: { banLevel: before.banLevel, banVersion: before.banVersion }, after, reason: source.reason, clientAddress: source.clientAddress,
  });
  await endPersonSessions(tx, person);
  return { after: after!, person };
}

/**
 * Ends every live session of the player (cookie and API token stop working at once: the next
 * request is a guest's), audited (`players.sessions.end`, before/after the number of live
 * sessions) in the same transaction. The caller checked `players.sessions.end`.
 * @returns how many sessions were live
 */
export async function endPlayerSessions(db: Db, source: StaffSource & { reason: string }, playerId: number, now = new Date()): Promise<{ ended: number }> {
  return db.transaction(async (tx) => {
    const [player] = await tx.select({ brandId: players.brandId }).from(players).where(eq(players.id, playerId)).for('update');
    if (!player) throw new AppError('not_found', 'No such player.');
    const [live] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt), gt(sessions.absoluteExpiresAt, now)));
    const ended = live?.n ?? 0;
    await revokeAllSessions(tx, playerId, now);
    await recordAudit(tx, {
      staffId: source.actor.id, action: 'players.sessions.end', brandId: player.brandId, key: playerKey(playerId),
      before: { liveSessions: ended }, after: { liveSessions: 0 }, reason: source.reason, clientAddress: source.clientAddress,
    });
    return { ended };
  });
}
