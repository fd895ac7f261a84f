/**
 * The replay calendar (src/domain/feed/calendar.ts) on every sport's real data of the catalogue,
 * over a full cycle of every competition and across the wrap into the next cycle: no football or
 * NFL side plays twice within 48 h anywhere in the replay; a tennis player keeps the real day
 * gaps inside a tournament and 24 h between tournaments; every placed block keeps its real gaps
 * (one shift of whole days and hours); history pages are dated in the game's own replay; and the
 * share of minutes with at least one game in play per replayed week (printed, ≥ 95 %).
 */
import { describe, expect, it } from 'vitest';
import { loadFeedData } from '../../src/server/feed/data.ts';
import { createFeed, windowGames } from '../../src/server/feed/service.ts';
import { statisticPage } from '../../src/server/pages/statistic.ts';
import { CYCLE_WEEKS, DAY_MS, MIN_REST_MS, TOUR_REST_MS, WEEK_MS, liveMinuteShare } from '../../src/domain/feed/calendar.ts';
import { wallMsOfModel } from '../../src/domain/feed/sport-rules.ts';
import { CATALOGUE } from '../../src/domain/feed/catalogue.ts';
import type { ImportedMatch } from '../../src/domain/feed/match.ts';
import { DEFAULT_SPORTS_PRICING as PRICING } from '../../schemas/sports-pricing.ts';
import { testFeedClock } from '../helpers/feed-clock.ts';

const { rows } = loadFeedData().result;
const NOW = Date.UTC(2026, 10, 27, 12);
const feed = createFeed(rows, NOW);
const HOUR = 3600_000;
const { calendar } = feed;

interface Replayed {
  match: ImportedMatch;
  kickoff: number;
  block: number;
}

/** Every replayed game of cycles 0 and 1 by sport. */
function replayedOf(sportId: number): Replayed[] {
  return [...calendar.champs.values()]
    .flat()
    .filter((entry) => entry.match.sportId === sportId)
    .flatMap((entry) => [entry, { ...entry, kickoff: entry.kickoff + calendar.cycleMs }]);
}

/** Every side's replayed games, by kick-off. */
function bySide(games: readonly Replayed[]): Map<number, Replayed[]> {
  const out = new Map<number, Replayed[]>();
  for (const game of games) {
    for (const side of [game.match.home.id, game.match.away.id]) {
      let list = out.get(side);
      if (!list) out.set(side, (list = []));
      list.push(game);
    }
  }
  for (const list of out.values()) list.sort((a, b) => a.kickoff - b.kickoff);
  return out;
}

const sportOf = (slug: string) => CATALOGUE.sports.find((s) => s.slug === slug)!;

describe('replay calendar: one cycle', () => {
  it(`repeats every ${CYCLE_WEEKS} weeks and replays every champ of the catalogue`, () => {
    expect(calendar.cycleMs).toBe(CYCLE_WEEKS * WEEK_MS);
    for (const champ of CATALOGUE.champs) expect([champ.slug, (calendar.champs.get(champ.champId)?.length ?? 0) > 0]).toEqual([champ.slug, true]);
    for (const entries of calendar.champs.values()) for (const entry of entries) expect(entry.kickoff - calendar.epochMs).toBeLessThan(calendar.cycleMs);
  });

  it('moves every placed block as a whole: one shift of whole days and whole hours per block', () => {
    const shifts = new Map<number, Set<number>>();
    for (const entry of [...calendar.champs.values()].flat()) {
      const raw = entry.kickoff - calendar.realTimes.get(entry.match.permanentId)!;
      // Cycle 0 holds a block's games modulo the cycle: bring them back to one replay.
      const shift = ((raw % calendar.cycleMs) + calendar.cycleMs) % calendar.cycleMs;
      expect(shift % HOUR).toBe(0);
      let set = shifts.get(entry.block);
      if (!set) shifts.set(entry.block, (set = new Set()));
      set.add(shift);
    }
    expect(shifts.size).toBeGreaterThan(100);
    for (const set of shifts.values()) expect(set.size).toBe(1);
  });
});

describe('replay calendar: real rest', () => {
  for (const slug of ['football', 'american-football']) {
    it(`${slug}: no side plays twice within 48 h over a full cycle of every competition and its wrap`, () => {
      let minRest = Infinity;
      let pairs = 0;
      for (const games of bySide(replayedOf(sportOf(slug).id)).values()) {
        for (let i = 1; i < games.length; i++) {
          minRest = Math.min(minRest, games[i]!.kickoff - games[i - 1]!.kickoff);
          pairs += 1;
        }
      }
      console.log(`${slug}: ${pairs} pairs of a side's consecutive replayed games, shortest rest ${(minRest / HOUR).toFixed(1)} h`);
      expect(pairs).toBeGreaterThan(1000);
      expect(minRest).toBeGreaterThanOrEqual(MIN_REST_MS);
    });
  }

  it('tennis: inside a tournament a player keeps the real day gaps in real order; 24 h between tournaments; never two matches at once', () => {
    const tennis = sportOf('tennis');
    const wallMs = wallMsOfModel(tennis.model);
    let inside = 0;
    let across = Infinity;
    for (const games of bySide(replayedOf(tennis.id)).values()) {
      for (let i = 1; i < games.length; i++) {
        const [a, b] = [games[i - 1]!, games[i]!];
        expect(b.kickoff - a.kickoff).toBeGreaterThanOrEqual(wallMs);
        if (a.block === b.block && b.kickoff - a.kickoff < calendar.cycleMs / 2) {
          inside += 1;
          const realDays = Math.floor(b.match.kickoff / DAY_MS) - Math.floor(a.match.kickoff / DAY_MS);
          expect(realDays).toBeGreaterThanOrEqual(0);
          expect(b.kickoff - a.kickoff).toBe(calendar.realTimes.get(b.match.permanentId)! - calendar.realTimes.get(a.match.permanentId)!);
        } else {
          across = Math.min(across, b.kickoff - a.kickoff);
        }
      }
    }
    console.log(`tennis: ${inside} pairs of a player's matches inside a tournament at their real gaps; shortest rest between tournaments ${(across / HOUR).toFixed(1)} h`);
    expect(inside).toBeGreaterThan(1000);
    expect(across).toBeGreaterThanOrEqual(TOUR_REST_MS);
  });
});

