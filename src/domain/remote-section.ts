/**
 * Remote section states of spec §4: not-exist, loading, ready, error, with the allowed moves and
 * the retry schedule (3 retries, delay starting at 1000 ms and doubling).
 */

/** State of a remote section. */
export type RemoteSectionState = 'not-exist' | 'loading' | 'ready' | 'error';

const MOVES: Record<RemoteSectionState, readonly RemoteSectionState[]> = {
  'not-exist': ['loading', 'ready'],
  loading: ['ready', 'error', 'not-exist'],
  error: ['loading', 'not-exist'],
  ready: ['not-exist'],
};

/** True when spec §4 allows moving from `from` to `to`. */
export function canMove(from: RemoteSectionState, to: RemoteSectionState): boolean {
  return MOVES[from].includes(to);
}

/**
 * Moves to `to`, or throws for a move spec §4 does not allow.
 * @throws Error naming both states
 */
export function move(from: RemoteSectionState, to: RemoteSectionState): RemoteSectionState {
  if (!canMove(from, to)) throw new Error(`remote section cannot move from ${from} to ${to}`);
  return to;
}

/** Retries after the first failure. */
export const REMOTE_SECTION_RETRIES = 3;
/** First retry delay, ms; each next one doubles. */
const REMOTE_SECTION_FIRST_DELAY_MS = 1000;

/** Delay before retry number `attempt` (1-based), ms: 1000, 2000, 4000. */
export function retryDelayMs(attempt: number, firstDelayMs = REMOTE_SECTION_FIRST_DELAY_MS): number {
  return firstDelayMs * 2 ** (attempt - 1);
}
