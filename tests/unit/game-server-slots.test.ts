/**
 * Slot and scratch-card rounds of our game server (src/domain/game-server/play.ts): a round is the
 * slot engine's round (base spin, then the free spins it triggers, from the same float stream) or
 * the scratch card's, on the seed's floats; what the server stores (JSON through jsonb) recomputes
 * to the same canonical result; a seed whose base spin triggers free spins pays them in the round;
 * the parameters refuse anything beyond the game (no autoplay or spin count).
 */
import { describe, expect, it } from 'vitest';
import { floatStream } from '../../src/domain/casino/fair.ts';
import { canonicalJson, playRound } from '../../src/domain/game-server/play.ts';
import { playSlotRound } from '../../src/domain/casino/slots.ts';
import { SLOTS } from '../../src/domain/casino/slot-games.ts';
import { playScratch } from '../../src/domain/casino/scratch.ts';
import { roundParams } from '../../schemas/game-server.ts';

const seed = (nonce: number) => ({ serverSeed: 'slot-test-server-seed', clientSeed: 'slot-test-client', nonce });

describe('slot rounds', () => {
  it.each(['northern-lights', 'desert-caravan'] as const)('%s: the round is the engine\'s round on the seed\'s floats', (game) => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const outcome = playRound(floatStream(seed(nonce)), { game }, 1000);
      const engine = playSlotRound(SLOTS[game]!.definition, floatStream(seed(nonce)), 1000);
      expect(outcome.payoutMinor).toBe(engine.payoutMinor);
      expect((outcome.result.base as { stops: number[] }).stops).toEqual(engine.base.stops);
      expect((outcome.result.freeSpins as unknown[]).length).toBe(engine.freeSpins.length);
      // Stored as JSON and read back, it recomputes to the same canonical result (the verify page's check).
      expect(canonicalJson(JSON.parse(JSON.stringify(outcome.result)))).toBe(canonicalJson(playRound(floatStream(seed(nonce)), { game }, 1000).result));
    }
  });

  it('pays the free spins a base spin triggers inside the same round', () => {
    const definition = SLOTS['northern-lights']!.definition;
    let nonce = 0;
    while (!playSlotRound(definition, floatStream(seed(nonce)), 1000).base.triggersFreeSpins) nonce++;
    const outcome = playRound(floatStream(seed(nonce)), { game: 'northern-lights' }, 1000);
    const free = outcome.result.freeSpins as { totalMultiple: number }[];
    expect(free).toHaveLength(definition.freeSpins);
    const base = (outcome.result.base as { totalMultiple: number }).totalMultiple;
    const total = base + definition.freeSpinMultiplier * free.reduce((sum, s) => sum + s.totalMultiple, 0);
    expect(outcome.result.totalMultiple).toBeCloseTo(total, 12);
    expect(outcome.payoutMinor).toBe(Math.floor(1000 * total + 1e-9));
  });
});

describe('scratch card rounds', () => {
  it('is the card of the seed\'s floats at the card price', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const outcome = playRound(floatStream(seed(nonce)), { game: 'lucky-three' }, 500);
      const card = playScratch(floatStream(seed(nonce)), 500);
      expect(outcome).toEqual({ stakeMinor: 500, payoutMinor: card.payoutMinor, result: { cells: card.cells, winning: card.winning, multiplier: card.multiplier } });
    }
  });
});

describe('round parameters', () => {
  it('take nothing but the game for slots and the scratch card', () => {
    expect(roundParams.safeParse({ game: 'northern-lights' }).success).toBe(true);
    expect(roundParams.safeParse({ game: 'northern-lights', spins: 10 }).success).toBe(false);
    expect(roundParams.safeParse({ game: 'desert-caravan', autoplay: true }).success).toBe(false);
    expect(roundParams.safeParse({ game: 'lucky-three', cards: 5 }).success).toBe(false);
  });
});
