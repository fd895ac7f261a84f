/**
 * The live prices of the coupon's bets (spec §3 Coupon state; §4 rules of state): the SSE stream
 * of the coupon's games (`/bff-api/feed/stream?games=…`), with a game's detail re-fetched when a
 * message cannot price a bet, after a seq gap, and once when the coupon first shows. Drop on
 * score change takes a game's bets out on a goal.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useCoalescedRefetch } from '../sports/use-refetch.ts';
import { useGameStream, type StreamState } from '../sports/use-game-stream.ts';
import {
  betsAfterDetail, betsAfterMessage, betsOfGoneGame, coupon, couponSettings, dropGameBets, updateBets, type CouponGameDetail,
} from '../../client/coupon/coupon-store.ts';
import { createSeqTracker } from '../../domain/feed/live-sync.ts';

/** Game detail, or 'gone' for a 404, or null when the request failed. */
async function fetchDetail(base: string, id: number): Promise<CouponGameDetail | 'gone' | null> {
  try {
    const response = await fetch(`${base}${id}`, { headers: { accept: 'application/json' }, cache: 'no-store' });
    if (response.status === 404) return 'gone';
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<CouponGameDetail> | null;
    if (!body || typeof body.game?.permanentId !== 'number' || typeof body.game.id !== 'string' || !Array.isArray(body.groups)) return null;
    return body as CouponGameDetail;
  } catch {
    return null;
  }
}

/**
 * Follows the prices of the coupon's games: one re-fetch of every game when the coupon is first
 * shown (stored prices may be old), then the SSE stream of those games; a message that cannot
 * price a bet, or a seq gap, re-fetches the game.
 * @param gameIds the games' permanent ids, sorted and joined by commas
 * @param streamUrl the SSE endpoint; `gameUrl` the game detail endpoint up to the id
 * @returns the stream's state
 */
export function useLivePrices(gameIds: string, streamUrl: string, gameUrl: string): StreamState {
  const load = useCallback(
    async (id: number) => {
      const detail = await fetchDetail(gameUrl, id);
      if (detail === 'gone') updateBets((bets) => betsOfGoneGame(bets, id));
      else if (detail) updateBets((bets) => betsAfterDetail(bets, detail));
    },
    [gameUrl],
  );
  const refetch = useCoalescedRefetch(load);

  // Stored prices may be old: each game of the coupon is read once when the coupon first shows.
  useEffect(() => {
    const ids = [...new Set(coupon.peek().bets.map((b) => b.permanentId))];
    for (const id of ids) void refetch(id);
  }, [refetch]);

  // Seqs are tracked per stream: a new set of games starts afresh.
  const tracking = useMemo(() => ({ tracker: createSeqTracker(), seen: new Set<number>() }), [gameIds]);
  return useGameStream(gameIds, streamUrl, (message) => {
    const verdict = tracking.tracker.check(message);
    if (verdict === 'stale') return;
    let again = false;
    updateBets((bets) => {
      const next = betsAfterMessage(bets, message);
      again = next.refetch;
      return next.bets;
    });
    // Drop on score change (spec §3 Coupon settings): a goal takes the game's bets out of the coupon.
    if (message.kind === 'goal' && couponSettings.peek().isDropOnScoreChange) dropGameBets(message.game);
    // A gap after the first message of a game means missed events: the game is read again.
    const missed = verdict === 'gap' && tracking.seen.has(message.game);
    tracking.seen.add(message.game);
    if (again || missed) void refetch(message.game);
  });
}
