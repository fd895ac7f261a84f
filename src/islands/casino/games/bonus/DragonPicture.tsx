/**
 * Dragon eggs (spec §2 `dragon-bonus`): speckled eggs in a nest; the picked egg cracks open on its
 * prize — the table's top prize hatches a little dragon, the others hold gold — then the other
 * eggs crack showing theirs. The prizes are the server's board.
 */
import type { BonusPictureProps } from './contract.ts';
import { PickBoard, type PlaceArt } from './PickBoard.tsx';

/** Dictionary keys of the eggs. */
export const DRAGON_KEYS = ['bonus_game_egg_n', 'bonus_game_pick_egg'] as const;

/** The zigzag crack across an egg, from its right side (72, 46) back to its left (28, 46): both shell halves close along it. */
const CRACK = 'L64 40 L57 48 L50 40 L43 48 L36 40 Z';

/** One egg: nest, bottom shell, the top shell lifting off, and inside gold or, for the top prize, a dragon. */
function eggArt({ number, open, prize }: PlaceArt) {
  return (
    <>
      <svg className="bonus-svg dragon-svg" viewBox="0 -14 100 114">
        <ellipse className="dragon-nest" cx="50" cy="88" rx="40" ry="9" />
        {prize?.top ? (
          <g className="dragon-hatchling">
            <path className="dragon-body" d="M36 60 Q34 30 50 24 Q66 30 64 60 Z" />
            <path className="dragon-body" d="M42 28 L38 16 L46 25 Z M58 28 L62 16 L54 25 Z" />
            <circle className="dragon-eye" cx="45" cy="36" r="2.5" />
            <circle className="dragon-eye" cx="55" cy="36" r="2.5" />
            <path className="dragon-wing" d="M36 48 L18 36 L26 54 Z M64 48 L82 36 L74 54 Z" />
          </g>
        ) : prize && (
          <g className="dragon-gold">
            <circle className="bonus-coin" cx="42" cy="38" r="7" />
            <circle className="bonus-coin" cx="56" cy="36" r="7" />
            {prize.rank > 0 && <circle className="bonus-coin" cx="49" cy="27" r="7" />}
            {prize.rank > 1 && <path className="bonus-gem" d="M50 10 l7 7 -7 9 -7 -9z" />}
          </g>
        )}
        <path className="dragon-shell" d={`M28 46 Q26 86 50 86 Q74 86 72 46 ${CRACK}`} />
        <g className="dragon-top">
          <path className="dragon-shell" d={`M28 46 Q30 10 50 10 Q70 10 72 46 ${CRACK}`} />
          <circle className="dragon-spot" cx="42" cy="24" r="3" />
          <circle className="dragon-spot" cx="58" cy="30" r="4" />
        </g>
        <circle className="dragon-spot" cx="40" cy="66" r="4" />
        <circle className="dragon-spot" cx="60" cy="72" r="3" />
      </svg>
      <span className={open ? 'bonus-prize' : 'bonus-place-number'}>{prize ? prize.text : number}</span>
    </>
  );
}

/** The dragon eggs picture (module docstring). */
export function DragonPicture(props: BonusPictureProps) {
  return <PickBoard {...props} game="dragon-bonus" placeKey="bonus_game_egg_n" promptKey="bonus_game_pick_egg" art={eggArt} />;
}
