/**
 * Virtual sports bets on PGlite and PostgreSQL: a single on a match of an event not yet kicked off
 * debits its stake with the bet in one transaction at the model's coefficient; a retried refId
 * places one bet; a kicked-off event, another coefficient or a stake above the balance are refused
 * without a trace; at the end of the match's show the bet is settled on the provably fair result
 * (recomputed here from the database's secret), paid once, the ledger invariant holding.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import mainBrand from '../../brands/main/brand.json' with { type: 'json' };
import { brandSchema } from '../../schemas/brand.ts';
import { virtualBetSchema, type PlaceVirtualBetRequest } from '../../schemas/virtual-api.ts';
import { engines, freshDatabase, type TestDatabase } from '../helpers/db.ts';
import { checkInvariant, invariantHolds } from '../helpers/invariant.ts';
import { createPlayer, playerAccountIds } from '../../src/server/ledger/accounts.ts';
import { deposit } from '../../src/server/payments/create.ts';
import { accountBalance } from '../../src/server/ledger/ledger.ts';
import { virtualBets } from '../../src/server/db/schema.ts';
import { placeVirtualBet, settleVirtualDue } from '../../src/server/virtual/bets.ts';
import { eventResults, eventSeed, virtualSecret } from '../../src/server/virtual/fair.ts';
import { eventEnd, eventKickoff, nextEventId, outcomeWon, roundPairings, seasonRound, virtualOdds, VIRTUAL_OUTCOMES } from '../../src/domain/virtual/league.ts';

const ENGINES = await engines();
const parsed = brandSchema.parse(mainBrand);
const brand = { siteConfig: parsed.siteConfig! };
const NOW = Date.UTC(2026, 5, 13, 15, 37, 30);

describe.each(ENGINES)('virtual sports on %s', (kind) => {
  let t: TestDatabase;
  let player: { playerId: number; accountId: number };
  const place = (request: PlaceVirtualBetRequest, now = NOW) => placeVirtualBet(t.db, { playerId: player.playerId, brand, now }, request);
  const eventId = nextEventId(NOW);
  const [home, away] = roundPairings(seasonRound(eventId).round)[2]!;
  const odds = virtualOdds(home, away);

  beforeAll(async () => {
    t = await freshDatabase(kind);
    const playerId = await createPlayer(t.db, 'main', 'RUB');
    const { main } = await playerAccountIds(t.db, playerId);
    await deposit(t.db, { playerId, accountId: main, amountMinor: 100_000, providerId: 'test', idempotencyKey: `virtual:seed:${kind}` });
    player = { playerId, accountId: main };
  }, 120_000);
  afterAll(() => t.dispose());

  it('takes singles before the kick-off at the model\'s coefficients, once per refId', async () => {
    const bets = await Promise.all(VIRTUAL_OUTCOMES.map((outcome) => place({ refId: `virtual-${outcome}-bet`, accountId: player.accountId, eventId, match: 2, outcome, coef: odds[outcome], amount: '100' })));
    expect(bets.map((b) => virtualBetSchema.parse(b).coef)).toEqual(VIRTUAL_OUTCOMES.map((o) => odds[o]));
    const again = await place({ refId: 'virtual-1-bet', accountId: player.accountId, eventId, match: 2, outcome: '1', coef: odds['1'], amount: '100' });
    expect(again.betId).toBe(bets[0]!.betId);
    expect(await accountBalance(t.db, player.accountId)).toBe(50_000);
  });

  it('refuses without a trace: kicked off, another coefficient, not on sale, above the balance', async () => {
    const base: PlaceVirtualBetRequest = { refId: 'virtual-refused', accountId: player.accountId, eventId, match: 2, outcome: 'X', coef: odds.X, amount: '100' };
    await expect(place(base, eventKickoff(eventId))).rejects.toMatchObject({ code: 'market_unavailable' });
    await expect(place({ ...base, coef: odds.X + 0.01 })).rejects.toMatchObject({ code: 'coef_changed' });
    await expect(place({ ...base, eventId: eventId + 50 })).rejects.toMatchObject({ code: 'market_unavailable' });
    await expect(place({ ...base, amount: '900' })).rejects.toMatchObject({ code: 'insufficient_funds' });
    expect((await t.db.select({ n: count() }).from(virtualBets))[0]!.n).toBe(5);
    expect(await accountBalance(t.db, player.accountId)).toBe(50_000);
  });

  it('settles at the end of the show on the provably fair result, exactly once', async () => {
    expect(await settleVirtualDue(t.db, eventEnd(eventId) - 1)).toEqual([]);
    const runs = await Promise.all([settleVirtualDue(t.db, eventEnd(eventId)), settleVirtualDue(t.db, eventEnd(eventId))]);
    expect(runs.flat()).toHaveLength(5);
    const result = eventResults(eventSeed(await virtualSecret(t.db), eventId), eventId)[2]!;
    const rows = await t.db.select().from(virtualBets);
    let paid = 0;
    for (const row of rows) {
      const won = outcomeWon(row.outcome, result);
      expect([row.statusId, row.scoreHome, row.scoreAway, row.payout]).toEqual([won ? 1 : 0, result.home, result.away, won ? Math.floor((10_000 * row.coefMilli) / 1000) : 0]);
      paid += row.payout!;
    }
    // Exactly one of 1/X/2 and one of over/under won.
    expect(rows.filter((r) => r.statusId === 1)).toHaveLength(2);
    expect(await accountBalance(t.db, player.accountId)).toBe(50_000 + paid);
    expect(await settleVirtualDue(t.db, eventEnd(eventId) + 60_000)).toEqual([]);
    expect(invariantHolds(await checkInvariant(t.db))).toBe(true);
  });
});
