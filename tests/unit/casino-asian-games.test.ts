/**
 * The asian-games family of our game server (spec §2 casino): baccarat, dragon tiger and sic bo.
 * Exact RTP of every bet, recomputed here by playing the game's own round function over every
 * equally likely card or die sequence (asserted equal to the stated value within 1e-9), and the
 * settlement rules: baccarat's third-card rule, push on a tie and pair bets; dragon tiger's tie
 * half-back rule; sic bo's paytable and the triple rule of small / big / odd / even; and a round of
 * each verified from its seeds: the verify page's recomputation deals the cards or dice of the
 * seed's HMAC floats and agrees with the round the game server plays.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { arraySource, floatStream, floats, serverSeedHash, type FairSeed } from '../../src/domain/casino/fair.ts';
import { verifyRound } from '../../src/domain/casino/verify.ts';
import { canonicalJson, playRound } from '../../src/domain/game-server/play.ts';
import { parseCard } from '../../src/domain/casino/cards.ts';
import * as baccarat from '../../src/domain/casino/baccarat.ts';
import * as dragonTiger from '../../src/domain/casino/dragon-tiger.ts';
import * as sicBo from '../../src/domain/casino/sic-bo.ts';

const EXACT = 1e-9;
/** The float that deals a card (0 … 51): the middle of its 1/52 interval. */
const cardFloat = (card: number) => (card + 0.5) / 52;
/** A source dealing these cards in order ("Ah", "Tc", …). */
const deal = (...cards: string[]) => arraySource(cards.map((c) => cardFloat(parseCard(c))));
/** A source rolling these dice in order. */
const roll = (...faces: number[]) => arraySource(faces.map((f) => (f - 0.5) / 6));
const seedArb = fc.record({ serverSeed: fc.string({ maxLength: 64 }), clientSeed: fc.string({ maxLength: 32 }), nonce: fc.nat(1_000_000) });

