/** The responsible-gaming page (spec §2 `office/responsible`) of the logged-in player: limits, offered types, reasons. */
import type { ResponsiblePageData } from '../../domain/pages/responsible.ts';
import { currencyExponent } from '../../domain/money.ts';
import { db } from '../endpoint.ts';
import { feedNow } from '../feed/clock.ts';
import { tFor } from '../../i18n/index.ts';
import { availableLimits, limitViews, selfExclusionReasons } from '../responsible/service.ts';
import { NOT_FOUND, pageData, type PageLoader } from './load.ts';

/** Loads the page; the resolver sends guests to the login form first. */
export const loadResponsible: PageLoader<ResponsiblePageData> = async (ctx) => {
  if (ctx.playerId === undefined) return NOT_FOUND;
  const database = await db();
  const available = await availableLimits(database, ctx.playerId);
  const money = available.limits.find((l) => l.noLimitValue !== undefined)!;
  return pageData({
    kind: 'responsible',
    limits: await limitViews(database, ctx.playerId, feedNow()),
    available: available.limits,
    reasons: selfExclusionReasons(tFor(ctx.brand.id, ctx.lng)).reasons,
    currency: { iso: money.measure, exponent: currencyExponent(money.measure) },
  });
};
