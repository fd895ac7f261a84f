/**
 * Memory cards (spec §2 `memory`): face-down cards in a grid; the picked card flips over to its
 * prize, then the others flip showing theirs. The prizes are the server's board.
 */
import type { BonusPictureProps } from './contract.ts';
import { PickBoard, type PlaceArt } from './PickBoard.tsx';

/** Dictionary keys of the cards. */
export const MEMORY_KEYS = ['bonus_game_card_n', 'bonus_game_pick_card'] as const;

/** One card: a patterned back with its number, a face with a coin stack (taller for a bigger prize) and the prize. */
function cardArt({ number, open, prize }: PlaceArt) {
  const coins = prize ? prize.rank + 1 : 0;
  return (
    <span className="memory-card" data-open={open ? 'true' : undefined}>
      <span className="memory-face memory-back">
        <svg className="bonus-svg" viewBox="0 0 60 84">
          <rect className="memory-back-fill" x="3" y="3" width="54" height="78" rx="6" />
          <path className="memory-back-pattern" d="M30 12 L48 42 L30 72 L12 42 Z M30 24 L41 42 L30 60 L19 42 Z" />
        </svg>
        <span className="bonus-place-number">{number}</span>
      </span>
      <span className="memory-face memory-front">
        <svg className="bonus-svg" viewBox="0 0 60 50">
          {Array.from({ length: coins }, (_, c) => (
            <ellipse key={c} className="bonus-coin" cx="30" cy={40 - c * 7} rx="14" ry="5" />
          ))}
          {prize?.top && <path className="bonus-sparkle" d="M50 4 l2 6 6 2 -6 2 -2 6 -2 -6 -6 -2 6 -2z" />}
        </svg>
        {prize && <span className="bonus-prize">{prize.text}</span>}
      </span>
    </span>
  );
}

/** The memory cards picture (module docstring). */
export function MemoryPicture(props: BonusPictureProps) {
  return <PickBoard {...props} game="memory" placeKey="bonus_game_card_n" promptKey="bonus_game_pick_card" art={cardArt} />;
}
