/**
 * Idempotent placement of the products (src/server/products/placement.ts `placeOnce`): a new
 * refId places, a retry answers the stored ticket without placing, other content under the same
 * refId is idempotency_conflict, and a lost insert race answers the winner's ticket. The store is
 * an in-memory map standing in for the ticket table; the rule under test runs as shipped.
 */
import { describe, expect, it } from 'vitest';
import { placeOnce, type StoredPlacement } from '../../src/server/products/placement.ts';
import { AppError } from '../../src/server/errors.ts';

function store() {
  const rows = new Map<string, StoredPlacement<string>>();
  let placed = 0;
  const request = (refId: string, hash: string, racedBy?: string) =>
    placeOnce({
      refId,
      hash,
      noun: 'ticket',
      find: async () => rows.get(refId) ?? null,
      place: async () => {
        // A concurrent request inserted first: the insert finds the row taken.
        if (racedBy) {
          rows.set(refId, { requestHash: hash, view: racedBy });
          return null;
        }
        placed += 1;
        const view = `ticket-${placed}`;
        rows.set(refId, { requestHash: hash, view });
        return view;
      },
    });
  return { request, placed: () => placed };
}

describe('placeOnce', () => {
  it('places a new refId once; a retry with the same content answers the same ticket', async () => {
    const s = store();
    expect(await s.request('r1', 'h1')).toBe('ticket-1');
    expect(await s.request('r1', 'h1')).toBe('ticket-1');
    expect(s.placed()).toBe(1);
    expect(await s.request('r2', 'h1')).toBe('ticket-2');
  });

  it('refuses other content under a used refId with idempotency_conflict', async () => {
    const s = store();
    await s.request('r1', 'h1');
    const refused = await s.request('r1', 'h2').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'idempotency_conflict', message: 'This refId was already used for a different ticket.' });
    expect(s.placed()).toBe(1);
  });

  it('answers the concurrent winner of the refId when its own insert lost', async () => {
    const s = store();
    expect(await s.request('r1', 'h1', 'winner')).toBe('winner');
    expect(s.placed()).toBe(0);
  });

  it('says conflict when the row it lost to cannot be read', async () => {
    const refused = await placeOnce({ refId: 'r', hash: 'h', noun: 'bet', find: async () => null, place: async () => null }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'conflict', message: 'The bet could not be placed; try again.' });
  });
});
