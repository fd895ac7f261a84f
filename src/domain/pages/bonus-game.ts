/** Data of a bonus game page (spec §2 casino bonus games). Loader: src/server/pages/bonus-game.ts. */
import type { BonusGame } from '../casino/bonus-games.ts';

/** A ticket as the page shows it (the server's ticket view). */
export interface BonusGameTicket {
  id: number;
  seedHash: string;
  expiresAt: string;
  played: null | { pick: number; board: number[]; prizeMinor: number; serverSeed: string; clientSeed: string; nonce: number; at: string };
}

/** The page: the game, its prize table with each prize's chance, how tickets are won, and the player's tickets. */
export interface BonusGamePageData {
  kind: 'bonus-game';
  game: BonusGame;
  title: string;
  places: number;
  currency: string;
  prizesMinor: number[];
  /** Free spins per prize (0: bonus money), one entry per prize. */
  prizeSpins: number[];
  weights: number[];
  minDepositMinor: number;
  /** Null for a guest. */
  tickets: { open: BonusGameTicket[]; played: BonusGameTicket[] } | null;
}
