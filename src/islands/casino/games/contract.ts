/**
 * The contract between the game page (src/islands/casino/GameServerGame.tsx) and the presentation
 * of one provably fair game: the presentation owns its controls and turns them into the game's
 * round params (`onParams`), and draws the last round from the server's round view. Everything it
 * shows of a round comes from `round.result`, the fair outcome the server computed; nothing random
 * is added on the client.
 */
import type { GsRoundView, RoundParams } from '../../../../schemas/game-server.ts';

/** The round params of one game. */
export type ParamsOf<G extends RoundParams['game']> = Extract<RoundParams, { game: G }>;

/** Props of a fair game's presentation. */
export interface FairGameProps<G extends RoundParams['game']> {
  /** The params the next round is played with. */
  params: ParamsOf<G>;
  /** Called with new params when the player moves a control. */
  onParams: (params: ParamsOf<G>) => void;
  /** The last round of this game (null before the first). */
  round: GsRoundView | null;
  /** True while a round is being played (the controls are locked, the picture waits). */
  busy: boolean;
  /** Balance after the last round, in minor units (null before the first). */
  balanceMinor: number | null;
  /** Formats minor units of the session's currency. */
  money: (minor: number) => string;
}

/** Props of a finished round's picture (games/pictures.tsx): the round (its `result` may be the recomputed one) and the money formatter of its currency. */
export interface RoundPictureProps {
  round: GsRoundView;
  /** Formats minor units of the round's currency. */
  money: (minor: number) => string;
}

/** True when the player asked the system for reduced motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
