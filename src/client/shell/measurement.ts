/**
 * Real-user measurement (spec §7: the collector `/fatman-api/{key}` receives web vitals and route
 * changes): the page view and its LCP, INP and CLS (the `web-vitals` library) are queued and sent
 * with `navigator.sendBeacon` when the page is hidden or left — one JSON batch of
 * schemas/collector.ts. Started only with functional consent (src/client/shell/consent.ts), once per page.
 */
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import type { CollectorBody } from '../../../schemas/collector.ts';

let started = false;

/**
 * Starts measuring this page view for the brand's collector `key`; `pageType` is the page
 * registry's key of the page. A second call does nothing.
 */
export function startMeasurement(key: string, pageType: string): void {
  if (started || typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  started = true;
  const queue: CollectorBody['events'] = [{ type: 'route' }];
  const add = (metric: Metric) => queue.push({ type: 'web-vital', name: metric.name as 'LCP' | 'INP' | 'CLS', value: Math.round(metric.value * 1000) / 1000 });
  onLCP(add);
  onINP(add);
  onCLS(add);
  const flush = () => {
    while (queue.length > 0) {
      const body: CollectorBody = { pageType, events: queue.splice(0, 20) };
      navigator.sendBeacon(`/fatman-api/${encodeURIComponent(key)}`, new Blob([JSON.stringify(body)], { type: 'application/json' }));
    }
  };
  // web-vitals reports on the same events, and registered first: the metrics are queued by then.
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  addEventListener('pagehide', flush);
  // Marks the page as measured: web-vitals finalises LCP on the first trusted input after this point.
  document.documentElement.dataset.measurement = 'on';
}
