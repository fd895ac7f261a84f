/**
 * The page's block guard (spec §2 guard "blocked", §4 Block state), a plain script (it shows
 * nothing): once the page has loaded and the browser is idle it asks the block service
 * (src/client/shell/block-check.ts) and, when the answer keeps a reason, moves the page to its block
 * page (`location.replace`), at most once every BLOCK_GUARD_PAUSE_MS. A failed or malformed answer
 * is logged there and changes nothing.
 */
import { blockTarget, fetchBlockState, guardMayMove } from './block-check.ts';
import { readItem, STORAGE_KEYS, writeItem } from './storage.ts';
import { readCookie } from './cookies.ts';
import { FORCE_GEO_OFF_COOKIE } from '../../domain/block.ts';

/** What the page tells the guard (BlockGuard.astro's data attributes). */
export interface BlockGuardPage {
  /** The page's language. */
  lng: string;
  /** The page's path without language prefix. */
  path: string;
  /** A player is logged in. */
  isAuthenticated: boolean;
  /** The stage name outside production. */
  stage?: string;
}

/** Asks the block service once and moves the page to its block page when the answer says so. */
export async function guardPage({ lng, path, isAuthenticated, stage }: BlockGuardPage): Promise<void> {
  const answer = await fetchBlockState({ url: new URL(window.location.href), isAuthenticated, ...(stage ? { stage } : {}) });
  if (!answer) return;
  const target = blockTarget(answer, lng, path, readCookie(FORCE_GEO_OFF_COOKIE) ?? undefined);
  if (!target) return;
  const last = readItem(STORAGE_KEYS.blockGuardMovedAt);
  if (!guardMayMove(last === null ? null : Number(last), Date.now())) return;
  writeItem(STORAGE_KEYS.blockGuardMovedAt, String(Date.now()));
  window.location.replace(target);
}
