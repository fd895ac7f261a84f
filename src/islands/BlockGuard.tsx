/**
 * The page's block guard (spec §2 guard "blocked", §4 Block state): once the page runs it asks the
 * block service (src/client/block-check.ts) and, when the answer keeps a reason, moves the page to
 * its block page (`location.replace`), at most once every BLOCK_GUARD_PAUSE_MS. A failed or
 * malformed answer is logged there and changes nothing; the guard renders nothing.
 */
import { useEffect } from 'react';
import { blockTarget, fetchBlockState, guardMayMove } from '../client/block-check.ts';
import { readItem, STORAGE_KEYS, writeItem } from '../client/storage.ts';
import { FORCE_GEO_OFF_COOKIE } from '../domain/block.ts';
import { browserOnly } from './use-hydrated.ts';
import { readCookie } from '../client/cookies.ts';


function BlockGuardIsland({ lng, path, isAuthenticated, stage }: {
  /** The page's language. */
  lng: string;
  /** The page's path without language prefix. */
  path: string;
  /** A player is logged in. */
  isAuthenticated: boolean;
  /** The stage name outside production. */
  stage?: string;
}) {
  useEffect(() => {
    let stop = false;
    void fetchBlockState({ url: new URL(window.location.href), isAuthenticated, ...(stage ? { stage } : {}) }).then((answer) => {
      if (stop || !answer) return;
      const target = blockTarget(answer, lng, path, readCookie(FORCE_GEO_OFF_COOKIE) ?? undefined);
      if (!target) return;
      const last = readItem(STORAGE_KEYS.blockGuardMovedAt);
      if (!guardMayMove(last === null ? null : Number(last), Date.now())) return;
      writeItem(STORAGE_KEYS.blockGuardMovedAt, String(Date.now()));
      window.location.replace(target);
    });
    return () => { stop = true; };
  }, [lng, path, isAuthenticated, stage]);
  return null;
}

/** The island, rendered in the browser only (hydrated `client:idle`). */
export default browserOnly(BlockGuardIsland);
