/**
 * User transfer services on PGlite and PostgreSQL (spec §3 Transfer kinds, §4 User transfer): the
 * database rule tying the transfer key to the kind, an additional-account transfer opening an
 * extra account in the brand currency, codes scoped to their player, expired redirect tokens,
 * and one completion per transfer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { engines, freshDatabase, type TestDatabase } from '../helpers/db.ts';
import { accounts, authCodes, players, sessions } from '../../src/server/db/schema.ts';
import { CODE_TTL_MS } from '../../src/server/auth/service.ts';
import { checkTransferCode, completeTransfer, newTransferKey } from '../../src/server/auth/transfer.ts';
import { createSession } from '../../src/server/auth/sessions.ts';
import { sha256 } from '../../src/server/auth/crypto.ts';
import { createPlayer } from '../../src/server/ledger/accounts.ts';
import type { AppError } from '../../src/server/errors.ts';

const ENGINES = await engines();
const codeOf = async (p: Promise<unknown>) => ((await p.then(() => null, (e: unknown) => e)) as AppError | null)?.code;

describe.each(ENGINES)('user transfer on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(kind);
  });
  afterAll(() => t.dispose());

  async function playerWithTransfer(currency: string, transferKind: 'main' | 'additional') {
    const playerId = await createPlayer(t.db, 'main', currency);
    const transferKey = newTransferKey();
    await t.db.update(players).set({ transferKind, transferKey }).where(eq(players.id, playerId));
    return { playerId, transferKey, who: { brandId: 'main', playerId } };
  }

  async function storeCode(playerId: number, target: string, code: string, now = new Date()) {
    await t.db.insert(authCodes).values({ purpose: 'transfer', brandId: 'main', playerId, target, codeHash: sha256(code), expiresAt: new Date(now.getTime() + CODE_TTL_MS.transfer) });
  }

  it('refuses a key without a kind and a kind without a key (CHECK players_transfer_key)', async () => {
    const playerId = await createPlayer(t.db, 'main', 'RUB');
    await expect(t.db.update(players).set({ transferKey: newTransferKey() }).where(eq(players.id, playerId))).rejects.toThrow();
    await expect(t.db.update(players).set({ transferKind: 'main' }).where(eq(players.id, playerId))).rejects.toThrow();
  });

  it('an additional-account transfer of a USD player opens a RUB currency account, makes it active and ends other sessions', async () => {
    const { playerId, transferKey, who } = await playerWithTransfer('USD', 'additional');
    const kept = await createSession(t.db, playerId, 'main', false);
    const other = await createSession(t.db, playerId, 'main', false);
    await storeCode(playerId, '+447400000001', '424242');
    const { redirectToken } = await checkTransferCode(t.db, who, transferKey, '424242');
    const result = await completeTransfer(t.db, who, 'RUB', redirectToken, kept.session.id);
    expect(result).toMatchObject({ status: 'ok', user: { id: expect.stringMatching(/^bp\d{8}$/) }, account: { type: 9, currency: 'RUB', opened: true } });
    const [row] = await t.db.select().from(players).where(eq(players.id, playerId));
    expect(row).toMatchObject({ transferKind: 'none', transferKey: null, activeAccountId: result.account.id, login: result.user.id });
    const [opened] = await t.db.select().from(accounts).where(eq(accounts.id, result.account.id));
    expect(opened).toMatchObject({ playerId, type: 9, balance: 0 });
    const live = await t.db.select({ id: sessions.id }).from(sessions).where(and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt)));
    expect(live.map((s) => s.id)).toEqual([kept.session.id]);
    expect(other.session.id).not.toBe(kept.session.id);
    // One completion per transfer: the token and the key are spent.
    expect(await codeOf(completeTransfer(t.db, who, 'RUB', redirectToken, kept.session.id))).toBe('not_found');
    expect(await codeOf(checkTransferCode(t.db, who, transferKey, '424242'))).toBe('not_found');
  });

  it("a player's transfer code is not another player's, even on the same phone", async () => {
    const a = await playerWithTransfer('RUB', 'main');
    const b = await playerWithTransfer('RUB', 'main');
    await storeCode(a.playerId, '+447400000002', '111111');
    expect(await codeOf(checkTransferCode(t.db, b.who, b.transferKey, '111111'))).toBe('time_up');
    expect(await codeOf(checkTransferCode(t.db, b.who, a.transferKey, '111111'))).toBe('not_found');
    await expect(checkTransferCode(t.db, a.who, a.transferKey, '111111')).resolves.toMatchObject({ status: 'ok' });
  });

  it('a redirect token expires, and one issued for an earlier key does not complete a new transfer', async () => {
    const { playerId, transferKey, who } = await playerWithTransfer('RUB', 'main');
    const now = new Date();
    await storeCode(playerId, '+447400000003', '222222', now);
    const { redirectToken } = await checkTransferCode(t.db, who, transferKey, '222222', now);
    const late = new Date(now.getTime() + CODE_TTL_MS.transfer_redirect + 1);
    expect(await codeOf(completeTransfer(t.db, who, 'RUB', redirectToken, undefined, late))).toBe('time_up');
    await t.db.update(players).set({ transferKey: newTransferKey() }).where(eq(players.id, playerId));
    expect(await codeOf(completeTransfer(t.db, who, 'RUB', redirectToken, undefined, now))).toBe('not_found');
  });
});
