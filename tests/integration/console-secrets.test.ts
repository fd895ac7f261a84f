/**
 * No secret in any staff answer (ARCHITECTURE.md "Staff console", console output through
 * schemas): against a built server on its own PostgreSQL database, every console-api route (found
 * from the files under src/pages/console-api, so a new route is walked without touching this test)
 * and every console page (src/domain/console/routes.ts) is requested by every demo staff role, with
 * real ids of seeded objects, and the answers must hold
 * - no field, at any depth, whose name looks like a secret (password, hash, secret, totp, token,
 *   key, …) except the few harmless names of {@link HARMLESS_FIELDS};
 * - no string containing a stored secret read from the database: players' password hashes, TOTP
 *   secrets and transfer keys, staff password hashes and TOTP secrets, session and ticket token
 *   hashes, one-time code hashes, API token hashes, app_secrets — every text column whose name looks
 *   like a secret (found in information_schema), less {@link HARMLESS_COLUMNS}.
 * Writes are sent an empty body (refused by validation or by role before anything changes); the
 * logout is walked last.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createPgDatabase, postgresAvailable } from '../helpers/db.ts';
import { startBuiltServer, type RunningServer } from '../helpers/server.ts';
import { registerPlayer } from '../helpers/http-client.ts';
import { staffLogin } from '../helpers/console.ts';
import { DEMO_STAFF } from '../../src/server/staff/demo.ts';
import { CONSOLE_ROUTES } from '../../src/domain/console/routes.ts';

if (!(await postgresAvailable())) throw new Error('the console secrets walk needs the test PostgreSQL (tests/helpers/db.ts)');

const API_ROOT = fileURLToPath(new URL('../../src/pages/console-api/', import.meta.url));

/** Words of a field name that mark a secret (camelCase and snake_case split into words). */
const SECRET_WORDS = new Set(['password', 'passwd', 'hash', 'secret', 'secrets', 'totp', 'otp', 'token', 'tokens', 'key', 'keys', 'apikey', 'seed']);

/** Field names that contain a secret word but hold nothing secret. */
const HARMLESS_FIELDS: Readonly<Record<string, string>> = {
  key: 'the audit entry key (`player:{id}`) and a setting key (`features.results`): names, not credentials',
  idempotencyKey: 'a ledger entry key made of ids (`adjustment:{id}`, `payment:{id}:credit`), shown in the player ledger',
  csrfToken: "the caller's own anti-forgery token for its own session (GET /console-api/session), needed to send writes; derived, never stored",
  totpEnabled: 'a boolean: whether the player uses two-step login (support needs to know), not the secret',
};

/** Text columns whose name looks secret but whose values are not. */
const HARMLESS_COLUMNS: Readonly<Record<string, string>> = {
  idempotency_key: 'client or ledger keys made of ids, shown in the ledger',
  key: 'audit keys and setting keys: names',
  award_key: 'the idempotency key of a bonus award, made of ids',
  outcome_key: 'a feed outcome identifier',
  request_hash: 'the hash of a request body to tell a retry from a different request',
  content_hash: 'the hash of a feed file to skip unchanged imports',
  client_seed: 'the player-chosen seed of a provably fair round: public by design',
  seed_hash: 'the published commitment of a provably fair seed: public by design',
  server_seed_hash: 'the published commitment of a provably fair server seed: public by design',
  public_key: 'a casino provider public key: public by design',
  hub88_public_key: "a casino provider's RSA public key for Hub88's protocol: public by design",
};

/** Every secret-looking field path and secret-holding string of an answer. */
function leaks(value: unknown, secrets: readonly string[], path = '$', out: string[] = []): string[] {
  if (typeof value === 'string') {
    for (const secret of secrets) if (value.includes(secret)) out.push(`${path} holds a stored secret (${secret.slice(0, 6)}…)`);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => leaks(item, secrets, `${path}[${index}]`, out));
  } else if (value !== null && typeof value === 'object') {
    for (const [name, child] of Object.entries(value)) {
      const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().split(/[\s_.-]+/);
      if (!(name in HARMLESS_FIELDS) && words.some((word) => SECRET_WORDS.has(word))) out.push(`${path}.${name} is a secret-looking field`);
      leaks(child, secrets, `${path}.${name}`, out);
    }
  }
  return out;
}

/** A console-api route from its file: the path pattern and its methods. */
interface ApiRoute {
  file: string;
  pattern: string;
  methods: string[];
}

