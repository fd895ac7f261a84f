/**
 * The picture of one finished round per game, drawn from the round view alone (the fair result
 * the server recorded or the verify page recomputed; nothing random, no animation): the verify
 * page shows it for the round it checks, and a game's presentation may reuse it for its end
 * state. A game's entry lives beside its presentation in `games/`.
 */
import type { ReactNode } from 'react';
import type { GameServerGame } from '../../../../schemas/game-server.ts';
import type { RoundPictureProps } from './contract.ts';
import { DicePicture } from './DiceGame.tsx';
import { LimboPicture } from './LimboGame.tsx';
import { MinesPicture } from './MinesGame.tsx';
import { PlinkoPicture } from './PlinkoGame.tsx';


/** The round picture of each game that has one. */
export const ROUND_PICTURES: Partial<Record<GameServerGame, (props: RoundPictureProps) => ReactNode>> = {
  dice: DicePicture,
  limbo: LimboPicture,
  mines: MinesPicture,
  plinko: PlinkoPicture,
};
