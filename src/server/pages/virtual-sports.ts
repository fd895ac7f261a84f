/**
 * The virtual sports page (spec §2 `virtualsports`; data type in src/domain/pages/virtual.ts) at
 * the feed's clock: the next events taking bets with their seed hashes, the event being shown
 * (score so far only), the latest results with their revealed seeds, the season's table from the
 * simulated results so far, and the player's bets; the fictional teams named in the page language
 * (`virtual_team_<id>`).
 */
import {
  VIRTUAL_ROUNDS, eventEnd, eventKickoff, eventMinute, nextEventId, roundPairings, seasonRound, teamById, virtualOdds,
  type VirtualResult,
} from '../../domain/virtual/league.ts';
import type { VirtualEventView, VirtualPageData, VirtualTableRow } from '../../domain/pages/virtual.ts';
import { db } from '../endpoint.ts';
import { feedNow } from '../feed/clock.ts';
import { eventResults, eventSeed, seedHash, virtualSecret } from '../virtual/fair.ts';
import { playerVirtualBets, VIRTUAL_EVENTS_ON_SALE } from '../virtual/bets.ts';
import { playingAccount } from '../products/account.ts';
import { tFor } from '../../i18n/index.ts';
import { pageData, type PageLoader } from './load.ts';

/** A team's name in a language. */
type TeamName = (teamId: number) => string;

/** Results shown. */
const RESULT_EVENTS = 5;
/** Upcoming events shown (all on sale). */
const UPCOMING_EVENTS = Math.min(3, VIRTUAL_EVENTS_ON_SALE);

/** An event's view at `now`: odds before kick-off, the score so far while shown, the final score and seed after. */
function eventView(secret: string, eventId: number, now: number, teamName: TeamName): VirtualEventView {
  const { season, round } = seasonRound(eventId);
  const seed = eventSeed(secret, eventId);
  const kickoff = eventKickoff(eventId);
  const ended = now >= eventEnd(eventId);
  const minute = eventMinute(eventId, now);
  const results: VirtualResult[] | null = now >= kickoff ? eventResults(seed, eventId) : null;
  return {
    eventId,
    season: season + 1,
    round: round + 1,
    kickoff: new Date(kickoff).toISOString(),
    remainingMs: now < kickoff ? kickoff - now : eventEnd(eventId) - now,
    minute,
    seedHash: seedHash(seed),
    seed: ended ? seed : null,
    matches: roundPairings(round).map(([home, away], index) => {
      const result = results?.[index];
      const score = result
        ? ended
          ? { home: result.home, away: result.away }
          : { home: result.goals.filter((g) => g.side === 'home' && g.minute <= minute).length, away: result.goals.filter((g) => g.side === 'away' && g.minute <= minute).length }
        : null;
      return { index, home: teamName(home), away: teamName(away), odds: now < kickoff ? virtualOdds(home, away) : null, score };
    }),
  };
}

/** The season's table from the results of its events finished by `now`. */
function seasonTable(secret: string, season: number, now: number, teamName: TeamName): VirtualTableRow[] {
  const rows = new Map<number, VirtualTableRow>();
  const row = (id: number) => {
    let r = rows.get(id);
    if (!r) rows.set(id, (r = { team: teamName(id), played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0 }));
    return r;
  };
  for (let round = 0; round < VIRTUAL_ROUNDS; round++) {
    const eventId = season * VIRTUAL_ROUNDS + round;
    if (now < eventEnd(eventId)) break;
    const results = eventResults(eventSeed(secret, eventId), eventId);
    roundPairings(round).forEach(([home, away], i) => {
      const r = results[i]!;
      const h = row(home);
      const a = row(away);
      h.played += 1; a.played += 1;
      h.goalsFor += r.home; h.goalsAgainst += r.away; a.goalsFor += r.away; a.goalsAgainst += r.home;
      if (r.home > r.away) { h.won += 1; a.lost += 1; h.points += 3; }
      else if (r.home < r.away) { a.won += 1; h.lost += 1; a.points += 3; }
      else { h.drawn += 1; a.drawn += 1; h.points += 1; a.points += 1; }
    });
  }
  for (let id = 1; id <= 20; id++) row(id);
  return [...rows.values()].sort((x, y) => y.points - x.points || (y.goalsFor - y.goalsAgainst) - (x.goalsFor - x.goalsAgainst) || y.goalsFor - x.goalsFor || x.team.localeCompare(y.team));
}

/** Loads the virtual sports page. */
export const loadVirtualSports: PageLoader<VirtualPageData> = async (ctx) => {
  const now = feedNow();
  const database = await db();
  const secret = await virtualSecret(database);
  const t = tFor(ctx.brand.id, ctx.lng);
  const teamName: TeamName = (teamId) => t(`virtual_team_${teamId}`, { defaultValue: teamById(teamId).name });
  const next = nextEventId(now);
  const current = next - 1;
  const live = now < eventEnd(current) ? eventView(secret, current, now, teamName) : null;
  const lastFinished = live ? current - 1 : current;
  const { season } = seasonRound(lastFinished);
  return pageData({
    kind: 'virtual',
    upcoming: Array.from({ length: UPCOMING_EVENTS }, (_, i) => eventView(secret, next + i, now, teamName)),
    live,
    results: Array.from({ length: RESULT_EVENTS }, (_, i) => eventView(secret, lastFinished - i, now, teamName)),
    table: seasonTable(secret, season, now, teamName),
    season: season + 1,
    account: ctx.playerId === undefined ? null : await playingAccount(database, ctx.playerId, ctx.brand.siteConfig.coupon),
    bets: ctx.playerId === undefined ? [] : await playerVirtualBets(database, ctx.playerId, undefined, teamName),
  });
};
