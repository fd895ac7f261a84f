/**
 * The results pages (spec §2: `/results/{live}?`, and `/champs/{champId}?` in
 * `champ-results.ts`): finished games with their real scores, or the games in play.
 */
import type { SportsPricing } from '../../../schemas/sports-pricing.ts';
import type { LanguageCode } from '../../../schemas/language.ts';
import { localizedHref } from '../../domain/routing/resolve.ts';
import { champHeadings, champById } from '../../domain/feed/slugs.ts';
import { listLimitOf } from '../../domain/feed/filters.ts';
import { DEFAULT_ROW_GROUP } from '../../domain/feed/live-sync.ts';
import type { ResultsPageData } from '../../domain/pages/sports.ts';
import { feedNow } from '../feed/clock.ts';
import { getFeed, windowGames, type Feed } from '../feed/service.ts';
import { resultRowOf, stateOf } from '../feed/views.ts';
import { loaded, type PageLoader } from './load.ts';

/**
 * Results: finished games (newest first, up to `?limit`) with their real final and half-time
 * scores, by champ; `/champs/{champId}` one champ; `/results/live` the games in play. Null for an
 * unknown champ and for `/results/zone` (no zone data in this feed).
 */
export function resultsPage(
  feed: Feed,
  page: 'champs' | 'results',
  params: Record<string, string | undefined>,
  query: URLSearchParams,
  lng: LanguageCode,
  now: number,
  pricing: SportsPricing,
): ResultsPageData | null {
  const champId = page === 'champs' && params.champId !== undefined ? Number(params.champId) : undefined;
  if (champId !== undefined && !champById(champId)) return null;
  if (page === 'results' && params.resultsSection === 'zone') return null;
  const mode = page === 'results' && params.resultsSection === 'live' ? 'live' : 'finished';
  const limit = listLimitOf(query.get('limit'));
  const all = windowGames(feed, now);
  const finished = mode === 'finished'
    ? all.filter((g) => g.status === 'finished' && (champId === undefined || g.match.champId === champId)).reverse().slice(0, limit)
    : [];
  const rows = finished.map((g) => resultRowOf(g, lng));
  const live = mode === 'live' ? all.filter((g) => g.status === 'live').map((g) => stateOf(feed, g, now, { lng, groupId: DEFAULT_ROW_GROUP, pricing })) : [];
  return {
    kind: 'results',
    mode,
    page,
    champId,
    champs: [{ champId: undefined, name: null }, ...champHeadings(lng).map((c) => ({ champId: c.champId, name: c.champName }))].map((item) => ({
      item,
      href: localizedHref(lng, item.champId === undefined ? '/champs' : `/champs/${item.champId}`),
      active: page === 'champs' && item.champId === champId,
    })),
    modes: (['finished', 'live'] as const).map((item) => ({
      item,
      href: localizedHref(lng, item === 'live' ? '/results/live' : '/results'),
      active: page === 'results' && item === mode,
    })),
    groups: champHeadings(lng).flatMap((c) => {
      const list = rows.filter((r) => r.champId === c.champId);
      return list.length ? [{ ...c, rows: list }] : [];
    }),
    live,
    limit,
    serverTime: now,
  };
}

/** Loads `/results` and `/results/live`; `/results/zone` is the 404 page. */
export const loadResults: PageLoader<ResultsPageData> = async (ctx) =>
  loaded(resultsPage(await getFeed(), 'results', ctx.params, ctx.query, ctx.lng, feedNow(), ctx.brand.sportsPricing));
