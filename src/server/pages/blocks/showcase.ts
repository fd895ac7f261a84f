/**
 * Loaders of the home page's showcase blocks (schemas/blocks.ts "Showcase blocks"): a casino row
 * (the lobby's games of the brand, src/server/casino/lobby.ts), the published promotions (CMS
 * family `promotions`), the running tournaments (src/server/tournaments/service.ts), the toto draw
 * taking coupons (or the next) with its jackpot (src/server/toto/) and the next lotto draws (the real draw
 * schedule, src/server/lotto/draws.ts). Each answers null — the block renders nothing — when the
 * brand does not serve its product in the page language (`productOn`, the same rule as every
 * product link), when there is nothing to show, or when its data cannot be read (logged).
 */
import { LANGUAGES } from '../../../../schemas/language.ts';
import { CASINO_CATEGORIES, categoryOfSlug, categorySlug, matchesFilter, type CasinoSection, type LobbyFilter } from '../../../domain/casino/lobby.ts';
import { LOTTERY_IDS, LOTTERY_NAMES, eraOf } from '../../../domain/lotto/games.ts';
import { nextDrawId } from '../../../domain/lotto/schedule.ts';
import { CURRENCIES, formatMoney } from '../../../domain/money.ts';
import { productOn, type ProductKey } from '../../../domain/navigation/products.ts';
import { localizedHref } from '../../../domain/routing/resolve.ts';
import { pickText } from '../../../domain/localized-text.ts';
import { periodAt } from '../../../domain/tournaments/rules.ts';
import { currentDrawId } from '../../../domain/toto/schedule.ts';
import { documentPath } from '../../../domain/cms/families.ts';
import type { LobbyGame } from '../../../domain/pages/casino.ts';
import type { CASINO_ROW_LISTS } from '../../../../schemas/blocks.ts';
import { lobbyGames, namedIn } from '../../casino/lobby.ts';
import { perSlug, publishedList } from '../../cms/sync.ts';
import { db } from '../../endpoint.ts';
import { feedNow } from '../../feed/clock.ts';
import { getFeed } from '../../feed/service.ts';
import { drawOf } from '../../lotto/draws.ts';
import { totoDraw } from '../../toto/draws.ts';
import { totoJackpot, totoPoolSoFar } from '../../toto/coupons.ts';
import { brandTournaments } from '../../tournaments/service.ts';
import type { BlockContext, BlockLoader } from './load.ts';

/** The block's data when its product is on and the read succeeds, else null (see the module). */
async function whenOn<T>(ctx: BlockContext, product: ProductKey, block: string, read: () => Promise<T | null>): Promise<T | null> {
  if (!productOn(ctx.brand, ctx.lng, product, import.meta.env.PROD)) return null;
  try {
    return await read();
  } catch (error) {
    console.error(`${block} block: its data could not be read`, error);
    return null;
  }
}

const localeOf = (ctx: BlockContext) => LANGUAGES[ctx.lng].htmlLang;

type RowList = (typeof CASINO_ROW_LISTS)[number];

/** The lobby filter of a row list that names a section or category; null for `top` and `new`. */
function rowFilter(list: RowList): LobbyFilter | null {
  if (list === 'top' || list === 'new') return null;
  const category = categoryOfSlug(list);
  return category ? { kind: 'category', category } : { kind: 'section', section: list as CasinoSection };
}

/** The page a row's "see all" opens (path without the language prefix). */
function rowPath(list: RowList): string {
  if (list === 'top' || list === 'new') return '/casino';
  return categoryOfSlug(list) ? `/casino/${list}` : `/${list}`;
}

/** The heading of a row: its own for `top` and `new`, else the category's or section's label. */
function rowHeading(list: RowList): string {
  if (list === 'top' || list === 'new') return `home_casino_${list}`;
  const category = CASINO_CATEGORIES.find((c) => categorySlug(c) === list);
  return category ? `casino_category_${list.replace(/-/g, '_')}` : `casino_section_${list.replace(/-/g, '_')}`;
}

/**
 * A casino row: `top` the brand's lobby order (the positions its managers set), `new` the games
 * added last to the catalogue (highest id first), else the games of the section or category, in
 * lobby order; at most `props.limit`. Guests' view: no country filter.
 */
export const loadCasinoRow: BlockLoader<'casinoRow'> = (props, ctx) =>
  whenOn(ctx, 'casino', 'casino row', async () => {
    const all = await lobbyGames(await db(), ctx.brand.id, null);
    const filter = rowFilter(props.list);
    let games: LobbyGame[] = filter ? all.filter((g) => matchesFilter(filter, g)) : all;
    if (props.list === 'new') games = [...games].sort((a, b) => b.id - a.id);
    games = namedIn(games.slice(0, props.limit), ctx.brand.id, ctx.lng);
    if (games.length === 0) return null;
    return { headingKey: rowHeading(props.list), games, allHref: localizedHref(ctx.lng, rowPath(props.list)), gameHrefPrefix: localizedHref(ctx.lng, '/casino/game') };
  });

