/**
 * Virtual sports (spec §2 `virtualsports`): a VIRTUAL football league of 20 fictional teams
 * (every name says "Virtual"; no real club, player or result), played on the feed's clock.
 *
 * Stated (the page shows the same):
 * 1. Events: event e kicks off at `VIRTUAL_EPOCH_MS + e × 3 min`; it is one round of the league,
 *    10 matches at once. Bets are taken until the kick-off; the match is shown over
 *    {@link VIRTUAL_SHOW_MS} (90 game minutes in 108 s) and settled at its end.
 * 2. Season and rounds: a double round robin (circle method) of 38 rounds; event e plays round
 *    `e mod 38` of season `⌊e / 38⌋`; rounds 19..37 repeat 0..18 with home and away swapped.
 * 3. Model: each team has an attack and a defence strength; a match's expected goals are
 *    λ_home = 1.35 × attack_home × defence_away × 1.12 (home advantage) and
 *    λ_away = 1.35 × attack_away × defence_home — independent Poisson goals, the same model the
 *    real football line is priced with (src/domain/feed/odds-model.ts): 1X2 and total over/under
 *    2.5 at a 6 % margin.
 * 4. Result: provably fair. Each event has a server seed (HMAC-SHA256 of a server secret and the
 *    event id, src/server/virtual/fair.ts); its SHA-256 hash is published before the kick-off and
 *    the seed itself after the match. Match i draws uniform numbers u = (first 52 bits of
 *    HMAC-SHA256(seed, "i:k")) / 2^52 for k = 0, 1, …: home goals = the Poisson(λ_home) quantile of
 *    u_0, away goals = the Poisson(λ_away) quantile of u_1, and each goal's minute 1..90 from the
 *    following ones. Anyone can recompute a result from the revealed seed.
 */
import { coefficient, modelProbabilities, type GoalRates } from '../feed/odds-model.ts';

/** Fixed epoch: Monday 1 January 2024, 00:00 UTC (event 0). */
const VIRTUAL_EPOCH_MS = Date.UTC(2024, 0, 1);
/** One event every 3 minutes. */
export const VIRTUAL_EVENT_MS = 3 * 60_000;
/** A match is shown over 108 s: 90 game minutes at 1.2 s a minute. */
export const VIRTUAL_SHOW_MS = 108_000;
/** Rounds of a season. */
export const VIRTUAL_ROUNDS = 38;
/** The bookmaker's margin: the overround of each market. */
export const VIRTUAL_OVERROUND = 1.06;

/** A fictional team: name and strengths (1 = average). */
export interface VirtualTeam {
  id: number;
  name: string;
  attack: number;
  defence: number;
}

/** The 20 fictional teams of the virtual league (ids 1..20). */
export const VIRTUAL_TEAMS: readonly VirtualTeam[] = [
  ['Virtual Lions', 1.32, 0.78], ['Virtual Eagles', 1.28, 0.8], ['Virtual Wolves', 1.22, 0.84], ['Virtual Falcons', 1.18, 0.86],
  ['Virtual Bears', 1.12, 0.9], ['Virtual Sharks', 1.1, 0.92], ['Virtual Tigers', 1.06, 0.95], ['Virtual Rams', 1.04, 0.97],
  ['Virtual Hawks', 1.0, 1.0], ['Virtual Stags', 0.98, 1.0], ['Virtual Foxes', 0.96, 1.02], ['Virtual Bison', 0.95, 1.04],
  ['Virtual Owls', 0.93, 1.05], ['Virtual Lynxes', 0.92, 1.07], ['Virtual Otters', 0.9, 1.09], ['Virtual Cobras', 0.88, 1.1],
  ['Virtual Herons', 0.86, 1.12], ['Virtual Badgers', 0.84, 1.15], ['Virtual Ravens', 0.82, 1.18], ['Virtual Moose', 0.8, 1.2],
].map(([name, attack, defence], i) => ({ id: i + 1, name: name as string, attack: attack as number, defence: defence as number }));

/** Base goals per side and the home advantage of the model (rule 3). */
const BASE_GOALS = 1.35;
const HOME_ADVANTAGE = 1.12;

/** The first event kicking off strictly after `now` (bets are taken on it). */
export function nextEventId(now: number): number {
  return Math.floor((now - VIRTUAL_EPOCH_MS) / VIRTUAL_EVENT_MS) + 1;
}

/** Kick-off of an event, UTC ms. */
export function eventKickoff(eventId: number): number {
  return VIRTUAL_EPOCH_MS + eventId * VIRTUAL_EVENT_MS;
}

/** End of an event's show (its result is final), UTC ms. */
export function eventEnd(eventId: number): number {
  return eventKickoff(eventId) + VIRTUAL_SHOW_MS;
}

