/**
 * The worker registry (src/server/workers/registry.ts) with small workers of the test's own: each
 * starts once, a failed start is retried after START_RETRY_MS, and stop stops the started ones,
 * one still starting and the pending retries. And the server's list (src/server/workers/index.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { START_RETRY_MS, startWorkers, type Worker } from '../../src/server/workers/registry.ts';
import { SERVER_WORKERS } from '../../src/server/workers/index.ts';
import { paymentRecoveryIntervalMs } from '../../src/server/workers/payment-recovery.ts';

/** A worker whose starts are counted; `fail` first starts fail; `gate` holds the start until released. */
function testWorker(name: string, { fail = 0, gate }: { fail?: number; gate?: Promise<void> } = {}) {
  const state = { starts: 0, stops: 0 };
  const worker: Worker = {
    name,
    intervalMs: 1000,
    onceAcrossInstances: 'test',
    start: async () => {
      state.starts++;
      if (state.starts <= fail) throw new Error(`${name} cannot start yet`);
      await gate;
      return { stop: () => void state.stops++ };
    },
  };
  return { worker, state };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => vi.useRealTimers());

describe('worker registry', () => {
  it('starts every worker once and stops them', async () => {
    const a = testWorker('a');
    const b = testWorker('b');
    const running = startWorkers([a.worker, b.worker], { error: () => {} });
    await flush();
    expect([a.state.starts, b.state.starts]).toEqual([1, 1]);
    running.stop();
    expect([a.state.stops, b.state.stops]).toEqual([1, 1]);
  });

  it('logs a failed start and retries it after START_RETRY_MS until it starts', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const errors: unknown[] = [];
    const flaky = testWorker('flaky', { fail: 2 });
    const running = startWorkers([flaky.worker], { error: (...args: unknown[]) => void errors.push(args[0]) });
    await flush();
    expect(errors).toEqual(['flaky did not start']);
    await vi.advanceTimersByTimeAsync(START_RETRY_MS);
    await vi.advanceTimersByTimeAsync(START_RETRY_MS);
    expect(flaky.state.starts).toBe(3);
    expect(errors).toHaveLength(2);
    running.stop();
    expect(flaky.state.stops).toBe(1);
  });

  it('cancels the retries and stops a start still under way when stopped', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let release!: () => void;
    const slow = testWorker('slow', { gate: new Promise((resolve) => (release = resolve)) });
    const failing = testWorker('failing', { fail: 99 });
    const running = startWorkers([slow.worker, failing.worker], { error: () => {} });
    await flush();
    running.stop();
    release();
    await flush();
    expect(slow.state.stops).toBe(1);
    await vi.advanceTimersByTimeAsync(START_RETRY_MS * 3);
    expect(failing.state.starts).toBe(1);
  });

  it('lists the server\u2019s workers with their intervals and once-across-instances rules', () => {
    expect(SERVER_WORKERS.map((w) => [w.name, w.intervalMs])).toEqual([
      ['settlement worker', 5_000],
      ['payment recovery', paymentRecoveryIntervalMs()],
      ['bonus sweep', 60_000],
      ['tournament sweep', 60_000],
    ]);
    for (const worker of SERVER_WORKERS) expect(worker.onceAcrossInstances.length, worker.name).toBeGreaterThan(20);
    expect(paymentRecoveryIntervalMs(10 * 60_000)).toBe(60_000);
    expect(paymentRecoveryIntervalMs(2_000)).toBe(1_000);
    expect(paymentRecoveryIntervalMs(8_000)).toBe(2_000);
  });
});
