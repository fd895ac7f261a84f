/**
 * Provably fair floats and Stake's outcome rules against Stake's public vectors.
 * Source of every vector: github.com/provably-fair-betting/verifierform-stake,
 * tests/lib/games/testcases/{dice,limbo,roulette,mines,keno}.json (commits 45c4bd42…, 7e10253d…).
 */
import { describe, expect, it } from 'vitest';
import { arraySource, floatStream, floats, newServerSeed, newClientSeed, pickDistinct, serverSeedHash, type FairSeed } from '../../src/domain/casino/fair.ts';
import { diceRoll } from '../../src/domain/casino/dice.ts';
import { limboResult } from '../../src/domain/casino/limbo.ts';
import { roulettePocket } from '../../src/domain/casino/roulette.ts';
import { minePositions } from '../../src/domain/casino/mines.ts';
import { kenoDraw } from '../../src/domain/casino/keno.ts';

const seq = (clientSeed: string, serverSeed: string, results: readonly unknown[]) => results.map((result, nonce) => ({ seed: { clientSeed, serverSeed, nonce } as FairSeed, result }));

const DICE = seq('86ff027f15c48241af7f54a726690ee7', 'f2ac89b608eeb01312d115bce6741b32', [28.07, 29.02, 5.86, 54.86, 9.66, 93.25, 87.23, 38.99, 90.35, 32.79]);
const LIMBO = seq('40cea334816e7a68ed62d208ce4a2572', '5c5c42b55822f994bd955a4416775190', [17.41, 1.69, 2.88, 21.02, 1.09, 140.42, 1.43, 1.21, 3, 2.38]);
const ROULETTE = seq('94ffb08138facf8cffa9c376d703aaed', 'f7b51b19a4563681f2c1e00ef747884a', [33, 6, 22, 33, 16, 9, 11, 16, 9, 20]);
/** Mines: nonce n uses n + 1 mines. */
const MINES = seq('854581b6f52eaa86503f1dc6433655f9', '5ff5c610e633b2a91c46d1be1f74286b', [
  [6], [1, 21], [13, 16, 22], [14, 16, 21, 23], [0, 6, 16, 18, 22], [3, 12, 14, 20, 21, 24], [4, 8, 14, 15, 18, 20, 22],
  [1, 2, 3, 8, 11, 16, 21, 24], [1, 5, 6, 8, 13, 16, 18, 20, 21], [2, 3, 4, 10, 13, 15, 16, 21, 22, 23],
  [0, 1, 2, 4, 6, 9, 10, 14, 17, 22, 24], [0, 2, 3, 6, 7, 12, 13, 14, 15, 18, 20, 22], [1, 2, 3, 5, 8, 9, 12, 13, 15, 16, 17, 19, 20],
  [0, 1, 3, 4, 7, 9, 11, 12, 14, 15, 17, 19, 21, 22], [1, 2, 4, 5, 7, 8, 9, 10, 11, 12, 15, 20, 21, 22, 23],
  [0, 4, 5, 6, 8, 10, 11, 13, 16, 17, 18, 20, 21, 22, 23, 24], [0, 1, 2, 5, 6, 7, 8, 9, 11, 14, 17, 18, 19, 20, 22, 23, 24],
  [0, 1, 2, 3, 4, 6, 8, 10, 11, 12, 13, 14, 15, 16, 18, 19, 20, 21], [0, 1, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 19, 20, 22, 23],
  [1, 2, 4, 5, 6, 7, 8, 9, 10, 12, 13, 14, 15, 16, 17, 18, 19, 21, 23, 24], [1, 2, 3, 4, 5, 6, 7, 9, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 22, 23, 24],
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 24], [0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 22, 23, 24],
  [0, 1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24],
]);
const KENO = seq('971f4d5c49eb1111385e9309d105227f', 'ae1581dc89398cb8fdb84f0a2c64e816', [
  [1, 7, 9, 12, 14, 16, 21, 23, 30, 39], [1, 6, 11, 12, 13, 22, 24, 29, 34, 35], [1, 8, 13, 17, 20, 28, 32, 34, 35, 36],
  [2, 3, 7, 16, 18, 24, 27, 31, 37, 39], [6, 14, 15, 17, 19, 22, 25, 28, 31, 39], [4, 6, 9, 14, 15, 17, 19, 26, 32, 38],
  [3, 10, 11, 14, 17, 25, 27, 28, 30, 31], [6, 7, 8, 9, 11, 17, 23, 30, 31, 40], [5, 8, 12, 22, 25, 26, 28, 30, 37, 40],
  [6, 7, 10, 13, 16, 17, 25, 30, 31, 34],
]);

