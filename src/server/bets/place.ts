/**
 * Bet placement (spec §3 "Coupon to place", §5 Coupon validation, §3
 * Change-of-odds action). Every rule is checked again on the server against the CURRENT prices
 * of the feed: a bet is accepted at the price at acceptance time (line or live), and the player's
 * change-of-odds action decides whether a moved price is taken (0 approve: never; 1 any change;
 * 2 accept on rise: only a higher price). Then, in ONE statement (the SQL function `coupon_place`,
 * drizzle/0007): the coupon row (unique per player and `refId`), its bets, and the stake moved
 * from the player's account to the house's `stakes_held` through `ledger_post` (key
 * `stake:{couponId}`); the ledger's rules refuse a stake above the balance or from a frozen or
 * closed account, and the whole statement rolls back. The same statement checks the player's
 * responsible-gaming limits (wagering, loss, self-exclusion) through `rg_spend` (src/server/db/functions/rg_spend.sql,
 * src/server/responsible/enforce.ts) under the player's lock, so parallel coupons never pass a
 * limit: 403 limit_reached with the binding limit in `meta`.
 *
 * Idempotent on `refId`: a retried submission (same player, same refId, same content) answers the
 * receipt of the coupon already placed and moves no money; the same refId with other content is
 * refused with 409 idempotency_conflict.
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { PlaceCouponRequest } from '../../../schemas/coupon-api.ts';
import type { Brand } from '../../../schemas/brand.ts';
import type { CouponConfig } from '../../../schemas/site-config.ts';
import { ACCOUNT_TYPE, accountKindOf, formatMinor, parseMajorAmount } from '../../domain/money.ts';
import { COUPON_TYPE, type CouponTypeId } from '../../domain/coupon/types.ts';
import type { CouponStakes } from '../../domain/coupon/arithmetic.ts';
import { coefToMilli, roundCoef } from '../../domain/coupon/amounts.ts';
import { validateCoupon, type CouponProblem } from '../../domain/coupon/validation.ts';
import { couponFigures, type FiguresLeg } from '../../domain/coupon/figures.ts';
import { parseOutcomeKey, parseReplayId } from '../../domain/feed/outcome-key.ts';
import { accounts, couponBets, coupons, currencies } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { AppError, isAppError } from '../errors.ts';
import { freeBetForCode, type UsableFreeBet } from '../bonus/engine.ts';
import type { LoadedBrand } from '../brand-registry.ts';
import { promoCodeSchema } from '../../../schemas/bonus.ts';
import { requestHash, translateDbError } from '../ledger/ledger.ts';
import { betHouseAccountId } from '../ledger/house.ts';
import { marketsAt, type Feed } from '../feed/service.ts';
import { buildReceipt, receiptOf } from './receipt.ts';
import type { Receipt } from '../../../schemas/coupon-api.ts';
import { pgArray } from '../db/pg-array.ts';
import { runPrepared, type PreparedStatement } from '../db/prepared.ts';

/** Who places, where, and when. */
export interface PlaceContext {
  playerId: number;
  /**
   * The brand's coupon settings and feature flags (`bonusBet`); with its id and bonus templates,
   * promo codes are free bets of the brand (src/server/bonus/engine.ts), without them every code is unknown.
   */
  brand: { siteConfig: { coupon: CouponConfig }; features: Brand['features']; sportsPricing: Brand['sportsPricing']; id?: string; bonusTemplates?: LoadedBrand['bonusTemplates'] };
  feed: Feed;
  /** Acceptance instant, UTC ms (the feed's clock). */
  now: number;
  /** The language of the receipt's champ names (the API's answer language); English when absent. */
  lng?: string;
}

/** A bet checked against the feed at acceptance time. */
interface AcceptedBet {
  key: string;
  gameId: string;
  permanentId: number;
  kickoff: number;
  groupId: number;
  typeId: number;
  param: string | null;
  label: string;
  coefMilli: number;
  isLive: boolean;
  blockId: number;
  isBanker: boolean;
}

/** A coefficient that moved against the player's change-of-odds action. */
interface MovedCoef {
  key: string;
  requested: number;
  coef: number;
}

/** Canonical JSON (sorted keys) of a value, for the request hash. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().filter((k) => (value as Record<string, unknown>)[k] !== undefined).map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** sha256 of a placement request (what tells a retry from a different coupon with the same refId). */
function placementHash(request: PlaceCouponRequest): string {
  return createHash('sha256').update(canonical(request)).digest('hex');
}

