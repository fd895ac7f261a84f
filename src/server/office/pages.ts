/**
 * Data of the personal-office pages built by issue 6, loaded by `src/pages/[...path].astro` before
 * rendering (so a missing coupon can answer the 404 page with status 404):
 * - `bet-history` (route `office:history`, spec §2 Personal office, §3 Bet history directories):
 *   the player's coupons of one directory (1 on_site, 2 toto, 3 accurate, 4 uncalculated,
 *   5 in_cashier, 7 casino), in compact_view or full_view, filtered by a period, paged;
 * - `print-coupon` (route `printCoupon`, spec §2 `print-coupon/{couponId}`, digits only §5): the
 *   receipt of one of the player's coupons; another player's or an unknown coupon is the 404 page.
 *
 * Query parameters are read leniently: an unknown directory, view or page falls back to its
 * default; a malformed or reversed period is not applied and the page says why.
 */
import type { Receipt } from '../../../schemas/coupon-api.ts';
import { HISTORY_DIRECTORY, HISTORY_VIEWS, type HistoryDirectory, type HistoryView } from '../../domain/coupon/types.ts';
import type { LanguageCode } from '../../../schemas/language.ts';
import type { PageComponent } from '../../domain/routing/types.ts';
import { localizedHref } from '../../domain/routing/resolve.ts';
import { betHistory } from '../bets/history.ts';
import { receiptOf } from '../bets/receipt.ts';
import { db } from '../endpoint.ts';
import { isAppError } from '../errors.ts';
import { getFeed } from '../feed/service.ts';

/** Page components served here. */
export const OFFICE_COMPONENTS = ['bet-history', 'print-coupon'] as const satisfies readonly PageComponent[];
/** An office page component. */
export type OfficeComponent = (typeof OFFICE_COMPONENTS)[number];

/** True for the page components this module serves. */
export function isOfficeComponent(component: string | null | undefined): component is OfficeComponent {
  return (OFFICE_COMPONENTS as readonly string[]).includes(component ?? '');
}

/** Directories in the order of the tabs, with the i18n key of each name. */
export const HISTORY_DIRECTORY_TABS: readonly { id: HistoryDirectory; key: string }[] = [
  { id: HISTORY_DIRECTORY.onSite, key: 'history_directory_on_site' },
  { id: HISTORY_DIRECTORY.toto, key: 'history_directory_toto' },
  { id: HISTORY_DIRECTORY.accurate, key: 'history_directory_accurate' },
  { id: HISTORY_DIRECTORY.uncalculated, key: 'history_directory_uncalculated' },
  { id: HISTORY_DIRECTORY.inCashier, key: 'history_directory_in_cashier' },
  { id: HISTORY_DIRECTORY.casino, key: 'history_directory_casino' },
];

/** Coupons per history page. */
export const HISTORY_PAGE_SIZE = 20;
/** Highest page number accepted in the URL. */
const MAX_PAGE = 10_000;

/** What is wrong with the period of the URL, if anything. */
export type PeriodProblem = 'invalid_date' | 'reversed';

/** The history request read from the URL. */
export interface HistoryRequest {
  directory: HistoryDirectory;
  view: HistoryView;
  /** Period start as typed (`YYYY-MM-DD`), '' when none. */
  fromText: string;
  /** Period end as typed, '' when none. */
  toText: string;
  /** The period applied (valid dates only). */
  from: string | undefined;
  to: string | undefined;
  periodProblem: PeriodProblem | null;
  page: number;
}