/** Season and round of an event (rule 2). */
export function seasonRound(eventId: number): { season: number; round: number } {
  return { season: Math.floor(eventId / VIRTUAL_ROUNDS), round: ((eventId % VIRTUAL_ROUNDS) + VIRTUAL_ROUNDS) % VIRTUAL_ROUNDS };
}

/** The 10 pairings (home, away team ids) of a round 0..37 (circle method; rule 2). */
export function roundPairings(round: number): [number, number][] {
  const n = VIRTUAL_TEAMS.length;
  const half = round % (n - 1);
  // Team 1 fixed, the others rotate by `half` places.
  const rotating = Array.from({ length: n - 1 }, (_, i) => ((i + half) % (n - 1)) + 2);
  const order = [1, ...rotating];
  const pairs: [number, number][] = [];
  for (let i = 0; i < n / 2; i++) {
    const a = order[i]!;
    const b = order[n - 1 - i]!;
    // Alternate home and away so each team has balanced home games within each half.
    const swapFirst = i === 0 && half % 2 === 1;
    const home = swapFirst || (i > 0 && i % 2 === 1) ? b : a;
    pairs.push(home === a ? [a, b] : [b, a]);
  }
  return round >= n - 1 ? pairs.map(([h, a]) => [a, h]) : pairs;
}

/** A team by id. */
export function teamById(id: number): VirtualTeam {
  return VIRTUAL_TEAMS[id - 1]!;
}

/** Expected goals of a pairing (rule 3). */
export function virtualRates(homeId: number, awayId: number): GoalRates {
  const home = teamById(homeId);
  const away = teamById(awayId);
  return { home: BASE_GOALS * home.attack * away.defence * HOME_ADVANTAGE, away: BASE_GOALS * away.attack * home.defence };
}

/** The outcomes a virtual match offers. */
export const VIRTUAL_OUTCOMES = ['1', 'X', '2', 'over', 'under'] as const;
/** An outcome: 1X2 or total goals over/under 2.5. */
export type VirtualOutcome = (typeof VIRTUAL_OUTCOMES)[number];

/** The coefficients of a pairing's outcomes (rule 3), 3 decimals. */
export function virtualOdds(homeId: number, awayId: number): Record<VirtualOutcome, number> {
  const p = modelProbabilities(virtualRates(homeId, awayId));
  return {
    '1': coefficient(p.home, VIRTUAL_OVERROUND),
    X: coefficient(p.draw, VIRTUAL_OVERROUND),
    '2': coefficient(p.away, VIRTUAL_OVERROUND),
    over: coefficient(p.over25, VIRTUAL_OVERROUND),
    under: coefficient(1 - p.over25, VIRTUAL_OVERROUND),
  };
}

/** The Poisson(λ) quantile of u ∈ [0, 1): the least k with P(X ≤ k) > u. */
export function poissonQuantile(lambda: number, u: number): number {
  let term = Math.exp(-lambda);
  let cumulative = term;
  let k = 0;
  while (cumulative <= u && k < 30) {
    k += 1;
    term = (term * lambda) / k;
    cumulative += term;
  }
  return k;
}

/** A simulated match: its score and the minute of each goal (by side), ascending. */
export interface VirtualResult {
  home: number;
  away: number;
  goals: { minute: number; side: 'home' | 'away' }[];
}

/**
 * Simulates a match from its uniform numbers (rule 4).
 * @param uniform the match's k-th uniform number in [0, 1), k = 0, 1, …
 */
export function simulateMatch(homeId: number, awayId: number, uniform: (k: number) => number): VirtualResult {
  const rates = virtualRates(homeId, awayId);
  const home = poissonQuantile(rates.home, uniform(0));
  const away = poissonQuantile(rates.away, uniform(1));
  const goals = [
    ...Array.from({ length: home }, (_, i) => ({ minute: 1 + Math.floor(uniform(2 + i) * 90), side: 'home' as const })),
    ...Array.from({ length: away }, (_, i) => ({ minute: 1 + Math.floor(uniform(2 + home + i) * 90), side: 'away' as const })),
  ].sort((a, b) => a.minute - b.minute || (a.side === b.side ? 0 : a.side === 'home' ? -1 : 1));
  return { home, away, goals };
}

/** Whether an outcome won on a result. */
export function outcomeWon(outcome: VirtualOutcome, result: Pick<VirtualResult, 'home' | 'away'>): boolean {
  const total = result.home + result.away;
  switch (outcome) {
    case '1': return result.home > result.away;
    case 'X': return result.home === result.away;
    case '2': return result.home < result.away;
    case 'over': return total > 2.5;
    case 'under': return total < 2.5;
  }
}

/** The game minute 0..90 of an event at `now` (0 before kick-off, 90 once shown). */
export function eventMinute(eventId: number, now: number): number {
  const elapsed = now - eventKickoff(eventId);
  if (elapsed <= 0) return 0;
  return Math.min(90, Math.floor((elapsed / VIRTUAL_SHOW_MS) * 90));
}
