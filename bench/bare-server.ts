/**
 * Baseline for the SSR benchmark: a bare node:http server answering every request with the
 * given bytes and content type. Usage: node bench/bare-server.ts <port> <file> <content-type>
 */
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const [port, file, type] = process.argv.slice(2);
const body = readFileSync(file!);
createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': type!, 'Content-Length': body.length });
  res.end(body);
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
