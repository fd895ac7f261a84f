/**
 * The load loop of the database benchmarks: `clients` concurrent loops call `op` until `seconds`
 * have passed; the figures are throughput (ops/s) and latency (ms: mean, p50, p99).
 */

/** Throughput and latency of one run. */
export interface Figures {
  ops: number;
  perSecond: number;
  meanMs: number;
  p50Ms: number;
  p99Ms: number;
}

/** Runs `op(client, n)` from `clients` concurrent loops for `seconds`. */
export async function drive(clients: number, seconds: number, op: (client: number, n: number) => Promise<void>): Promise<Figures> {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  const start = performance.now();
  let n = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        await op(client, ++n);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    ops: latencies.length,
    perSecond: latencies.length / elapsed,
    meanMs: latencies.reduce((a, b) => a + b, 0) / Math.max(1, latencies.length),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
  };
}
