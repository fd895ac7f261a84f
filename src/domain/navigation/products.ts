/**
 * The brand's products: one list (spec §2 route families, in the order a player scans them) from
 * which the header product bar, the phone tab bar and menu sheet, and every product link of the
 * lobbies and blocks are drawn. A product is on for a brand and language exactly when a guest
 * opening its path gets the page ({@link isServedPath}: the route's feature flag, the
 * `availableRoutes` rule, a built page), so turning a flag off removes every link to it at once.
 */
import type { LanguageCode } from '../../../schemas/language.ts';
import { isServedPath, localizedHref, type ResolveBrand } from '../routing/resolve.ts';

/** Every product of the portal, in navigation order. */
export const PRODUCTS = [
  { key: 'sports', path: '/line', labelKey: 'product_sports' },
  { key: 'live', path: '/live', labelKey: 'product_live' },
  { key: 'casino', path: '/casino', labelKey: 'product_casino' },
  { key: 'tvgames', path: '/tvgames', labelKey: 'product_tvgames' },
  { key: 'virtualsports', path: '/virtualsports', labelKey: 'product_virtualsports' },
  { key: 'toto', path: '/toto', labelKey: 'product_toto' },
  { key: 'lotto', path: '/lotto', labelKey: 'product_lotto' },
  { key: 'bingo', path: '/bingo', labelKey: 'product_bingo' },
  { key: 'poker', path: '/poker', labelKey: 'product_poker' },
  { key: 'promotions', path: '/promotions', labelKey: 'product_promotions' },
  { key: 'tournaments', path: '/bonus/casino/tournaments', labelKey: 'product_tournaments' },
  { key: 'news', path: '/news', labelKey: 'product_news' },
] as const;

/** A product's key. */
export type ProductKey = (typeof PRODUCTS)[number]['key'];

/** A product the brand serves in a language: its key, dictionary key of its name, and link with the language prefix. */
export interface BrandProduct {
  key: ProductKey;
  labelKey: (typeof PRODUCTS)[number]['labelKey'];
  /** Path without the language prefix, e.g. `/casino`. */
  path: string;
  /** `/{lng}{path}`. */
  href: string;
}

const cache = new WeakMap<ResolveBrand, Map<string, readonly BrandProduct[]>>();

/**
 * The products a guest can open on this brand in this language, in {@link PRODUCTS} order.
 * Memoised per brand object and language (a settings change yields a new brand object).
 * @param production the production environment (passed to {@link isServedPath})
 */
export function brandProducts(brand: ResolveBrand, lng: LanguageCode, production: boolean): readonly BrandProduct[] {
  let byLanguage = cache.get(brand);
  if (!byLanguage) cache.set(brand, (byLanguage = new Map()));
  const key = `${lng}\u0000${production}`;
  let list = byLanguage.get(key);
  if (!list) {
    list = PRODUCTS.filter((p) => isServedPath(brand, lng, p.path, production)).map((p) => ({ key: p.key, labelKey: p.labelKey, path: p.path, href: localizedHref(lng, p.path) }));
    byLanguage.set(key, list);
  }
  return list;
}

/** True when the brand serves the product in the language (a block or link about it may show). */
export function productOn(brand: ResolveBrand, lng: LanguageCode, product: ProductKey, production: boolean): boolean {
  return brandProducts(brand, lng, production).some((p) => p.key === product);
}

/** Characters of a label's longest word above which the product bar sets it smaller (see {@link compactLabel}). */
const BAR_WORD_CHARS = 9;

/**
 * Whether the product bar sets `label` in its compact size: a word over {@link BAR_WORD_CHARS}
 * characters ("Tournaments", "Promosyonlar", "Виртуальный") does not fit the bar's fixed item width
 * at the regular size and would break inside the word; at the compact size it fits, and the label
 * wraps between words only.
 */
export function compactLabel(label: string): boolean {
  return label.split(/\s+/u).some((word) => [...word].length > BAR_WORD_CHARS);
}
