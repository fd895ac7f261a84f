/**
 * Data of the page blocks that read something before they render (the block registry's loaders,
 * src/server/pages/blocks/), as the block components receive it, and a page's blocks with their data.
 * Block components import these types from here, never a loader, and do no I/O of their own.
 */
import type { BlockProps, BlockType } from '../../../schemas/blocks.ts';
import type { GameState } from '../feed/live-sync.ts';
import { DEFAULT_MENU_SECTION, TOP_MENU_SECTION } from '../feed/slugs.ts';
import type { MediaRecord } from '../media.ts';
import type { LobbyGame } from './casino.ts';

/**
 * What each block with a loader gets, by block type; a type not listed has no loader.
 * - `topGames`, `gameRows`, `liveNow`: the games to list, in order; empty when the brand does not serve
 *   the list the block links to ({@link feedListPath}, `/live`) or the feed could not be read.
 * - `image`, `banner`: the brand's media library record of `props.mediaId`, null when the library
 *   does not have it (or could not be read).
 * - `promoCards`: the record of each item's `mediaId`, in item order (null: no image).
 * - `casinoRow`, `promotions`, `tournaments`, `totoJackpot`, `lottoDraws`: what the block shows, or
 *   null when the brand does not serve its product in the page language (the block renders
 *   nothing), it has nothing to show, or its data could not be read.
 */
interface BlockDataMap {
  topGames: GameState[];
  liveNow: GameState[];
  gameRows: GameState[];
  image: MediaRecord | null;
  banner: MediaRecord | null;
  promoCards: (MediaRecord | null)[];
  casinoRow: CasinoRowData | null;
  promotions: PromotionsData | null;
  tournaments: TournamentsData | null;
  totoJackpot: TotoJackpotData | null;
  lottoDraws: LottoDrawsData | null;
}

/** A casino row: its games in order, where each links, and the page "see all" opens. */
interface CasinoRowData {
  /** Dictionary key of the row's heading. */
  headingKey: string;
  games: LobbyGame[];
  /** Localised href of the page listing the row's games. */
  allHref: string;
  /** Localised href prefix of a game's page, `/{lng}/casino/game`. */
  gameHrefPrefix: string;
}

/** The published promotions, texts in the page language (or its fallback). */
interface PromotionsData {
  items: { title: string; description: string | null; href: string }[];
  /** Localised href of the promotions list. */
  allHref: string;
}

/** The running tournaments. */
interface TournamentsData {
  items: {
    title: string;
    href: string;
    /** The period's prize pool, formatted with its currency in the page locale. */
    prizePool: string;
    /** Prizes paid (places). */
    places: number;
    /** When the current period ends, ISO 8601. */
    endsAt: string;
  }[];
  allHref: string;
}

/** A toto draw taking coupons (the current one or the next). */
interface TotoJackpotData {
  drawId: number;
  /** The jackpot carried in, formatted in the brand's currency and the page locale; null while none is carried. */
  jackpot: string | null;
  /** Stakes in the pool so far, formatted likewise. */
  pool: string;
  /** Coupons close, ISO 8601. */
  deadline: string;
  /** Matches of the draw. */
  matches: number;
  href: string;
}

/** The next lotto draws, soonest first. */
interface LottoDrawsData {
  draws: { lotteryName: string; drawAt: string; price: string; href: string }[];
  allHref: string;
}

/** The data a block of type `K` renders with; `undefined` for a block without a loader. */
export type BlockData<K extends BlockType> = K extends keyof BlockDataMap ? BlockDataMap[K] : undefined;

/** One block of a page with its loaded data, ready to render. */
export type LoadedBlock = { [K in BlockType]: { type: K; props: BlockProps<K>; data: BlockData<K> } }[BlockType];

/** What a page rendering blocks receives besides its own data: its blocks in page order, loaded. */
export interface PageBlocks {
  blocks: LoadedBlock[];
}

/**
 * The line list (path without the language prefix) a games block links to and lists from: the top
 * games (`onlyTop`) or all games.
 */
export function feedListPath(onlyTop: boolean): string {
  return `/line/${onlyTop ? TOP_MENU_SECTION : DEFAULT_MENU_SECTION}`;
}

/** The live list (spec §2 `/live`) the live now block links to. */
export const LIVE_LIST_PATH = '/live';
