/**
 * The stored SQL functions are exactly the files of src/server/db/functions/ (src/server/db/migrate.ts),
 * on PGlite and PostgreSQL: every user-defined function of the public schema has its file and every
 * file its function (one per name, no overloads); each file is one commented
 * `CREATE OR REPLACE FUNCTION <its name>(…)`; the live body is the file's byte for byte, and applying
 * the file again changes nothing in the live definition (`pg_get_functiondef`: parameters, result,
 * language, volatility, body). The apply step restores a function changed behind its back, does
 * not depend on the files' order, runs in one transaction (a failing file leaves every function as
 * it was) and can run from several connections at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines, freshDatabase, type TestDatabase } from '../helpers/db.ts';
import { applyStoredFunctions, readStoredFunctions, type StoredFunction } from '../../src/server/db/migrate.ts';
import type { Db, Tx } from '../../src/server/db/client.ts';

const ENGINES = await engines();
const FILES = readStoredFunctions();

type Rows<T> = { rows: T[] };
interface LiveFunction { oid: number; name: string; def: string; src: string }

/** The user-defined functions of the public schema (functions of extensions left out). */
async function liveFunctions(db: Db | Tx, name?: string): Promise<LiveFunction[]> {
  const result = (await db.execute(sql`
    select p.oid::int as oid, p.proname as name, pg_get_functiondef(p.oid) as def, p.prosrc as src
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and (${name ?? null}::text is null or p.proname = ${name ?? null}::text)
      and not exists (select 1 from pg_depend e where e.classid = 'pg_proc'::regclass and e.objid = p.oid and e.deptype = 'e')
    order by p.proname, p.oid`)) as unknown as Rows<LiveFunction>;
  return result.rows.map((r) => ({ ...r, oid: Number(r.oid) }));
}

/** A file split into its heading comment, its statement and the function body (between the dollar quotes). */
function parts(fn: StoredFunction): { comment: string; statement: string; body: string | null } {
  const lines = fn.sql.split('\n');
  const first = lines.findIndex((line) => !line.startsWith('--'));
  const statement = lines.slice(first).join('\n');
  const body = /\bAS \$([A-Za-z_]*)\$([\s\S]*)\$\1\$;\n$/.exec(statement)?.[2] ?? null;
  return { comment: lines.slice(0, first).join('\n'), statement, body };
}

/** Runs `work` in a transaction that is rolled back, returning what it returned. */
async function rolledBack<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  let out: T | undefined;
  const rollback = new Error('rollback');
  await db
    .transaction(async (tx) => {
      out = await work(tx);
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  return out as T;
}

describe('the stored function files', () => {
  it('are one commented CREATE OR REPLACE FUNCTION each, named as the file', () => {
    expect(FILES.length).toBeGreaterThan(0);
    for (const fn of FILES) {
      const { comment, statement, body } = parts(fn);
      expect(comment, `${fn.name}.sql states its contract in a heading comment`).toMatch(new RegExp(`^-- ${fn.name}: `));
      expect(statement.startsWith(`CREATE OR REPLACE FUNCTION ${fn.name}(`), `${fn.name}.sql defines ${fn.name}`).toBe(true);
      expect(body, `${fn.name}.sql is one statement ending with its dollar-quoted body`).not.toBeNull();
    }
  });
});

describe.each(ENGINES)('stored functions on %s', (kind) => {
  let d: TestDatabase;

  beforeAll(async () => {
    d = await freshDatabase(kind, { poolSize: 4 });
  });
  afterAll(() => d.dispose());

  it('every function has its file and every file its function, one per name', async () => {
    const live = await liveFunctions(d.db);
    expect(live.map((f) => f.name)).toEqual(FILES.map((f) => f.name));
  });

  it.each(FILES.map((fn) => [fn.name, fn] as const))('%s is live as its file says', async (name, fn) => {
    const [live] = await liveFunctions(d.db, name);
    expect(live!.src).toBe(parts(fn).body);
    const again = await rolledBack(d.db, async (tx) => {
      await tx.execute(sql.raw(fn.sql));
      return liveFunctions(tx, name);
    });
    expect(again).toEqual([live]);
  });

  it('the apply step puts back a function changed outside its file, whatever the order of the files', async () => {
    const [before] = await liveFunctions(d.db, 'ledger_refuse_change');
    await d.db.execute(sql.raw(`CREATE OR REPLACE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RETURN NULL;
END $$;`));
    expect((await liveFunctions(d.db, 'ledger_refuse_change'))[0]!.def).not.toBe(before!.def);
    await applyStoredFunctions(d.db, [...FILES].reverse());
    expect(await liveFunctions(d.db, 'ledger_refuse_change')).toEqual([before]);
  });

  it('a file that fails leaves every function as it was', async () => {
    const before = await liveFunctions(d.db);
    const broken: StoredFunction = {
      name: 'zz_broken',
      sql: 'CREATE OR REPLACE FUNCTION zz_broken() RETURNS integer LANGUAGE plpgsql AS $$\nBEGIN\n  RETURN 1 +;\nEND $$;\n',
    };
    await expect(applyStoredFunctions(d.db, [...FILES, broken])).rejects.toThrow();
    expect(await liveFunctions(d.db)).toEqual(before);
  });

  it('applies from several connections at once', async () => {
    const before = await liveFunctions(d.db);
    await Promise.all([applyStoredFunctions(d.db), applyStoredFunctions(d.db), applyStoredFunctions(d.db)]);
    expect(await liveFunctions(d.db)).toEqual(before);
  });
});
