/**
 * The league catalogue is data read at the server's start, on the built server over a
 * COPY of the repository's data folder (PORTAL_DATA_ROOT) and one PGlite database kept across
 * restarts: the copy's catalogue without the Premier League → the league is not served and line,
 * live and results answer 200; the league put back (its real CSV is in the copy) → after a restart
 * on the same database its games are served; removed again → not served, still no 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyPgliteTemplate, get, startBuiltServer, type RunningServer } from '../helpers/server.ts';
import { gameListResponse } from '../../schemas/feed-api.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PREMIER_LEAGUE = { code: 'E0', champId: 101, slug: 'premier-league' };
const PAGES = ['/en/line', '/en/live', '/en/results', '/en/line/all/football', '/en/live/all/football', '/en/results/live'];

describe('a league added to or removed from the catalogue at run time', () => {
  let temp: string;
  let dataRoot: string;
  let database: string;
  let catalogueText: string;
  let server: RunningServer | null = null;

  beforeAll(() => {
    temp = mkdtempSync(join(tmpdir(), 'portal-catalogue-'));
    dataRoot = join(temp, 'data');
    database = join(temp, 'pglite');
    cpSync(join(ROOT, 'data'), dataRoot, { recursive: true });
    // The run's copy with every league imported: the first start re-imports football, whose catalogue differs.
    copyPgliteTemplate(database);
    catalogueText = readFileSync(join(dataRoot, 'catalogue/catalogue.json'), 'utf8');
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(temp, { recursive: true, force: true });
  });

  /** Writes the copy's catalogue with or without the Premier League champ (its CSV stays a football source). */
  const writeCatalogue = (withPremierLeague: boolean) => {
    const catalogue = JSON.parse(catalogueText) as { champs: { code: string; sportId: number }[] };
    if (!withPremierLeague) catalogue.champs = catalogue.champs.filter((c) => !(c.sportId === 1 && c.code === PREMIER_LEAGUE.code));
    writeFileSync(join(dataRoot, 'catalogue/catalogue.json'), JSON.stringify(catalogue, null, 2));
  };
  const restart = async () => {
    await server?.stop();
    server = await startBuiltServer({ PORTAL_DEV_TOOLS: '1', PORTAL_DATA_ROOT: dataRoot, PORTAL_DATA_DIR: database });
    return server;
  };
  const champIdsServed = async (s: RunningServer) => {
    const ids = new Set<number>();
    for (const section of ['line', 'live', 'results']) {
      const response = await get(s.url, `/bff-api/feed/${section}?limit=500`, { host: 'localhost' });
      expect(response.status, section).toBe(200);
      for (const game of gameListResponse.parse(JSON.parse(response.body)).games) ids.add(game.champId);
    }
    return ids;
  };
  const expectPagesAnswer = async (s: RunningServer) => {
    for (const path of PAGES) expect((await get(s.url, path, { host: 'localhost' })).status, path).toBe(200);
  };

  it('serves only the leagues of the catalogue the server started with, on the same database', async () => {
    writeCatalogue(false);
    let s = await restart();
    await expectPagesAnswer(s);
    let served = await champIdsServed(s);
    expect(served.has(PREMIER_LEAGUE.champId)).toBe(false);
    expect(served.has(102)).toBe(true); // Serie A stays
    expect((await get(s.url, `/en/line/all/football/${PREMIER_LEAGUE.slug}`, { host: 'localhost' })).status).toBe(404);

    writeCatalogue(true);
    s = await restart();
    await expectPagesAnswer(s);
    served = await champIdsServed(s);
    expect(served.has(PREMIER_LEAGUE.champId)).toBe(true);
    const champLine = await get(s.url, `/en/line/all/football/${PREMIER_LEAGUE.slug}`, { host: 'localhost' });
    expect(champLine.status).toBe(200);
    const premierLine = gameListResponse.parse(JSON.parse((await get(s.url, `/bff-api/feed/line?champId=${PREMIER_LEAGUE.champId}&limit=5`, { host: 'localhost' })).body));
    expect(premierLine.games.length).toBeGreaterThan(0);
    const game = premierLine.games[0]!;
    expect((await get(s.url, `/en/line/all/football/${PREMIER_LEAGUE.slug}/${game.permanentId}`, { host: 'localhost' })).status).toBe(200);

    writeCatalogue(false);
    s = await restart();
    await expectPagesAnswer(s);
    served = await champIdsServed(s);
    expect(served.has(PREMIER_LEAGUE.champId)).toBe(false);
    expect((await get(s.url, `/en/line/all/football/${PREMIER_LEAGUE.slug}/${game.permanentId}`, { host: 'localhost' })).status).toBe(404);
    expect((await get(s.url, `/bff-api/feed/game/${game.permanentId}`, { host: 'localhost' })).status).toBe(404);
  }, 600_000);
});
