/**
 * Casino tournaments (spec §2 bonus/casino/tournaments and tournaments/{id}; shapes in
 * schemas/tournament.ts, arithmetic in src/domain/tournaments/rules.ts).
 *
 * Contract:
 * - Tournaments come from the brand's `bonuses.json` (`tournaments`), inserted once per brand and
 *   slug ({@link ensureTournaments}).
 * - A period's standings are computed from the casino wallet's bets of the brand's players in the
 *   tournament currency whose stake counted on the feed clock inside the period (rg_activity `at`,
 *   the instant the stake was taken), not rolled back, at least the minimum stake, on games of the
 *   tournament's categories: `wager` sums the stakes; `multiplier` takes each player's best
 *   win ÷ stake (hundredths). Ties: who reached the score first ranks first, then the lower id.
 * - When a period has ended, {@link settleTournamentPeriod} pays its prizes exactly once across
 *   processes: the `tournament_results` row is the claim, inserted in the same transaction as the
 *   prize entries (house `bonuses` → the player's money account of the currency, ledger kind `bonus`,
 *   key `tournament:{id}:{period}:{rank}`); {@link sweepTournaments} does it for every brand's
 *   tournaments on a timer, and reading a board does it for that tournament.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ensurePeriodicSweep } from '../periodic-sweep.ts';
import { tournamentResults, tournaments } from '../db/schema.ts';
import { applyEntry, houseAccountId } from '../ledger/ledger.ts';
import { AppError } from '../errors.ts';
import { recordAudit } from '../staff/audit.ts';
import { CURRENCIES } from '../../domain/money.ts';
import { maskedPlayer, periodAt, periodBounds, prizeOf, type PeriodBounds } from '../../domain/tournaments/rules.ts';
import type { Tournament, TournamentBoard } from '../../../schemas/tournament.ts';
import type { LoadedBrand } from '../brand-registry.ts';
import { pgArray } from '../db/pg-array.ts';

/** A tournament row. */
export type TournamentRow = typeof tournaments.$inferSelect;

/** One player's standing in a period. */
export interface Standing {
  rank: number;
  playerId: number;
  login: string | null;
  score: number;
}

/** The row values of a tournament of brand `brandId`. */
function valuesOf(brandId: string, t: Tournament): typeof tournaments.$inferInsert {
  const currency = CURRENCIES.find((c) => c.iso === t.currency);
  if (!currency) throw new Error(`unknown currency ${t.currency} in tournament ${t.slug}`);
  return {
    brandId, slug: t.slug, title: t.title as Record<string, string>, description: t.description as Record<string, string>, metric: t.metric,
    currencyId: currency.id, minBetMinor: t.minBetMinor, categories: t.categories ?? null, period: t.period, anchor: new Date(t.anchor),
    prizesMinor: t.prizesMinor, active: t.active,
  };
}

const ensured = new WeakMap<Db, Map<string, Promise<void>>>();

/** Inserts the brand file's tournaments the database does not have yet (by brand and slug). Once per process, database and brand. */
function ensureTournaments(db: Db, brand: Pick<LoadedBrand, 'id' | 'tournaments'>): Promise<void> {
  let done = ensured.get(db);
  if (!done) ensured.set(db, (done = new Map()));
  let pending = done.get(brand.id);
  if (!pending) {
    pending = (async () => {
      if (brand.tournaments.length > 0) await db.insert(tournaments).values(brand.tournaments.map((t) => valuesOf(brand.id, t))).onConflictDoNothing();
    })();
    pending.catch(() => done.delete(brand.id));
    done.set(brand.id, pending);
  }
  return pending;
}

/** The brand's active tournaments, by id. */
export async function brandTournaments(db: Db, brand: Pick<LoadedBrand, 'id' | 'tournaments'>): Promise<TournamentRow[]> {
  await ensureTournaments(db, brand);
  return db.select().from(tournaments).where(and(eq(tournaments.brandId, brand.id), eq(tournaments.active, true))).orderBy(asc(tournaments.id));
}

