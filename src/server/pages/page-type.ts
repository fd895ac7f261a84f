/**
 * Sports page types of spec §2 (`/{betsonyour|topgame|marble|team|ufc|politics}`).
 */
import type { LanguageCode } from '../../../schemas/language.ts';
import { localizedHref } from '../../domain/routing/resolve.ts';
import { TOP_MENU_SECTION, sportsPath } from '../../domain/feed/slugs.ts';
import { loaded, type PageLoader } from './load.ts';

/**
 * Sports page types of spec §2 (`/{pageType}` with `game/{id}` and `final` children). `topgame`
 * is the feed's top games: the page is the top-games line list (`/line/top`, 302) and its game
 * child the game's page; the other types (betsonyour, marble, team, ufc, politics) have no data
 * in this feed and every `final` child has none either: null, the 404 page.
 */
function pageTypePage(params: Record<string, string | undefined>, lng: LanguageCode): { kind: 'redirect'; location: string } | null {
  if (params.pageType !== 'topgame') return null;
  return { kind: 'redirect', location: localizedHref(lng, sportsPath({ section: 'line', menuSection: TOP_MENU_SECTION })) };
}

/** Redirects `topgame` to the top games; the other types are the 404 page. */
export const loadPageType: PageLoader<null> = (ctx) => loaded(pageTypePage(ctx.params, ctx.lng));
