/**
 * `/{pageType}/game/{id}` (spec §2 Sports page types): the top game's page.
 */
import type { LanguageCode } from '../../../schemas/language.ts';
import { TOP_MENU_SECTION } from '../../domain/feed/slugs.ts';
import { feedNow } from '../feed/clock.ts';
import { getFeed, statusAt, type Feed } from '../feed/service.ts';
import { gameHref } from '../feed/views.ts';
import { loaded, type PageLoader } from './load.ts';

/** `/topgame/game/{id}`: a redirect to the game's page (see {@link pageTypePage}); null otherwise. */
function pageTypeGamePage(feed: Feed, params: Record<string, string | undefined>, lng: LanguageCode, now: number): { kind: 'redirect'; location: string } | null {
  const id = Number(params.game);
  if (params.pageType !== 'topgame' || !Number.isSafeInteger(id)) return null;
  const match = feed.byId.get(id);
  if (!match) return null;
  const schedule = feed.scheduleOf(match);
  const status = statusAt(schedule.slotOf(match, now).kickoff, now, schedule.wallMs);
  return { kind: 'redirect', location: gameHref(lng, { status, champId: match.champId, permanentId: match.permanentId }, TOP_MENU_SECTION) };
}

/** Redirects `/topgame/game/{id}` to the game's page; anything else is the 404 page. */
export const loadPageTypeGame: PageLoader<null> = async (ctx) => loaded(pageTypeGamePage(await getFeed(), ctx.params, ctx.lng, feedNow()));
