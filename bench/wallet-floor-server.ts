/**
 * The floor of `npm run bench:casino`: the least any wallet API can do per call on this machine —
 * a bare node:http server that reads the body, verifies its Ed25519 signature (the public key in
 * WALLET_FLOOR_KEY, SPKI PEM), parses the JSON, commits ONE one-row INSERT on the database at
 * DATABASE_URL (pg pool of WALLET_FLOOR_POOL) and answers a wallet-shaped JSON. No game, limit or
 * ledger rule: what the portal's wallet does beyond this is its own cost. Listens on an ephemeral
 * loopback port and prints `listening {port}` on stdout. Not part of the product.
 */
import { createServer } from 'node:http';
import { createPublicKey, verify } from 'node:crypto';
import pg from 'pg';

const key = createPublicKey(process.env.WALLET_FLOOR_KEY ?? '');
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.WALLET_FLOOR_POOL ?? 32) });
await pool.query('create table if not exists bench_floor (id bigserial primary key, uuid text not null, amount bigint not null)');

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    const signature = Buffer.from(String(req.headers['x-wallet-signature'] ?? ''), 'base64');
    if (signature.length !== 64 || !verify(null, body, key, signature)) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"status":"RS_ERROR_INVALID_SIGNATURE"}');
      return;
    }
    const call = JSON.parse(body.toString('utf8')) as { transaction_uuid: string; amount: number; request_uuid: string };
    pool.query('insert into bench_floor (uuid, amount) values ($1, $2)', [call.transaction_uuid, call.amount]).then(
      () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'RS_OK', request_uuid: call.request_uuid, balance: 0 })),
      () => res.writeHead(500).end(),
    );
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
});
