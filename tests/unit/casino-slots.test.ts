/**
 * Slot engine and the portal's two video slots (spec §2 casino): line evaluation with wild and
 * scatter, the exact RTP of each slot equal to its stated RTP (±1e-9), the per-reel exact method
 * equal to walking every reel position on a small slot, payouts ≥ 0 and deterministic.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { floatStream } from '../../src/domain/casino/fair.ts';
import { enumeratedRtp, evaluateLine, evaluateStops, exactRtp, MIN_SPIN_MS, playSlotRound, type SlotDefinition } from '../../src/domain/casino/slots.ts';
import { DESERT_CARAVAN, DESERT_CARAVAN_RTP, NORTHERN_LIGHTS, NORTHERN_LIGHTS_RTP, SLOTS } from '../../src/domain/casino/slot-games.ts';

const SMALL: SlotDefinition = {
  id: 'small',
  reels: [
    ['W', 'A', 'S', 'B', 'A'],
    ['A', 'B', 'W', 'S', 'B', 'A'],
    ['B', 'S', 'A', 'W'],
    ['A', 'A', 'S', 'B', 'W'],
    ['S', 'B', 'A', 'W', 'B', 'A'],
  ],
  paylines: [[1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0]],
  paytable: { W: [10, 50, 200], A: [2, 5, 20], B: [1, 4, 10] },
  wild: 'W',
  scatter: 'S',
  scatterPays: [2, 5, 50],
  freeSpins: 5,
  freeSpinMultiplier: 2,
};

describe('line evaluation', () => {
  it('pays runs from the left with wild substitution and the better of wild and symbol runs', () => {
    expect(evaluateLine(SMALL, ['A', 'A', 'A', 'B', 'B'])).toEqual({ symbol: 'A', count: 3, multiple: 2 });
    expect(evaluateLine(SMALL, ['W', 'A', 'W', 'A', 'B'])).toEqual({ symbol: 'A', count: 4, multiple: 5 });
    expect(evaluateLine(SMALL, ['W', 'W', 'W', 'B', 'B'])).toEqual({ symbol: 'W', count: 3, multiple: 10 });
    expect(evaluateLine(SMALL, ['W', 'W', 'W', 'W', 'W'])).toEqual({ symbol: 'W', count: 5, multiple: 200 });
    expect(evaluateLine(SMALL, ['B', 'A', 'A', 'A', 'A']).multiple).toBe(0);
    expect(evaluateLine(SMALL, ['W', 'W', 'S', 'A', 'A']).multiple).toBe(0);
    expect(evaluateLine(SMALL, ['S', 'S', 'S', 'S', 'S']).multiple).toBe(0);
  });
  it('counts scatters anywhere in the window and triggers free spins at 3', () => {
    const r = evaluateStops(SMALL, [2, 3, 1, 2, 0]);
    expect(r.scatters).toBe(5);
    expect(r.scatterMultiple).toBe(50);
    expect(r.triggersFreeSpins).toBe(true);
  });
});

describe('exact RTP', () => {
  it('the per-reel method equals walking every reel position (small slot)', () => {
    expect(Math.abs(exactRtp(SMALL).rtp - enumeratedRtp(SMALL))).toBeLessThan(1e-9);
    // and the fast walk equals evaluating every spin with evaluateStops
    let sum = 0;
    let triggers = 0;
    let spins = 0;
    const lengths = SMALL.reels.map((r) => r.length);
    for (let a = 0; a < lengths[0]!; a++) for (let b = 0; b < lengths[1]!; b++) for (let c = 0; c < lengths[2]!; c++)
      for (let d = 0; d < lengths[3]!; d++) for (let e = 0; e < lengths[4]!; e++) {
        const r = evaluateStops(SMALL, [a, b, c, d, e]);
        sum += r.totalMultiple;
        if (r.triggersFreeSpins) triggers++;
        spins++;
      }
    const naive = (sum / spins) * (1 + (triggers / spins) * SMALL.freeSpins * SMALL.freeSpinMultiplier);
    expect(Math.abs(naive - enumeratedRtp(SMALL))).toBeLessThan(1e-9);
  });
  it('each slot states its exact RTP', () => {
    expect(Math.abs(exactRtp(NORTHERN_LIGHTS).rtp - NORTHERN_LIGHTS_RTP)).toBeLessThan(1e-9);
    expect(Math.abs(exactRtp(DESERT_CARAVAN).rtp - DESERT_CARAVAN_RTP)).toBeLessThan(1e-9);
    for (const { definition, rtp } of Object.values(SLOTS)) {
      expect(rtp).toBeGreaterThan(0.94);
      expect(rtp).toBeLessThan(0.97);
      expect(definition.reels).toHaveLength(5);
      expect(definition.freeSpins).toBeGreaterThan(0);
      expect(exactRtp(definition).triggerProbability).toBeGreaterThan(0);
    }
    expect(NORTHERN_LIGHTS.paylines).toHaveLength(10);
    expect(DESERT_CARAVAN.paylines).toHaveLength(20);
  });
  it('spins no faster than 2.5 s (UKGC)', () => expect(MIN_SPIN_MS).toBeGreaterThanOrEqual(2500));
});

describe('rounds', () => {
  it('pay ≥ 0, deterministically, with free spins only after 3+ scatters', () =>
    fc.assert(fc.property(fc.record({ serverSeed: fc.string(), clientSeed: fc.string(), nonce: fc.nat() }), fc.constantFrom(NORTHERN_LIGHTS, DESERT_CARAVAN), fc.integer({ min: 0, max: 1_000_000 }), (seed, def, stake) => {
      const a = playSlotRound(def, floatStream(seed), stake);
      expect(a).toEqual(playSlotRound(def, floatStream(seed), stake));
      expect(a.payoutMinor).toBeGreaterThanOrEqual(0);
      expect(a.freeSpins.length).toBe(a.base.scatters >= 3 ? def.freeSpins : 0);
    })));
});
