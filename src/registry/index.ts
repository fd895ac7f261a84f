/**
 * The component registry: every block type of `schemas/blocks.ts` → its component, props schema
 * and island metadata, and for the blocks that read the feed or the media library their loader
 * (src/server/pages/blocks/), run before the page renders by `loadBlocks` (src/registry/block-load.ts).
 * Typed as a full record, so a block type without an entry is a type error, and so is a block
 * with data (src/domain/pages/blocks.ts) without its loader; `src/registry/schemas.ts` derives the
 * page union from the same schemas.
 */
import type { BlockType } from '../../schemas/blocks.ts';
import { blockSchemas } from './schemas.ts';
import type { RegistryEntry } from './types.ts';
import Hero from '../components/blocks/Hero.astro';
import InfoCards from '../components/blocks/InfoCards.astro';
import PromoCarouselBlock from '../components/blocks/PromoCarouselBlock.astro';
import FaqBlock from '../components/blocks/FaqBlock.astro';
import TopGamesBlock from '../components/blocks/TopGamesBlock.astro';
import LiveNowBlock from '../components/blocks/LiveNowBlock.astro';
import RichTextBlock from '../components/blocks/RichTextBlock.astro';
import ImageBlock from '../components/blocks/ImageBlock.astro';
import BannerBlock from '../components/blocks/BannerBlock.astro';
import CtaBlock from '../components/blocks/CtaBlock.astro';
import PromoCardsBlock from '../components/blocks/PromoCardsBlock.astro';
import GameRowsBlock from '../components/blocks/GameRowsBlock.astro';
import TableBlock from '../components/blocks/TableBlock.astro';
import TabsBlock from '../components/blocks/TabsBlock.astro';
import AccordionBlock from '../components/blocks/AccordionBlock.astro';
import ContactsBlock from '../components/blocks/ContactsBlock.astro';
import AppDownloadBlock from '../components/blocks/AppDownloadBlock.astro';
import BettingCalculatorBlock from '../components/blocks/BettingCalculatorBlock.astro';
import LinkList from '../components/blocks/LinkList.astro';
import CasinoRowBlock from '../components/blocks/CasinoRowBlock.astro';
import PromotionsBlock from '../components/blocks/PromotionsBlock.astro';
import TournamentsBlock from '../components/blocks/TournamentsBlock.astro';
import TotoJackpotBlock from '../components/blocks/TotoJackpotBlock.astro';
import LottoDrawsBlock from '../components/blocks/LottoDrawsBlock.astro';
import { loadGameRows, loadLiveNow, loadTopGames } from '../server/pages/blocks/feed-games.ts';
import { loadBanner, loadImage, loadPromoCards } from '../server/pages/blocks/media.ts';
import { loadCasinoRow, loadLottoDraws, loadPromotions, loadTotoJackpot, loadTournaments } from '../server/pages/blocks/showcase.ts';

/** The registry. */
export const registry: { [K in BlockType]: RegistryEntry<K> } = {
  hero: { component: Hero, props: blockSchemas.hero },
  infoCards: { component: InfoCards, props: blockSchemas.infoCards },
  promoCarousel: {
    component: PromoCarouselBlock,
    props: blockSchemas.promoCarousel,
    island: { name: 'PromoCarousel', hydrate: 'visible' },
  },
  faq: { component: FaqBlock, props: blockSchemas.faq, island: { name: 'Faq', hydrate: 'visible' } },
  topGames: { component: TopGamesBlock, props: blockSchemas.topGames, load: loadTopGames, island: { name: 'LineGames', hydrate: 'visible' } },
  liveNow: { component: LiveNowBlock, props: blockSchemas.liveNow, load: loadLiveNow, island: { name: 'LiveGames', hydrate: 'visible' } },
  richText: { component: RichTextBlock, props: blockSchemas.richText },
  image: { component: ImageBlock, props: blockSchemas.image, load: loadImage },
  banner: { component: BannerBlock, props: blockSchemas.banner, load: loadBanner },
  cta: { component: CtaBlock, props: blockSchemas.cta },
  promoCards: { component: PromoCardsBlock, props: blockSchemas.promoCards, load: loadPromoCards },
  gameRows: { component: GameRowsBlock, props: blockSchemas.gameRows, load: loadGameRows, island: { name: 'LineGames', hydrate: 'visible' } },
  table: { component: TableBlock, props: blockSchemas.table },
  tabs: { component: TabsBlock, props: blockSchemas.tabs, island: { name: 'Tabs', hydrate: 'visible' } },
  accordion: { component: AccordionBlock, props: blockSchemas.accordion, island: { name: 'Accordion', hydrate: 'visible' } },
  contacts: { component: ContactsBlock, props: blockSchemas.contacts },
  appDownload: { component: AppDownloadBlock, props: blockSchemas.appDownload },
  bettingCalculator: {
    component: BettingCalculatorBlock,
    props: blockSchemas.bettingCalculator,
    island: { name: 'BettingCalculator', hydrate: 'load' },
  },
  linkList: { component: LinkList, props: blockSchemas.linkList },
  casinoRow: { component: CasinoRowBlock, props: blockSchemas.casinoRow, load: loadCasinoRow },
  promotions: { component: PromotionsBlock, props: blockSchemas.promotions, load: loadPromotions },
  tournaments: { component: TournamentsBlock, props: blockSchemas.tournaments, load: loadTournaments },
  totoJackpot: { component: TotoJackpotBlock, props: blockSchemas.totoJackpot, load: loadTotoJackpot },
  lottoDraws: { component: LottoDrawsBlock, props: blockSchemas.lottoDraws, load: loadLottoDraws },
};
