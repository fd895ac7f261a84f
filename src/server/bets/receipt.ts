/**
 * The receipt of a coupon (`schemas/coupon-api.ts` receiptSchema): what the placement answers,
 * what `print-coupon/{couponId}` renders and what bet history lists. Built from the stored coupon
 * and bets; its coefficient is src/domain/coupon/figures.ts couponCoefMilli of the accepted legs
 * and the bonus-bet leg (the figure the slip showed); game and champ names come from the feed's
 * imported match, the champ's in the language asked for (English by default).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Receipt } from '../../../schemas/coupon-api.ts';
import { formatMinor } from '../../domain/money.ts';
import { couponCoefMilli } from '../../domain/coupon/figures.ts';
import type { ImportedMatch } from '../../domain/feed/match.ts';
import { champNameIn } from '../../domain/feed/slugs.ts';
import { couponBets, coupons, currencies } from '../db/schema.ts';
import type { Db, Tx } from '../db/client.ts';
import { AppError } from '../errors.ts';
import type { Feed } from '../feed/service.ts';

type CouponRow = typeof coupons.$inferSelect;
type BetRow = typeof couponBets.$inferSelect;
type CurrencyRow = typeof currencies.$inferSelect;

const champName = (match: ImportedMatch | undefined, lng: string) => (match ? champNameIn(match.champId, lng) : '');

/** The receipt of a stored coupon with its bets (bets in leg order), champ names in `lng`. */
export function buildReceipt(coupon: CouponRow, bets: readonly BetRow[], currency: Pick<CurrencyRow, 'iso' | 'exponent'>, feed: Feed, lng = 'en'): Receipt {
  const money = (minor: number) => formatMinor(minor, currency.exponent);
  // The coefficient the slip showed, from the accepted legs (src/domain/coupon/figures.ts).
  const coefMilli = couponCoefMilli(coupon.typeId, bets.map((bet) => ({ coefMilli: bet.coefMilli })), coupon.bonusCoefMilli);
  return {
    couponId: coupon.id,
    refId: coupon.refId,
    typeId: coupon.typeId,
    systemValue: coupon.systemValue,
    combinations: coupon.lines,
    coef: coefMilli === null ? null : coefMilli / 1000,
    bonusCoef: coupon.bonusCoefMilli === null ? null : coupon.bonusCoefMilli / 1000,
    accountId: coupon.accountId,
    currency: { iso: currency.iso, exponent: currency.exponent },
    stake: money(coupon.stake),
    stakeMinor: coupon.stake,
    potentialPayout: money(coupon.potentialPayout),
    potentialPayoutMinor: coupon.potentialPayout,
    changeCoefAction: coupon.changeCoefAction,
    coefViewId: coupon.coefViewId,
    placedAt: coupon.placedAt.toISOString(),
    statusId: coupon.statusId,
    payout: coupon.payout === null ? null : money(coupon.payout),
    payoutMinor: coupon.payout,
    settledAt: coupon.settledAt?.toISOString() ?? null,
    bets: bets.map((bet) => {
      const match = feed.byId.get(bet.permanentId);
      return {
        key: bet.outcomeKey,
        gameId: bet.gameId,
        permanentId: bet.permanentId,
        gameName: match ? `${match.home.name} – ${match.away.name}` : String(bet.permanentId),
        champId: match?.champId ?? 0,
        champName: champName(match, lng),
        start: Math.floor(bet.kickoffAt.getTime() / 1000),
        groupId: bet.groupId,
        typeId: bet.typeId,
        param: bet.param === null ? null : Number(bet.param),
        label: bet.label,
        coef: bet.coefMilli / 1000,
        isLive: bet.isLive,
        blockId: bet.blockId,
        isBanker: bet.isBanker,
        statusId: bet.statusId,
        score: bet.scoreHome === null || bet.scoreAway === null ? null : { home: bet.scoreHome, away: bet.scoreAway },
        halfTimeScore: bet.htHome === null || bet.htAway === null ? null : { home: bet.htHome, away: bet.htAway },
      };
    }),
  };
}

/**
 * Receipts of several coupons, in the order of `ids`, with two queries.
 * @param playerId when given, only that player's coupons are answered
 */
export async function receiptsOf(db: Db | Tx, feed: Feed, ids: readonly number[], playerId?: number, lng = 'en'): Promise<Receipt[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ coupon: coupons, currency: currencies })
    .from(coupons)
    .innerJoin(currencies, eq(currencies.id, coupons.currencyId))
    .where(playerId === undefined ? inArray(coupons.id, [...ids]) : and(inArray(coupons.id, [...ids]), eq(coupons.playerId, playerId)));
  const bets = await db.select().from(couponBets).where(inArray(couponBets.couponId, [...ids])).orderBy(asc(couponBets.couponId), asc(couponBets.legIndex));
  const betsOf = new Map<number, BetRow[]>();
  for (const bet of bets) {
    const list = betsOf.get(bet.couponId) ?? [];
    list.push(bet);
    betsOf.set(bet.couponId, list);
  }
  const byId = new Map(rows.map((r) => [r.coupon.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [buildReceipt(row.coupon, betsOf.get(id) ?? [], row.currency, feed, lng)] : [];
  });
}

/**
 * The receipt of one coupon.
 * @param playerId when given, a coupon of another player is "not found"
 * @throws AppError not_found
 */
export async function receiptOf(db: Db | Tx, feed: Feed, couponId: number, playerId?: number, lng = 'en'): Promise<Receipt> {
  const [receipt] = await receiptsOf(db, feed, [couponId], playerId, lng);
  if (!receipt) throw new AppError('not_found', 'There is no such coupon.', { couponId });
  return receipt;
}
