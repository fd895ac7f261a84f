/**
 * `/topgame/final` (spec §2 Sports page types, `final` child): the real final of a tournament in
 * the feed. The feed's cups with finals are the ATP tournaments of data/tennis-data (round
 * `The Final`); its football champs are leagues, which end in a table. The page is the game page of
 * the final that is live now, else the next one to kick off in the replay schedule; none (no
 * tennis in the running catalogue) is the 404 page.
 */
import type { LanguageCode } from '../../../schemas/language.ts';
import { feedNow } from '../feed/clock.ts';
import { getFeed, statusAt, type Feed } from '../feed/service.ts';
import { gameHref } from '../feed/views.ts';
import { loaded, type PageLoader } from './load.ts';

/** The round a tennis file names a tournament's final (tennis-data.co.uk `Round`). */
const FINAL_ROUND = 'The Final';

/**
 * A redirect to the game page of the final live at `now` (ms), else the next final to kick off;
 * null when the feed serves no final.
 */
function finalPage(feed: Feed, lng: LanguageCode, now: number): { kind: 'redirect'; location: string } | null {
  let best: { kickoff: number; live: boolean; href: string } | null = null;
  for (const match of feed.matches) {
    if (match.detail?.kind !== 'tennis' || match.detail.round !== FINAL_ROUND) continue;
    const schedule = feed.scheduleOf(match);
    const kickoff = schedule.slotOf(match, now).kickoff;
    const status = statusAt(kickoff, now, schedule.wallMs);
    if (status === 'finished') continue;
    const live = status === 'live';
    if (best && (best.live && !live || best.live === live && best.kickoff <= kickoff)) continue;
    best = { kickoff, live, href: gameHref(lng, { status, champId: match.champId, permanentId: match.permanentId }) };
  }
  return best ? { kind: 'redirect', location: best.href } : null;
}

/** Redirects `/topgame/final` to the live or next final's game page; none is the 404 page. */
export const loadPageTypeFinal: PageLoader<null> = async (ctx) => loaded(finalPage(await getFeed(), ctx.lng, feedNow()));
