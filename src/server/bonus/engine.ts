/**
 * The bonus engine on the ledger (spec §3 bonusSetting / firstDepositBonusSetting, §2 office
 * bonuses/deposit and bonuses/wager; shapes in schemas/bonus.ts, arithmetic in
 * src/domain/bonus/rules.ts, tables bonus_templates / player_bonuses / bonus_events).
 *
 * Contract:
 * - Templates come from `brands/<brand>/bonuses.json` ({@link ensureTemplates}, inserted once per
 *   brand and code) and the console. A claim copies the template's terms onto the player's bonus.
 * - Award: bonus money goes from the house account `bonuses` to the player's bonus account (type 4),
 *   ledger kind `bonus`, key `bonus-award:{bonus id}`. Each claim has an `award_key`
 *   (`first_deposit:{player}`, `promo:{template}:{player}`) so it happens once however many
 *   requests race; claims of one player take the advisory lock `bonus-claim:{player}`, and a player
 *   has at most one active bonus (a second is refused or, for a deposit, not awarded).
 * - First deposit: a player who chose the sports or casino bonus (spec §4 bonus choice) gets that
 *   product's first-deposit template on the first successful deposit; a reload claimed with a promo
 *   code waits (`pending`) for the next qualifying deposit. Both are awarded in the deposit's credit
 *   transaction, inside a savepoint: a bonus that cannot be awarded never holds up the deposit.
 * - Wagering, the maximum bet, real-before-bonus and completion happen in each stake's own statement
 *   (`bonus_wager`, src/server/db/functions/bonus_wager.sql). Completion converts the bonus account to real money.
 * - A withdrawal request while a bonus is active is refused with `bonus_forfeit_warning` (409, the
 *   bonus's facts in meta) unless the player confirmed; then the bonus is forfeited in the
 *   withdrawal's transaction. The player may also cancel a bonus; support staff may cancel one with a
 *   reason; an active bonus past its expiry is expired by {@link sweepBonuses}. Ending a bonus moves
 *   its remaining money to the house (`bonus_close` / `bonus_release`), audited in bonus_events.
 * Times are the feed clock's (UTC ms), like the stakes the wagering counts.
 */
