/**
 * A player API's answer loaded once when an island starts, checked with its zod schema: how the
 * islands of pages shared between players (src/server/player-pages.ts) get the player's own data.
 */
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { api } from '../../client/auth/session.ts';

/** The state of the load: `data` once answered, `failed` when the call or the check failed (logged). */
export interface PlayerData<T> {
  data: T | null;
  failed: boolean;
}

/**
 * GETs `path` (with `searchParams`) when the island starts and parses the answer with `schema`.
 * `key` reloads it when it changes (e.g. the language).
 */
export function usePlayerData<S extends z.ZodType>(path: string, schema: S, searchParams?: Record<string, string>, key = ''): PlayerData<z.infer<S>> {
  const [state, setState] = useState<PlayerData<z.infer<S>>>({ data: null, failed: false });
  useEffect(() => {
    let live = true;
    api()
      .get<unknown>(path, searchParams ? { searchParams } : {})
      .then((body) => live && setState({ data: schema.parse(body), failed: false }))
      .catch((error: unknown) => {
        console.warn(`${path} not loaded`, error);
        if (live) setState({ data: null, failed: true });
      });
    return () => {
      live = false;
    };
    // The path and schema are fixed per island; `key` names what else reloads it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, key]);
  return state;
}
