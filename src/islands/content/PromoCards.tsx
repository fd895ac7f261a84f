/** Promotion cards block view (server-rendered): a grid of cards with optional image and link. */
import type { MediaImageView } from '../../domain/media.ts';
import MediaImage from './MediaImage.tsx';

/** One card, resolved for the page language. */
export interface PromoCard {
  title: string;
  text: string;
  image?: MediaImageView | undefined;
  link?: { label: string; href: string } | undefined;
}

/** Props of the cards view. */
export interface PromoCardsProps {
  id?: string | undefined;
  title?: string | undefined;
  cards: PromoCard[];
}

/** The cards view. */
export default function PromoCards({ id, title, cards }: PromoCardsProps) {
  return (
    <section className="block-promo-cards" id={id}>
      {title && <h2>{title}</h2>}
      <ul>
        {cards.map((card, index) => (
          <li key={index} className="card promo-card">
            {card.image && <MediaImage image={card.image} sizes="(min-width: 960px) 320px, 100vw" />}
            <h3>{card.title}</h3>
            <p>{card.text}</p>
            {card.link && (
              <p>
                <a className="button button-secondary" href={card.link.href}>{card.link.label}</a>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
