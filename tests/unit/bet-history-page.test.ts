/**
 * The bet history page's query rules (src/domain/pages/office.ts): directories and views of spec
 * §3 with their defaults, the period as real calendar days, and the page number.
 */
import { describe, expect, it } from 'vitest';
import { isIsoDay, readHistoryRequest } from '../../src/domain/pages/office.ts';

const read = (query: string) => readHistoryRequest(new URLSearchParams(query));

describe('bet history query', () => {
  it('defaults to directory 1 (on_site), compact_view, no period, page 1', () => {
    expect(read('')).toEqual({ directory: 1, view: 'compact_view', fromText: '', toText: '', from: undefined, to: undefined, periodProblem: null, page: 1 });
  });

  it.each([
    ['directory=4&view=full_view&page=3', { directory: 4, view: 'full_view', page: 3 }],
    ['directory=7', { directory: 7 }],
    ['directory=6', { directory: 1 }],
    ['directory=abc&view=wide&page=0', { directory: 1, view: 'compact_view', page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=10001', { page: 1 }],
  ] as const)('%s', (query, expected) => {
    expect(read(query)).toMatchObject(expected);
  });

  it('applies a valid period and refuses a malformed or reversed one with its reason', () => {
    expect(read('from=2026-03-01&to=2026-03-31')).toMatchObject({ from: '2026-03-01', to: '2026-03-31', periodProblem: null });
    expect(read('from=2026-03-01')).toMatchObject({ from: '2026-03-01', to: undefined, periodProblem: null });
    expect(read('from=2026-02-30&to=2026-03-31')).toMatchObject({ from: undefined, to: undefined, fromText: '2026-02-30', periodProblem: 'invalid_date' });
    expect(read('to=31.03.2026')).toMatchObject({ to: undefined, periodProblem: 'invalid_date' });
    expect(read('from=2026-04-01&to=2026-03-31')).toMatchObject({ from: undefined, to: undefined, periodProblem: 'reversed' });
  });

  it('knows real calendar days', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2025-02-29')).toBe(false);
    expect(isIsoDay('2026-13-01')).toBe(false);
    expect(isIsoDay('2026-1-01')).toBe(false);
  });
});
