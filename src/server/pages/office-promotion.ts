/** The office page `promotion` (spec §2): the player's bonus, free bets, bonus game tickets, tournament ranks and the brand's offers. */
import type { OfficePromotionData } from '../../domain/pages/office-promotion.ts';
import type { BonusGame } from '../../domain/casino/bonus-games.ts';
import { pickText } from '../../domain/localized-text.ts';
import { localizedHref } from '../../domain/routing/language-prefix.ts';
import { db } from '../endpoint.ts';
import { feedNow } from '../feed/clock.ts';
import { brandOffers, playerBonusViews, usableFreeBets } from '../bonus/engine.ts';
import { ticketsOf } from '../bonus/bonus-games.ts';
import { brandTournaments, tournamentBoard } from '../tournaments/service.ts';
import { NOT_FOUND, pageData, type PageLoader } from './load.ts';

/** Loads the page; the resolver sends guests to the login form first. */
export const loadOfficePromotion: PageLoader<OfficePromotionData> = async (ctx) => {
  if (ctx.playerId === undefined) return NOT_FOUND;
  const database = await db();
  const now = feedNow();
  const playerId = ctx.playerId;
  const family = ctx.brand.siteConfig.promoBonusToOffer ? 'bonuses-offers' : 'bonuses';
  const bonuses = await playerBonusViews(database, playerId, ctx.lng, ctx.brand.defaultLanguage);
  const tickets = await Promise.all(ctx.brand.bonusGames.map(async (g) => ({
    game: g.game, title: pickText(g.title, ctx.lng, ctx.brand.defaultLanguage), href: localizedHref(ctx.lng, `/${g.game}`),
    count: (await ticketsOf(database, playerId, g.game as BonusGame, now)).open.length,
  })));
  const tournaments = await Promise.all((await brandTournaments(database, ctx.brand)).map(async (t) => ({
    title: pickText(t.title, ctx.lng, ctx.brand.defaultLanguage), href: localizedHref(ctx.lng, `/tournaments/${t.slug}`),
    rank: (await tournamentBoard(database, t, now, playerId)).rows.find((r) => r.me)?.rank ?? null,
  })));
  return pageData({
    kind: 'office-promotion',
    current: bonuses.find((b) => b.kind !== 'free_bet' && (b.status === 'active' || b.status === 'pending')) ?? null,
    freeBets: (await usableFreeBets(database, playerId, now)).map(({ code, amountMinor, currency, expiresAt }) => ({ code, amountMinor, currency, expiresAt })),
    tickets: tickets.filter((x) => x.count > 0),
    tournaments,
    offers: (await brandOffers(database, ctx.brand, ctx.lng, now)).map((o) => ({ title: o.title, href: localizedHref(ctx.lng, `/${family}/${o.code}`) })),
  });
};