describe('baccarat', () => {
  it('stands both hands on a natural', () => {
    // P: 9c 9d = 8 (natural); B: 2c 3d = 5 would draw otherwise.
    const r = baccarat.playBaccarat(deal('9c', '2c', '9d', '3d', 'Kc', 'Kd'), 'player', 100);
    expect(r.player).toHaveLength(2);
    expect(r.banker).toHaveLength(2);
    expect(r).toMatchObject({ playerTotal: 8, bankerTotal: 5, winner: 'player', multiplier: 2, payoutMinor: 200 });
  });
  it('draws the player on 0–5 and stands on 6–7; a banker facing a standing player draws on 0–5', () => {
    // P: 3c 3d = 6 stands; B: 2c 2d = 4 draws (player stood) the 5h → 9.
    const stood = baccarat.playBaccarat(deal('3c', '2c', '3d', '2d', '5h'), 'banker', 100);
    expect(stood.player).toHaveLength(2);
    expect(stood.banker).toHaveLength(3);
    expect(stood).toMatchObject({ bankerTotal: 9, winner: 'banker', multiplier: 1.95, payoutMinor: 195 });
    // P: Ac 4d = 5 draws; B: Kc 7d = 7 stands whatever the player's third card.
    const drew = baccarat.playBaccarat(deal('Ac', 'Kc', '4d', '7d', '2h'), 'player', 100);
    expect(drew.player).toHaveLength(3);
    expect(drew.banker).toHaveLength(2);
    expect(drew).toMatchObject({ playerTotal: 7, bankerTotal: 7, winner: 'tie', multiplier: 1, payoutMinor: 100 });
  });
  it('applies the banker tableau to the player\'s third card', () => {
    // Banker 3 stands on a player's third 8, draws on any other.
    expect(baccarat.bankerDraws(3, 8)).toBe(false);
    expect(baccarat.bankerDraws(3, 9)).toBe(true);
    const cases: [number, number[]][] = [[4, [2, 3, 4, 5, 6, 7]], [5, [4, 5, 6, 7]], [6, [6, 7]], [7, []]];
    for (const [total, draws] of cases) {
      for (let p = 0; p <= 9; p++) expect(baccarat.bankerDraws(total, p)).toBe(draws.includes(p));
    }
    for (const total of [0, 1, 2]) for (let p = 0; p <= 9; p++) expect(baccarat.bankerDraws(total, p)).toBe(true);
    // P: Ac 2d = 3 draws 6h → 9; B: 3c 3d = 6 draws on a third 6: Kh → 6. Player wins 9 to 6.
    const r = baccarat.playBaccarat(deal('Ac', '3c', '2d', '3d', '6h', 'Kh'), 'tie', 100);
    expect(r.banker.map(baccarat.cardValue)).toEqual([3, 3, 0]);
    expect(r).toMatchObject({ playerTotal: 9, bankerTotal: 6, winner: 'player', payoutMinor: 0 });
  });
  it('pays a tie 8:1 and a pair 11:1 whoever wins', () => {
    const tie = baccarat.playBaccarat(deal('Kc', '9c', '9d', 'Kd'), 'tie', 100);
    expect(tie).toMatchObject({ winner: 'tie', payoutMinor: 900 });
    const pair = baccarat.playBaccarat(deal('4c', '9c', '4h', 'Kd'), 'playerPair', 100);
    expect(pair).toMatchObject({ playerPair: true, bankerPair: false, winner: 'banker', payoutMinor: 1200 });
    expect(baccarat.playBaccarat(deal('4c', '9c', '4h', 'Kd'), 'bankerPair', 100).payoutMinor).toBe(0);
  });
  it('states the exact RTP of every bet: every value sequence of the six cards played through the round', () => {
    // A coup depends on card values only: six cards of values 0 … 9 (0 is a ten or a face: 16 of 52
    // cards), each sequence weighted by its probability; cards a coup does not use weigh in as a whole.
    const deck = Array.from({ length: 52 }, (_, card) => card);
    const card = Array.from({ length: 10 }, (_, v) => deck.find((c) => baccarat.cardValue(c) === v)!);
    const weight = Array.from({ length: 10 }, (_, v) => deck.filter((c) => baccarat.cardValue(c) === v).length / 52);
    const main = ['player', 'banker', 'tie'] as const;
    const totals = { player: 0, banker: 0, tie: 0 };
    const floats = new Array<number>(6);
    for (let i = 0; i < 10 ** 6; i++) {
      let n = i;
      let w = 1;
      for (let k = 0; k < 6; k++) { floats[k] = cardFloat(card[n % 10]!); w *= weight[n % 10]!; n = Math.floor(n / 10); }
      const r = baccarat.playBaccarat(arraySource(floats), 'player', 100);
      for (const bet of main) totals[bet] += w * baccarat.betMultiple(bet, r.winner, r.playerPair, r.bankerPair);
    }
    for (const bet of main) expect(Math.abs(totals[bet] - baccarat.BET_RTP[bet])).toBeLessThan(EXACT);
    // A pair bet reads the side's first two cards only: all 52 × 52 of them, the other cards fixed.
    const pairs = { playerPair: 0, bankerPair: 0 };
    for (let x = 0; x < 52; x++) for (let y = 0; y < 52; y++) {
      pairs.playerPair += baccarat.playBaccarat(arraySource([x, 20, y, 33, 7, 9].map(cardFloat)), 'playerPair', 1).multiplier / 52 ** 2;
      pairs.bankerPair += baccarat.playBaccarat(arraySource([20, x, 33, y, 7, 9].map(cardFloat)), 'bankerPair', 1).multiplier / 52 ** 2;
    }
    expect(Math.abs(pairs.playerPair - baccarat.BET_RTP.playerPair)).toBeLessThan(EXACT);
    expect(Math.abs(pairs.bankerPair - baccarat.BET_RTP.bankerPair)).toBeLessThan(EXACT);
    expect(baccarat.BET_RTP.banker).toBeCloseTo(0.98936, 5);
    expect(baccarat.BET_RTP.player).toBeCloseTo(0.98772, 5);
    expect(baccarat.BET_RTP.tie).toBeCloseTo(0.85883, 5);
    expect(baccarat.RTP).toBe(baccarat.BET_RTP.tie);
  }, 60_000);
  it('refuses an unknown bet and never pays below 0', () => {
    expect(() => baccarat.playBaccarat(deal('Ac'), 'dragon' as baccarat.BaccaratBet, 1)).toThrow(RangeError);
    fc.assert(fc.property(seedArb, fc.constantFrom(...baccarat.BACCARAT_BETS), (seed, bet) => {
      const r = baccarat.playBaccarat(floatStream(seed), bet, 1000);
      expect(r.payoutMinor).toBeGreaterThanOrEqual(0);
      expect(r.player.length + r.banker.length).toBeLessThanOrEqual(6);
    }));
  });
});

