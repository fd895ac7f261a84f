/**
 * The seeded generator of the replayed feed (src/domain/random.ts): its outputs are pinned, since
 * replayed goal times, tennis game orders and the prices derived from them depend on every bit.
 */
import { describe, expect, it } from 'vitest';
import { mulberry32, seedOfPermanentId, shuffleInPlace } from '../../src/domain/random.ts';

const ID = 2 ** 40 + 12345;

describe('mulberry32 and permanent-id seeds', () => {
  it('gives the pinned numbers for a football seed (no salt) and a tennis seed (salt 0x7e4415)', () => {
    expect(seedOfPermanentId(ID)).toBe(930711865);
    expect(seedOfPermanentId(ID, 0x7e4415)).toBe(923258156);
    const football = mulberry32(seedOfPermanentId(ID));
    expect([football(), football(), football()]).toEqual([0.9383583185262978, 0.6519913759548217, 0.8222224400378764]);
    const tennis = mulberry32(seedOfPermanentId(ID, 0x7e4415));
    expect([tennis(), tennis()]).toEqual([0.1583487952593714, 0.4388117922935635]);
  });

  it('stays in [0, 1) and repeats for the same seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    for (let i = 0; i < 1000; i++) {
      const x = a();
      expect(x).toBe(b());
      expect(x >= 0 && x < 1).toBe(true);
    }
  });

  it('shuffles in place, Fisher–Yates from the last item down', () => {
    const items = [1, 2, 3, 4, 5];
    expect(shuffleInPlace(items, mulberry32(7))).toBe(items);
    expect(items).toEqual([4, 2, 3, 5, 1]);
  });
});
