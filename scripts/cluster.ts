/**
 * `npm run cluster`: the build as several instances behind HAProxy on one PostgreSQL — on one
 * machine what production runs on several (README "Production"). Steps:
 * 1. scripts/prepare.mjs: the build when needed, then the database set up once (migrations, seed,
 *    feed import);
 * 2. PORTAL_CLUSTER_INSTANCES instances (default 3) of scripts/serve-cores.ts, each on a free port of
 *    127.0.0.1 with PORTAL_WORKERS processes (default 1 here, since they share this machine; a
 *    machine of its own would run one per core) and TRUST_PROXY=1, started at once and waited for
 *    until each answers and has loaded its feed;
 * 3. HAProxy (Debian's package, HAPROXY_BIN, default /usr/sbin/haproxy) in the foreground with a
 *    configuration rendered from deploy/haproxy.cfg.template into a temporary folder, listening on
 *    HOST:PORT (default 127.0.0.1:4321).
 *
 * An instance that exits on its own is started again on its port after a second (what a machine's
 * service manager does); HAProxy takes it out of the rotation meanwhile (health check every second)
 * and back once it answers. SIGTERM or SIGINT stops HAProxy, then every instance (SIGTERM), then
 * exits. HAProxy exiting on its own stops everything with its exit code.
 *
 * Prints one line per started instance, `portal: instance {n} pid {pid} on {url}`, and once ready
 * `portal: HAProxy pid {pid} on {url} ({n} instances)` (tests/integration/cluster.test.ts reads them).
 * Environment: DATABASE_URL (required, postgres://…), PORTAL_CLUSTER_INSTANCES (1..16), HOST, PORT,
 * PORTAL_WORKERS, HAPROXY_BIN, and everything the instances read (passed through).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from './node-flags.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

function fail(message: string): never {
  console.error(`portal: ${message}`);
  process.exit(1);
}

if (!process.env.DATABASE_URL?.startsWith('postgres')) fail('npm run cluster needs DATABASE_URL=postgres://… (instances share one PostgreSQL; PGlite is one process per data directory)');
const instanceCount = Number(process.env.PORTAL_CLUSTER_INSTANCES ?? 3);
if (!Number.isInteger(instanceCount) || instanceCount < 1 || instanceCount > 16) fail(`PORTAL_CLUSTER_INSTANCES must be an integer 1..16, got ${process.env.PORTAL_CLUSTER_INSTANCES}`);
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4321);
const haproxyBin = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';

/** A free TCP port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Status of a GET with Host localhost, or 0 when there is no answer. */
function status(url: string, timeoutMs: number): Promise<number> {
  return new Promise((resolve) => {
    const req = request(url, { headers: { host: 'localhost' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.setTimeout(timeoutMs, () => req.destroy());
    req.end();
  });
}

const prepare = spawnSync(process.execPath, [join(root, 'scripts/prepare.mjs')], { cwd: root, stdio: 'inherit' });
if (prepare.status !== 0) process.exit(prepare.status ?? 1);

interface Instance {
  n: number;
  port: number;
  child: ChildProcess | null;
}

let stopping = false;
const instances: Instance[] = [];
for (let n = 1; n <= instanceCount; n++) instances.push({ n, port: await freePort(), child: null });

/** Starts (or starts again) an instance's process on its port. */
function launch(instance: Instance): ChildProcess {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'scripts/serve-cores.ts')], {
    cwd: root,
    env: { NODE_ENV: 'production', PORTAL_WORKERS: '1', TRUST_PROXY: '1', ...process.env, HOST: '127.0.0.1', PORT: String(instance.port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  instance.child = child;
  console.log(`portal: instance ${instance.n} pid ${child.pid} on http://127.0.0.1:${instance.port}`);
  child.once('exit', (code, signal) => {
    if (stopping || instance.child !== child) return;
    console.error(`portal: instance ${instance.n} exited (${code ?? signal}); starting it again`);
    setTimeout(() => !stopping && launch(instance), 1000);
  });
  return child;
}

/** Waits until an instance answers and has loaded its feed. @throws after 180 s or when it exits */
async function ready(instance: Instance): Promise<void> {
  const base = `http://127.0.0.1:${instance.port}`;
  const deadline = Date.now() + 180_000;
  while ((await status(`${base}/bff-api/config/all.json`, 5_000)) !== 200) {
    if (instance.child?.exitCode !== null) throw new Error(`instance ${instance.n} exited with ${instance.child?.exitCode}`);
    if (Date.now() > deadline) throw new Error(`instance ${instance.n} did not answer on ${base}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const feed = await status(`${base}/bff-api/feed/live?limit=1`, 300_000);
  if (feed !== 200) throw new Error(`the feed of instance ${instance.n} answered ${feed}`);
}

function stopInstances(): Promise<void> {
  stopping = true;
  return Promise.all(
    instances.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  ).then(() => {});
}

for (const instance of instances) launch(instance);
try {
  await Promise.all(instances.map(ready));
} catch (error) {
  await stopInstances();
  fail((error as Error).message);
}

const folder = mkdtempSync(join(tmpdir(), 'portal-haproxy-'));
const configFile = join(folder, 'haproxy.cfg');
const bind = `${host.includes(':') ? `[${host}]` : host}:${port}`;
const servers = instances.map(({ n, port: p }) => `    server instance${n} 127.0.0.1:${p}`).join('\n');
writeFileSync(configFile, readFileSync(join(root, 'deploy/haproxy.cfg.template'), 'utf8').replaceAll('{{BIND}}', bind).replaceAll('{{SERVERS}}', servers));
const check = spawnSync(haproxyBin, ['-c', '-f', configFile], { encoding: 'utf8' });
if (check.error || check.status !== 0) {
  await stopInstances();
  fail(`HAProxy refused its configuration ${configFile} (${haproxyBin}): ${check.error?.message ?? check.stderr}`);
}
// -db: foreground, no daemon; -W: master-worker mode (a reload or a crashed worker is handled by its master).
const haproxy = spawn(haproxyBin, ['-W', '-db', '-f', configFile], { stdio: ['ignore', 'inherit', 'inherit'] });
haproxy.once('exit', (code, signal) => {
  rmSync(folder, { recursive: true, force: true });
  if (stopping) return;
  console.error(`portal: HAProxy exited (${code ?? signal}); stopping the instances`);
  void stopInstances().then(() => process.exit(code || 1));
});
// HAProxy listens once it has read its configuration: wait for the front to answer.
for (let i = 0; (await status(`http://${bind}/bff-api/config/all.json`, 2_000)) !== 200; i++) {
  if (haproxy.exitCode !== null || i > 100) {
    await stopInstances();
    fail(`HAProxy does not answer on http://${bind}`);
  }
  await new Promise((r) => setTimeout(r, 100));
}
console.log(`portal: HAProxy pid ${haproxy.pid} on http://${bind} (${instanceCount} instances)`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    stopping = true;
    haproxy.kill('SIGTERM');
    void stopInstances().then(() => process.exit(0));
  });
}
