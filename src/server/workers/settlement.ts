/**
 * The settlement worker (src/server/bets/settle.ts): settles bets and coupons of finished games,
 * and the products' tickets, every {@link SETTLE_INTERVAL_MS} and on each `finish` on the live bus.
 * It is the process's one settlement worker, also the one the player event stream and the dev
 * clock use (`ensureSettlement`). The `finish` events come from this process's own live publisher
 * (the replay's events do not cross processes: src/server/live/publisher.ts), started with it.
 */
import { ensureSettlement, SETTLE_INTERVAL_MS } from '../bets/settle.ts';
import { ensurePublisher } from '../live/publisher.ts';
import type { Worker } from './registry.ts';

/** The settlement worker. */
export const settlementWorker: Worker = {
  name: 'settlement worker',
  intervalMs: SETTLE_INTERVAL_MS,
  onceAcrossInstances:
    'one process runs it on PostgreSQL (leadership.ts), and a run elsewhere still acts once: a bet is updated only while its status is below 0, a coupon is settled under SELECT … FOR UPDATE only while open, and its ledger entry has the key settle:{couponId}',
  start: async () => {
    await ensurePublisher();
    return ensureSettlement();
  },
};
