/**
 * The board of a pick game (chest, memory, safe, lottery, dragon-bonus; spec §2): one button per
 * place with the game's art, named "Chest 2" before the play and "Chest 2 (your pick): 500.00 RUB"
 * after it. The picked place opens at the reveal's 'pick' stage, the others at 'all'
 * (src/islands/casino/games/bonus/contract.ts); each place carries the prize the server's board
 * puts there (`data-prize`, minor units) once it is open.
 */
import { useState, type ReactNode } from 'react';
import { Button, useLocale } from 'react-aria-components';
import { useT } from '../../../shell/i18n.tsx';
import { placeOpen, type BonusPictureProps } from './contract.ts';

/** What a game's art draws for one place. */
export interface PlaceArt {
  /** 1-based number of the place, formatted in the page's language. */
  number: string;
  /** True once the place shows its prize. */
  open: boolean;
  /** The shown prize (null while closed). */
  prize: { text: string; minor: number; rank: number; top: boolean } | null;
}

/** Dictionary keys every pick board uses. */
export const PICK_BOARD_KEYS = ['bonus_game_place_prize', 'bonus_game_place_picked'] as const;

interface PickBoardProps extends BonusPictureProps {
  /** Class of the game's board (`bonus-board-<game>`). */
  game: string;
  /** Dictionary key of a place's name, with `{{n}}` (e.g. "Chest {{n}}"). */
  placeKey: string;
  /** Dictionary key of the board's name (e.g. "Pick a chest"). */
  promptKey: string;
  /** The game's art of one place (decorative: the button's name says it in words). */
  art: (place: PlaceArt) => ReactNode;
}

/** A pick game's board of places (module docstring). */
export function PickBoard({ places, prizes, revealed, stage, busy, canPick, onPick, game, placeKey, promptKey, art }: PickBoardProps) {
  const t = useT();
  const { locale } = useLocale();
  const int = new Intl.NumberFormat(locale);
  const [pending, setPending] = useState<number | null>(null);
  const ranked = [...prizes.keys()].sort((a, b) => prizes[a]!.minor - prizes[b]!.minor);
  return (
    <div className={`bonus-board bonus-board-${game}`} role="group" aria-label={t(promptKey)} data-testid="bonus-board" data-stage={revealed ? stage : undefined}>
      {Array.from({ length: places }, (_, i) => {
        const number = int.format(i + 1);
        const name = t(placeKey, { n: number });
        const open = revealed !== null && placeOpen(i, revealed.pick, stage);
        const index = revealed?.board[i];
        const prize = open && index !== undefined ? prizes[index]! : null;
        const rank = index === undefined ? 0 : ranked.indexOf(index);
        const picked = revealed?.pick === i;
        const label = prize ? t(picked ? 'bonus_game_place_picked' : 'bonus_game_place_prize', { place: name, prize: prize.text }) : name;
        return (
          <Button key={i} className="bonus-place" data-testid={`bonus-game-place-${i}`} aria-label={label}
            data-state={open ? 'open' : 'closed'} data-picked={picked ? 'true' : undefined} data-prize={prize ? prize.minor : undefined}
            isPending={busy && pending === i} isDisabled={!canPick || (busy && pending !== i)}
            onPress={() => { setPending(i); onPick(i); }}>
            <span className="bonus-art" aria-hidden="true">
              {art({ number, open, prize: prize ? { text: prize.text, minor: prize.minor, rank, top: rank === prizes.length - 1 } : null })}
            </span>
          </Button>
        );
      })}
    </div>
  );
}
