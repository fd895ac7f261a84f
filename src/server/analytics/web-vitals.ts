/**
 * Real-user web vitals (spec §7 analytics collector `/fatman-api/{key}`; table `web_vitals`):
 * storing a page view's batch, and the 75th percentile of each metric per page type that the
 * console charts for a brand. Targets shown beside them are the Core Web Vitals "good"
 * thresholds ({@link VITAL_TARGETS}).
 */
import { and, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { webVitals } from '../db/schema.ts';
import type { CollectorBody } from '../../../schemas/collector.ts';
import { DAY_MS } from '../../domain/time.ts';
import type { WebVitalsPageData } from '../../domain/console/settings.ts';

/** The measured metrics. */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS'] as const;
/** A measured metric. */
export type VitalMetric = (typeof VITAL_METRICS)[number];
/** "Good" at the 75th percentile: LCP ≤ 2500 ms, INP ≤ 200 ms, CLS ≤ 0.1. */
export const VITAL_TARGETS: Record<VitalMetric, number> = { LCP: 2500, INP: 200, CLS: 0.1 };
/** Days of measurements the console's percentiles cover. */
export const VITALS_WINDOW_DAYS = 28;

/** Stores a batch of one page view of a brand (all rows or none). */
export async function recordVitals(db: Db, brandId: string, batch: CollectorBody, now: Date = new Date()): Promise<number> {
  const rows = batch.events.map((event) => ({
    brandId,
    pageType: batch.pageType,
    metric: event.type === 'route' ? ('route' as const) : event.name,
    value: event.type === 'route' ? 0 : event.value,
    recordedAt: now,
  }));
  await db.insert(webVitals).values(rows);
  return rows.length;
}

/** One page type of a brand: page views and each metric's 75th percentile (null: no sample). */
export type PageTypeVitals = WebVitalsPageData['brands'][number]['pageTypes'][number];

/** The 75th percentile of each metric per page type of the brands, over the last {@link VITALS_WINDOW_DAYS} days. */
export async function vitalsByPageType(db: Db, brandIds: readonly string[], now: Date = new Date()): Promise<Record<string, PageTypeVitals[]>> {
  if (brandIds.length === 0) return {};
  const since = new Date(now.getTime() - VITALS_WINDOW_DAYS * DAY_MS);
  const rows = await db
    .select({
      brandId: webVitals.brandId,
      pageType: webVitals.pageType,
      metric: webVitals.metric,
      samples: sql<number>`count(*)::int`,
      p75: sql<number>`percentile_cont(0.75) within group (order by ${webVitals.value})`,
    })
    .from(webVitals)
    .where(and(inArray(webVitals.brandId, [...brandIds]), gte(webVitals.recordedAt, since)))
    .groupBy(webVitals.brandId, webVitals.pageType, webVitals.metric);
  const out: Record<string, PageTypeVitals[]> = Object.fromEntries(brandIds.map((id) => [id, []]));
  for (const row of rows) {
    const list = (out[row.brandId] ??= []);
    let entry = list.find((e) => e.pageType === row.pageType);
    if (!entry) {
      entry = { pageType: row.pageType, views: 0, p75: { LCP: null, INP: null, CLS: null }, samples: { LCP: 0, INP: 0, CLS: 0 } };
      list.push(entry);
    }
    if (row.metric === 'route') entry.views = Number(row.samples);
    else {
      entry.p75[row.metric] = Number(row.p75);
      entry.samples[row.metric] = Number(row.samples);
    }
  }
  for (const list of Object.values(out)) list.sort((a, b) => b.views - a.views || a.pageType.localeCompare(b.pageType));
  return out;
}
