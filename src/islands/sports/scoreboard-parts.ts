/**
 * What every sport's scoreboard view shares (src/islands/sports/Scoreboard.tsx picks the view by
 * the game's sport): the game as a scoreboard shows it, its props, the period name's key and a
 * clock of the browser's time.
 */
import { useEffect, useState } from 'react';
import { PERIODS } from '../../domain/feed/replay.ts';
import { OTHER_PERIODS } from '../../domain/feed/sport-detail.ts';
import type { GameState } from '../../domain/feed/live-sync.ts';

/** The current time, once a second while `active`; null until mounted (server render, hydration). */
export function useNow(active: boolean): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** i18n key of a period's name (football's, tennis sets, American football quarters). */
export function periodKey(periodId: number): string {
  return [...Object.values(PERIODS), ...OTHER_PERIODS].find((p) => p.id === periodId)?.nameKey ?? PERIODS.notStarted.nameKey;
}

/** What the scoreboard shows of a game. */
export type ScoreboardGame = Pick<GameState, 'status' | 'periodId' | 'clock' | 'score' | 'halfTimeScore' | 'home' | 'away'> & Partial<Pick<GameState, 'board'>>;

/** Props of a scoreboard view (src/islands/sports/Scoreboard.tsx `Scoreboard`). */
export interface ScoreboardProps {
  game: ScoreboardGame;
  /** Show the team names too (standalone scoreboards, multi-live cards). */
  showTeams?: boolean;
}
