/**
 * Console pages of the bonus templates (`bonuses.view`): `/console/bonuses` lists the brands the
 * staff member may see (one brand: straight to it), `/console/bonuses/{brandId}` the brand's
 * templates and promo codes with their claims and its casino tournaments, editable with `bonuses.edit`.
 */
import type { ConsoleBrand, ConsoleBonusesData } from '../../domain/console/pages.ts';
import { ALL_BRANDS, brandsAllowing, can } from '../../domain/staff/roles.ts';
import { consoleData, type ConsoleLoad, type ConsolePageContext } from '../staff/load.ts';
import { consoleBrands } from '../staff/pages.ts';
import { brands } from '../brands.ts';
import { brandTemplates } from './console.ts';
import { allBrandTournaments, tournamentInputOf } from '../tournaments/service.ts';
import { periodAt } from '../../domain/tournaments/rules.ts';
import { feedNow } from '../feed/clock.ts';

function viewableBrands(ctx: ConsolePageContext): ConsoleBrand[] {
  const allowed = brandsAllowing(ctx.staff!.grants, 'bonuses.view');
  return consoleBrands().filter((b) => allowed.includes(ALL_BRANDS) || allowed.includes(b.id));
}

/** `/console/bonuses`. */
export async function loadConsoleBonusBrands(ctx: ConsolePageContext): Promise<ConsoleLoad<ConsoleBonusesData>> {
  const list = viewableBrands(ctx);
  if (list.length === 1) return { kind: 'redirect', location: `/console/bonuses/${list[0]!.id}` };
  return consoleData({ brands: list, brand: null, templates: [], policy: null, canEdit: false, tournaments: [] });
}

/** `/console/bonuses/{brandId}` (unknown brand: 404; the route checked `bonuses.view` on it). */
export async function loadConsoleBonuses(ctx: ConsolePageContext): Promise<ConsoleLoad<ConsoleBonusesData>> {
  const brandId = ctx.params.brandId ?? '';
  const brand = consoleBrands().find((b) => b.id === brandId);
  const loaded = brands.byId.get(brandId);
  if (!brand || !loaded) return { kind: 'not-found' };
  const now = feedNow();
  const tournaments = (await allBrandTournaments(ctx.db, loaded)).map((row) => ({
    tournament: tournamentInputOf(row), period: periodAt(row.anchor.getTime(), row.period as 'daily' | 'weekly', now).index,
  }));
  return consoleData({
    brands: viewableBrands(ctx), brand, templates: await brandTemplates(ctx.db, loaded), policy: loaded.bonusPolicy,
    canEdit: can(ctx.staff!.grants, 'bonuses.edit', brandId), tournaments,
  });
}
