/**
 * The live publisher's messages: every event of the window's games between two ticks, once,
 * small enough for PostgreSQL NOTIFY, and the same on any instance.
 */
import { describe, expect, it } from 'vitest';
import { loadFootballData } from '../../src/server/feed/data.ts';
import { createFeed } from '../../src/server/feed/service.ts';
import { messagesFor, tickMessages } from '../../src/server/live/publisher.ts';
import { liveEvents } from '../../src/domain/feed/live-events.ts';
import { MAX_PAYLOAD_BYTES } from '../../src/server/live/bus.ts';
import { DEFAULT_SPORTS_PRICING as PRICING } from '../../schemas/sports-pricing.ts';
import { pricingKey } from '../../src/domain/feed/real-prices.ts';

const matches = loadFootballData().rows;
const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

describe('live publisher', () => {
  const feed = createFeed(matches, NOW);

  it('publishes each event once whichever way time is cut into ticks', () => {
    const whole = tickMessages(feed, NOW, NOW + 20 * 60_000);
    const ticks: ReturnType<typeof tickMessages> = [];
    for (let t = NOW; t < NOW + 20 * 60_000; t += 7_000) ticks.push(...tickMessages(feed, t, Math.min(t + 7_000, NOW + 20 * 60_000)));
    const key = (m: { game: number; seq: number }) => `${m.game}:${m.seq}`;
    expect(ticks.map(key).sort()).toEqual(whole.map(key).sort());
    expect(new Set(whole.map(key)).size).toBe(whole.length);
    expect(whole.some((m) => m.kind === 'odds' && m.main?.length === 3)).toBe(true);
  });

  it('gives every instance the same seqs', () => {
    const other = createFeed([...matches].reverse(), NOW + 5_000);
    const a = tickMessages(feed, NOW, NOW + 10 * 60_000).map((m) => [m.game, m.seq, m.kind, m.at]);
    const b = tickMessages(other, NOW, NOW + 10 * 60_000).map((m) => [m.game, m.seq, m.kind, m.at]);
    expect(b).toEqual(a);
  });

  // The reference scan replays every game of the window four times: seconds of CPU on a shared machine.
  it('finds the same events as a scan of the whole window, after short ticks and long gaps alike', { timeout: 30_000 }, () => {
    const key = (m: { game: number; seq: number }) => `${m.game}:${m.seq}`;
    for (const [from, to] of [[NOW, NOW + 1_000], [NOW, NOW + 20 * 60_000], [NOW - 3 * 3_600_000, NOW], [NOW - 2 * 86_400_000, NOW]] as const) {
      const expected = [...feed.schedules.values()].flatMap((schedule) => schedule.gamesAround(to)).flatMap((game) =>
        messagesFor(game.match.permanentId, game.replayId, liveEvents(game.match, game.state.start, from, to, PRICING), to, pricingKey(PRICING)));
      expect(tickMessages(feed, from, to).map(key).sort()).toEqual(expected.map(key).sort());
    }
  });

  it('keeps every message under the NOTIFY payload limit', () => {
    for (const message of tickMessages(feed, NOW, NOW + 60 * 60_000)) {
      expect(Buffer.byteLength(JSON.stringify(message))).toBeLessThan(MAX_PAYLOAD_BYTES);
    }
  });
});
