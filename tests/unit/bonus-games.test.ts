/**
 * Bonus game draws (src/domain/casino/bonus-games.ts): the prize follows the weights, the pick's
 * place shows the drawn prize and the other places the table's other prizes, and a play is a pure
 * function of the seed and the pick (what the browser recomputes).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BONUS_GAME_PLACES, BONUS_GAMES, expectedPrize, playBonusGame, prizeIndex } from '../../src/domain/casino/bonus-games.ts';

describe('bonus games', () => {
  it('draws by cumulative weight', () => {
    const weights = [40, 30, 18, 9, 3];
    expect(prizeIndex(0, weights)).toBe(0);
    expect(prizeIndex(0.3999, weights)).toBe(0);
    expect(prizeIndex(0.4, weights)).toBe(1);
    expect(prizeIndex(0.9699, weights)).toBe(3);
    expect(prizeIndex(0.97, weights)).toBe(4);
    expect(prizeIndex(0.999999, weights)).toBe(4);
    expect(() => prizeIndex(0.5, [])).toThrow(RangeError);
    expect(expectedPrize([5000, 10000, 20000, 50000, 100000], weights)).toBe(16_100);
  });

  it('shows the drawn prize at the pick and the other prizes elsewhere, the same for the same seed', () => {
    fc.assert(fc.property(
      fc.constantFrom(...BONUS_GAMES), fc.string({ minLength: 1, maxLength: 20 }), fc.nat(1_000_000), fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 2, maxLength: 6 }), fc.nat(),
      (game, clientSeed, nonce, weights, pickSeed) => {
        const places = BONUS_GAME_PLACES[game];
        const pick = pickSeed % places;
        const seed = { serverSeed: 'a'.repeat(64), clientSeed, nonce };
        const play = playBonusGame(seed, weights, places, pick);
        expect(play.board).toHaveLength(places);
        expect(play.board[pick]).toBe(play.prize);
        expect(play.board.every((i) => i >= 0 && i < weights.length)).toBe(true);
        if (weights.length > 1 && places <= weights.length) expect(play.board.filter((i) => i === play.prize)).toHaveLength(1);
        expect(playBonusGame(seed, weights, places, pick)).toEqual(play);
      },
    ));
    expect(() => playBonusGame({ serverSeed: 's', clientSeed: 'c', nonce: 1 }, [1, 2], 3, 3)).toThrow(RangeError);
  });

  it('draws each prize about as often as its weight says', () => {
    const weights = [60, 30, 10];
    const counts = [0, 0, 0];
    for (let nonce = 0; nonce < 20_000; nonce++) counts[playBonusGame({ serverSeed: 'seed', clientSeed: 'client', nonce }, weights, 3, 0).prize]! += 1;
    expect(counts[0]! / 20_000).toBeCloseTo(0.6, 1);
    expect(counts[1]! / 20_000).toBeCloseTo(0.3, 1);
    expect(counts[2]! / 20_000).toBeCloseTo(0.1, 1);
  });
});