/** The brand's published promotions (one per slug, in the page language or its fallback), at most `props.limit`. */
export const loadPromotions: BlockLoader<'promotions'> = (props, ctx) =>
  whenOn(ctx, 'promotions', 'promotions', async () => {
    const entries = perSlug(await publishedList(ctx.brand.id, 'promotions'), ctx.lng, ctx.brand.defaultLanguage).slice(0, props.limit);
    if (entries.length === 0) return null;
    return {
      items: entries.map((entry) => ({
        title: pickText(entry.title, ctx.lng, ctx.brand.defaultLanguage),
        description: entry.description ? pickText(entry.description, ctx.lng, ctx.brand.defaultLanguage) : null,
        href: localizedHref(ctx.lng, documentPath('promotions', entry.slug)!),
      })),
      allHref: localizedHref(ctx.lng, '/promotions'),
    };
  });

/** The brand's active tournaments (by id), at most `props.limit`, with the current period's end and prize pool. */
export const loadTournaments: BlockLoader<'tournaments'> = (props, ctx) =>
  whenOn(ctx, 'tournaments', 'tournaments', async () => {
    const rows = (await brandTournaments(await db(), ctx.brand)).slice(0, props.limit);
    if (rows.length === 0) return null;
    const now = feedNow();
    return {
      items: rows.map((t) => {
        const currency = CURRENCIES.find((c) => c.id === t.currencyId)!;
        return {
          title: pickText(t.title, ctx.lng, ctx.brand.defaultLanguage),
          href: localizedHref(ctx.lng, `/tournaments/${t.slug}`),
          prizePool: formatMoney(t.prizesMinor.reduce((sum, p) => sum + p, 0), currency, localeOf(ctx)),
          places: t.prizesMinor.length,
          endsAt: new Date(periodAt(t.anchor.getTime(), t.period as 'daily' | 'weekly', now).endsAt).toISOString(),
        };
      }),
      allHref: localizedHref(ctx.lng, '/bonus/casino/tournaments'),
    };
  });

/**
 * The toto draw taking coupons at the feed's clock (or the one after it, `props.draw`): jackpot
 * carried in and pool so far in the brand's currency.
 */
export const loadTotoJackpot: BlockLoader<'totoJackpot'> = (props, ctx) =>
  whenOn(ctx, 'toto', 'toto jackpot', async () => {
    const now = feedNow();
    const database = await db();
    const drawId = currentDrawId(now) + (props.draw === 'next' ? 1 : 0);
    const draw = await totoDraw(database, await getFeed(), drawId);
    if (!draw) return null;
    const currency = CURRENCIES.find((c) => c.iso === ctx.brand.siteConfig.geoCurrency.iso) ?? CURRENCIES[0];
    const { pool } = await totoPoolSoFar(database, drawId, currency.id);
    const jackpot = await totoJackpot(database, currency.id);
    return {
      drawId,
      jackpot: jackpot > 0 ? formatMoney(jackpot, currency, localeOf(ctx)) : null,
      pool: formatMoney(pool, currency, localeOf(ctx)),
      deadline: new Date(draw.deadline).toISOString(),
      matches: draw.games.length,
      href: localizedHref(ctx.lng, props.draw === 'next' ? '/toto/next' : '/toto'),
    };
  });

/**
 * The next `props.limit` draws on sale at the feed's clock, soonest first, with their official
 * ticket price. Draw ids count the draws of both lotteries in time order (one every
 * LOTTO_CADENCE_MS, src/domain/lotto/schedule.ts), so the next draws are consecutive ids.
 */
export const loadLottoDraws: BlockLoader<'lottoDraws'> = (props, ctx) =>
  whenOn(ctx, 'lotto', 'lotto draws', async () => {
    const now = feedNow();
    const usd = CURRENCIES.find((c) => c.iso === 'USD')!;
    const first = Math.min(...LOTTERY_IDS.map((lottery) => nextDrawId(lottery, now)));
    const draws = Array.from({ length: props.limit }, (_, i) => first + i).map((lottoId) => {
      const scheduled = drawOf(lottoId);
      const era = eraOf(scheduled.lottery, scheduled.draw.day)!;
      return {
        lotteryName: LOTTERY_NAMES[scheduled.lottery],
        drawAt: new Date(scheduled.at).toISOString(),
        price: formatMoney(era.priceCents, usd, localeOf(ctx)),
        href: localizedHref(ctx.lng, `/lotto/${scheduled.lottery}/${lottoId}`),
      };
    });
    return { draws, allHref: localizedHref(ctx.lng, '/lotto') };
  });
