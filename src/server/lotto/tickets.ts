/**
 * Lotto tickets (spec §2 `lotto`; src/domain/lotto/): buying a ticket on a replayed draw, reading
 * a player's tickets, and settling tickets by the real drawn numbers.
 *
 * Buying, all or nothing in one transaction: the ticket row (unique per player and `refId`), the
 * responsible-gaming check of the stake (`rg_spend` through `enforceSpend`, ref
 * `lotto-stake:{ticketId}`: exclusions, bans, wagering and loss limits; the stake counts against
 * the wager limits) and the stake moved from the player's account to the house's `stakes_held`
 * through the ledger (key `lotto-stake:{ticketId}`); a refusal of the check or of the ledger's rules
 * (a stake above the balance, a frozen or closed account) rolls the whole transaction back. A retry with the same refId and content
 * answers the ticket already bought and moves nothing; other content is 409 idempotency_conflict.
 *
 * Settling, exactly once on any number of instances: each ticket whose draw instant has passed by
 * the feed's clock is locked (`FOR UPDATE`, only while open), matched against the real draw,
 * given its status, tier and payout, and paid with the ledger entry `lotto-settle:{ticketId}`
 * (stakes_held −stake, player +payout, house `payouts` ± the difference), the payout recorded as
 * winnings for the loss limits in the same transaction (`recordPayout`). A payout is capped at
 * the currency's maximum balance (the ticket's `potential_payout`, fixed at purchase).
 */
import { stakeAccount } from '../ledger/accounts.ts';
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import type { LottoTicket, PlaceLottoTicketRequest } from '../../../schemas/lotto-api.ts';
import type { CouponConfig } from '../../../schemas/site-config.ts';
import { formatMinor, parseMajorAmount } from '../../domain/money.ts';
import { BET_STATUS } from '../../domain/coupon/types.ts';
import { eraOf, maxPayoutMinor, ticketProblem, ticketResult, tierPayoutMinor } from '../../domain/lotto/games.ts';
import { drawInstant, isOnSale } from '../../domain/lotto/schedule.ts';
import { currencies, lottoTickets } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { placeOnce } from '../products/placement.ts';
import { applyEntry, translateDbError, type PostingInput } from '../ledger/ledger.ts';
import { betHouseAccountId } from '../ledger/house.ts';
import { enforceSpend, recordPayout } from '../responsible/enforce.ts';
import { drawOf, lottoData, type LottoData } from './draws.ts';

/** Tickets are sold for the draws of the next 24 hours (96 draws ahead at most). */
export const LOTTO_SALE_HORIZON_MS = 24 * 3_600_000;

type TicketRow = typeof lottoTickets.$inferSelect;
type CurrencyMeta = { iso: string; exponent: number };

