/**
 * Casino rounds of a player for the bet history (spec §3 bet history directory 7 casino): each bet
 * a provider placed through the wallet (src/server/casino/wallet.ts), newest first, with the sum of
 * its wins, whether it was rolled back, and the provider's verify page of the round (our own game
 * server: `/game-server/verify/{round}`); games named in a page's language with `text`.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { CasinoRoundEntry } from '../../domain/pages/casino.ts';
import { formatMinor } from '../../domain/money.ts';
import { GAME_SERVER_PROVIDER } from '../../../schemas/game-server.ts';
import { DAY_MS } from '../../domain/time.ts';
import type { LanguageCode } from '../../../schemas/language.ts';
import { namedIn } from './lobby.ts';

/** Our own game server's provider id (its rounds link to its verify page). */

/**
 * One page of the player's casino rounds.
 * @param query `from`/`to` days (UTC, inclusive), `page` from 1, `pageSize`
 */
export async function casinoRounds(
  db: Db, playerId: number, query: { from?: string | undefined; to?: string | undefined; page: number; pageSize: number }, text?: { brandId: string; lng: LanguageCode },
): Promise<{ rounds: CasinoRoundEntry[]; total: number }> {
  const from = query.from ? new Date(`${query.from}T00:00:00Z`).toISOString() : null;
  const to = query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS).toISOString() : null;
  const where = sql`t.player_id = ${playerId} and t.kind = 'bet'
    and (${from}::timestamptz is null or t.created_at >= ${from}::timestamptz) and (${to}::timestamptz is null or t.created_at < ${to}::timestamptz)`;
  const counted = (await db.execute(sql`select count(*)::int as n from casino_transactions t where ${where}`)) as unknown as { rows: { n: number }[] };
  const rows = (await db.execute(sql`
    select t.transaction_uuid, t.round, t.amount, t.won_amount, t.rolled_back_at, t.created_at, t.provider_id, g.name as game_name, g.code as game_code, p.name as provider_name, c.iso, c.exponent
    from casino_transactions t join casino_games g on g.id = t.game_id join casino_providers p on p.id = t.provider_id join currencies c on c.id = t.currency_id
    where ${where}
    order by t.created_at desc, t.id desc limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`)) as unknown as { rows: Record<string, unknown>[] };
  return {
    total: Number(counted.rows[0]?.n ?? 0),
    rounds: rows.rows.map((r) => {
      const exponent = Number(r.exponent);
      const round = String(r.round);
      const game = { providerId: String(r.provider_id), code: String(r.game_code), name: String(r.game_name) };
      return {
        betUuid: String(r.transaction_uuid), round, gameName: text ? namedIn([game], text.brandId, text.lng)[0]!.name : game.name, providerName: String(r.provider_name),
        stakeMinor: Number(r.amount), payoutMinor: Number(r.won_amount), stake: formatMinor(Number(r.amount), exponent), payout: formatMinor(Number(r.won_amount), exponent),
        currency: String(r.iso), rolledBack: r.rolled_back_at !== null, placedAt: (r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at))).toISOString(),
        verifyHref: r.provider_id === GAME_SERVER_PROVIDER && /^\d+-\d+$/.test(round) ? `/game-server/verify/${round}` : null,
      };
    }),
  };
}
