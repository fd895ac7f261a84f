/**
 * The live publisher's messages: every event of the window's games between two ticks, once,
 * small enough for PostgreSQL NOTIFY, and the same on any instance.
 */
import { describe, expect, it } from 'vitest';
import { loadFootballData } from '../../src/server/feed/data.ts';
import { createFeed } from '../../src/server/feed/service.ts';
import { liveFrameOf, messagesFor, tickMessages } from '../../src/server/live/publisher.ts';
import { perTick } from '../../src/server/feed/tick-cache.ts';
import { liveEvents } from '../../src/domain/feed/live-events.ts';
import { MAX_PAYLOAD_BYTES } from '../../src/server/live/bus.ts';
import { DEFAULT_SPORTS_PRICING as PRICING, type SportsPricing } from '../../schemas/sports-pricing.ts';
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

  it('prices once per brand pricing followed: priced events tagged with each pricing, the others once and untagged', () => {
    const other: SportsPricing = { moment: 'opening', bookmaker: 'Avg', marginBasisPoints: 700 };
    const both = tickMessages(feed, NOW, NOW + 20 * 60_000, [PRICING, other], NOW);
    const alone = tickMessages(feed, NOW, NOW + 20 * 60_000, [PRICING], NOW);
    const priced = (list: typeof both, key: string) => list.filter((m) => 'pricing' in m && m.pricing === key);
    expect(priced(both, pricingKey(PRICING))).toEqual(priced(alone, pricingKey(PRICING)));
    const theirs = priced(both, pricingKey(other));
    expect(theirs.map((m) => `${m.game}:${m.seq}`)).toEqual(priced(alone, pricingKey(PRICING)).map((m) => `${m.game}:${m.seq}`));
    expect(theirs.some((m, i) => 'main' in m && JSON.stringify(m.main) !== JSON.stringify((priced(alone, pricingKey(PRICING))[i] as typeof m).main))).toBe(true);
    const unpriced = both.filter((m) => !('pricing' in m) || m.pricing === undefined);
    expect(unpriced.length).toBeGreaterThan(0);
    expect(unpriced).toEqual(alone.filter((m) => !('pricing' in m) || m.pricing === undefined));
    // A stream reads the pricing of each message from its frame (src/pages/bff-api/feed/stream.ts).
    expect(liveFrameOf(theirs[0])?.pricing).toBe(pricingKey(other));
    expect(liveFrameOf(unpriced[0])?.pricing).toBeUndefined();
  });
});

describe('per-tick views', () => {
  it("keeps a view per brand pricing: a brand whose pricing changed gets its new pricing's view in the same tick", () => {
    const feed = createFeed(matches.slice(0, 50), NOW);
    const other: SportsPricing = { ...PRICING, marginBasisPoints: PRICING.marginBasisPoints + 100 };
    const seen: string[] = [];
    const compute = (_feed: unknown, _now: number, pricing: SportsPricing) => (seen.push(pricingKey(pricing)), [pricingKey(pricing)]);
    expect(perTick(feed, PRICING, 'list', NOW, compute)).toEqual([pricingKey(PRICING)]);
    expect(perTick(feed, PRICING, 'list', NOW + 10, compute)).toEqual([pricingKey(PRICING)]);
    expect(perTick(feed, other, 'list', NOW + 20, compute)).toEqual([pricingKey(other)]);
    expect(seen).toEqual([pricingKey(PRICING), pricingKey(other)]);
  });
});