/** sha256 of a request (canonical key order). */
function ticketHash(request: PlaceLottoTicketRequest): string {
  const canonical = JSON.stringify([request.refId, request.accountId, request.lottoId, [...request.numbers].sort((a, b) => a - b), request.bonus, request.amount]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** The API/page view of a stored ticket; the real draw only once the draw instant has passed. */
function ticketView(row: TicketRow, currency: CurrencyMeta, now: number, data: LottoData = lottoData()): LottoTicket {
  const money = (minor: number) => formatMinor(minor, currency.exponent);
  const drawn = now >= row.drawAt.getTime() ? drawOf(row.drawId, data).draw : null;
  return {
    ticketId: row.id,
    refId: row.refId,
    lottery: row.lottery,
    lottoId: row.drawId,
    drawAt: row.drawAt.toISOString(),
    numbers: [...row.numbers],
    bonus: row.bonus,
    currency: { iso: currency.iso, exponent: currency.exponent },
    stake: money(row.stake),
    stakeMinor: row.stake,
    potentialPayout: money(row.potentialPayout),
    potentialPayoutMinor: row.potentialPayout,
    statusId: row.statusId,
    matchedMain: row.matchedMain,
    matchedBonus: row.matchedBonus,
    tier: row.tier,
    payout: row.payout === null ? null : money(row.payout),
    payoutMinor: row.payout,
    placedAt: row.placedAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
    drawn: drawn ? { day: drawn.day, main: [...drawn.main], bonus: drawn.bonus } : null,
  };
}

/** Who buys, where, and when. */
export interface LottoContext {
  playerId: number;
  /** The brand's coupon limits (minimum and maximum stake by currency). */
  brand: { siteConfig: { coupon: CouponConfig } };
  /** The feed's clock, UTC ms. */
  now: number;
}

/** A stored ticket of the player with its currency. */
async function ticketOf(db: Db, where: ReturnType<typeof and>): Promise<{ row: TicketRow; currency: CurrencyMeta } | null> {
  const [found] = await db
    .select({ row: lottoTickets, currency: { iso: currencies.iso, exponent: currencies.exponent } })
    .from(lottoTickets)
    .innerJoin(currencies, eq(currencies.id, lottoTickets.currencyId))
    .where(where);
  return found ?? null;
}

/**
 * Buys a ticket (module docstring).
 * @throws AppError bad_request (amount), unknown_account, account_frozen, market_unavailable (draw
 *   not on sale: drawn already or beyond the sale horizon), coupon_invalid (numbers outside the
 *   draw's matrix, stake below the minimum or above the maximum; `meta.problems` with i18n keys),
 *   insufficient_funds, idempotency_conflict, limit_reached / limit_currency (a responsible-gaming
 *   exclusion, time-out or money limit; facts in `meta`), player_banned
 */
export async function placeLottoTicket(db: Db, context: LottoContext, request: PlaceLottoTicketRequest, data: LottoData = lottoData()): Promise<LottoTicket> {
  const hash = ticketHash(request);
  const find = async () => {
    const existing = await ticketOf(db, and(eq(lottoTickets.playerId, context.playerId), eq(lottoTickets.refId, request.refId)));
    return existing ? { requestHash: existing.row.requestHash, view: ticketView(existing.row, existing.currency, context.now, data) } : null;
  };
  return placeOnce({ refId: request.refId, hash, noun: 'ticket', find, place: () => placeNew(db, context, request, hash, data) });
}

/** Validates and buys a ticket not bought before; null when a concurrent request took the refId. */
async function placeNew(db: Db, context: LottoContext, request: PlaceLottoTicketRequest, hash: string, data: LottoData): Promise<LottoTicket | null> {
  const account = await stakeAccount(db, context.playerId, request.accountId, 'tickets cannot be bought from it');
  const { currency } = account;

  if (!isOnSale(request.lottoId, context.now)) throw new AppError('market_unavailable', 'This draw has taken place: tickets are no longer sold.', { lottoId: request.lottoId, reason: 'drawn' });
  if (drawInstant(request.lottoId) - context.now > LOTTO_SALE_HORIZON_MS) {
    throw new AppError('market_unavailable', 'Tickets for this draw are not on sale yet.', { lottoId: request.lottoId, reason: 'not_on_sale' });
  }
  const scheduled = drawOf(request.lottoId, data);
  const era = eraOf(scheduled.lottery, scheduled.draw.day)!;
  const problems: { code: string; i18nKey: string; params?: Record<string, string | number> }[] = [];
  const numberProblem = ticketProblem(era, { main: request.numbers, bonus: request.bonus });
  if (numberProblem) problems.push({ code: numberProblem.replace('lotto_error_', ''), i18nKey: numberProblem, params: { mainMax: era.mainMax, bonusMax: era.bonusMax } });
  const stake = parseMajorAmount(request.amount, currency.exponent);
  if (stake === null || stake <= 0) throw new AppError('bad_request', `amount: ${request.amount} is not an amount in this currency (at most ${currency.exponent} decimals).`, { fields: ['amount'] });
  const { minAmountByCurrency, maxAmountByCurrency } = context.brand.siteConfig.coupon;
  const min = minAmountByCurrency[currency.iso];
  const max = maxAmountByCurrency[currency.iso];
  if (min !== undefined && stake < (parseMajorAmount(min, currency.exponent) ?? 0)) problems.push({ code: 'min_amount', i18nKey: 'lotto_error_min_amount', params: { amount: min } });
  if (max !== undefined && stake > (parseMajorAmount(max, currency.exponent) ?? Infinity)) problems.push({ code: 'max_amount', i18nKey: 'lotto_error_max_amount', params: { amount: max } });
  if (problems.length > 0) throw new AppError('coupon_invalid', problems.map((p) => p.code.replaceAll('_', ' ')).join('; '), { problems, currency: currency.iso });
  // A ticket cannot win more than the currency's maximum balance: the jackpot tier is capped there.
  const potential = Math.min(Number(maxPayoutMinor(era, stake)), currency.maxBalance);
  const heldId = await betHouseAccountId(db, 'stakes_held', currency.id);
  const numbers = [...request.numbers].sort((a, b) => a - b);
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(lottoTickets)
        .values({
          playerId: context.playerId, accountId: account.id, currencyId: currency.id, refId: request.refId, requestHash: hash,
          lottery: scheduled.lottery, drawId: request.lottoId, drawAt: new Date(scheduled.at), numbers, bonus: request.bonus,
          stake, potentialPayout: potential, placedAt: new Date(context.now),
        })
        .onConflictDoNothing({ target: [lottoTickets.playerId, lottoTickets.refId] })
        .returning();
      if (!inserted) return null;
      // Before the posting, as in coupon_place: the player's rg lock is taken before the account row's.
      await enforceSpend(tx, { playerId: context.playerId, currencyId: currency.id, kind: 'wager', amountMinor: stake, now: context.now, ref: `lotto-stake:${inserted.id}` });
      await applyEntry(tx, {
        idempotencyKey: `lotto-stake:${inserted.id}`,
        kind: 'stake',
        postings: [{ accountId: account.id, amount: -stake }, { accountId: heldId, amount: stake }],
        meta: { playerId: context.playerId, lottoTicketId: inserted.id },
      });
      return inserted;
    });
    return row ? ticketView(row, currency, context.now, data) : null;
  } catch (error) {
    throw translateDbError(error);
  }
}

