import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  VIRTUAL_EVENT_MS, VIRTUAL_OVERROUND, VIRTUAL_ROUNDS, VIRTUAL_SHOW_MS, VIRTUAL_TEAMS, eventKickoff, eventMinute, nextEventId, outcomeWon,
  poissonQuantile, roundPairings, seasonRound, simulateMatch, virtualOdds, virtualRates,
} from '../../src/domain/virtual/league.ts';
import { eventResults, eventSeed, seedHash, uniformOf } from '../../src/server/virtual/fair.ts';
import { dictionaries } from '../../src/i18n/index.ts';

describe('virtual league', () => {
  it('has 20 fictional teams, every name labelled virtual', () => {
    expect(VIRTUAL_TEAMS).toHaveLength(20);
    expect(new Set(VIRTUAL_TEAMS.map((t) => t.name)).size).toBe(20);
    for (const team of VIRTUAL_TEAMS) expect(team.name).toMatch(/^Virtual /);
  });

  it('names each team in every dictionary, in English as the league does (pages show `virtual_team_<id>`)', () => {
    for (const team of VIRTUAL_TEAMS) expect(dictionaries.en![`virtual_team_${team.id}`], String(team.id)).toBe(team.name);
    for (const [lng, dict] of Object.entries(dictionaries)) expect(new Set(VIRTUAL_TEAMS.map((t) => dict[`virtual_team_${t.id}`])).size, lng).toBe(20);
  });

  it('plays a double round robin: every team once a round, every pairing once each way a season', () => {
    const seen = new Map<string, number>();
    for (let round = 0; round < VIRTUAL_ROUNDS; round++) {
      const pairs = roundPairings(round);
      expect(pairs).toHaveLength(10);
      expect(new Set(pairs.flat()).size).toBe(20);
      for (const [home, away] of pairs) seen.set(`${home}-${away}`, (seen.get(`${home}-${away}`) ?? 0) + 1);
    }
    expect(seen.size).toBe(20 * 19);
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
  });

  it('runs an event every 3 minutes, shown over 108 s, bets before the kick-off', () => {
    const now = Date.UTC(2026, 5, 13, 15, 37, 30);
    const next = nextEventId(now);
    expect(eventKickoff(next)).toBeGreaterThan(now);
    expect(eventKickoff(next) - now).toBeLessThanOrEqual(VIRTUAL_EVENT_MS);
    expect(nextEventId(eventKickoff(next))).toBe(next + 1);
    expect(VIRTUAL_SHOW_MS).toBeGreaterThanOrEqual(90_000);
    expect(VIRTUAL_SHOW_MS).toBeLessThanOrEqual(120_000);
    expect(eventMinute(next, eventKickoff(next) + VIRTUAL_SHOW_MS / 2)).toBe(45);
    expect(seasonRound(VIRTUAL_ROUNDS + 3)).toEqual({ season: 1, round: 3 });
  });

  it('prices 1X2 and over/under 2.5 from the Poisson model with a 6 % margin', () => {
    const odds = virtualOdds(1, 20);
    const book = (prices: number[]) => prices.reduce((sum, p) => sum + 1 / p, 0);
    expect(book([odds['1'], odds.X, odds['2']])).toBeCloseTo(VIRTUAL_OVERROUND, 2);
    expect(book([odds.over, odds.under])).toBeCloseTo(VIRTUAL_OVERROUND, 2);
    expect(odds['1']).toBeLessThan(odds['2']); // the strongest team at home is the favourite
    expect(virtualRates(1, 20).home).toBeGreaterThan(virtualRates(20, 1).home);
  });

  it('draws goals as Poisson quantiles', () => {
    expect(poissonQuantile(1.5, 0)).toBe(0);
    expect(poissonQuantile(1.5, Math.exp(-1.5) - 1e-9)).toBe(0);
    expect(poissonQuantile(1.5, Math.exp(-1.5) + 1e-9)).toBe(1);
    // The empirical mean of quantiles of evenly spaced u is λ.
    const n = 20_000;
    const mean = Array.from({ length: n }, (_, i) => poissonQuantile(1.7, (i + 0.5) / n)).reduce((a, b) => a + b, 0) / n;
    expect(mean).toBeCloseTo(1.7, 2);
    const r = simulateMatch(3, 4, (k) => [0.9, 0.2, 0.5, 0.1, 0.7][k] ?? 0.5);
    expect(r.home).toBe(poissonQuantile(virtualRates(3, 4).home, 0.9));
    expect(r.goals).toHaveLength(r.home + r.away);
    expect(r.goals.map((g) => g.minute)).toEqual([...r.goals.map((g) => g.minute)].sort((a, b) => a - b));
    expect(outcomeWon('over', { home: 2, away: 1 })).toBe(true);
    expect(outcomeWon('X', { home: 1, away: 1 })).toBe(true);
    expect(outcomeWon('2', { home: 1, away: 1 })).toBe(false);
  });
});

describe('virtual sports fairness', () => {
  const secret = 'a-test-secret';
  it('derives the seed by HMAC-SHA256, publishes its SHA-256, and the result is recomputable from the seed alone', () => {
    const seed = eventSeed(secret, 4242);
    expect(seed).toBe(createHmac('sha256', secret).update('virtual:4242').digest('hex'));
    expect(seedHash(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
    expect(eventSeed(secret, 4243)).not.toBe(seed);
    // A verifier's own computation from the revealed seed, as the page states it.
    const u = (match: number, k: number) => {
      const d = createHmac('sha256', seed).update(`${match}:${k}`).digest();
      return Number(BigInt(`0x${d.subarray(0, 7).toString('hex')}`) >> 4n) / 2 ** 52;
    };
    expect(uniformOf(seed, 3, 1)).toBe(u(3, 1));
    const results = eventResults(seed, 4242);
    expect(results).toHaveLength(10);
    const [home, away] = roundPairings(seasonRound(4242).round)[3]!;
    expect(results[3]).toEqual(simulateMatch(home, away, (k) => u(3, k)));
    expect(eventResults(seed, 4242)).toEqual(results);
  });
});
