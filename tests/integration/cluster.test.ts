/**
 * The build as three instances behind HAProxy on one PostgreSQL, started the way production starts
 * it: `npm run cluster` (scripts/cluster.ts), on the pinned feed clock with dev tools. Through
 * HAProxy and on each instance directly:
 * - a player's session and CSRF token are valid on every instance (and a write without the token
 *   is refused on every instance);
 * - a live event published on one instance reaches the SSE clients of every instance;
 * - a brand settings change and a CMS publish are served by every instance within 2 s;
 * - the background workers run in one process (the leader of src/server/workers/leadership.ts);
 * - a bet settles once while all three instances settle at the same moment (one payout entry, one
 *   event to the player's stream, the balance moved once);
 * - a scheduled crash round shows the same multiplier while it runs and the same crash point on
 *   every instance;
 * - the leading instance killed with SIGKILL under deposits loses none that was answered 200 and
 *   applies none twice; another process takes the lead, and the script starts the instance again.
 *
 * Starts its OWN cluster on a database of its own; needs the build (dist/) and HAProxy
 * (/usr/sbin/haproxy, Debian's `haproxy` package).
 */
import { MATCH_WALL_MS } from '../../src/domain/feed/replay.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { request, type IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgDatabase, postgresAvailable } from '../helpers/db.ts';
import { DEV_TOKEN, freePort, get } from '../helpers/server.ts';
import { testFeedClock } from '../helpers/feed-clock.ts';
import { createClient, registerPlayer } from '../helpers/http-client.ts';
import { staffLogin } from '../helpers/console.ts';
import { scheduledRoundView, type ScheduledRoundView } from '../../schemas/casino-scheduled.ts';
import { gameDetailResponse, gameListResponse } from '../../schemas/feed-api.ts';
import { receiptSchema } from '../../schemas/coupon-api.ts';

if (!(await postgresAvailable())) throw new Error('the cluster test needs the test PostgreSQL (tests/helpers/db.ts)');

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MAIN = { host: 'betportal.test' };
const VIP = { host: 'vip.betportal.test' };

let database: { url: string; drop: () => Promise<void> };
let db: pg.Pool;
let cluster: ChildProcess;
let output = '';
/** HAProxy's URL. */
let front = '';
/** Each instance's URL and current pid, by number. */
const instances = new Map<number, { url: string; pid: number }>();

