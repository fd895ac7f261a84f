/**
 * The bonus offer pages (data of src/domain/pages/bonus-offers.ts): the brand's templates on offer
 * (src/server/bonus/engine.ts), listed by route family, and one offer by its code with its rules
 * and, for a casino offer, every lobby game with its wagering contribution (`bonus_contribution`,
 * drizzle/0034). Offer links use the family the brand's `promoBonusToOffer` picks.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { BonusOffersPageData, OfferListKind, OfferView, OfferViewer } from '../../domain/pages/bonus-offers.ts';
import type { BonusChoice } from '../../domain/pages/office-bonuses.ts';
import type { BonusOffer } from '../../../schemas/bonus.ts';
import { localizedHref } from '../../domain/routing/language-prefix.ts';
import { db } from '../endpoint.ts';
import { bonusTemplates, players } from '../db/schema.ts';
import { brandOffers } from '../bonus/engine.ts';
import { lobbyGames, namedIn } from '../casino/lobby.ts';
import { getBalance } from '../ledger/accounts.ts';
import { feedNow } from '../feed/clock.ts';
import { NOT_FOUND, pageData, type PageContext, type PageLoader } from './load.ts';

/** The list a route shows, or null for a route of no list. */
function listOf(ctx: PageContext): OfferListKind | null {
  const name = ctx.route.name;
  if (name === 'casinoBonusPromo') return 'casino-promo';
  if (name === 'casinoBonus' || name === 'casino:casino/slot-first-deposit') return 'casino';
  if (name === 'bonusFamily:bonuses-games' || name === 'bonusFamily:bonuses-offers-games') return 'games';
  if (name.startsWith('bonusFamily:')) return 'all';
  return null;
}

function inList(offer: BonusOffer, list: OfferListKind): boolean {
  if (list === 'all') return true;
  if (list === 'casino-promo') return offer.product === 'casino' && offer.promoCode !== null;
  return offer.product === 'casino';
}

/** Loads a bonus offer page. */
export const loadBonusOffers: PageLoader<BonusOffersPageData> = async (ctx) => {
  const list = listOf(ctx);
  if (list === null) return NOT_FOUND;
  const database = await db();
  const family = ctx.brand.siteConfig.promoBonusToOffer ? 'bonuses-offers' : 'bonuses';
  const view = (offer: BonusOffer): OfferView => {
    const href = `/${ctx.lng}/${family}/${offer.code}`;
    return { ...offer, href, rulesHref: `${href}/rules`, gamesHref: offer.product === 'casino' ? `${href}/games` : null };
  };
  const offers = (await brandOffers(database, ctx.brand, ctx.lng, feedNow())).filter((o) => inList(o, list));
  const id = ctx.route.name === 'casino:casino/slot-first-deposit'
    ? offers.find((o) => o.kind === 'first_deposit')?.code
    : ctx.params.id;
  if (id === undefined) return pageData({ kind: 'bonus-offers', mode: 'list', list, offers: offers.map(view) });
  const offer = offers.find((o) => o.code === id);
  if (!offer) return NOT_FOUND;
  const section = ctx.params.section === 'rules' ? 'rules' : ctx.params.section === 'games' ? 'games' : 'offer';
  if (section === 'games' && offer.product !== 'casino') return NOT_FOUND;
  const [template] = await database.select().from(bonusTemplates).where(and(eq(bonusTemplates.brandId, ctx.brand.id), eq(bonusTemplates.code, offer.code)));
  if (!template) return NOT_FOUND;
  let games: { name: string; href: string; contribution: number }[] = [];
  if (section === 'games') {
    const lobby = await lobbyGames(database, ctx.brand.id, ctx.country ?? null);
    const ids = lobby.map((g) => g.id);
    const rows = ids.length === 0 ? [] : ((await database.execute(sql`
      select g.id, bonus_contribution(${JSON.stringify(template.contributions)}::jsonb, 'casino', g.id) as pct
      from casino_games g where g.id = any(${`{${ids.join(',')}}`}::bigint[])`)) as unknown as { rows: { id: string | number; pct: number }[] }).rows;
    const pct = new Map(rows.map((r) => [Number(r.id), Number(r.pct)]));
    games = namedIn(lobby, ctx.brand.id, ctx.lng).map((g) => ({ name: g.name, href: localizedHref(ctx.lng, `/casino/game/${g.id}/${g.slug}`), contribution: pct.get(g.id) ?? 100 }));
  }
  let viewer: OfferViewer = { loggedIn: false, hasDeposit: false, choice: null };
  if (ctx.playerId !== undefined) {
    const [player] = await database.select({ choice: players.bonusChoice }).from(players).where(eq(players.id, ctx.playerId));
    const balance = await getBalance(database, ctx.playerId, ctx.lng);
    viewer = { loggedIn: true, hasDeposit: !balance.is_available_first_deposit_bonus, choice: (player?.choice ?? null) as BonusChoice };
  }
  return pageData({
    kind: 'bonus-offers', mode: 'offer', section, offer: view(offer), wagerMultiplier: template.wagerMultiplier, validDays: template.validDays,
    maxBetMinor: template.maxBetMinor, minCoefMilli: template.minCoefMilli, currency: ctx.brand.siteConfig.geoCurrency.iso, games, viewer,
  });
};
