/**
 * Placement and settlement on PGlite and PostgreSQL: a coupon on real line
 * games debits its stake with the coupon in one transaction, a retry with the same refId places
 * nothing more, concurrent retries place one coupon, refusals leave no trace; when the replay
 * finishes the games each bet gets the status of the REAL final score, the payout is credited once
 * however often and however concurrently settlement runs, and the ledger invariant holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import mainBrand from '../../brands/main/brand.json' with { type: 'json' };
import { brandSchema } from '../../schemas/brand.ts';
import { receiptSchema, type PlaceCouponRequest } from '../../schemas/coupon-api.ts';
import { engines, type TestDatabase } from '../helpers/db.ts';
import { bettingDatabase } from '../helpers/betting.ts';
import { checkInvariant, invariantHolds } from '../helpers/invariant.ts';
import { listGames, marketsAt, type Feed } from '../../src/server/feed/service.ts';
import { placeCoupon } from '../../src/server/bets/place.ts';
import { settleCouponById, settleDue } from '../../src/server/bets/settle.ts';
import { addCurrencyAccount } from '../../src/server/ledger/accounts.ts';
import { AppError } from '../../src/server/errors.ts';
import { accountBalance } from '../../src/server/ledger/ledger.ts';
import { couponBets, coupons, journalEntries } from '../../src/server/db/schema.ts';
import { GROUP, TYPE } from '../../src/domain/feed/odds-model.ts';
import { MATCH_WALL_MS } from '../../src/domain/feed/replay.ts';
import { liveEventPlan } from '../../src/domain/feed/live-events.ts';
import { LONGEST_GAME_MS } from '../../src/domain/feed/sport-rules.ts';
import { BET_STATUS } from '../../src/domain/coupon/types.ts';
import { DEFAULT_SPORTS_PRICING as PRICING, type SportsPricing } from '../../schemas/sports-pricing.ts';
import { listPage } from '../../src/server/pages/sports-list.ts';
import { gamePage } from '../../src/server/pages/sports-game.ts';
import { feedChamps } from '../../src/domain/feed/slugs.ts';

const ENGINES = await engines();
const parsed = brandSchema.parse(mainBrand);
const brand = { features: parsed.features, siteConfig: parsed.siteConfig!, sportsPricing: parsed.sportsPricing };
const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

/** The real full-time result of a match as a 1X2 outcome type. */
const winnerType = (score: { home: number; away: number }) => (score.home > score.away ? TYPE.home : score.home === score.away ? TYPE.draw : TYPE.away);