/**
 * Checks each bet against the feed at `now`: the game instance exists and is not finished, the
 * outcome is priced (at the brand's `pricing`, as its pages show it) and not suspended; applies the change-of-odds action.
 * @throws AppError market_unavailable (unknown game or outcome, finished game, suspended market),
 *   coef_changed (with every moved coefficient in `meta.bets`)
 */
function acceptBets(feed: Feed, request: PlaceCouponRequest, now: number, pricing: Brand['sportsPricing']): AcceptedBet[] {
  const moved: MovedCoef[] = [];
  const accepted = request.bets.map((bet): AcceptedBet => {
    const { permanentId, groupId, typeId, param } = parseOutcomeKey(bet.key);
    const game = parseReplayId(bet.gameId);
    const match = feed.byId.get(permanentId);
    if (!match || game.permanentId !== permanentId) {
      throw new AppError('market_unavailable', 'This game is not in the line any more.', { key: bet.key, reason: 'unknown_game' });
    }
    const schedule = feed.scheduleOf(match);
    const kickoff = schedule.kickoffIn(match, game.cycle);
    if (now >= kickoff + schedule.wallMs) throw new AppError('market_unavailable', 'This game has finished.', { key: bet.key, reason: 'game_finished' });
    const market = marketsAt(feed, match, now, kickoff, pricing).find((m) => m.groupId === groupId && m.typeId === typeId && m.param === param);
    if (!market) throw new AppError('market_unavailable', 'This outcome is not offered any more.', { key: bet.key, reason: 'unknown_outcome' });
    if (market.isLocked) throw new AppError('market_unavailable', 'Betting on this game is suspended for a moment.', { key: bet.key, reason: 'market_locked' });
    const requested = roundCoef(bet.coef);
    const coef = market.coef;
    const take =
      coef === requested ||
      request.changeCoefAction === 1 ||
      (request.changeCoefAction === 2 && coef > requested);
    if (!take) moved.push({ key: bet.key, requested, coef });
    return {
      key: bet.key,
      gameId: bet.gameId,
      permanentId,
      kickoff,
      groupId,
      typeId,
      param: param === undefined ? null : String(param),
      label: market.label,
      coefMilli: coefToMilli(coef),
      isLive: now >= kickoff,
      blockId: bet.blockId ?? 0,
      isBanker: bet.isBanker ?? false,
    };
  });
  if (moved.length > 0) {
    throw new AppError('coef_changed', 'The odds have changed. Check the new odds and place the bet again.', { bets: moved });
  }
  const keys = new Set(accepted.map((b) => b.key));
  if (keys.size !== accepted.length) throw new AppError('bad_request', 'The same outcome is in the coupon twice.');
  return accepted;
}

/** The stakes of a request in minor units. @throws AppError bad_request for an amount the currency cannot hold */
function stakesOf(request: PlaceCouponRequest, bets: readonly AcceptedBet[], exponent: number): CouponStakes {
  const minor = (text: string, field: string) => {
    const value = parseMajorAmount(text, exponent);
    if (value === null) throw new AppError('bad_request', `${field}: ${text} is not an amount in this currency (at most ${exponent} decimals).`, { fields: [field] });
    return value;
  };
  const stakes: CouponStakes = {};
  if (request.amount !== undefined) stakes.amountMinor = minor(request.amount, 'amount');
  if (request.amountByBetId) {
    const byKey = request.amountByBetId;
    stakes.amountByLeg = bets.map((b) => (byKey[b.key] === undefined ? 0 : minor(byKey[b.key]!, `amountByBetId.${b.key}`)));
  }
  if (request.amountByBlockId) {
    stakes.amountByBlockId = Object.fromEntries(Object.entries(request.amountByBlockId).map(([block, text]) => [Number(block), minor(text, `amountByBlockId.${block}`)]));
  }
  if (request.systemValue !== undefined) stakes.systemValue = request.systemValue;
  return stakes;
}

/** What placement needs of an account: owner, type and currency (none of which ever change). */
interface AccountMeta {
  id: number;
  type: number;
  currency: { id: number; iso: string; exponent: number; maxBalance: number };
}

/** Account metadata by account id, per database handle (bounded; cleared when full). */
const accountCache = new WeakMap<Db, Map<number, AccountMeta & { playerId: number }>>();
const ACCOUNT_CACHE_SIZE = 50_000;

/**
 * The player's account with its currency. Owner, type and currency never change, so they are
 * cached; whether the account is open, frozen or funded is checked by the database in the
 * placement statement itself (ledger_post and the accounts CHECK), never from this cache.
 * @throws AppError unknown_account when it is not the player's open account
 */
