/**
 * The console's casino catalogue per brand (spec §2 Casino; actions `casino.view` and
 * `casino.edit` of src/domain/staff/roles.ts): which games a brand offers and in what order. A
 * change writes the brand's own casino_game_brands row (created from the '*' row, keeping its
 * blocked countries) and the audit entry `casino.edit` (key `casino_game:{id}`, before and after)
 * in one transaction; the lobby (src/server/casino/lobby.ts) reads the brand's row first.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { recordAudit } from '../staff/audit.ts';
import { announceCatalogueChange } from './catalogue-events.ts';
import type { ConsoleCasinoGame } from '../../domain/console/pages.ts';

type Row = Record<string, unknown>;

/** Every game offered on the brand (its own row or the '*' row), by position then name. */
export async function brandCatalogue(db: Db, brandId: string): Promise<ConsoleCasinoGame[]> {
  const result = (await db.execute(sql`
    select g.id, g.name, p.name as provider_name, coalesce(b.categories, g.categories) as categories, b.enabled, b.position, b.brand_id
    from casino_games g join casino_providers p on p.id = g.provider_id
      join lateral (select * from casino_game_brands x where x.game_id = g.id and x.brand_id in (${brandId}, '*')
        order by (x.brand_id = '*') limit 1) b on true
    order by b.position, g.name, g.id`)) as unknown as { rows: Row[] };
  return result.rows.map((r) => ({
    id: Number(r.id), name: String(r.name), providerName: String(r.provider_name), categories: r.categories as string[],
    enabled: r.enabled === true, position: Number(r.position), brandRow: r.brand_id !== '*',
  }));
}

/** A change of one game on one brand. */
export interface BrandGameChange {
  enabled: boolean;
  /** Lobby position, 0–9999, smaller first. */
  position: number;
  /** The brand's lobby categories of the game (spec §3 category and section names); left out: unchanged. */
  categories?: string[] | undefined;
  /** Why (audited, non-blank). */
  reason: string;
}

/**
 * Sets a game's availability, position and (optionally) categories on a brand, audited (`casino.edit`). The caller has
 * checked `casino.edit` on the brand.
 * @throws AppError not_found when the brand does not offer the game
 */
export async function setBrandGame(db: Db, staffId: number, brandId: string, gameId: number, change: BrandGameChange, clientAddress: string | null): Promise<ConsoleCasinoGame> {
  await db.transaction(async (tx) => {
    const current = ((await tx.execute(sql`select brand_id, enabled, position, blocked_countries, categories from casino_game_brands
      where game_id = ${gameId} and brand_id in (${brandId}, '*') order by (brand_id = '*') limit 1 for update`)) as unknown as { rows: Row[] }).rows[0];
    if (!current) throw new AppError('not_found', 'The brand does not offer this game.');
    const categories = change.categories ?? (current.categories as string[] | null) ?? null;
    await tx.execute(sql`insert into casino_game_brands (game_id, brand_id, enabled, position, blocked_countries, categories)
      values (${gameId}, ${brandId}, ${change.enabled}, ${change.position}, ${JSON.stringify(current.blocked_countries ?? [])}::jsonb,
        ${categories === null ? null : JSON.stringify(categories)}::jsonb)
      on conflict (game_id, brand_id) do update set enabled = excluded.enabled, position = excluded.position, categories = excluded.categories`);
    await recordAudit(tx, {
      staffId, action: 'casino.edit', brandId, key: `casino_game:${gameId}`,
      before: { enabled: current.enabled, position: Number(current.position), categories: current.categories ?? null },
      after: { enabled: change.enabled, position: change.position, categories },
      reason: change.reason, clientAddress,
    });
  });
  await announceCatalogueChange(brandId);
  return (await brandCatalogue(db, brandId)).find((g) => g.id === gameId)!;
}
