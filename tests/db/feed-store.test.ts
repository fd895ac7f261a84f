/**
 * The feed in the database on PGlite and PostgreSQL: the real files import whole, a re-import
 * changes nothing, a changed row is updated, and a failing import leaves no trace.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { engines, freshDatabase, type TestDatabase } from '../helpers/db.ts';
import { footballDataFiles, loadFeedData, loadFootballData } from '../../src/server/feed/data.ts';
import { loadStoredMatches, storeImport } from '../../src/server/feed/store.ts';
import { champs, feedImports, games, teams } from '../../src/server/db/schema.ts';

const ENGINES = await engines();
const real = loadFootballData();

describe.each(ENGINES)('feed store on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(kind);
  });
  afterAll(() => t.dispose());

  const counts = async () => ({
    games: (await t.db.select({ n: count() }).from(games))[0]!.n,
    teams: (await t.db.select({ n: count() }).from(teams))[0]!.n,
    champs: (await t.db.select({ n: count() }).from(champs))[0]!.n,
  });

  it('a failing import applies nothing', async () => {
    const first = real.rows[0]!;
    const broken = { rows: [first, { ...first, fullTime: { home: 9, away: 9 } }], problems: [] };
    await expect(storeImport(t.db, broken, ['broken.csv'])).rejects.toThrow();
    expect(await counts()).toEqual({ games: 0, teams: 0, champs: 0 });
    expect((await t.db.select({ n: count() }).from(feedImports))[0]!.n).toBe(0);
  });

  it('imports the real files whole, and a re-import changes nothing', async () => {
    expect(real.problems).toHaveLength(1); // B1 line 70, no half-time score
    const first = await storeImport(t.db, real, footballDataFiles());
    expect(first).toMatchObject({ inserted: 7781, updated: 0, unchanged: 0 });
    expect(await counts()).toEqual({ games: 7781, teams: 397, champs: 22 });
    const again = await storeImport(t.db, loadFootballData(), footballDataFiles());
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 7781, problems: real.problems });
    expect(await counts()).toEqual({ games: 7781, teams: 397, champs: 22 });
  });

  it('imports every sport of the catalogue (tennis and NFL too) whole, and a re-import changes nothing', { timeout: 120_000 }, async () => {
    const { result, files } = loadFeedData();
    const first = await storeImport(t.db, result, files);
    // The football games are in already (previous test): tennis 9,333 and NFL 2,943 are new.
    expect(first).toMatchObject({ inserted: 9333 + 2943, updated: 0, unchanged: 7781 });
    const again = await storeImport(t.db, loadFeedData().result, files);
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 7781 + 9333 + 2943 });
    expect((await counts()).champs).toBe(22 + 5 + 1);
    const stored = await loadStoredMatches(t.db);
    const tennis = stored.find((m) => m.detail?.kind === 'tennis')!;
    expect(tennis).toEqual({ ...result.rows.find((m) => m.permanentId === tennis.permanentId)!, source: { file: '', line: 0 } });
    const nfl = stored.find((m) => m.detail?.kind === 'americanFootball')!;
    expect(nfl.detail).toEqual(result.rows.find((m) => m.permanentId === nfl.permanentId)!.detail);
  });

  it('updates a game whose content changed, and reads games back as imported', async () => {
    const changed = { ...real.rows[5]!, referee: 'A N Other' };
    const result = await storeImport(t.db, { rows: [changed], problems: [] }, ['E0.csv']);
    expect(result).toMatchObject({ inserted: 0, updated: 1, unchanged: 0 });
    const stored = await loadStoredMatches(t.db);
    expect(stored).toHaveLength(7781 + 9333 + 2943);
    const back = stored.find((m) => m.permanentId === changed.permanentId)!;
    expect(back).toMatchObject({ referee: 'A N Other', fullTime: changed.fullTime, halfTime: changed.halfTime, odds: changed.odds, home: changed.home });
    await storeImport(t.db, { rows: [real.rows[5]!], problems: [] }, ['E0.csv']);
  });
});