async function accountOf(db: Db, playerId: number, accountId: number): Promise<AccountMeta> {
  let cache = accountCache.get(db);
  if (!cache) accountCache.set(db, (cache = new Map()));
  const cached = cache.get(accountId);
  if (cached && cached.playerId === playerId) return cached;
  const [row] = await db
    .select({ id: accounts.id, type: accounts.type, isFrozen: accounts.isFrozen, currency: { id: currencies.id, iso: currencies.iso, exponent: currencies.exponent, maxBalance: currencies.maxBalance } })
    .from(accounts)
    .innerJoin(currencies, eq(currencies.id, accounts.currencyId))
    .where(and(eq(accounts.id, accountId), eq(accounts.playerId, playerId), isNull(accounts.closedAt)));
  if (!row) throw new AppError('unknown_account', 'You have no such account.', { accountId });
  if (row.isFrozen) throw new AppError('account_frozen', 'This account is frozen: bets cannot be taken from it.', { accountId });
  if (cache.size >= ACCOUNT_CACHE_SIZE) cache.clear();
  const meta = { id: row.id, type: row.type, currency: row.currency };
  cache.set(accountId, { ...meta, playerId });
  return meta;
}

/** Answers an existing coupon of the same player and refId: its receipt, or a conflict. */
async function replayOf(db: Db, context: PlaceContext, request: PlaceCouponRequest, hash: string): Promise<Receipt | null> {
  const [existing] = await db.select().from(coupons).where(and(eq(coupons.playerId, context.playerId), eq(coupons.refId, request.refId)));
  if (!existing) return null;
  if (existing.requestHash !== hash) throw new AppError('idempotency_conflict', 'This refId was already used for a different coupon.', { refId: request.refId });
  return receiptOf(db, context.feed, existing.id, undefined, context.lng);
}

/**
 * Places a coupon (module docstring).
 * @returns the receipt (the same one for every retry of the same refId)
 * @throws AppError bad_request (amounts, duplicate outcome), unknown_account (not the player's open
 *   account), account_frozen, market_unavailable, coef_changed, coupon_invalid (spec §5 rules;
 *   `meta.problems` lists each with its i18n key), insufficient_funds, idempotency_conflict,
 *   limit_reached / limit_currency (responsible-gaming limits)
 */
export async function placeCoupon(db: Db, context: PlaceContext, request: PlaceCouponRequest): Promise<Receipt> {
  const hash = placementHash(request);
  try {
    return await placeNew(db, context, request, hash);
  } catch (error) {
    // A retry of a coupon already placed may now fail the checks (prices moved, stake already
    // debited): it answers the placed coupon instead. Other refusals stand.
    const replayed = await replayOf(db, context, request, hash);
    if (replayed) return replayed;
    throw error;
  }
}

/**
 * The placement statement (src/server/db/functions/coupon_place.sql), prepared by name
 * (src/server/db/prepared.ts): coupon, bets and stake in one call, its own transaction. Parameters in
 * the function's order; the bets are parallel arrays (array literals of src/server/db/pg-array.ts).
 */
const COUPON_PLACE: PreparedStatement = {
  name: 'bets_coupon_place',
  text: `select coupon_id, created, request_hash from coupon_place(
    $1::bigint, $2::bigint, $3::integer, $4::text, $5::text, $6::smallint,
    $7::smallint, $8::integer, $9::bigint, $10::integer, $11::bigint, $12::bigint,
    $13::jsonb, $14::smallint, $15::smallint, $16::timestamptz, $17::bigint, $18::text,
    $19::text[], $20::text[], $21::bigint[], $22::timestamptz[], $23::integer[], $24::integer[],
    $25::text[], $26::text[], $27::integer[], $28::boolean[], $29::smallint[], $30::boolean[],
    $31::bigint, $32::bigint)`,
};

