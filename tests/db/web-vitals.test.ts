/**
 * Real-user web vitals (src/server/analytics/web-vitals.ts; table web_vitals), on PGlite and
 * PostgreSQL: a batch is stored whole; the console's figure is the 75th percentile (continuous,
 * as PostgreSQL's percentile_cont) per brand, page type and metric over the window, page views
 * counted from the route events; other brands and older rows are left out; the table refuses a
 * negative value.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, freshDatabase, type TestDatabase } from '../helpers/db.ts';
import { VITALS_WINDOW_DAYS, recordVitals, vitalsByPageType } from '../../src/server/analytics/web-vitals.ts';
import { webVitals } from '../../src/server/db/schema.ts';
import { DAY_MS } from '../../src/domain/time.ts';

const ENGINES = await engines();
const NOW = new Date('2026-06-13T15:37:30Z');

describe.each(ENGINES)('web vitals (%s)', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(engine);
  });
  afterAll(() => t.dispose());

  it('answers the 75th percentile per page type and metric of the window, views from route events', async () => {
    // LCP 100, 200, ..., 1000 ms on the line list: p75 = 700 + 0.75 × 100 = 775 (linear interpolation).
    for (let i = 1; i <= 10; i++) {
      await recordVitals(t.db, 'main', { pageType: 'sports-list', events: [{ type: 'route' }, { type: 'web-vital', name: 'LCP', value: i * 100 }] }, NOW);
    }
    await recordVitals(t.db, 'main', { pageType: 'home', events: [{ type: 'route' }, { type: 'web-vital', name: 'CLS', value: 0.2 }] }, NOW);
    // Another brand, and a row older than the window: left out.
    await recordVitals(t.db, 'vip', { pageType: 'sports-list', events: [{ type: 'web-vital', name: 'LCP', value: 99_000 }] }, NOW);
    await recordVitals(t.db, 'main', { pageType: 'sports-list', events: [{ type: 'web-vital', name: 'LCP', value: 500_000 }] }, new Date(NOW.getTime() - (VITALS_WINDOW_DAYS + 1) * DAY_MS));

    const byBrand = await vitalsByPageType(t.db, ['main'], NOW);
    expect(Object.keys(byBrand)).toEqual(['main']);
    const [list, home] = byBrand.main!;
    expect(list).toEqual({ pageType: 'sports-list', views: 10, p75: { LCP: 775, INP: null, CLS: null }, samples: { LCP: 10, INP: 0, CLS: 0 } });
    expect(home).toMatchObject({ pageType: 'home', views: 1, p75: { CLS: 0.2 } });
    expect((await vitalsByPageType(t.db, ['vip'], NOW)).vip![0]!.p75.LCP).toBe(99_000);
  });

  it('refuses a negative value', async () => {
    const error = await t.db.insert(webVitals).values({ brandId: 'main', pageType: 'home', metric: 'LCP', value: -1 }).catch((e: unknown) => e);
    expect(String((error as Error).message ?? error) + String((error as { cause?: unknown }).cause ?? '')).toMatch(/web_vitals_value/);
  });
});