describe('Stake vectors (verifierform-stake testcases)', () => {
  it.each(DICE)('dice nonce $seed.nonce → $result', ({ seed, result }) => expect(diceRoll(floats(seed, 1)[0]!)).toBe(result));
  it.each(LIMBO)('limbo nonce $seed.nonce → $result', ({ seed, result }) => expect(limboResult(floats(seed, 1)[0]!)).toBe(result));
  it.each(ROULETTE)('roulette nonce $seed.nonce → $result', ({ seed, result }) => expect(roulettePocket(floats(seed, 1)[0]!)).toBe(result));
  it.each(MINES)('mines nonce $seed.nonce', ({ seed, result }) => expect(minePositions(floatStream(seed), seed.nonce + 1)).toEqual(result));
  it.each(KENO)('keno nonce $seed.nonce', ({ seed, result }) => expect(kenoDraw(floatStream(seed))).toEqual(result));
});

describe('float stream', () => {
  const seed: FairSeed = { serverSeed: 'server', clientSeed: 'client', nonce: 7 };
  it('is the same lazily and eagerly, across HMAC rounds', () => {
    const eager = floats(seed, 40);
    const stream = floatStream(seed);
    expect(Array.from({ length: 40 }, () => stream())).toEqual(eager);
    expect(stream.used()).toBe(40);
    expect(eager.every((f) => f >= 0 && f < 1)).toBe(true);
  });
  it('is a multiple of 2^-32', () => {
    for (const f of floats(seed, 16)) expect(Number.isInteger(f * 2 ** 32)).toBe(true);
  });
  it('refuses a bad nonce or count', () => {
    expect(() => floats({ ...seed, nonce: -1 }, 1)).toThrow(RangeError);
    expect(() => floats({ ...seed, nonce: 1.5 }, 1)).toThrow(RangeError);
    expect(() => floats(seed, -1)).toThrow(RangeError);
  });
  it('array source throws when exhausted', () => {
    const s = arraySource([0.5]);
    expect(s()).toBe(0.5);
    expect(() => s()).toThrow(RangeError);
  });
  it('pickDistinct takes distinct items and refuses too many', () => {
    const picked = pickDistinct(floatStream(seed), [1, 2, 3, 4, 5], 5);
    expect([...picked].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(() => pickDistinct(floatStream(seed), [1], 2)).toThrow(RangeError);
  });
});

describe('seeds', () => {
  it('hashes a server seed with SHA-256 (FIPS 180-2 vector "abc")', () => {
    expect(serverSeedHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
  it('makes fresh 64-hex server seeds and 20-hex client seeds', () => {
    const a = newServerSeed();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(a);
    expect(newClientSeed()).toMatch(/^[0-9a-f]{20}$/);
  });
});

describe('boundary schemas', () => {
  it('accept seeds and verify inputs the rules take, and refuse NUL, ":" and bad shapes', async () => {
    const { fairSeedSchema, verifyInputSchema } = await import('../../schemas/casino-fair.ts');
    const { verifyRound } = await import('../../src/domain/casino/verify.ts');
    const seed = fairSeedSchema.parse({ serverSeed: 'f2ac89b608eeb01312d115bce6741b32', clientSeed: '86ff027f15c48241af7f54a726690ee7', nonce: 0 });
    const input = verifyInputSchema.parse({ game: 'dice', target: 5000, side: 'under' });
    expect((verifyRound(seed, input).result as { roll: number }).roll).toBe(28.07);
    expect(fairSeedSchema.safeParse({ ...seed, clientSeed: 'a:b' }).success).toBe(false);
    expect(fairSeedSchema.safeParse({ ...seed, serverSeed: 'a\u0000' }).success).toBe(false);
    expect(fairSeedSchema.safeParse({ ...seed, nonce: -1 }).success).toBe(false);
    expect(verifyInputSchema.safeParse({ game: 'keno', picks: [] }).success).toBe(false);
    expect(verifyInputSchema.safeParse({ game: 'jacks-or-better', held: [true] }).success).toBe(false);
    expect(verifyInputSchema.safeParse({ game: 'slots' }).success).toBe(false);
  });
});
