/**
 * The rounds the casino wallet flagged for risk staff (drizzle/0043 `casino_flagged_rounds`: a win
 * refused because the round's wins would pass the game's maximum multiplier × its stakes or the
 * provider's cap; src/server/casino/wallet.ts) and the console page that lists them,
 * `/console/casino-risk` (`casino.risk`: risk and admin staff), newest first.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { consoleFlaggedRound, type ConsoleFlaggedRound } from '../../../schemas/casino-wallet.ts';
import { ALL_BRANDS, brandsAllowing } from '../../domain/staff/roles.ts';
import { consoleData, type ConsoleLoad, type ConsolePageContext } from '../staff/load.ts';
import { FLAGGED_ROUNDS_SHOWN, type ConsoleCasinoRiskData } from '../../domain/console/pages.ts';

/**
 * The newest flagged rounds of players of `brandIds` ({@link ALL_BRANDS} in the list: every brand),
 * each parsed through the console's allow-list {@link consoleFlaggedRound}.
 * @returns at most {@link FLAGGED_ROUNDS_SHOWN} rounds, newest first (id breaks ties)
 */
export async function flaggedRounds(db: Db, brandIds: readonly string[]): Promise<ConsoleFlaggedRound[]> {
  if (brandIds.length === 0) return [];
  const every = brandIds.includes(ALL_BRANDS);
  const brands = JSON.stringify(brandIds);
  const result = (await db.execute(sql`
    select f.id, p.brand_id, f.player_id, f.provider_id, f.round, g.name as game_name, c.iso, c.exponent,
      f.win_minor, f.won_before_minor, f.stakes_minor, f.cap_minor, f.reason, f.flagged_at
    from casino_flagged_rounds f join players p on p.id = f.player_id join casino_games g on g.id = f.game_id join currencies c on c.id = f.currency_id
    where ${every} or p.brand_id in (select jsonb_array_elements_text(${brands}::jsonb))
    order by f.flagged_at desc, f.id desc limit ${FLAGGED_ROUNDS_SHOWN}`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((r) => consoleFlaggedRound.parse({
    id: Number(r.id), brandId: String(r.brand_id), playerId: Number(r.player_id), providerId: String(r.provider_id), round: String(r.round),
    gameName: String(r.game_name), currency: String(r.iso), exponent: Number(r.exponent), winMinor: Number(r.win_minor),
    wonBeforeMinor: Number(r.won_before_minor), stakesMinor: Number(r.stakes_minor), capMinor: Number(r.cap_minor), reason: r.reason,
    flaggedAt: new Date(String(r.flagged_at)).toISOString(),
  }));
}

/** `/console/casino-risk`: the flagged rounds of the brands the staff member holds `casino.risk` on. */
export async function loadConsoleCasinoRisk(ctx: ConsolePageContext): Promise<ConsoleLoad<ConsoleCasinoRiskData>> {
  return consoleData({ rounds: await flaggedRounds(ctx.db, brandsAllowing(ctx.staff!.grants, 'casino.risk')) });
}
