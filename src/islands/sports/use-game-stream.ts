/**
 * Follows games on the live SSE stream (src/client/sports/game-stream.ts) from a React island: reports
 * its state (the islands' `data-stream`), parses each `game` event and hands the messages of the
 * followed games to `onMessage`. Seq tracking and
 * what a message changes stay with the caller (the live islands and the coupon differ there).
 */
import { useEffect, useRef, useState } from 'react';
import type { LiveMessage } from '../../../schemas/live-message.ts';
import { parseLiveMessage } from '../../client/sports/feed-client.ts';
import { openGameStream, type StreamState } from '../../client/sports/game-stream.ts';

export type { StreamState };

/**
 * The stream's state while the island follows `gameIds`.
 * @param gameIds the followed permanent ids, comma-separated ('' follows nothing); a new value
 *   reopens the stream
 * @param onMessage called for each message of a followed game (the latest callback is used)
 */
export function useGameStream(gameIds: string, streamUrl: string, onMessage: (message: LiveMessage) => void): StreamState {
  const [state, setState] = useState<StreamState>('off');
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    const ids = new Set(gameIds.split(',').map(Number));
    return openGameStream(streamUrl, gameIds, setState, (data) => {
      const message = parseLiveMessage(data);
      if (message && ids.has(message.game)) handler.current(message);
    });
  }, [gameIds, streamUrl]);
  return state;
}
