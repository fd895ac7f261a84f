/**
 * Bank invariant, Jepsen style: many concurrent deposits, withdrawals, transfers, stakes and
 * payouts, with injected failures (a transaction that dies after applying its entry) and
 * duplicate retries (the same request sent again, sometimes at the same moment). Afterwards the
 * invariant holds, and every player balance equals an independent model that applied each
 * successful movement exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, freshDatabase, type TestDatabase } from '../helpers/db.ts';
import { checkInvariant, invariantHolds } from '../helpers/invariant.ts';
import { applyEntry, houseAccountId, postEntry, type EntryRequest } from '../../src/server/ledger/ledger.ts';
import { createPlayer, playerAccountIds } from '../../src/server/ledger/accounts.ts';
import { deposit } from '../../src/server/payments/create.ts';
import { withdraw } from '../../src/server/payments/withdraw.ts';
import { AppError } from '../../src/server/errors.ts';
import { accounts } from '../../src/server/db/schema.ts';
import { isNotNull } from 'drizzle-orm';

const ENGINES = await engines();

/** A small seeded PRNG (mulberry32) so a failing run can be repeated. */
function rng(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class InjectedFault extends Error {}

const SEED = Number(process.env.BANK_SEED ?? 20261121);
const WORKERS = 16;
const OPS_PER_WORKER = 40;

describe.each(ENGINES)('bank invariant on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(kind, { poolSize: 16 });
  });
  afterAll(() => t.dispose());

  it(`holds after ${WORKERS} concurrent clients × ${OPS_PER_WORKER} operations with faults and duplicate retries`, async () => {
    const random = rng(SEED);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const players: { playerId: number; main: number; currencyId: number }[] = [];
    for (const [iso, currencyId] of [['RUB', 1], ['JPY', 8]] as const) {
      for (let i = 0; i < 6; i++) {
        const playerId = await createPlayer(t.db, 'main', iso);
        players.push({ playerId, currencyId, ...(await playerAccountIds(t.db, playerId)) });
      }
    }
    const stakes = new Map<number, number>();
    for (const currencyId of [1, 8]) stakes.set(currencyId, await houseAccountId(t.db, 'stakes_held', currencyId));

    const model = new Map<number, number>(players.map((p) => [p.main, 0]));
    const credit = (accountId: number, amount: number) => model.set(accountId, (model.get(accountId) ?? 0) + amount);
    const applied = new Set<string>();
    const tally = { ok: 0, replayed: 0, refused: 0, faults: 0 };
    let n = 0;

    /** Sends an entry, sometimes twice at once, sometimes again later; applies it to the model once. */
    async function send(request: EntryRequest) {
      const copies = random() < 0.15 ? 2 : 1;
      const results = await Promise.allSettled(Array.from({ length: copies }, () => postEntry(t.db, request)));
      if (random() < 0.1) results.push(...(await Promise.allSettled([postEntry(t.db, request)])));
      for (const result of results) {
        if (result.status === 'fulfilled') {
          if (result.value.replayed) tally.replayed++;
          else {
            expect(applied.has(request.idempotencyKey), `key ${request.idempotencyKey} applied twice`).toBe(false);
            applied.add(request.idempotencyKey);
            for (const p of request.postings) if (model.has(p.accountId)) credit(p.accountId, p.amount);
            tally.ok++;
          }
        } else {
          expect(result.reason).toBeInstanceOf(AppError);
          expect(['insufficient_funds']).toContain((result.reason as AppError).code);
          tally.refused++;
        }
      }
    }

    async function operation(worker: number) {
      const player = pick(players);
      const amount = 1 + Math.floor(random() * 5_000);
      const key = `w${worker}:op${++n}`;
      const roll = random();
      if (roll < 0.25) {
        const instruction = random() < 0.8 ? 'success' : 'fail';
        const request = { playerId: player.playerId, accountId: player.main, amountMinor: amount, providerId: 'test', idempotencyKey: key, instruction };
        const copies = random() < 0.2 ? 2 : 1;
        const results = await Promise.all(Array.from({ length: copies }, () => deposit(t.db, request)));
        // One payment per key; a copy that arrived while the first was at the provider sees it pending.
        expect(new Set(results.map((r) => r.id)).size).toBe(1);
        expect(results.some((r) => r.status === instruction)).toBe(true);
        if (instruction === 'success') credit(player.main, amount);
      } else if (roll < 0.35) {
        const request = { playerId: player.playerId, accountId: player.main, amountMinor: amount, providerId: 'test', idempotencyKey: key, instruction: random() < 0.7 ? 'success' : 'fail' };
        try {
          const payment = await withdraw(t.db, request);
          expect(payment.status).toBe(request.instruction);
          if (request.instruction === 'success') credit(player.main, -amount);
          const again = await withdraw(t.db, request);
          expect(again.id).toBe(payment.id);
        } catch (error) {
          expect((error as AppError).code).toBe('insufficient_funds');
        }
      } else if (roll < 0.6) {
        const others = players.filter((p) => p.currencyId === player.currencyId && p.main !== player.main);
        const to = pick(others);
        await send({ idempotencyKey: key, kind: 'transfer', postings: [{ accountId: player.main, amount: -amount }, { accountId: to.main, amount }] });
      } else if (roll < 0.8) {
        await send({ idempotencyKey: key, kind: 'stake', postings: [{ accountId: player.main, amount: -amount }, { accountId: stakes.get(player.currencyId)!, amount }] });
      } else if (roll < 0.92) {
        const payout = amount * 2;
        await send({ idempotencyKey: key, kind: 'payout', postings: [{ accountId: stakes.get(player.currencyId)!, amount: -payout }, { accountId: player.main, amount: payout }] });
      } else {
        // Injected failure: the entry is applied inside a transaction that then dies.
        const result = await t.db
          .transaction(async (tx) => {
            await applyEntry(tx, { idempotencyKey: key, kind: 'payout', postings: [{ accountId: stakes.get(player.currencyId)!, amount: -amount }, { accountId: player.main, amount }] });
            throw new InjectedFault('injected');
          })
          .then(() => 'committed', (error: unknown) => (error instanceof InjectedFault ? 'rolled back' : String(error)));
        expect(result).toBe('rolled back');
        tally.faults++;
        // The key is free again: the retry after the crash applies it once.
        await send({ idempotencyKey: key, kind: 'payout', postings: [{ accountId: stakes.get(player.currencyId)!, amount: -amount }, { accountId: player.main, amount }] });
      }
    }

    await Promise.all(
      Array.from({ length: WORKERS }, async (_, worker) => {
        for (let i = 0; i < OPS_PER_WORKER; i++) await operation(worker);
      }),
    );

    const report = await checkInvariant(t.db);
    expect(report).toMatchObject({ unbalancedCurrencies: [], negativePlayers: [], driftedBalances: [], unbalancedEntries: [], entriesWithoutPostings: 0, duplicateKeys: 0 });
    expect(invariantHolds(report)).toBe(true);
    const balances = await t.db.select({ id: accounts.id, balance: accounts.balance }).from(accounts).where(isNotNull(accounts.playerId));
    for (const { id, balance } of balances) if (model.has(id)) expect(balance, `account ${id}`).toBe(model.get(id));
    expect(tally.ok).toBeGreaterThan(100);
    expect(tally.replayed).toBeGreaterThan(10);
    expect(tally.refused).toBeGreaterThan(0);
    expect(tally.faults).toBeGreaterThan(0);
  });
});
