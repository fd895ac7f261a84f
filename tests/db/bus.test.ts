/**
 * The live event bus: in-process delivery, and PostgreSQL LISTEN/NOTIFY delivering one
 * instance's message to another instance's subscribers (and `publishHere` to its own only).
 */
import { describe, expect, it } from 'vitest';
import { inProcessBus, postgresBus, MAX_PAYLOAD_BYTES } from '../../src/server/live/bus.ts';
import { PG_ADMIN_URL, engines } from '../helpers/db.ts';

/** PostgreSQL when it answers (CI requires it; a local run without it says so once). */
const POSTGRES = (await engines()).filter((engine) => engine === 'pg');

const nextMessage = (subscribe: (h: (m: unknown) => void) => Promise<unknown>) =>
  new Promise<unknown>((resolve) => void subscribe(resolve));

describe('in-process bus', () => {
  it('delivers to subscribers of the channel only, until they unsubscribe', async () => {
    const bus = inProcessBus();
    const seen: unknown[] = [];
    const off = await bus.subscribe('feed', (m) => seen.push(m));
    await bus.subscribe('other', () => seen.push('wrong channel'));
    await bus.publish('feed', { seq: 1 });
    off();
    await bus.publish('feed', { seq: 2 });
    expect(seen).toEqual([{ seq: 1 }]);
    await expect(bus.publish('Bad-Name', {})).rejects.toThrow('bad channel name');
  });
});

describe.each(POSTGRES)('LISTEN/NOTIFY bus on %s', () => {
  it('delivers a message published by one instance to another', async () => {
    const a = await postgresBus(PG_ADMIN_URL);
    const b = await postgresBus(PG_ADMIN_URL);
    try {
      const received = nextMessage((h) => b.subscribe('feed_test', h));
      await new Promise((r) => setTimeout(r, 50));
      await a.publish('feed_test', { gameId: 7, seq: 3, score: [1, 0] });
      expect(await received).toEqual({ gameId: 7, seq: 3, score: [1, 0] });
      await expect(a.publish('feed_test', { big: 'x'.repeat(MAX_PAYLOAD_BYTES) })).rejects.toThrow('too large');
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe.each(POSTGRES)('publishHere on %s', () => {
  it("reaches the publishing instance's subscribers and no other instance's", async () => {
    const a = await postgresBus(PG_ADMIN_URL);
    const b = await postgresBus(PG_ADMIN_URL);
    try {
      const seenA: unknown[] = [];
      const seenB: unknown[] = [];
      await a.subscribe('feed_here', (m) => seenA.push(m));
      await b.subscribe('feed_here', (m) => seenB.push(m));
      await new Promise((r) => setTimeout(r, 50));
      await a.publishHere('feed_here', { seq: 1 });
      const crossed = nextMessage((h) => b.subscribe('feed_here', h));
      await a.publish('feed_here', { seq: 2 });
      // The NOTIFY of seq 2 reaching b shows that seq 1, sent before it, never went out.
      expect(await crossed).toEqual({ seq: 2 });
      expect(seenA).toContainEqual({ seq: 1 });
      expect(seenB).toEqual([{ seq: 2 }]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
