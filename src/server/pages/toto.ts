/**
 * The toto pages (spec §2 `toto/{section}?`, route name totoFrame; data types in
 * src/domain/pages/toto.ts): the draw taking coupons (`toto`, `toto/draw`), the next one
 * (`toto/next`), the latest draws with their real results and settled pools (`toto/draws`) and
 * the player's coupons (`toto/coupons`); `toto/nonimees` is the 404 page (no such data). Reads the
 * feed at its clock, the stored draws, pools and coupons.
 */
import { inArray } from 'drizzle-orm';
import type { LanguageCode } from '../../../schemas/language.ts';
import { CURRENCIES, formatMinor } from '../../domain/money.ts';
import { MATCH_WALL_MS } from '../../domain/feed/replay.ts';
import { champNameIn } from '../../domain/feed/slugs.ts';
import { PRIZE_TIERS } from '../../domain/toto/pool.ts';
import { currentDrawId, drawStart } from '../../domain/toto/schedule.ts';
import type { TotoDrawPageData, TotoMatchRow, TotoPageData, TotoTab } from '../../domain/pages/toto.ts';
import { localizedHref } from '../../domain/routing/resolve.ts';
import { totoPools } from '../db/schema.ts';
import { db } from '../endpoint.ts';
import { feedNow } from '../feed/clock.ts';
import { getFeed, type Feed } from '../feed/service.ts';
import { scheduledTotoDraw, storedTotoDraws, totoDraw, totoResults, type TotoDraw } from '../toto/draws.ts';
import { playerTotoCoupons, totoJackpot, totoPoolSoFar } from '../toto/coupons.ts';
import { playingAccount } from '../products/account.ts';
import { NOT_FOUND, pageData, type PageLoader } from './load.ts';

/**
 * Completed draws shown on `toto/draws`, with every newer draw whose deadline has passed (a draw's
 * games may span days of the replay calendar, so later draws can be under way or done first).
 */
const ARCHIVE_DRAWS = 6;
/** Most draws looked back over for {@link ARCHIVE_DRAWS} completed ones. */
const ARCHIVE_LOOKBACK = 40;

const tabsOf = (lng: LanguageCode, active: TotoTab['section']): TotoTab[] =>
  (['draw', 'next', 'draws', 'coupons'] as const).map((section) => ({ section, href: localizedHref(lng, `/toto/${section}`), active: section === active }));

/** The matches of a draw at `now`, with results once finished; champ names in `lng` (the stored draw keeps the English one). */
function matchRows(feed: Feed, draw: TotoDraw, now: number, lng: LanguageCode): TotoMatchRow[] {
  const results = totoResults(feed, draw, now);
  return draw.games.map((g, i) => {
    const match = feed.byId.get(g.permanentId);
    const finished = now >= g.kickoff + MATCH_WALL_MS;
    return {
      number: i + 1, permanentId: g.permanentId, home: g.home, away: g.away, champName: (match && champNameIn(match.champId, lng)) || g.champName, kickoff: new Date(g.kickoff).toISOString(),
      result: results[i] ?? null, score: finished && match ? { ...match.fullTime } : null,
    };
  });
}

/** Loads a toto page (module docstring). */
export const loadToto: PageLoader<TotoPageData> = async (ctx) => {
  const section = ctx.params.totoSection ?? 'draw';
  if (section === 'nonimees') return NOT_FOUND;
  const now = feedNow();
  const { lng } = ctx;
  const database = await db();
  const feed = await getFeed();
  const coupon = ctx.brand.siteConfig.coupon;

  if (section === 'coupons') {
    const mine = ctx.playerId === undefined ? [] : (await playerTotoCoupons(database, ctx.playerId, 50)).coupons;
    return pageData({ kind: 'coupons', tabs: tabsOf(lng, 'coupons'), loggedIn: ctx.playerId !== undefined, coupons: mine });
  }

  if (section === 'draws') {
    const listed: { drawId: number; draw: TotoDraw }[] = [];
    const candidates: number[] = [];
    for (let drawId = currentDrawId(now) - 1, back = 0; back < ARCHIVE_LOOKBACK && drawStart(drawId) <= now; drawId--, back++) candidates.push(drawId);
    // The stored draws of the whole look-back in one query; the schedule's draw for the others.
    const stored = await storedTotoDraws(database, candidates);
    let completed = 0;
    for (const drawId of candidates) {
      if (completed >= ARCHIVE_DRAWS) break;
      const draw = stored.get(drawId) ?? scheduledTotoDraw(feed, drawId);
      if (!draw) continue;
      listed.push({ drawId, draw });
      if (now >= draw.completesAt) completed++;
    }
    const ids = listed.map((entry) => entry.drawId);
    const pools = ids.length === 0 ? [] : await database.select().from(totoPools).where(inArray(totoPools.drawId, ids));
    const draws = [];
    for (const { drawId, draw } of listed) {
      draws.push({
        drawId,
        deadline: new Date(draw.deadline).toISOString(),
        complete: now >= draw.completesAt,
        matches: matchRows(feed, draw, now, lng),
        pools: pools.filter((p) => p.drawId === drawId).map((p) => {
          const currency = CURRENCIES.find((c) => c.id === p.currencyId)!;
          const money = (minor: number) => formatMinor(minor, currency.exponent);
          return {
            currency: currency.iso, pool: money(p.pool), prizeFund: money(p.prizeFund), jackpotIn: money(p.jackpotIn), jackpotOut: money(p.jackpotOut),
            isVoid: p.isVoid, coupons: p.coupons,
            tiers: p.tiers.map((t) => ({ correct: t.correct, sharePercent: t.shareBp / 100, fund: money(t.fund), rows: t.rows, paid: money(t.paid) })),
          };
        }),
      });
    }
    return pageData({ kind: 'draws', tabs: tabsOf(lng, 'draws'), draws });
  }

  const drawId = currentDrawId(now) + (section === 'next' ? 1 : 0);
  const draw = await totoDraw(database, feed, drawId);
  if (!draw) return NOT_FOUND;
  const account = ctx.playerId === undefined ? null : await playingAccount(database, ctx.playerId, coupon);
  const iso = account?.iso ?? ctx.brand.siteConfig.geoCurrency.iso;
  const currency = CURRENCIES.find((c) => c.iso === iso) ?? CURRENCIES[0];
  const money = (minor: number) => formatMinor(minor, currency.exponent);
  const { pool } = await totoPoolSoFar(database, drawId, currency.id);
  const jackpot = await totoJackpot(database, currency.id);
  const data: TotoDrawPageData = {
    kind: 'draw',
    tabs: tabsOf(lng, section === 'next' ? 'next' : 'draw'),
    drawId,
    deadline: new Date(draw.deadline).toISOString(),
    remainingMs: draw.deadline - now,
    matches: matchRows(feed, draw, now, lng),
    pool: money(pool),
    jackpot: money(jackpot),
    currency: currency.iso,
    tiers: PRIZE_TIERS.map((t) => ({
      correct: t.correct,
      sharePercent: t.shareBp / 100,
      fundSoFar: money(Math.floor((pool * t.shareBp) / 10_000) + (t.correct === 15 ? jackpot : 0)),
    })),
    account,
    coupons: ctx.playerId === undefined ? [] : (await playerTotoCoupons(database, ctx.playerId, 50, 0, drawId)).coupons,
  };
  return pageData(data);
};
