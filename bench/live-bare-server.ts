/**
 * The bare baseline of `bench:live`, in its own process (forked by bench/live.ts): a node:http
 * Server-Sent-Events server on 127.0.0.1:`port` (argv) that writes each frame it is sent over IPC
 * (`{ message }`, stamped `sentAt` here, just before the fan-out) to every open response, and
 * answers `{ sent }`. Sends `{ listening: true }` once it listens.
 */
import { createServer, type ServerResponse } from 'node:http';

const port = Number(process.argv[2]);
const responses = new Set<ServerResponse>();
const server = createServer((req, res) => {
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
  res.write('retry: 3000\n\n');
  responses.add(res);
  req.on('close', () => responses.delete(res));
});
server.listen(port, '127.0.0.1', () => process.send!({ listening: true }));
process.on('message', (m: { message?: Record<string, unknown>; seq?: number }) => {
  if (!m.message) return;
  const body: Record<string, unknown> = { ...m.message, sentAt: Date.now() };
  const frame = `id: ${String(body.game)}:${String(body.seq)}\nevent: game\ndata: ${JSON.stringify(body)}\n\n`;
  for (const res of responses) res.write(frame);
  process.send!({ sent: responses.size });
});
process.on('disconnect', () => process.exit(0));
