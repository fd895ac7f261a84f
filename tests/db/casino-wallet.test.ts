/**
 * The casino seamless wallet on PGlite and PostgreSQL (src/server/casino/wallet.ts): a
 * transaction uuid moves money once however many copies race, a rollback refunds exactly once
 * whatever races it (other rollbacks, the win, the bet itself), a win after a rollback is refused,
 * a rollback arriving before its bet refuses the late bet, bets never overdraw the balance, and
 * the bank invariant holds after every test (postings sum to zero, no negative balance).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines, freshDatabase, type TestDatabase } from '../helpers/db.ts';
import { checkInvariant, invariantHolds } from '../helpers/invariant.ts';
import { createPlayer, playerAccountIds } from '../../src/server/ledger/accounts.ts';
import { deposit } from '../../src/server/payments/create.ts';
import { accountBalance } from '../../src/server/ledger/ledger.ts';
import { openGameSession } from '../../src/server/casino/launch.ts';
import { walletBet, walletRollback, walletWin } from '../../src/server/casino/wallet.ts';
import { setLimits } from '../../src/server/responsible/service.ts';
import { tFor } from '../../src/i18n/index.ts';

const ENGINES = await engines();
const NOW = Date.UTC(2026, 5, 13, 15, 37, 30);
const P = 'betportal-games';
const t = tFor('main', 'en');

describe.each(ENGINES)('casino wallet on %s', (kind) => {
  let d: TestDatabase;
  let gameId: number;

  async function player(depositMinor: number) {
    const playerId = await createPlayer(d.db, 'main', 'RUB');
    const { main } = await playerAccountIds(d.db, playerId);
    if (depositMinor > 0) await deposit(d.db, { playerId, accountId: main, amountMinor: depositMinor, providerId: 'test', idempotencyKey: `casino:${playerId}:${kind}` });
    const { token } = await openGameSession(d.db, { playerId, brandId: 'main', gameId, accountId: main, country: null, now: NOW });
    return { playerId, accountId: main, token, user: String(playerId) };
  }
  const base = (p: { token: string; user: string }, uuid: string) => ({ request_uuid: `r-${uuid}-${Math.random()}`, transaction_uuid: uuid, token: p.token, user: p.user, round: `round-${uuid}`, round_closed: false, game_code: 'dice' });
  const bet = (p: { token: string; user: string }, uuid: string, amount: number) => walletBet(d.db, P, { ...base(p, uuid), currency: 'RUB', amount }, NOW);
  const win = (p: { token: string; user: string }, uuid: string, ref: string, amount: number) => walletWin(d.db, P, { ...base(p, uuid), currency: 'RUB', amount, reference_transaction_uuid: ref }, NOW);
  const rollback = (p: { token: string; user: string }, uuid: string, ref: string) => walletRollback(d.db, P, { ...base(p, uuid), reference_transaction_uuid: ref }, NOW);

  beforeAll(async () => {
    d = await freshDatabase(kind, { poolSize: 12 });
    const rows = (await d.db.execute(sql`select id from casino_games where code = 'dice'`)) as unknown as { rows: { id: string }[] };
    gameId = Number(rows.rows[0]!.id);
  }, 120_000);
  afterAll(() => d.dispose());

  it('processes a transaction uuid once when 20 copies race; a repeat answers the first answer', async () => {
    const p = await player(10_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => bet(p, 'race-bet', 700)));
    expect(answers.every((a) => a.status === 'RS_OK')).toBe(true);
    expect(new Set(answers.map((a) => a.transaction_id)).size).toBe(1);
    expect(new Set(answers.map((a) => a.balance))).toEqual(new Set([9_300]));
    expect(await accountBalance(d.db, p.accountId)).toBe(9_300);
    expect((await bet(p, 'race-bet', 800)).status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    const wins = await Promise.all(Array.from({ length: 10 }, () => win(p, 'race-win', 'race-bet', 1_400)));
    expect(wins.every((a) => a.status === 'RS_OK' && a.balance === 10_700)).toBe(true);
    expect(await accountBalance(d.db, p.accountId)).toBe(10_700);
    expect(invariantHolds(await checkInvariant(d.db))).toBe(true);
  });

  it('refunds a bet exactly once when rollbacks with different uuids and a win race; a later win is refused', async () => {
    const p = await player(5_000);
    expect((await bet(p, 'rb-bet', 2_000)).balance).toBe(3_000);
    const racing = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => rollback(p, `rb-rollback-${i}`, 'rb-bet')),
      ...Array.from({ length: 4 }, () => rollback(p, 'rb-rollback-0', 'rb-bet')),
    ]);
    expect(racing.every((a) => a.status === 'RS_OK')).toBe(true);
    expect(await accountBalance(d.db, p.accountId)).toBe(5_000);
    expect((await win(p, 'rb-win', 'rb-bet', 4_000)).status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect(await accountBalance(d.db, p.accountId)).toBe(5_000);
    expect(invariantHolds(await checkInvariant(d.db))).toBe(true);
  });

  it('answers an unknown bet: win and rollback do not exist, and the late bet is refused as rolled back', async () => {
    const p = await player(5_000);
    expect((await win(p, 'ghost-win', 'ghost-bet', 100)).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect((await rollback(p, 'ghost-rb', 'ghost-bet')).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect((await bet(p, 'ghost-bet', 100)).status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect(await accountBalance(d.db, p.accountId)).toBe(5_000);
  });

  it('never overdraws: 30 parallel bets of 700 on 10,000 accept exactly 14', async () => {
    const p = await player(10_000);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => bet(p, `od-${i}`, 700)));
    const ok = answers.filter((a) => a.status === 'RS_OK');
    expect(ok).toHaveLength(14);
    expect(answers.filter((a) => a.status === 'RS_ERROR_NOT_ENOUGH_MONEY')).toHaveLength(16);
    expect(answers.every((a) => typeof a.balance === 'number' && a.balance >= 0)).toBe(true);
    expect(await accountBalance(d.db, p.accountId)).toBe(200);
    expect(invariantHolds(await checkInvariant(d.db))).toBe(true);
  });

  it('refuses bets of a self-excluded player (session ended, user disabled) but still pays the open round', async () => {
    const p = await player(5_000);
    expect((await bet(p, 'se-bet', 1_000)).status).toBe('RS_OK');
    await setLimits(d.db, p.playerId, [{ limitType: 30, limitValue: 1 }], NOW, t);
    // The self-exclusion ended the game session; one it did not reach is refused by rg_spend.
    expect((await bet(p, 'se-bet-2', 1_000)).status).toBe('RS_ERROR_TOKEN_EXPIRED');
    await d.db.execute(sql`update casino_sessions set expires_at = ${new Date(NOW + 600_000).toISOString()}::timestamptz where player_id = ${p.playerId}`);
    expect((await bet(p, 'se-bet-3', 1_000)).status).toBe('RS_ERROR_USER_DISABLED');
    expect((await win(p, 'se-win', 'se-bet', 1_500)).status).toBe('RS_OK');
    expect(await accountBalance(d.db, p.accountId)).toBe(5_500);
    await expect(openGameSession(d.db, { playerId: p.playerId, brandId: 'main', gameId, accountId: p.accountId, country: null, now: NOW })).rejects.toMatchObject({ code: 'self_excluded' });
  });

  it('accepts wins and rollbacks after the token expired, but not bets', async () => {
    const p = await player(5_000);
    expect((await bet(p, 'exp-bet', 1_000)).status).toBe('RS_OK');
    expect((await bet(p, 'exp-bet-2', 1_000)).status).toBe('RS_OK');
    const later = NOW + 11 * 60_000;
    expect((await walletBet(d.db, P, { ...base(p, 'exp-bet-3'), currency: 'RUB', amount: 100 }, later)).status).toBe('RS_ERROR_TOKEN_EXPIRED');
    expect((await walletWin(d.db, P, { ...base(p, 'exp-win'), currency: 'RUB', amount: 300, reference_transaction_uuid: 'exp-bet' }, later)).status).toBe('RS_OK');
    expect((await walletRollback(d.db, P, { ...base(p, 'exp-rb'), reference_transaction_uuid: 'exp-bet-2' }, later)).status).toBe('RS_OK');
    expect(await accountBalance(d.db, p.accountId)).toBe(4_300);
  });

  it('answers a known session\'s calls in one statement exactly as the first lookup does', async () => {
    const p = await player(5_000);
    const expiry = async () => new Date(String(((await d.db.execute(sql`select expires_at from casino_sessions where player_id = ${p.playerId}`)) as unknown as { rows: { expires_at: string }[] }).rows[0]!.expires_at)).getTime();
    expect((await bet(p, 'known-1', 1_000)).status).toBe('RS_OK'); // the lookup: facts remembered
    // Later calls take the folded statement: each moves the expiry forward in the same transaction.
    const at = NOW + 9 * 60_000;
    const second = await walletBet(d.db, P, { ...base(p, 'known-2'), currency: 'RUB', amount: 500 }, at);
    expect(second).toMatchObject({ status: 'RS_OK', balance: 3_500, user: p.user, currency: 'RUB' });
    expect(await expiry()).toBe(at + 10 * 60_000);
    // Within the next minute a bet and a win leave the expiry as it is: one session write a minute, not one per call.
    const soon = at + 50_000;
    expect((await walletBet(d.db, P, { ...base(p, 'known-2a'), currency: 'RUB', amount: 0 }, soon)).status).toBe('RS_OK');
    expect((await walletWin(d.db, P, { ...base(p, 'known-2b'), currency: 'RUB', amount: 0, reference_transaction_uuid: 'known-2a' }, soon)).status).toBe('RS_OK');
    expect(await expiry()).toBe(at + 10 * 60_000);
    // Refusals of the remembered facts answer as before and move nothing.
    expect((await walletBet(d.db, P, { ...base({ ...p, user: '999999' }, 'known-3'), currency: 'RUB', amount: 100 }, at)).status).toBe('RS_ERROR_INVALID_TOKEN');
    expect((await walletBet(d.db, P, { ...base(p, 'known-4'), currency: 'EUR', amount: 100 }, at)).status).toBe('RS_ERROR_WRONG_CURRENCY');
    expect((await walletBet(d.db, P, { ...base(p, 'known-5'), game_code: 'limbo', currency: 'RUB', amount: 100 }, at)).status).toBe('RS_ERROR_INVALID_GAME');
    expect((await walletWin(d.db, P, { ...base({ ...p, user: '999999' }, 'known-6'), currency: 'RUB', amount: 100, reference_transaction_uuid: 'known-2' }, at)).status).toBe('RS_ERROR_INVALID_TOKEN');
    // Past the moved expiry: the folded bet is refused and moves nothing; a win is still paid and
    // does not revive the session.
    const late = at + 10 * 60_000 + 1;
    expect(await walletBet(d.db, P, { ...base(p, 'known-7'), currency: 'RUB', amount: 100 }, late)).toMatchObject({ status: 'RS_ERROR_TOKEN_EXPIRED' });
    expect((await walletWin(d.db, P, { ...base(p, 'known-8'), currency: 'RUB', amount: 2_000, reference_transaction_uuid: 'known-2' }, late)).status).toBe('RS_OK');
    expect(await expiry()).toBe(at + 10 * 60_000);
    expect((await walletBet(d.db, P, { ...base(p, 'known-9'), currency: 'RUB', amount: 100 }, late)).status).toBe('RS_ERROR_TOKEN_EXPIRED');
    expect(await accountBalance(d.db, p.accountId)).toBe(5_500);
    // known-1, known-2, known-2a, known-2b and known-8: the refusals stored nothing.
    const stored = (await d.db.execute(sql`select count(*)::int as n from casino_transactions where player_id = ${p.playerId}`)) as unknown as { rows: { n: number }[] };
    expect(stored.rows[0]!.n).toBe(5);
  });
});
