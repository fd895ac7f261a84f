/**
 * Scheduled casino rounds on PGlite and PostgreSQL (src/server/casino/scheduled.ts): a round is
 * refused before it is over; once over, many concurrent settlement attempts — from two instances
 * on PostgreSQL (two pools on one database), concurrent calls on PGlite — pay exactly once through
 * the ledger, even though every attempt uses its own ledger idempotency key (the claim row, not the
 * ledger, makes it exactly-once); a payout that fails leaves no claim, so a later attempt settles;
 * the claim keeps the hash published before the round; the ledger invariant holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { engines, freshDatabase, type TestDatabase } from '../helpers/db.ts';
import { checkInvariant, invariantHolds } from '../helpers/invariant.ts';
import type { Database } from '../../src/server/db/client.ts';
import { openDatabase } from '../../src/server/database.ts';
import { accounts, gsScheduledRounds } from '../../src/server/db/schema.ts';
import { createPlayer, playerAccountIds } from '../../src/server/ledger/accounts.ts';
import { accountBalance, applyEntry, houseAccountId } from '../../src/server/ledger/ledger.ts';
import type { Tx } from '../../src/server/db/client.ts';
import { serverSeedHash } from '../../src/domain/casino/fair.ts';
import { roundAt, SCHEDULED_GAMES, type ScheduledGame } from '../../src/domain/casino/scheduled.ts';
import { publicRoundSeed, revealAt, scheduledRoundSeed, scheduledSecret, type ScheduledOutcome } from '../../src/server/casino/scheduled-fair.ts';
import { RoundNotOverError, settleScheduledRound } from '../../src/server/casino/scheduled.ts';

const ENGINES = await engines();
const NOW = Date.UTC(2026, 5, 13, 15, 37, 30);

describe.each(ENGINES)('scheduled casino rounds on %s', (kind) => {
  let t: TestDatabase;
  let second: Database | null = null;
  let player: { accountId: number; currencyId: number };
  let attempt = 0;

  beforeAll(async () => {
    t = await freshDatabase(kind);
    if (kind === 'pg') second = await openDatabase({ kind: 'pg', url: t.location!, poolSize: 4 });
    const playerId = await createPlayer(t.db, 'main', 'RUB');
    const { main } = await playerAccountIds(t.db, playerId);
    const [row] = await t.db.select({ currencyId: accounts.currencyId }).from(accounts).where(eq(accounts.id, main));
    player = { accountId: main, currencyId: row!.currencyId };
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await t.dispose();
  });

  /** Pays 100 minor units from the house to the player under a key of its own per attempt. */
  const pay = async (tx: Tx, outcome: ScheduledOutcome): Promise<void> => {
    const house = await houseAccountId(tx, 'payouts', player.currencyId);
    await applyEntry(tx, {
      idempotencyKey: `scheduled-test:${outcome.game}:${attempt++}`,
      kind: 'payout',
      postings: [{ accountId: house, amount: -100 }, { accountId: player.accountId, amount: 100 }],
    });
  };

  it.each(SCHEDULED_GAMES)('settles a %s round exactly once across instances', async (game: ScheduledGame) => {
    const secret = await scheduledSecret(t.db);
    const { round } = roundAt(game, NOW);
    const seed = scheduledRoundSeed(secret, game, round);
    const over = revealAt(game, round, seed);
    await expect(settleScheduledRound(t.db, game, round, over - 1, pay)).rejects.toBeInstanceOf(RoundNotOverError);
    const before = await accountBalance(t.db, player.accountId);
    const dbs = [t.db, second?.db ?? t.db];
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => settleScheduledRound(dbs[i % 2]!, game, round, over, pay)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await accountBalance(t.db, player.accountId)).toBe(before + 100);
    expect(await settleScheduledRound(t.db, game, round, over + 60_000, pay)).toBe(false);
    const [claim] = await t.db.select().from(gsScheduledRounds).where(and(eq(gsScheduledRounds.game, game), eq(gsScheduledRounds.round, round)));
    expect(claim!.seedHash).toBe(serverSeedHash(seed));
    expect(claim!.seedHash).toBe(publicRoundSeed(secret, game, round, over - 1).hash);
    expect(claim!.settledAt.getTime()).toBe(over);
  });

  it('keeps no claim when the payouts fail, so a later attempt settles', async () => {
    const { round } = roundAt('crash', NOW + 60_000);
    const over = revealAt('crash', round, scheduledRoundSeed(await scheduledSecret(t.db), 'crash', round));
    await expect(settleScheduledRound(t.db, 'crash', round, over, async () => { throw new Error('payout failed'); })).rejects.toThrow('payout failed');
    expect(await t.db.select().from(gsScheduledRounds).where(and(eq(gsScheduledRounds.game, 'crash'), eq(gsScheduledRounds.round, round)))).toHaveLength(0);
    const before = await accountBalance(t.db, player.accountId);
    expect(await settleScheduledRound(t.db, 'crash', round, over, pay)).toBe(true);
    expect(await accountBalance(t.db, player.accountId)).toBe(before + 100);
  });

  it('keeps the ledger invariant', async () => {
    expect(invariantHolds(await checkInvariant(t.db))).toBe(true);
  });
});