describe('dragon tiger', () => {
  it('ace is low, the higher card wins and a dragon or tiger bet gets half back on a tie', () => {
    expect(dragonTiger.playDragonTiger(deal('Ac', 'Kd'), 'tiger', 100)).toMatchObject({ winner: 'tiger', payoutMinor: 200 });
    expect(dragonTiger.playDragonTiger(deal('2c', 'Ad'), 'dragon', 100)).toMatchObject({ winner: 'dragon', payoutMinor: 200 });
    expect(dragonTiger.playDragonTiger(deal('Qs', 'Qh'), 'dragon', 100)).toMatchObject({ winner: 'tie', multiplier: 0.5, payoutMinor: 50 });
    expect(dragonTiger.playDragonTiger(deal('Qs', 'Qh'), 'tie', 100)).toMatchObject({ winner: 'tie', payoutMinor: 1200 });
  });
  it('states the exact RTP of every bet: all 52 × 52 deals played through the round', () => {
    for (const bet of dragonTiger.DRAGON_TIGER_BETS) {
      let sum = 0;
      for (let d = 0; d < 52; d++) for (let t = 0; t < 52; t++) sum += dragonTiger.playDragonTiger(arraySource([cardFloat(d), cardFloat(t)]), bet, 1).multiplier;
      expect(Math.abs(sum / 52 ** 2 - dragonTiger.BET_RTP[bet])).toBeLessThan(EXACT);
    }
    expect(Math.abs(dragonTiger.BET_RTP.dragon - 25 / 26)).toBeLessThan(EXACT);
    expect(Math.abs(dragonTiger.RTP - 12 / 13)).toBeLessThan(EXACT);
  });
});

describe('sic bo', () => {
  it('pays the Macau table', () => {
    expect(sicBo.playSicBo(roll(1, 2, 4), { kind: 'small' }, 100).payoutMinor).toBe(200);
    // Small and odd lose on a triple even when the total fits.
    expect(sicBo.playSicBo(roll(3, 3, 3), { kind: 'small' }, 100).payoutMinor).toBe(0);
    expect(sicBo.playSicBo(roll(3, 3, 3), { kind: 'odd' }, 100).payoutMinor).toBe(0);
    expect(sicBo.playSicBo(roll(3, 3, 3), { kind: 'triple', face: 3 }, 100).payoutMinor).toBe(18100);
    expect(sicBo.playSicBo(roll(3, 3, 3), { kind: 'anyTriple' }, 100).payoutMinor).toBe(3100);
    expect(sicBo.playSicBo(roll(1, 1, 2), { kind: 'total', total: 4 }, 100).payoutMinor).toBe(6100);
    expect(sicBo.playSicBo(roll(6, 6, 2), { kind: 'double', face: 6 }, 100).payoutMinor).toBe(1100);
    expect(sicBo.playSicBo(roll(6, 5, 2), { kind: 'combo', faces: [2, 6] }, 100).payoutMinor).toBe(600);
    expect(sicBo.playSicBo(roll(5, 5, 2), { kind: 'single', face: 5 }, 100).payoutMinor).toBe(300);
    expect(sicBo.playSicBo(roll(5, 5, 5), { kind: 'single', face: 5 }, 100).payoutMinor).toBe(400);
    expect(sicBo.playSicBo(roll(1, 2, 3), { kind: 'single', face: 5 }, 100).payoutMinor).toBe(0);
  });
  it('states the exact RTP of every bet: the 216 rolls played through the round', () => {
    for (const bet of sicBo.ALL_BETS) {
      let sum = 0;
      for (let i = 0; i < 216; i++) sum += sicBo.playSicBo(roll(Math.floor(i / 36) + 1, (Math.floor(i / 6) % 6) + 1, (i % 6) + 1), bet, 1).multiplier;
      expect(Math.abs(sum / 216 - sicBo.betRtp(bet))).toBeLessThan(EXACT);
    }
    expect(Math.abs(sicBo.betRtp({ kind: 'big' }) - 210 / 216)).toBeLessThan(EXACT);
    expect(Math.abs(sicBo.betRtp({ kind: 'single', face: 1 }) - 199 / 216)).toBeLessThan(EXACT);
    expect(Math.abs(sicBo.RTP - 175 / 216)).toBeLessThan(EXACT);
    expect(sicBo.ALL_BETS).toHaveLength(4 + 14 + 6 + 1 + 6 + 15 + 6);
  });
  it('refuses a bet the layout lacks', () => {
    expect(() => sicBo.playSicBo(roll(1, 2, 3), { kind: 'total', total: 3 }, 1)).toThrow(RangeError);
    expect(() => sicBo.playSicBo(roll(1, 2, 3), { kind: 'combo', faces: [2, 2] }, 1)).toThrow(RangeError);
    expect(() => sicBo.playSicBo(roll(1, 2, 3), { kind: 'single', face: 7 }, 1)).toThrow(RangeError);
  });
});

