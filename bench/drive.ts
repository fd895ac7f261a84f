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
  /** CPU time (user + system, ms) of this process while the op ran: the client's side of the work. */
  cpuMs: number;
}

type Op = (client: number, n: number) => Promise<void>;

/** What an op has done so far: its latencies (ms), the last `n` handed out, its time under load and this process's CPU time in it (ms). */
interface Tally { latencies: number[]; n: number; elapsedMs: number; cpuMs: number }

/** One turn: `op` from `clients` concurrent loops for `seconds`, added to `tally`. */
async function turn(clients: number, seconds: number, op: Op, tally: Tally): Promise<void> {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const deadline = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        await op(client, ++tally.n);
        tally.latencies.push(performance.now() - t0);
      }
    }),
  );
  tally.elapsedMs += performance.now() - start;
  const used = process.cpuUsage(cpu);
  tally.cpuMs += (used.user + used.system) / 1000;
}

function figures({ latencies, elapsedMs, cpuMs }: Tally): Figures {
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    ops: latencies.length,
    perSecond: latencies.length / (elapsedMs / 1000),
    meanMs: latencies.reduce((a, b) => a + b, 0) / Math.max(1, latencies.length),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    cpuMs,
  };
}

/** Runs `op(client, n)` from `clients` concurrent loops for `seconds`; `n` counts from 1, unique per call. */
export async function drive(clients: number, seconds: number, op: Op): Promise<Figures> {
  const tally: Tally = { latencies: [], n: 0, elapsedMs: 0, cpuMs: 0 };
  await turn(clients, seconds, op, tally);
  return figures(tally);
}

/**
 * Runs `a` and `b` for `seconds` each in all, in `turns` alternating turns (a, b, a, b, …), so that
 * a machine whose speed drifts during the run (a noisy neighbour, a checkpoint) weighs on both alike
 * and their ratio holds; `n` counts on across an op's turns. @returns the figures of `a` and of `b`
 */
export async function driveAlternating(clients: number, seconds: number, turns: number, a: Op, b: Op): Promise<[Figures, Figures]> {
  const tallyA: Tally = { latencies: [], n: 0, elapsedMs: 0, cpuMs: 0 };
  const tallyB: Tally = { latencies: [], n: 0, elapsedMs: 0, cpuMs: 0 };
  for (let t = 0; t < turns; t++) {
    await turn(clients, seconds / turns, a, tallyA);
    await turn(clients, seconds / turns, b, tallyB);
  }
  return [figures(tallyA), figures(tallyB)];
}
