/**
 * `/champ/{champPage}/game/{id}` (spec §2 Sports page types): the game's canonical page.
 */
import type { LanguageCode } from '../../../schemas/language.ts';
import { champOfPage } from '../../domain/feed/slugs.ts';
import { feedNow } from '../feed/clock.ts';
import { getFeed, statusAt, type Feed } from '../feed/service.ts';
import { gameHref } from '../feed/views.ts';
import { loaded, type PageLoader } from './load.ts';

/**
 * `/champ/{champPage}/game/{id}`: a redirect to the game's canonical page (line before kick-off,
 * live from then on, `gameHref`) when the game is one of the page's champ; null (the 404 page)
 * for an unknown or unsupported champ page (`europaleague`, `ipl`), an unknown game or a game of
 * another champ.
 */
export function champGamePage(feed: Feed, params: Record<string, string | undefined>, lng: LanguageCode, now: number): { kind: 'redirect'; location: string } | null {
  const champ = champOfPage(params.champPage);
  const id = Number(params.game);
  if (!champ || !Number.isSafeInteger(id)) return null;
  const match = feed.byId.get(id);
  if (!match || match.champId !== champ.champId) return null;
  const schedule = feed.scheduleOf(match);
  const status = statusAt(schedule.slotOf(match, now).kickoff, now, schedule.wallMs);
  return { kind: 'redirect', location: gameHref(lng, { status, champId: match.champId, permanentId: match.permanentId }) };
}

/** Redirects to the game's page; a game of another champ or an unknown one is the 404 page. */
export const loadChampPageGame: PageLoader<null> = async (ctx) => loaded(champGamePage(await getFeed(), ctx.params, ctx.lng, feedNow()));
