/**
 * The round function our game server plays with and the verify page recomputes with
 * (src/domain/game-server/play.ts): for every game it gives the outcome of the game's own rules on
 * the seed's floats, refuses parameters the rules refuse, and results compare independent of key order.
 */
import { describe, expect, it } from 'vitest';
import { floatStream, floats } from '../../src/domain/casino/fair.ts';
import { canonicalJson, playCurrencyExponent, playRound, roundStake, roundWon } from '../../src/domain/game-server/play.ts';
import { playDice } from '../../src/domain/casino/dice.ts';
import { playLimbo } from '../../src/domain/casino/limbo.ts';
import { playKeno } from '../../src/domain/casino/keno.ts';
import { playPlinko } from '../../src/domain/casino/plinko.ts';
import { spinRoulette } from '../../src/domain/casino/roulette.ts';
import { minePositions, multiplier } from '../../src/domain/casino/mines.ts';
import { roundParams } from '../../schemas/game-server.ts';

const seed = { serverSeed: 'b'.repeat(64), clientSeed: 'unit-client', nonce: 7 };

describe('playRound', () => {
  it('plays each game with the game rules on the seed floats', () => {
    expect(playRound(floatStream(seed), { game: 'dice', target: 5000, side: 'under' }, 1000)).toMatchObject({ payoutMinor: playDice(floatStream(seed), { target: 5000, side: 'under' }, 1000).payoutMinor });
    expect(playRound(floatStream(seed), { game: 'limbo', targetCents: 200 }, 1000).payoutMinor).toBe(playLimbo(floatStream(seed), 200, 1000).payoutMinor);
    expect(playRound(floatStream(seed), { game: 'keno', picks: [1, 2, 3, 4, 5] }, 1000).result.drawn).toEqual(playKeno(floatStream(seed), [1, 2, 3, 4, 5], 1000).drawn);
    expect(playRound(floatStream(seed), { game: 'plinko', rows: 8, risk: 'low' }, 1000).result.path).toEqual(playPlinko(floatStream(seed), 8, 'low', 1000).path);
    const roulette = playRound(floatStream(seed), { game: 'roulette', bets: [{ kind: 'red', stakeMinor: 300 }, { kind: 'straight', numbers: [17], stakeMinor: 200 }] }, 1);
    expect(roulette.stakeMinor).toBe(500);
    expect(roulette.result.pocket).toBe(spinRoulette(floatStream(seed), [{ kind: 'red', stakeMinor: 300 }]).pocket);
    const mines = minePositions(floatStream(seed), 3);
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((t) => !mines.includes(t)).slice(0, 2);
    expect(playRound(floatStream(seed), { game: 'mines', mines: 3, tiles: safe }, 1000)).toMatchObject({ payoutMinor: Math.floor(1000 * multiplier(3, 2)), result: { mines, hit: null, win: true } });
    expect(playRound(floatStream(seed), { game: 'mines', mines: 3, tiles: [mines[0]!] }, 1000)).toMatchObject({ payoutMinor: 0, result: { hit: mines[0], win: false } });
  });

  it('uses the first float of the seed for dice (HMAC-SHA256 stream)', () => {
    const [f] = floats(seed, 1);
    expect(playRound(floatStream(seed), { game: 'dice', target: 5000, side: 'under' }, 100).result.roll).toBe(Math.floor(f! * 10001) / 100);
  });

  it('refuses parameters the rules refuse', () => {
    expect(() => playRound(floatStream(seed), { game: 'dice', target: 9999, side: 'under' }, 100)).toThrow(RangeError);
    expect(() => playRound(floatStream(seed), { game: 'keno', picks: [1, 1] }, 100)).toThrow(RangeError);
    expect(() => playRound(floatStream(seed), { game: 'mines', mines: 3, tiles: [4, 4] }, 100)).toThrow(RangeError);
    expect(roundParams.safeParse({ game: 'plinko', rows: 20, risk: 'low' }).success).toBe(false);
    expect(roundStake({ game: 'dice', target: 5000, side: 'under' }, 123)).toBe(123);
  });

  it('compares results independent of key order', () => {
    expect(canonicalJson({ win: true, roll: 1.5, nested: { b: [1, { d: 2, c: 3 }], a: null } })).toBe(canonicalJson({ nested: { a: null, b: [1, { c: 3, d: 2 }] }, roll: 1.5, win: true }));
  });
});

describe('what the game and verify pages say of a round', () => {
  it('calls a round won on any payout, but a plinko slot under 1× a loss', () => {
    expect(roundWon('dice', 100, 198)).toBe(true);
    expect(roundWon('dice', 100, 0)).toBe(false);
    expect(roundWon('plinko', 100, 68)).toBe(false);
    expect(roundWon('plinko', 100, 100)).toBe(true);
    expect(roundWon('plinko', 100, 0)).toBe(false);
    // Blackjack split in two hands of 100: one lost, one pushed hands back half the round's stake.
    expect(roundWon('blackjack', 200, 100)).toBe(false);
    expect(roundWon('blackjack', 200, 400)).toBe(true);
  });

  it('counts fun money like the euro and a real currency by its own exponent', () => {
    expect(playCurrencyExponent('FUN')).toBe(playCurrencyExponent('EUR'));
    expect(playCurrencyExponent('EUR')).toBe(2);
  });
});
