/**
 * The personal office menu (spec §2 "The office has a menu with categories and user data", §3
 * office menu user data, §7 "Office menu returns menuCategories and menuUserData"). Pure: the menu
 * is derived from the route table's office rows that name a page, so a page added to the office
 * (a `BUILT_OFFICE_PAGES` key, or an office row with `page`) appears in its category by itself,
 * and a route that is not built yet never becomes a link to a 404.
 */
import type { OfficeMenuUserData } from '../../../schemas/office-account.ts';
import { ROUTES } from '../routing/route-table.ts';
import { canOpenRoute } from '../player/ban.ts';

/** Menu categories in display order, each with the office paths (after `/office/`) it holds. */
export const OFFICE_MENU_CATEGORIES = [
  { id: 'profile', paths: ['account', 'security', 'settings', 'verification', 'identification'] },
  { id: 'payments', paths: ['recharge', 'deduce', 'historypay', 'payment/requests', 'payment/create-request'] },
  { id: 'bets', paths: ['history'] },
  { id: 'bonuses', paths: ['bonuses/deposit', 'bonuses/wager', 'casino/vipcashback', 'casino/premiumcashback', 'promotion', 'rewards', 'bringfriend'] },
  { id: 'responsible', paths: ['responsible'] },
  { id: 'help', paths: ['support', 'manager', 'share-idea'] },
] as const;

/** A category id of {@link OFFICE_MENU_CATEGORIES}; `other` holds office pages no category names. */
type OfficeMenuCategoryId = (typeof OFFICE_MENU_CATEGORIES)[number]['id'] | 'other';

/** One link of the office menu. */
interface OfficeMenuItem {
  /** Office path after `/office/`, e.g. `historypay`. */
  path: string;
  /** i18n key of the link text: `office_menu_` + the path with `/` and `-` as `_`. */
  key: string;
  /** Href with the language prefix, e.g. `/en/office/historypay`. */
  href: string;
}

/** One category of the menu (spec `menuCategories`). */
export interface OfficeMenuCategory {
  id: OfficeMenuCategoryId;
  /** i18n key of the category title: `office_category_{id}`. */
  key: string;
  items: OfficeMenuItem[];
}

/** What a page's office route row needs for the menu. */
interface OfficeRow {
  name: string;
  pattern: string;
  page?: string;
  allowedWhenBanned?: boolean;
  restrictedWhenNotBanned?: boolean;
  guard?: string;
}

/** The i18n key of an office path's menu text. */
export function officeMenuKey(path: string): string {
  return `office_menu_${path.replace(/[/-]/g, '_')}`;
}

/** Office rows with a page and a plain path (no parameters), in route-table order. */
export function builtOfficeRows(rows: readonly OfficeRow[] = ROUTES): { path: string; row: OfficeRow }[] {
  return rows
    .filter((row) => row.name.startsWith('office:') && row.page !== undefined && /^\/office\/[a-z/-]+$/.test(row.pattern))
    .map((row) => ({ path: row.pattern.slice('/office/'.length), row }));
}

/** Who the menu is for. */
export interface OfficeMenuInput {
  /** URL language code, e.g. `en`. */
  lng: string;
  /** The player's ban (spec §4 Ban): links the player may not open are left out. */
  ban: { level: number; version: number };
  /** Whether the identification page is shown (site config `isShowIdentification`). */
  showIdentification: boolean;
  /** Route rows (default the route table); tests pass their own. */
  rows?: readonly OfficeRow[];
  /** Office paths the brand does not offer (a cashback programme or club points it does not run). */
  hidden?: readonly string[];
}

/**
 * The office menu: every built office page the player may open, grouped by
 * {@link OFFICE_MENU_CATEGORIES} in their order (pages no category names go to `other`, last);
 * empty categories are left out.
 */
export function officeMenu({ lng, ban, showIdentification, rows, hidden = [] }: OfficeMenuInput): OfficeMenuCategory[] {
  const built = builtOfficeRows(rows).filter(({ path, row }) => {
    if (row.guard === 'identification' && !showIdentification) return false;
    if (hidden.includes(path)) return false;
    return canOpenRoute({ banLevel: ban.level, banVersion: ban.version, route: row }) === 'allow';
  });
  const item = (path: string): OfficeMenuItem => ({ path, key: officeMenuKey(path), href: `/${lng}/office/${path}` });
  const named = new Set<string>(OFFICE_MENU_CATEGORIES.flatMap((c) => c.paths));
  const categories: OfficeMenuCategory[] = OFFICE_MENU_CATEGORIES.map((category) => ({
    id: category.id,
    key: `office_category_${category.id}`,
    items: (category.paths as readonly string[]).filter((path) => built.some((b) => b.path === path)).map(item),
  }));
  categories.push({ id: 'other', key: 'office_category_other', items: built.filter((b) => !named.has(b.path)).map((b) => item(b.path)) });
  return categories.filter((c) => c.items.length > 0);
}

/** `GET /web-api/office/menu` (spec §7); the user data's shape is schemas/office-account.ts. */
export interface OfficeShellData {
  menuCategories: OfficeMenuCategory[];
  menuUserData: OfficeMenuUserData;
  /** The bonus balance with the currency sign in the page's locale, for display. */
  bonusLabel: string;
}