import { and, asc, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { ensurePeriodicSweep } from '../periodic-sweep.ts';
import { accounts, bonusEvents, bonusTemplates, casinoGames, payments, playerBonuses, players } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { applyEntry, houseAccountId } from '../ledger/ledger.ts';
import { CURRENCIES, ACCOUNT_TYPE } from '../../domain/money.ts';
import { awardFor, wagerRequirement } from '../../domain/bonus/rules.ts';
import { pickText } from '../../domain/localized-text.ts';
import { BIRTHDAY_CLAIM_DAYS, BIRTHDAY_NOTICE_DAYS, claimableBirthday, parseBirthDate } from '../../domain/player/birthday.ts';
import type { BonusOffer, BonusTemplate, PlayerBonusView, PromoRefusal } from '../../../schemas/bonus.ts';
import type { LoadedBrand } from '../brand-registry.ts';
import { GAME_SERVER_PROVIDER, type SlotGame } from '../../../schemas/game-server.ts';
import { DAY_MS } from '../../domain/time.ts';

type TemplateRow = typeof bonusTemplates.$inferSelect;
type BonusRow = typeof playerBonuses.$inferSelect;

/** The currency id of an ISO code of the platform's currencies. @throws Error for an unknown code (a brand file was validated against them) */
function currencyIdOf(iso: string): number {
  const currency = CURRENCIES.find((c) => c.iso === iso);
  if (!currency) throw new Error(`unknown currency ${iso} in a bonus template`);
  return currency.id;
}

/** The row values of a template of brand `brandId`. */
export function templateValues(brandId: string, t: BonusTemplate): typeof bonusTemplates.$inferInsert {
  return {
    brandId, code: t.code, kind: t.kind, product: t.product, title: t.title as Record<string, string>, terms: t.terms as Record<string, string>,
    currencyId: currencyIdOf(t.currency), matchPercent: t.matchPercent ?? null, maxAwardMinor: t.maxAwardMinor ?? null,
    fixedAwardMinor: t.fixedAwardMinor ?? null, minDepositMinor: t.minDepositMinor, wagerMultiplier: t.wagerMultiplier,
    contributions: t.contributions, minCoefMilli: t.minCoefMilli ?? null, maxBetMinor: t.maxBetMinor ?? null, validDays: t.validDays,
    spinCount: t.spins?.count ?? null, spinGame: t.spins?.game ?? null, occasion: t.occasion ?? null,
    promoCode: t.promoCode ?? null, countries: t.countries ?? null, segment: t.segment, maxAwards: t.maxAwards ?? null,
    startsAt: t.startsAt ? new Date(t.startsAt) : null, endsAt: t.endsAt ? new Date(t.endsAt) : null, active: t.active,
  };
}

const ensured = new WeakMap<Db, Map<string, Promise<void>>>();

/**
 * Inserts the brand file's templates the database does not have yet (by brand and code; a
 * template edited in the console is not overwritten). Once per process, database and brand.
 */
export function ensureTemplates(db: Db, brand: Pick<LoadedBrand, 'id' | 'bonusTemplates'>): Promise<void> {
  let done = ensured.get(db);
  if (!done) ensured.set(db, (done = new Map()));
  let pending = done.get(brand.id);
  if (!pending) {
    pending = (async () => {
      if (brand.bonusTemplates.length === 0) return;
      await db.insert(bonusTemplates).values(brand.bonusTemplates.map((t) => templateValues(brand.id, t))).onConflictDoNothing();
    })();
    pending.catch(() => done.delete(brand.id));
    done.set(brand.id, pending);
  }
  return pending;
}

/** Whether a template is on offer at `now` (UTC ms). */
function onOffer(t: TemplateRow, now: number): boolean {
  return t.active && (t.startsAt === null || t.startsAt.getTime() <= now) && (t.endsAt === null || t.endsAt.getTime() > now);
}

async function lockClaims(tx: Tx, playerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`bonus-claim:${playerId}`}, 0))`);
}

async function successfulDeposits(tx: Tx | Db, playerId: number): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(payments)
    .where(and(eq(payments.playerId, playerId), eq(payments.direction, 'deposit'), eq(payments.status, 'success')));
  return row?.n ?? 0;
}

/** Free bets are tokens beside the bonus being wagered: left out of the one-bonus rules. */
const notFreeBet = ne(playerBonuses.kind, 'free_bet');

async function hasActiveBonus(tx: Tx, playerId: number): Promise<boolean> {
  const [row] = await tx.select({ id: playerBonuses.id }).from(playerBonuses).where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.status, 'active'), notFreeBet));
  return row !== undefined;
}

async function recordEvent(tx: Tx, bonusId: number, kind: string, amountMinor: number, actor: string, at: number, reason: string | null = null, ref: string | null = null): Promise<void> {
  await tx.insert(bonusEvents).values({ playerBonusId: bonusId, kind, amountMinor, actor, reason, ref, at: new Date(at) });
}

/** The bonus that already holds the prize added with `key` (a bonus awarded with it, or a `top_up` event of it), or null. */
async function addedWith(tx: Tx, key: string): Promise<number | null> {
  const [awarded] = await tx.select({ id: playerBonuses.id }).from(playerBonuses).where(eq(playerBonuses.awardKey, `bonus-add:${key}`));
  if (awarded) return awarded.id;
  const [topped] = await tx.select({ id: bonusEvents.playerBonusId }).from(bonusEvents).where(and(eq(bonusEvents.ref, `bonus-add:${key}`), eq(bonusEvents.kind, 'top_up')));
  return topped?.id ?? null;
}

/** The claim of a template copied onto a new player bonus row (terms fixed at the claim). */
function claimValues(playerId: number, t: TemplateRow, awardKey: string, status: 'pending' | 'active', now: number): typeof playerBonuses.$inferInsert {
  return {
    playerId, templateId: t.id, currencyId: t.currencyId, kind: t.kind, product: t.product, status, awardKey,
    wagerMultiplier: t.wagerMultiplier, contributions: t.contributions, minCoefMilli: t.minCoefMilli, maxBetMinor: t.maxBetMinor,
    validDays: t.validDays, claimedAt: new Date(now),
  };
}

/**
 * Activates a claimed bonus with its award: the money to the bonus account, the requirement, the
 * expiry; completed at once when nothing is to be wagered. Free spins get the template's count of
 * spins, or `spinCount` (then `awardMinor` is that count × the stake). Inside the caller's transaction.
 */
async function activate(tx: Tx, bonus: BonusRow, awardMinor: number, paymentId: number | null, now: number, spinCount?: number): Promise<void> {
  if (bonus.kind === 'free_bet') {
    // A token: no money moves until a coupon uses it (coupon_place, src/server/db/functions/coupon_place.sql).
    await tx.update(playerBonuses).set({ status: 'active', awardMinor, awardedAt: new Date(now), expiresAt: new Date(now + bonus.validDays * DAY_MS) }).where(eq(playerBonuses.id, bonus.id));
    await recordEvent(tx, bonus.id, 'award', awardMinor, 'system', now);
    return;
  }
  // Free spins wager their winnings, so their requirement waits for the last spin's result (bonus_spin_win, src/server/db/functions/bonus_spin_win.sql).
  const terms = bonus.kind === 'free_spins' ? await spinTerms(tx, bonus.templateId) : null;
  const spins = terms && { ...terms, count: spinCount ?? terms.count };
  const required = spins ? 0 : wagerRequirement(awardMinor, bonus.wagerMultiplier);
  await tx.update(playerBonuses).set({
    status: 'active', awardMinor, wagerRequiredMinor: required, paymentId, awardedAt: new Date(now), expiresAt: new Date(now + bonus.validDays * DAY_MS),
    ...(spins ? { spinGameId: spins.gameId, spinStakeMinor: spins.stakeMinor, spinsTotal: spins.count, spinsLeft: spins.count } : {}),
  }).where(eq(playerBonuses.id, bonus.id));
  const [bonusAccount] = await tx.select({ id: accounts.id }).from(accounts)
    .where(and(eq(accounts.playerId, bonus.playerId), eq(accounts.type, ACCOUNT_TYPE.bonus), eq(accounts.currencyId, bonus.currencyId)));
  if (!bonusAccount) throw new AppError('unknown_account', 'The player has no bonus account in the bonus currency.');
  const house = await houseAccountId(tx, 'bonuses', bonus.currencyId);
  await applyEntry(tx, {
    idempotencyKey: `bonus-award:${bonus.id}`,
    kind: 'bonus',
    postings: [{ accountId: house, amount: -awardMinor }, { accountId: bonusAccount.id, amount: awardMinor }],
    meta: { playerBonusId: bonus.id },
  });
  await recordEvent(tx, bonus.id, 'award', awardMinor, 'system', now);
  if (required === 0 && !spins) await closeBonus(tx, bonus.id, 'completed', 'wagered', 'system', now);
}

/**
 * The spins of a free-spins template: count, stake per spin (minor units) and the catalogue id of
 * its slot on our game server. @throws AppError not_found when the slot is not in the catalogue
 */
async function spinTerms(tx: Tx, templateId: number): Promise<{ count: number; stakeMinor: number; gameId: number }> {
  const [row] = await tx.select({ count: bonusTemplates.spinCount, stakeMinor: bonusTemplates.fixedAwardMinor, gameId: casinoGames.id }).from(bonusTemplates)
    .innerJoin(casinoGames, and(eq(casinoGames.providerId, GAME_SERVER_PROVIDER), eq(casinoGames.code, bonusTemplates.spinGame)))
    .where(eq(bonusTemplates.id, templateId));
  if (!row || row.count === null || row.stakeMinor === null) throw new AppError('not_found', 'The slot of these free spins is not in the catalogue.');
  return { count: row.count, stakeMinor: row.stakeMinor, gameId: row.gameId };
}

/** Runs `bonus_close` (src/server/db/functions/bonus_close.sql): true when this call ended the bonus. */
async function closeBonus(tx: Tx | Db, bonusId: number, status: 'completed' | 'forfeited' | 'expired' | 'cancelled', reason: string, actor: string, now: number): Promise<boolean> {
  const result = (await tx.execute(sql`select bonus_close(${bonusId}::bigint, ${status}, ${reason}, ${actor}, ${new Date(now).toISOString()}::timestamptz) as closed`)) as unknown as { rows: { closed: boolean }[] };
  return result.rows[0]?.closed === true;
}

/** A deposit credited in the caller's transaction (the payment row, already `success`). */
export interface CreditedDeposit {
  id: number;
  playerId: number;
  amount: number;
  currencyId: number;
}

/**
 * Awards the bonus a credited deposit qualifies for, in a savepoint of the credit's transaction
 * (module docstring). Returns the awarded bonus id, or null when none qualified or the award
 * failed (logged; the deposit stands).
 */
export async function awardDepositBonus(tx: Tx, deposit: CreditedDeposit, now: number): Promise<number | null> {
  try {
    return await tx.transaction(async (sp) => depositAward(sp as unknown as Tx, deposit, now));
  } catch (error) {
    console.error(`bonus award for payment ${deposit.id} failed`, error);
    return null;
  }
}

async function depositAward(tx: Tx, deposit: CreditedDeposit, now: number): Promise<number | null> {
  const [player] = await tx.select({ brandId: players.brandId, bonusChoice: players.bonusChoice, countryCode: players.countryCode })
    .from(players).where(eq(players.id, deposit.playerId));
  if (!player) return null;
  await lockClaims(tx, deposit.playerId);
  if (await hasActiveBonus(tx, deposit.playerId)) return null;
  // A reload claimed with a code and waiting for this deposit comes first.
  const waiting = await tx.select().from(playerBonuses)
    .where(and(eq(playerBonuses.playerId, deposit.playerId), eq(playerBonuses.status, 'pending'), eq(playerBonuses.currencyId, deposit.currencyId)))
    .orderBy(asc(playerBonuses.id));
  for (const bonus of waiting) {
    const [template] = await tx.select().from(bonusTemplates).where(eq(bonusTemplates.id, bonus.templateId));
    const award = template ? awardFor(templateTerms(template), deposit.amount) : 0;
    if (award > 0) {
      await activate(tx, bonus, award, deposit.id, now);
      return bonus.id;
    }
  }
  if (player.bonusChoice !== 'sports' && player.bonusChoice !== 'casino') return null;
  if ((await successfulDeposits(tx, deposit.playerId)) !== 1) return null;
  const candidates = await tx.select().from(bonusTemplates).where(and(
    eq(bonusTemplates.brandId, player.brandId), eq(bonusTemplates.kind, 'first_deposit'), eq(bonusTemplates.product, player.bonusChoice),
    eq(bonusTemplates.currencyId, deposit.currencyId),
  )).orderBy(asc(bonusTemplates.id));
  const template = candidates.find((t) => onOffer(t, now) && eligibleCountry(t, player.countryCode));
  if (!template) return null;
  const award = awardFor(templateTerms(template), deposit.amount);
  if (award <= 0) return null;
  const [claimed] = await tx.insert(playerBonuses).values(claimValues(deposit.playerId, template, `first_deposit:${deposit.playerId}`, 'pending', now))
    .onConflictDoNothing().returning();
  if (!claimed) return null;
  await recordEvent(tx, claimed.id, 'claim', 0, 'player', now, 'first deposit');
  await activate(tx, claimed, award, deposit.id, now);
  return claimed.id;
}

/** The award-relevant terms of a template row. */
function templateTerms(t: TemplateRow) {
  return {
    kind: t.kind as BonusTemplate['kind'], matchPercent: t.matchPercent ?? undefined, maxAwardMinor: t.maxAwardMinor ?? undefined, fixedAwardMinor: t.fixedAwardMinor ?? undefined,
    minDepositMinor: t.minDepositMinor, spins: t.spinCount !== null && t.spinGame !== null ? { count: t.spinCount, game: t.spinGame as SlotGame } : undefined,
  };
}

function eligibleCountry(t: TemplateRow, countryCode: string | null): boolean {
  return t.countries === null || (countryCode !== null && t.countries.includes(countryCode.toUpperCase()));
}

function refuse(reason: PromoRefusal, detail: string): AppError {
  return new AppError('promo_code_invalid', detail, { reason, i18nKey: `bonus_promo_${reason}` });
}

/** What a promo code did: a bonus awarded now, or claimed and waiting for the qualifying deposit. */
export interface PromoClaim {
  bonusId: number;
  status: 'active' | 'pending';
}

/**
 * Claims the template with promo code `code` (upper case) for a player of `brand` at `now`.
 * @throws AppError promo_code_invalid with meta.reason unknown (no such code on this brand),
 *   expired (outside its window or switched off), used_up (its claims cap reached), not_eligible
 *   (country, currency or segment), already_used (this player claimed it), bonus_active (another
 *   bonus is active or waiting; free bets are not held back by one)
 */
export async function claimPromoCode(db: Db, brand: Pick<LoadedBrand, 'id' | 'bonusTemplates'>, playerId: number, code: string, now: number): Promise<PromoClaim> {
  await ensureTemplates(db, brand);
  const [template] = await db.select().from(bonusTemplates).where(and(eq(bonusTemplates.brandId, brand.id), eq(bonusTemplates.promoCode, code)));
  if (!template) throw refuse('unknown', 'There is no such promo code.');
  if (!onOffer(template, now)) throw refuse('expired', 'This promo code has expired.');
  const [player] = await db.select({ currencyId: players.currencyId, countryCode: players.countryCode, brandId: players.brandId }).from(players).where(eq(players.id, playerId));
  if (!player || player.brandId !== brand.id) throw new AppError('not_found', 'No such player.');
  if (player.currencyId !== template.currencyId || !eligibleCountry(template, player.countryCode)) throw refuse('not_eligible', 'This promo code is not available for your account.');
  return db.transaction(async (tx) => {
    await lockClaims(tx, playerId);
    const deposits = await successfulDeposits(tx, playerId);
    if ((template.segment === 'new' && deposits > 0) || (template.segment === 'depositors' && deposits === 0)) {
      throw refuse('not_eligible', template.segment === 'new' ? 'This promo code is for players who have not deposited yet.' : 'This promo code is for players who have deposited before.');
    }
    return claimTemplate(tx, template, playerId, `promo:${template.id}:${playerId}`, `promo code ${code}`, now);
  });
}

/**
 * The claim of `template` by a player under `awardKey`, in the caller's transaction after
 * `lockClaims`: once per key; one money bonus (active or waiting) at a time, free bets beside it;
 * the template's claims cap counted in the same statement that checks it. A no-deposit bonus, a
 * free bet or free spins is awarded at once; a deposit match waits (`pending`) for its deposit.
 * @throws AppError promo_code_invalid with meta.reason already_used, bonus_active or used_up
 */
async function claimTemplate(tx: Tx, template: TemplateRow, playerId: number, awardKey: string, reason: string, now: number): Promise<PromoClaim> {
  const [used] = await tx.select({ id: playerBonuses.id }).from(playerBonuses).where(eq(playerBonuses.awardKey, awardKey));
  if (used) throw refuse('already_used', 'You have already claimed this offer.');
  const [busy] = template.kind === 'free_bet' ? [] : await tx.select({ id: playerBonuses.id }).from(playerBonuses)
    .where(and(eq(playerBonuses.playerId, playerId), inArray(playerBonuses.status, ['active', 'pending']), notFreeBet));
  if (busy) throw refuse('bonus_active', 'You already have a bonus: finish or cancel it first.');
  const counted = await tx.update(bonusTemplates).set({ awardsCount: sql`${bonusTemplates.awardsCount} + 1` })
    .where(and(eq(bonusTemplates.id, template.id), sql`(${bonusTemplates.maxAwards} is null or ${bonusTemplates.awardsCount} < ${bonusTemplates.maxAwards})`))
    .returning({ id: bonusTemplates.id });
  if (counted.length === 0) throw refuse('used_up', 'This offer has been used up.');
  const [claimed] = await tx.insert(playerBonuses).values(claimValues(playerId, template, awardKey, 'pending', now)).returning();
  await recordEvent(tx, claimed!.id, 'claim', 0, 'player', now, reason);
  if (template.kind === 'no_deposit' || template.kind === 'free_bet' || template.kind === 'free_spins') {
    await activate(tx, claimed!, awardFor(templateTerms(template), 0), null, now);
    return { bonusId: claimed!.id, status: 'active' };
  }
  return { bonusId: claimed!.id, status: 'pending' };
}

/**
 * Claims the brand's birthday gift `code` (a template with occasion `birthday`) for a player at
 * `now`: awarded at once, once per birthday (award key `birthday:{template}:{player}:{year}`), in the
 * claim window of src/domain/player/birthday.ts.
 * @throws AppError promo_code_invalid with meta.reason unknown (no such birthday gift), expired
 *   (switched off or outside its window), birth_date_missing (no date of birth on file),
 *   not_birthday (not in the week from the birthday, or the date was given too late), not_eligible
 *   (country or currency), already_used (this birthday's gift was claimed), bonus_active, used_up
 */
export async function claimBirthdayGift(db: Db, brand: Pick<LoadedBrand, 'id' | 'bonusTemplates'>, playerId: number, code: string, now: number): Promise<PromoClaim> {
  await ensureTemplates(db, brand);
  const [template] = await db.select().from(bonusTemplates).where(and(eq(bonusTemplates.brandId, brand.id), eq(bonusTemplates.code, code), eq(bonusTemplates.occasion, 'birthday')));
  if (!template) throw refuse('unknown', 'There is no such birthday gift.');
  if (!onOffer(template, now)) throw refuse('expired', 'This offer has ended.');
  const [player] = await db.select({ currencyId: players.currencyId, countryCode: players.countryCode, brandId: players.brandId, birthDate: players.birthDate, birthDateSetAt: players.birthDateSetAt })
    .from(players).where(eq(players.id, playerId));
  if (!player || player.brandId !== brand.id) throw new AppError('not_found', 'No such player.');
  const birth = player.birthDate === null ? null : parseBirthDate(player.birthDate);
  if (birth === null || player.birthDateSetAt === null) throw refuse('birth_date_missing', 'Add your date of birth in your office first.');
  const birthday = claimableBirthday(birth, player.birthDateSetAt.getTime(), now);
  if (!birthday) throw refuse('not_birthday', `The birthday gift is yours in the ${BIRTHDAY_CLAIM_DAYS} days from your birthday, when your date of birth was on file ${BIRTHDAY_NOTICE_DAYS} days before it.`);
  if (player.currencyId !== template.currencyId || !eligibleCountry(template, player.countryCode)) throw refuse('not_eligible', 'This offer is not available for your account.');
  return db.transaction(async (tx) => {
    await lockClaims(tx, playerId);
    return claimTemplate(tx, template, playerId, `birthday:${template.id}:${playerId}:${birthday.year}`, `birthday ${birthday.year}`, now);
  });
}

/**
 * The withdrawal rule of an active bonus, in the withdrawal's transaction: without `confirmed`,
 * refuses with `bonus_forfeit_warning` (the bonus's facts in meta: id, bonus money in minor units,
 * wagering done and required); with it, forfeits the bonus (its money to the house).
 * @throws AppError bonus_forfeit_warning
 */
export async function forfeitForWithdrawal(tx: Tx, playerId: number, confirmed: boolean, now: number): Promise<void> {
  const [bonus] = await tx.select().from(playerBonuses).where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.status, 'active'), notFreeBet));
  if (!bonus) return;
  if (!confirmed) {
    const [account] = await tx.select({ balance: accounts.balance }).from(accounts)
      .where(and(eq(accounts.playerId, playerId), eq(accounts.type, ACCOUNT_TYPE.bonus), eq(accounts.currencyId, bonus.currencyId)));
    throw new AppError('bonus_forfeit_warning', 'A withdrawal now forfeits your active bonus and its bonus money. Confirm to withdraw anyway.', {
      bonusId: bonus.id, bonusMinor: account?.balance ?? 0, wagerDoneMinor: bonus.wagerDoneMinor, wagerRequiredMinor: bonus.wagerRequiredMinor, i18nKey: 'bonus_forfeit_warning',
    });
  }
  await closeBonus(tx, bonus.id, 'forfeited', 'withdrawal', 'player', now);
}

/**
 * Ends a player's active or waiting bonus at the player's or staff's request: `cancelled`, its
 * bonus money to the house. `actor` is `player` or `staff:{id}`; `reason` is kept in the audit.
 * `alongside` runs in the cancellation's transaction once the bonus is cancelled (the staff audit entry).
 * @throws AppError not_found (not the player's bonus), conflict (already ended)
 */
export async function cancelBonus(db: Db, playerId: number, bonusId: number, actor: string, reason: string, now: number, alongside?: (tx: Tx) => Promise<unknown>): Promise<void> {
  const [bonus] = await db.select({ id: playerBonuses.id }).from(playerBonuses).where(and(eq(playerBonuses.id, bonusId), eq(playerBonuses.playerId, playerId)));
  if (!bonus) throw new AppError('not_found', 'You have no such bonus.');
  await db.transaction(async (tx) => {
    if (!(await closeBonus(tx, bonusId, 'cancelled', reason, actor, now))) throw new AppError('conflict', 'This bonus has already ended.');
    await alongside?.(tx);
  });
}

/**
 * Expires every active bonus past its expiry at `now` (their money to the house) and moves money
 * left on bonus accounts after a bonus ended (winnings of bonus stakes settled later: converted
 * after a completed bonus, forfeited otherwise). Safe in several processes at once.
 * @returns how many bonuses this call expired
 */
export async function sweepBonuses(db: Db, now: number, playerId?: number): Promise<number> {
  const due = await db.select({ id: playerBonuses.id }).from(playerBonuses).where(and(
    eq(playerBonuses.status, 'active'), lte(playerBonuses.expiresAt, new Date(now)), ...(playerId === undefined ? [] : [eq(playerBonuses.playerId, playerId)]),
  )).limit(500);
  let expired = 0;
  for (const { id } of due) if (await db.transaction((tx) => closeBonus(tx, id, 'expired', 'expiry', 'system', now))) expired++;
  const leftovers = (await db.execute(sql`
    select a.player_id, a.currency_id from accounts a
    where a.type = ${ACCOUNT_TYPE.bonus} and a.balance > 0 and a.closed_at is null ${playerId === undefined ? sql`` : sql`and a.player_id = ${playerId}`}
      and not exists (select 1 from player_bonuses pb where pb.player_id = a.player_id and pb.status = 'active' and pb.kind <> 'free_bet')
      and exists (select 1 from player_bonuses pb where pb.player_id = a.player_id and pb.awarded_at is not null)
    limit 500`)) as unknown as { rows: { player_id: string | number; currency_id: number }[] };
  for (const row of leftovers.rows) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select bonus_release(${Number(row.player_id)}::bigint, ${row.currency_id}::integer, ${new Date(now).toISOString()}::timestamptz)`);
    });
  }
  return expired;
}

