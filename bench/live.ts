/**
 * `npm run bench:live`: 1,000 Server-Sent-Events clients on one portal process; each live change
 * is published on the server (stamped `sentAt` at publish) and timed to its arrival at every
 * client: p50/p99 across all (message, client) pairs. Baseline in the same run: a bare node:http
 * SSE server fanning the same messages to the same number of clients. Goal: p99 ≤ 100 ms.
 * Env: BENCH_CLIENTS (default 1000), BENCH_MESSAGES (default 40), BENCH_INTERVAL_MS (default 250).
 */
import { request, createServer, type IncomingMessage, Agent } from 'node:http';
import { get, startBuiltServer, freePort } from '../tests/helpers/server.ts';
import { createClient } from '../tests/helpers/http-client.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 40);
const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 250);
const GAME = 987654321;

const agent = new Agent({ keepAlive: false, maxSockets: Infinity });

/** Opens `count` SSE connections; every `data:` line is timed against its `sentAt`. */
async function openClients(url: string, count: number, latencies: number[]): Promise<IncomingMessage[]> {
  const open = (): Promise<IncomingMessage> =>
    new Promise((resolve, reject) => {
      const req = request(url, { agent, headers: { host: 'localhost', accept: 'text/event-stream' } }, (res) => {
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const now = Date.now();
          buffer += chunk;
          let index;
          while ((index = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, index);
            buffer = buffer.slice(index + 2);
            const data = frame.split('\n').find((line) => line.startsWith('data: '));
            if (data) latencies.push(now - (JSON.parse(data.slice(6)) as { sentAt: number }).sentAt);
          }
        });
        resolve(res);
      });
      req.on('error', reject);
      req.end();
    });
  const streams: IncomingMessage[] = [];
  for (let i = 0; i < count; i += 100) streams.push(...(await Promise.all(Array.from({ length: Math.min(100, count - i) }, open))));
  return streams;
}

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

const message = (seq: number) => ({ game: GAME, id: `${GAME}:0`, seq, kind: 'odds', at: Date.now(), sentAt: 0, score: { home: 1, away: 0 }, periodId: 3, minute: 60, main: [2.1, 3.4, 3.2] });

/** The bare baseline: a node:http SSE server that writes each message to every open response. */
async function baseline(): Promise<{ p50: number; p99: number; delivered: number }> {
  const port = await freePort();
  const responses = new Set<import('node:http').ServerResponse>();
  const server = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
    res.write('retry: 3000\n\n');
    responses.add(res);
    req.on('close', () => responses.delete(res));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const latencies: number[] = [];
  const streams = await openClients(`http://127.0.0.1:${port}/`, CLIENTS, latencies);
  for (let seq = 1; seq <= MESSAGES; seq++) {
    const body = { ...message(seq), sentAt: Date.now() };
    const frame = `id: ${GAME}:${seq}\nevent: game\ndata: ${JSON.stringify(body)}\n\n`;
    for (const res of responses) res.write(frame);
    await new Promise((r) => setTimeout(r, INTERVAL_MS));
  }
  await new Promise((r) => setTimeout(r, 500));
  for (const s of streams) s.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  return { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), delivered: latencies.length };
}

async function portal(): Promise<{ p50: number; p99: number; delivered: number }> {
  const server = await startBuiltServer({ PORTAL_DEV_TOOLS: '1' });
  try {
    await get(server.url, '/bff-api/feed/live', { host: 'localhost' });
    const latencies: number[] = [];
    const streams = await openClients(`${server.url}/bff-api/feed/stream?games=${GAME}`, CLIENTS, latencies);
    const publisher = createClient(server.url);
    await publisher.init();
    for (let seq = 1; seq <= MESSAGES; seq++) {
      const res = await publisher.devPost('/web-api/dev/live', message(seq));
      if (res.status !== 200) throw new Error(`publish failed: ${res.status} ${JSON.stringify(res.body)}`);
      await new Promise((r) => setTimeout(r, INTERVAL_MS));
    }
    await new Promise((r) => setTimeout(r, 500));
    for (const s of streams) s.destroy();
    return { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), delivered: latencies.length };
  } finally {
    await server.stop();
  }
}

const expected = CLIENTS * MESSAGES;
const bare = await baseline();
const live = await portal();
const row = (name: string, f: { p50: number; p99: number; delivered: number }) =>
  `${name.padEnd(8)} p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms   delivered ${f.delivered}/${expected}`;
console.log(`${CLIENTS} SSE clients, ${MESSAGES} changes ${INTERVAL_MS} ms apart`);
console.log(row('bare', bare));
console.log(row('portal', live));
console.log(`ratio portal/bare p99: ${(live.p99 / Math.max(bare.p99, 1)).toFixed(2)}x; goal p99 ≤ 100 ms: ${live.p99 <= 100 ? 'met' : 'NOT met'}`);
if (live.delivered !== expected) process.exitCode = 1;
