/**
 * The bonus engine on PGlite and PostgreSQL (src/server/bonus/engine.ts, bonus_wager of
 * drizzle/0034_bonuses.sql): the first-deposit bonus is awarded once however many deposits race;
 * casino wagering adds each stake's contribution (slots 100 %, dice 20 %) and nothing else; real
 * money is staked before bonus money; a stake above the maximum bet is refused and moves nothing;
 * the sports wagering counts only coupons at the minimum coefficient; the stake that completes the
 * requirement converts the bonus money to real money (never before); a withdrawal while wagering
 * is warned and, confirmed, forfeits the bonus; a promo code claimed by 10 parallel requests is
 * awarded once and a claims cap holds under 12 parallel players; an expired bonus is forfeited;
 * a rolled-back stake is taken off the wagering; a free bet claimed from the coupon stakes exactly
 * its amount from the house once (of 6 coupons racing for it), and a win credits the winnings
 * without the stake; the bank invariant holds throughout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import mainBrandFile from '../../brands/main/brand.json' with { type: 'json' };
import { brandSchema } from '../../schemas/brand.ts';
import { engines, type TestDatabase } from '../helpers/db.ts';
import { bettingDatabase } from '../helpers/betting.ts';
import { checkInvariant, invariantHolds } from '../helpers/invariant.ts';
import { brands } from '../../src/server/brands.ts';
import { createPlayer, playerAccountIds } from '../../src/server/ledger/accounts.ts';
import { accountBalance } from '../../src/server/ledger/ledger.ts';
import { deposit } from '../../src/server/payments/create.ts';
import { withdraw } from '../../src/server/payments/withdraw.ts';
import { openGameSession } from '../../src/server/casino/launch.ts';
import { walletBet, walletRollback } from '../../src/server/casino/wallet.ts';
import { placeCoupon } from '../../src/server/bets/place.ts';
import { listGames, marketsAt, type Feed } from '../../src/server/feed/service.ts';
import { GROUP, TYPE } from '../../src/domain/feed/odds-model.ts';
import { cancelBonus, claimPromoCode, ensureTemplates, sweepBonuses } from '../../src/server/bonus/engine.ts';
import { bonusEvents, bonusTemplates, couponBets, coupons, playerBonuses, players } from '../../src/server/db/schema.ts';
import { settleCouponById } from '../../src/server/bets/settle.ts';
import { BET_STATUS } from '../../src/domain/coupon/types.ts';
import { isAppError } from '../../src/server/errors.ts';
import { DEFAULT_SPORTS_PRICING as PRICING } from '../../schemas/sports-pricing.ts';

const ENGINES = await engines();
const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const P = 'betportal-games';
const main = brands.byId.get('main')!;
const parsed = brandSchema.parse(mainBrandFile);
const couponBrand = { features: parsed.features, siteConfig: parsed.siteConfig!, sportsPricing: parsed.sportsPricing, id: 'main', bonusTemplates: main.bonusTemplates };

describe.each(ENGINES)('bonus engine on %s', (kind) => {
  let t: TestDatabase;
  let feed: Feed;
  const gameIds = new Map<string, number>();
  let serial = 0;

  async function newPlayer(choice: 'sports' | 'casino' | null, depositMinor = 0) {
    const playerId = await createPlayer(t.db, 'main', 'RUB');
    await t.db.update(players).set({ bonusChoice: choice }).where(eq(players.id, playerId));
    const ids = await playerAccountIds(t.db, playerId);
    if (depositMinor > 0) await deposit(t.db, { playerId, accountId: ids.main, amountMinor: depositMinor, providerId: 'test', idempotencyKey: `bonus-dep-${kind}-${++serial}` });
    return { playerId, ...ids };
  }
  const bonusOf = async (playerId: number) => (await t.db.select().from(playerBonuses).where(eq(playerBonuses.playerId, playerId)).orderBy(playerBonuses.id));
  async function session(playerId: number, accountId: number, game: string) {
    const { token } = await openGameSession(t.db, { playerId, brandId: 'main', gameId: gameIds.get(game)!, accountId, country: null, now: NOW });
    return (uuid: string, amount: number) => walletBet(t.db, P, {
      request_uuid: `r-${uuid}`, transaction_uuid: uuid, token, user: String(playerId), round: `round-${uuid}`, round_closed: false, game_code: game, currency: 'RUB', amount,
    }, NOW);
  }

  beforeAll(async () => {
    ({ t, feed } = await bettingDatabase(kind, NOW, [], 'bonuses'));
    await ensureTemplates(t.db, main);
    const rows = (await t.db.execute(sql`select id, code from casino_games`)) as unknown as { rows: { id: string; code: string }[] };
    for (const row of rows.rows) gameIds.set(row.code, Number(row.id));
  }, 120_000);
  afterAll(() => t.dispose());

  it('awards the chosen first-deposit bonus once when 8 first deposits race, matched and capped as the template says', async () => {
    const p = await newPlayer('casino');
    await Promise.all(Array.from({ length: 8 }, (_, i) => deposit(t.db, { playerId: p.playerId, accountId: p.main, amountMinor: 50_000 + i, providerId: 'test', idempotencyKey: `race-first-${kind}-${i}` })));
    const bonuses = await bonusOf(p.playerId);
    expect(bonuses).toHaveLength(1);
    const [bonus] = bonuses;
    expect(bonus).toMatchObject({ status: 'active', product: 'casino', wagerMultiplier: 10 });
    expect(bonus!.awardMinor).toBeGreaterThanOrEqual(50_000);
    expect(bonus!.awardMinor).toBeLessThanOrEqual(50_007);
    expect(bonus!.wagerRequiredMinor).toBe(bonus!.awardMinor * 10);
    expect(await accountBalance(t.db, p.bonus)).toBe(bonus!.awardMinor);
    // A big first deposit is capped at 10,000 RUB; no choice, no bonus.
    const big = await newPlayer('sports', 5_000_000);
    expect((await bonusOf(big.playerId))[0]).toMatchObject({ awardMinor: 1_000_000, wagerRequiredMinor: 5_000_000, product: 'sports' });
    const none = await newPlayer(null, 50_000);
    expect(await bonusOf(none.playerId)).toHaveLength(0);
    expect(invariantHolds(await checkInvariant(t.db))).toBe(true);
  });

  it('counts casino stakes by contribution, spends real money first, refuses a stake above the maximum, converts on completion', async () => {
    const p = await newPlayer('casino', 100_000); // award 100,000 → wager 1,000,000
    const [bonus] = await bonusOf(p.playerId);
    expect(bonus!.wagerRequiredMinor).toBe(1_000_000);
    const slotReal = await session(p.playerId, p.main, 'northern-lights');
    const diceBonus = await session(p.playerId, p.bonus, 'dice');
    const slotBonus = await session(p.playerId, p.bonus, 'northern-lights');
    // Bonus money while the real balance covers the stake: refused.
    expect((await diceBonus(`rf-${kind}-1`, 5_000)).status).toBe('RS_ERROR_LIMIT_REACHED');
    // Real money on a slot counts 100 %; above the maximum bet (500 RUB) it is refused and moves nothing.
    expect((await slotReal(`sr-${kind}-1`, 50_001)).status).toBe('RS_ERROR_LIMIT_REACHED');
    expect(await accountBalance(t.db, p.main)).toBe(100_000);
    expect((await slotReal(`sr-${kind}-2`, 49_999)).status).toBe('RS_OK');
    expect((await slotReal(`sr-${kind}-3`, 50_000)).status).toBe('RS_OK');
    expect(await accountBalance(t.db, p.main)).toBe(1);
    // Now bonus money: dice counts 20 %.
    expect((await diceBonus(`db-${kind}-1`, 3_333)).status).toBe('RS_OK');
    let [now] = await bonusOf(p.playerId);
    expect(now!.wagerDoneMinor).toBe(99_999 + Math.floor(3_333 * 20 / 100));
    // Not withdrawable: the bonus account takes no payments, and the main account holds 1 kopeck.
    await expect(withdraw(t.db, { playerId: p.playerId, accountId: p.bonus, amountMinor: 100, providerId: 'test', idempotencyKey: `wb-${kind}` })).rejects.toMatchObject({ code: 'payment_refused' });
    // A slot stake of bonus money counts 100 %; the bonus money is not real money until the end.
    expect((await slotBonus(`sb-${kind}-1`, 500)).status).toBe('RS_OK');
    [now] = await bonusOf(p.playerId);
    expect(now).toMatchObject({ status: 'active', wagerDoneMinor: 99_999 + 666 + 500 });
    expect(await accountBalance(t.db, p.bonus)).toBe(100_000 - 3_333 - 500);
    expect(await accountBalance(t.db, p.main)).toBe(1);
    const events = await t.db.select().from(bonusEvents).where(eq(bonusEvents.playerBonusId, bonus!.id));
    expect(events.filter((e) => e.kind === 'wager').map((e) => e.amountMinor)).toEqual([49_999, 50_000, 666, 500]);
    expect(invariantHolds(await checkInvariant(t.db))).toBe(true);
  });

  it('converts the bonus money left at completion into real money, and only then', async () => {
    const p = await newPlayer('casino', 20_000); // award 20,000 → wager 200,000
    const slotReal = await session(p.playerId, p.main, 'northern-lights');
    for (let i = 0; i < 399; i++) expect((await slotReal(`cv-${kind}-${i}`, 50)).status).toBe('RS_OK');
    expect(await accountBalance(t.db, p.main)).toBe(50);
    expect(await accountBalance(t.db, p.bonus)).toBe(20_000);
    const [before] = await bonusOf(p.playerId);
    expect(before).toMatchObject({ status: 'active', wagerDoneMinor: 19_950 });
    // The rest of the 200,000 with real money deposited later.
    await deposit(t.db, { playerId: p.playerId, accountId: p.main, amountMinor: 180_000, providerId: 'test', idempotencyKey: `cv-top-${kind}` });
    expect(await bonusOf(p.playerId)).toHaveLength(1);
    const big = await session(p.playerId, p.main, 'desert-caravan');
    let remaining = 200_000 - 19_950;
    for (let i = 0; remaining > 0; i++) {
      const amount = Math.min(500, remaining);
      expect((await big(`cv2-${kind}-${i}`, amount)).status).toBe('RS_OK');
      remaining -= amount;
      if (remaining > 0) expect(await accountBalance(t.db, p.bonus)).toBe(20_000);
    }
    expect((await bonusOf(p.playerId))[0]).toMatchObject({ status: 'completed', wagerDoneMinor: 200_000 });
    expect(await accountBalance(t.db, p.bonus)).toBe(0);
    expect(await accountBalance(t.db, p.main)).toBe(20_000);
    expect(invariantHolds(await checkInvariant(t.db))).toBe(true);
  }, 60_000);

  it('counts sports coupons at the minimum coefficient only, and refuses a coupon above the maximum bet', async () => {
    const p = await newPlayer('sports', 1_000_000); // award 1,000,000 → wager 5,000,000, min coef 1.50, max bet 5,000 RUB
    const games = listGames(feed, 'line', NOW, PRICING, { limit: 40 });
    const pick = (low: boolean) => {
      for (const game of games) {
        const match = feed.byId.get(game.permanentId)!;
        const market = marketsAt(feed, match, NOW, game.start * 1000, PRICING).find((m) => m.groupId === GROUP.result && (low ? m.coef < 1.5 : m.coef >= 1.5) && m.typeId !== TYPE.draw);
        if (market) return { key: `${game.permanentId}:${GROUP.result}:${market.typeId}:`, gameId: game.id, coef: market.coef };
      }
      throw new Error('no such price on the line');
    };
    const place = (ref: string, bet: ReturnType<typeof pick>, amount: string) =>
      placeCoupon(t.db, { playerId: p.playerId, brand: couponBrand, feed, now: NOW }, { refId: `${ref}-${kind}`, typeId: 0, accountId: p.main, amount, changeCoefAction: 2, bets: [bet] });
    await place('low', pick(true), '20');
    expect((await bonusOf(p.playerId))[0]!.wagerDoneMinor).toBe(0);
    await place('high', pick(false), '30');
    expect((await bonusOf(p.playerId))[0]!.wagerDoneMinor).toBe(3_000);
    const refused = await place('huge', pick(false), '5000.01').then(() => null, (e: unknown) => e);
    expect(isAppError(refused) && refused.code).toBe('bonus_max_bet');
    expect(await accountBalance(t.db, p.main)).toBe(995_000);
  });

  it('warns before a withdrawal forfeits the bonus, and forfeits it once confirmed', async () => {
    const p = await newPlayer('sports', 20_000);
    const warned = await withdraw(t.db, { playerId: p.playerId, accountId: p.main, amountMinor: 5_000, providerId: 'test', idempotencyKey: `wd-${kind}-1` }).then(() => null, (e: unknown) => e);
    expect(isAppError(warned) && warned.code).toBe('bonus_forfeit_warning');
    expect(isAppError(warned) && warned.extra).toMatchObject({ bonusMinor: 20_000, wagerDoneMinor: 0, wagerRequiredMinor: 100_000 });
    expect(await accountBalance(t.db, p.main)).toBe(20_000);
    expect(await accountBalance(t.db, p.bonus)).toBe(20_000);
    await withdraw(t.db, { playerId: p.playerId, accountId: p.main, amountMinor: 5_000, providerId: 'test', idempotencyKey: `wd-${kind}-2`, forfeitBonus: true });
    expect((await bonusOf(p.playerId))[0]).toMatchObject({ status: 'forfeited', endReason: 'withdrawal' });
    expect(await accountBalance(t.db, p.bonus)).toBe(0);
    expect(await accountBalance(t.db, p.main)).toBe(15_000);
    expect(invariantHolds(await checkInvariant(t.db))).toBe(true);
  });

  it('awards a promo code once to 10 parallel claims, holds a claims cap under 12 parallel players, and explains refusals', async () => {
    const p = await newPlayer(null);
    const claims = await Promise.allSettled(Array.from({ length: 10 }, () => claimPromoCode(t.db, main, p.playerId, 'SPORT300', NOW)));
    expect(claims.filter((c) => c.status === 'fulfilled')).toHaveLength(1);
    for (const c of claims) if (c.status === 'rejected') expect(c.reason).toMatchObject({ code: 'promo_code_invalid' });
    expect(await accountBalance(t.db, p.bonus)).toBe(30_000);
    await expect(claimPromoCode(t.db, main, p.playerId, 'NOSUCHCODE', NOW)).rejects.toMatchObject({ extra: { reason: 'unknown' } });
    await expect(claimPromoCode(t.db, main, p.playerId, 'RELOAD50', NOW)).rejects.toMatchObject({ extra: { reason: 'not_eligible' } });
    // A cap of 5 claims, 12 players at once: exactly 5 awarded.
    await t.db.update(bonusTemplates).set({ maxAwards: 5, awardsCount: 0 }).where(and(eq(bonusTemplates.brandId, 'main'), eq(bonusTemplates.code, 'no-deposit-sports-300')));
    const many = await Promise.all(Array.from({ length: 12 }, () => newPlayer(null)));
    const results = await Promise.allSettled(many.map((x) => claimPromoCode(t.db, main, x.playerId, 'SPORT300', NOW)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ extra: { reason: 'used_up' } });
    expect(invariantHolds(await checkInvariant(t.db))).toBe(true);
  });

  it('waits with a reload for the next qualifying deposit, expires a bonus past its days, and lets the player cancel', async () => {
    const p = await newPlayer(null, 100_000);
    const claim = await claimPromoCode(t.db, main, p.playerId, 'RELOAD50', NOW);
    expect(claim.status).toBe('pending');
    await deposit(t.db, { playerId: p.playerId, accountId: p.main, amountMinor: 40_000, providerId: 'test', idempotencyKey: `rl-${kind}-1` });
    expect((await bonusOf(p.playerId))[0]!.status).toBe('pending'); // below the 500 RUB minimum
    await deposit(t.db, { playerId: p.playerId, accountId: p.main, amountMinor: 60_000, providerId: 'test', idempotencyKey: `rl-${kind}-2` });
    const [active] = await bonusOf(p.playerId);
    expect(active).toMatchObject({ status: 'active', awardMinor: 30_000, wagerRequiredMinor: 300_000 });
    expect(await sweepBonuses(t.db, active!.expiresAt!.getTime() - 1, p.playerId)).toBe(0);
    expect(await sweepBonuses(t.db, active!.expiresAt!.getTime(), p.playerId)).toBe(1);
    expect((await bonusOf(p.playerId))[0]).toMatchObject({ status: 'expired', endReason: 'expiry' });
    expect(await accountBalance(t.db, p.bonus)).toBe(0);
    const q = await newPlayer(null);
    const { bonusId } = await claimPromoCode(t.db, main, q.playerId, 'SPORT300', NOW).catch(async () => {
      await t.db.update(bonusTemplates).set({ maxAwards: null }).where(eq(bonusTemplates.code, 'no-deposit-sports-300'));
      return claimPromoCode(t.db, main, q.playerId, 'SPORT300', NOW);
    });
    await cancelBonus(t.db, q.playerId, bonusId, 'player', 'player', NOW);
    await expect(cancelBonus(t.db, q.playerId, bonusId, 'player', 'player', NOW)).rejects.toMatchObject({ code: 'conflict' });
    expect(await accountBalance(t.db, q.bonus)).toBe(0);
    expect(invariantHolds(await checkInvariant(t.db))).toBe(true);
  });

  it('takes a rolled-back casino stake off the wagering once', async () => {
    const p = await newPlayer('casino', 10_000);
    const slot = await session(p.playerId, p.main, 'northern-lights');
    expect((await slot(`rb-${kind}-1`, 400)).status).toBe('RS_OK');
    expect((await bonusOf(p.playerId))[0]!.wagerDoneMinor).toBe(400);
    const { token } = await openGameSession(t.db, { playerId: p.playerId, brandId: 'main', gameId: gameIds.get('northern-lights')!, accountId: p.main, country: null, now: NOW });
    const rollback = (uuid: string) => walletRollback(t.db, P, { request_uuid: `rr-${uuid}`, transaction_uuid: uuid, token, user: String(p.playerId), round: `round-rb-${kind}-1`, round_closed: true, game_code: 'northern-lights', reference_transaction_uuid: `rb-${kind}-1` }, NOW);
    await Promise.all([rollback(`rbx-${kind}-1`), rollback(`rbx-${kind}-2`)]);
    expect((await bonusOf(p.playerId))[0]!.wagerDoneMinor).toBe(0);
    expect(await accountBalance(t.db, p.main)).toBe(10_000);
  });

  it('stakes a free bet from the house once, refuses another amount, and credits only the winnings', async () => {
    const p = await newPlayer(null, 20_000);
    const game = listGames(feed, 'line', NOW, PRICING, { limit: 5 })[0]!;
    const match = feed.byId.get(game.permanentId)!;
    const market = marketsAt(feed, match, NOW, game.start * 1000, PRICING).find((m) => m.groupId === GROUP.result && m.typeId === TYPE.home)!;
    const bet = { key: `${game.permanentId}:${GROUP.result}:${TYPE.home}:`, gameId: game.id, coef: market.coef };
    const place = (ref: string, amount: string, promoCode?: string) =>
      placeCoupon(t.db, { playerId: p.playerId, brand: couponBrand, feed, now: NOW }, { refId: `${ref}-${kind}`, typeId: 0, accountId: p.main, amount, changeCoefAction: 2, bets: [bet], ...(promoCode ? { promoCode } : {}) });
    const wrong = await place('fb-wrong', '100', 'freebet500').then(() => null, (e: unknown) => e);
    expect(isAppError(wrong) && wrong.extra).toMatchObject({ freeBetMinor: 50_000, problems: [{ code: 'promo_code_amount' }] });
    const unknown = await place('fb-unknown', '500', 'SPORT300').then(() => null, (e: unknown) => e);
    expect(isAppError(unknown) && (unknown.extra.problems as { code: string }[])[0]!.code).toBe('promo_code_unknown');
    const racing = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => place(`fb-race-${i}`, '500', 'FREEBET500')));
    const placed = racing.filter((r) => r.status === 'fulfilled');
    expect(placed).toHaveLength(1);
    for (const r of racing) if (r.status === 'rejected') expect(isAppError(r.reason) && ['bonus_refused', 'coupon_invalid'].includes(r.reason.code)).toBe(true);
    expect(await accountBalance(t.db, p.main)).toBe(20_000);
    const freeBets = (await bonusOf(p.playerId)).filter((b) => b.kind === 'free_bet');
    expect(freeBets).toHaveLength(1);
    expect(freeBets[0]).toMatchObject({ status: 'completed', endReason: 'used', awardMinor: 50_000 });
    const again = await place('fb-again', '500', 'FREEBET500').then(() => null, (e: unknown) => e);
    expect(isAppError(again) && (again.extra.problems as { code: string }[])[0]!.code).toBe('promo_code_already_used');
    const receipt = (placed[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof place>>>).value;
    await t.db.update(couponBets).set({ statusId: BET_STATUS.win }).where(eq(couponBets.couponId, receipt.couponId));
    expect(await settleCouponById(t.db, receipt.couponId, NOW + 3 * 3_600_000)).toBe(true);
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, receipt.couponId));
    expect(row!.payout).toBe(receipt.potentialPayoutMinor - 50_000);
    expect(await accountBalance(t.db, p.main)).toBe(20_000 + receipt.potentialPayoutMinor - 50_000);
    expect(invariantHolds(await checkInvariant(t.db))).toBe(true);
  });
});