/** A real calendar day written `YYYY-MM-DD` (2024-02-30 is not one). */
export function isIsoDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** Reads the history query (`directory`, `view`, `from`, `to`, `page`) leniently. */
export function readHistoryRequest(query: URLSearchParams): HistoryRequest {
  const directoryNumber = Number(query.get('directory') ?? HISTORY_DIRECTORY.onSite);
  const directory = HISTORY_DIRECTORY_TABS.find((tab) => tab.id === directoryNumber)?.id ?? HISTORY_DIRECTORY.onSite;
  const viewText = query.get('view');
  const view: HistoryView = (HISTORY_VIEWS as readonly string[]).includes(viewText ?? '') ? (viewText as HistoryView) : 'compact_view';
  const fromText = (query.get('from') ?? '').trim();
  const toText = (query.get('to') ?? '').trim();
  let periodProblem: PeriodProblem | null = null;
  if ((fromText !== '' && !isIsoDay(fromText)) || (toText !== '' && !isIsoDay(toText))) periodProblem = 'invalid_date';
  else if (fromText !== '' && toText !== '' && fromText > toText) periodProblem = 'reversed';
  const pageNumber = Number(query.get('page') ?? 1);
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= MAX_PAGE ? pageNumber : 1;
  return {
    directory,
    view,
    fromText,
    toText,
    from: periodProblem === null && fromText !== '' ? fromText : undefined,
    to: periodProblem === null && toText !== '' ? toText : undefined,
    periodProblem,
    page,
  };
}

/** A link of the page (tab, view switch, page number). */
export interface HistoryLink {
  href: string;
  active: boolean;
}

/** Data of the bet history page. */
export interface BetHistoryPageData {
  kind: 'bet-history';
  request: HistoryRequest;
  /** The coupons of the page, newest first. */
  entities: Receipt[];
  /** Coupons of the directory and period in all. */
  total: number;
  /** Pages in all (at least 1). */
  pages: number;
  /** The page's own path, for the filter form's action. */
  action: string;
  tabs: (HistoryLink & { id: HistoryDirectory; key: string })[];
  views: (HistoryLink & { view: HistoryView })[];
  previous: string | null;
  next: string | null;
  /** The same directory and view without the period. */
  reset: string;
}

/** Data of the print-coupon page. */
export interface PrintCouponPageData {
  kind: 'print-coupon';
  receipt: Receipt;
}

/** Data of an office page. */
export type OfficePageData = BetHistoryPageData | PrintCouponPageData;

/** The history URL for a request: the directory always, the other parameters when not the default. */
function historyHref(lng: LanguageCode, request: Pick<HistoryRequest, 'directory' | 'view' | 'fromText' | 'toText' | 'page'>): string {
  const query = new URLSearchParams();
  query.set('directory', String(request.directory));
  if (request.view !== 'compact_view') query.set('view', request.view);
  if (request.fromText !== '') query.set('from', request.fromText);
  if (request.toText !== '') query.set('to', request.toText);
  if (request.page > 1) query.set('page', String(request.page));
  return localizedHref(lng, '/office/history', query);
}

/** The bet history page of a player. */
export async function loadBetHistoryPage(playerId: number, query: URLSearchParams, lng: LanguageCode): Promise<BetHistoryPageData> {
  const request = readHistoryRequest(query);
  const result = await betHistory(await db(), await getFeed(), playerId, {
    directory: request.directory,
    from: request.from,
    to: request.to,
    page: request.page,
    pageSize: HISTORY_PAGE_SIZE,
  });
  const pages = Math.max(1, Math.ceil(result.total_count / HISTORY_PAGE_SIZE));
  // Links keep the view and the period; a new directory or view starts on page 1.
  return {
    kind: 'bet-history',
    request,
    entities: result.entities,
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

/**
 * Loads an office page; null is the 404 page (no player, or a coupon that is not the player's).
 * @param request the route parameters, the query and the logged-in player
 */
export async function loadOfficePage(
  component: OfficeComponent,
  request: { params: Record<string, string | undefined>; query: URLSearchParams; lng: LanguageCode; playerId: number | undefined },
): Promise<OfficePageData | null> {
  const { playerId } = request;
  // The resolver sends guests to the login form first; this is the last line.
  if (playerId === undefined) return null;
  if (component === 'bet-history') return loadBetHistoryPage(playerId, request.query, request.lng);
  const couponId = Number(request.params.couponId);
  if (!Number.isSafeInteger(couponId) || couponId <= 0) return null;
  try {
    return { kind: 'print-coupon', receipt: await receiptOf(await db(), await getFeed(), couponId, playerId) };
  } catch (error) {
    if (isAppError(error) && error.code === 'not_found') return null;
    throw error;
  }
}
