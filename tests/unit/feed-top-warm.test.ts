/**
 * The sliced warm-up of top answers (src/server/feed/views.ts `warmTopAnswers`): every upcoming
 * game of the window gets its `isTop` answer, the same as asked one by one, other work runs between
 * the slices, and concurrent callers share one warm-up.
 */
import { describe, expect, it } from 'vitest';
import { createFeed, windowGames } from '../../src/server/feed/service.ts';
import { isTop, warmTopAnswers } from '../../src/server/feed/views.ts';
import { DEFAULT_SPORTS_PRICING } from '../../schemas/sports-pricing.ts';
import { NOW, rows } from './feed-fixture.ts';

describe('top answers warmed in slices', () => {
  it('answers every upcoming game as isTop does, giving the event loop back between slices', async () => {
    const warmed = createFeed(rows, NOW);
    const upcoming = windowGames(warmed, NOW).filter((game) => game.status === 'line' && NOW < game.kickoff);
    expect(upcoming.length).toBeGreaterThan(10);
    let turns = 0;
    let running = true;
    const other = () => {
      if (!running) return;
      turns++;
      setImmediate(other);
    };
    setImmediate(other);
    const first = warmTopAnswers(warmed, NOW, DEFAULT_SPORTS_PRICING, 0);
    expect(warmTopAnswers(warmed, NOW, DEFAULT_SPORTS_PRICING, 0)).toBe(first);
    await first;
    running = false;
    // A slice of 0 ms yields after every game: the other work ran between them.
    expect(turns).toBeGreaterThanOrEqual(upcoming.length - 1);
    const fresh = createFeed(rows, NOW);
    expect(upcoming.map((game) => isTop(warmed, game, NOW, DEFAULT_SPORTS_PRICING))).toEqual(upcoming.map((game) => isTop(fresh, game, NOW, DEFAULT_SPORTS_PRICING)));
    expect(upcoming.some((game) => isTop(fresh, game, NOW, DEFAULT_SPORTS_PRICING))).toBe(true);
  });
});