/** A player's bonuses, newest first, as the office shows them (titles in `lng`). */
export async function playerBonusViews(db: Db, playerId: number, lng: string, brandDefault: string): Promise<PlayerBonusView[]> {
  const rows = await db.select({ bonus: playerBonuses, template: bonusTemplates, game: { name: casinoGames.name, slug: casinoGames.slug } }).from(playerBonuses)
    .innerJoin(bonusTemplates, eq(bonusTemplates.id, playerBonuses.templateId))
    .leftJoin(casinoGames, eq(casinoGames.id, playerBonuses.spinGameId))
    .where(eq(playerBonuses.playerId, playerId)).orderBy(desc(playerBonuses.id)).limit(50);
  return rows.map(({ bonus, template, game }) => ({
    id: bonus.id, code: template.code, kind: bonus.kind as PlayerBonusView['kind'], product: bonus.product as PlayerBonusView['product'],
    title: pickText(template.title, lng, brandDefault), status: bonus.status as PlayerBonusView['status'],
    currency: CURRENCIES.find((c) => c.id === bonus.currencyId)?.iso ?? '', awardMinor: bonus.awardMinor, wagerMultiplier: bonus.wagerMultiplier,
    wagerRequiredMinor: bonus.wagerRequiredMinor, wagerDoneMinor: bonus.wagerDoneMinor, maxBetMinor: bonus.maxBetMinor, minCoefMilli: bonus.minCoefMilli,
    contributions: bonus.contributions, awardedAt: bonus.awardedAt?.toISOString() ?? null, expiresAt: bonus.expiresAt?.toISOString() ?? null,
    endedAt: bonus.endedAt?.toISOString() ?? null, endReason: bonus.endReason,
    spins: bonus.spinGameId === null || game === null ? null : {
      gameId: bonus.spinGameId, gameName: game.name, gameSlug: game.slug, stakeMinor: bonus.spinStakeMinor ?? 0,
      total: bonus.spinsTotal, left: bonus.spinsLeft, wonMinor: bonus.spinsWonMinor,
    },
  }));
}