describe('provably fair rounds of the asian-games family', () => {
  // A revealed pair as the verify page receives it: the server seed whose hash was shown before the round.
  const seed: FairSeed = { serverSeed: '6c0f7e4b1d2a93858b2f0a4e7c1d9e3f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d', clientSeed: 'asian-games', nonce: 3 };
  const played = (params: Parameters<typeof playRound>[1]) => playRound(floatStream(seed), params, 1000);

  it('deals baccarat from the seed\'s floats, in deal order, as the game server played it', () => {
    expect(serverSeedHash(seed.serverSeed)).toMatch(/^[0-9a-f]{64}$/);
    const v = verifyRound(seed, { game: 'baccarat', bet: 'banker' }, 1000);
    const r = v.result as baccarat.BaccaratRound;
    const n = r.player.length + r.banker.length;
    expect(v.floats).toEqual(floats(seed, n));
    const cards = v.floats.map((f) => Math.floor(f * 52));
    expect([r.player[0], r.banker[0], r.player[1], r.banker[1]]).toEqual(cards.slice(0, 4));
    const round = played({ game: 'baccarat', bet: 'banker' });
    expect(round.payoutMinor).toBe(r.payoutMinor);
    expect(canonicalJson(round.result)).toBe(canonicalJson({ player: r.player, banker: r.banker, playerTotal: r.playerTotal, bankerTotal: r.bankerTotal, winner: r.winner, playerPair: r.playerPair, bankerPair: r.bankerPair, multiplier: r.multiplier }));
    // Another client seed deals other cards.
    expect(verifyRound({ ...seed, clientSeed: 'other' }, { game: 'baccarat', bet: 'banker' }).floats).not.toEqual(v.floats);
  });

  it('deals dragon tiger from the first two floats, as the game server played it', () => {
    const v = verifyRound(seed, { game: 'dragon-tiger', bet: 'tiger' }, 1000);
    const r = v.result as ReturnType<typeof dragonTiger.playDragonTiger>;
    expect(v.floats).toEqual(floats(seed, 2));
    expect([r.dragon, r.tiger]).toEqual(v.floats.map((f) => Math.floor(f * 52)));
    const round = played({ game: 'dragon-tiger', bet: 'tiger' });
    expect(round.payoutMinor).toBe(r.payoutMinor);
    expect(canonicalJson(round.result)).toBe(canonicalJson({ dragon: r.dragon, tiger: r.tiger, winner: r.winner, multiplier: r.multiplier }));
  });

  it('rolls sic bo from the first three floats, as the game server played it', () => {
    const bet = { kind: 'total', total: 10 } as const;
    const v = verifyRound(seed, { game: 'sic-bo', bet }, 1000);
    const r = v.result as ReturnType<typeof sicBo.playSicBo>;
    expect(v.floats).toEqual(floats(seed, 3));
    expect(r.dice).toEqual(v.floats.map((f) => Math.floor(f * 6) + 1));
    expect(r.payoutMinor).toBe(r.total === 10 ? 7000 : 0);
    const round = played({ game: 'sic-bo', bet });
    expect(round.payoutMinor).toBe(r.payoutMinor);
    expect(canonicalJson(round.result)).toBe(canonicalJson({ dice: r.dice, total: r.total, multiplier: r.multiplier }));
  });
});