/** The standings of a period (module docstring), best first; at most `limit` rows. */
export async function standings(db: Db, t: TournamentRow, bounds: PeriodBounds, limit = 1000): Promise<Standing[]> {
  const start = new Date(bounds.startsAt).toISOString();
  const end = new Date(bounds.endsAt).toISOString();
  const categories = t.categories === null ? null : pgArray(t.categories);
  // From the period's stakes (rg_activity_at) to their wallet bets by the bet's unique key: a stake's
  // ref is `casino:{provider}:{uuid}` (provider ids hold no colon).
  const counted = sql`
    from rg_activity a
      join casino_transactions x on x.provider_id = split_part(a.ref, ':', 2)
        and x.transaction_uuid = substr(a.ref, length(split_part(a.ref, ':', 2)) + 9)
      join casino_games g on g.id = x.game_id
      join players p on p.id = x.player_id
    where a.kind = 'wager' and a.at >= ${start}::timestamptz and a.at < ${end}::timestamptz and a.ref like 'casino:%'
      and x.kind = 'bet' and x.rolled_back_at is null and x.currency_id = ${t.currencyId} and p.brand_id = ${t.brandId}
      and x.amount > 0 and x.amount >= ${t.minBetMinor}
      and (${categories}::text[] is null or g.categories ?| ${categories}::text[])`;
  const query = t.metric === 'wager'
    ? sql`select x.player_id, p.login, sum(x.amount)::bigint as score, max(a.at) as reached ${counted}
        group by x.player_id, p.login order by score desc, reached asc, x.player_id asc limit ${limit}`
    : sql`select * from (select distinct on (x.player_id) x.player_id, p.login, floor(x.won_amount * 100 / x.amount)::bigint as score, a.at as reached ${counted}
        order by x.player_id, score desc, a.at asc) best order by score desc, reached asc, player_id asc limit ${limit}`;
  const rows = ((await db.execute(query)) as unknown as { rows: { player_id: string | number; login: string | null; score: string | number }[] }).rows;
  return rows.map((r, i) => ({ rank: i + 1, playerId: Number(r.player_id), login: r.login, score: Number(r.score) }));
}

/**
 * Settles period `index` of a tournament once it has ended at `now` (module docstring).
 * @returns true when this call settled it (false: settled before, or not over yet)
 */
export async function settleTournamentPeriod(db: Db, t: TournamentRow, index: number, now: number): Promise<boolean> {
  const bounds = periodBounds(t.anchor.getTime(), t.period as Tournament['period'], index);
  if (index < 0 || now < bounds.endsAt) return false;
  // Settled before (the common case of every board read): nothing to compute.
  const [done] = await db.select({ period: tournamentResults.period }).from(tournamentResults)
    .where(and(eq(tournamentResults.tournamentId, t.id), eq(tournamentResults.period, index)));
  if (done) return false;
  return db.transaction(async (tx) => {
    const final = await standings(tx as unknown as Db, t, bounds, t.prizesMinor.length);
    const rows = final.map((s) => ({ rank: s.rank, playerId: s.playerId, score: s.score, prizeMinor: prizeOf(t.prizesMinor, s.rank) }));
    const claimed = await tx.insert(tournamentResults).values({ tournamentId: t.id, period: index, standings: rows, settledAt: new Date(now) })
      .onConflictDoNothing().returning({ period: tournamentResults.period });
    if (claimed.length === 0) return false;
    const house = await houseAccountId(tx, 'bonuses', t.currencyId);
    for (const row of rows) {
      if (row.prizeMinor <= 0) continue;
      const account = ((await tx.execute(sql`select id from accounts where player_id = ${row.playerId} and currency_id = ${t.currencyId}
        and type in (0, 9) and closed_at is null order by type, id limit 1`)) as unknown as { rows: { id: string | number }[] }).rows[0];
      if (!account) continue;
      await applyEntry(tx, {
        idempotencyKey: `tournament:${t.id}:${index}:${row.rank}`,
        kind: 'bonus',
        postings: [{ accountId: house, amount: -row.prizeMinor }, { accountId: Number(account.id), amount: row.prizeMinor }],
        meta: { tournamentId: t.id, period: index, rank: row.rank },
      });
    }
    return true;
  });
}

/** Settles the last finished periods (up to 3 back) of every active tournament at `now`; safe in several processes. @returns periods this call settled */
async function sweepTournaments(db: Db, now: number): Promise<number> {
  const all = await db.select().from(tournaments).where(eq(tournaments.active, true));
  let settled = 0;
  for (const t of all) {
    const current = periodAt(t.anchor.getTime(), t.period as Tournament['period'], now).index;
    for (let index = Math.max(0, current - 3); index < current; index++) if (await settleTournamentPeriod(db, t, index, now)) settled++;
  }
  return settled;
}

/** How long a period's computed standings serve board reads (wall ms): every open page reads them on its tick. */
const STANDINGS_CACHE_MS = 1000;
const standingsCache = new WeakMap<Db, Map<string, { at: number; rows: Standing[] }>>();