/** The brand's templates on offer at `now` (first-deposit offers and those claimed with a code are listed; codes are shown only for open offers). */
export async function brandOffers(db: Db, brand: Pick<LoadedBrand, 'id' | 'bonusTemplates' | 'defaultLanguage'>, lng: string, now: number): Promise<BonusOffer[]> {
  await ensureTemplates(db, brand);
  const rows = await db.select().from(bonusTemplates).where(eq(bonusTemplates.brandId, brand.id)).orderBy(asc(bonusTemplates.id));
  return rows.filter((t) => onOffer(t, now)).map((t) => ({
    code: t.code, kind: t.kind as BonusOffer['kind'], product: t.product as BonusOffer['product'], title: pickText(t.title, lng, brand.defaultLanguage), terms: pickText(t.terms, lng, brand.defaultLanguage), promoCode: t.promoCode,
    occasion: t.occasion === 'birthday' ? 'birthday' as const : null,
  }));
}

/** How often the bonus sweep runs (ms of wall time). */
export const BONUS_SWEEP_MS = 60_000;

/**
 * Starts this process's bonus sweep ({@link sweepBonuses} at the feed clock's now) at once and
 * then every {@link BONUS_SWEEP_MS} (src/server/periodic-sweep.ts).
 */
export function ensureBonusSweep(): Promise<{ stop(): void }> {
  return ensurePeriodicSweep('bonus sweep', BONUS_SWEEP_MS, (db, now) => sweepBonuses(db, now));
}

