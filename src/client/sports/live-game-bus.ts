/**
 * What the live game page's stream (src/client/sports/live-game.ts, spec §3 live) hands to the page's
 * other parts — the scoreboard island (src/islands/sports/LiveScoreboard.tsx) — so one EventSource serves
 * the page. Plain TypeScript without dependencies: the island loads it without the stream code.
 *
 * Events of a game come in stream order: each applied live message (stale ones are dropped
 * before), and each re-fetched detail. A listener that subscribes late (an island hydrated after
 * the stream's first events) first gets the game's events since its last detail, which holds the
 * whole game: replayed in order they bring it to the same state as an early listener.
 */
import type { GameDetail } from '../../../schemas/game.ts';
import type { LiveMessage } from '../../../schemas/live-message.ts';

/** One event of a followed game. */
export type LiveGameEvent =
  /** A live message applied to the game (`receivedAt`: the browser's instant it arrived, ms). */
  | { kind: 'message'; message: LiveMessage; receivedAt: number }
  /**
   * The game as `GET /bff-api/feed/game/{id}` answered it; `seq`: the last seq applied when it
   * arrived; `at`: the browser's instant it arrived, ms.
   */
  | { kind: 'detail'; detail: GameDetail; seq: number; at: number };

/** A listener of a game's events. */
export type LiveGameListener = (event: LiveGameEvent) => void;

/** Most events kept per game for late listeners (a detail replaces those before it). */
const MAX_KEPT = 200;

const listeners = new Map<number, Set<LiveGameListener>>();
const kept = new Map<number, LiveGameEvent[]>();

/**
 * Follows game `permanentId`'s events; the events since its last detail are replayed first.
 * @returns unsubscribe
 */
export function subscribeLiveGame(permanentId: number, listener: LiveGameListener): () => void {
  for (const event of kept.get(permanentId) ?? []) listener(event);
  const set = listeners.get(permanentId) ?? new Set();
  set.add(listener);
  listeners.set(permanentId, set);
  return () => set.delete(listener);
}

/** Hands an event of game `permanentId` to its listeners and keeps it for later ones. */
export function publishLiveGame(permanentId: number, event: LiveGameEvent): void {
  const list = event.kind === 'detail' ? [] : (kept.get(permanentId) ?? []);
  list.push(event);
  if (list.length > MAX_KEPT) list.splice(0, list.length - MAX_KEPT);
  kept.set(permanentId, list);
  for (const listener of listeners.get(permanentId) ?? []) listener(event);
}