/** Milliseconds until `check` holds, polling every 20 ms. @throws after `limitMs` */
async function until(limitMs: number, check: () => Promise<boolean> | boolean, what = 'the condition'): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) return performance.now() - started;
    if (performance.now() - started > limitMs) throw new Error(`${what} did not hold within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Reads the script's lines: instances (again after a restart) and HAProxy. */
function readLines(text: string): void {
  for (const [, n, pid, url] of text.matchAll(/^portal: instance (\d+) pid (\d+) on (http:\/\/\S+)$/gm)) instances.set(Number(n), { url: url!, pid: Number(pid) });
  const haproxy = /^portal: HAProxy pid \d+ on (http:\/\/\S+) \(3 instances\)$/m.exec(text);
  if (haproxy) front = haproxy[1]!;
}

beforeAll(async () => {
  database = await createPgDatabase('feed');
  db = new pg.Pool({ connectionString: database.url, max: 2 });
  const port = await freePort();
  const started = performance.now();
  cluster = spawn(process.execPath, [`${ROOT}scripts/cluster.ts`], {
    cwd: ROOT,
    env: {
      ...process.env, NODE_ENV: 'production', DATABASE_URL: database.url, HOST: '127.0.0.1', PORT: String(port), PORTAL_CLUSTER_INSTANCES: '3',
      PORTAL_DEV_TOOLS: '1', PORTAL_DEV_TOKEN: DEV_TOKEN, PORTAL_FEED_CLOCK: testFeedClock(), PORTAL_REGISTRATION_LIMIT: '100000',
      PORTAL_CAPTCHA_COST: '50', ASTRO_NODE_LOGGING: 'disabled', PORTAL_WORKERS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  cluster.stdout!.on('data', (chunk) => {
    output += chunk;
    readLines(output);
  });
  cluster.stderr!.on('data', (chunk) => (output += chunk));
  await until(290_000, () => {
    if (cluster.exitCode !== null) throw new Error(`npm run cluster exited with ${cluster.exitCode}:\n${output.slice(-4000)}`);
    return front !== '';
  }, 'the cluster start');
  console.log(`npm run cluster: database set up, 3 instances and HAProxy serving after ${((performance.now() - started) / 1000).toFixed(1)} s`);
}, 300_000);

afterAll(async () => {
  if (cluster && cluster.exitCode === null) {
    await new Promise<void>((resolve) => {
      cluster.once('exit', () => resolve());
      cluster.kill('SIGTERM');
    });
  }
  await db?.end();
  await database?.drop();
}, 30_000);

const urls = () => [1, 2, 3].map((n) => instances.get(n)!.url);

/** A client of `base` carrying the cookies of `from` (the same browser, another instance). */
function sameBrowser(from: ReturnType<typeof createClient>, base: string) {
  const client = createClient(base);
  for (const [name, value] of from.jar) client.jar.set(name, value);
  return client;
}

/** Opens an SSE stream and collects its text. */
async function openStream(url: string, headers: Record<string, string> = {}) {
  let text = '';
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = request(url, { headers: { host: 'localhost', accept: 'text/event-stream', ...headers } }, resolve);
    req.on('error', reject);
    req.end();
  });
  expect(res.statusCode).toBe(200);
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => (text += chunk));
  return { text: () => text, close: () => res.destroy() };
}

/** The process holding the workers' lock: the pid in its connection's application_name, or null. */
async function leaderPid(): Promise<number | null> {
  const { rows } = await db.query<{ name: string }>(
    `select a.application_name as name from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.granted and a.application_name like 'portal-workers %'
        and l.database = (select oid from pg_database where datname = current_database())`,
  );
  expect(rows.length).toBeLessThanOrEqual(1);
  return rows[0] ? Number(rows[0].name.split(' ')[1]) : null;
}

/** Moves every instance's feed clock by `ms` at the same moment (each runs its settlement). */
async function advanceAll(ms: number): Promise<void> {
  const answers = await Promise.all(urls().map(async (url) => {
    const client = createClient(url);
    await client.init();
    return client.devPost('/web-api/dev/clock', { advanceMs: ms });
  }));
  for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(new Set(answers.map((a) => a.body.now)).size, 'every instance on the same instant').toBe(1);
}

const crashView = async (url: string, round?: number): Promise<ScheduledRoundView> =>
  scheduledRoundView.parse(((await (await fetch(`${url}/game-server/api/scheduled/crash${round === undefined ? '' : `?round=${round}`}`)).json()) as { round: unknown }).round);

describe('three instances behind HAProxy on one PostgreSQL', () => {
  it('serves through HAProxy from every instance', async () => {
    expect(instances.size).toBe(3);
    // Three requests in turn through HAProxy (round robin: one per instance).
    for (let i = 0; i < 3; i++) expect((await get(front, '/bff-api/config/all.json', MAIN, 60_000)).status).toBe(200);
    for (const url of urls()) expect((await get(url, '/bff-api/config/all.json', { host: 'localhost' })).status).toBe(200);
  }, 90_000);

  it('a session and its CSRF token made through HAProxy are valid on every instance', async () => {
    const { client, accountId } = await registerPlayer(front, 'cluster');
    for (const [i, url] of urls().entries()) {
      const here = sameBrowser(client, url);
      const balance = await here.get('/web-api/user/balance');
      expect(balance.status).toBe(200);
      expect(balance.body.all_accounts[0].id).toBe(accountId);
      const deposit = await here.post('/web-api/payments/deposit', { accountId, amount: '10', provider: 'test', idempotencyKey: `csrf-ok-${i}` });
      expect(deposit.body.payment?.status, JSON.stringify(deposit.body)).toBe('success');
      const forged = await here.post('/web-api/payments/deposit', { accountId, amount: '10', provider: 'test', idempotencyKey: `csrf-forged-${i}` }, { 'x-csrf-token': 'forged' });
      expect(forged.status).toBe(403);
    }
    expect((await client.get('/web-api/user/balance')).body.all_accounts[0].moneyMinor).toBe(3000);
  }, 90_000);

  it('a live event published on one instance reaches the SSE clients of every instance', async () => {
    const streams = await Promise.all(urls().map((url) => openStream(`${url}/bff-api/feed/stream?games=4343`)));
    try {
      await new Promise((r) => setTimeout(r, 200));
      const message = { game: 4343, id: '4343:0', seq: 11, kind: 'goal', at: Date.now(), score: { home: 2, away: 1 }, periodId: 2, minute: 61 };
      const publisher = createClient(urls()[0]!);
      await publisher.init();
      const published = await publisher.devPost('/web-api/dev/live', message);
      expect(published.status).toBe(200);
      const times = await Promise.all(streams.map((stream) => until(10_000, () => stream.text().includes('id: 4343:11\nevent: game\n'), 'the event on every instance')));
      console.log(`live event from instance 1 seen by the SSE clients of instances 1-3 after ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
      for (const stream of streams) expect(stream.text().split('id: 4343:11\n')).toHaveLength(2);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('a brand settings change and a CMS publish made through HAProxy are served by every instance', async () => {
    const manager = await staffLogin(front, 'manager@console.test');
    const read = await manager.get('/console-api/brands/vip/settings?domain=vip.betportal.test');
    const version = read.body.settings.find((s: { key: string }) => s.key === 'features.results').version;
    for (const url of urls()) expect((await get(url, '/en/results', VIP, 60_000)).status).toBe(200);
    const saved = await manager.request('PUT', '/console-api/brands/vip/settings', {
      domain: 'vip.betportal.test', changes: [{ key: 'features.results', value: false, version }], reason: 'cluster test: results off',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    for (const url of urls()) await until(10_000, async () => (await get(url, '/en/results', VIP, 60_000)).status === 404, `the setting on ${url}`);

    const editor = await staffLogin(front, 'editor@console.test');
    const slug = `cluster-${Date.now().toString(36)}`;
    const page = {
      schemaVersion: 2,
      root: { props: { title: { en: 'Cluster landing' }, description: { en: 'A landing made by the cluster test.' } } },
      content: [{ type: 'richText', props: { html: { en: '<p>Published on one, served by all</p>' } } }],
    };
    const created = await editor.post('/console-api/cms/documents', { brandId: 'main', family: 'landing', slug, language: 'en', page });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    for (const url of urls()) expect((await get(url, `/en/landing/${slug}`, MAIN, 60_000)).status).toBe(404);
    const published = await editor.post(`/console-api/cms/documents/${created.body.id}/state`, { action: 'publish', baseVersion: 1 });
    expect(published.body.state, JSON.stringify(published.body)).toBe('published');
    for (const url of urls()) {
      await until(10_000, async () => (await get(url, `/en/landing/${slug}`, MAIN, 60_000)).body.includes('Published on one, served by all'), `the page on ${url}`);
    }
  }, 180_000);

  it('runs the background workers in one process', async () => {
    const pids = [...instances.values()].map((i) => i.pid);
    await until(5000, async () => (await leaderPid()) !== null, 'a leader');
    expect(pids).toContain(await leaderPid());
  });

  it('settles a bet once while every instance settles at the same moment', async () => {
    const { client, accountId } = await registerPlayer(front, 'cluster-bet');
    expect((await client.post('/web-api/payments/deposit', { accountId, amount: '100', provider: 'test', idempotencyKey: 'bet-deposit' })).body.payment?.status).toBe('success');
    const line = gameListResponse.parse((await client.get('/bff-api/feed/line?sportId=1&limit=100')).body);
    const game = line.games.find((g) => g.start * 1000 > line.serverTime + 120_000 && g.main.length === 3 && g.main.every((m) => !m.isLocked))!;
    const detail = gameDetailResponse.parse((await client.get(`/bff-api/feed/game/${game.permanentId}`)).body);
    const market = detail.groups.flatMap((g) => g.markets).find((m) => m.groupId === 1 && m.typeId === 1)!;
    const placed = await client.post('/web-api/coupon/place', {
      refId: `cluster-${Date.now()}`, typeId: 0, accountId, amount: '40', changeCoefAction: 1,
      bets: [{ key: `${game.permanentId}:1:1:`, gameId: market.gameId, coef: market.coef }],
    }, { 'x-language': 'en' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const couponId = placed.body.couponId as number;
    // The player's stream on instance 3; the clocks move on all three, each settling at once.
    const events = await openStream(`${urls()[2]}/web-api/user/events`, { cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ') });
    try {
      await new Promise((r) => setTimeout(r, 200));
      // Past the game's end (its kick-off on the replay calendar may be hours away), and an hour more.
      await advanceAll(Math.max(3 * 3_600_000, game.start * 1000 + MATCH_WALL_MS - line.serverTime + 3_600_000));
      const receipt = receiptSchema.parse((await client.get(`/web-api/coupon/${couponId}`)).body);
      expect(receipt.settledAt).not.toBeNull();
      await until(10_000, () => events.text().includes(`"couponId":${couponId}`), 'the settlement event');
      await advanceAll(0);
      await new Promise((r) => setTimeout(r, 500));
      expect(events.text().split(`"couponId":${couponId}`), 'one settlement event').toHaveLength(2);
      const entries = await db.query('select count(*)::int as n from journal_entries where idempotency_key = $1', [`settle:${couponId}`]);
      expect(entries.rows[0].n).toBe(1);
      expect((await client.get('/web-api/user/balance')).body.all_accounts[0].moneyMinor).toBe(10_000 - 4000 + receipt.payoutMinor!);
    } finally {
      events.close();
    }
  }, 60_000);

  it('shows the same crash multiplier while a round runs and the same crash point on every instance', async () => {
    let view = await crashView(urls()[0]!);
    if (view.now >= view.startsAt) {
      await advanceAll(view.nextAt - view.now);
      view = await crashView(urls()[0]!);
    }
    // 1.2 s into a run; a round whose crash point comes sooner (a low one) is passed for the next.
    let running: ScheduledRoundView[] = [];
    for (let tries = 0; tries < 20; tries++) {
      await advanceAll(view.startsAt - view.now + 1200);
      running = await Promise.all(urls().map((url) => crashView(url, view.round)));
      if (running[0]!.crash?.phase === 'running') break;
      await advanceAll(view.nextAt - view.startsAt - 1200);
      view = await crashView(urls()[0]!);
    }
    expect(running[0]!.crash?.phase).toBe('running');
    expect(running[0]!.crash?.multiplierCents).toBeGreaterThan(100);
    for (const other of running) expect(other).toEqual(running[0]);
    await advanceAll(view.nextAt - view.startsAt);
    const over = await Promise.all(urls().map((url) => crashView(url, view.round)));
    expect(over[0]!.crash?.phase).toBe('crashed');
    expect(over[0]!.crash?.crashCents).toBeGreaterThanOrEqual(100);
    for (const other of over) expect(other).toEqual(over[0]);
  }, 60_000);

  it('loses no acknowledged deposit and applies none twice when the leading instance is killed mid-load', async () => {
    const { client, accountId, userId } = await registerPlayer(front, 'cluster-kill');
    const leader = await leaderPid();
    const victim = [...instances.entries()].find(([, i]) => i.pid === leader);
    expect(victim, 'the leader is an instance').toBeDefined();
    const [victimNumber, { pid: victimPid }] = victim!;
    const acknowledged: string[] = [];
    const refused: number[] = [];
    let next = 0;
    let killed = false;
    const TOTAL = 150;
    const worker = async () => {
      while (next < TOTAL) {
        const key = `load-deposit-${next++}`;
        const answer = await client.post('/web-api/payments/deposit', { accountId, amount: '1', provider: 'test', idempotencyKey: key }).catch(() => null);
        if (answer?.status === 200 && answer.body.payment?.status === 'success') acknowledged.push(key);
        else refused.push(answer?.status ?? 0);
        if (!killed && acknowledged.length >= 40) {
          killed = true;
          process.kill(victimPid, 'SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(killed).toBe(true);
    console.log(`${acknowledged.length} of ${TOTAL} deposits acknowledged, ${refused.length} not (statuses ${[...new Set(refused)].join(', ') || 'none'}) around the SIGKILL of instance ${victimNumber}`);
    expect(acknowledged.length).toBeGreaterThan(100);
    const { rows } = await db.query<{ key: string; n: number; status: string }>(
      `select idempotency_key as key, count(*)::int as n, min(status) as status from payments where player_id = $1 and idempotency_key like 'load-deposit-%' group by 1`, [userId]);
    const stored = new Map(rows.map((r) => [r.key, r]));
    for (const key of acknowledged) expect(stored.get(key), key).toMatchObject({ n: 1, status: 'success' });
    const succeeded = rows.filter((r) => r.status === 'success').length;
    expect((await client.get('/web-api/user/balance')).body.all_accounts[0].moneyMinor).toBe(succeeded * 100);
    // Another process leads within a few seconds; the script starts the killed instance again.
    await until(10_000, async () => {
      const now = await leaderPid();
      return now !== null && now !== victimPid;
    }, 'a new leader');
    await until(60_000, () => instances.get(victimNumber)!.pid !== victimPid, 'the instance started again');
    await until(150_000, async () => (await get(instances.get(victimNumber)!.url, '/bff-api/config/all.json', { host: 'localhost' }).catch(() => ({ status: 0 }))).status === 200, 'the restarted instance');
  }, 240_000);
});
