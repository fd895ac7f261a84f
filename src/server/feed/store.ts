/**
 * Stores the imported feed in the database: champs, teams and games upserted by their
 * stable ids in ONE transaction, so an import applies whole or not at all; a game row changes only
 * when its content hash differs, so re-importing the same files changes nothing. Each run is
 * recorded in `feed_imports` with its counts and the problems the importer reported.
 */
import { createHash } from 'node:crypto';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { champs, feedImports, games, teams } from '../db/schema.ts';
import { FOOTBALL_SPORT_ID, type ImportedMatch } from '../../domain/feed/match.ts';
import { CATALOGUE, catalogueChamp, type CatalogueChamp } from '../../domain/feed/catalogue.ts';

/**
 * The `champs.code` of a champ (unique in the table): the importer's code, prefixed with the
 * sport id for sports other than football (whose codes, e.g. `E0`, were stored bare first).
 */
function champCode(champ: CatalogueChamp): string {
  return champ.sportId === FOOTBALL_SPORT_ID ? champ.code : `${champ.sportId}:${champ.code}`;
}
import type { ImportResult } from './csv-records.ts';

/** What an import run did. */
export interface StoreResult {
  inserted: number;
  updated: number;
  unchanged: number;
  problems: ImportResult['problems'];
}

/** The JSON kept for a game: everything but the columns, with stable key order. */
function gameData(match: ImportedMatch) {
  return {
    league: match.league,
    kickoff: match.kickoff,
    home: match.home,
    away: match.away,
    fullTime: match.fullTime,
    halfTime: match.halfTime,
    result: match.result,
    halfTimeResult: match.halfTimeResult,
    referee: match.referee ?? null,
    stats: match.stats,
    odds: match.odds,
    countryId: match.countryId,
    sportId: match.sportId,
    // Only other sports carry a detail (football rows keep the content hash they were stored with).
    ...(match.detail ? { detail: match.detail } : {}),
  };
}

const hashOf = (data: unknown) => createHash('sha256').update(JSON.stringify(data)).digest('hex');

/**
 * Writes an import result. @param files the file names imported (recorded with the run)
 * @returns counts of inserted, updated and unchanged games
 */
export async function storeImport(db: Db, result: ImportResult, files: readonly string[]): Promise<StoreResult> {
  return db.transaction(async (tx) => {
    const champIds = new Set(result.rows.map((m) => m.champId));
    const champRows = CATALOGUE.champs.filter((c) => champIds.has(c.champId));
    if (champRows.length) {
      await tx
        .insert(champs)
        .values(champRows.map((c) => ({ id: c.champId, sportId: c.sportId, countryId: c.country.id, countryName: c.country.names.en!, name: c.names.en!, code: champCode(c) })))
        .onConflictDoNothing();
    }
    const teamRows = new Map<number, string>();
    for (const m of result.rows) {
      teamRows.set(m.home.id, m.home.name);
      teamRows.set(m.away.id, m.away.name);
    }
    if (teamRows.size) {
      await tx.insert(teams).values([...teamRows].map(([id, name]) => ({ id, name }))).onConflictDoNothing();
    }
    const existing = new Map<number, string>();
    const ids = result.rows.map((m) => m.permanentId);
    for (let i = 0; i < ids.length; i += 1000) {
      const rows = await tx.select({ id: games.permanentId, hash: games.contentHash }).from(games).where(inArray(games.permanentId, ids.slice(i, i + 1000)));
      for (const row of rows) existing.set(row.id, row.hash);
    }
    let inserted = 0;
    let updated = 0;
    let unchanged = 0;
    const changed: (typeof games.$inferInsert)[] = [];
    for (const match of result.rows) {
      const data = gameData(match);
      const contentHash = hashOf(data);
      const previous = existing.get(match.permanentId);
      if (previous === contentHash) {
        unchanged++;
        continue;
      }
      if (previous === undefined) inserted++;
      else updated++;
      changed.push({
        permanentId: match.permanentId, champId: match.champId, season: match.season, realKickoff: new Date(match.kickoff),
        homeTeamId: match.home.id, awayTeamId: match.away.id, ftHome: match.fullTime.home, ftAway: match.fullTime.away,
        htHome: match.halfTime.home, htAway: match.halfTime.away, data, contentHash,
      });
    }
    for (let i = 0; i < changed.length; i += 500) {
      await tx
        .insert(games)
        .values(changed.slice(i, i + 500))
        .onConflictDoUpdate({
          target: games.permanentId,
          set: {
            champId: sql`excluded.champ_id`, season: sql`excluded.season`, realKickoff: sql`excluded.real_kickoff`,
            homeTeamId: sql`excluded.home_team_id`, awayTeamId: sql`excluded.away_team_id`, ftHome: sql`excluded.ft_home`,
            ftAway: sql`excluded.ft_away`, htHome: sql`excluded.ht_home`, htAway: sql`excluded.ht_away`,
            data: sql`excluded.data`, contentHash: sql`excluded.content_hash`,
          },
        });
    }
    await tx.insert(feedImports).values({ files: [...files], inserted, updated, unchanged, problems: result.problems });
    return { inserted, updated, unchanged, problems: result.problems };
  });
}

