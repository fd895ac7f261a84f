/**
 * Playing cards shared by the casino's card games: a card is 0 … 51, rank = card mod 13
 * (0 = two … 8 = ten, 9 = jack, 10 = queen, 11 = king, 12 = ace), suit = floor(card / 13)
 * (0 clubs, 1 diamonds, 2 hearts, 3 spades).
 */

/** Rank 0 … 12 (two … ace). */
export const rankOf = (card: number): number => card % 13;
/** Suit 0 … 3 (clubs, diamonds, hearts, spades). */
export const suitOf = (card: number): number => Math.floor(card / 13);

const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'];
const SUITS = ['c', 'd', 'h', 's'];

/** Short text of a card, e.g. "Ah", "Tc". */
export function cardText(card: number): string {
  return RANKS[rankOf(card)]! + SUITS[suitOf(card)]!;
}

/** The card of a short text ("Ah"). Throws RangeError for an unknown text. */
export function parseCard(text: string): number {
  const r = RANKS.indexOf(text[0] ?? '');
  const s = SUITS.indexOf(text[1] ?? '');
  if (r < 0 || s < 0 || text.length !== 2) throw new RangeError(`not a card: ${text}`);
  return s * 13 + r;
}

/** The 52 cards in order. */
export const DECK: readonly number[] = Array.from({ length: 52 }, (_, i) => i);
