/**
 * The picture of each bonus game (spec §2 fortuna, chest, memory, safe, lottery, dragon-bonus)
 * with its reveal timing and dictionary keys: the bonus game island draws `BONUS_PICTURES[game]`.
 */
import type { ComponentType } from 'react';
import type { BonusGame } from '../../../../domain/casino/bonus-games.ts';
import type { BonusPictureProps, RevealTiming } from './contract.ts';
import { PICK_BOARD_KEYS } from './PickBoard.tsx';
import { FORTUNA_KEYS, FortunaWheel } from './FortunaWheel.tsx';
import { CHEST_KEYS, ChestPicture } from './ChestPicture.tsx';
import { MEMORY_KEYS, MemoryPicture } from './MemoryPicture.tsx';
import { SAFE_KEYS, SafePicture } from './SafePicture.tsx';
import { LOTTERY_KEYS, LotteryPicture } from './LotteryPicture.tsx';
import { DRAGON_KEYS, DragonPicture } from './DragonPicture.tsx';

/** One game's picture. */
export interface BonusPicture {
  Picture: ComponentType<BonusPictureProps>;
  timing: RevealTiming;
}

/** A pick game: the picked place opens at the answer (its CSS transition), the others after it. */
const PICK: RevealTiming = { pickMs: 0, allMs: 1200 };

/** The picture of every bonus game. The wheel's timing is its spin (the CSS transition in bonus.css, 3.6 s). */
export const BONUS_PICTURES: Readonly<Record<BonusGame, BonusPicture>> = {
  fortuna: { Picture: FortunaWheel, timing: { pickMs: 3800, allMs: 3800 } },
  chest: { Picture: ChestPicture, timing: PICK },
  memory: { Picture: MemoryPicture, timing: PICK },
  safe: { Picture: SafePicture, timing: PICK },
  lottery: { Picture: LotteryPicture, timing: PICK },
  'dragon-bonus': { Picture: DragonPicture, timing: PICK },
};

/** Dictionary keys of every bonus game picture. */
export const BONUS_PICTURE_KEYS = [...PICK_BOARD_KEYS, ...FORTUNA_KEYS, ...CHEST_KEYS, ...MEMORY_KEYS, ...SAFE_KEYS, ...LOTTERY_KEYS, ...DRAGON_KEYS] as const;