async function cachedStandings(db: Db, t: TournamentRow, bounds: PeriodBounds): Promise<Standing[]> {
  let cache = standingsCache.get(db);
  if (!cache) standingsCache.set(db, (cache = new Map()));
  const key = `${t.id}:${bounds.index}:${t.minBetMinor}:${t.metric}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < STANDINGS_CACHE_MS) return hit.rows;
  const rows = await standings(db, t, bounds);
  if (cache.size > 200) cache.clear();
  cache.set(key, { at: Date.now(), rows });
  return rows;
}

/** How many rows a board shows (the viewer's own row is added below when further down). */
const BOARD_ROWS = 20;

/** The current period's board of a tournament at `now`, with the viewer's row marked. Settles the previous period first. */
export async function tournamentBoard(db: Db, t: TournamentRow, now: number, viewerId: number | undefined): Promise<TournamentBoard> {
  const bounds = periodAt(t.anchor.getTime(), t.period as Tournament['period'], now);
  if (bounds.index > 0) await settleTournamentPeriod(db, t, bounds.index - 1, now);
  const all = bounds.index < 0 ? [] : await cachedStandings(db, t, bounds);
  const shown = all.filter((s) => s.rank <= BOARD_ROWS || s.playerId === viewerId);
  return {
    slug: t.slug, metric: t.metric as TournamentBoard['metric'], currency: CURRENCIES.find((c) => c.id === t.currencyId)?.iso ?? '',
    period: bounds.index, startsAt: new Date(bounds.startsAt).toISOString(), endsAt: new Date(bounds.endsAt).toISOString(),
    rows: shown.map((s) => ({ rank: s.rank, player: maskedPlayer(s.playerId, s.login), score: s.score, prizeMinor: prizeOf(t.prizesMinor, s.rank), me: s.playerId === viewerId })),
    now,
  };
}

/** The last settled periods of a tournament, newest first (their winners with prizes). */
export async function pastResults(db: Db, t: TournamentRow, limit = 3) {
  return db.select().from(tournamentResults).where(eq(tournamentResults.tournamentId, t.id)).orderBy(sql`${tournamentResults.period} desc`).limit(limit);
}

/** How often the sweep runs, ms of wall time. */
export const TOURNAMENT_SWEEP_MS = 60_000;
/** Starts this process's tournament sweep at once and then every {@link TOURNAMENT_SWEEP_MS} (src/server/periodic-sweep.ts). */
export function ensureTournamentSweep(): Promise<{ stop(): void }> {
  return ensurePeriodicSweep('tournament sweep', TOURNAMENT_SWEEP_MS, (db, now) => sweepTournaments(db, now));
}

/** A row back in the tournament's written shape (the console's form values). */
export function tournamentInputOf(row: TournamentRow): Tournament {
  return {
    slug: row.slug, title: row.title, description: row.description, metric: row.metric as Tournament['metric'],
    currency: CURRENCIES.find((c) => c.id === row.currencyId)?.iso ?? '', minBetMinor: row.minBetMinor,
    ...(row.categories ? { categories: row.categories } : {}), period: row.period as Tournament['period'],
    anchor: row.anchor.toISOString(), prizesMinor: row.prizesMinor, active: row.active,
  };
}

/** Every tournament of the brand (active or not), by id, for the console. */
export async function allBrandTournaments(db: Db, brand: Pick<LoadedBrand, 'id' | 'tournaments'>): Promise<TournamentRow[]> {
  await ensureTournaments(db, brand);
  return db.select().from(tournaments).where(eq(tournaments.brandId, brand.id)).orderBy(asc(tournaments.id));
}

/**
 * Creates or changes the brand's tournament `input.slug`, audited (`tournaments.edit`, key
 * `tournament:{slug}`, before and after). Changing the anchor or period renumbers the periods:
 * settled periods keep their results. The caller checked `bonuses.edit` on the brand.
 * @throws AppError bonus_template_invalid when the currency is not the brand's
 */
export async function saveTournament(
  db: Db, staffId: number, brand: Pick<LoadedBrand, 'id' | 'tournaments' | 'siteConfig'>, input: Tournament, reason: string, clientAddress: string | null,
): Promise<TournamentRow> {
  if (input.currency !== brand.siteConfig.geoCurrency.iso) {
    throw new AppError('bonus_template_invalid', `The brand's players hold ${brand.siteConfig.geoCurrency.iso}: a tournament in ${input.currency} would rank no one.`, { field: 'currency' });
  }
  await ensureTournaments(db, brand);
  const values = valuesOf(brand.id, input);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(tournaments).where(and(eq(tournaments.brandId, brand.id), eq(tournaments.slug, input.slug))).for('update');
    const { brandId: _b, slug: _s, ...changes } = values;
    const [row] = before
      ? await tx.update(tournaments).set(changes).where(eq(tournaments.id, before.id)).returning()
      : await tx.insert(tournaments).values(values).returning();
    await recordAudit(tx, {
      staffId, action: 'tournaments.edit', brandId: brand.id, key: `tournament:${input.slug}`,
      before: before ? tournamentInputOf(before) : null, after: input, reason, clientAddress,
    });
    return row!;
  });
}