describe.each(ENGINES)('bets on %s', (kind) => {
  let t: TestDatabase;
  let feed: Feed;
  let player: { playerId: number; accountId: number };
  const place = (request: PlaceCouponRequest, now = NOW) => placeCoupon(t.db, { playerId: player.playerId, brand, feed, now }, request);
  /** The 1X2 outcome of a line game at NOW: the real winner, or another type. */
  const outcome = (index: number, pickWinner: boolean) => {
    const game = listGames(feed, 'line', NOW, PRICING, { limit: 10 })[index]!;
    const match = feed.byId.get(game.permanentId)!;
    const typeId = pickWinner ? winnerType(match.fullTime) : winnerType(match.fullTime) === TYPE.home ? TYPE.away : TYPE.home;
    const market = marketsAt(feed, match, NOW, game.start * 1000, PRICING).find((m) => m.groupId === GROUP.result && m.typeId === typeId)!;
    return { bet: { key: `${game.permanentId}:${GROUP.result}:${typeId}:`, gameId: game.id, coef: market.coef }, match, kickoff: game.start * 1000 };
  };

  beforeAll(async () => {
    ({ t, feed, player } = await bettingDatabase(kind, NOW, [100_000], 'bets'));
  }, 120_000);
  afterAll(() => t.dispose());

  it('places an express on real line games: coupon, bets and stake in one go, at the current prices', async () => {
    const legs = [outcome(0, true), outcome(1, true), outcome(2, true)];
    const receipt = receiptSchema.parse(await place({ refId: 'express-winner-1', typeId: 1, accountId: player.accountId, amount: '100', changeCoefAction: 0, bets: legs.map((l) => l.bet) }));
    expect(receipt.stakeMinor).toBe(10_000);
    expect(receipt.bets.map((b) => b.coef)).toEqual(legs.map((l) => l.bet.coef));
    expect(receipt.bets.every((b) => b.statusId === BET_STATUS.notStarted && !b.isLive)).toBe(true);
    // Exact: stake × Π coefficients (bonus bet included), rounded down once.
    const milli = [...legs.map((l) => l.bet.coef), ...(receipt.bonusCoef ? [receipt.bonusCoef] : [])].map((c) => BigInt(Math.round(c * 1000)));
    const exact = milli.reduce((p, m) => p * m, 10_000n) / 1000n ** BigInt(milli.length);
    expect(receipt.potentialPayoutMinor).toBe(Number(exact));
    expect(await accountBalance(t.db, player.accountId)).toBe(90_000);
  });

  it('places one coupon for a retried refId, also when the retries race', async () => {
    const request: PlaceCouponRequest = { refId: 'retry-race-0001', typeId: 0, accountId: player.accountId, amount: '50', changeCoefAction: 2, bets: [outcome(3, false).bet] };
    const results = await Promise.all(Array.from({ length: 6 }, () => place(request)));
    expect(new Set(results.map((r) => r.couponId)).size).toBe(1);
    expect((await t.db.select({ n: count() }).from(coupons).where(eq(coupons.refId, 'retry-race-0001')))[0]!.n).toBe(1);
    expect(await accountBalance(t.db, player.accountId)).toBe(85_000);
    await expect(place({ ...request, amount: '60' })).rejects.toMatchObject({ code: 'idempotency_conflict' });
    // A retry after the game went live (prices moved) still answers the coupon placed.
    expect((await place(request, NOW + 2 * 3_600_000)).couponId).toBe(results[0]!.couponId);
    expect(await accountBalance(t.db, player.accountId)).toBe(85_000);
  });

  it('refuses without a trace: a stake above the balance, a moved price under action 0', async () => {
    const before = (await t.db.select({ n: count() }).from(coupons))[0]!.n;
    await expect(place({ refId: 'too-much-00001', typeId: 0, accountId: player.accountId, amount: '5000', changeCoefAction: 2, bets: [outcome(4, true).bet] })).rejects.toMatchObject({ code: 'insufficient_funds' });
    const moved = outcome(4, true).bet;
    await expect(place({ refId: 'moved-price-01', typeId: 0, accountId: player.accountId, amount: '10', changeCoefAction: 0, bets: [{ ...moved, coef: moved.coef + 0.05 }] })).rejects.toMatchObject({ code: 'coef_changed' });
    // Accept on rise takes a higher current price than the one shown, not a lower one.
    await expect(place({ refId: 'moved-price-02', typeId: 0, accountId: player.accountId, amount: '10', changeCoefAction: 2, bets: [{ ...moved, coef: moved.coef + 0.05 }] })).rejects.toMatchObject({ code: 'coef_changed' });
    expect((await t.db.select({ n: count() }).from(coupons))[0]!.n).toBe(before);
    expect(await accountBalance(t.db, player.accountId)).toBe(85_000);
  });

  it('refuses with 422 a coupon whose stake or potential payout is above the currency\'s maximum balance', async () => {
    // KZT has no brand maximum stake: only the money limits stand in the way.
    const { accountId } = await addCurrencyAccount(t.db, player.playerId, 'KZT');
    const legs = Array.from({ length: 10 }, (_, i) => outcome(i, true).bet);
    const before = (await t.db.select({ n: count() }).from(coupons))[0]!.n;
    const payout = await place({ refId: 'huge-payout-01', typeId: 1, accountId, amount: '999999999999', changeCoefAction: 2, bets: legs }).then(() => null, (e: unknown) => e);
    expect(payout).toBeInstanceOf(AppError);
    expect(payout).toMatchObject({ code: 'amount_limit', status: 422, extra: { currency: 'KZT', max: '1000000000.00' } });
    const stake = await place({ refId: 'huge-stake-001', typeId: 0, accountId, amount: '999999999999', changeCoefAction: 2, bets: [legs[0]!] }).then(() => null, (e: unknown) => e);
    expect(stake).toMatchObject({ code: 'amount_limit', status: 422 });
    expect((await t.db.select({ n: count() }).from(coupons))[0]!.n).toBe(before);
  });

  it('settles every bet from the real result exactly once, however often settlement runs', async () => {
    const loser = outcome(5, false);
    const losing = await place({ refId: 'single-loser-1', typeId: 0, accountId: player.accountId, amount: '20', changeCoefAction: 2, bets: [loser.bet] });
    const balanceBefore = await accountBalance(t.db, player.accountId);
    // The first ten line games at NOW (every bet of this file is on one of them) have all ended.
    const allFinished = Math.max(...listGames(feed, 'line', NOW, PRICING, { limit: 10 }).map((g) => g.start * 1000)) + LONGEST_GAME_MS + 1;
    // Before any game finishes nothing settles.
    expect(await settleDue(t.db, feed, NOW + 1000)).toEqual({ bets: 0, coupons: 0 });
    const runs = await Promise.all([settleDue(t.db, feed, allFinished), settleDue(t.db, feed, allFinished), settleDue(t.db, feed, allFinished)]);
    expect(runs.reduce((n, r) => n + r.coupons, 0)).toBe(3);
    expect(await settleDue(t.db, feed, allFinished)).toEqual({ bets: 0, coupons: 0 });

    const rows = await t.db.select().from(coupons).where(eq(coupons.playerId, player.playerId));
    const express = rows.find((r) => r.refId === 'express-winner-1')!;
    expect(express.statusId).toBe(BET_STATUS.win);
    expect(express.payout).toBe(express.potentialPayout);
    expect(rows.find((r) => r.id === losing.couponId)!).toMatchObject({ statusId: BET_STATUS.lose, payout: 0 });
    expect(rows.find((r) => r.refId === 'retry-race-0001')!).toMatchObject({ statusId: BET_STATUS.lose, payout: 0 });
    const legs = await t.db.select().from(couponBets).where(eq(couponBets.couponId, losing.couponId));
    expect(legs[0]).toMatchObject({ statusId: BET_STATUS.lose, scoreHome: loser.match.fullTime.home, scoreAway: loser.match.fullTime.away, htHome: loser.match.halfTime.home });
    expect(await accountBalance(t.db, player.accountId)).toBe(balanceBefore + express.payout!);
    expect(await settleCouponById(t.db, express.id, allFinished)).toBe(false);
    const settlements = await t.db.select({ n: count() }).from(journalEntries).where(eq(journalEntries.kind, 'payout'));
    expect(settlements[0]!.n).toBe(3);
    expect(invariantHolds(await checkInvariant(t.db))).toBe(true);
  });

  it('takes a live bet at the price at acceptance time, and refuses while markets are suspended after a goal', async () => {
    // A game in play at NOW whose draw is open (not suspended after a goal).
    const now = NOW;
    const open = listGames(feed, 'live', now, PRICING).flatMap((game) => {
      const found = marketsAt(feed, feed.byId.get(game.permanentId)!, now, game.start * 1000, PRICING).find((m) => m.groupId === GROUP.result && m.typeId === TYPE.draw && !m.isLocked);
      return found ? [{ live: game, market: found }] : [];
    });
    expect(open.length).toBeGreaterThan(0);
    const { live, market } = open[0]!;
    const stale = Math.round((market.coef + 0.3) * 1000) / 1000;
    // Action 1 (any change): the bet is taken at the live price, not the one sent.
    const receipt = await place({ refId: 'live-bet-00001', typeId: 0, accountId: player.accountId, amount: '10', changeCoefAction: 1, bets: [{ key: `${live.permanentId}:${GROUP.result}:${TYPE.draw}:`, gameId: live.id, coef: stale }] }, now);
    expect(receipt.bets[0]).toMatchObject({ isLive: true, coef: market.coef });
    // Action 2 (accept on rise): a lower live price is refused with the new one.
    await expect(place({ refId: 'live-bet-00002', typeId: 0, accountId: player.accountId, amount: '10', changeCoefAction: 2, bets: [{ key: `${live.permanentId}:${GROUP.result}:${TYPE.draw}:`, gameId: live.id, coef: stale }] }, now))
      .rejects.toMatchObject({ code: 'coef_changed', extra: { bets: [{ requested: stale, coef: market.coef }] } });
    // A moment within the suspension after a goal of some game of the replay.
    const goalGame = feed.matches.find((m) => m.fullTime.home + m.fullTime.away > 0)!;
    const goal = liveEventPlan(goalGame).find((e) => e.kind === 'goal')!;
    const goalKickoff = feed.scheduleOf(goalGame).kickoffIn(goalGame, 0);
    const during = goalKickoff + goal.offsetMs + 1000;
    const locked = marketsAt(feed, goalGame, during, goalKickoff, PRICING).find((m) => m.groupId === GROUP.result)!;
    expect(locked.isLocked).toBe(true);
    await expect(place({ refId: 'locked-bet-0001', typeId: 0, accountId: player.accountId, amount: '10', changeCoefAction: 1, bets: [{ key: `${goalGame.permanentId}:${GROUP.result}:${locked.typeId}:`, gameId: `${goalGame.permanentId}:0`, coef: locked.coef }] }, during))
      .rejects.toMatchObject({ code: 'market_unavailable', extra: { reason: 'market_locked' } });
  });

  it('decides an express at its first lost bet, and later results of its other bets pay nothing more', async () => {
    const later = NOW + 12 * 3_600_000;
    const games = listGames(feed, 'line', later, PRICING, { limit: 12 });
    const pick = (game: (typeof games)[number], winner: boolean) => {
      const match = feed.byId.get(game.permanentId)!;
      const typeId = winner ? winnerType(match.fullTime) : winnerType(match.fullTime) === TYPE.home ? TYPE.away : TYPE.home;
      const market = marketsAt(feed, match, later, game.start * 1000, PRICING).find((m) => m.groupId === GROUP.result && m.typeId === typeId)!;
      return { key: `${game.permanentId}:${GROUP.result}:${typeId}:`, gameId: game.id, coef: market.coef };
    };
    const [first, last] = [games[0]!, games[10]!];
    const express = await place({ refId: 'early-lose-0001', typeId: 1, accountId: player.accountId, amount: '10', changeCoefAction: 2, bets: [pick(first, false), pick(last, true)] }, later);
    const firstOver = first.start * 1000 + MATCH_WALL_MS + 1;
    expect(firstOver).toBeLessThan(last.start * 1000 + MATCH_WALL_MS);
    expect((await settleDue(t.db, feed, firstOver)).coupons).toBeGreaterThanOrEqual(1);
    const [decided] = await t.db.select().from(coupons).where(eq(coupons.id, express.couponId));
    expect(decided).toMatchObject({ statusId: BET_STATUS.lose, payout: 0 });
    const open = await t.db.select().from(couponBets).where(eq(couponBets.couponId, express.couponId));
    expect(open.map((b) => b.statusId).sort()).toEqual([BET_STATUS.notStarted, BET_STATUS.lose]);
    const entries = (await t.db.select({ n: count() }).from(journalEntries))[0]!.n;
    await settleDue(t.db, feed, last.start * 1000 + MATCH_WALL_MS + 1);
    const after = await t.db.select().from(couponBets).where(eq(couponBets.couponId, express.couponId));
    expect(after.every((b) => b.statusId >= 0)).toBe(true);
    expect((await t.db.select().from(coupons).where(eq(coupons.id, express.couponId)))[0]).toMatchObject({ statusId: BET_STATUS.lose, payout: 0 });
    expect((await t.db.select({ n: count() }).from(journalEntries))[0]!.n).toBe(entries);
  });

  it('settles a coupon whose bets were settled by a run that stopped before paying it', async () => {
    const later = NOW + 24 * 3_600_000;
    const game = listGames(feed, 'line', later, PRICING, { limit: 1 })[0]!;
    const match = feed.byId.get(game.permanentId)!;
    const typeId = winnerType(match.fullTime);
    const market = marketsAt(feed, match, later, game.start * 1000, PRICING).find((m) => m.groupId === GROUP.result && m.typeId === typeId)!;
    const single = await place({ refId: 'stranded-00001', typeId: 0, accountId: player.accountId, amount: '10', changeCoefAction: 2, bets: [{ key: `${game.permanentId}:${GROUP.result}:${typeId}:`, gameId: game.id, coef: market.coef }] }, later);
    // The bet step ran (status from the real result), the coupon step did not.
    await t.db.update(couponBets).set({ statusId: BET_STATUS.win }).where(eq(couponBets.couponId, single.couponId));
    const balance = await accountBalance(t.db, player.accountId);
    expect(await settleDue(t.db, feed, later)).toEqual({ bets: 0, coupons: 1 });
    expect((await t.db.select().from(coupons).where(eq(coupons.id, single.couponId)))[0]).toMatchObject({ statusId: BET_STATUS.win, payout: single.potentialPayoutMinor });
    expect(await accountBalance(t.db, player.accountId)).toBe(balance + single.potentialPayoutMinor);
    expect(invariantHolds(await checkInvariant(t.db))).toBe(true);
  });

  it("shows one price per outcome at the brand's pricing: the line, the game page, the coupon and the settled bet", async () => {
    const later = NOW + 36 * 3_600_000;
    // A brand taking Pinnacle's opening prices with an 8 % margin (not the default pricing).
    const pricing: SportsPricing = { moment: 'opening', bookmaker: 'PS', marginBasisPoints: 800 };
    const own = { ...brand, sportsPricing: pricing };
    const list = listPage(feed, 'line', {}, new URLSearchParams(), 'en', later, pricing)!;
    const row = list.groups.flatMap((g) => g.games).find((g) => g.sportId === 1)!;
    const match = feed.byId.get(row.permanentId)!;
    const typeId = winnerType(match.fullTime);
    const onLine = row.row.find((o) => o.groupId === GROUP.result && o.typeId === typeId)!.coef;
    const champ = feedChamps().find((c) => c.champId === row.champId)!.slug;
    const page = gamePage(feed, 'line', { menuSection: 'all', sport: 'football', champ, game: String(row.permanentId) }, 'en', later, pricing);
    if (page?.kind !== 'game') throw new Error('no game page');
    const onPage = page.groups.flatMap((g) => g.outcomes).find((o) => o.groupId === GROUP.result && o.typeId === typeId)!.coef;
    const priced = marketsAt(feed, match, later, row.start * 1000, pricing).find((m) => m.groupId === GROUP.result && m.typeId === typeId)!.coef;
    expect([onLine, onPage]).toEqual([priced, priced]);
    // Another pricing shows another price, and a coupon of this brand at it is refused under action 0.
    const otherPrice = marketsAt(feed, match, later, row.start * 1000, PRICING).find((m) => m.groupId === GROUP.result && m.typeId === typeId)!.coef;
    expect(otherPrice).not.toBe(priced);
    const bet = { key: `${row.permanentId}:${GROUP.result}:${typeId}:`, gameId: row.id, coef: priced };
    const placeOwn = (request: PlaceCouponRequest, at: number) => placeCoupon(t.db, { playerId: player.playerId, brand: own, feed, now: at }, request);
    await expect(placeOwn({ refId: 'pricing-other-01', typeId: 0, accountId: player.accountId, amount: '10', changeCoefAction: 0, bets: [{ ...bet, coef: otherPrice }] }, later)).rejects.toMatchObject({ code: 'coef_changed' });
    // The coupon at the shown price is accepted at it (action 0: any change refused), and settles at it.
    const receipt = await placeOwn({ refId: 'pricing-same-001', typeId: 0, accountId: player.accountId, amount: '10', changeCoefAction: 0, bets: [bet] }, later);
    expect(receipt.bets[0]!.coef).toBe(priced);
    await settleDue(t.db, feed, row.start * 1000 + MATCH_WALL_MS + 1);
    const [settled] = await t.db.select().from(couponBets).where(eq(couponBets.couponId, receipt.couponId));
    expect(settled).toMatchObject({ statusId: BET_STATUS.win });
    expect(settled!.coefMilli).toBe(Math.round(priced * 1000));
    // 10 RUB (1,000 minor units) × the coefficient.
    expect((await t.db.select().from(coupons).where(eq(coupons.id, receipt.couponId)))[0]).toMatchObject({ statusId: BET_STATUS.win, payout: Math.round(priced * 1000) });
  });
});
