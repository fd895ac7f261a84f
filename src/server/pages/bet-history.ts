/** The bet history page (spec §2 `office/history`, §3 Bet history directories) of the logged-in player. */
import { HISTORY_VIEWS } from '../../domain/coupon/types.ts';
import { localizedHref } from '../../domain/routing/resolve.ts';
import {
  HISTORY_DIRECTORY_TABS, HISTORY_PAGE_SIZE, historyHref, readHistoryRequest, type BetHistoryPageData,
} from '../../domain/pages/office.ts';
import type { LanguageCode } from '../../../schemas/language.ts';
import { betHistory } from '../bets/history.ts';
import { db } from '../endpoint.ts';
import { getFeed } from '../feed/service.ts';
import { NOT_FOUND, pageData, type PageLoader } from './load.ts';

/** The bet history page of a player. */
async function loadBetHistoryPage(playerId: number, query: URLSearchParams, lng: LanguageCode, brandId: string): Promise<BetHistoryPageData> {
  const request = readHistoryRequest(query);
  const result = await betHistory(await db(), await getFeed(), playerId, {
    directory: request.directory,
    from: request.from,
    to: request.to,
    page: request.page,
    pageSize: HISTORY_PAGE_SIZE,
  }, { brandId, lng });
  const pages = Math.max(1, Math.ceil(result.total_count / HISTORY_PAGE_SIZE));
  // Links keep the view and the period; a new directory or view starts on page 1.
  return {
    kind: 'bet-history',
    request,
    entities: result.entities,
    toto: result.toto ?? [],
    casino: result.casino ?? [],
    total: result.total_count,
    pages,
    action: localizedHref(lng, '/office/history'),
    tabs: HISTORY_DIRECTORY_TABS.map((tab) => ({ ...tab, href: historyHref(lng, { ...request, directory: tab.id, page: 1 }), active: tab.id === request.directory })),
    views: HISTORY_VIEWS.map((view) => ({ view, href: historyHref(lng, { ...request, view, page: 1 }), active: view === request.view })),
    previous: request.page > 1 ? historyHref(lng, { ...request, page: Math.min(request.page - 1, pages) }) : null,
    next: request.page < pages ? historyHref(lng, { ...request, page: request.page + 1 }) : null,
    reset: historyHref(lng, { ...request, fromText: '', toText: '', page: 1 }),
  };
}

/** Loads the logged-in player's bet history; the resolver sends guests to the login form first. */
export const loadBetHistory: PageLoader<BetHistoryPageData> = async (ctx) =>
  ctx.playerId === undefined
    ? NOT_FOUND
    : pageData(await loadBetHistoryPage(ctx.playerId, ctx.query, ctx.lng, ctx.brand.id));
