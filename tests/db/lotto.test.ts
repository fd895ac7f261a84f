/**
 * Lotto tickets on PGlite and PostgreSQL: buying debits the stake with the ticket in one
 * transaction, a retried refId buys one ticket (also racing), refusals leave no trace; after the
 * draw instant each ticket is settled by the REAL drawn numbers of the replayed draw with the
 * official tier, paid once however often settlement runs, and the ledger invariant holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import mainBrand from '../../brands/main/brand.json' with { type: 'json' };
import { brandSchema } from '../../schemas/brand.ts';
import { lottoTicketSchema, type PlaceLottoTicketRequest } from '../../schemas/lotto-api.ts';
import { engines, freshDatabase, type TestDatabase } from '../helpers/db.ts';
import { checkInvariant, invariantHolds } from '../helpers/invariant.ts';
import { createPlayer, playerAccountIds } from '../../src/server/ledger/accounts.ts';
import { deposit } from '../../src/server/payments/create.ts';
import { accountBalance } from '../../src/server/ledger/ledger.ts';
import { journalEntries, lottoTickets } from '../../src/server/db/schema.ts';
import { loadLottoData, drawOf } from '../../src/server/lotto/draws.ts';
import { placeLottoTicket, settleLottoDue } from '../../src/server/lotto/tickets.ts';
import { drawInstant, nextDrawId } from '../../src/domain/lotto/schedule.ts';
import { eraOf, tierPayoutMinor } from '../../src/domain/lotto/games.ts';

const ENGINES = await engines();
const parsed = brandSchema.parse(mainBrand);
const brand = { siteConfig: parsed.siteConfig! };
const NOW = Date.UTC(2026, 5, 13, 15, 37, 30);
const data = loadLottoData();

describe.each(ENGINES)('lotto on %s', (kind) => {
  let t: TestDatabase;
  let player: { playerId: number; accountId: number };
  const buy = (request: PlaceLottoTicketRequest, now = NOW) => placeLottoTicket(t.db, { playerId: player.playerId, brand, now }, request, data);
  const lottoId = nextDrawId('powerball', NOW);
  const real = drawOf(lottoId, data).draw;
  // Three ticket shapes on the real draw: 5 + ball (jackpot), 3 + ball, nothing matched.
  const missing = Array.from({ length: 69 }, (_, i) => i + 1).filter((n) => !real.main.includes(n));
  const otherBall = real.bonus === 1 ? 2 : 1;

  beforeAll(async () => {
    t = await freshDatabase(kind);
    const playerId = await createPlayer(t.db, 'main', 'RUB');
    const { main } = await playerAccountIds(t.db, playerId);
    await deposit(t.db, { playerId, accountId: main, amountMinor: 100_000, providerId: 'test', idempotencyKey: `lotto:seed:${kind}` });
    player = { playerId, accountId: main };
  }, 120_000);
  afterAll(() => t.dispose());

  it('buys a ticket: ticket and stake in one go, retries buy one ticket', async () => {
    const request: PlaceLottoTicketRequest = { refId: 'lotto-3plus1', accountId: player.accountId, lottoId, numbers: [...real.main.slice(0, 3), missing[0]!, missing[1]!], bonus: real.bonus, amount: '20' };
    const results = await Promise.all(Array.from({ length: 5 }, () => buy(request)));
    expect(new Set(results.map((r) => r.ticketId)).size).toBe(1);
    const ticket = lottoTicketSchema.parse(results[0]);
    expect(ticket).toMatchObject({ lottery: 'powerball', lottoId, stakeMinor: 2000, statusId: -1, drawn: null });
    expect(await accountBalance(t.db, player.accountId)).toBe(98_000);
    await expect(buy({ ...request, amount: '30' })).rejects.toMatchObject({ code: 'idempotency_conflict' });
  });

  it('refuses without a trace: numbers off the matrix, a drawn draw, a stake above the balance', async () => {
    const base: PlaceLottoTicketRequest = { refId: 'lotto-refused-1', accountId: player.accountId, lottoId, numbers: [1, 2, 3, 4, 70], bonus: 1, amount: '20' };
    await expect(buy(base)).rejects.toMatchObject({ code: 'coupon_invalid' });
    await expect(buy({ ...base, numbers: [1, 2, 3, 4, 5], bonus: 27 })).rejects.toMatchObject({ code: 'coupon_invalid' });
    await expect(buy({ ...base, numbers: [1, 2, 3, 4, 5], lottoId: lottoId - 2 })).rejects.toMatchObject({ code: 'market_unavailable' });
    await expect(buy({ ...base, numbers: [1, 2, 3, 4, 5], amount: '5000' })).rejects.toMatchObject({ code: 'insufficient_funds' });
    expect((await t.db.select({ n: count() }).from(lottoTickets))[0]!.n).toBe(1);
    expect(await accountBalance(t.db, player.accountId)).toBe(98_000);
  });

  it('settles by the real drawn numbers with the official tier, once', async () => {
    await buy({ refId: 'lotto-jackpot', accountId: player.accountId, lottoId, numbers: [...real.main], bonus: real.bonus, amount: '10' });
    await buy({ refId: 'lotto-nothing', accountId: player.accountId, lottoId, numbers: missing.slice(0, 5), bonus: otherBall, amount: '10' });
    expect(await accountBalance(t.db, player.accountId)).toBe(96_000);
    // Before the draw instant nothing is settled.
    expect(await settleLottoDue(t.db, drawInstant(lottoId) - 1, data)).toEqual([]);
    const at = drawInstant(lottoId);
    const settled = await Promise.all([settleLottoDue(t.db, at, data), settleLottoDue(t.db, at, data)]);
    expect(settled.flat()).toHaveLength(3);
    const era = eraOf('powerball', real.day)!;
    const rows = await t.db.select().from(lottoTickets).where(eq(lottoTickets.drawId, lottoId));
    const byRef = Object.fromEntries(rows.map((r) => [r.refId, r]));
    expect(byRef['lotto-3plus1']).toMatchObject({ statusId: 1, matchedMain: 3, matchedBonus: true, tier: 5, payout: tierPayoutMinor(era, era.tiers[4]!, 2000) });
    expect(byRef['lotto-3plus1']!.payout).toBe(100_000); // RUB 20 × US$100 ÷ US$2
    expect(byRef['lotto-jackpot']).toMatchObject({ statusId: 1, matchedMain: 5, matchedBonus: true, tier: 1, payout: 1000 * 10_000_000 });
    expect(byRef['lotto-nothing']).toMatchObject({ statusId: 0, matchedMain: 0, matchedBonus: false, tier: null, payout: 0 });
    expect(await accountBalance(t.db, player.accountId)).toBe(96_000 + 100_000 + 10_000_000_000);
    expect(await settleLottoDue(t.db, at + 60_000, data)).toEqual([]);
    const payouts = await t.db.select({ n: count() }).from(journalEntries).where(eq(journalEntries.kind, 'payout'));
    expect(payouts[0]!.n).toBe(3);
    expect(invariantHolds(await checkInvariant(t.db))).toBe(true);
  });
});
