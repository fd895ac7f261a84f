/**
 * One process per embedded (PGlite) data directory (src/server/db/data-dir-lock.ts): while a built
 * server holds its directory, a second opener — `openDatabase` in another process, `db:setup`,
 * `db:reset` — is refused with one line naming the directory and the server's pid, and the server
 * keeps serving; after it stops (SIGTERM, or killed with SIGKILL, leaving its lock behind) the
 * directory opens again with its data. A directory that does not open is said in one line with
 * the recovery command, and `npm run db:reset` moves it aside without deleting anything.
 *
 * Starts its OWN servers on a directory of its own.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/database.ts';
import { createClient } from '../helpers/http-client.ts';
import { copyPgliteTemplate, startBuiltServer, type RunningServer } from '../helpers/server.ts';

const root = mkdtempSync(join(tmpdir(), 'portal-lock-'));
const dataDir = join(root, 'pglite');
// The run's migrated copy with the feed imported: the lock is the subject, not the first set-up.
copyPgliteTemplate(dataDir);
const ENV = { PORTAL_DATA_DIR: dataDir, PORTAL_DEV_TOOLS: '1', PORTAL_CAPTCHA_COST: '50', PORTAL_CAPTCHA_COUNTER_MAX: '40' };
const email = `lock${Date.now().toString(36)}@example.com`;
const PASSWORD = 'correct horse battery staple';
const servers: RunningServer[] = [];

afterAll(async () => {
  for (const server of servers) await server.stop();
  rmSync(root, { recursive: true, force: true });
});

/**
 * Runs a script of scripts/ with the directory in the environment (asynchronously, so that the
 * test's keep-alive sockets to the server stay serviced meanwhile).
 */
async function script(name: string) {
  const options = { env: { ...process.env, PORTAL_DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' as const, timeout: 120_000 };
  try {
    const run = await promisify(execFile)(process.execPath, [join('scripts', name)], options);
    return { status: 0, stderr: run.stderr.trim(), stdout: run.stdout.trim() };
  } catch (error) {
    const failed = error as { code: number; stderr: string; stdout: string };
    return { status: failed.code, stderr: failed.stderr.trim(), stdout: failed.stdout.trim() };
  }
}

async function login(server: RunningServer) {
  const client = createClient(server.url);
  await client.init();
  return client.post('/web-api/auth/login', { mode: 'login_password', uLogin: email, uPassword: PASSWORD, save: false });
}

describe('one process per PGlite directory', () => {
  it('refuses a second opener while a server holds the directory, and the server keeps serving', async () => {
    const first = await startBuiltServer(ENV);
    servers.push(first);
    const client = createClient(first.url);
    await client.init();
    expect((await client.withCaptcha('POST', '/web-api/auth/register', { type: 'email', email, password: PASSWORD })).status).toBe(201);

    const refusal = await openDatabase({ kind: 'pglite', dataDir }).then(
      async (opened) => {
        await opened.close();
        return null;
      },
      (error: unknown) => (error as Error).message,
    );
    expect(refusal).toContain(dataDir);
    expect(refusal).toContain(`pid ${first.pid}`);

    const setup = await script('db-setup.ts');
    expect(setup.status).toBe(1);
    expect(setup.stderr.split('\n')).toHaveLength(1);
    expect(setup.stderr).toContain(`the database directory ${dataDir} is in use by another process (pid ${first.pid})`);

    const reset = await script('db-reset.ts');
    expect(reset.status).toBe(1);
    expect(reset.stderr).toContain(`pid ${first.pid}`);
    expect(existsSync(dataDir)).toBe(true);

    expect((await login(first)).body).toMatchObject({ status: 'ok' });
    await first.stop();
  }, 120_000);

  it('opens again after the server stops, and after a server killed with SIGKILL left its lock behind', async () => {
    const second = await startBuiltServer(ENV);
    servers.push(second);
    expect((await login(second)).body).toMatchObject({ status: 'ok' });
    process.kill(second.pid, 'SIGKILL');
    await second.stop();
    expect(existsSync(`${dataDir}.lock`)).toBe(true);

    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const rows = await reopened.db.execute(sql`select count(*)::int as n from players where email = ${email}`);
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    } finally {
      await reopened.close();
    }
  }, 120_000);

  it('says in one line that a damaged directory cannot be opened, and db:reset moves it aside', async () => {
    writeFileSync(join(dataDir, 'global', 'pg_control'), Buffer.alloc(8192, 7));
    const setup = await script('db-setup.ts');
    expect(setup.status).toBe(1);
    expect(setup.stderr.split('\n')).toHaveLength(1);
    expect(setup.stderr).toContain(`the database directory ${dataDir} cannot be opened`);
    expect(setup.stderr).toContain('npm run db:reset');

    const reset = await script('db-reset.ts');
    expect(reset.status, reset.stderr).toBe(0);
    expect(existsSync(dataDir)).toBe(false);
    const aside = readdirSync(root).filter((name) => /^pglite\.broken-\d{4}-\d\d-\d\dT/.test(name));
    expect(aside).toHaveLength(1);
    expect(existsSync(join(root, aside[0]!, 'PG_VERSION'))).toBe(true);
  }, 120_000);
});
