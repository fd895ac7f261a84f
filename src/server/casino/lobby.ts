/**
 * The casino lobby's reads (spec §2 Casino): the games a brand offers in a country, in lobby order,
 * and the providers with games there. A game's row for the brand overrides the '*' row
 * (casino_game_brands); a game is listed when it, its provider and its brand row are enabled and the
 * country (upper-case ISO 3166-1 alpha-2, or null when unknown) is not in the row's blocked countries.
 * The row's own categories, when set, replace the game's. Names are the catalogue's; `namedIn` gives
 * the names a page in a language shows.
 */
import { sql } from 'drizzle-orm';
import { GAME_SERVER_PROVIDER } from '../../../schemas/game-server.ts';
import type { LanguageCode } from '../../../schemas/language.ts';
import type { Db } from '../db/client.ts';
import type { LobbyGame } from '../../domain/pages/casino.ts';
import { tFor } from '../../i18n/index.ts';

type Row = Record<string, unknown>;

/** The games listed in the lobby of `brandId` for `country`, by position then name. */
export async function lobbyGames(db: Db, brandId: string, country: string | null): Promise<LobbyGame[]> {
  const result = (await db.execute(sql`
    select g.id, g.slug, g.code, g.name, coalesce(b.categories, g.categories) as categories, g.rtp_bp, g.volatility, g.provider_id, p.name as provider_name, b.position, b.blocked_countries
    from casino_games g join casino_providers p on p.id = g.provider_id
      join lateral (select * from casino_game_brands x where x.game_id = g.id and x.brand_id in (${brandId}, '*')
        order by (x.brand_id = '*') limit 1) b on true
    where g.enabled and p.enabled and b.enabled
    order by b.position, g.name, g.id`)) as unknown as { rows: Row[] };
  const upper = country?.toUpperCase() ?? null;
  return result.rows
    .filter((row) => !(upper && ((row.blocked_countries as string[]) ?? []).includes(upper)))
    .map((row) => ({
      id: Number(row.id),
      slug: String(row.slug),
      code: String(row.code),
      name: String(row.name),
      categories: row.categories as string[],
      rtpBp: Number(row.rtp_bp),
      volatility: row.volatility as LobbyGame['volatility'],
      providerId: String(row.provider_id),
      providerName: String(row.provider_name),
    }));
}

/**
 * The games with the names a page in `lng` shows: a game of our game server by its dictionary name
 * (`gs_game_<code>`, the name its own page shows), another provider's by the catalogue's name. The
 * search matches the catalogue's names, so it runs before this.
 */
export function namedIn<G extends Pick<LobbyGame, 'providerId' | 'code' | 'name'>>(games: readonly G[], brandId: string, lng: LanguageCode): G[] {
  const t = tFor(brandId, lng);
  return games.map((g) => (g.providerId === GAME_SERVER_PROVIDER ? { ...g, name: t(`gs_game_${g.code}`, { defaultValue: g.name }) } : g));
}
