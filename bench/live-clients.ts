/**
 * The load generator of `bench:live`, run in its own process (forked by bench/live.ts): opens
 * `count` Server-Sent-Events connections to `url` (argv: url, count), 200 at a time, and times
 * every `data:` line against the `sentAt` (UTC ms) it carries. IPC: sends `{ ready, open }` once
 * every connection is open; on `{ stop: true }` closes them and answers `{ p50, p99, delivered,
 * failed }` (latencies in ms).
 */
import { Agent, request, type IncomingMessage } from 'node:http';

const [url, countText] = process.argv.slice(2);
const count = Number(countText);
const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
/** Latency histogram, 1 ms buckets up to 60 s (the last bucket holds everything slower). */
const buckets = new Uint32Array(60_001);
let delivered = 0;
let failed = 0;
const SENT_AT = '"sentAt":';

function record(frame: string, now: number): void {
  const at = frame.indexOf(SENT_AT);
  if (at < 0) return;
  const sentAt = Number.parseInt(frame.slice(at + SENT_AT.length, at + SENT_AT.length + 16), 10);
  buckets[Math.min(buckets.length - 1, Math.max(0, now - sentAt))]!++;
  delivered++;
}

function open(): Promise<IncomingMessage | null> {
  return new Promise((resolve) => {
    const req = request(url!, { agent, headers: { host: 'localhost', accept: 'text/event-stream' } }, (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        const now = Date.now();
        buffer += chunk;
        let index;
        while ((index = buffer.indexOf('\n\n')) >= 0) {
          record(buffer.slice(0, index), now);
          buffer = buffer.slice(index + 2);
        }
      });
      res.on('error', () => {});
      resolve(res);
    });
    req.on('error', () => {
      failed++;
      resolve(null);
    });
    req.end();
  });
}

function percentile(q: number): number {
  const target = Math.ceil(q * delivered);
  let seen = 0;
  for (let ms = 0; ms < buckets.length; ms++) {
    seen += buckets[ms]!;
    if (seen >= target && seen > 0) return ms;
  }
  return Number.NaN;
}

const streams: IncomingMessage[] = [];
for (let i = 0; i < count; i += 200) {
  const batch = await Promise.all(Array.from({ length: Math.min(200, count - i) }, open));
  for (const s of batch) if (s) streams.push(s);
}
process.send!({ ready: true, open: streams.length });
process.on('message', (message: { stop?: boolean }) => {
  if (!message.stop) return;
  for (const s of streams) s.destroy();
  process.send!({ p50: percentile(0.5), p99: percentile(0.99), delivered, failed }, () => process.exit(0));
});