/**
 * The player's tickets, newest first.
 * @param limit at most this many (1..100)
 */
export async function playerTickets(db: Db, playerId: number, now: number, limit = 20, data: LottoData = lottoData()): Promise<LottoTicket[]> {
  const rows = await db
    .select({ row: lottoTickets, currency: { iso: currencies.iso, exponent: currencies.exponent } })
    .from(lottoTickets)
    .innerJoin(currencies, eq(currencies.id, lottoTickets.currencyId))
    .where(eq(lottoTickets.playerId, playerId))
    .orderBy(desc(lottoTickets.placedAt), desc(lottoTickets.id))
    .limit(limit);
  return rows.map(({ row, currency }) => ticketView(row, currency, now, data));
}

/** A ticket settled by a run. */
export interface SettledTicket {
  playerId: number;
  ticketId: number;
  statusId: number;
  payoutMinor: number;
}

/**
 * Settles one ticket whose draw has taken place by `now` (module docstring); nothing happens to a
 * ticket already settled or not drawn yet.
 * @returns the settlement, or null when this call settled nothing
 */
async function settleLottoTicket(db: Db, ticketId: number, now: number, data: LottoData = lottoData()): Promise<SettledTicket | null> {
  try {
    return await db.transaction(async (tx) => {
      const [ticket] = await tx.select().from(lottoTickets).where(eq(lottoTickets.id, ticketId)).for('update');
      if (!ticket || ticket.statusId !== BET_STATUS.notStarted || ticket.drawAt.getTime() > now) return null;
      const scheduled = drawOf(ticket.drawId, data);
      const era = eraOf(scheduled.lottery, scheduled.draw.day)!;
      const result = ticketResult(era, { main: ticket.numbers, bonus: ticket.bonus }, scheduled.draw);
      // Capped at the ticket's largest payout (the currency's maximum balance at purchase).
      const payout = Math.min(tierPayoutMinor(era, result.tier, ticket.stake), ticket.potentialPayout);
      const statusId = payout > 0 ? BET_STATUS.win : BET_STATUS.lose;
      await tx
        .update(lottoTickets)
        .set({ statusId, matchedMain: result.main, matchedBonus: result.bonus, tier: result.tier?.tier ?? null, payout, settledAt: new Date(now) })
        .where(eq(lottoTickets.id, ticketId));
      const postings: PostingInput[] = [{ accountId: await betHouseAccountId(db, 'stakes_held', ticket.currencyId, tx), amount: -ticket.stake }];
      if (payout > 0) postings.push({ accountId: ticket.accountId, amount: payout });
      if (payout !== ticket.stake) postings.push({ accountId: await betHouseAccountId(db, 'payouts', ticket.currencyId, tx), amount: ticket.stake - payout });
      await applyEntry(tx, { idempotencyKey: `lotto-settle:${ticketId}`, kind: 'payout', postings, meta: { lottoTicketId: ticketId, tier: result.tier?.tier ?? null } });
      await recordPayout(tx, { playerId: ticket.playerId, currencyId: ticket.currencyId, amountMinor: payout, now, ref: `lotto-settle:${ticketId}` });
      return { playerId: ticket.playerId, ticketId, statusId, payoutMinor: payout };
    });
  } catch (error) {
    throw translateDbError(error);
  }
}

/**
 * Settles every open ticket whose draw has taken place by `now`, oldest draw first.
 * @returns the tickets this run settled
 */
export async function settleLottoDue(db: Db, now: number, data: LottoData = lottoData()): Promise<SettledTicket[]> {
  const due = await db
    .select({ id: lottoTickets.id })
    .from(lottoTickets)
    .where(and(eq(lottoTickets.statusId, BET_STATUS.notStarted), lte(lottoTickets.drawAt, new Date(now))))
    .orderBy(asc(lottoTickets.drawAt), asc(lottoTickets.id))
    .limit(1000);
  const settled: SettledTicket[] = [];
  for (const { id } of due) {
    const one = await settleLottoTicket(db, id, now, data);
    if (one) settled.push(one);
  }
  return settled;
}

/** Tickets of a player on given draws (the lotto page's "my tickets" of a draw). */
export async function ticketsOnDraws(db: Db, playerId: number, drawIds: readonly number[], now: number, data: LottoData = lottoData()): Promise<LottoTicket[]> {
  if (drawIds.length === 0) return [];
  const rows = await db
    .select({ row: lottoTickets, currency: { iso: currencies.iso, exponent: currencies.exponent } })
    .from(lottoTickets)
    .innerJoin(currencies, eq(currencies.id, lottoTickets.currencyId))
    .where(and(eq(lottoTickets.playerId, playerId), inArray(lottoTickets.drawId, [...drawIds])))
    .orderBy(desc(lottoTickets.id));
  return rows.map(({ row, currency }) => ticketView(row, currency, now, data));
}
