/**
 * Casino tournaments on PGlite and PostgreSQL (src/server/tournaments/service.ts): the standings
 * of a period count the brand's real-money casino stakes of the tournament's categories at or above
 * the minimum stake, inside the period on the feed clock, not rolled back — by total stakes (ties to
 * whoever got there first) or by best win ÷ stake — and a finished period's prizes are paid exactly
 * once when 20 settlements race (on PostgreSQL from two database handles, as two instances would),
 * with the bank invariant holding.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { engines, freshDatabase, type TestDatabase } from '../helpers/db.ts';
import { checkInvariant, invariantHolds } from '../helpers/invariant.ts';
import type { Database } from '../../src/server/db/client.ts';
import { openDatabase } from '../../src/server/database.ts';
import { createPlayer, playerAccountIds } from '../../src/server/ledger/accounts.ts';
import { accountBalance } from '../../src/server/ledger/ledger.ts';
import { deposit } from '../../src/server/payments/create.ts';
import { openGameSession } from '../../src/server/casino/launch.ts';
import { walletBet, walletRollback, walletWin } from '../../src/server/casino/wallet.ts';
import { brandTournaments, settleTournamentPeriod, standings, tournamentBoard } from '../../src/server/tournaments/service.ts';
import { periodAt, periodBounds } from '../../src/domain/tournaments/rules.ts';
import { brands } from '../../src/server/brands.ts';
import { tournamentResults } from '../../src/server/db/schema.ts';

const ENGINES = await engines();
const P = 'betportal-games';
const main = brands.byId.get('main')!;

describe.each(ENGINES)('tournaments on %s', (kind) => {
  let t: TestDatabase;
  let second: Database | null = null;
  const gameIds = new Map<string, number>();
  let n = 0;

  async function player() {
    const playerId = await createPlayer(t.db, 'main', 'RUB');
    const { main: accountId } = await playerAccountIds(t.db, playerId);
    await deposit(t.db, { playerId, accountId, amountMinor: 1_000_000, providerId: 'test', idempotencyKey: `tour-${kind}-${++n}` });
    return { playerId, accountId };
  }
  async function play(p: { playerId: number; accountId: number }, game: string, stake: number, win: number, at: number) {
    const { token } = await openGameSession(t.db, { playerId: p.playerId, brandId: 'main', gameId: gameIds.get(game)!, accountId: p.accountId, country: null, now: at });
    const uuid = `tb-${kind}-${++n}`;
    const base = { request_uuid: `r-${uuid}`, token, user: String(p.playerId), round: `round-${uuid}`, round_closed: win === 0, game_code: game, currency: 'RUB' };
    expect((await walletBet(t.db, P, { ...base, transaction_uuid: uuid, amount: stake }, at)).status).toBe('RS_OK');
    if (win > 0) expect((await walletWin(t.db, P, { ...base, round_closed: true, transaction_uuid: `${uuid}-w`, reference_transaction_uuid: uuid, amount: win }, at)).status).toBe('RS_OK');
    return { token, uuid, base };
  }

  beforeAll(async () => {
    t = await freshDatabase(kind, { poolSize: 12 });
    if (kind === 'pg') second = await openDatabase({ kind: 'pg', url: t.location!, poolSize: 6 });
    const rows = (await t.db.execute(sql`select id, code from casino_games`)) as unknown as { rows: { id: string; code: string }[] };
    for (const row of rows.rows) gameIds.set(row.code, Number(row.id));
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await t.dispose();
  });

  it('ranks a slots race by stakes inside the period and pays its prizes once when 20 settlements race', async () => {
    const race = (await brandTournaments(t.db, main)).find((x) => x.slug === 'weekly-slots-race')!;
    const week = periodBounds(race.anchor.getTime(), 'weekly', 20);
    const at = week.startsAt + 3_600_000;
    const [a, b, c] = [await player(), await player(), await player()];
    await play(a, 'northern-lights', 5_000, 0, at);
    await play(a, 'desert-caravan', 5_000, 0, at + 1000);
    await play(b, 'northern-lights', 10_000, 0, at + 500); // same total as a, reached earlier
    await play(c, 'northern-lights', 20_000, 0, at + 2000);
    await play(c, 'dice', 50_000, 0, at + 3000); // dice is no slot
    await play(b, 'northern-lights', 900, 0, at + 4000); // below the 10 RUB minimum
    await play(a, 'northern-lights', 7_000, 0, week.endsAt); // the next period
    const rolled = await play(c, 'desert-caravan', 30_000, 0, at + 5000);
    expect((await walletRollback(t.db, P, { ...rolled.base, transaction_uuid: `${rolled.uuid}-rb`, reference_transaction_uuid: rolled.uuid }, at + 6000)).status).toBe('RS_OK');
    const table = await standings(t.db, race, week);
    expect(table.filter((s) => [a, b, c].some((p) => p.playerId === s.playerId)).map((s) => [s.playerId, s.score])).toEqual([
      [c.playerId, 20_000], [b.playerId, 10_000], [a.playerId, 10_000],
    ]);
    const before = await Promise.all([a, b, c].map((p) => accountBalance(t.db, p.accountId)));
    expect(await settleTournamentPeriod(t.db, race, 20, week.endsAt - 1), 'not before the period ends').toBe(false);
    const handles = [t.db, second?.db ?? t.db];
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => settleTournamentPeriod(handles[i % 2]!, race, 20, week.endsAt)));
    expect(results.filter(Boolean)).toHaveLength(1);
    const after = await Promise.all([a, b, c].map((p) => accountBalance(t.db, p.accountId)));
    // a: 3rd (1,000 RUB), b: 2nd (2,500 RUB), c: 1st (5,000 RUB).
    expect(after.map((x, i) => x - before[i]!)).toEqual([100_000, 250_000, 500_000]);
    const [row] = await t.db.select().from(tournamentResults).where(eq(tournamentResults.tournamentId, race.id));
    expect(row!.standings.slice(0, 3).map((s) => s.prizeMinor)).toEqual([500_000, 250_000, 100_000]);
    expect(invariantHolds(await checkInvariant(t.db))).toBe(true);
  });

  it('ranks the best multiplier of a day with a minimum stake, and shows the viewer on the board', async () => {
    const daily = (await brandTournaments(t.db, main)).find((x) => x.slug === 'daily-best-multiplier')!;
    const day = periodBounds(daily.anchor.getTime(), 'daily', 200);
    const at = day.startsAt + 60_000;
    const [a, b] = [await player(), await player()];
    await play(a, 'dice', 5_000, 12_500, at); // 2.50×
    await play(a, 'limbo', 5_000, 5_000, at + 10); // 1.00×
    await play(b, 'roulette', 10_000, 360_000, at + 20); // 36.00×
    await play(b, 'keno', 4_000, 400_000, at + 30); // below the 50 RUB minimum
    const board = await tournamentBoard(t.db, daily, at + 60_000, a.playerId);
    expect(board.period).toBe(periodAt(daily.anchor.getTime(), 'daily', at).index);
    const rows = board.rows.filter((r) => r.score === 3_600 || r.me);
    expect(rows.map((r) => [r.score, r.me, r.prizeMinor])).toEqual([[3_600, false, 200_000], [250, true, 100_000]]);
  });
});