describe('replay calendar: history', () => {
  it("dates a game's latest results and earlier meetings by its own shift: just before it, never in the files' years", () => {
    const games = windowGames(feed, NOW).filter((g) => g.status !== 'line').slice(-60);
    let checked = 0;
    for (const game of games) {
      const page = statisticPage(feed, { gameId: String(game.match.permanentId) }, 'en', NOW, PRICING)!;
      const day = new Date(game.kickoff).toISOString().slice(0, 10);
      for (const past of [...page.recent.home, ...page.recent.away, ...page.headToHead]) expect(past.day <= day).toBe(true);
      const latest = page.recent.home[0];
      if (!latest) continue;
      checked += 1;
      const previous = feed.byId.get(latest.permanentId)!;
      // The previous real match at the game's shift: the real gap before the game, in the replay's year.
      const gap = calendar.realTimes.get(game.match.permanentId)! - calendar.realTimes.get(previous.permanentId)!;
      expect(latest.day).toBe(new Date(game.kickoff - gap).toISOString().slice(0, 10));
      expect(Number(latest.day.slice(0, 4))).toBeGreaterThanOrEqual(Number(day.slice(0, 4)) - 1);
    }
    expect(checked).toBeGreaterThan(10);
  });
});

describe('replay calendar: always live', () => {
  it('has a game in play in at least 95 % of the minutes of a replayed week (printed per week of a cycle)', () => {
    const games = [...calendar.champs.values()].flat().map((entry) => ({ kickoff: entry.kickoff, wallMs: wallMsOfModel(CATALOGUE.sports.find((s) => s.id === entry.match.sportId)!.model) }));
    const twice = [...games, ...games.map((g) => ({ ...g, kickoff: g.kickoff + calendar.cycleMs }))];
    const start = calendar.epochMs;
    const shares = Array.from({ length: CYCLE_WEEKS }, (_, w) => liveMinuteShare(twice, start + w * WEEK_MS, start + (w + 1) * WEEK_MS));
    const sorted = [...shares].sort((a, b) => a - b);
    const overall = liveMinuteShare(twice, start, start + calendar.cycleMs);
    // The replayed week of the present: Monday 23 November 2026.
    const present = Date.UTC(2026, 10, 23);
    const at = start + ((((present - start) % calendar.cycleMs) + calendar.cycleMs) % calendar.cycleMs);
    const thisWeek = liveMinuteShare(twice, at, at + WEEK_MS);
    const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
    console.log(
      `minutes with a game in play: week of 23 Nov 2026 ${pct(thisWeek)}; over the ${CYCLE_WEEKS} weeks of a cycle ${pct(overall)}, weekly min ${pct(sorted[0]!)}, ` +
        `10th percentile ${pct(sorted[Math.floor(CYCLE_WEEKS / 10)]!)}, median ${pct(sorted[CYCLE_WEEKS >> 1]!)}, weeks ≥ 95 %: ${shares.filter((s) => s >= 0.95).length} of ${CYCLE_WEEKS}`,
    );
    expect(thisWeek).toBeGreaterThanOrEqual(0.95);
    expect(overall).toBeGreaterThanOrEqual(0.95);
    expect(sorted[Math.floor(CYCLE_WEEKS / 10)]!).toBeGreaterThanOrEqual(0.95);
    expect(sorted[0]!).toBeGreaterThanOrEqual(0.9);
  });
});

describe('the test servers\' pinned instant (tests/helpers/feed-clock.ts)', () => {
  it('shows live and upcoming games of every sport, and live football in both halves', () => {
    const at = Date.parse(testFeedClock());
    const window = windowGames(feed, at);
    for (const sport of CATALOGUE.sports) {
      const mine = window.filter((g) => g.match.sportId === sport.id);
      expect([sport.slug, mine.filter((g) => g.status === 'live').length >= 2, mine.some((g) => g.status === 'line')]).toEqual([sport.slug, true, true]);
    }
    const football = window.filter((g) => g.status === 'live' && g.match.sportId === sportOf('football').id);
    expect(football.some((g) => at - g.kickoff < 45 * 60_000)).toBe(true);
    expect(football.some((g) => at - g.kickoff > 60 * 60_000)).toBe(true);
  });
});
