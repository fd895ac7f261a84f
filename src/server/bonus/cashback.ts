/**
 * Cashback and club points (spec §2 office casino/vipcashback, casino/premiumcashback and rewards;
 * §3 cashback type 1 points, otherwise percent; programmes in schemas/bonus.ts, brand file
 * `bonuses.json`).
 *
 * Contract:
 * - A period's figures are the player's casino stakes and what came back to them (wins and
 *   refunds) in the programme currency, on the feed clock (rg_activity rows of the casino wallet);
 *   the net loss is their difference.
 * - {@link claimCashback} pays the last finished period's cashback once per player, programme and
 *   period: the `cashback_claims` row is the claim, in the same transaction as the payment — real
 *   money from the house account `bonuses` (ledger kind `bonus`, key `cashback:{programme}:{period}:{player}`)
 *   or club points (a `points_entries` row and the main account's `points`).
 * - {@link exchangePoints} turns club points into real money at the brand's rate, never more points
 *   than the player holds (one conditional update), once per idempotency key.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { accounts, cashbackClaims, pointsEntries } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { applyEntry, houseAccountId } from '../ledger/ledger.ts';
import { ACCOUNT_TYPE, CURRENCIES } from '../../domain/money.ts';
import { periodAt, periodBounds, type PeriodBounds } from '../../domain/tournaments/rules.ts';
import type { CashbackProgram, ClubPoints } from '../../../schemas/bonus.ts';
import type { CashbackPeriodView } from '../../domain/pages/office-cashback.ts';

/** A period's casino figures and the cashback they give (the office page's shape). */
export type CashbackFigures = CashbackPeriodView;

/** The cashback a period's figures give under `program` (module docstring). */
export function cashbackDue(program: CashbackProgram, stakesMinor: number, returnsMinor: number): { netLossMinor: number; due: number; refusal: CashbackFigures['refusal'] } {
  const netLossMinor = Math.max(0, stakesMinor - returnsMinor);
  if (stakesMinor < program.minStakesMinor) return { netLossMinor, due: 0, refusal: 'min_stakes' };
  if (netLossMinor < program.minLossMinor || netLossMinor === 0) return { netLossMinor, due: 0, refusal: 'min_loss' };
  return { netLossMinor, due: Math.min(program.maxCashbackMinor, Math.floor((netLossMinor * program.percent) / 100)), refusal: null };
}

function currencyIdOf(iso: string): number {
  const currency = CURRENCIES.find((c) => c.iso === iso);
  if (!currency) throw new Error(`unknown currency ${iso}`);
  return currency.id;
}

/** The player's casino figures of a period. */
export async function periodFigures(db: Db | Tx, playerId: number, program: CashbackProgram, bounds: PeriodBounds): Promise<CashbackFigures> {
  const rows = ((await db.execute(sql`
    select coalesce(sum(amount) filter (where kind = 'wager'), 0)::text as stakes, coalesce(sum(amount) filter (where kind = 'payout'), 0)::text as returns
    from rg_activity where player_id = ${playerId} and currency_id = ${currencyIdOf(program.currency)} and ref like 'casino%'
      and at >= ${new Date(bounds.startsAt).toISOString()}::timestamptz and at < ${new Date(bounds.endsAt).toISOString()}::timestamptz`)) as unknown as { rows: { stakes: string; returns: string }[] }).rows[0]!;
  const stakesMinor = Number(rows.stakes);
  const returnsMinor = Number(rows.returns);
  const { netLossMinor, due, refusal } = cashbackDue(program, stakesMinor, returnsMinor);
  return {
    period: bounds.index, startsAt: new Date(bounds.startsAt).toISOString(), endsAt: new Date(bounds.endsAt).toISOString(),
    stakesMinor, returnsMinor, netLossMinor, dueAmount: due, refusal,
  };
}

/** The running period and the last finished one of a programme at `now`. */
export function programPeriods(program: CashbackProgram, now: number): { current: PeriodBounds; last: PeriodBounds } {
  const current = periodAt(new Date(program.anchor).getTime(), program.period, now);
  return { current, last: periodBounds(new Date(program.anchor).getTime(), program.period, current.index - 1) };
}

/** The player's claim of a period, if made. */
export async function claimOf(db: Db, playerId: number, program: CashbackProgram['program'], period: number) {
  const [row] = await db.select().from(cashbackClaims).where(and(eq(cashbackClaims.playerId, playerId), eq(cashbackClaims.program, program), eq(cashbackClaims.period, period)));
  return row ?? null;
}

/** Adds (or takes, negative) club points of the player's main account once per `key`; false when the key was used. @throws AppError points_refused when taking more than the player holds */
async function movePoints(tx: Tx, playerId: number, key: string, points: number, kind: 'cashback' | 'exchange', now: number): Promise<boolean> {
  const inserted = await tx.insert(pointsEntries).values({ playerId, key, points, kind, at: new Date(now) }).onConflictDoNothing().returning({ id: pointsEntries.id });
  if (inserted.length === 0) return false;
  const updated = await tx.update(accounts).set({ points: sql`${accounts.points} + ${points}` })
    .where(and(eq(accounts.playerId, playerId), eq(accounts.type, ACCOUNT_TYPE.main), sql`${accounts.points} + ${points} >= 0`))
    .returning({ id: accounts.id });
  if (updated.length === 0) throw new AppError('points_refused', 'You do not have that many points.');
  return true;
}