function apiRoutes(): ApiRoute[] {
  const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
  return walk(API_ROOT).filter((file) => file.endsWith('.ts')).map((file) => {
    const rel = relative(API_ROOT, file).split(sep).join('/').replace(/\.ts$/, '').replace(/(^|\/)index$/, '');
    const source = readFileSync(file, 'utf8');
    const methods = [...source.matchAll(/export const (GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) => m[1]!);
    return { file: rel, pattern: `/console-api/${rel}`.replace(/\/$/, ''), methods };
  });
}

describe('no secret in any staff answer', () => {
  let server: RunningServer;
  let drop: () => Promise<void>;
  let database: pg.Client;
  let secrets: string[] = [];
  const ids: Record<string, string> = {};

  const one = async (query: string, params: unknown[] = []): Promise<string | null> => {
    const { rows } = await database.query(query, params);
    const value = rows[0] ? Object.values(rows[0])[0] : null;
    return value === null || value === undefined ? null : String(value);
  };

  beforeAll(async () => {
    const created = await createPgDatabase('feed');
    drop = created.drop;
    server = await startBuiltServer({ PORTAL_DEV_TOOLS: '1', DATABASE_URL: created.url, PORTAL_CAPTCHA_COST: '50' });
    database = new pg.Client({ connectionString: created.url });
    await database.connect();

    // A player with every secret a player row can hold: password hash, TOTP secret, transfer key.
    const player = await registerPlayer(server.url, 'secrets');
    await database.query(
      `update players set totp_secret = $2, totp_enabled = true, transfer_kind = 'main', transfer_key = $3 where id = $1`,
      [player.userId, 'KRSXG5CTMVRXEZLUKN2XAZLDOJSXI2LU', `transfer-${player.userId}-0f3c9a7d5e1b`],
    );
    // Objects the routes open: an adjustment applied and one pending, by support.
    const support = await staffLogin(server.url, 'support@console.test');
    for (const [amount, key] of [['10', 'walk-small-0001'], ['99999999', 'walk-large-0001']] as const) {
      const answer = await support.post(`/console-api/players/${player.userId}/adjustments`, {
        accountId: player.accountId, direction: 'credit', amount, reason: 'secret walk seed', idempotencyKey: key,
      });
      expect([201, 422], JSON.stringify(answer.body)).toContain(answer.status);
    }

    ids.playerId = String(player.userId);
    ids.brandId = 'main';
    ids.adjustmentId = (await one('select max(id) from balance_adjustments')) ?? '1';
    ids.appealId = (await one('select max(id) from block_appeals')) ?? '1';
    ids.auditId = (await one('select max(id) from audit_log')) ?? '1';
    ids.gameId = (await one('select min(id) from casino_games')) ?? '1';
    ids.bonusId = (await one('select max(id) from player_bonuses')) ?? '1';
    ids.staffId = (await one(`select id from staff where email = 'support@console.test'`)) ?? '1';
    ids['cms:documentId'] = (await one('select min(id) from cms_documents')) ?? '1';
    ids['verification:documentId'] = (await one('select max(id) from verification_documents')) ?? '1';
    ids['payment-requests:requestId'] = (await one('select max(id) from payment_requests')) ?? '1';
    ids['support:requestId'] = (await one('select max(id) from support_requests')) ?? '1';
    ids.email = player.email;
  }, 240_000);

  afterAll(async () => {
    await database?.end();
    await server?.stop();
    await drop?.();
  });

  /** Every stored secret value (read after the walk's own logins so their session hashes count too). */
  async function storedSecrets(): Promise<string[]> {
    const { rows: columns } = await database.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying')
          and column_name ~ '(password|hash|secret|token|totp|key|seed)'`,
    );
    const found = new Set<string>();
    for (const { table_name: table, column_name: column } of columns) {
      if (column in HARMLESS_COLUMNS) continue;
      const { rows } = await database.query(`select distinct "${column}" as v from "${table}" where "${column}" is not null`);
      for (const row of rows) if (String(row.v).length >= 8) found.add(String(row.v));
    }
    for (const row of (await database.query('select value from app_secrets')).rows) if (String(row.value).length >= 8) found.add(String(row.value));
    return [...found];
  }

  /** The path of a route with real ids (`[param]` by the route's area, else by name). */
  function pathOf(pattern: string): string {
    const area = pattern.split('/')[2]!;
    const filled = pattern.replace(/\[(\w+)\]/g, (_, name: string) => ids[`${area}:${name}`] ?? ids[name] ?? '1');
    if (pattern === '/console-api/players') return `${filled}?q=${encodeURIComponent(ids.email!)}`;
    if (pattern.endsWith('/diff')) return `${filled}?from=1&to=1`;
    return filled;
  }

  it.each(DEMO_STAFF.map((member) => member.email))('%s: every console-api answer and console page is free of secrets', async (email) => {
    const client = await staffLogin(server.url, email);
    secrets = await storedSecrets();
    expect(secrets.length).toBeGreaterThan(10);
    expect(secrets).toContain('KRSXG5CTMVRXEZLUKN2XAZLDOJSXI2LU');
    const problems: string[] = [];

    // The console pages (their islands' props are in the HTML): no stored secret.
    for (const route of CONSOLE_ROUTES) {
      const path = route.pattern
        .replace(':playerId', ids.playerId!).replace(':brandId', 'main')
        .replace(':requestId', ids['support:requestId']!).replace(':documentId', ids['cms:documentId']!);
      const page = await client.get(path);
      expect(page.status, path).toBeLessThan(500);
      const html = typeof page.body === 'string' ? page.body : JSON.stringify(page.body);
      for (const secret of secrets) if (html.includes(secret)) problems.push(`page ${path} holds a stored secret (${secret.slice(0, 6)}…)`);
    }

    // Every console-api route and method; the logout ends this session, so it is walked last.
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const statuses: Record<string, number> = {};
    const calls = routes.flatMap((route) => route.methods.map((method) => ({ route, method })))
      .sort((a, b) => Number(a.route.pattern.endsWith('/auth/logout')) - Number(b.route.pattern.endsWith('/auth/logout')));
    for (const { route, method } of calls) {
      const path = pathOf(route.pattern);
      const answer = method === 'GET' ? await client.get(path) : await client.request(method, path, {});
      statuses[`${method} ${route.pattern}`] = answer.status;
      expect(answer.status, `${method} ${path}`).toBeLessThan(500);
      for (const leak of leaks(answer.body, secrets)) problems.push(`${method} ${path}: ${leak}`);
      if (method === 'GET' && route.pattern === '/console-api/session') expect(answer.body.staff?.email).toBe(email);
    }
    expect(problems).toEqual([]);
    // The walk reached the data: the roles that see players read the seeded player.
    const seesPlayers = ['admin@console.test', 'support@console.test', 'risk@console.test'].includes(email);
    expect(statuses['GET /console-api/players/[playerId]']).toBe(seesPlayers ? 200 : 403);
    expect(Object.values(statuses).filter((status) => status === 200).length).toBeGreaterThan(2);
  }, 300_000);
});
