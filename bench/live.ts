/**
 * `npm run bench:live`: BENCH_CLIENTS (default 10,000) Server-Sent-Events clients on one portal
 * process; each live change is published on the server (stamped `sentAt` at publish) and timed to
 * its arrival at every client: p50/p99 across all (message, client) pairs. The clients run in
 * their own process (bench/live-clients.ts), so their parsing does not slow the server down.
 * Baseline in the same run: a bare node:http SSE server in its own process
 * (bench/live-bare-server.ts) fanning the same messages to the same number of clients.
 * Goal: p99 ≤ 250 ms. Exit code 1 when a message does not reach every client.
 * Env: BENCH_CLIENTS (default 10000), BENCH_MESSAGES (default 40), BENCH_INTERVAL_MS (default 250).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { get, startBuiltServer, freePort } from '../tests/helpers/server.ts';
import { createClient } from '../tests/helpers/http-client.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 40);
const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 250);
const GOAL_P99_MS = 250;
const GAME = 987654321;

interface Figures {
  p50: number;
  p99: number;
  delivered: number;
  failed: number;
}

/** The next IPC message of `child` that `accept` takes. */
function nextMessage<T>(child: ChildProcess, accept: (m: Record<string, unknown>) => boolean): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (m: Record<string, unknown>) => {
      if (!accept(m)) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(m as T);
    };
    const onExit = (code: number | null) => reject(new Error(`${child.spawnargs.join(' ')} exited with ${code}`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** Starts the clients' process against `url`; answers once every connection is open. */
async function startClients(url: string): Promise<{ child: ChildProcess; open: number }> {
  const child = fork(fileURLToPath(new URL('./live-clients.ts', import.meta.url)), [url, String(CLIENTS)]);
  const { open } = await nextMessage<{ open: number }>(child, (m) => m.ready === true);
  return { child, open };
}

/** Stops the clients' process and answers its figures. */
async function stopClients(child: ChildProcess): Promise<Figures> {
  const figures = nextMessage<Figures>(child, (m) => 'delivered' in m);
  child.send({ stop: true });
  return figures;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const message = (seq: number) => ({ game: GAME, id: `${GAME}:0`, seq, kind: 'odds', at: Date.now(), sentAt: 0, score: { home: 1, away: 0 }, periodId: 3, minute: 60, main: [2.1, 3.4, 3.2] });

/** The bare baseline (see the module). */
async function baseline(): Promise<Figures> {
  const port = await freePort();
  const server = fork(fileURLToPath(new URL('./live-bare-server.ts', import.meta.url)), [String(port)]);
  try {
    await nextMessage(server, (m) => m.listening === true);
    const { child, open } = await startClients(`http://127.0.0.1:${port}/`);
    if (open < CLIENTS) console.log(`bare: ${open} of ${CLIENTS} clients connected`);
    for (let seq = 1; seq <= MESSAGES; seq++) {
      const sent = nextMessage(server, (m) => 'sent' in m);
      server.send({ message: message(seq) });
      await sent;
      await pause(INTERVAL_MS);
    }
    await pause(500);
    return await stopClients(child);
  } finally {
    server.kill();
  }
}

/** The portal: one built server process, changes published through the dev live endpoint. */
async function portal(): Promise<Figures> {
  const server = await startBuiltServer({ PORTAL_DEV_TOOLS: '1' });
  try {
    await get(server.url, '/bff-api/feed/live', { host: 'localhost' });
    const { child, open } = await startClients(`${server.url}/bff-api/feed/stream?games=${GAME}`);
    if (open < CLIENTS) console.log(`portal: ${open} of ${CLIENTS} clients connected`);
    const publisher = createClient(server.url);
    await publisher.init();
    for (let seq = 1; seq <= MESSAGES; seq++) {
      const res = await publisher.devPost('/web-api/dev/live', message(seq));
      if (res.status !== 200) throw new Error(`publish failed: ${res.status} ${JSON.stringify(res.body)}`);
      await pause(INTERVAL_MS);
    }
    await pause(500);
    return await stopClients(child);
  } finally {
    await server.stop();
  }
}

const expected = CLIENTS * MESSAGES;
const bare = await baseline();
const live = await portal();
const row = (name: string, f: Figures) =>
  `${name.padEnd(8)} p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms   delivered ${f.delivered}/${expected}${f.failed ? `, ${f.failed} connections refused` : ''}`;
console.log(`${CLIENTS} SSE clients, ${MESSAGES} changes ${INTERVAL_MS} ms apart`);
console.log(row('bare', bare));
console.log(row('portal', live));
console.log(`ratio portal/bare p99: ${(live.p99 / Math.max(bare.p99, 1)).toFixed(2)}x; goal p99 ≤ ${GOAL_P99_MS} ms: ${live.p99 <= GOAL_P99_MS ? 'met' : 'NOT met'}`);
if (live.delivered !== expected) process.exitCode = 1;
