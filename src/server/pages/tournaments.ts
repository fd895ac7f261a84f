/**
 * The tournament pages (data of src/domain/pages/tournaments.ts): `bonus/casino/tournaments` lists
 * the brand's active tournaments with their current boards; `tournaments/{slug}` shows one with its
 * board (pushed live to the page by `GET /web-api/tournaments/{slug}/live`) and its last results
 * with winners;
 * `bonus/casino/tournaments/{slug}` answers 301 to it.
 */
import type { TournamentResultView, TournamentView, TournamentsPageData } from '../../domain/pages/tournaments.ts';
import type { Tournament } from '../../../schemas/tournament.ts';
import { pickText } from '../../domain/localized-text.ts';
import { maskedPlayer } from '../../domain/tournaments/rules.ts';
import { localizedHref } from '../../domain/routing/language-prefix.ts';
import { CURRENCIES } from '../../domain/money.ts';
import { db } from '../endpoint.ts';
import { feedNow } from '../feed/clock.ts';
import { players } from '../db/schema.ts';
import { inArray } from 'drizzle-orm';
import { brandTournaments, pastResults, tournamentBoard, type TournamentRow } from '../tournaments/service.ts';
import { NOT_FOUND, pageData, redirectTo, type PageContext, type PageLoader } from './load.ts';

function viewOf(ctx: PageContext, t: TournamentRow): TournamentView {
  return {
    slug: t.slug, title: pickText(t.title, ctx.lng, ctx.brand.defaultLanguage), description: pickText(t.description, ctx.lng, ctx.brand.defaultLanguage),
    metric: t.metric as Tournament['metric'], period: t.period as Tournament['period'], currency: CURRENCIES.find((c) => c.id === t.currencyId)?.iso ?? '',
    minBetMinor: t.minBetMinor, prizesMinor: t.prizesMinor, href: localizedHref(ctx.lng, `/tournaments/${t.slug}`),
  };
}

/** Loads a tournament page. */
export const loadTournaments: PageLoader<TournamentsPageData> = async (ctx) => {
  const database = await db();
  const list = await brandTournaments(database, ctx.brand);
  const now = feedNow();
  const slug = ctx.params.id;
  if (slug === undefined) {
    const tournaments = await Promise.all(list.map(async (t) => ({ ...viewOf(ctx, t), board: await tournamentBoard(database, t, now, ctx.playerId) })));
    return pageData({ kind: 'tournaments', mode: 'list', tournaments });
  }
  const t = list.find((x) => x.slug === slug);
  if (!t) return NOT_FOUND;
  if (ctx.route.name === 'casinoBonusTournament') return redirectTo(localizedHref(ctx.lng, `/tournaments/${t.slug}`), 301);
  const board = await tournamentBoard(database, t, now, ctx.playerId);
  const past = await pastResults(database, t);
  const ids = [...new Set(past.flatMap((r) => r.standings.map((s) => s.playerId)))];
  const logins = new Map(ids.length === 0 ? [] : (await database.select({ id: players.id, login: players.login }).from(players).where(inArray(players.id, ids))).map((p) => [p.id, p.login]));
  const results: TournamentResultView[] = past.filter((r) => r.standings.length > 0).map((r) => ({
    period: r.period,
    winners: r.standings.map((s) => ({ rank: s.rank, player: maskedPlayer(s.playerId, logins.get(s.playerId) ?? null), score: s.score, prizeMinor: s.prizeMinor })),
  }));
  return pageData({ kind: 'tournaments', mode: 'one', tournament: viewOf(ctx, t), board, results });
};
