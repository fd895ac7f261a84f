/**
 * `npm run bench:bus`: the cross-instance bus (src/server/live/bus.ts, PostgreSQL LISTEN/NOTIFY)
 * at 3 instances: one process publishes live-sized messages (~200 bytes, like a live event) at a
 * fixed rate through its bus, and 3 listener processes, each with the bus of an instance, time
 * every arrival against the publish instant. Per rate: messages/s delivered to each listener, lost
 * messages, and p50/p99/max latency over all (message, listener) pairs.
 * Env: DATABASE_URL (default the test PostgreSQL), BENCH_RATES (messages/s, default
 * 100,500,1000,2000,5000), BENCH_SECONDS per rate (default 3), BENCH_LISTENERS (default 3).
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { postgresBus } from '../src/server/live/bus.ts';

const URL_ = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CHANNEL = 'bench_bus';

if (process.argv[2] === 'listen') {
  // A listener: counts and times the messages of each run, answers its numbers when told.
  const bus = await postgresBus(URL_);
  let latencies: number[] = [];
  await bus.subscribe(CHANNEL, (message) => {
    const now = performance.timeOrigin + performance.now();
    latencies.push(now - (message as { sentAt: number }).sentAt);
  });
  process.on('message', (command: string) => {
    if (command === 'report') {
      process.send!(latencies);
      latencies = [];
    } else if (command === 'stop') void bus.close().then(() => process.exit(0));
  });
  process.send!('ready');
} else {
  const rates = (process.env.BENCH_RATES ?? '100,500,1000,2000,5000').split(',').map(Number);
  const seconds = Number(process.env.BENCH_SECONDS ?? 3);
  const listenerCount = Number(process.env.BENCH_LISTENERS ?? 3);
  const self = fileURLToPath(import.meta.url);
  const listeners = Array.from({ length: listenerCount }, () => fork(self, ['listen']));
  await Promise.all(listeners.map((child) => new Promise((resolve) => child.once('message', resolve))));
  const bus = await postgresBus(URL_);
  const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
  console.log(`LISTEN/NOTIFY bus, ${listenerCount} listening instances, ${seconds} s per rate`);
  console.log('rate/s | published/s | delivered/s per instance | lost | p50 ms | p99 ms | max ms');
  for (const rate of rates) {
    const total = rate * seconds;
    const started = performance.now();
    const sends: Promise<void>[] = [];
    for (let i = 0; i < total; i++) {
      // Paced in 10 ms slots: each slot sends its share at once.
      const due = started + (i / rate) * 1000;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      const message = { game: 4242, id: '4242:0', seq: i, kind: 'odds', at: Date.now(), sentAt: performance.timeOrigin + performance.now(), score: { home: 1, away: 0 }, periodId: 2, minute: 61, main: [1.85, 3.4, 4.2] };
      sends.push(bus.publish(CHANNEL, message));
    }
    await Promise.all(sends);
    const publishedPerSecond = total / ((performance.now() - started) / 1000);
    await new Promise((r) => setTimeout(r, 1000));
    const reports = await Promise.all(listeners.map((child) => new Promise<number[]>((resolve) => {
      child.once('message', (latencies) => resolve(latencies as number[]));
      child.send('report');
    })));
    const all = reports.flat().sort((a, b) => a - b);
    const delivered = reports.map((r) => Math.round(r.length / seconds));
    const lost = reports.reduce((sum, r) => sum + (total - r.length), 0);
    console.log(`${rate} | ${publishedPerSecond.toFixed(0)} | ${delivered.join(', ')} | ${lost} | ${percentile(all, 50).toFixed(1)} | ${percentile(all, 99).toFixed(1)} | ${(all.at(-1) ?? NaN).toFixed(1)}`);
  }
  for (const child of listeners) child.send('stop');
  await bus.close();
}
