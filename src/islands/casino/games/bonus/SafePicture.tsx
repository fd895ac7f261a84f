/**
 * Safes (spec §2 `safe`): a wall of deposit safes with dials; the picked safe's door swings open on
 * its prize, then the other doors open showing theirs. The prizes are the server's board.
 */
import type { BonusPictureProps } from './contract.ts';
import { PickBoard, type PlaceArt } from './PickBoard.tsx';

/** Dictionary keys of the safes. */
export const SAFE_KEYS = ['bonus_game_safe_n', 'bonus_game_pick_safe'] as const;

/** One safe: the inside with gold bars (more for a bigger prize) behind a door with a dial and a handle; below it the number, or the prize once open. */
function safeArt({ number, open, prize }: PlaceArt) {
  const bars = prize ? prize.rank + 1 : 0;
  return (
    <>
      <span className="safe" data-open={open ? 'true' : undefined}>
        <span className="safe-inside">
          <svg className="bonus-svg" viewBox="0 0 60 34">
            {Array.from({ length: bars }, (_, b) => (
              <path key={b} className="bonus-gold" d={`M${8 + (b % 3) * 15} ${28 - Math.floor(b / 3) * 9} l3 -7 h9 l3 7z`} />
            ))}
            {prize?.top && <path className="bonus-sparkle" d="M50 2 l2 6 6 2 -6 2 -2 6 -2 -6 -6 -2 6 -2z" />}
          </svg>
        </span>
        <span className="safe-door">
          <svg className="bonus-svg" viewBox="0 0 60 60">
            <rect className="safe-door-fill" x="2" y="2" width="56" height="56" rx="5" />
            <rect className="safe-door-edge" x="7" y="7" width="46" height="46" rx="3" />
            <circle className="safe-dial" cx="30" cy="30" r="11" />
            <path className="safe-dial-marks" d="M30 19 v4 M41 30 h-4 M30 41 v-4 M19 30 h4" />
            <circle className="safe-knob" cx="30" cy="30" r="4" />
            <rect className="safe-handle" x="46" y="24" width="4" height="12" rx="2" />
          </svg>
        </span>
      </span>
      <span className={open ? 'bonus-prize' : 'bonus-place-number'}>{prize ? prize.text : number}</span>
    </>
  );
}

/** The safes picture (module docstring). */
export function SafePicture(props: BonusPictureProps) {
  return <PickBoard {...props} game="safe" placeKey="bonus_game_safe_n" promptKey="bonus_game_pick_safe" art={safeArt} />;
}
