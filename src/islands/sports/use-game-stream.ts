/**
 * Follows games on the live SSE stream (`GET /bff-api/feed/stream?games=…`): opens the
 * EventSource, reports its state (`off`, `connecting`, `open` — the islands' `data-stream`), parses
 * each `game` event and hands the messages of the followed games to `onMessage`. Seq tracking and
 * what a message changes stay with the caller (the live islands and the coupon differ there).
 */
import { useEffect, useRef, useState } from 'react';
import type { LiveMessage } from '../../../schemas/live-message.ts';
import { parseLiveMessage } from './feed-client.ts';

/** The stream's state. */
export type StreamState = 'off' | 'connecting' | 'open';

/**
 * @param gameIds the followed permanent ids, comma-separated ('' follows nothing); a new value
 *   reopens the stream
 * @param onMessage called for each message of a followed game (the latest callback is used)
 */
export function useGameStream(gameIds: string, streamUrl: string, onMessage: (message: LiveMessage) => void): StreamState {
  const [state, setState] = useState<StreamState>('off');
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    if (gameIds === '' || typeof EventSource === 'undefined') {
      setState('off');
      return;
    }
    const ids = new Set(gameIds.split(',').map(Number));
    const source = new EventSource(`${streamUrl}?games=${gameIds}`);
    setState('connecting');
    source.onopen = () => setState('open');
    source.onerror = () => setState(source.readyState === EventSource.CLOSED ? 'off' : 'connecting');
    const onGame = (event: MessageEvent<string>) => {
      const message = parseLiveMessage(event.data);
      if (message && ids.has(message.game)) handler.current(message);
    };
    source.addEventListener('game', onGame as EventListener);
    return () => {
      source.removeEventListener('game', onGame as EventListener);
      source.close();
    };
  }, [gameIds, streamUrl]);
  return state;
}
