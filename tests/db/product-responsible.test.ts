/**
 * Responsible gaming on the lotto, toto and virtual sports stakes, on PGlite and PostgreSQL: each
 * product's placement runs `rg_spend` in the transaction of its ticket row and stake posting, so a
 * self-excluded or banned player is refused and nothing moves (no ticket row, balance unchanged, no
 * activity recorded); a daily wagering limit takes a stake within it and refuses one past it; the
 * product's stakes and the sports coupons' stakes count against the same limit; and a settled
 * product's payout is recorded as winnings for the loss limits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import mainBrand from '../../brands/main/brand.json' with { type: 'json' };
import { brandSchema } from '../../schemas/brand.ts';
import type { PlaceCouponRequest } from '../../schemas/coupon-api.ts';
import { engines, type TestDatabase } from '../helpers/db.ts';
import { bettingDatabase } from '../helpers/betting.ts';
import { checkInvariant, invariantHolds } from '../helpers/invariant.ts';
import { listGames, marketsAt, type Feed } from '../../src/server/feed/service.ts';
import { placeCoupon } from '../../src/server/bets/place.ts';
import { accountBalance } from '../../src/server/ledger/ledger.ts';
import { createPlayer, playerAccountIds } from '../../src/server/ledger/accounts.ts';
import { deposit } from '../../src/server/payments/create.ts';
import { lottoTickets, players, rgActivity, totoCoupons, virtualBets } from '../../src/server/db/schema.ts';
import { setLimits } from '../../src/server/responsible/service.ts';
import { AppError } from '../../src/server/errors.ts';
import { GROUP, TYPE } from '../../src/domain/feed/odds-model.ts';
import { tFor } from '../../src/i18n/index.ts';
import { loadLottoData } from '../../src/server/lotto/draws.ts';
import { placeLottoTicket } from '../../src/server/lotto/tickets.ts';
import { nextDrawId } from '../../src/domain/lotto/schedule.ts';
import { placeTotoCoupon } from '../../src/server/toto/coupons.ts';
import { currentDrawId } from '../../src/domain/toto/schedule.ts';
import type { PlaceTotoCouponRequest } from '../../schemas/toto-api.ts';
import { placeVirtualBet, settleVirtualDue } from '../../src/server/virtual/bets.ts';
import { eventEnd, nextEventId, roundPairings, seasonRound, virtualOdds, VIRTUAL_OUTCOMES, type VirtualOutcome } from '../../src/domain/virtual/league.ts';
import { DEFAULT_SPORTS_PRICING as PRICING } from '../../schemas/sports-pricing.ts';

const ENGINES = await engines();
const parsed = brandSchema.parse(mainBrand);
const brand = { features: parsed.features, siteConfig: parsed.siteConfig!, sportsPricing: parsed.sportsPricing };
const NOW = Date.UTC(2026, 5, 13, 15, 37, 30);
const t = tFor('main', 'en');
const data = loadLottoData();

type Who = { playerId: number; accountId: number };
type Product = 'lotto' | 'toto' | 'virtual';
const PRODUCTS: Product[] = ['lotto', 'toto', 'virtual'];

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe.each(ENGINES)('responsible gaming on lotto, toto and virtual stakes on %s', (kind) => {
  let db: TestDatabase;
  let feed: Feed;
  let n = 0;
  const lottoId = nextDrawId('powerball', NOW);
  const drawId = currentDrawId(NOW);
  const eventId = nextEventId(NOW);
  const [home, away] = roundPairings(seasonRound(eventId).round)[2]!;
  const odds = virtualOdds(home, away);

  /** A player of brand main with a RUB main account holding `minor`. */
  async function newPlayer(minor = 100_000): Promise<Who> {
    const playerId = await createPlayer(db.db, 'main', 'RUB');
    const { main } = await playerAccountIds(db.db, playerId);
    await deposit(db.db, { playerId, accountId: main, amountMinor: minor, providerId: 'test', idempotencyKey: `prg-${kind}-${playerId}-seed` });
    return { playerId, accountId: main };
  }

  /** One stake of `amount` RUB on the product: a lotto ticket, a one-row toto coupon, a virtual single. */
  function stake(product: Product, who: Who, amount: string, outcome: VirtualOutcome = '1') {
    const refId = `prg-${kind}-${product}-${++n}`;
    const context = { playerId: who.playerId, brand, now: NOW };
    if (product === 'lotto') return placeLottoTicket(db.db, context, { refId, accountId: who.accountId, lottoId, numbers: [1, 2, 3, 4, 5], bonus: 1, amount }, data);
    if (product === 'toto') {
      const picks = Array.from({ length: 15 }, () => '1') as PlaceTotoCouponRequest['picks'];
      return placeTotoCoupon(db.db, { ...context, feed }, { refId, accountId: who.accountId, drawId, picks, amount });
    }
    return placeVirtualBet(db.db, context, { refId, accountId: who.accountId, eventId, match: 2, outcome, coef: odds[outcome], amount });
  }

  /** The player's ticket rows of the product. */
  async function tickets(product: Product, who: Who): Promise<number> {
    const table = product === 'lotto' ? lottoTickets : product === 'toto' ? totoCoupons : virtualBets;
    return (await db.db.select({ n: count() }).from(table).where(eq(table.playerId, who.playerId)))[0]!.n;
  }

  /** The player's recorded responsible-gaming activity of a kind. */
  async function activity(who: Who, activityKind: 'wager' | 'payout') {
    return db.db.select().from(rgActivity).where(and(eq(rgActivity.playerId, who.playerId), eq(rgActivity.kind, activityKind)));
  }

  /** A sports single on a line game's home win, `amount` RUB. */
  function coupon(who: Who, amount: string) {
    const game = listGames(feed, 'line', NOW, PRICING, { limit: 10 })[0]!;
    const match = feed.byId.get(game.permanentId)!;
    const market = marketsAt(feed, match, NOW, game.start * 1000, PRICING).find((m) => m.groupId === GROUP.result && m.typeId === TYPE.home)!;
    const request: PlaceCouponRequest = { refId: `prg-${kind}-coupon-${++n}`, typeId: 0, accountId: who.accountId, amount, changeCoefAction: 1, bets: [{ key: `${game.permanentId}:${GROUP.result}:${TYPE.home}:`, gameId: game.id, coef: market.coef }] };
    return placeCoupon(db.db, { playerId: who.playerId, brand, feed, now: NOW }, request);
  }

  beforeAll(async () => {
    ({ t: db, feed } = await bettingDatabase(kind, NOW, [], 'prg'));
  }, 120_000);
  afterAll(() => db.dispose());

  it.each(PRODUCTS)('%s: a self-excluded player is refused and nothing moves', async (product) => {
    const who = await newPlayer();
    await setLimits(db.db, who.playerId, [{ limitType: 30, limitValue: 1 }], NOW, t);
    const error = await refusal(stake(product, who, '20'));
    expect(error.code).toBe('limit_reached');
    expect(error.status).toBe(403);
    expect(error.extra).toMatchObject({ limitType: 30, i18nKey: expect.any(String) });
    expect(await accountBalance(db.db, who.accountId)).toBe(100_000);
    expect(await tickets(product, who)).toBe(0);
    expect(await activity(who, 'wager')).toEqual([]);
  });

  it.each(PRODUCTS)('%s: a banned player is refused and nothing moves', async (product) => {
    const who = await newPlayer();
    await db.db.update(players).set({ banLevel: 1 }).where(eq(players.id, who.playerId));
    const error = await refusal(stake(product, who, '20'));
    expect(error.code).toBe('player_banned');
    expect(error.extra).toMatchObject({ i18nKey: 'responsible_gaming_refused_banned' });
    expect(await accountBalance(db.db, who.accountId)).toBe(100_000);
    expect(await tickets(product, who)).toBe(0);
  });

  it.each(PRODUCTS)('%s: a daily wagering limit of 100 RUB counts the product and sports coupons together', async (product) => {
    const who = await newPlayer();
    await setLimits(db.db, who.playerId, [{ limitType: 1, limitValue: 100 }], NOW, t);
    // Within the limit: taken, and recorded as a wager under the ticket's own key.
    const placed = await stake(product, who, '60');
    const id = 'ticketId' in placed ? placed.ticketId : 'couponId' in placed ? placed.couponId : placed.betId;
    expect((await activity(who, 'wager')).map((a) => [a.ref, a.amount])).toEqual([[`${product}-stake:${id}`, 6000]]);
    // Past it: refused with what is left, nothing moves.
    expect((await refusal(stake(product, who, '50'))).extra).toMatchObject({ limitType: 1, limitValue: 100, limitBalance: 40 });
    expect(await accountBalance(db.db, who.accountId)).toBe(94_000);
    expect(await tickets(product, who)).toBe(1);
    // The product's stake counts against the limit a sports coupon meets...
    expect((await refusal(coupon(who, '50'))).extra).toMatchObject({ limitType: 1, limitBalance: 40 });
    await coupon(who, '30');
    // ...and the coupon's against the product's.
    expect((await refusal(stake(product, who, '20'))).extra).toMatchObject({ limitType: 1, limitBalance: 10 });
    await stake(product, who, '10');
    expect((await refusal(stake(product, who, '10'))).extra).toMatchObject({ limitType: 1, limitBalance: 0 });
    expect(await accountBalance(db.db, who.accountId)).toBe(90_000);
    expect(await tickets(product, who)).toBe(2);
  });

  it('a settled virtual bet\'s payout is recorded as winnings for the loss limits, once', async () => {
    const who = await newPlayer();
    const bets = [];
    for (const outcome of VIRTUAL_OUTCOMES) bets.push(await stake('virtual', who, '100', outcome));
    await Promise.all([settleVirtualDue(db.db, eventEnd(eventId)), settleVirtualDue(db.db, eventEnd(eventId))]);
    const rows = await db.db.select().from(virtualBets).where(eq(virtualBets.playerId, who.playerId));
    const won = rows.filter((r) => r.payout! > 0);
    expect(won.length).toBeGreaterThan(0);
    const payouts = await activity(who, 'payout');
    expect(payouts.map((a) => [a.ref, a.amount]).sort()).toEqual(won.map((r) => [`virtual-settle:${r.id}`, r.payout]).sort());
    expect(bets).toHaveLength(VIRTUAL_OUTCOMES.length);
    expect(invariantHolds(await checkInvariant(db.db))).toBe(true);
    // Settling again records nothing more.
    await settleVirtualDue(db.db, eventEnd(eventId) + 60_000);
    expect(await activity(who, 'payout')).toHaveLength(payouts.length);
  });
});
