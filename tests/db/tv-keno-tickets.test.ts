/**
 * TV keno ticket settlement on PGlite and PostgreSQL (src/server/game-server/tickets.ts): demo
 * tickets of one draw, settled by 8 concurrent settlement runs once the draw is over, are each paid
 * exactly once (the fun-money wallet grows by the sum of the payouts the revealed draw gives), and
 * nothing is settled before the draw's last number.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines, freshDatabase, type TestDatabase } from '../helpers/db.ts';
import { buyTicket, settleDueTickets } from '../../src/server/game-server/tickets.ts';
import { playerOf } from '../../src/server/game-server/service.ts';
import { roundTimes, tvKenoEndsAt, tvKenoRoundDraw } from '../../src/domain/casino/scheduled.ts';
import { settleTvKeno } from '../../src/domain/casino/tv-keno.ts';
import { scheduledRoundSeed, scheduledSecret } from '../../src/server/casino/scheduled-fair.ts';

const ENGINES = await engines();
const ROUND = 9_000;

describe.each(ENGINES)('TV keno ticket settlement on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(kind);
  }, 120_000);
  afterAll(async () => {
    await t.dispose();
  });

  it('pays each ticket of a draw once under concurrent settlement, and none before the draw ends', async () => {
    const { opensAt } = roundTimes('tv-keno', ROUND);
    const player = await playerOf(t.db, {});
    const tickets: { picks: number[]; stake: number }[] = [];
    for (let i = 0; i < 6; i++) {
      const picks = Array.from({ length: 1 + (i % 5) }, (_, k) => 1 + ((i * 13 + k * 7) % 80));
      await buyTicket(t.db, player, 'tv-keno', { picks }, 500 + i * 100, opensAt + 1000);
      tickets.push({ picks, stake: 500 + i * 100 });
    }
    const balanceAfterBuying = Number((((await t.db.execute(sql`select balance from gs_demo_wallets where id = ${player.demoId!}`)) as unknown as { rows: { balance: string }[] }).rows[0]!.balance));
    expect((await settleDueTickets(t.db, tvKenoEndsAt(ROUND) - 1)).rounds).toBe(0);

    const results = await Promise.all(Array.from({ length: 8 }, () => settleDueTickets(t.db, tvKenoEndsAt(ROUND))));
    expect(results.reduce((sum, r) => sum + r.rounds, 0)).toBe(1);
    const drawn = tvKenoRoundDraw(ROUND, scheduledRoundSeed(await scheduledSecret(t.db), 'tv-keno', ROUND));
    const paid = tickets.reduce((sum, ticket) => sum + settleTvKeno(drawn, ticket.picks, ticket.stake).payoutMinor, 0);
    const balance = Number((((await t.db.execute(sql`select balance from gs_demo_wallets where id = ${player.demoId!}`)) as unknown as { rows: { balance: string }[] }).rows[0]!.balance));
    expect(balance).toBe(balanceAfterBuying + paid);
    const open = (await t.db.execute(sql`select count(*)::int as n from gs_tickets where round = ${ROUND} and status = 'open'`)) as unknown as { rows: { n: number }[] };
    expect(open.rows[0]!.n).toBe(0);
  });
});
