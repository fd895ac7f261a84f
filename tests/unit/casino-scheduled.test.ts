/**
 * Scheduled casino rounds (spec §2 casino; src/domain/casino/scheduled.ts and
 * src/server/casino/scheduled-fair.ts): the schedule maps every feed-clock instant to one round,
 * bets are taken only before the start, outcomes are the provably fair functions of the round seed
 * (so the single-player verify maths recomputes them), seeds are deterministic per secret and
 * round, the hash is published before the seed, and the crash cash-out is server-timed.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createHash } from 'node:crypto';
import * as s from '../../src/domain/casino/scheduled.ts';
import { floatStream } from '../../src/domain/casino/fair.ts';
import { crashPointCents, msToReach, multiplierCentsAt, settleCrash } from '../../src/domain/casino/crash.ts';
import { drawOrder } from '../../src/domain/casino/bingo.ts';
import { tvKenoDraw } from '../../src/domain/casino/tv-keno.ts';
import { verifyRound } from '../../src/domain/casino/verify.ts';
import { publicRoundSeed, revealAt, scheduledOutcome, scheduledRoundSeed } from '../../src/server/casino/scheduled-fair.ts';

const gameArb = fc.constantFrom(...s.SCHEDULED_GAMES);
const timeArb = fc.integer({ min: s.SCHEDULE_EPOCH_MS, max: s.SCHEDULE_EPOCH_MS + 10 * 365 * 86_400_000 });
const SECRET = 'a'.repeat(64);

describe('schedule', () => {
  it('puts every instant in exactly one round, opening ≤ now < next', () =>
    fc.assert(fc.property(gameArb, timeArb, (game, now) => {
      const t = s.roundAt(game, now);
      expect(t.opensAt).toBeLessThanOrEqual(now);
      expect(now).toBeLessThan(t.nextAt);
      expect(s.roundTimes(game, t.round + 1).opensAt).toBe(t.nextAt);
      expect(t.startsAt - t.opensAt).toBe(s.SCHEDULES[game].bettingMs);
    })));
  it('takes bets only before the start', () => {
    const t = s.roundTimes('crash', 100);
    expect(s.bettingRoundAt('crash', t.opensAt)?.round).toBe(100);
    expect(s.bettingRoundAt('crash', t.startsAt - 1)?.round).toBe(100);
    expect(s.bettingRoundAt('crash', t.startsAt)).toBeNull();
    expect(s.bettingRoundAt('crash', t.nextAt)?.round).toBe(101);
  });
  it('fixes the periods: crash 30 s, bingo 4 min, TV keno 3 min', () => {
    expect(s.roundTimes('crash', 2)).toEqual({ game: 'crash', round: 2, opensAt: Date.UTC(2024, 0, 1, 0, 1), startsAt: Date.UTC(2024, 0, 1, 0, 1, 10), nextAt: Date.UTC(2024, 0, 1, 0, 1, 30) });
    expect(s.roundAt('bingo', Date.UTC(2024, 0, 1, 1)).round).toBe(15);
    expect(s.roundAt('tv-keno', Date.UTC(2024, 0, 1, 1)).round).toBe(20);
  });
  it('ends every round before the next opens', () =>
    fc.assert(fc.property(fc.nat(1_000_000), (round) => {
      const seed = scheduledRoundSeed(SECRET, 'crash', round);
      expect(s.crashEndsAt(round, s.crashRoundPointCents(round, seed))).toBeLessThanOrEqual(s.roundTimes('crash', round).nextAt);
      expect(s.bingoEndsAt(round)).toBeLessThan(s.roundTimes('bingo', round).nextAt);
      expect(s.tvKenoEndsAt(round)).toBeLessThan(s.roundTimes('tv-keno', round).nextAt);
    })));
  it('refuses rounds before the epoch and bad round numbers', () => {
    expect(() => s.roundAt('crash', s.SCHEDULE_EPOCH_MS - 1)).toThrow(RangeError);
    expect(() => s.roundTimes('bingo', -1)).toThrow(RangeError);
    expect(() => s.roundTimes('bingo', 1.5)).toThrow(RangeError);
    expect(() => scheduledRoundSeed(SECRET, 'crash', -1)).toThrow(RangeError);
  });
});

describe('round seeds', () => {
  it('are HMAC-SHA256(secret, "scheduled:{game}:{round}"), distinct per game, round and secret', () => {
    const seed = scheduledRoundSeed(SECRET, 'crash', 7);
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(scheduledRoundSeed(SECRET, 'crash', 7)).toBe(seed);
    expect(scheduledRoundSeed(SECRET, 'crash', 8)).not.toBe(seed);
    expect(scheduledRoundSeed(SECRET, 'bingo', 7)).not.toBe(seed);
    expect(scheduledRoundSeed('b'.repeat(64), 'crash', 7)).not.toBe(seed);
  });
  it('publish the SHA-256 hash before the end and the seed from the end on', () =>
    fc.assert(fc.property(gameArb, fc.nat(100_000), (game, round) => {
      const seed = scheduledRoundSeed(SECRET, game, round);
      const end = revealAt(game, round, seed);
      const before = publicRoundSeed(SECRET, game, round, end - 1);
      expect(before).toEqual({ hash: createHash('sha256').update(seed).digest('hex'), seed: null });
      expect(publicRoundSeed(SECRET, game, round, end)).toEqual({ hash: before.hash, seed });
    })));
  it('give outcomes equal to the provably fair maths with client seed = game and nonce = round', () =>
    fc.assert(fc.property(fc.nat(100_000), (round) => {
      const crashSeed = scheduledRoundSeed(SECRET, 'crash', round);
      const uncapped = crashPointCents(floatStream({ serverSeed: crashSeed, clientSeed: 'crash', nonce: round }));
      expect(scheduledOutcome('crash', round, crashSeed)).toEqual({ game: 'crash', crashCents: Math.min(uncapped, s.CRASH_CAP_CENTS) });
      const bingoSeed = scheduledRoundSeed(SECRET, 'bingo', round);
      expect(scheduledOutcome('bingo', round, bingoSeed)).toEqual({ game: 'bingo', calls: drawOrder(floatStream({ serverSeed: bingoSeed, clientSeed: 'bingo', nonce: round })) });
      const kenoSeed = scheduledRoundSeed(SECRET, 'tv-keno', round);
      expect(scheduledOutcome('tv-keno', round, kenoSeed)).toEqual({ game: 'tv-keno', drawn: tvKenoDraw(floatStream({ serverSeed: kenoSeed, clientSeed: 'tv-keno', nonce: round })) });
    })));
});

describe('verify page', () => {
  it('recomputes scheduled rounds from the revealed seed, client seed = game code, nonce = round', () =>
    fc.assert(fc.property(fc.nat(100_000), (round) => {
      const crashSeed = scheduledRoundSeed(SECRET, 'crash', round);
      const crash = verifyRound(s.roundFairSeed('crash', round, crashSeed), { game: 'crash', scheduled: true }).result as { crashCents: number };
      expect(crash.crashCents).toBe(s.crashRoundPointCents(round, crashSeed));
      const bingoSeed = scheduledRoundSeed(SECRET, 'bingo', round);
      expect(verifyRound(s.roundFairSeed('bingo', round, bingoSeed), { game: 'bingo-90', draws: 'calls' }).result).toEqual({ calls: s.bingoRoundCalls(round, bingoSeed) });
      const kenoSeed = scheduledRoundSeed(SECRET, 'tv-keno', round);
      expect(verifyRound(s.roundFairSeed('tv-keno', round, kenoSeed), { game: 'tv-keno' }).result).toEqual({ drawn: s.tvKenoRoundDraw(round, kenoSeed) });
    }), { numRuns: 50 }));
});

describe('crash round timeline', () => {
  const round = 1000;
  const { startsAt } = s.roundTimes('crash', round);
  it('caps the curve at the multiplier reached 20 s after the start', () => expect(s.CRASH_CAP_CENTS).toBe(multiplierCentsAt(20_000)));
  it('runs from the start to the crash point, then is crashed', () => {
    const crash = 250;
    expect(s.crashPhaseAt(round, crash, startsAt - 1)).toEqual({ phase: 'betting', startsAt });
    expect(s.crashPhaseAt(round, crash, startsAt)).toEqual({ phase: 'running', multiplierCents: 100 });
    expect(s.crashPhaseAt(round, crash, startsAt + msToReach(200))).toEqual({ phase: 'running', multiplierCents: 200 });
    expect(s.crashPhaseAt(round, crash, startsAt + msToReach(250))).toEqual({ phase: 'crashed', crashCents: 250 });
    expect(s.crashPhaseAt(round, 50, startsAt)).toEqual({ phase: 'crashed', crashCents: 100 });
  });
  it('cashes out at the server-time multiplier, never at or after the crash', () =>
    fc.assert(fc.property(fc.integer({ min: 101, max: s.CRASH_CAP_CENTS }), fc.nat(25_000), (crash, dt) => {
      const now = startsAt + dt;
      const c = s.cashoutCentsAt(round, crash, now, null);
      if (now >= s.crashEndsAt(round, crash) || multiplierCentsAt(dt) < 101) expect(c).toBeNull();
      else {
        expect(c).toBe(multiplierCentsAt(dt));
        expect(settleCrash(crash, c, 1000).win).toBe(true);
      }
    })));
  it('honours an auto cash-out the curve reached before the request, even after the crash', () => {
    expect(s.cashoutCentsAt(round, 300, startsAt + 60_000, 150)).toBe(150);
    expect(s.cashoutCentsAt(round, 300, startsAt + msToReach(150) - 1, 150)).toBe(multiplierCentsAt(msToReach(150) - 1));
    expect(s.autoAt(round, 140, 150)).toBeNull();
    expect(s.cashoutCentsAt(round, 140, startsAt + 60_000, 150)).toBeNull();
    expect(() => s.autoAt(round, 300, s.CRASH_CAP_CENTS + 1)).toThrow(RangeError);
    expect(() => s.autoAt(round, 300, 100)).toThrow(RangeError);
  });
  it('refuses a cash-out before the start', () => expect(s.cashoutCentsAt(round, 300, startsAt - 1, null)).toBeNull());
});

describe('draw timelines', () => {
  const calls = Array.from({ length: 70 }, (_, i) => i + 1);
  it('calls a bingo ball every 2 s from the start', () => {
    const { startsAt } = s.roundTimes('bingo', 3);
    expect(s.bingoCallsBy(3, calls, startsAt - 1)).toEqual([]);
    expect(s.bingoCallsBy(3, calls, startsAt)).toEqual([1]);
    expect(s.bingoCallsBy(3, calls, startsAt + 4_000)).toEqual([1, 2, 3]);
    expect(s.bingoCallsBy(3, calls, s.bingoEndsAt(3))).toHaveLength(70);
  });
  it('shows a TV keno number every 3 s from the start', () => {
    const drawn = Array.from({ length: 20 }, (_, i) => i + 1);
    const { startsAt } = s.roundTimes('tv-keno', 3);
    expect(s.tvKenoShownBy(3, drawn, startsAt + 2_999)).toEqual([1]);
    expect(s.tvKenoShownBy(3, drawn, s.tvKenoEndsAt(3))).toHaveLength(20);
  });
});
