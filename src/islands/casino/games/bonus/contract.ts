/**
 * The contract between the bonus game island (src/islands/casino/BonusGamePlay.tsx) and the
 * picture of one bonus game (spec §2 fortuna, chest, memory, safe, lottery, dragon-bonus): the
 * picture draws the places to pick (fortuna: the wheel and its spin button), and after a play the
 * server's board — the prize of every place, the picked one first, then the others. Everything it
 * shows of a play comes from the server's answer (`revealed`); nothing random is added on the client.
 */
import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '../contract.ts';

/** One prize of the game's table as a picture shows it. */
export interface BonusPrize {
  /** The prize in words: money (formatMoney, major units) or free spins. */
  text: string;
  /** The prize in fewer words, for a wheel segment: the money, or the free spins without their value. */
  short: string;
  /** The prize's value in minor units of the page's currency. */
  minor: number;
  /** The prize's weight in the table (its chance is weight ÷ Σ weights). */
  weight: number;
}

/** How far a play's reveal has come: nothing yet, the picked place, every place. */
export type RevealStage = 'none' | 'pick' | 'all';

/** Props of a bonus game's picture. */
export interface BonusPictureProps {
  /** How many places the game shows (fortuna: 1, the wheel). */
  places: number;
  /** The game's prize table, by prize index. */
  prizes: readonly BonusPrize[];
  /** The server's play: the prize index of every place and the picked place; null before a play. */
  revealed: { board: readonly number[]; pick: number } | null;
  /** How far the reveal of `revealed` has come (see {@link useRevealStage}). */
  stage: RevealStage;
  /** True while the play is asked of the server: the places are locked. */
  busy: boolean;
  /** True when the player holds an open ticket and no revealed play is on the board: places can be picked. */
  canPick: boolean;
  /** Called with the picked place (0-based). */
  onPick: (place: number) => void;
}

/** Timing of a picture's reveal, ms after the server's answer. */
export interface RevealTiming {
  /** Until the picked place shows its prize (the wheel's spin, the chest's lid). */
  pickMs: number;
  /** Until every other place shows its prize as well. */
  allMs: number;
}

/**
 * The reveal stage of the play `playKey` (null: no play): 'none' at the answer, 'pick' after
 * `timing.pickMs`, 'all' after `timing.allMs`; with reduced motion 'all' at once.
 */
export function useRevealStage(playKey: string | null, timing: RevealTiming): RevealStage {
  // The stage belongs to one play: a new play starts from 'none', never from the last play's stage.
  const [state, setState] = useState<{ key: string | null; stage: RevealStage }>({ key: null, stage: 'none' });
  useEffect(() => {
    if (playKey === null) return;
    if (prefersReducedMotion()) {
      setState({ key: playKey, stage: 'all' });
      return;
    }
    setState({ key: playKey, stage: timing.pickMs === 0 ? 'pick' : 'none' });
    const timers = [
      setTimeout(() => setState((s) => (s.key === playKey && s.stage === 'none' ? { key: playKey, stage: 'pick' } : s)), timing.pickMs),
      setTimeout(() => setState({ key: playKey, stage: 'all' }), timing.allMs),
    ];
    return () => timers.forEach(clearTimeout);
    // Once per play.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [playKey]);
  return state.key === playKey ? state.stage : 'none';
}

/** Whether place `i` shows its prize at `stage` of a play picked at `pick`. */
export function placeOpen(i: number, pick: number, stage: RevealStage): boolean {
  return stage === 'all' || (stage === 'pick' && i === pick);
}
