/**
 * Virtual sports bets (spec §2 `virtualsports`; src/domain/virtual/league.ts): placing a single
 * on an event not yet kicked off, reading a player's bets, and settling them on the provably fair
 * simulated result once the match has been shown.
 *
 * Placing, all or nothing in one transaction: the bet row (unique per player and `refId`), the
 * responsible-gaming check of the stake (`rg_spend` through `enforceSpend`, ref
 * `virtual-stake:{betId}`: exclusions, bans, wagering and loss limits; the stake counts against the
 * wager limits) and the stake moved to `stakes_held` (`virtual-stake:{betId}`); a refusal of the
 * check or of the ledger (above the balance, a frozen account) rolls the whole transaction back. The coefficient is the model's, fixed per pairing; a request with
 * another is 409 coef_changed. Settling, exactly once on any number of instances: each bet whose
 * show has ended by the feed's clock is locked while open, given its status from the simulated
 * score and paid with `virtual-settle:{betId}` (stakes_held −stake, player +payout, house `payouts`
 * ± the difference), the payout recorded as winnings for the loss limits (`recordPayout`).
 */
import { stakeAccount } from '../ledger/accounts.ts';
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { PlaceVirtualBetRequest, VirtualBet } from '../../../schemas/virtual-api.ts';
import type { CouponConfig } from '../../../schemas/site-config.ts';
import { formatMinor, parseMajorAmount } from '../../domain/money.ts';
import { BET_STATUS } from '../../domain/coupon/types.ts';
import { coefToMilli } from '../../domain/coupon/amounts.ts';
import { eventEnd, eventKickoff, nextEventId, outcomeWon, roundPairings, seasonRound, teamById, virtualOdds } from '../../domain/virtual/league.ts';
import { currencies, virtualBets } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { applyEntry, translateDbError, type PostingInput } from '../ledger/ledger.ts';
import { betHouseAccountId } from '../ledger/house.ts';
import { enforceSpend, recordPayout } from '../responsible/enforce.ts';
import { eventResults, eventSeed, virtualSecret } from './fair.ts';
import { placeOnce } from '../products/placement.ts';

/** Bets are taken on the next events up to this many ahead. */
export const VIRTUAL_EVENTS_ON_SALE = 5;

type BetRow = typeof virtualBets.$inferSelect;
type CurrencyMeta = { iso: string; exponent: number };

/** A team's name as a view shows it (the league's English name, or the page language's). */
type TeamName = (teamId: number) => string;
const leagueName: TeamName = (teamId) => teamById(teamId).name;

