/**
 * Data of the personal-office pages (spec §2 Personal office), as the page components receive it,
 * and the pure reading of the bet history query (spec §3 Bet history directories):
 * - bet history: the player's coupons of one directory (1 on_site, 2 toto, 3 accurate,
 *   4 uncalculated, 5 in_cashier, 7 casino), in compact_view or full_view, filtered by a period,
 *   paged;
 * - print-coupon (spec §2 `print-coupon/{couponId}`, digits only §5): the receipt of one of the
 *   player's coupons.
 *
 * Query parameters are read leniently: an unknown directory, view or page falls back to its
 * default; a malformed or reversed period is not applied and the page says why.
 */
import type { Receipt } from '../../../schemas/coupon-api.ts';
import type { TotoCoupon } from '../../../schemas/toto-api.ts';
import type { CasinoRoundEntry } from './casino.ts';
import { isoDay, queryInteger } from '../../../schemas/primitives.ts';
import type { LanguageCode } from '../../../schemas/language.ts';
import { HISTORY_DIRECTORY, HISTORY_VIEWS, type HistoryDirectory, type HistoryView } from '../coupon/types.ts';
import { localizedHref } from '../routing/resolve.ts';

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
type PeriodProblem = 'invalid_date' | 'reversed';

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
  // Days and the page number are read by the API's own schemas (schemas/primitives.ts), so the
  // page accepts exactly the range the bet history query does.
  const isDay = (text: string) => isoDay.safeParse(text).success;
  if ((fromText !== '' && !isDay(fromText)) || (toText !== '' && !isDay(toText))) periodProblem = 'invalid_date';
  else if (fromText !== '' && toText !== '' && fromText > toText) periodProblem = 'reversed';
  const pageNumber = queryInteger(1, MAX_PAGE).safeParse(query.get('page') ?? '1');
  const page = pageNumber.success ? pageNumber.data : 1;
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
interface HistoryLink {
  href: string;
  active: boolean;
}

/** Data of the bet history page. */
export interface BetHistoryPageData {
  kind: 'bet-history';
  request: HistoryRequest;
  /** The coupons of the page, newest first. */
  entities: Receipt[];
  /** Directory 2 (toto): the toto coupons of the page, newest first. */
  toto: TotoCoupon[];
  /** Directory 7 (casino): the casino rounds of the page, newest first. */
  casino: CasinoRoundEntry[];
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

/** The history URL for a request: the directory always, the other parameters when not the default. */
export function historyHref(lng: LanguageCode, request: Pick<HistoryRequest, 'directory' | 'view' | 'fromText' | 'toText' | 'page'>): string {
  const query = new URLSearchParams();
  query.set('directory', String(request.directory));
  if (request.view !== 'compact_view') query.set('view', request.view);
  if (request.fromText !== '') query.set('from', request.fromText);
  if (request.toText !== '') query.set('to', request.toText);
  if (request.page > 1) query.set('page', String(request.page));
  return localizedHref(lng, '/office/history', query);
}