/**
 * Pays the last finished period's cashback of `program` to the player (module docstring).
 * @returns what was paid (minor units or points) and the period
 * @throws AppError cashback_refused (meta.reason: nothing_due — below the minimums or no loss —,
 *   already_claimed)
 */
export async function claimCashback(db: Db, program: CashbackProgram, clubPoints: ClubPoints | null, playerId: number, now: number): Promise<{ period: number; amount: number; type: 0 | 1 }> {
  const { last } = programPeriods(program, now);
  if (last.index < 0) throw new AppError('cashback_refused', 'No period has finished yet.', { reason: 'nothing_due', i18nKey: 'cashback_nothing_due' });
  return db.transaction(async (tx) => {
    const figures = await periodFigures(tx, playerId, program, last);
    if (figures.dueAmount <= 0) throw new AppError('cashback_refused', 'Last period gives no cashback.', { reason: 'nothing_due', refusal: figures.refusal ?? 'min_loss', i18nKey: 'cashback_nothing_due' });
    const claimed = await tx.insert(cashbackClaims).values({
      playerId, program: program.program, period: last.index, currencyId: currencyIdOf(program.currency), stakesMinor: figures.stakesMinor,
      returnsMinor: figures.returnsMinor, amount: figures.dueAmount, type: program.type, claimedAt: new Date(now),
    }).onConflictDoNothing().returning({ period: cashbackClaims.period });
    if (claimed.length === 0) throw new AppError('cashback_refused', 'You have already claimed this cashback.', { reason: 'already_claimed', i18nKey: 'cashback_already_claimed' });
    const key = `cashback:${program.program}:${last.index}:${playerId}`;
    if (program.type === 1) {
      if (!clubPoints) throw new AppError('cashback_refused', 'This brand has no club points.', { reason: 'nothing_due', i18nKey: 'cashback_nothing_due' });
      await movePoints(tx, playerId, key, figures.dueAmount, 'cashback', now);
    } else {
      const [main] = await tx.select({ id: accounts.id }).from(accounts)
        .where(and(eq(accounts.playerId, playerId), eq(accounts.type, ACCOUNT_TYPE.main), eq(accounts.currencyId, currencyIdOf(program.currency))));
      if (!main) throw new AppError('cashback_refused', 'Cashback is paid in another currency than your account.', { reason: 'nothing_due', i18nKey: 'cashback_nothing_due' });
      await applyEntry(tx, {
        idempotencyKey: key, kind: 'bonus',
        postings: [{ accountId: await houseAccountId(tx, 'bonuses', currencyIdOf(program.currency)), amount: -figures.dueAmount }, { accountId: main.id, amount: figures.dueAmount }],
        meta: { cashback: program.program, period: last.index },
      });
    }
    return { period: last.index, amount: figures.dueAmount, type: program.type };
  });
}

/**
 * Exchanges `points` club points for real money (`points × minorPerPoint` minor units from the house
 * account `bonuses` to the main account), once per `idempotencyKey`.
 * @throws AppError points_refused (fewer than the brand's minimum, more than the player holds, or
 *   the main account is in another currency)
 */
export async function exchangePoints(db: Db, clubPoints: ClubPoints, playerId: number, points: number, idempotencyKey: string, now: number): Promise<{ creditedMinor: number }> {
  if (!Number.isSafeInteger(points) || points < clubPoints.minExchange) {
    throw new AppError('points_refused', `Exchange at least ${clubPoints.minExchange} points.`, { minExchange: clubPoints.minExchange, i18nKey: 'rewards_min_exchange' });
  }
  const currencyId = currencyIdOf(clubPoints.currency);
  const creditedMinor = points * clubPoints.minorPerPoint;
  await db.transaction(async (tx) => {
    const [main] = await tx.select({ id: accounts.id }).from(accounts)
      .where(and(eq(accounts.playerId, playerId), eq(accounts.type, ACCOUNT_TYPE.main), eq(accounts.currencyId, currencyId)));
    if (!main) throw new AppError('points_refused', 'Points are exchanged into an account of another currency than yours.');
    const key = `points-exchange:${playerId}:${idempotencyKey}`;
    if (!(await movePoints(tx, playerId, key, -points, 'exchange', now))) return;
    await applyEntry(tx, {
      idempotencyKey: key, kind: 'bonus',
      postings: [{ accountId: await houseAccountId(tx, 'bonuses', currencyId), amount: -creditedMinor }, { accountId: main.id, amount: creditedMinor }],
      meta: { points },
    });
  });
  return { creditedMinor };
}

/** The player's club points balance and latest movements (newest first, at most 50). */
export async function pointsOf(db: Db, playerId: number): Promise<{ balance: number; entries: { points: number; kind: string; at: string }[] }> {
  const [main] = await db.select({ points: accounts.points }).from(accounts).where(and(eq(accounts.playerId, playerId), eq(accounts.type, ACCOUNT_TYPE.main)));
  const entries = await db.select().from(pointsEntries).where(eq(pointsEntries.playerId, playerId)).orderBy(desc(pointsEntries.id)).limit(50);
  return { balance: main?.points ?? 0, entries: entries.map((e) => ({ points: e.points, kind: e.kind, at: e.at.toISOString() })) };
}
