/**
 * Bonus game tickets on PGlite and PostgreSQL (src/server/bonus/bonus-games.ts): a deposit gives one
 * ticket of each game it qualifies for, once; 10 parallel plays of one ticket play it once; the
 * prize is the seed's (recomputed here) and is paid as bonus money — a new bonus first, then added
 * to it (award and requirement grow by the bonus's own multiplier) — and the bank invariant holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { engines, freshDatabase, type TestDatabase } from '../helpers/db.ts';
import { checkInvariant, invariantHolds } from '../helpers/invariant.ts';
import { createPlayer, playerAccountIds } from '../../src/server/ledger/accounts.ts';
import { accountBalance } from '../../src/server/ledger/ledger.ts';
import { deposit } from '../../src/server/payments/create.ts';
import { playTicket, ticketsOf } from '../../src/server/bonus/bonus-games.ts';
import { playBonusGame, BONUS_GAME_PLACES } from '../../src/domain/casino/bonus-games.ts';
import { serverSeedHash } from '../../src/domain/casino/fair.ts';
import { feedNow } from '../../src/server/feed/clock.ts';
import { playerBonuses } from '../../src/server/db/schema.ts';
import { brands } from '../../src/server/brands.ts';

const ENGINES = await engines();
const main = brands.byId.get('main')!;
const fortuna = main.bonusGames.find((g) => g.game === 'fortuna')!;
const chest = main.bonusGames.find((g) => g.game === 'chest')!;

describe.each(ENGINES)('bonus games on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(kind, { poolSize: 12 });
  }, 120_000);
  afterAll(() => t.dispose());

  it('gives tickets by deposit, plays a ticket once of 10 parallel plays, and pays the seed\'s prize as bonus money', async () => {
    const playerId = await createPlayer(t.db, 'main', 'RUB');
    const { main: accountId, bonus } = await playerAccountIds(t.db, playerId);
    await deposit(t.db, { playerId, accountId, amountMinor: 150_000, providerId: 'test', idempotencyKey: `bg-${kind}-1` });
    await deposit(t.db, { playerId, accountId, amountMinor: 90_000, providerId: 'test', idempotencyKey: `bg-${kind}-2` }); // below every game
    await deposit(t.db, { playerId, accountId, amountMinor: 250_000, providerId: 'test', idempotencyKey: `bg-${kind}-3` }); // fortuna and chest
    const now = feedNow();
    expect((await ticketsOf(t.db, playerId, 'fortuna', now)).open).toHaveLength(2);
    expect((await ticketsOf(t.db, playerId, 'chest', now)).open).toHaveLength(1);
    expect((await ticketsOf(t.db, playerId, 'safe', now)).open).toHaveLength(0);

    const plays = await Promise.allSettled(Array.from({ length: 10 }, () => playTicket(t.db, main, chest, playerId, 1, 'my-seed', now)));
    const played = plays.filter((p): p is PromiseFulfilledResult<Awaited<ReturnType<typeof playTicket>>> => p.status === 'fulfilled');
    expect(played).toHaveLength(1);
    for (const p of plays) if (p.status === 'rejected') expect(p.reason).toMatchObject({ code: 'bonus_refused', extra: { reason: 'no_ticket' } });
    const ticket = played[0]!.value;
    const again = playBonusGame({ serverSeed: ticket.played!.serverSeed, clientSeed: 'my-seed', nonce: ticket.id }, chest.weights, BONUS_GAME_PLACES.chest, 1);
    expect(serverSeedHash(ticket.played!.serverSeed)).toBe(ticket.seedHash);
    expect(ticket.played!.board).toEqual(again.board);
    expect(ticket.played!.prizeMinor).toBe(chest.prizesMinor[again.prize]);
    const first = ticket.played!.prizeMinor;
    expect(await accountBalance(t.db, bonus)).toBe(first);
    let [held] = await t.db.select().from(playerBonuses).where(eq(playerBonuses.playerId, playerId));
    expect(held).toMatchObject({ status: 'active', awardMinor: first, wagerRequiredMinor: first * 10, product: 'casino' });

    const second = await playTicket(t.db, main, fortuna, playerId, 0, undefined, now);
    [held] = await t.db.select().from(playerBonuses).where(eq(playerBonuses.playerId, playerId));
    expect(held).toMatchObject({ awardMinor: first + second.played!.prizeMinor, wagerRequiredMinor: (first + second.played!.prizeMinor) * 10 });
    expect(await accountBalance(t.db, bonus)).toBe(first + second.played!.prizeMinor);
    await expect(playTicket(t.db, main, chest, playerId, 3, undefined, now)).rejects.toMatchObject({ code: 'bad_request' });
    expect(invariantHolds(await checkInvariant(t.db))).toBe(true);
  });
});
