/**
 * The Wheel of Fortuna's geometry (src/islands/casino/games/bonus/FortunaWheel.tsx): segments as
 * large as their prize's chance, and a spin that stops with the drawn segment's middle under the
 * top pointer after whole turns from where the last spin stopped.
 */
import { describe, expect, it } from 'vitest';
import { turnTo, wheelSegments } from '../../src/islands/casino/games/bonus/FortunaWheel.tsx';

describe('wheelSegments', () => {
  it('sizes each segment by its weight, in table order clockwise from the top', () => {
    const segments = wheelSegments([40, 30, 18, 9, 3]);
    expect(segments.map((s) => +(s.end - s.start).toFixed(6))).toEqual([144, 108, 64.8, 32.4, 10.8]);
    expect(segments[0]!.start).toBe(0);
    expect(segments.at(-1)!.end).toBeCloseTo(360, 9);
    expect(segments[1]!.mid).toBeCloseTo(198, 9);
  });
});

describe('turnTo', () => {
  it('brings the middle of the segment under the pointer after five whole turns', () => {
    const turn = turnTo(198, 0);
    expect(turn).toBe(5 * 360 + 162);
    expect((turn + 198) % 360).toBe(0);
  });

  it('starts the next spin from the last one and always turns forward', () => {
    const first = turnTo(72, 0);
    const second = turnTo(72, first);
    expect(second - first).toBeGreaterThanOrEqual(5 * 360);
    expect((second + 72) % 360).toBe(0);
    expect(turnTo(0, 0) % 360).toBe(0);
  });
});