/**
 * The player's free spins left on catalogue game `gameId`: of the active free_spins bonus, with the
 * bonus account they are played from; null when there are none.
 */
export async function freeSpinsOn(db: Db, playerId: number, gameId: number): Promise<{ left: number; total: number; stakeMinor: number; currency: string; exponent: number; accountId: number } | null> {
  const [row] = await db.select({ left: playerBonuses.spinsLeft, total: playerBonuses.spinsTotal, stakeMinor: playerBonuses.spinStakeMinor, currencyId: playerBonuses.currencyId, accountId: accounts.id })
    .from(playerBonuses)
    .innerJoin(accounts, and(eq(accounts.playerId, playerBonuses.playerId), eq(accounts.type, ACCOUNT_TYPE.bonus), eq(accounts.currencyId, playerBonuses.currencyId)))
    .where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.status, 'active'), eq(playerBonuses.kind, 'free_spins'), eq(playerBonuses.spinGameId, gameId), sql`${playerBonuses.spinsLeft} > 0`));
  if (!row || row.stakeMinor === null) return null;
  const currency = CURRENCIES.find((c) => c.id === row.currencyId);
  if (!currency) return null;
  return { left: row.left, total: row.total, stakeMinor: row.stakeMinor, currency: currency.iso, exponent: currency.exponent, accountId: row.accountId };
}