/** The API/page view of a stored bet. */
function virtualBetView(row: BetRow, currency: CurrencyMeta, teamName: TeamName = leagueName): VirtualBet {
  const money = (minor: number) => formatMinor(minor, currency.exponent);
  return {
    betId: row.id,
    refId: row.refId,
    eventId: row.eventId,
    match: row.matchIndex,
    home: teamName(row.homeTeamId),
    away: teamName(row.awayTeamId),
    outcome: row.outcome,
    coef: row.coefMilli / 1000,
    currency: { iso: currency.iso, exponent: currency.exponent },
    stake: money(row.stake),
    stakeMinor: row.stake,
    potentialPayout: money(row.potentialPayout),
    statusId: row.statusId,
    score: row.scoreHome === null || row.scoreAway === null ? null : { home: row.scoreHome, away: row.scoreAway },
    payout: row.payout === null ? null : money(row.payout),
    payoutMinor: row.payout,
    kickoffAt: row.kickoffAt.toISOString(),
    placedAt: row.placedAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

/** Who bets, where, and when. */
export interface VirtualContext {
  playerId: number;
  brand: { siteConfig: { coupon: CouponConfig } };
  /** The feed's clock, UTC ms. */
  now: number;
}

const withCurrency = { row: virtualBets, currency: { iso: currencies.iso, exponent: currencies.exponent } };

/**
 * Places a bet (module docstring).
 * @throws AppError bad_request (amount), unknown_account, account_frozen, market_unavailable
 *   (kicked off, or not on sale yet), coef_changed, coupon_invalid (stake limits; `meta.problems`),
 *   amount_limit (payout above the largest), insufficient_funds, idempotency_conflict,
 *   limit_reached / limit_currency (a responsible-gaming exclusion, time-out or money limit; facts
 *   in `meta`), player_banned
 */
export async function placeVirtualBet(db: Db, context: VirtualContext, request: PlaceVirtualBetRequest): Promise<VirtualBet> {
  const hash = createHash('sha256').update(JSON.stringify([request.refId, request.accountId, request.eventId, request.match, request.outcome, request.coef, request.amount])).digest('hex');
  const find = async () => {
    const [existing] = await db.select(withCurrency).from(virtualBets).innerJoin(currencies, eq(currencies.id, virtualBets.currencyId))
      .where(and(eq(virtualBets.playerId, context.playerId), eq(virtualBets.refId, request.refId)));
    return existing ? { requestHash: existing.row.requestHash, view: virtualBetView(existing.row, existing.currency) } : null;
  };
  return placeOnce({ refId: request.refId, hash, noun: 'bet', find, place: () => placeNew(db, context, request, hash) });
}

/** Validates and places a bet not placed before; null when a concurrent request took the refId. */
async function placeNew(db: Db, context: VirtualContext, request: PlaceVirtualBetRequest, hash: string): Promise<VirtualBet | null> {
  const account = await stakeAccount(db, context.playerId, request.accountId, 'bets cannot be taken from it');
  const { currency } = account;

  const kickoff = eventKickoff(request.eventId);
  if (context.now >= kickoff) throw new AppError('market_unavailable', 'This event has kicked off: bets are closed.', { eventId: request.eventId, reason: 'kicked_off' });
  if (request.eventId >= nextEventId(context.now) + VIRTUAL_EVENTS_ON_SALE) throw new AppError('market_unavailable', 'Bets on this event are not taken yet.', { eventId: request.eventId, reason: 'not_on_sale' });
  const [homeId, awayId] = roundPairings(seasonRound(request.eventId).round)[request.match]!;
  const coef = virtualOdds(homeId, awayId)[request.outcome];
  if (Math.round(request.coef * 1000) !== coefToMilli(coef)) {
    throw new AppError('coef_changed', 'The odds are different. Check the odds and place the bet again.', { bets: [{ key: `${request.eventId}:${request.match}:${request.outcome}`, requested: request.coef, coef }] });
  }
  const stake = parseMajorAmount(request.amount, currency.exponent);
  if (stake === null || stake <= 0) throw new AppError('bad_request', `amount: ${request.amount} is not an amount in this currency (at most ${currency.exponent} decimals).`, { fields: ['amount'] });
  const problems: { code: string; i18nKey: string; params?: Record<string, string | number> }[] = [];
  const { minAmountByCurrency, maxAmountByCurrency } = context.brand.siteConfig.coupon;
  const min = minAmountByCurrency[currency.iso];
  const max = maxAmountByCurrency[currency.iso];
  if (min !== undefined && stake < (parseMajorAmount(min, currency.exponent) ?? 0)) problems.push({ code: 'min_amount', i18nKey: 'virtual_error_min_amount', params: { amount: min } });
  if (max !== undefined && stake > (parseMajorAmount(max, currency.exponent) ?? Infinity)) problems.push({ code: 'max_amount', i18nKey: 'virtual_error_max_amount', params: { amount: max } });
  if (problems.length > 0) throw new AppError('coupon_invalid', problems.map((p) => p.code.replaceAll('_', ' ')).join('; '), { problems, currency: currency.iso });
  const coefMilli = coefToMilli(coef);
  const potential = Number((BigInt(stake) * BigInt(coefMilli)) / 1000n);
  if (potential > currency.maxBalance) {
    const largest = formatMinor(currency.maxBalance, currency.exponent);
    throw new AppError('amount_limit', `The potential payout is above the largest payout, ${largest} ${currency.iso}.`, { max: largest, currency: currency.iso });
  }
  const heldId = await betHouseAccountId(db, 'stakes_held', currency.id);
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(virtualBets)
        .values({
          playerId: context.playerId, accountId: account.id, currencyId: currency.id, refId: request.refId, requestHash: hash,
          eventId: request.eventId, matchIndex: request.match, homeTeamId: homeId, awayTeamId: awayId, outcome: request.outcome,
          coefMilli, stake, potentialPayout: potential, kickoffAt: new Date(kickoff), endsAt: new Date(eventEnd(request.eventId)), placedAt: new Date(context.now),
        })
        .onConflictDoNothing({ target: [virtualBets.playerId, virtualBets.refId] })
        .returning();
      if (!inserted) return null;
      // Before the posting, as in coupon_place: the player's rg lock is taken before the account row's.
      await enforceSpend(tx, { playerId: context.playerId, currencyId: currency.id, kind: 'wager', amountMinor: stake, now: context.now, ref: `virtual-stake:${inserted.id}` });
      await applyEntry(tx, {
        idempotencyKey: `virtual-stake:${inserted.id}`,
        kind: 'stake',
        postings: [{ accountId: account.id, amount: -stake }, { accountId: heldId, amount: stake }],
        meta: { playerId: context.playerId, virtualBetId: inserted.id },
      });
      return inserted;
    });
    return row ? virtualBetView(row, currency) : null;
  } catch (error) {
    throw translateDbError(error);
  }
}

