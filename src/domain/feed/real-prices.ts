/**
 * Real prices first (ARCHITECTURE "Sports feed"): which real bookmaker prices of the data a
 * brand's pre-match markets take, and how the brand's margin is put on every market.
 *
 * Choice (brand setting `sportsPricing`, schemas/sports-pricing.ts): per market (1X2, over/under
 * 2.5, Asian handicap) independently, the first book of {@link preferenceOrder} whose cells are
 * all priced: the chosen moment (closing or opening) with the chosen bookmaker first, then the
 * others in the importer's order (Bet365, Pinnacle, market average), then the same at the other
 * moment. A market no book prices is the model's (src/domain/feed/odds-model.ts).
 *
 * Margin, proportional (multiplicative) method: a real book o₁..oₙ loses its own margin by
 * normalising its implied probabilities, pᵢ = (1/oᵢ) / Σ 1/oⱼ, and the brand's price is
 * 1 / (pᵢ × R) with R = 1 + marginBasisPoints / 10 000, 3 decimals, ≥ 1.01. Equivalently every
 * real price is scaled by the same factor (Σ 1/oⱼ) / R, so the ratios between a book's prices —
 * the market's own favourite–longshot shape — are kept exactly, and a brand whose margin equals
 * the book's shows the book's prices. It is the method the model already prices with (one rule for
 * real and model markets), needs no solver, and cannot push a price below its fair value; power or
 * Shin's method would move more margin onto long shots, a judgement the real market has already
 * made in its prices.
 */
import type { SportsPricing } from '../../../schemas/sports-pricing.ts';
import { PRICE_BOOKMAKERS, PRICE_MOMENTS } from './price-books.ts';

/** A moment of the market: `opening` (first published) or `closing` (at kick-off). */
type PriceMoment = (typeof PRICE_MOMENTS)[number];
/** A bookmaker of the data: Bet365, Pinnacle or the market average. */
export type Bookmaker = (typeof PRICE_BOOKMAKERS)[number];

/** One bookmaker's prices at one moment; a market absent when any of its cells is blank. */
export interface RealBook {
  /** 1X2 decimal prices, each > 1. */
  oneXTwo?: { home: number; draw: number; away: number };
  /** Over/under 2.5 goals decimal prices, each > 1. */
  total25?: { over: number; under: number };
  /** Asian handicap: the home side's line (`AHh` opening, `AHCh` closing) and both prices. */
  asian?: { line: number; home: number; away: number };
}

/** Every book of a match: by moment, then by bookmaker. */
export type RealBooks = Partial<Record<PriceMoment, Partial<Record<Bookmaker, RealBook>>>>;

/** Where a real price was taken from. */
export interface BookRef {
  moment: PriceMoment;
  bookmaker: Bookmaker;
}

/** The real markets a pricing takes for a match, each with the book it came from. */
export interface ChosenBook {
  oneXTwo?: { odds: NonNullable<RealBook['oneXTwo']>; from: BookRef };
  total25?: { odds: NonNullable<RealBook['total25']>; from: BookRef };
  asian?: { odds: NonNullable<RealBook['asian']>; from: BookRef };
}

/** The real markets of the data. */
export type RealMarket = keyof ChosenBook;

/**
 * The football-data.co.uk columns of a book: 1X2 `[home, draw, away]`, over/under 2.5
 * `[over, under]`, the Asian line and `[home, away]` prices. Closing columns carry a `C`
 * (`B365CH`, `PC>2.5`, `AvgCAHH`, line `AHCh`).
 */
export function bookColumns({ moment, bookmaker }: BookRef): { oneXTwo: readonly [string, string, string]; total25: readonly [string, string]; asianLine: string; asian: readonly [string, string] } {
  const c = moment === 'closing' ? 'C' : '';
  // Totals and Asian handicap name Pinnacle `P`, the 1X2 names it `PS`.
  const short = bookmaker === 'PS' ? 'P' : bookmaker;
  return {
    oneXTwo: [`${bookmaker}${c}H`, `${bookmaker}${c}D`, `${bookmaker}${c}A`],
    total25: [`${short}${c}>2.5`, `${short}${c}<2.5`],
    asianLine: moment === 'closing' ? 'AHCh' : 'AHh',
    asian: [`${short}${c}AHH`, `${short}${c}AHA`],
  };
}

