/**
 * Console pages of the casino catalogue (`casino.view`): `/console/casino` lists the brands the
 * staff member may see (one brand: straight to it), `/console/casino/{brandId}` the brand's games
 * with their availability and position (editable with `casino.edit`).
 */
import type { ConsoleBrand, ConsoleCasinoData } from '../../domain/console/pages.ts';
import { ALL_BRANDS, brandsAllowing, can } from '../../domain/staff/roles.ts';
import { consoleData, type ConsoleLoad, type ConsolePageContext } from '../staff/load.ts';
import { consoleBrands } from '../staff/pages.ts';
import { brandCatalogue } from './console.ts';

function viewableBrands(ctx: ConsolePageContext): ConsoleBrand[] {
  const allowed = brandsAllowing(ctx.staff!.grants, 'casino.view');
  return consoleBrands().filter((b) => allowed.includes(ALL_BRANDS) || allowed.includes(b.id));
}

/** `/console/casino`. */
export async function loadConsoleCasinoBrands(ctx: ConsolePageContext): Promise<ConsoleLoad<ConsoleCasinoData>> {
  const list = viewableBrands(ctx);
  if (list.length === 1) return { kind: 'redirect', location: `/console/casino/${list[0]!.id}` };
  return consoleData({ brands: list, brand: null, games: [], canEdit: false });
}

/** `/console/casino/{brandId}` (unknown brand: 404; the route checked `casino.view` on it). */
export async function loadConsoleCasino(ctx: ConsolePageContext): Promise<ConsoleLoad<ConsoleCasinoData>> {
  const brandId = ctx.params.brandId ?? '';
  const list = viewableBrands(ctx);
  const brand = consoleBrands().find((b) => b.id === brandId);
  if (!brand) return { kind: 'not-found' };
  return consoleData({ brands: list, brand, games: await brandCatalogue(ctx.db, brandId), canEdit: can(ctx.staff!.grants, 'casino.edit', brandId) });
}
