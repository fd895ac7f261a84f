/**
 * The real-match feed the sports and champ page tests read (no database): the app's copy of the
 * football data, the matches by permanent id, a fixed instant and a feed made at it.
 */
import { fileURLToPath } from 'node:url';
import { loadFootballData } from '../../src/server/feed/data.ts';
import { createFeed } from '../../src/server/feed/service.ts';

/** `data/football-data/` of the app. */
const DATA_DIR = fileURLToPath(new URL('../../data/football-data/', import.meta.url));
/** Every imported real match. */
export const { rows } = loadFootballData(DATA_DIR);
/** The real matches by permanent id. */
export const real = new Map(rows.map((m) => [m.permanentId, m]));
/** The instant the pages are built at, UTC ms: a Saturday of the replay with 14 games in play (Premier League and League Two, both halves) (the replay calendar of this feed, src/domain/feed/calendar.ts). */
export const NOW = Date.UTC(2026, 11, 19, 6, 17, 12);
/** A feed of the real matches made at {@link NOW}. */
export const feed = createFeed(rows, NOW);
/** A page query from its text. */
export const q = (query = ''): URLSearchParams => new URLSearchParams(query);