/** The books a pricing tries, in order (module docstring). */
export function preferenceOrder(pricing: Pick<SportsPricing, 'moment' | 'bookmaker'>): BookRef[] {
  const bookmakers = [pricing.bookmaker, ...PRICE_BOOKMAKERS.filter((b) => b !== pricing.bookmaker)];
  const moments = [pricing.moment, ...PRICE_MOMENTS.filter((m) => m !== pricing.moment)];
  return moments.flatMap((moment) => bookmakers.map((bookmaker) => ({ moment, bookmaker })));
}

/** Per real market, the first book of {@link preferenceOrder} that prices it (module docstring). */
export function chooseBook(books: RealBooks | undefined, pricing: Pick<SportsPricing, 'moment' | 'bookmaker'>): ChosenBook {
  const out: ChosenBook = {};
  if (!books) return out;
  for (const from of preferenceOrder(pricing)) {
    const book = books[from.moment]?.[from.bookmaker];
    if (!book) continue;
    if (!out.oneXTwo && book.oneXTwo) out.oneXTwo = { odds: book.oneXTwo, from };
    if (!out.total25 && book.total25) out.total25 = { odds: book.total25, from };
    if (!out.asian && book.asian) out.asian = { odds: book.asian, from };
  }
  return out;
}

/** Key of the book choice of a pricing (caches of fits and prices keyed by it). */
export function bookChoiceKey(pricing: Pick<SportsPricing, 'moment' | 'bookmaker'>): string {
  return `${pricing.moment}:${pricing.bookmaker}`;
}

/** Key of a whole pricing: book choice and margin. */
export function pricingKey(pricing: SportsPricing): string {
  return `${bookChoiceKey(pricing)}:${pricing.marginBasisPoints}`;
}

/** The brand's overround R = 1 + margin: what every priced market's implied probabilities sum to. */
export function brandOverround(pricing: Pick<SportsPricing, 'marginBasisPoints'>): number {
  return 1 + pricing.marginBasisPoints / 10_000;
}

/** The real markets of the data, in the order the console lists them. */
export const REAL_MARKETS = ['oneXTwo', 'total25', 'asian'] as const satisfies readonly RealMarket[];

/**
 * Where a real market's pre-match prices come from under a pricing: a book (`closing:B365`, …),
 * `model` (priced by the model fitted to the real 1X2: over/under 2.5 without real totals), or
 * `none` (not offered: no match market without a real 1X2, no Asian handicap without a real line).
 */
export type PriceSource = `${PriceMoment}:${Bookmaker}` | 'model' | 'none';

/** The games of one source of a market. */
interface SourceCount {
  source: PriceSource;
  /** Games whose market comes from it, ≥ 1. */
  games: number;
}

/** The sources of the real markets of one group of games (a league). */
export interface GroupPriceSources {
  /** The group's name, as the caller gave it. */
  group: string;
  games: number;
  /** Per real market, its sources in {@link preferenceOrder}, then `model`, then `none`; only those with games. */
  markets: Record<RealMarket, SourceCount[]>;
}

/**
 * Per group of games (a league), where each real market's pre-match prices come from under
 * `pricing` (the console's feed view): the book {@link chooseBook} takes, else the model or nothing
 * (see {@link PriceSource}). Groups in name order.
 * @param games each game's group and books (src/domain/feed/replay.ts `booksOf`)
 */
export function priceSources(games: Iterable<{ group: string; books: RealBooks }>, pricing: Pick<SportsPricing, 'moment' | 'bookmaker'>): GroupPriceSources[] {
  const order: PriceSource[] = [...preferenceOrder(pricing).map((b): PriceSource => `${b.moment}:${b.bookmaker}`), 'model', 'none'];
  const byGroup = new Map<string, { games: number; counts: Record<RealMarket, Map<PriceSource, number>> }>();
  for (const { group, books } of games) {
    let entry = byGroup.get(group);
    if (!entry) byGroup.set(group, (entry = { games: 0, counts: { oneXTwo: new Map(), total25: new Map(), asian: new Map() } }));
    entry.games += 1;
    const chosen = chooseBook(books, pricing);
    for (const market of REAL_MARKETS) {
      const from = chosen[market]?.from;
      const source: PriceSource = from ? `${from.moment}:${from.bookmaker}` : market === 'total25' && chosen.oneXTwo ? 'model' : 'none';
      entry.counts[market].set(source, (entry.counts[market].get(source) ?? 0) + 1);
    }
  }
  return [...byGroup]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([group, { games: count, counts }]) => {
      const list = (market: RealMarket): SourceCount[] => order.filter((s) => counts[market].has(s)).map((source) => ({ source, games: counts[market].get(source)! }));
      return { group, games: count, markets: { oneXTwo: list('oneXTwo'), total25: list('total25'), asian: list('asian') } };
    });
}