/** A free bet the player can stake: its id and amount (minor units). */
export interface UsableFreeBet {
  id: number;
  amountMinor: number;
  currencyId: number;
}

/**
 * The player's active, unexpired free bet claimed with promo code `code` (upper case); when the
 * player has none, the code is claimed now (a free-bet template of the brand only) and its free bet
 * answered. Used by the coupon (src/server/bets/place.ts), which stakes it in its own statement.
 * @throws AppError promo_code_invalid (the reasons of {@link claimPromoCode}; `unknown` also for a
 *   code of a bonus that is not a free bet)
 */
export async function freeBetForCode(db: Db, brand: Pick<LoadedBrand, 'id' | 'bonusTemplates'>, playerId: number, code: string, now: number): Promise<UsableFreeBet> {
  await ensureTemplates(db, brand);
  const find = async () => {
    const [row] = await db.select({ id: playerBonuses.id, amountMinor: playerBonuses.awardMinor, currencyId: playerBonuses.currencyId })
      .from(playerBonuses).innerJoin(bonusTemplates, eq(bonusTemplates.id, playerBonuses.templateId))
      .where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.kind, 'free_bet'), eq(playerBonuses.status, 'active'),
        sql`${playerBonuses.expiresAt} > ${new Date(now).toISOString()}::timestamptz`, eq(bonusTemplates.promoCode, code), eq(bonusTemplates.brandId, brand.id)))
      .orderBy(asc(playerBonuses.id)).limit(1);
    return row;
  };
  const held = await find();
  if (held) return held;
  const [template] = await db.select({ kind: bonusTemplates.kind }).from(bonusTemplates).where(and(eq(bonusTemplates.brandId, brand.id), eq(bonusTemplates.promoCode, code)));
  if (!template || template.kind !== 'free_bet') throw refuse('unknown', 'There is no free bet with this promo code.');
  await claimPromoCode(db, brand, playerId, code, now);
  const claimed = await find();
  if (!claimed) throw refuse('already_used', 'You have already used this promo code.');
  return claimed;
}

