/**
 * Test file order for `vitest run` (vitest.config.ts `sequence.sequencer`): the files known to take
 * longest start first, whatever their project, so the three workers finish together instead of one
 * long file running alone at the end of each project (vitest's own order runs the projects one after
 * another and, on a clean clone without its results cache, the larger files first). Measured on the
 * 2-core CI machines (seconds, one file, three workers busy); a file not listed keeps vitest's order
 * after them. A stale list costs minutes, never correctness.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Seconds per file, measured 2026-11-27 (`vitest run --reporter=json`). */
const KNOWN_SLOW: Readonly<Record<string, number>> = {
  'integration/feed-catalogue-runtime.test.ts': 52,
  'integration/fuzz.test.ts': 40,
  'integration/data-dir-lock.test.ts': 36,
  'db/feed-store.test.ts': 30,
  'db/crash.test.ts': 27,
  'unit/casino-cards.test.ts': 26,
  'unit/stories.test.tsx': 25,
  'integration/console.test.ts': 24,
  'db/money-limits.test.ts': 23,
  'integration/hardening.test.ts': 23,
  'integration/payment-crash.test.ts': 19,
  'unit/import-graph.test.ts': 18,
  'db/bank-invariant.test.ts': 17,
  'unit/coupon-island.test.tsx': 17,
  'integration/sports-pages.test.ts': 16,
  'db/cms.test.ts': 12,
  'db/bonuses.test.ts': 12,
};

const weightOf = (spec: TestSpecification): number => {
  const path = spec.moduleId.replaceAll('\\', '/');
  const key = Object.keys(KNOWN_SLOW).find((name) => path.endsWith(`/tests/${name}`));
  return key === undefined ? 0 : KNOWN_SLOW[key]!;
};

/** vitest's sequencer with the known slow files moved to the front, slowest first. */
export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const slow = sorted.filter((spec) => weightOf(spec) > 0).sort((a, b) => weightOf(b) - weightOf(a));
    return [...slow, ...sorted.filter((spec) => weightOf(spec) === 0)];
  }
}