/** Checks and places a coupon not placed before (the path of almost every request). */
async function placeNew(db: Db, context: PlaceContext, request: PlaceCouponRequest, hash: string): Promise<Receipt> {
  const account = await accountOf(db, context.playerId, request.accountId);
  const { currency } = account;
  const bets = acceptBets(context.feed, request, context.now, context.brand.sportsPricing);
  const typeId = request.typeId as CouponTypeId;
  const stakes = stakesOf(request, bets, currency.exponent);
  // This feed's markets are all of kind 0 (spec §3 Market kind).
  const legs: FiguresLeg[] = bets.map((b) => ({ coefMilli: b.coefMilli, blockId: b.blockId, isBanker: b.isBanker, kind: 0 }));
  const problems: CouponProblem[] = validateCoupon(
    {
      typeId,
      legs: bets.map((b, i) => ({ ...legs[i]!, key: b.key, permanentId: b.permanentId, isLive: b.isLive, isLocked: false })),
      stakes,
      promoCode: request.promoCode,
      isVipBet: request.isVipBet,
      isOneClick: request.isOneClick,
    },
    {
      config: context.brand.siteConfig.coupon,
      currency: { iso: currency.iso, exponent: currency.exponent },
      accountType: accountKindOf(account.type),
      // The balance is the database's to check (the CHECK on accounts, in the same statement).
      balanceMinor: undefined,
    },
  );
  // A promo code in the coupon is a free bet (spec §5: not on many singles): its amount is the stake.
  let freeBet: UsableFreeBet | null = null;
  if (request.promoCode && problems.every((p) => p.code !== 'promo_code_not_allowed')) {
    const found = await couponFreeBet(db, context, request.promoCode);
    if ('problem' in found) problems.push(found.problem);
    else freeBet = found.freeBet;
  }
  if (problems.length > 0) {
    throw new AppError('coupon_invalid', problems.map((p) => p.code.replaceAll('_', ' ')).join('; '), { problems, currency: currency.iso });
  }

  // The same figures the slip shows (src/domain/coupon/figures.ts); the bonus bet (spec §4) is an
  // extra always-winning leg of an express, unless the player removed it.
  const figures = couponFigures(typeId, legs, stakes, { featureOn: context.brand.features.bonusBet === true, wanted: request.withBonusBet !== false });
  const { bonusCoefMilli, coefMilli, lines, totalStakeMinor: stake, potentialPayoutMinor: potential } = figures;
  if (lines === null) {
    throw new AppError('coupon_invalid', 'The bets and stakes do not make a coupon of this type.', { problems: [], currency: currency.iso });
  }
  // A coupon cannot stake or win more than the currency's maximum balance, so every stake and
  // payout is an exact JavaScript number and the ledger can always take the payout. A null figure
  // of a valid coupon is one beyond safe integers, above any maximum.
  const max = formatMinor(currency.maxBalance, currency.exponent);
  if (stake === null || stake > currency.maxBalance) {
    throw new AppError('amount_limit', `The total stake is above the largest stake, ${max} ${currency.iso}.`, { max, currency: currency.iso });
  }
  if (potential === null || potential > currency.maxBalance) {
    throw new AppError('amount_limit', `The potential payout is above the largest payout, ${max} ${currency.iso}.`, { max, currency: currency.iso });
  }
  const heldId = await betHouseAccountId(db, 'stakes_held', currency.id);
  if (freeBet && account.type === ACCOUNT_TYPE.bonus) {
    throw new AppError('coupon_invalid', 'A free bet pays its winnings to a money account, not the bonus account.', {
      problems: [{ code: 'promo_code_account', i18nKey: 'coupon_error_promo_code_account' }], currency: currency.iso,
    });
  }
  if (freeBet && (freeBet.amountMinor !== stake || freeBet.currencyId !== currency.id)) {
    const amount = formatMinor(freeBet.amountMinor, currency.exponent);
    throw new AppError('coupon_invalid', `A free bet stakes exactly ${amount} ${currency.iso}.`, {
      problems: [{ code: 'promo_code_amount', i18nKey: 'coupon_error_promo_code_amount', params: { amount } }], currency: currency.iso, freeBetMinor: freeBet.amountMinor,
    });
  }
  // A free bet's stake comes from the house account `bonuses` (coupon_place, src/server/db/functions/coupon_place.sql).
  const bonusHouseId = freeBet ? await betHouseAccountId(db, 'bonuses', currency.id) : null;

  const placedAt = new Date(context.now);
  const couponValues = {
    playerId: context.playerId,
    accountId: account.id,
    currencyId: currency.id,
    refId: request.refId,
    requestHash: hash,
    typeId,
    systemValue: typeId === COUPON_TYPE.system ? (request.systemValue ?? 2) : null,
    lines,
    coefMilli,
    bonusCoefMilli,
    stake,
    potentialPayout: potential,
    stakes: { amount: stakes.amountMinor, byLeg: stakes.amountByLeg ? [...stakes.amountByLeg] : undefined, byBlock: stakes.amountByBlockId as Record<string, number> | undefined },
    changeCoefAction: request.changeCoefAction,
    coefViewId: request.coefViewId ?? 0,
    placedAt,
  };
  const entryHash = requestHash({
    idempotencyKey: 'stake',
    kind: 'stake',
    postings: [{ accountId: freeBet ? bonusHouseId! : account.id, amount: -stake }, { accountId: heldId, amount: stake }],
    meta: freeBet ? { playerId: context.playerId, refId: request.refId, freeBetId: freeBet.id } : { playerId: context.playerId, refId: request.refId },
  });
  const array = (values: readonly (string | number | boolean | null)[]) => values;
  let result: { coupon_id: string | number; created: boolean; request_hash: string } | undefined;
  try {
    // One statement (src/server/db/functions/coupon_place.sql): coupon, bets and stake, all or nothing.
    const rows = await runPrepared(db, COUPON_PLACE, [
      context.playerId, account.id, currency.id, request.refId, hash, typeId,
      couponValues.systemValue, lines, coefMilli, bonusCoefMilli, stake, potential,
      JSON.stringify(couponValues.stakes), request.changeCoefAction, couponValues.coefViewId,
      placedAt.toISOString(), heldId, entryHash,
      pgArray(bets.map((b) => b.key)), pgArray(bets.map((b) => b.gameId)),
      pgArray(bets.map((b) => b.permanentId)), pgArray(bets.map((b) => new Date(b.kickoff).toISOString())),
      pgArray(bets.map((b) => b.groupId)), pgArray(bets.map((b) => b.typeId)),
      pgArray(array(bets.map((b) => b.param))), pgArray(bets.map((b) => b.label)),
      pgArray(bets.map((b) => b.coefMilli)), pgArray(bets.map((b) => b.isLive)),
      pgArray(bets.map((b) => b.blockId)), pgArray(bets.map((b) => b.isBanker)),
      freeBet?.id ?? null, bonusHouseId,
    ]);
    result = rows[0] as typeof result;
  } catch (error) {
    throw translateDbError(error);
  }
  if (!result) throw new AppError('conflict', 'The coupon could not be placed; try again.');
  const couponId = Number(result.coupon_id);
  if (!result.created) {
    if (result.request_hash !== hash) throw new AppError('idempotency_conflict', 'This refId was already used for a different coupon.', { refId: request.refId });
    return receiptOf(db, context.feed, couponId, undefined, context.lng);
  }
  const couponRow: typeof coupons.$inferSelect = { ...couponValues, id: couponId, statusId: -1, payout: null, settledAt: null, freeBetId: freeBet?.id ?? null };
  const betRows: (typeof couponBets.$inferSelect)[] = bets.map((b, legIndex) => ({
    couponId,
    legIndex,
    outcomeKey: b.key,
    gameId: b.gameId,
    permanentId: b.permanentId,
    kickoffAt: new Date(b.kickoff),
    groupId: b.groupId,
    typeId: b.typeId,
    param: b.param,
    label: b.label,
    coefMilli: b.coefMilli,
    isLive: b.isLive,
    blockId: b.blockId,
    isBanker: b.isBanker,
    statusId: -1,
    scoreHome: null,
    scoreAway: null,
    htHome: null,
    htAway: null,
    settledAt: null,
  }));
  return buildReceipt(couponRow, betRows, currency, context.feed, context.lng);
}

/**
 * The free bet a coupon's promo code stands for, claimed now when the player does not hold it yet;
 * or the coupon problem naming why not (`promo_code_unknown`, `_expired`, `_used_up`,
 * `_not_eligible`, `_already_used`).
 */
async function couponFreeBet(db: Db, context: PlaceContext, code: string): Promise<{ freeBet: UsableFreeBet } | { problem: CouponProblem }> {
  const problemOf = (reason: string): CouponProblem => {
    const code = reason === 'bonus_active' || reason === 'unknown' ? 'promo_code_unknown' : `promo_code_${reason}`;
    return { code, i18nKey: `coupon_error_${code}` };
  };
  const { id, bonusTemplates } = context.brand;
  const parsed = promoCodeSchema.safeParse(code);
  if (!id || !bonusTemplates || !parsed.success) return { problem: problemOf('unknown') };
  try {
    return { freeBet: await freeBetForCode(db, { id, bonusTemplates }, context.playerId, parsed.data, context.now) };
  } catch (error) {
    if (isAppError(error) && error.code === 'promo_code_invalid') return { problem: problemOf(String(error.extra.reason)) };
    throw error;
  }
}

