/**
 * Treasure chests (spec §2 `chest`): a row of closed chests drawn in SVG; the picked chest's lid
 * lifts over its prize, then the others open showing theirs. The prizes are the server's board.
 */
import type { BonusPictureProps } from './contract.ts';
import { PickBoard, type PlaceArt } from './PickBoard.tsx';

/** Dictionary keys of the chests. */
export const CHEST_KEYS = ['bonus_game_chest_n', 'bonus_game_pick_chest'] as const;

/** One chest: body, bands and lock; the lid lifts off when open and coins show, more for a bigger prize. */
function chestArt({ number, open, prize }: PlaceArt) {
  const coins = prize ? prize.rank + 2 : 0;
  return (
    <>
      <svg className="bonus-svg chest-svg" viewBox="0 0 100 84">
        <rect className="chest-inside" x="13" y="34" width="74" height="10" rx="2" />
        {Array.from({ length: coins }, (_, c) => (
          <circle key={c} className="bonus-coin" cx={50 + (c - (coins - 1) / 2) * 12} cy={36 - (c % 2) * 4} r="6" />
        ))}
        {prize?.top && <path className="bonus-sparkle" d="M50 6 l3 9 9 3 -9 3 -3 9 -3 -9 -9 -3 9 -3z" />}
        <rect className="chest-body" x="10" y="40" width="80" height="38" rx="4" />
        <rect className="bonus-gold" x="22" y="40" width="8" height="38" />
        <rect className="bonus-gold" x="70" y="40" width="8" height="38" />
        <g className="chest-lid">
          <path className="chest-lid-top" d="M10 42 L10 28 Q50 6 90 28 L90 42 Z" />
          <path className="bonus-gold" d="M22 42 V20.5 Q26 19 30 18 V42 Z M70 42 V18 Q74 19 78 20.5 V42 Z" />
        </g>
        <rect className="bonus-gold" x="43" y="38" width="14" height="15" rx="2" />
        <path className="chest-keyhole" d="M50 42.5 a2.5 2.5 0 1 1 0.01 0 M49 46 h2 l0.8 4 h-3.6z" />
      </svg>
      <span className={open ? 'bonus-prize' : 'bonus-place-number'}>{prize ? prize.text : number}</span>
    </>
  );
}

/** The chests picture (module docstring). */
export function ChestPicture(props: BonusPictureProps) {
  return <PickBoard {...props} game="chest" placeKey="bonus_game_chest_n" promptKey="bonus_game_pick_chest" art={chestArt} />;
}
