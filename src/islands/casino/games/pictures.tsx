/**
 * The picture of one finished round per game, drawn from the round view alone (the fair result
 * the server recorded or the verify page recomputed; nothing random, no animation): the verify
 * page shows it for the round it checks, and a game's presentation may reuse it for its end
 * state. A game's entry lives beside its presentation in `games/`.
 */
import type { ReactNode } from 'react';
import type { GameServerGame } from '../../../../schemas/game-server.ts';
import type { RoundPictureProps } from './contract.ts';
import { DICE_KEYS, DicePicture } from './DiceGame.tsx';
import { LIMBO_KEYS, LimboPicture } from './LimboGame.tsx';
import { MINES_KEYS, MinesPicture } from './MinesGame.tsx';
import { PLINKO_KEYS, PlinkoPicture } from './PlinkoGame.tsx';
import { ROULETTE_PICTURE_KEYS, RoulettePicture } from './RouletteWheel.tsx';
import { KENO_PICTURE_KEYS, KenoPicture } from './KenoGame.tsx';
import { BLACKJACK_KEYS, BlackjackPicture } from './BlackjackGame.tsx';
import { VIDEO_POKER_KEYS, VideoPokerPicture } from './VideoPokerGame.tsx';
import { SCRATCH_KEYS, ScratchRoundPicture } from './ScratchGame.tsx';
import { SLOT_KEYS, SlotRoundPicture } from './SlotGame.tsx';
import { DRAWN_SYMBOLS, symbolKeys } from './symbol-art.tsx';
import { BACCARAT_KEYS, BaccaratPicture } from './BaccaratGame.tsx';
import { DRAGON_TIGER_KEYS, DragonTigerPicture } from './DragonTigerGame.tsx';
import { SIC_BO_KEYS, SicBoPicture } from './SicBoGame.tsx';

/** The round picture of each game that has one. */
export const ROUND_PICTURES: Partial<Record<GameServerGame, (props: RoundPictureProps) => ReactNode>> = {
  dice: DicePicture,
  limbo: LimboPicture,
  mines: MinesPicture,
  plinko: PlinkoPicture,
  roulette: RoulettePicture,
  keno: KenoPicture,
  blackjack: BlackjackPicture,
  'jacks-or-better': VideoPokerPicture,
  'northern-lights': SlotRoundPicture,
  'desert-caravan': SlotRoundPicture,
  'lucky-three': ScratchRoundPicture,
  baccarat: BaccaratPicture,
  'dragon-tiger': DragonTigerPicture,
  'sic-bo': SicBoPicture,
};

/** Dictionary keys the round pictures use (the verify page's island carries them). */
export const ROUND_PICTURE_KEYS = [
  ...DICE_KEYS, ...LIMBO_KEYS, ...MINES_KEYS, ...PLINKO_KEYS, ...ROULETTE_PICTURE_KEYS, ...KENO_PICTURE_KEYS, ...BLACKJACK_KEYS, ...VIDEO_POKER_KEYS,
  ...SLOT_KEYS, ...SCRATCH_KEYS, ...symbolKeys(DRAWN_SYMBOLS), ...BACCARAT_KEYS, ...DRAGON_TIGER_KEYS, ...SIC_BO_KEYS,
] as const;