/** The player's usable free bets with their codes, for the coupon's code picker (spec §3 coupon `promoCodes`). */
export async function usableFreeBets(db: Db, playerId: number, now: number): Promise<{ id: number; code: string; amountMinor: number; currency: string; expiresAt: string }[]> {
  const rows = await db.select({ id: playerBonuses.id, code: bonusTemplates.promoCode, amountMinor: playerBonuses.awardMinor, currencyId: playerBonuses.currencyId, expiresAt: playerBonuses.expiresAt })
    .from(playerBonuses).innerJoin(bonusTemplates, eq(bonusTemplates.id, playerBonuses.templateId))
    .where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.kind, 'free_bet'), eq(playerBonuses.status, 'active'), sql`${playerBonuses.expiresAt} > ${new Date(now).toISOString()}::timestamptz`))
    .orderBy(asc(playerBonuses.id));
  return rows.map((r) => ({ id: r.id, code: r.code ?? '', amountMinor: r.amountMinor, currency: CURRENCIES.find((c) => c.id === r.currencyId)?.iso ?? '', expiresAt: r.expiresAt!.toISOString() }));
}

/**
 * Adds won bonus money (a bonus game prize, minor units) to the player, in the caller's
 * transaction, once per `key`: the bonus being wagered grows by it (its award and its requirement by
 * the amount × its own multiplier), or, when none is, a new bonus of the brand's template
 * `templateCode` is awarded with it; a key already added answers the bonus that holds it. The money goes from the house account `bonuses` to the bonus
 * account (ledger key `bonus-add:{key}`), audited as a `top_up` or `award` event. The caller has
 * run {@link ensureTemplates} for the brand (outside its transaction).
 * @returns the bonus that holds the money
 * @throws AppError not_found when the brand has no such template
 */
