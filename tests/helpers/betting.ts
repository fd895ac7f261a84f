/**
 * A database ready for bets: the real football data imported, a feed of it made at a fixed
 * instant, and a player with a funded RUB main account.
 */
import { footballDataFiles, loadFootballData } from '../../src/server/feed/data.ts';
import { storeImport } from '../../src/server/feed/store.ts';
import { createFeed, type Feed } from '../../src/server/feed/service.ts';
import { createPlayer, playerAccountIds } from '../../src/server/ledger/accounts.ts';
import { deposit } from '../../src/server/payments/create.ts';
import { freshDatabase, type TestDatabase } from './db.ts';

const real = loadFootballData();

/** What {@link bettingDatabase} gives. */
export interface BettingDatabase {
  t: TestDatabase;
  feed: Feed;
  player: { playerId: number; accountId: number };
}

/**
 * A fresh database of `kind` with the real matches, the feed at `now`, and a player whose main
 * account got each of `depositsMinor` (RUB minor units) as a deposit.
 * @param key makes the deposits' idempotency keys unique to the caller
 */
export async function bettingDatabase(kind: Parameters<typeof freshDatabase>[0], now: number, depositsMinor: readonly number[], key: string): Promise<BettingDatabase> {
  const t = await freshDatabase(kind);
  await storeImport(t.db, real, footballDataFiles());
  const feed = createFeed(real.rows, now);
  const playerId = await createPlayer(t.db, 'main', 'RUB');
  const { main } = await playerAccountIds(t.db, playerId);
  for (const [i, amountMinor] of depositsMinor.entries()) {
    await deposit(t.db, { playerId, accountId: main, amountMinor, providerId: 'test', idempotencyKey: `${key}:seed:${kind}:${i}` });
  }
  return { t, feed, player: { playerId, accountId: main } };
}
