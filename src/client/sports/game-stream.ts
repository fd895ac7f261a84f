/**
 * The live SSE stream of followed games (spec §3 live; `GET /bff-api/feed/stream?games=<ids>`):
 * one EventSource, its state (`off`, `connecting`, `open` — what the live views show as
 * `data-stream`) and the raw data of each `game` event. Parsing and the seq rule stay with the
 * caller (the live islands' hook use-game-stream.ts, the live game page's live-game.ts). Plain
 * TypeScript without dependencies.
 */

/** The stream's state. */
export type StreamState = 'off' | 'connecting' | 'open';

/**
 * Opens the stream of `gameIds` (permanent ids, comma-separated). Where EventSource is missing the
 * state is `off` and nothing is opened.
 * @param onState each state the stream enters (`connecting` at once)
 * @param onGame the data of each `game` event, unparsed
 * @returns closes the stream
 */
export function openGameStream(streamUrl: string, gameIds: string, onState: (state: StreamState) => void, onGame: (data: string) => void): () => void {
  if (gameIds === '' || typeof EventSource === 'undefined') {
    onState('off');
    return () => {};
  }
  const source = new EventSource(`${streamUrl}?games=${gameIds}`);
  onState('connecting');
  source.onopen = () => onState('open');
  source.onerror = () => onState(source.readyState === EventSource.CLOSED ? 'off' : 'connecting');
  const listener = (event: MessageEvent<string>) => onGame(event.data);
  source.addEventListener('game', listener as EventListener);
  return () => {
    source.removeEventListener('game', listener as EventListener);
    source.close();
  };
}
