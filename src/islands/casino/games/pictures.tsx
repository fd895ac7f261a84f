/**
 * The picture of one finished round per game, drawn from the round view alone (the fair result
 * the server recorded or the verify page recomputed; nothing random, no animation): the verify
 * page shows it for the round it checks, and a game's presentation may reuse it for its end
 * state. A game's entry lives beside its presentation in `games/`.
 */
import type { ReactNode } from 'react';
import type { GameServerGame, GsRoundView } from '../../../../schemas/game-server.ts';
import { KenoPicture } from './KenoGame.tsx';
import { RoulettePicture } from './RouletteWheel.tsx';

/** Props of a round picture: the round (its `result` may be the recomputed one) and the money formatter of its currency. */
export interface RoundPictureProps {
  round: GsRoundView;
  /** Formats minor units of the round's currency. */
  money: (minor: number) => string;
}

/** The round picture of each game that has one. */
export const ROUND_PICTURES: Partial<Record<GameServerGame, (props: RoundPictureProps) => ReactNode>> = {
  roulette: RoulettePicture,
  keno: KenoPicture,
};