export async function addBonusMoney(tx: Tx, brand: Pick<LoadedBrand, 'id' | 'bonusTemplates'>, playerId: number, amountMinor: number, key: string, templateCode: string, now: number): Promise<number> {
  await lockClaims(tx, playerId);
  const done = await addedWith(tx, key);
  if (done !== null) return done;
  const [active] = await tx.select().from(playerBonuses).where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.status, 'active'), notFreeBet));
  if (active) {
    await tx.update(playerBonuses).set({
      awardMinor: sql`${playerBonuses.awardMinor} + ${amountMinor}`,
      wagerRequiredMinor: sql`${playerBonuses.wagerRequiredMinor} + ${wagerRequirement(amountMinor, active.wagerMultiplier)}`,
    }).where(eq(playerBonuses.id, active.id));
    const [bonusAccount] = await tx.select({ id: accounts.id }).from(accounts)
      .where(and(eq(accounts.playerId, playerId), eq(accounts.type, ACCOUNT_TYPE.bonus), eq(accounts.currencyId, active.currencyId)));
    if (!bonusAccount) throw new AppError('unknown_account', 'The player has no bonus account in the bonus currency.');
    await applyEntry(tx, {
      idempotencyKey: `bonus-add:${key}`, kind: 'bonus',
      postings: [{ accountId: await houseAccountId(tx, 'bonuses', active.currencyId), amount: -amountMinor }, { accountId: bonusAccount.id, amount: amountMinor }],
      meta: { playerBonusId: active.id, source: key },
    });
    await recordEvent(tx, active.id, 'top_up', amountMinor, 'system', now, key, `bonus-add:${key}`);
    return active.id;
  }
  const [template] = await tx.select().from(bonusTemplates).where(and(eq(bonusTemplates.brandId, brand.id), eq(bonusTemplates.code, templateCode)));
  if (!template) throw new AppError('not_found', `The brand has no bonus template ${templateCode}.`);
  const [claimed] = await tx.insert(playerBonuses).values(claimValues(playerId, template, `bonus-add:${key}`, 'pending', now)).returning();
  await recordEvent(tx, claimed!.id, 'claim', 0, 'system', now, key);
  await activate(tx, claimed!, amountMinor, null, now);
  return claimed!.id;
}

/**
 * Gives won free spins (a bonus game prize) to the player, in the caller's transaction, once per
 * `key`: `count` spins of the brand's free_spins template `templateCode` as a new bonus (award
 * count × its stake, ledger key `bonus-award:{bonus}`). A player already wagering a bonus cannot
 * hold a second one: the spins' value `valueMinor` is added to that bonus as bonus money instead
 * ({@link addBonusMoney}, with `moneyTemplate`). The caller has run {@link ensureTemplates}.
 * @returns the bonus that holds the prize
 * @throws AppError not_found when the brand has no such template
 */
export async function addFreeSpins(tx: Tx, brand: Pick<LoadedBrand, 'id' | 'bonusTemplates'>, playerId: number, count: number, valueMinor: number, key: string, templateCode: string, moneyTemplate: string, now: number): Promise<number> {
  await lockClaims(tx, playerId);
  const done = await addedWith(tx, key);
  if (done !== null) return done;
  if (await hasActiveBonus(tx, playerId)) return addBonusMoney(tx, brand, playerId, valueMinor, key, moneyTemplate, now);
  const [template] = await tx.select().from(bonusTemplates).where(and(eq(bonusTemplates.brandId, brand.id), eq(bonusTemplates.code, templateCode), eq(bonusTemplates.kind, 'free_spins')));
  if (!template || template.fixedAwardMinor === null) throw new AppError('not_found', `The brand has no free-spins template ${templateCode}.`);
  const [claimed] = await tx.insert(playerBonuses).values(claimValues(playerId, template, `bonus-add:${key}`, 'pending', now)).returning();
  await recordEvent(tx, claimed!.id, 'claim', 0, 'system', now, key);
  await activate(tx, claimed!, count * template.fixedAwardMinor, null, now, count);
  return claimed!.id;
}
