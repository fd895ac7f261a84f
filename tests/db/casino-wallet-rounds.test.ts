/**
 * Round state and maximum payout of the casino wallet on PGlite and PostgreSQL
 * (src/server/casino/wallet.ts, drizzle/0043_casino_round_state.sql): a round closed by its win
 * (0 or paid) or by a closing rollback refuses a rollback of any of its bets, a new bet and a new
 * win; a win taking the round's wins above the game's max multiplier × the round's stakes, or above
 * the provider's cap, is refused, credits nothing and flags the round once; a win exactly at the cap
 * is credited. Every rule holds on the first call of a token (full session lookup) and on the
 * remembered-session path (one statement, casino_session_bet / casino_session_win).
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
import { MAX_MULTIPLIERS } from '../../src/domain/casino/catalogue.ts';
import { flaggedRounds } from '../../src/server/casino/flagged-rounds.ts';

const ENGINES = await engines();
const NOW = Date.UTC(2026, 5, 13, 15, 37, 30);
const P = 'betportal-games';

interface Who { playerId: number; accountId: number; token: string; user: string }
type Rows = { rows: Record<string, unknown>[] };

describe.each(ENGINES)('casino wallet rounds on %s', (kind) => {
  let d: TestDatabase;
  let gameId: number;
  let n = 0;

  async function session(playerId: number, accountId: number): Promise<string> {
    return (await openGameSession(d.db, { playerId, brandId: 'main', gameId, accountId, country: null, now: NOW })).token;
  }
  async function player(depositMinor: number): Promise<Who> {
    const playerId = await createPlayer(d.db, 'main', 'RUB');
    const { main } = await playerAccountIds(d.db, playerId);
    await deposit(d.db, { playerId, accountId: main, amountMinor: depositMinor, providerId: 'test', idempotencyKey: `rounds:${playerId}:${kind}` });
    return { playerId, accountId: main, token: await session(playerId, main), user: String(playerId) };
  }
  const common = (p: Who, uuid: string, round: string, closed: boolean) => ({
    request_uuid: `r-${uuid}-${++n}`, transaction_uuid: uuid, token: p.token, user: p.user, round, round_closed: closed, game_code: 'dice',
  });
  const bet = (p: Who, uuid: string, round: string, amount: number) => walletBet(d.db, P, { ...common(p, uuid, round, false), currency: 'RUB', amount }, NOW);
  const win = (p: Who, uuid: string, round: string, ref: string, amount: number, closed = true) =>
    walletWin(d.db, P, { ...common(p, uuid, round, closed), currency: 'RUB', amount, reference_transaction_uuid: ref }, NOW);
  const rollback = (p: Who, uuid: string, round: string, ref: string, closed = false) =>
    walletRollback(d.db, P, { ...common(p, uuid, round, closed), reference_transaction_uuid: ref }, NOW);
  const flags = async (round: string) =>
    ((await d.db.execute(sql`select player_id, game_id, win_minor, cap_minor, stakes_minor, reason from casino_flagged_rounds where round = ${round}`)) as unknown as Rows).rows
      .map((r) => ({ player: Number(r.player_id), game: Number(r.game_id), win: Number(r.win_minor), cap: Number(r.cap_minor), stakes: Number(r.stakes_minor), reason: r.reason }));

  beforeAll(async () => {
    d = await freshDatabase(kind, { poolSize: 12 });
    const rows = (await d.db.execute(sql`select id, max_multiplier from casino_games where code = 'dice'`)) as unknown as Rows;
    gameId = Number(rows.rows[0]!.id);
    // The seed writes the maths' maximum multiplier (dice: 0.99 × 10,001 / 99 = 100.01).
    expect(Number(rows.rows[0]!.max_multiplier)).toBe(MAX_MULTIPLIERS.dice);
    expect(MAX_MULTIPLIERS.dice).toBe(100.01);
  }, 120_000);
  afterAll(() => d.dispose());

  it('refuses a rollback after a lost round (win 0, round closed): balance unchanged, on both paths', async () => {
    const p = await player(10_000);
    expect((await bet(p, 'lost-bet', 'lost-round', 1_000)).status).toBe('RS_OK');
    expect((await win(p, 'lost-win', 'lost-round', 'lost-bet', 0)).status).toBe('RS_OK');
    expect(await accountBalance(d.db, p.accountId)).toBe(9_000);
    // Remembered session (second call of the token onwards).
    expect(await rollback(p, 'lost-rb', 'lost-round', 'lost-bet')).toMatchObject({ status: 'RS_ERROR_UNKNOWN', balance: 9_000 });
    expect(await rollback(p, 'lost-rb', 'lost-round', 'lost-bet', true)).toMatchObject({ status: 'RS_ERROR_UNKNOWN', balance: 9_000 });
    // A fresh token of the same player (full lookup) is refused the same way.
    const fresh = { ...p, token: await session(p.playerId, p.accountId) };
    expect(await rollback(fresh, 'lost-rb-2', 'lost-round', 'lost-bet')).toMatchObject({ status: 'RS_ERROR_UNKNOWN', balance: 9_000 });
    expect(await accountBalance(d.db, p.accountId)).toBe(9_000);
    // The win's repeat still answers its stored answer.
    expect((await win(p, 'lost-win', 'lost-round', 'lost-bet', 0)).status).toBe('RS_OK');
    expect(invariantHolds(await checkInvariant(d.db))).toBe(true);
  });

  it('refuses a rollback of any bet of a round closed by a paid win', async () => {
    const p = await player(10_000);
    expect((await bet(p, 'paid-bet-1', 'paid-round', 1_000)).status).toBe('RS_OK');
    expect((await bet(p, 'paid-bet-2', 'paid-round', 1_000)).status).toBe('RS_OK'); // a second stake of the round (a double)
    expect((await win(p, 'paid-win', 'paid-round', 'paid-bet-1', 4_000)).balance).toBe(12_000);
    expect((await rollback(p, 'paid-rb-1', 'paid-round', 'paid-bet-1')).status).toBe('RS_ERROR_UNKNOWN');
    expect((await rollback(p, 'paid-rb-2', 'paid-round', 'paid-bet-2')).status).toBe('RS_ERROR_UNKNOWN');
    expect(await accountBalance(d.db, p.accountId)).toBe(12_000);
    expect(invariantHolds(await checkInvariant(d.db))).toBe(true);
  });

  it('refuses a bet and a new win into a closed round (closed by a win or by a closing rollback); other rounds go on', async () => {
    const p = await player(10_000);
    expect((await bet(p, 'cl-bet', 'cl-round', 1_000)).status).toBe('RS_OK');
    expect((await win(p, 'cl-win', 'cl-round', 'cl-bet', 0)).status).toBe('RS_OK');
    expect(await bet(p, 'cl-bet-late', 'cl-round', 1_000)).toMatchObject({ status: 'RS_ERROR_UNKNOWN', balance: 9_000 });
    expect((await win(p, 'cl-win-2', 'cl-round', 'cl-bet', 500)).status).toBe('RS_ERROR_UNKNOWN');
    // First call of a fresh token: the full lookup answers the same.
    const fresh = { ...p, token: await session(p.playerId, p.accountId) };
    expect((await bet(fresh, 'cl-bet-late-2', 'cl-round', 1_000)).status).toBe('RS_ERROR_UNKNOWN');
    // A rollback with round_closed refunds its bet and closes the round.
    expect((await bet(p, 'rc-bet', 'rc-round', 2_000)).status).toBe('RS_OK');
    expect((await rollback(p, 'rc-rb', 'rc-round', 'rc-bet', true)).status).toBe('RS_OK');
    expect((await bet(p, 'rc-bet-2', 'rc-round', 2_000)).status).toBe('RS_ERROR_UNKNOWN');
    // A rollback without round_closed leaves the round open.
    expect((await bet(p, 'op-bet', 'op-round', 2_000)).status).toBe('RS_OK');
    expect((await rollback(p, 'op-rb', 'op-round', 'op-bet')).status).toBe('RS_OK');
    expect((await bet(p, 'op-bet-2', 'op-round', 2_000)).status).toBe('RS_OK');
    expect(await accountBalance(d.db, p.accountId)).toBe(7_000);
    expect(invariantHolds(await checkInvariant(d.db))).toBe(true);
  });

  it('refuses a win above the max multiplier × stakes: nothing credited, the round flagged once; a repeat answers the same', async () => {
    const p = await player(10_000);
    expect((await bet(p, 'big-bet', 'big-round', 1_000)).status).toBe('RS_OK'); // 10 RUB on dice
    const huge = 100_000_000_000; // 1,000,000,000 RUB
    expect(await win(p, 'big-win', 'big-round', 'big-bet', huge)).toMatchObject({ status: 'RS_ERROR_UNKNOWN', balance: 9_000 });
    expect(await flags('big-round')).toEqual([{ player: p.playerId, game: gameId, win: huge, cap: 100_010, stakes: 1_000, reason: 'game_max_multiplier' }]);
    // The repeat (remembered session) and a fresh token (full lookup): same refusal, one flag.
    expect(await win(p, 'big-win', 'big-round', 'big-bet', huge)).toMatchObject({ status: 'RS_ERROR_UNKNOWN', balance: 9_000 });
    const fresh = { ...p, token: await session(p.playerId, p.accountId) };
    expect((await win(fresh, 'big-win', 'big-round', 'big-bet', huge)).status).toBe('RS_ERROR_UNKNOWN');
    expect(await flags('big-round')).toHaveLength(1);
    expect(await accountBalance(d.db, p.accountId)).toBe(9_000);
    expect((await d.db.execute(sql`select 1 from casino_transactions where transaction_uuid = 'big-win'`) as unknown as Rows).rows).toHaveLength(0);
    // The risk console lists it for the player's brand only, with the allow-listed fields.
    const listed = (await flaggedRounds(d.db, ['main'])).filter((r) => r.round === 'big-round');
    expect(listed).toEqual([expect.objectContaining({ brandId: 'main', playerId: p.playerId, providerId: P, gameName: 'Dice', currency: 'RUB', exponent: 2, winMinor: huge, wonBeforeMinor: 0, stakesMinor: 1_000, capMinor: 100_010, reason: 'game_max_multiplier' })]);
    expect(Object.keys(listed[0]!).sort()).toEqual(['brandId', 'capMinor', 'currency', 'exponent', 'flaggedAt', 'gameName', 'id', 'playerId', 'providerId', 'reason', 'round', 'stakesMinor', 'winMinor', 'wonBeforeMinor']);
    expect((await flaggedRounds(d.db, ['vip'])).filter((r) => r.round === 'big-round')).toEqual([]);
    expect((await flaggedRounds(d.db, ['*'])).some((r) => r.round === 'big-round')).toBe(true);
    // The round is still open: the real result can be paid.
    expect((await win(p, 'big-win-real', 'big-round', 'big-bet', 2_000)).balance).toBe(11_000);
    expect(invariantHolds(await checkInvariant(d.db))).toBe(true);
  });

  it('credits a win exactly at the cap of the round\'s stakes (rolled-back bets not counted); one minor unit more is refused', async () => {
    const p = await player(10_000);
    expect((await bet(p, 'cap-bet-1', 'cap-round', 1_000)).status).toBe('RS_OK');
    expect((await bet(p, 'cap-bet-2', 'cap-round', 500)).status).toBe('RS_OK');
    expect((await bet(p, 'cap-bet-3', 'cap-round', 700)).status).toBe('RS_OK');
    expect((await rollback(p, 'cap-rb-3', 'cap-round', 'cap-bet-3')).status).toBe('RS_OK');
    // Stakes 1,500 × 100.01 = 150,015: a first win of 150,000 (round open) and then 16 more is over.
    expect((await win(p, 'cap-win-1', 'cap-round', 'cap-bet-1', 150_000, false)).status).toBe('RS_OK');
    expect((await win(p, 'cap-win-2', 'cap-round', 'cap-bet-2', 16)).status).toBe('RS_ERROR_UNKNOWN');
    expect(await flags('cap-round')).toMatchObject([{ win: 16, cap: 150_015, stakes: 1_500 }]);
    expect((await win(p, 'cap-win-3', 'cap-round', 'cap-bet-2', 15)).status).toBe('RS_OK'); // exactly at the cap, closes the round
    expect(await accountBalance(d.db, p.accountId)).toBe(10_000 - 1_500 + 150_015);
    // The same on a fresh token's first call (full lookup).
    const q = await player(10_000);
    expect((await bet(q, 'cap-bet-q', 'cap-round-q', 1_000)).status).toBe('RS_OK');
    const fresh = { ...q, token: await session(q.playerId, q.accountId) };
    expect((await win(fresh, 'cap-win-q1', 'cap-round-q', 'cap-bet-q', 100_011)).status).toBe('RS_ERROR_UNKNOWN');
    const fresh2 = { ...q, token: await session(q.playerId, q.accountId) };
    expect((await win(fresh2, 'cap-win-q2', 'cap-round-q', 'cap-bet-q', 100_010)).status).toBe('RS_OK');
    expect(await accountBalance(d.db, q.accountId)).toBe(10_000 - 1_000 + 100_010);
    expect(invariantHolds(await checkInvariant(d.db))).toBe(true);
  });

  it('refuses a win above the provider\'s cap in the round\'s currency and flags it', async () => {
    const p = await player(10_000);
    await d.db.execute(sql`update casino_providers set max_win_minor = '{"RUB": 5000, "EUR": 100}'::jsonb where id = ${P}`);
    try {
      expect((await bet(p, 'pc-bet', 'pc-round', 1_000)).status).toBe('RS_OK');
      expect((await win(p, 'pc-win', 'pc-round', 'pc-bet', 5_001)).status).toBe('RS_ERROR_UNKNOWN');
      expect(await flags('pc-round')).toMatchObject([{ win: 5_001, cap: 5_000, reason: 'provider_cap' }]);
      expect((await win(p, 'pc-win-2', 'pc-round', 'pc-bet', 5_000)).status).toBe('RS_OK');
      expect(await accountBalance(d.db, p.accountId)).toBe(14_000);
    } finally {
      await d.db.execute(sql`update casino_providers set max_win_minor = null where id = ${P}`);
    }
  });

  it('applies a closing win and a rollback of another bet of the round one after the other', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => player(10_000)));
    const results = await Promise.all(players.map(async (p, i) => {
      const round = `race-round-${i}`;
      expect((await bet(p, `race-a-${i}`, round, 1_000)).status).toBe('RS_OK');
      expect((await bet(p, `race-b-${i}`, round, 1_000)).status).toBe('RS_OK');
      const [w, rb] = await Promise.all([win(p, `race-w-${i}`, round, `race-a-${i}`, 0), rollback(p, `race-rb-${i}`, round, `race-b-${i}`)]);
      return { p, w, rb };
    }));
    for (const { p, w, rb } of results) {
      expect(w.status).toBe('RS_OK');
      expect(['RS_OK', 'RS_ERROR_UNKNOWN']).toContain(rb.status);
      // Either the rollback came first (refunded, then the win closed the round) or the win did (rollback refused).
      expect(await accountBalance(d.db, p.accountId)).toBe(rb.status === 'RS_OK' ? 9_000 : 8_000);
      const stakes = ((await d.db.execute(sql`select stakes_minor from casino_rounds where player_id = ${p.playerId}`)) as unknown as Rows).rows[0]!;
      expect(Number(stakes.stakes_minor)).toBe(rb.status === 'RS_OK' ? 1_000 : 2_000);
    }
    expect(invariantHolds(await checkInvariant(d.db))).toBe(true);
  });
});