/** The `source` of every stored match: the row's file and line are not stored (the import run records its files). */
const STORED_SOURCE: ImportedMatch['source'] = Object.freeze({ file: '', line: 0 });

/**
 * One frozen object per distinct value: the function answers the object first given under `key`
 * (frozen), so equal parts of many matches are one object in memory.
 */
function sharing<T extends object>(): (key: string, value: T) => T {
  const seen = new Map<string, T>();
  return (key, value) => {
    let kept = seen.get(key);
    if (!kept) seen.set(key, (kept = Object.freeze(value)));
    return kept;
  };
}

/**
 * Every stored game as an ImportedMatch, in real kick-off order (for the replay). Parts that many
 * matches repeat are shared, frozen objects (read-only, as every feed reader treats matches): a
 * team (id and name), a score, empty statistics and odds (other sports than football), `source`.
 * The feed keeps every stored match for the life of the process (about 23,000), so each repeated
 * part costs its bytes once instead of once per match.
 */
export async function loadStoredMatches(db: Db): Promise<ImportedMatch[]> {
  const rows = await db.select().from(games).orderBy(asc(games.realKickoff), asc(games.permanentId));
  const team = sharing<ImportedMatch['home']>();
  const score = sharing<ImportedMatch['fullTime']>();
  const empty = sharing<object>();
  return rows.map((row) => {
    const data = row.data as ReturnType<typeof gameData>;
    const noStats = Object.keys(data.stats.home).length === 0 && Object.keys(data.stats.away).length === 0;
    return {
      permanentId: row.permanentId,
      league: data.league,
      champId: row.champId,
      countryId: data.countryId ?? catalogueChamp(row.champId)?.country.id ?? 0,
      sportId: data.sportId,
      season: row.season,
      kickoff: data.kickoff,
      home: team(`${data.home.id}|${data.home.name}`, data.home),
      away: team(`${data.away.id}|${data.away.name}`, data.away),
      fullTime: score(JSON.stringify(data.fullTime), data.fullTime),
      halfTime: score(JSON.stringify(data.halfTime), data.halfTime),
      result: data.result,
      halfTimeResult: data.halfTimeResult,
      referee: data.referee ?? undefined,
      stats: noStats ? (empty('stats', data.stats) as ImportedMatch['stats']) : data.stats,
      odds: Object.keys(data.odds).length === 0 ? (empty('odds', data.odds) as ImportedMatch['odds']) : data.odds,
      source: STORED_SOURCE,
      ...(data.detail ? { detail: data.detail } : {}),
    } as ImportedMatch;
  });
}