/** The player's virtual bets, newest first, the teams named by `teamName`. */
export async function playerVirtualBets(db: Db, playerId: number, limit = 20, teamName: TeamName = leagueName): Promise<VirtualBet[]> {
  const rows = await db.select(withCurrency).from(virtualBets).innerJoin(currencies, eq(currencies.id, virtualBets.currencyId))
    .where(eq(virtualBets.playerId, playerId)).orderBy(desc(virtualBets.placedAt), desc(virtualBets.id)).limit(limit);
  return rows.map(({ row, currency }) => virtualBetView(row, currency, teamName));
}

/** A settled bet. */
export interface SettledVirtualBet {
  playerId: number;
  betId: number;
  statusId: number;
  payoutMinor: number;
}

/** Settles one bet whose match has been shown by `now`; null when there was nothing to do. */
async function settleVirtualBet(db: Db, betId: number, now: number, secret: string): Promise<SettledVirtualBet | null> {
  try {
    return await db.transaction(async (tx) => {
      const [bet] = await tx.select().from(virtualBets).where(eq(virtualBets.id, betId)).for('update');
      if (!bet || bet.statusId !== BET_STATUS.notStarted || bet.endsAt.getTime() > now) return null;
      const result = eventResults(eventSeed(secret, bet.eventId), bet.eventId)[bet.matchIndex]!;
      const won = outcomeWon(bet.outcome, result);
      const payout = won ? bet.potentialPayout : 0;
      const statusId = won ? BET_STATUS.win : BET_STATUS.lose;
      await tx.update(virtualBets).set({ statusId, scoreHome: result.home, scoreAway: result.away, payout, settledAt: new Date(now) }).where(eq(virtualBets.id, betId));
      const postings: PostingInput[] = [{ accountId: await betHouseAccountId(db, 'stakes_held', bet.currencyId, tx), amount: -bet.stake }];
      if (payout > 0) postings.push({ accountId: bet.accountId, amount: payout });
      if (payout !== bet.stake) postings.push({ accountId: await betHouseAccountId(db, 'payouts', bet.currencyId, tx), amount: bet.stake - payout });
      await applyEntry(tx, { idempotencyKey: `virtual-settle:${betId}`, kind: 'payout', postings, meta: { virtualBetId: betId, statusId } });
      await recordPayout(tx, { playerId: bet.playerId, currencyId: bet.currencyId, amountMinor: payout, now, ref: `virtual-settle:${betId}` });
      return { playerId: bet.playerId, betId, statusId, payoutMinor: payout };
    });
  } catch (error) {
    throw translateDbError(error);
  }
}

/** Settles every open bet whose match has been shown by `now`, oldest first. */
export async function settleVirtualDue(db: Db, now: number): Promise<SettledVirtualBet[]> {
  const due = await db.select({ id: virtualBets.id }).from(virtualBets)
    .where(and(eq(virtualBets.statusId, BET_STATUS.notStarted), lte(virtualBets.endsAt, new Date(now))))
    .orderBy(asc(virtualBets.endsAt), asc(virtualBets.id)).limit(1000);
  if (due.length === 0) return [];
  const secret = await virtualSecret(db);
  const settled: SettledVirtualBet[] = [];
  for (const { id } of due) {
    const one = await settleVirtualBet(db, id, now, secret);
    if (one) settled.push(one);
  }
  return settled;
}
