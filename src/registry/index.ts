/**
 * The component registry: every block type of `schemas/blocks.ts` → its component, props schema
 * and island metadata. Typed as a full record, so a block type without an entry is a type
 * error; `src/registry/schemas.ts` derives the page union from the same schemas.
 */
import type { BlockType } from '../../schemas/blocks.ts';
import { blockSchemas } from './schemas.ts';
import type { RegistryEntry } from './types.ts';
import Hero from '../components/blocks/Hero.astro';
import InfoCards from '../components/blocks/InfoCards.astro';
import PromoCarouselBlock from '../components/blocks/PromoCarouselBlock.astro';
import FaqBlock from '../components/blocks/FaqBlock.astro';
import TopGamesBlock from '../components/blocks/TopGamesBlock.astro';
import RichText from '../components/blocks/RichText.astro';
import Cta from '../components/blocks/Cta.astro';
import LinkList from '../components/blocks/LinkList.astro';

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
  topGames: { component: TopGamesBlock, props: blockSchemas.topGames, island: { name: 'LineGames', hydrate: 'visible' } },
  richText: { component: RichText, props: blockSchemas.richText },
  cta: { component: Cta, props: blockSchemas.cta },
  linkList: { component: LinkList, props: blockSchemas.linkList },
};
