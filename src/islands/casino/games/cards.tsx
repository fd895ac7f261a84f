/**
 * The playing card of our card games (blackjack, Jacks or Better): a card 0 … 51 of
 * src/domain/casino/cards.ts drawn as a real face in SVG (rank and suit in two corners, the pips of
 * a number card in their standard places, a framed letter on a court card, one large pip on an
 * ace; hearts and diamonds red, clubs and spades black), or the card's back for a face-down card.
 * Its accessible name is the card in words from the dictionaries ("Queen of hearts"); the drawing
 * is decoration. A card slides in when it first appears (a face that replaces a back turns over):
 * the delay is the caller's, derived from the card's place in the round's deal order; with reduced
 * motion (or `still`) the card stands at its end state at once.
 */
import { useId, useLayoutEffect, useRef } from 'react';
import { rankOf, suitOf } from '../../../domain/casino/cards.ts';
import { useT } from '../../shell/i18n.tsx';

/** Dictionary keys of a playing card's name. */
export const CARD_KEYS = [
  'gs_card_label', 'gs_card_hidden',
  ...Array.from({ length: 13 }, (_, i) => `gs_rank_${i}`), ...Array.from({ length: 4 }, (_, i) => `gs_suit_${i}`),
] as const;

/** Rank marks, index = rankOf(card). */
const RANK_MARKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
/** Suit marks, index = suitOf(card): clubs, diamonds, hearts, spades. */
const SUIT_MARKS = ['♣', '♦', '♥', '♠'];

/** Card drawing: a 60 × 84 box. */
const W = 60;
const H = 84;
const X = [19, 30, 41];
/** Pip centres of the number cards 2 … 10 (index = rank), in the standard layouts. */
const PIPS: readonly (readonly [number, number])[][] = [
  [[X[1]!, 22], [X[1]!, 62]],
  [[X[1]!, 22], [X[1]!, 42], [X[1]!, 62]],
  [[X[0]!, 22], [X[2]!, 22], [X[0]!, 62], [X[2]!, 62]],
  [[X[0]!, 22], [X[2]!, 22], [X[1]!, 42], [X[0]!, 62], [X[2]!, 62]],
  [[X[0]!, 22], [X[2]!, 22], [X[0]!, 42], [X[2]!, 42], [X[0]!, 62], [X[2]!, 62]],
  [[X[0]!, 22], [X[2]!, 22], [X[1]!, 32], [X[0]!, 42], [X[2]!, 42], [X[0]!, 62], [X[2]!, 62]],
  [[X[0]!, 22], [X[2]!, 22], [X[1]!, 32], [X[0]!, 42], [X[2]!, 42], [X[1]!, 52], [X[0]!, 62], [X[2]!, 62]],
  [[X[0]!, 22], [X[2]!, 22], [X[0]!, 35.3], [X[2]!, 35.3], [X[1]!, 42], [X[0]!, 48.7], [X[2]!, 48.7], [X[0]!, 62], [X[2]!, 62]],
  [[X[0]!, 22], [X[2]!, 22], [X[1]!, 28.7], [X[0]!, 35.3], [X[2]!, 35.3], [X[0]!, 48.7], [X[2]!, 48.7], [X[1]!, 55.3], [X[0]!, 62], [X[2]!, 62]],
];

/** A card's name in words, e.g. "Queen of hearts" (null: "Face-down card"). */
export function useCardName(): (card: number | null) => string {
  const t = useT();
  return (card) => (card === null ? t('gs_card_hidden') : t('gs_card_label', { rank: t(`gs_rank_${rankOf(card)}`), suit: t(`gs_suit_${suitOf(card)}`) }));
}

/** The face of `card` in the 60 × 84 box. */
function Face({ card }: { card: number }) {
  const rank = rankOf(card);
  const suit = SUIT_MARKS[suitOf(card)]!;
  const mark = RANK_MARKS[rank]!;
  const corner = (
    <g className="card-corner">
      <text x="7" y="13" textAnchor="middle" className="card-rank">{mark}</text>
      <text x="7" y="23" textAnchor="middle" className="card-corner-suit">{suit}</text>
    </g>
  );
  let centre;
  if (rank <= 8) {
    centre = PIPS[rank]!.map(([x, y], i) => (
      <text key={i} x={x} y={y} textAnchor="middle" dominantBaseline="central" className="card-pip" transform={y > 42 ? `rotate(180 ${x} ${y})` : undefined}>{suit}</text>
    ));
  } else if (rank === 12) {
    centre = <text x={W / 2} y={H / 2} textAnchor="middle" dominantBaseline="central" className="card-ace">{suit}</text>;
  } else {
    centre = (
      <g className="card-court">
        <rect x="14" y="16" width="32" height="52" rx="2" className="card-court-frame" />
        <text x={W / 2} y="38" textAnchor="middle" dominantBaseline="central" className="card-court-letter">{mark}</text>
        <text x={W / 2} y="56" textAnchor="middle" dominantBaseline="central" className="card-court-suit">{suit}</text>
      </g>
    );
  }
  return (
    <>
      <rect x="0.5" y="0.5" width={W - 1} height={H - 1} rx="4" className="card-paper" />
      {corner}
      <g transform={`rotate(180 ${W / 2} ${H / 2})`}>{corner}</g>
      {centre}
    </>
  );
}

/** The back of a card: a lattice inside a border. */
function Back() {
  return (
    <>
      <rect x="0.5" y="0.5" width={W - 1} height={H - 1} rx="4" className="card-paper" />
      <rect x="4" y="4" width={W - 8} height={H - 8} rx="2" className="card-back-field" />
      <path className="card-back-lattice" d={Array.from({ length: 9 }, (_, i) => `M${4 + i * 8} 4 L${4 + i * 8 - 52} 80 M${4 + i * 8 - 52} 4 L${4 + i * 8} 80`).join(' ')} />
      <rect x="4" y="4" width={W - 8} height={H - 8} rx="2" className="card-back-border" />
    </>
  );
}

/** Props of a playing card. */
export interface PlayingCardProps {
  /** The card 0 … 51, or null for a face-down card. */
  card: number | null;
  /** Deal order of the card's appearance: it slides in `order` × 150 ms after it appears. */
  order?: number;
  /** True for a card drawn at its end state (a finished round's picture). */
  still?: boolean;
}

/** One playing card, face up or down (see the module comment). */
export function PlayingCard({ card, order = 0, still = false }: PlayingCardProps) {
  const name = useCardName();
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    ref.current?.style.setProperty('--deal-order', String(order));
  }, [order]);
  const clip = `card-clip-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const suit = card === null ? undefined : suitOf(card);
  return (
    <span ref={ref} className="playing-card" role="img" aria-label={name(card)} data-card={card ?? 'back'} data-suit={suit}
      data-red={suit === 1 || suit === 2 ? 'true' : undefined} data-still={still ? 'true' : undefined}>
      <svg viewBox={`0 0 ${W} ${H}`} aria-hidden="true" focusable="false" direction="ltr">
        <defs><clipPath id={clip}><rect x="0" y="0" width={W} height={H} rx="4" /></clipPath></defs>
        <g clipPath={`url(#${clip})`}>{card === null ? <Back /> : <Face card={card} />}</g>
      </svg>
    </span>
  );
}
